#version 400
// GL_ARB_shader_storage_buffer_object brings buffer blocks (and the keyword
// `buffer`, GLSL 4.30 4.3.7) to earlier versions.
#extension GL_ARB_shader_storage_buffer_object : enable
buffer Results { vec4 values[]; };
out vec4 color;
void main() {
    values[0] = vec4(1.0);
    color = values[1];
}
