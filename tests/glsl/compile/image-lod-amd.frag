#version 450
// GL_AMD_shader_image_load_store_lod: OpImageRead/OpImageWrite/OpImageSparseRead
// with the integer Lod operand, ImageReadWriteLodAMD and its extension.
// target-env: vulkan1.0 vulkan1.3
#extension GL_AMD_shader_image_load_store_lod : enable
#extension GL_EXT_shader_image_load_formatted : enable
layout(rgba32f, binding = 0) uniform image2D i2D;
layout(rgba32i, binding = 1) uniform iimageCube iCube;
layout(r32ui, binding = 2) uniform uimage2DArray u2DArray;
layout(binding = 3) uniform image1D i1D;
layout(rgba32ui, binding = 4) uniform uimageCubeArray uCubeArray;
layout(location = 0) out vec4 o;
layout(location = 0) flat in int lod;
void main() {
  vec4 f = imageLoadLodAMD(i2D, ivec2(2, 3), 3) + imageLoadLodAMD(i1D, 1, lod);
  imageStoreLodAMD(iCube, ivec3(4, 5, 6), lod, ivec4(f));
  uvec4 u;
  int code = sparseImageLoadLodAMD(u2DArray, ivec3(4, 5, 6), 3, u);
  code += sparseImageLoadLodAMD(uCubeArray, ivec3(1, 2, 7), lod, u);
  imageStoreLodAMD(uCubeArray, ivec3(0), 1, u);
  o = f + vec4(u) + float(code);
}
