#version 310 es
// Names GLSL ES has no built-in function of in this stage are the shader's
// own: a desktop-only one (fwidthFine) and one of another stage
// (EmitVertex).
precision highp float;
layout(location = 0) out vec4 o;
float fwidthFine(float x) { return x * 2.0; }
void EmitVertex() { o.w = 1.0; }
void main()
{
    o = vec4(fwidthFine(1.0), 1.0, 0.0, 0.0);
    EmitVertex();
}
