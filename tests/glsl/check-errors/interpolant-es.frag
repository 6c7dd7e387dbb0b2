#version 320 es
// GLSL ES interpolants: a whole input, an element of an input array or a
// member of an input block; no swizzles and no structure members (desktop
// GLSL takes both).
precision highp float;
struct Pair { float a; float b; };
layout(location = 0) in Pair pair;
layout(location = 2) in vec4 w;
layout(location = 3) in float z[2];
layout(location = 5) in Inputs { float x; vec4 xyz[1]; } inputs;
layout(location = 0) out vec4 color;
void main()
{
    color = interpolateAtCentroid(w) + interpolateAtCentroid(inputs.xyz[0]);
    color.x += interpolateAtSample(z[1], 0) + interpolateAtOffset(inputs.x, vec2(0.0));
    color.y += interpolateAtCentroid(pair.a);
    color.z += interpolateAtSample(w.x, 0);
}
