#version 450
// GLSL 4.60 §4.4.5: "The offset qualifier can only be used on block
// members of uniform or buffer blocks", not on a block.
layout(binding = 0, offset = 16) uniform U { vec4 a; } u;
layout(location = 0) out vec4 color;
void main() { color = u.a; }
