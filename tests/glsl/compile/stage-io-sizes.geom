#version 450
// The valid side of the geometry input rules: an input sized before the
// primitive that agrees with it, constant indices inside it.
layout(location = 0) in vec4 v[3];
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main()
{
    for (int i = 0; i < 3; i++) {
        gl_Position = v[i] + gl_in[2].gl_Position;
        EmitVertex();
    }
}
