#version 300 es
// GLSL ES 3.00 4.2.2: a function's parameters and its body share one scope
// (ES 1.00 nested the body's), so a local cannot redeclare a parameter.
in vec4 p;
float f(float a, float b)
{
    float a = b * 2.0;
    return a;
}
void main() {
    gl_Position = vec4(f(p.x, p.y));
}
