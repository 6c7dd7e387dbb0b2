#version 450
// GLSL 4.60 §7.1.1: gl_ClipDistance has at most gl_MaxClipDistances elements,
// gl_CullDistance at most gl_MaxCullDistances, both together at most
// gl_MaxCombinedClipAndCullDistances (all 8 here).
out float gl_ClipDistance[100];
out float gl_CullDistance[9];
void main() { }
