#version 320 es
// GLSL ES has no double (§4.1): GL_ARB_gpu_shader_fp64 is a desktop
// extension, and the float64 types of GL_EXT_shader_explicit_arithmetic_types
// are not in ES either (glslang: "not supported with this profile: es").
#extension GL_ARB_gpu_shader_fp64 : enable
#extension GL_EXT_shader_explicit_arithmetic_types : enable
precision highp float;
layout(location = 0) out vec4 color;
void main()
{
    double d = 1.0;
    dvec3 v;
    dmat2 m;
    float64_t e;
    f64vec2 w;
    color = vec4(0.0);
}
