#version 450
// The derivatives of a constant expression are 0 (GLSL 4.60 §8.14.1), so
// they can initialize constants; a scalar swizzle (4.20) and the product of
// non-square matrices of matching shapes compile too.
const float still = dFdx(3.0) + dFdy(2.0) + fwidth(1.0);
const vec2 flat_ramp = dFdxFine(vec2(1.0, 2.0)) + dFdyCoarse(vec2(4.0));
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 o;
void main()
{
    mat2x3 a = mat2x3(uv.x);
    mat3x2 b = mat3x2(uv.y);
    mat2 p = b * a;
    float f = still + flat_ramp.y;
    o = vec4(f.xx + p[1], dFdx(uv.x), fwidth(uv.y));
}
