#version 130
// GL_ARB_shading_language_420pack brings line continuations to GLSL 1.30
// from its #extension line on.
#extension GL_ARB_shading_language_420pack : enable
in vec4 p;
void main()
{
    gl_Position = \
        p;
}
