#version 450
// A tessellation control shader: gl_in[32], gl_out[vertices], per-vertex
// and patch outputs, the tessellation levels, barrier().
layout(vertices = 3) out;

layout(location = 0) in vec4 color[];
layout(location = 0) out vec4 outColor[];
layout(location = 1) patch out vec4 centre;
layout(location = 2) patch out Patch {
    float weight;
    vec2 uv;
} patchData;

void main()
{
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    outColor[gl_InvocationID] = color[gl_InvocationID] * float(gl_PatchVerticesIn);
    barrier();
    if (gl_InvocationID == 0) {
        centre = (gl_out[0].gl_Position + gl_out[1].gl_Position + gl_out[2].gl_Position) / 3.0;
        patchData.weight = float(gl_PrimitiveID);
        patchData.uv = vec2(0.5);
        gl_TessLevelOuter[0] = 2.0;
        gl_TessLevelOuter[1] = 3.0;
        gl_TessLevelOuter[2] = 4.0;
        gl_TessLevelInner[0] = 5.0;
    }
}
