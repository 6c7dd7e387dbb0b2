#version 450
// Struct and block members have no initializers (GLSL 4.60 §4.1.8,
// §4.3.9: member declarators are names and array sizes only).
struct S {
    int a = 1;
    float b, c = 2.0;
};
layout(binding = 0) uniform U {
    vec4 tint = vec4(1.0);
} u;
layout(location = 0) out vec4 o;
void main()
{
    o = u.tint;
}
