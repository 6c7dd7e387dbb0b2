#version 450
// GL_ARB_bindless_texture: its layout qualifiers on samplers and images, and
// as defaults (4.4.6 of the extension).
#extension GL_ARB_bindless_texture : require
layout(bindless_sampler) uniform;
layout(bound_image) uniform;
layout(bindless_sampler) uniform sampler2D s0;
layout(bound_sampler) uniform sampler2D s1;
layout(rgba8, bindless_image) uniform image2D i0;
uniform vec2 coord;
out vec4 color;
void main() { color = texture(s0, coord) + texture(s1, coord) + imageLoad(i0, ivec2(0)); }
