#version 450
// A texel offset built from integer specialization constants stays a
// constant (OpSpecConstantComposite of OpSpecConstantOp): ConstOffset needs
// one. A uint constant in an ivec2 becomes int through an addition of zero
// (OpBitcast is no specialization operation for shaders).
layout(constant_id = 1) const uint shift = 1u;
layout(constant_id = 2) const int step = 2;
layout(binding = 0) uniform sampler2D tex;
layout(location = 0) out vec4 color;
void main()
{
    color = textureLodOffset(tex, vec2(0.5), 0.0, ivec2(shift, step));
}
