#version 330 core
// Default-block uniforms and in/out without locations (GLSL 4.60 4.3.5, 4.4.1: OpenGL assigns them).
in vec4 p;
out vec4 c;
uniform vec4 u;
uniform mat4 m[2];
void main() { c = m[1] * p + u; }
