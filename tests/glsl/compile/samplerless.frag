#version 450
// GL_EXT_samplerless_texture_functions: fetches and queries of textures
// with no sampler.
#extension GL_EXT_samplerless_texture_functions : require
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 1) uniform itexture2DMS texMS;
layout(set = 0, binding = 2) uniform utextureBuffer texBuffer;
layout(location = 0) out vec4 color;

void main()
{
    ivec2 size = textureSize(tex, 0);
    color = texelFetch(tex, size / 2, 0) + texelFetchOffset(tex, ivec2(1), 0, ivec2(1, -1));
    color += vec4(texelFetch(texMS, ivec2(0), textureSamples(texMS) - 1));
    color += vec4(texelFetch(texBuffer, textureSize(texBuffer) - 1)) * float(textureQueryLevels(tex));
}
