#version 450
layout(vertices = 3) out;
// GLSL 4.60 §4.3.6: a per-vertex output written as an l-value is indexed by
// the identifier gl_InvocationID, not by another expression, even one with
// the same value.
layout(location = 0) out vec4 o[];
layout(location = 1) out Block { vec4 m; } b[];
layout(location = 2) patch out vec4 p[3];
void set(out vec4 v) { v = vec4(1.0); }
void main()
{
    int me = gl_InvocationID;
    o[gl_InvocationID] = vec4(0.0);
    gl_out[gl_InvocationID].gl_Position = o[0];
    p[1] = vec4(2.0);
    o[0] = vec4(1.0);
    o[me].x = 1.0;
    gl_out[1].gl_Position = vec4(0.0);
    b[me + 0].m = vec4(0.0);
    set(o[2]);
}
