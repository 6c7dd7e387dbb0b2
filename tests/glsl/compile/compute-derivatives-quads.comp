#version 450
#extension GL_NV_compute_shader_derivatives : require
// GL_NV_compute_shader_derivatives: with a derivative group, compute shaders
// take derivatives over 2x2 quads and texture() picks its level of detail.
layout(local_size_x = 4, local_size_y = 2) in;
layout(derivative_group_quadsNV) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) buffer Out { vec4 v[]; } o;
void main()
{
    vec2 uv = vec2(gl_LocalInvocationID.xy) / 4.0;
    uint i = gl_LocalInvocationIndex;
    o.v[i] = vec4(dFdx(uv.x), dFdyFine(uv.y), fwidthCoarse(uv.x), 0.0);
    o.v[i + 8u] = texture(tex, uv) + texture(tex, uv, 1.0);
    o.v[i + 16u] = vec4(textureQueryLod(tex, uv), 0.0, 0.0);
}
