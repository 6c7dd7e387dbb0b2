#version 450
#extension GL_NV_cooperative_matrix : enable
#extension GL_NV_integer_cooperative_matrix : enable
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
#extension GL_KHR_memory_scope_semantics : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : enable
// GL_NV_cooperative_matrix: types with constant and specialized sizes,
// constructors, conversions, arithmetic, m[i], length(), loads and stores
// from buffers and shared memory, coopMatMulAddNV, parameters, arrays, structs.
// target-env: vulkan1.0 vulkan1.1
layout(local_size_x = 32) in;

layout(constant_id = 0) const int N = 8;
const int K = N * 2;

layout(set = 0, binding = 0) buffer Data {
    float16_t a[1024];
    float c[];
} data;

shared uvec4 tile[64];

struct Pair { fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> m[2]; };

fcoopmatNV<16, gl_ScopeSubgroup, K, 8> spec_sized;

fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> twice(fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> m) { return m * 2.0; }

void main()
{
    fcoopmatNV<16, gl_ScopeSubgroup, 16, 8> A;
    fcoopmatNV<16, gl_ScopeSubgroup, 8, 8> B = fcoopmatNV<16, gl_ScopeSubgroup, 8, 8>(1.0);
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> C = fcoopmatNV<32, gl_ScopeSubgroup, 16, 8>(0);
    coopMatLoadNV(A, data.a, 0, 16, false);
    coopMatLoadNV(B, tile, 4, 2, true);
    C = coopMatMulAddNV(A, B, C);
    C = -(C + C) - C / C;
    C = twice(C);
    C *= 0.5;
    for (int i = 0; i < C.length(); i++)
        C[i] = C[i] + 1.0;
    Pair p;
    p.m[1] = C;
    fcoopmatNV<16, gl_ScopeSubgroup, 16, 8> H = fcoopmatNV<16, gl_ScopeSubgroup, 16, 8>(p.m[1]);
    coopMatStoreNV(H, data.a, 512, 16, false);
    coopMatStoreNV(p.m[1], data.c, 0, 8, true);
    icoopmatNV<32, gl_ScopeSubgroup, 8, 8> I = icoopmatNV<32, gl_ScopeSubgroup, 8, 8>(B);
    icoopmatNV<8, gl_ScopeSubgroup, 8, 8> S = icoopmatNV<8, gl_ScopeSubgroup, 8, 8>(3);
    I = I - icoopmatNV<32, gl_ScopeSubgroup, 8, 8>(S);
    coopMatStoreNV(I, tile, 0, 2, false);
    ucoopmatNV<8, gl_ScopeSubgroup, 8, 8> U;
    coopMatLoadNV(U, tile, 16, 4, false);
    coopMatStoreNV(ucoopmatNV<32, gl_ScopeSubgroup, 8, 8>(U) / ucoopmatNV<32, gl_ScopeSubgroup, 8, 8>(2u), tile, 8, 2, false);
    spec_sized = fcoopmatNV<16, gl_ScopeSubgroup, K, 8>(2.0);
    coopMatStoreNV(spec_sized, data.a, 256, 8, false);
}
