#version 450
// GL_EXT_shader_image_int64: 64-bit integer storage images (Int64ImageEXT)
// with loads, stores and atomics, plain and scoped.
#extension GL_EXT_shader_image_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0, r64i) uniform i64image2D signed_image;
layout(binding = 1, r64ui) uniform u64image1D unsigned_image;
void main()
{
    int64_t a = imageAtomicAdd(signed_image, ivec2(0), 1l) + imageAtomicMin(signed_image, ivec2(1), -1l);
    uint64_t b = imageAtomicCompSwap(unsigned_image, 0, 1ul, 2ul);
    b += imageAtomicLoad(unsigned_image, 1, gl_ScopeDevice, gl_StorageSemanticsImage, gl_SemanticsAcquire);
    imageAtomicStore(signed_image, ivec2(2), a, gl_ScopeDevice, gl_StorageSemanticsImage, gl_SemanticsRelease);
    imageStore(unsigned_image, 3, u64vec4(b + imageLoad(unsigned_image, 4).x));
}
