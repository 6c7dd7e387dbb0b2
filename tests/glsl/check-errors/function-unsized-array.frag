#version 450
// GLSL 4.60 §6.1: arrays as arguments and return types must be explicitly
// sized, in prototypes and definitions alike (glslang: "array size required").
layout(location = 0) out vec4 color;
float first(float a[]);
float last(float a[]) { return a[0]; }
float[] make() { return float[](1.0, 2.0); }
void main() { color = vec4(1.0); }
