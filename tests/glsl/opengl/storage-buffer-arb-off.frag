#version 400
// GLSL 4.00 has no `buffer` (4.30 4.3.7; GL_ARB_shader_storage_buffer_object
// brings it).
buffer Results { vec4 values[]; };
out vec4 color;
void main() {
    color = values[1];
}
