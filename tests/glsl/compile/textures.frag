#version 450
// Sampling (implicit level in a fragment shader), fetches, sizes, level queries
// (textureQueryLod: OpImageQueryLod), shadow references and images.
layout(set=0, binding=0) uniform sampler2D s;
layout(set=0, binding=1) uniform isampler2DArray sa;
layout(set=0, binding=2) uniform sampler2DShadow sh;
layout(set=0, binding=3) uniform samplerCubeArrayShadow sca;
layout(set=0, binding=4, r32ui) uniform uimage2D img;
layout(location=0) in vec2 uv;
layout(location=0) out vec4 color;
vec4 f(sampler2D t) { return texture(t, uv); }
void main() {
  vec4 a = texture(s, uv) + texture(s, uv, 1.0) + textureLod(s, uv, 2.0) + textureGrad(s, uv, vec2(1), vec2(0));
  ivec4 b = texelFetch(sa, ivec3(1, 2, 3), 0);
  float c = texture(sh, vec3(uv, 0.5)) + texture(sca, vec4(uv, 1, 2), 0.25);
  ivec2 sz = textureSize(s, 0) + textureSize(sa, 1).xy + imageSize(img);
  uvec4 p = imageLoad(img, ivec2(3));
  imageStore(img, ivec2(1), p + uvec4(1));
  vec2 lod = textureQueryLod(s, uv) + textureQueryLod(sh, uv);
  color = a + vec4(b) + c + vec4(sz, textureQueryLevels(s), 0) + f(s) + lod.xyxy;
}
