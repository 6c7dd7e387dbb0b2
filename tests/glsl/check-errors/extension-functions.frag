#version 450
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 1) uniform subpassInput missingIndex;
layout(location = 0) out vec4 color;
void main()
{
    color = texelFetch(tex, ivec2(0), 0);
    if (helperInvocationEXT())
        color = vec4(0.0);
}
