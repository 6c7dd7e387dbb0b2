#version 450
// target-env: vulkan1.0 vulkan1.2
// GL_EXT_buffer_reference: forward declared and self-referencing blocks
// (OpTypeForwardPointer), references as members, locals, parameters and in a
// push-constant block, Aligned loads and stores, AliasedPointer and
// RestrictPointer, memory qualifiers on the block, uint64_t both ways (and
// addresses compared as such: references have no ==). At vulkan1.2 (SPIR-V
// 1.5) PhysicalStorageBuffer is core.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_scalar_block_layout : require
layout(buffer_reference) buffer Node;
layout(buffer_reference, std430, buffer_reference_align = 16) buffer Node {
    Node next;
    vec4 color;
    int values[3];
};
layout(buffer_reference, scalar, buffer_reference_align = 4) readonly coherent buffer Palette {
    vec3 entries[4];
};
layout(push_constant) uniform Roots { Node first; Palette palette; };
layout(location = 0) out vec4 color;

vec4 shade(Node n, restrict Palette p)
{
    return n.color + vec4(p.entries[n.values[1]], 0.0);
}

void main()
{
    restrict Node n = first;
    Node last = n;
    while (uint64_t(n.next) != 0ul) {
        last = n;
        n = n.next;
    }
    n.values[2] = int(uint64_t(n) == uint64_t(last)) + int(uint64_t(n) != uint64_t(first));
    n.next = Node(uint64_t(0));
    color = shade(n, palette);
}
