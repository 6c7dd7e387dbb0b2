#version 450
// debugPrintfEXT's format is a string literal, its other arguments scalars or vectors.
#extension GL_EXT_debug_printf : enable
layout(location = 0) in vec4 v;
void main()
{
    debugPrintfEXT(v.x);
    debugPrintfEXT("%f", mat2(1.0));
    debugPrintfEXT("%s %s", "a", "b");
}
