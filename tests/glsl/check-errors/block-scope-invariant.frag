#version 450
// GLSL 4.60 §4.3.9: interface blocks are declared at global scope;
// §4.8.1: invariant qualifies outputs, and a block is none (the members of an
// output block can be invariant).
invariant layout(binding = 0) uniform Block { float val; } blk;
layout(binding = 1) invariant buffer Data { float d; } data;
layout(location = 0) out vec4 o;
void main()
{
    layout(binding = 2) uniform Local { float v; } local;
    o = vec4(blk.val + data.d);
}
