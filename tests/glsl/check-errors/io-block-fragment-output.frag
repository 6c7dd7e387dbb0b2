#version 450
// GLSL 4.60 §4.3.9: output blocks cannot be in fragment shaders (input blocks can).
layout(location = 0) in Varyings { vec4 color; } varyings;
layout(location = 0) out vec4 color;
layout(location = 1) out Outputs { vec4 extra; } outputs;
void main() { color = varyings.color; }
