#version 450
// Default qualifiers and qualifier-only declarations.
layout(triangles, invocations = 2) in;
layout(triangle_strip, max_vertices = 3) out;
layout(std140) uniform;
invariant gl_Position;
in gl_PerVertex { vec4 gl_Position; } gl_in[];
void main() {
    for (int i = 0; i < 3; i++) {
        gl_Position = gl_in[i].gl_Position;
        EmitVertex();
    }
    EndPrimitive();
}
