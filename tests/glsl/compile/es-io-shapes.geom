#version 320 es
// The inputs and outputs GLSL ES allows (§4.3.4, §4.3.6): past the
// per-vertex dimension an array of floats or a structure of scalars and
// vectors, integer outputs without flat (only fragment inputs need it),
// invariant outputs.
layout(triangles) in;
layout(points, max_vertices = 1) out;
struct P { float a; vec2 b; };
layout(location = 0) in float ok[][2];
layout(location = 2) in P fine[];
layout(location = 4) in highp int count[];
layout(location = 0) out P pass;
layout(location = 2) out highp int n;
layout(location = 3) invariant out vec4 stable;
layout(location = 4) flat out highp uvec2 flags;
void main()
{
    pass = fine[1];
    n = count[0];
    stable = vec4(ok[2][1]);
    flags = uvec2(1u);
    gl_Position = vec4(ok[0][1] + fine[0].a);
    EmitVertex();
}
