#version 450
// Declarations with every kind of qualifier, arrays and initializers.
layout(location = 0) in vec4 color;
layout(location = 1) flat in ivec2 cell;
layout(location = 2) centroid noperspective in float depth;
layout(location = 0) out vec4 result;
layout(set = 1, binding = 2) uniform sampler2D tex;
layout(binding = 3, rgba8) uniform readonly image2D img;
const float scale = 2.0, bias = -0.5;
const int sizes[3] = int[3](1, 2, 3);
float weights[2][3];
float implicit[] = float[](1.0, 2.0);
vec2 pair = { 1.0, 2.0 };
mat2 m = { { 1.0, 0.0 }, { 0.0, 1.0 }, };
precise highp float p;
invariant gl_FragCoord;
void main() {
    float a = 1.0, b[2], c = a * 2.0;
    result = color * scale + bias;
}
