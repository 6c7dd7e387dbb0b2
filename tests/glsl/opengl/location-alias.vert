#version 440
// GLSL 4.40 4.4.1: vertex shader inputs may alias locations (and their
// components); outputs that share a location take other components.
layout(location = 4, component = 0) in vec3 e;
layout(location = 4, component = 2) in vec2 h;
layout(location = 1, component = 0) out vec2 lo;
layout(location = 1, component = 2) out vec2 hi;
void main() {
    lo = e.xy;
    hi = h;
    gl_Position = vec4(e, 1.0);
}
