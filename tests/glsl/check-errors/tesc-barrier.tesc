#version 450
layout(vertices = 3) out;
// GLSL 4.60 §8.16: a tessellation control shader calls barrier() in main
// only, outside control flow, and never after a return from main.
void helper() { barrier(); }
void main()
{
    gl_out[gl_InvocationID].gl_Position = vec4(0.0);
    barrier();
    if (gl_InvocationID == 0)
        barrier();
    for (int i = 0; i < 2; i++)
        barrier();
    switch (gl_InvocationID) { case 0: barrier(); break; }
    helper();
    if (gl_InvocationID == 1)
        return;
    barrier();
}
