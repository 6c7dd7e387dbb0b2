#version 450
#extension GL_NV_compute_shader_derivatives : require
// Without a derivative group the extension's derivatives are zero and
// texture() reads level 0 (its bias included): no DerivativeGroup mode, so
// constants instead of derivative instructions.
layout(local_size_x = 2, local_size_y = 4) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) buffer Out { vec4 v[]; } o;
void main()
{
    vec2 uv = vec2(gl_LocalInvocationID.xy);
    o.v[gl_LocalInvocationIndex] = vec4(dFdx(uv), fwidth(uv.x), 0.0) + texture(tex, uv, 2.0) +
                                   vec4(textureQueryLod(tex, uv), 0.0, 0.0);
}
