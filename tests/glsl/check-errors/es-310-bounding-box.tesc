#version 310 es
// gl_BoundingBox is ES 3.20's; ES 3.10 has gl_BoundingBoxEXT (or OES) with
// its extension.
#extension GL_EXT_tessellation_shader : require
layout(vertices = 3) out;
void main()
{
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    gl_BoundingBox[0] = vec4(-1.0);
    gl_BoundingBoxEXT[1] = vec4(1.0);
}
