#version 450
#extension GL_EXT_buffer_reference : require
layout(buffer_reference, buffer_reference_align = 12) buffer Data { vec4 v; };
layout(location = 0) out vec4 color;
void main() { color = vec4(1.0); }
