#version 450
// Transform feedback from a tessellation evaluation shader: a double
// captured at a multiple of 8 makes the implicit stride a multiple of 8
// (a float after it at 8 ends at 12, the stride is 16).
layout(triangles) in;
layout(xfb_buffer = 0, xfb_offset = 0, location = 0) out double d;
layout(xfb_buffer = 0, xfb_offset = 8, location = 1) out float f;
layout(xfb_buffer = 1, xfb_offset = 0, location = 2) out dvec2 dv;
void main()
{
    d = double(gl_TessCoord.x);
    f = gl_TessCoord.y;
    dv = dvec2(gl_TessCoord.xy);
    gl_Position = vec4(gl_TessCoord, 1.0);
}
