#version 450
#extension GL_NV_cooperative_matrix : enable
#extension GL_KHR_memory_scope_semantics : enable
// The sizes of a cooperative matrix are constant (or specialization constant) expressions.
layout(local_size_x = 32) in;
void main() {
    int rows = 16;
    fcoopmatNV<32, gl_ScopeSubgroup, rows, 8> m;
}
