#version 100
// GLSL ES 1.00 4.2.2: "A function body has a scope nested inside the
// function's definition", so a local of the body may hide a parameter.
attribute vec4 p;
float f(float a, float b)
{
    float a = b * 2.0;
    return a;
}
void main() {
    gl_Position = vec4(f(p.x, p.y));
}
