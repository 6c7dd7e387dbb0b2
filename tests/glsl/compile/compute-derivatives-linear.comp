#version 450
#extension GL_NV_compute_shader_derivatives : require
// derivative_group_linearNV: groups of four consecutive invocation indexes.
layout(local_size_x = 8) in;
layout(derivative_group_linearNV) in;
layout(set = 0, binding = 0) buffer Out { float v[]; } o;
void main()
{
    float x = float(gl_LocalInvocationIndex);
    o.v[gl_LocalInvocationIndex] = dFdx(x * x) + dFdy(x);
}
