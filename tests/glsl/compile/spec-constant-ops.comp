#version 450
// Integer and bool expressions of specialization constants become OpSpecConstantOp;
// arrays sized by them (directly or by an expression) are sized by the specialized value.
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int N = 4;
layout(constant_id = 2) const uint U = 3u;
layout(constant_id = 3) const bool B = true;
const int M = N * 2 + 1;
const uint K = U << 2;
const bool NB = !B;
const int sel = B ? N : M;
shared float buf[N];
layout(set=0, binding=0) buffer Out { int v[]; };
void main() {
  float local[M];
  local[0] = 1.0;
  buf[0] = local[0];
  v[0] = M + int(K) + (NB ? 1 : 0) + sel + buf.length() + local.length() + int(gl_WorkGroupSize.x);
}
