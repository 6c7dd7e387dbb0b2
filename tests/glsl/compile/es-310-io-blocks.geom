#version 310 es
// GL_EXT_geometry_shader implies GL_EXT_shader_io_blocks: blocks in and
// out of an ES 3.10 geometry shader with only the stage's extension.
#extension GL_EXT_geometry_shader : require
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
layout(location = 0) in Block { highp vec4 c; } ib[];
layout(location = 0) out Out { highp vec4 c; } ob;
void main()
{
    for (int i = 0; i < 3; i++) {
        ob.c = ib[i].c;
        gl_Position = gl_in[i].gl_Position;
        EmitVertex();
    }
}
