#version 450
// GLSL 4.60 §4.3.9: the members of a block without an instance name are
// global names, as if declared outside the block: they cannot clash with a
// global variable, a function, a member of another such block or the block's
// own name.
float scale;
void offset() {}
layout(binding = 0) uniform First { vec4 tint; float scale; };
layout(binding = 1) uniform Second { vec4 tint; float offset; };
layout(binding = 2) uniform Third { float Third; };
layout(location = 0) out vec4 color;
void main() { color = tint; }
