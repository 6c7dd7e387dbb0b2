#version 450
// A buffer variable lives in a buffer block; fragment outputs are not
// interpolated; a 64-bit input starts at component 0 or 2.
layout(location = 0, component = 1) flat in double d;
buffer float loose;
layout(location = 0) out flat vec4 color;
void main() { color = vec4(float(d)); }
