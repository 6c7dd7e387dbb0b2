#version 450
// gl_WorkGroupSize has the value of the size declared before it is read:
// a helper above the layout sees none.
layout(binding = 0) buffer Out { uvec3 size; uint width; };
void record()
{
    size = gl_WorkGroupSize;
    width = gl_WorkGroupSize.x;
}
layout(local_size_x = 16, local_size_y = 4) in;
void main()
{
    record();
    size += gl_WorkGroupSize;
}
