#version 450
// Globals whose initializers read specialization constants are computed at the
// start of main from the constants (SpecId 0 reaches the instructions), not
// folded with the defaults.
layout(local_size_x = 1) in;
layout(constant_id = 0) const uint M = 0;
float m = float(M);
uint n = M;
uint a[2] = uint[2](M, 1u);
int q = int(M) * 2;
float plain = 2.0;
layout(binding = 0) buffer B { float fm; uint un; uint a0; int iq; float p; };
void main() { fm = m; un = n; a0 = a[0]; iq = q; p = plain; }
