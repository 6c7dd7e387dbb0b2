#version 450
// GLSL 4.60 §4.7.2: "Literal constants do not have precision qualifiers.
// Neither do Boolean variables." Desktop GLSL takes the qualifiers but not
// on a bool.
layout(location = 0) out vec4 o;
void main()
{
    highp bvec3 b = bvec3(true);
    while (lowp bool c = false) {}
    mediump vec4 fine = vec4(1.0);
    o = fine;
}
