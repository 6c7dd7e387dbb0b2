#version 450
// GLSL 4.60 §6.1: "If a function name is declared twice with the same
// parameter types, then the return types and all qualifiers must also match":
// the return type's precision and precise (§4.9 lets return values be
// precise) too. glslang lets both differ; the spec does not.
layout(location = 0) out vec4 color;
mediump float a(float x);
highp float a(float x) { return x; }
precise float b(float x);
float b(float x) { return x; }
precise highp float ok(float x);
highp precise float ok(float x) { return x; }
void main() { color = vec4(a(1.0) + b(2.0) + ok(3.0)); }
