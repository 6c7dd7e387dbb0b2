#version 450
// Separate textures and samplers (GL_KHR_vulkan_glsl): sampler2D(texture2D, sampler)
// is OpSampledImage, made in the block that uses it even when the coordinates branch.
layout(set = 0, binding = 0) uniform texture2D albedo;
layout(set = 0, binding = 1) uniform texture2DArray layers;
layout(set = 0, binding = 2) uniform sampler linear;
layout(set = 0, binding = 3) uniform samplerShadow compare;
layout(location = 0) in vec2 uv;
layout(location = 1) flat in int pick;
layout(location = 0) out vec4 color;
void main()
{
    vec4 a = texture(sampler2D(albedo, linear), pick > 0 ? uv : uv.yx);
    vec4 b = texture(sampler2DArray(layers, linear), vec3(uv, float(pick)));
    float s = texture(sampler2DShadow(albedo, compare), vec3(uv, 0.5));
    color = a + b * s + texelFetch(sampler2D(albedo, linear), ivec2(0), 0);
}
