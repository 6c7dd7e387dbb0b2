#version 450
// GL_KHR_vulkan_glsl reserves the rectangle texture types: Vulkan has no
// SampledRect or ImageRect capability (a sampler with unnormalized
// coordinates reads a 2D image by texel). glslang still emits SampledRect,
// which the Vulkan validation layer refuses.
layout(binding = 0) uniform sampler2DRect rect;
layout(binding = 1) uniform texture2DRect texture_rect;
layout(binding = 2, r32f) uniform image2DRect image_rect;
layout(location = 0) out vec4 color;
void main()
{
    color = texelFetch(rect, ivec2(0));
}
