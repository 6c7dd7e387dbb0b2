#version 450
// GL_EXT_shader_8bit_storage and _16bit_storage: 8- and 16-bit members of
// buffer, uniform and push-constant blocks, loaded and converted to 32 bits
// and stored back (StorageBuffer8BitAccess, UniformAndStorageBuffer16BitAccess,
// StoragePushConstant8...); no arithmetic on them.
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { int8_t b; uint8_t ub[4]; float16_t h; u16vec2 us; };
layout(binding = 1) uniform U { i16vec4 s; };
layout(push_constant) uniform P { uint8_t pb; int16_t ps; };
void main()
{
    int sum = int(b) + int(ub[1]) + int(s.z) + int(pb) + int(ps);
    b = int8_t(sum);
    ub[2] = uint8_t(us.x);
    h = float16_t(float(h) * 2.0);
    us = u16vec2(uvec2(s.xy));
}
