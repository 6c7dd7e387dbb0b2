#version 310 es
// GLSL ES 3.20 and GLSL 4.60 §4.7: precision qualifiers are for floating-point,
// integer and opaque types; booleans, void and structures have none.
precision mediump float;
struct S { lowp bvec2 b; mediump float f; };
layout(location = 0) out vec4 o;
highp bool ret();
void param(mediump bool x);
lowp void nothing() {}
void main()
{
    highp bool b = true;
    highp S s;
    mediump float ok = 1.0;
    highp int fine = 2;
    o = vec4(ok, float(fine), 0.0, 1.0);
}
