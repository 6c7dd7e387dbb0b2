#version 130
// GLSL 1.10 7.6: gl_TexCoord sized by a redeclaration; 1.30 4.3.7: the
// colors take an interpolation qualifier.
varying vec4 gl_TexCoord[3];
flat in vec4 gl_Color;
void main()
{
    gl_FragColor = gl_TexCoord[2] + gl_Color;
}
