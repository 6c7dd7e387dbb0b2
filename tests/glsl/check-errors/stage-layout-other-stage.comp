#version 450
layout(local_size_x = 1) in;
// xfb_* qualify outputs of the vertex processing stages only.
layout(xfb_buffer = 0) out;
layout(early_fragment_tests) in;
void main() { }
