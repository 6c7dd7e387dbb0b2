#version 450
// GLSL 4.60 §4.4.7: format layout qualifiers qualify image variables only.
layout(binding = 0, rgba8) uniform sampler2D s;
layout(binding = 1, r32f) uniform texture2D t[2];
layout(binding = 2, rgba16f) uniform image2D fine;
layout(binding = 3, r32ui) uniform uimage2D fine_too[2];
layout(location = 0, rgba8) out vec4 o;
void main() { o = texture(s, vec2(0.0)) + imageLoad(fine, ivec2(0)) + vec4(imageLoad(fine_too[1], ivec2(0))); }
