#version 450
// GL_EXT_buffer_reference2: references move by whole blocks (the block's
// size rounded up to buffer_reference_align): r + k, k + r, r - k, r[k],
// += and -=, and r - s counts blocks; constant addresses fold, so
// uint64_t(T(uint64_t(0)) + 1) is the block's stride at compile time.
#extension GL_EXT_buffer_reference2 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Item { int a; float b; int c; };
layout(push_constant) uniform P { Item items; int k; };
layout(binding = 0) buffer Out { int64_t steps; uint64_t stride; int sum; };
const uint64_t ITEM_SIZE = uint64_t(Item(uint64_t(0)) + 1);
void main()
{
    Item p = items + k;
    Item q = 2 + items;
    p += 1;
    p -= 2;
    sum = p.a + q[1].c + (items - 1)[k].a;
    steps = q - items;
    stride = ITEM_SIZE;
}
