// Shared helpers: included twice by lighting.frag (guarded), once by skin.vert.
#ifndef COMMON_GLSL
#define COMMON_GLSL

const float PI = 3.14159265;

float saturate(float x)
{
    return clamp(x, 0.0, 1.0); //@
}

vec3 scaled(vec3 v, float k)
{
    vec3 r = v * k; //@
    if (k < 0.0) {
        r = -r; //@
    }
    return r; //@
}

#endif
