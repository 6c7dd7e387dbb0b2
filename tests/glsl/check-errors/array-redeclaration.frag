#version 450
// GLSL 4.60 §4.1.9, §4.2: only an implicitly sized array may be redeclared
// in its scope, as an array of the same base type, and not with a size
// equal to or smaller than an index used before (glslang takes that one
// and grows the array; the spec does not). The valid side is
// tests/run/compute/array-redeclared-size.shader_test.
layout(location = 0) out vec4 color;
float a[];
float b[4];
float c[];
int a[4];
float b[4];
void main()
{
    c[5] = 1.0;
    color = vec4(b[0]);
}
float c[4];
