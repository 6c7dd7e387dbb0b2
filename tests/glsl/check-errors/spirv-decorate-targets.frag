#version 450
#extension GL_EXT_spirv_intrinsics : require
// Decorations SPIR-V puts on types or structure members only cannot go on a
// variable (the compiler gives Block and the strides from the declaration);
// a built-in has no location; interpolation decorations go where GLSL's
// interpolation qualifiers do. glslang emits each, and spirv-val refuses.
spirv_decorate(2) layout(binding = 0) uniform U { float a; } u;          // Block
spirv_decorate(6, 16) layout(binding = 1) uniform V { float b[4]; } v;  // ArrayStride
spirv_decorate(35, 0) layout(location = 0) in vec4 c;                   // Offset
spirv_decorate(7, 16) layout(location = 1) in mat4 m;                   // MatrixStride
struct S { spirv_decorate(3) float x; };                                // BufferBlock on a member
spirv_decorate(30, 5) spirv_decorate(11, 15) in vec4 fc;                // BuiltIn FragCoord with a Location
spirv_decorate(11, 15) layout(location = 6) in vec4 fc2;                // ... with layout(location)
spirv_decorate(11, 15) spirv_decorate(31, 1) in vec4 fc3;               // ... with a Component
spirv_decorate(14) layout(location = 0) out vec4 o;                     // Flat on a fragment output
spirv_decorate(16) vec4 g;                                              // Centroid on a private global
void main()
{
    S s;
    o = c + m[0] + fc + fc2 + fc3 + g + vec4(u.a, v.b[0], s.x, 0);
}
