#version 450
// A geometry shader: gl_in[] sized by the input primitive, the output
// gl_PerVertex block, a per-vertex input block, built-in outputs, streams.
layout(triangles, invocations = 2) in;
layout(triangle_strip, max_vertices = 6) out;

layout(location = 0) in VertexData {
    vec3 normal;
    flat int id;
} vin[];
layout(location = 2) in vec2 uv[];

layout(location = 0) out vec3 normal;
layout(location = 1) flat out int id;

void main()
{
    for (int i = 0; i < gl_in.length(); i++) {
        gl_Position = gl_in[i].gl_Position + vec4(uv[i], 0.0, 0.0);
        gl_PointSize = gl_in[i].gl_PointSize;
        gl_ClipDistance[1] = gl_in[i].gl_ClipDistance[0];
        normal = vin[i].normal;
        id = vin[i].id + gl_PrimitiveIDIn;
        gl_Layer = gl_InvocationID;
        EmitVertex();
    }
    EndPrimitive();
}
