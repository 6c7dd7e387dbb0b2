#version 450
// GLSL 4.60 §9 (grammar): a declaration may be a lone fully_specified_type,
// but glslang refuses one that is an array type ("expect an array name"),
// sized or not, at global scope or in a function; so do we.
float[2];
layout(location = 0) out vec4 color;
void main()
{
    vec4[];
    color = vec4(1.0);
}
