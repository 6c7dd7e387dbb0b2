#version 450
// The valid side of the tessellation I/O rules: inputs sized
// gl_MaxPatchVertices, outputs sized before layout(vertices) agreeing with
// it, writes at [gl_InvocationID], reads of any vertex, barrier() at the top
// of main, patch outputs.
layout(location = 0) in vec4 v[gl_MaxPatchVertices];
layout(location = 0) out vec4 o[3];
layout(vertices = 3) out;
layout(location = 1) patch out vec4 p;
void main()
{
    o[gl_InvocationID] = v[gl_InvocationID];
    gl_out[gl_InvocationID].gl_Position = v[0];
    barrier();
    if (gl_InvocationID == 0) {
        p = o[0] + o[1] + o[2];
        gl_TessLevelOuter[0] = 1.0;
    }
}
