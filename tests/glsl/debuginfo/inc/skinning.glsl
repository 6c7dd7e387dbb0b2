// Skinning: a matrix palette in a storage buffer.
layout(std430, binding = 0) readonly buffer Palette { mat4 bones[]; };

mat4 blend(uvec4 index, vec4 w)
{
    mat4 m = mat4(0.0); //@
    int k = 0; //@
    do {
        m += bones[index[k]] * w[k]; //@
        k++; //@
    } while (k < 4);
    return m; //@
}
