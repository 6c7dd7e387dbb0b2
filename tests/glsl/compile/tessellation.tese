#version 450
// A tessellation evaluation shader with every stage layout qualifier.
layout(quads, fractional_odd_spacing, cw, point_mode) in;

layout(location = 0) in vec4 color[];
layout(location = 1) patch in vec4 centre;
layout(location = 0) out vec4 outColor;

void main()
{
    vec2 t = gl_TessCoord.xy;
    vec4 a = mix(gl_in[0].gl_Position, gl_in[1].gl_Position, t.x);
    vec4 b = mix(gl_in[3].gl_Position, gl_in[2].gl_Position, t.x);
    gl_Position = mix(a, b, t.y) + centre * gl_TessLevelOuter[0] * gl_TessLevelInner[1];
    outColor = color[0];
}
