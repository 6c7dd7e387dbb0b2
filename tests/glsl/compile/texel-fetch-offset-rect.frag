#version 450
// target-env: vulkan1.1spv1.4
// texelFetchOffset on a rectangle texture takes no lod: ImageFetch with only ConstOffset.
layout(set = 0, binding = 0) uniform sampler2DRect rect;
layout(set = 0, binding = 1) uniform isampler2DRect irect;
layout(location = 0) out vec4 color;
void main()
{
    ivec2 p = ivec2(gl_FragCoord.xy);
    color = texelFetchOffset(rect, p, ivec2(1, -1)) + vec4(texelFetchOffset(irect, p, ivec2(-8, 7)));
}
