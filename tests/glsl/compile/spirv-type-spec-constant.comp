#version 460
// target-env: vulkan1.3
// GL_EXT_spirv_intrinsics §4.14: a spirv_type parameter that is a constant
// expression but not a literal is an <id>: a specialization constant (or an
// expression of them) too, as the spec constant's id, so OpTypeArray's
// length follows the specialization (glslang crashes on these). A literal
// token stays a literal word, which OpTypeArray's length cannot be.
#extension GL_EXT_spirv_intrinsics : require
layout(local_size_x = 1) in;
layout(constant_id = 0) const int N = 4;
layout(constant_id = 1) const uint M = 2u;
const int K = 4;
#define FloatArrayN spirv_type(id = 28, float, N)
FloatArrayN a;
spirv_type(id = 28, float, M + 1u) b;
spirv_type(id = 28, float, K) c;
void main() {}
