#version 450
// Transform feedback of a geometry shader with vertex streams: each stream
// captured in its own buffer (Stream and XfbBuffer on each output, the Xfb
// mode with GeometryStreams and TransformFeedback).
layout(points) in;
layout(points, max_vertices = 2) out;
layout(stream = 0, xfb_buffer = 0, xfb_offset = 0, location = 0) out vec4 pos0;
layout(stream = 1) out;
layout(xfb_buffer = 1, xfb_stride = 16) out;
layout(location = 1) out Stream1 {
    layout(xfb_offset = 4) float a;
    layout(xfb_offset = 8) vec2 b;
} s1;
layout(stream = 0, xfb_buffer = 0, xfb_offset = 16) out gl_PerVertex {
    vec4 gl_Position;
};
void main()
{
    gl_Position = gl_in[0].gl_Position;
    pos0 = gl_in[0].gl_Position;
    EmitStreamVertex(0);
    s1.a = 1.0;
    s1.b = vec2(2.0);
    EmitStreamVertex(1);
}
