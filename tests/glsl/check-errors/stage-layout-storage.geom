#version 450
// Output primitives qualify 'out' (§4.4.2.2), input primitives 'in'.
layout(triangle_strip) in;
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
layout(local_size_x = 1) out;
void main() { gl_Position = vec4(0.0); EmitVertex(); }
