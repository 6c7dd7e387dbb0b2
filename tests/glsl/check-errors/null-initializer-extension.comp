#version 450
layout(local_size_x = 1) in;
shared uint total = {};
shared uint other = 1u;
void main()
{
    int i = {};
}
