#version 440
// GLSL 4.40 4.4.1: fragment inputs (like every interface but vertex
// inputs) may not take one component of one location twice.
layout(location = 4, component = 2) in vec2 a;
layout(location = 4, component = 1) in float b;
layout(location = 4, component = 2) in vec2 h;
out vec4 color;
void main() {
    color = vec4(a, b, h.x);
}
