#version 450
// GL_ARB_bindless_texture's handles would need SPV_NV_bindless_texture, which
// glspv does not write: its layout qualifiers are for OpenGL's GLSL only.
#extension GL_ARB_bindless_texture : require
layout(set = 0, binding = 0, bindless_sampler) uniform sampler2D s0;
layout(location = 0) in vec2 coord;
layout(location = 0) out vec4 color;
void main() { color = texture(s0, coord); }
