#version 450
// GLSL 4.60 §4.3.9: members of uniform and buffer blocks take no
// interpolation or auxiliary storage qualifier (those of in and out blocks do).
layout(binding = 0) uniform Params { sample vec4 x; flat int n; } params;
layout(binding = 1) buffer Data { centroid vec2 y; } data;
layout(location = 0) in Inputs { flat int m; centroid vec4 z; } inputs;
layout(location = 0) out vec4 color;
void main()
{
    color = params.x + vec4(data.y, float(params.n + inputs.m), 0.0) + inputs.z;
}
