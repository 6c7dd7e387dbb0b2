#version 450
#extension GL_GOOGLE_include_directive : require
// functions: main blend scaled saturate
// locals: m k skin pos index w v r n x
// block-locals: n
// globals: a_position a_index a_weight v_normal
#include "inc/common.glsl"
#include "inc/skinning.glsl"

layout(location = 0) in vec3 a_position;
layout(location = 1) in uvec4 a_index;
layout(location = 2) in vec4 a_weight;
layout(location = 0) out vec3 v_normal;
layout(push_constant) uniform Camera { mat4 view_projection; } camera;

void main()
{
    mat4 skin = blend(a_index, a_weight); //@
    vec4 pos = skin * vec4(a_position, 1.0); //@
    {
        vec3 n = scaled(pos.xyz, 2.0); //@
        v_normal = normalize(n) * saturate(pos.w); //@
    }
    gl_Position = camera.view_projection * pos; //@
}
