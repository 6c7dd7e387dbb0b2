#version 440
// GLSL 4.40 4.4.1: layout(component) places a scalar or vector in the rest
// of its location; a vec3 from component 2 would pass its end.
layout(location = 3, component = 2) in vec3 c;
void main() {
    gl_Position = vec4(c, 1.0);
}
