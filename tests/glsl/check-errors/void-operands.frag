#version 450
// GLSL 4.60 §5.9: == and != compare values of the same type; a void call
// has no value to compare.
layout(location = 0) out vec4 o;
void nothing() {}
void main()
{
    bool same = nothing() == nothing();
    bool differ = nothing() != nothing();
    o = vec4(float(same), float(differ), 0.0, 1.0);
}
