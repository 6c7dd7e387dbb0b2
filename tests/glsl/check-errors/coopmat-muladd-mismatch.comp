#version 450
#extension GL_NV_cooperative_matrix : enable
#extension GL_KHR_memory_scope_semantics : enable
// coopMatMulAddNV(A, B, C): A is MxK, B KxN, C MxN.
layout(local_size_x = 32) in;
void main() {
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> A;
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> B;
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> C;
    C = coopMatMulAddNV(A, B, C);
}
