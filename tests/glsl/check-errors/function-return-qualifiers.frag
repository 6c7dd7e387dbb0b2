#version 450
// GLSL 4.60 §6.1: "Only a precision qualifier is allowed on the return type
// of a function" (precise too, §4.9). glslang refuses storage and memory
// qualifiers there but takes flat and layout; the spec allows neither.
layout(location = 0) out vec4 color;
uniform float u() { return 1.0; }
const float k() { return 1.0; }
flat float f() { return 1.0; }
layout(location = 1) float l() { return 1.0; }
void main() { color = vec4(1.0); }
