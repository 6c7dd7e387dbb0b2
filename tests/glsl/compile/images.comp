#version 450
// Texture and image functions in a compute shader: texture() reads level 0,
// image formats pick capabilities, unknown formats need the *WithoutFormat ones.
// (GL_EXT_shader_image_load_formatted lets an image without a format be read.)
#extension GL_EXT_shader_image_load_formatted : enable
layout(local_size_x = 4, local_size_y = 4) in;
layout(set = 0, binding = 0) uniform sampler2D colors;
layout(set = 0, binding = 1) uniform usamplerBuffer table;
layout(set = 0, binding = 2) uniform samplerCubeArray sky;
layout(set = 0, binding = 3, rgba8) uniform readonly image2D src;
layout(set = 0, binding = 4, rg32f) uniform writeonly image2D dst;
layout(set = 0, binding = 5) uniform image1D scratch;
layout(set = 0, binding = 6, r32i) uniform coherent iimage2DMS samples;
layout(set = 0, binding = 7, rgba16f) uniform restrict image3D volume;

void main()
{
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 c = texture(colors, vec2(p) / 16.0) + textureLod(colors, vec2(0.5), 1.0);
    c += texelFetch(colors, p, 0) + texture(sky, vec4(0.0, 1.0, 0.0, 2.0));
    uint t = texelFetch(table, p.x).x + uint(textureSize(table));
    vec4 s = imageLoad(src, p);
    imageStore(dst, p, vec4(s.xy * c.zw, float(t), 1.0));
    vec4 old = imageLoad(scratch, p.y);
    imageStore(scratch, p.x, old + 1.0);
    ivec4 m = imageLoad(samples, p, 1);
    imageStore(samples, p, imageSamples(samples) - 1, m * 2);
    ivec3 size = imageSize(volume) + textureSize(sky, 0);
    imageStore(volume, ivec3(p, 0), imageLoad(volume, size - 1));
}
