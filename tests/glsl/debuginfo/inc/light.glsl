// A light and its shading, including common.glsl itself.
#include "common.glsl"

struct Light {
    vec3 direction;
    vec3 color;
    float intensity;
};

vec3 shade(Light l, vec3 normal, inout float weight)
{
    float ndotl = saturate(dot(normal, -l.direction)); //@
    weight += ndotl; //@
    return scaled(l.color, ndotl * l.intensity / PI); //@
}
