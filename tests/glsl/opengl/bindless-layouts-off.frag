#version 450
// GL_ARB_bindless_texture brings bindless_sampler: not without it.
layout(bindless_sampler) uniform sampler2D s0;
uniform vec2 coord;
out vec4 color;
void main() { color = texture(s0, coord); }
