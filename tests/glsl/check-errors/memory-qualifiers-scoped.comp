#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) devicecoherent workgroupcoherent buffer B { uint x; };
layout(binding = 1) buffer C { subgroupcoherent queuefamilycoherent uint y; };
layout(binding = 2, r32ui) devicecoherent subgroupcoherent uniform uimage2D img;
void main() {}
