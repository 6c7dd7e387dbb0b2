// glspv-flags: -fauto-map-locations
#version 450
layout(local_size_x = 1) in;
// With locations assigned automatically, a compute output was emitted as an
// Output variable spirv-val rejects; it is refused instead.
out vec4 o;
void main() { o = vec4(1.0); }
