#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_storage_class(4) uniform float withUniform;
spirv_storage_class(4) float withInit = 1.0;
spirv_storage_class(4) spirv_storage_class(6) float twoClasses;
void main()
{
    spirv_storage_class(4) float local;
}
