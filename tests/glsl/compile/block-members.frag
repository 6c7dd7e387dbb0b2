#version 450
// GLSL 4.60 §4.3.9: what block members may say: a structure defined before
// the block, offset, align and matrix layouts, the block's own storage
// qualifier again, precision, and an array of blocks of one dimension.
// Invariant output block members are in block-member-invariant.vert.
struct Light { vec4 colour; float range; };
layout(binding = 0) uniform Scene {
    Light key;
    layout(offset = 32) uniform vec4 ambient;
    layout(row_major) mat2x3 basis;
    highp float scale;
} scene[2];
layout(location = 0) out vec4 color;
void main() { color = scene[1].key.colour + scene[0].ambient * scene[1].scale + vec4(scene[0].basis[0], 1.0); }
