#version 450
// target-env: opengl4.5
// texelFetchOffset on a rectangle texture takes no lod: ImageFetch with only
// ConstOffset. OpenGL only: GLSL for Vulkan has no rectangle textures.
layout(set = 0, binding = 0) uniform sampler2DRect rect;
layout(set = 0, binding = 1) uniform isampler2DRect irect;
layout(location = 0) out vec4 color;
void main()
{
    ivec2 p = ivec2(gl_FragCoord.xy);
    color = texelFetchOffset(rect, p, ivec2(1, -1)) + vec4(texelFetchOffset(irect, p, ivec2(-8, 7)));
}
