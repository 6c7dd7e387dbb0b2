#version 450
// Every dimension of an array of arrays sized by its initializer (GLSL 4.60
// §4.1.9): constructors, initializer lists, a type written with the
// brackets, and .length() of each dimension folded. glslang refuses the
// initializer list of g (it sizes the inner dimension from the first
// element of a list as 1), which the specification allows.
layout(location = 0) out vec4 color;
const float k[][] = float[][](float[](1.0, 2.0), float[](3.0, 4.0));
float g[][] = { {5.0, 6.0, 7.0}, {8.0, 9.0, 10.0} };
void main()
{
    float x[][] = { float[](11.0), float[](12.0) };
    vec2[][] y = vec2[][](vec2[](vec2(1.0), vec2(2.0)));
    color = vec4(k[1][0] + g[1][2], x[1][0], y[0][1].x, float(k.length() + g[0].length() + x[1].length() + y[0].length()));
}
