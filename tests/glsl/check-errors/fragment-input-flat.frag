#version 450
// GLSL 4.60 §4.3.4: "Fragment shader inputs that are signed or unsigned
// integers, integer vectors, or any double-precision floating-point type
// must be qualified with the interpolation qualifier flat" (desktop GLSL
// too, not only ES).
layout(location = 0) in int i;
layout(location = 1) in uvec2 u;
layout(location = 2) in dvec2 d;
layout(location = 4) flat in int ok;
layout(location = 0) out vec4 color;
void main() { color = vec4(i + ok, u.x, d.y, 1.0); }
