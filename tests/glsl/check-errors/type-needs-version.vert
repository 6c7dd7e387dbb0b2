#version 140
// Types that exist only from a later version, or with an extension, are
// named with what they need (glslang reads them as identifiers and reports
// an undeclared name or a syntax error).
layout(location = 0) in vec4 p;
uniform samplerCubeArray faces;
void main()
{
    double d = 2.0;
    gl_Position = p + vec4(d);
}
