#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { float x; };
void main()
{
    x = dFdx(x);
}
