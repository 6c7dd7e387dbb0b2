#version 320 es
// GLSL ES 3.20 §8.9.2 has no textureOffset of a sampler2DArrayShadow
// (desktop GLSL does; GL_EXT_texture_shadow_lod brings only its bias form).
#extension GL_EXT_texture_shadow_lod : enable
precision highp float;
precision highp sampler2DArrayShadow;
layout(binding = 0) uniform sampler2DArrayShadow s;
layout(location = 0) out vec4 o;
void main() { o = vec4(textureOffset(s, vec4(0.0), ivec2(1))); }
