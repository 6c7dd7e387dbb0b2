#version 450
#extension GL_AMD_shader_image_load_store_lod : enable
layout(rgba32f, binding = 0) uniform image2DMS ms;
layout(rgba32f, binding = 1) uniform image2D i2D;
layout(rgba32f, binding = 2) uniform imageBuffer buf;
layout(rgba32f, binding = 3) uniform image1D i1D;
layout(location = 0) out vec4 o;
void main()
{
    o = imageLoadLodAMD(ms, ivec2(0), 0);
    o += imageLoadLodAMD(i2D, ivec2(0), 1.0);
    o += imageLoadLodAMD(buf, 0, 0);
    vec4 t;
    int code = sparseImageLoadLodAMD(i1D, 0, 0, t);
}
