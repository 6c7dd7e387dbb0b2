#version 450
// A uniform block's unsized last member is as long as its largest constant
// index needs (glslang's reading): Vulkan has no runtime arrays in Uniform
// blocks.
layout(binding = 0) uniform Table { vec4 scale; int entries[]; } table;
layout(location = 0) out vec4 color;
void main() { color = table.scale * float(table.entries[2] + table.entries[0]); }
