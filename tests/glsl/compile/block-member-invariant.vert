#version 450
// GLSL 4.60 §4.8.1: members of an output block may be invariant.
layout(location = 0) out Varyings { invariant vec4 shade; vec2 uv; } varyings;
void main() { varyings.shade = vec4(1.0); varyings.uv = vec2(0.5); gl_Position = vec4(0.0); }
