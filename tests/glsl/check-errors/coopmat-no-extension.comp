#version 450
#extension GL_KHR_memory_scope_semantics : enable
// fcoopmatNV is a type only with #extension GL_NV_cooperative_matrix.
layout(local_size_x = 32) in;
void main() {
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> m;
}
