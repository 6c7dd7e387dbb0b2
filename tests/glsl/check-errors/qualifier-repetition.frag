#version 450
// GLSL 4.60 §4.7: only layout may be written more than once; at most one
// auxiliary storage, interpolation and precision qualifier.
layout(location = 0) centroid centroid in vec4 a;
layout(location = 1) flat smooth in vec4 b;
layout(location = 2) sample centroid in vec4 c;
layout(location = 3) highp mediump in vec4 d;
layout(binding = 0) readonly readonly buffer Data { vec4 x; } data;
layout(location = 0) out vec4 color;
void main()
{
    color = a + b + c + d + data.x;
}
