#version 450
// Equal constants written many times are one value in the checker (the
// literals, a negated literal, constructors of equal values): values that
// differ only in their bits (0.0 and -0.0) or their type stay apart.
layout(location = 0) out vec4 color;
layout(location = 1) out ivec4 icolor;
layout(location = 0) in vec4 a;
vec4 f(vec4 x) { return clamp(x, vec4(-1.0), vec4(1.0)) + vec4(0.0) + vec4(-0.0); }
vec4 g(vec4 x) { return clamp(x, vec4(-1.0), vec4(1.0)) * vec4(-0.0) - vec4(0.0); }
void main()
{
    const vec4 n = -vec4(1.0);
    const float z = -0.0, y = -(0.0), w = -(-1.0);
    ivec2 i = ivec2(-1) + ivec2(-1, 1);
    uvec2 u = uvec2(4294967295u) + uvec2(-1);
    color = f(a) + g(a) + n + vec4(z, y, w, -1.0) + vec4(mat2(-1.0)[0], mat2(-1.0)[1]);
    icolor = ivec4(i, ivec2(u)) + ivec4(-1) + ivec4(float(-1));
}
