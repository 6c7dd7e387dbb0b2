#version 410
// GLSL 4.20 3.1 brought line continuations; 4.10 has none (a comment
// still ends at its newline, see continuation-comment-es100.frag).
uniform float a;
float b = a + \
    1.0;
void main() { gl_Position = vec4(b); }
