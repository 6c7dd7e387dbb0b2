#version 440
// GLSL 4.40 4.4.1: components of one location shared by several inputs
// (vertex inputs may even alias) and outputs.
layout(location = 2, component = 2) in vec2 a;
layout(location = 2, component = 1) in float b;
layout(location = 3, component = 2) out vec2 i;
layout(location = 3, component = 0) out vec2 j;
void main() {
    i = a;
    j = vec2(b);
    gl_Position = vec4(a, b, 1.0);
}
