#version 450
layout(lines) in;
layout(line_strip, max_vertices = 2) out;
// §4.3.4: geometry inputs hold one element per vertex of the input
// primitive (2 for lines); a constant index past it is out of range.
layout(location = 0) in vec4 v[];
void main()
{
    gl_Position = v[1] + gl_in[1].gl_Position;
    EmitVertex();
    gl_Position = v[2] + gl_in[3].gl_Position;
    EmitVertex();
}
