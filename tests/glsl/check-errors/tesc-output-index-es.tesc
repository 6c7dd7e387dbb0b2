#version 320 es
layout(vertices = 3) out;
// GLSL ES 3.20 §4.3.6: the same rule as desktop GLSL.
layout(location = 0) out highp vec4 o[];
void main()
{
    gl_out[gl_InvocationID].gl_Position = vec4(0.0);
    o[gl_InvocationID] = vec4(0.0);
    o[2].y = 1.0;
}
