#version 450
// Derivatives of float16 values: Vulkan computes them on 32-bit floats only,
// so they are converted to float and back (glslang's module is invalid here).
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main()
{
    f16vec2 h = f16vec2(uv);
    f16vec2 d = dFdx(h) + dFdyFine(h) + fwidth(h);
    float16_t e = dFdxCoarse(h.x);
    color = vec4(d, e, 1.0);
}
