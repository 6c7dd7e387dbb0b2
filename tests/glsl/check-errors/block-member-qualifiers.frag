#version 450
// GLSL 4.60 §4.3.9, §4.3.3, §4.8.1: block and structure members cannot be
// const, only outputs can be invariant, and structure members take no
// storage, interpolation or auxiliary qualifiers.
layout(binding = 0) uniform Settings { const float scale; invariant vec4 tint; } settings;
layout(location = 0) in Varyings { invariant vec4 shade; } varyings;
struct S { const float a; flat int b; };
layout(location = 0) out vec4 color;
void main() { color = settings.tint; }
