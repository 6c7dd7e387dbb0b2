#version 310 es
// The error limit (20) counts each phase alone: the preprocessor's and the
// parser's errors of later lines must not keep the checker from line 5.
precision highp float;
shared vec4 s;
#error e1
#error e2
#error e3
#error e4
#error e5
#error e6
#error e7
#error e8
#error e9
#error e10
#error e11
#error e12
#error e13
#error e14
#error e15
uniform highp samplerBuffer vsamplerBuffer;
uniform highp isamplerBuffer visamplerBuffer;
uniform highp usamplerBuffer vusamplerBuffer;
uniform highp imageBuffer vimageBuffer;
uniform highp iimageBuffer viimageBuffer;
uniform highp uimageBuffer vuimageBuffer;
uniform highp samplerCubeArray vsamplerCubeArray;
void main() {}
