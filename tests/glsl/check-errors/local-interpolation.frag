#version 320 es
// Locals take no interpolation or auxiliary storage qualifier (GLSL ES 3.20
// §4.3: const at most; §4.5: interpolation is of inputs and outputs).
precision highp float;
layout(location = 0) out vec4 color;
void main()
{
    sample vec4 a = vec4(1.0);
    centroid float b = 2.0;
    flat int c = 3;
    color = a + vec4(b, float(c), 0.0, 1.0);
}
