#version 450
// GLSL 4.60 §4.3.9: input blocks cannot be in vertex shaders (output blocks can).
layout(location = 0) in Attributes { vec4 position; } attributes;
layout(location = 0) out Varyings { vec4 color; } varyings;
void main() { varyings.color = vec4(1); }
