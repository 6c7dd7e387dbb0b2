#version 410
// `varying` exists in vertex and fragment shaders only (GLSL 1.50 on);
// geometry shaders use in and out. Nor is it for blocks or locals.
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
layout(location = 0) varying vec4 color;
varying Block { vec4 v; } block;
void main()
{
    varying float f;
    color = vec4(1.0);
    EmitVertex();
}
