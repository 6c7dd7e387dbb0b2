#version 310 es
// Only an initializer sizes the inner dimensions of an array of arrays
// (GLSL ES 3.10 §4.1.9); its elements must all have one size, and a
// dimension written with a size must match it.
precision highp float;
layout(location = 0) out vec4 color;
float h[][];
void main()
{
    float x[][] = float[][](float[](1.0, 2.0), float[](3.0));
    float y[][3] = float[][](float[](1.0, 2.0));
    float z[][] = float[][](1.0, 2.0);
    color = vec4(x[0][0]);
}
