#version 450
// Block members: no samplers or images inside, no storage qualifier but the
// block's own; in an array of blocks no member location (each element needs
// locations of its own).
layout(binding = 0) uniform Settings {
    vec4 tint;
    uniform sampler2D picture;
    buffer float weight;
} settings;
layout(location = 0) in Pair { vec4 a; layout(location = 5) vec4 b; } pairs[2];
layout(location = 0) out vec4 color;
void main() { color = settings.tint + pairs[1].a; }
