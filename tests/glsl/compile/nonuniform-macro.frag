#version 450
// nonuniformEXT written only inside a macro: the parser meets the word
// after expansion, and the index is still non-uniform (NonUniform on the
// index, the pointer and the loaded image; the indexing capability).
#extension GL_EXT_nonuniform_qualifier : require
#define NU(x) nonuniformEXT(x)
layout(set = 0, binding = 0) uniform sampler2D images[];
layout(location = 0) flat in int index;
layout(location = 0) out vec4 color;

void main()
{
    color = texture(images[NU(index)], vec2(0.5));
}
