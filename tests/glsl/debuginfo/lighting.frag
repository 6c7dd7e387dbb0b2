#version 450
#extension GL_GOOGLE_include_directive : require
// functions: main shade saturate scaled
// locals: total weight i s rim l normal ndotl r v k x
// globals: frag_color v_normal Lights tex
// block-locals: rim s
#include "inc/light.glsl"
#include "inc/common.glsl"

layout(location = 0) in vec3 v_normal;
layout(location = 0) out vec4 frag_color;
layout(binding = 0) uniform Lights { Light lights[3]; int count; };
layout(binding = 1) uniform sampler2D tex;

void main()
{
    vec3 total = vec3(0.0); //@
    float weight = 0.0; //@
    for (int i = 0; i < count; i++) {
        vec3 s = shade(lights[i], normalize(v_normal), weight); //@
        if (weight > 2.0) {
            float rim = weight - 2.0; //@
            s *= rim; //@
        } else {
            s *= 0.5; //@
        }
        total += s; //@
    }
    switch (count) {
    case 0:
        total = texture(tex, v_normal.xy).rgb; //@
        break;
    default:
        break;
    }
    frag_color = vec4(total, weight > 0.0 ? 1.0 : 0.0); //@
}
