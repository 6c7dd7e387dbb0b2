#version 450
// GLSL 4.60 §4.4 (the table's Block Member column): packing, binding, set and
// push_constant qualify a whole block, never one of its members (glslang:
// "member of block cannot have a packing layout qualifier").
layout(binding = 0) uniform Settings {
    layout(std140) vec4 tint;
    layout(binding = 1) float scale;
    layout(set = 1) float bias;
    layout(push_constant) float extra;
    layout(offset = 48, row_major) mat2 fine;
} settings;
layout(location = 0) out vec4 color;
void main() { color = settings.tint; }
