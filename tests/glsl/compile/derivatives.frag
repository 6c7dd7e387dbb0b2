#version 450
// Derivatives: fragment shaders only; the Fine and Coarse forms need the
// DerivativeControl capability; discard is OpKill.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main()
{
    vec2 d = dFdx(uv) + dFdy(uv) + fwidth(uv);
    float f = dFdxFine(uv.x) + dFdyFine(uv.y) + fwidthFine(uv.x);
    float k = dFdxCoarse(uv.x) + dFdyCoarse(uv.y) + fwidthCoarse(uv.y);
    if (f > 100.0)
        discard;
    color = vec4(d, f, k);
}
