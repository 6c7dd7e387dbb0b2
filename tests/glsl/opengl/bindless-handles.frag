#version 450
// GL_ARB_bindless_texture (its changes to GLSL 4.1.7 Samplers, 4.1.X Images
// and 5.4.1 Conversion and Scalar Constructors): samplers and images are
// 64-bit handles, so they may be inputs and members of uniform and buffer
// blocks, sampler2D(uvec2) makes one and uvec2(sampler2D) splits one.
#extension GL_ARB_bindless_texture : require
flat in sampler2D passed;
layout(rgba8) flat in image2D img;
uniform Handles { sampler2D fromBlock; samplerBuffer texels; };
buffer Stored { sampler2D stored[4]; };
uniform uvec2 raw;
uniform vec2 uv;
out vec4 color;
void main() {
    uvec2 halves = uvec2(fromBlock);
    color = texture(sampler2D(raw), uv) + texture(passed, uv) + texture(stored[halves.x & 3u], uv);
    color += texelFetch(texels, 0) + imageLoad(img, ivec2(0));
}
