#version 450
// Specialization constants stay specializable: OpSpecConstant with SpecId,
// integer ones as OpSpecConstantOp, float ones computed in code, gl_WorkGroupSize
// a spec composite.
layout(local_size_x = 4, local_size_y_id = 7) in;
layout(constant_id = 0) const int A = 11;
layout(constant_id = 1) const bool FLAG = true;
layout(constant_id = 2) const float F = 2.5;
const int B = A * 2 + 1;
layout(std430, binding = 0) buffer Out { int r[3]; float f; uvec3 size; };
void main() {
    r[0] = B;
    r[1] = FLAG ? A : 0;
    r[2] = -A;
    f = F * 2.0;
    size = gl_WorkGroupSize;
}
