#version 450
// Constant folding: const globals, array sizes, built-ins on constants, gl_WorkGroupSize.
layout(local_size_x = 8, local_size_y = 2) in;
const int N = 3 * 2 - 1;
const vec2 V = vec2(3.0, 4.0);
const float L = length(V) * 2.0;
layout(std430, binding = 0) buffer B { float data[N]; uvec3 size; float l; int x; };
void main() {
    float local[N + 1];
    local[N] = L;
    data[N - 1] = local[N];
    size = gl_WorkGroupSize;
    l = L;
    x = N << 2;
}
