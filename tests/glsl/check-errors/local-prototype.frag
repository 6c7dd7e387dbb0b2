#version 450
// GLSL 4.60 §4.2: function prototypes cannot occur inside functions, so no
// function can hide a name. glslang accepts the local prototype; the spec
// does not.
layout(location = 0) out vec4 color;
float twice(float x) { return 2.0 * x; }
void main()
{
    float twice(float x);
    color = vec4(twice(1.0));
}
