#version 450
// GLSL 4.60 §6.1: a function declared twice with the same parameter types
// must have the same return type and all the same qualifiers: in/out/inout,
// const, precision and memory qualifiers. glslang lets the memory qualifiers
// differ; the spec does not. A declaration after the definition is compared
// with the definition (whose node may have gone back with its body).
layout(location = 0) out vec4 color;
layout(binding = 0, rgba8) uniform readonly image2D picture;
void a(inout float x);
void a(out float x) { x = 1.0; }
float b(const float x);
float b(float x) { return x; }
float c(mediump float x);
float c(highp float x) { return x; }
vec4 d(readonly image2D i);
vec4 d(coherent readonly image2D i) { return imageLoad(i, ivec2(0)); }
float e(float x);
float e(float x) { return x; }
float e(out float x);
void main() { color = vec4(1.0); }
