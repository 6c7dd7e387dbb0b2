#version 450
// GLSL 4.60 §4.5, §4.3.5: interpolation (flat, smooth, noperspective) and
// auxiliary storage (centroid, sample) qualifiers are for inputs and outputs.
layout(binding = 0) flat uniform U { vec4 a; } u;
layout(binding = 1) centroid buffer B { vec4 b; } bb;
layout(binding = 2) noperspective uniform sampler2D s;
flat float global_value;
layout(location = 0) flat in vec4 fine;
layout(location = 0) out vec4 o;
void main() { o = u.a + bb.b + texture(s, vec2(0.0)) + fine + vec4(global_value); }
