#version 450
#extension GL_EXT_buffer_reference2 : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430) buffer List { int count; int items[]; };
layout(push_constant) uniform P { List list; };
layout(binding = 0) buffer B { int n; };
void main()
{
    n = list.items.length();
    n += list[1].count;
    n += (list + 1).count;
    n += int(list - list);
}
