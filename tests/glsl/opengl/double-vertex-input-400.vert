#version 400
// GLSL 4.00 4.3.4 has no double vertex inputs: GLSL 4.10 (from
// GL_ARB_vertex_attrib_64bit) added them.
in dvec3 position;
void main() {
    gl_Position = vec4(position, 1.0);
}
