#version 450
// Plain locals (no storage, layout or spirv_* qualifier; a 32-bit or bool
// scalar, vector or matrix) take a shorter path through the checker than
// other declarations: the same rules and messages hold on it.
layout(location = 0) out vec4 color;
void main()
{
    const float k;
    float a = 1, b = true;
    int a = 2;
    highp vec3 v = vec4(1.0);
    mat2 m = mat2(1.0), m2 = 3;
    bool gl_flag = false;
    const int n = int(color.x);
    color = vec4(a + b + float(n)) + vec4(v, 1.0) + vec4(m[0], m2[1]);
}
