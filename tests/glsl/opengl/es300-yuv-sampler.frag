#version 300 es
// GL_EXT_YUV_target ("Changes to the OpenGL ES Shading Language" 4.1 and
// 8.9): the __samplerExternal2DY2YEXT sampler type, read by texture,
// textureProj, textureSize and texelFetch as samplerExternalOES is.
#extension GL_EXT_YUV_target : require
precision mediump float;
uniform __samplerExternal2DY2YEXT s;
in vec4 p;
out vec4 color;
void main() {
    ivec2 size = textureSize(s, 0);
    color = texture(s, p.xy) + textureProj(s, p) + texelFetch(s, size - 1, 0);
}
