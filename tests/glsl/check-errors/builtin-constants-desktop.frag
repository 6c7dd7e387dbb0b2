#version 450
// gl_MaxVertexOutputVectors and gl_MaxFragmentInputVectors are GLSL ES's
// (GLSL ES 3.20 §7.3); desktop GLSL has the *Components forms (4.60 §7.3).
layout(location = 0) out vec4 o;
void main()
{
    o = vec4(gl_MaxVertexOutputVectors + gl_MaxFragmentInputVectors + gl_MaxVertexOutputComponents);
}
