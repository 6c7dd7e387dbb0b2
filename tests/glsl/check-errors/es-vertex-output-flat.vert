#version 320 es
// GLSL ES 3.20 §4.3.6: "Vertex shader outputs that are, or contain, signed or
// unsigned integers, integer vectors ... must be qualified with the
// interpolation qualifier flat" (desktop GLSL asks it of fragment inputs only).
layout(location = 0) out int count;
layout(location = 1) out B { uvec2 ids; flat int fine; } b;
layout(location = 3) flat out ivec3 also_fine;
layout(location = 4) flat out C { int all_flat; } c;
void main()
{
    count = 1;
    b.ids = uvec2(2u);
    b.fine = 3;
    also_fine = ivec3(4);
    c.all_flat = 5;
    gl_Position = vec4(0.0);
}
