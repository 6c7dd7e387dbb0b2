#version 300 es
// GLSL ES 3.00 7.4: gl_DepthRangeParameters, the type of gl_DepthRange.
precision mediump float;
out vec4 o;
void main()
{
    gl_DepthRangeParameters d = gl_DepthRange;
    o = vec4(d.diff);
}
