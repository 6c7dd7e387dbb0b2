#version 320 es
// The sampler2DArrayShadow forms GLSL ES 3.20 has (§8.9.2): texture,
// textureGrad, textureGradOffset, and with GL_EXT_texture_shadow_lod the
// bias form of textureOffset (which the glslangValidator here does not
// resolve in ES, although glslang's own glsl.es320.extTextureShadowLod test
// uses it).
#extension GL_EXT_texture_shadow_lod : enable
precision highp float;
precision highp sampler2DArrayShadow;
layout(binding = 0) uniform sampler2DArrayShadow s;
layout(location = 0) out vec4 o;
void main()
{
    o = vec4(texture(s, vec4(0.5)), textureGrad(s, vec4(0.5), vec2(0.0), vec2(0.0)),
             textureGradOffset(s, vec4(0.5), vec2(0.0), vec2(0.0), ivec2(1)), textureOffset(s, vec4(0.5), ivec2(1), 1.0));
}
