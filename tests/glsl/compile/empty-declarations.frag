#version 450
// GLSL 4.60 §9 (grammar): `float;` (a lone fully_specified_type) declares
// nothing and is valid, at global scope and in a function, as is a structure
// definition without a declarator.
float;
struct Light { vec4 colour; };
layout(location = 0) out vec4 color;
void main()
{
    int;
    Light l = Light(vec4(0.5));
    color = l.colour;
}
