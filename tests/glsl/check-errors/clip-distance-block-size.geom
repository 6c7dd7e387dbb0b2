#version 450
// GLSL 4.60 §7.1.1: the gl_PerVertex members too: gl_ClipDistance at most
// gl_MaxClipDistances (8), and with gl_CullDistance at most
// gl_MaxCombinedClipAndCullDistances (8).
layout(points) in;
layout(points, max_vertices = 1) out;
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[5]; float gl_CullDistance[5]; };
in gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[12]; } gl_in[];
void main() { gl_Position = gl_in[0].gl_Position; EmitVertex(); }
