#version 450
#extension GL_NV_cooperative_matrix : enable
#extension GL_NV_integer_cooperative_matrix : enable
#extension GL_KHR_memory_scope_semantics : enable
// SPIR-V converts integer cooperative matrices only to the same signedness (no OpBitcast of them).
layout(local_size_x = 32) in;
void main() {
    icoopmatNV<32, gl_ScopeSubgroup, 8, 8> I = icoopmatNV<32, gl_ScopeSubgroup, 8, 8>(1);
    ucoopmatNV<32, gl_ScopeSubgroup, 8, 8> U = ucoopmatNV<32, gl_ScopeSubgroup, 8, 8>(I);
}
