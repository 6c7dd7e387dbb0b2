#version 450
layout(set = 0, binding = 1) uniform subpassInput missingIndex;
layout(location = 0) out vec4 color;
void main()
{
    color = subpassLoad(missingIndex);
}
