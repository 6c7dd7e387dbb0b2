#version 450
// Vertex streams: every output names its stream.
layout(points) in;
layout(points, max_vertices = 4) out;
layout(stream = 1) out;
layout(location = 0) out vec4 a;
layout(location = 1, stream = 2) out vec4 b;

void main()
{
    a = gl_in[0].gl_Position;
    EmitStreamVertex(1);
    EndStreamPrimitive(1);
    b = a;
    EmitStreamVertex(2);
}
