#version 410
// GLSL 4.20 brought '{ }' initializer lists (GL_ARB_shading_language_420pack
// before it): a 4.10 shader without the extension has none (glslang: "not
// supported for this version or the enabled extensions").
layout(location = 0) out vec4 color;
void main()
{
    float weights[2] = { 0.25, 0.75 };
    color = vec4(weights[0]);
}
