#version 450
// GLSL 4.60 §7.1.1: gl_ClipDistance and gl_CullDistance together have at most
// gl_MaxCombinedClipAndCullDistances (8) elements.
out float gl_ClipDistance[6];
out float gl_CullDistance[4];
void main() { gl_ClipDistance[0] = 1.0; gl_CullDistance[0] = 1.0; }
