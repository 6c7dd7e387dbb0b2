#version 310 es
// GLSL ES sizes every array but a buffer block's last member (desktop GLSL
// sizes the others by their largest constant index, as glslang does).
layout(binding = 0) uniform Table { highp int entries[]; } table;
layout(binding = 1) buffer Data { highp int first[]; highp int count; } data;
layout(location = 0) flat out highp int o;
void main() { o = table.entries[2] + data.first[1] + data.count; }
