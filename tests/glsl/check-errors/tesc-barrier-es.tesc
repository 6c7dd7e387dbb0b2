#version 320 es
layout(vertices = 3) out;
// GLSL ES 3.20 (Shader Invocation Control Functions): the same rule as
// desktop GLSL.
void main()
{
    gl_out[gl_InvocationID].gl_Position = vec4(0.0);
    while (gl_InvocationID > 8) { barrier(); }
}
