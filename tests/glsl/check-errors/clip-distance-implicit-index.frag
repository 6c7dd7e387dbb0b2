#version 450
// GLSL 4.60 §7.1.1: not redeclared, gl_ClipDistance (gl_CullDistance) is
// gl_MaxClipDistances (gl_MaxCullDistances) long: a constant index past it is refused.
layout(location = 0) out vec4 color;
void main() { color = vec4(gl_ClipDistance[100] + gl_CullDistance[8] + gl_ClipDistance[7]); }
