#version 450
#extension GL_EXT_spirv_intrinsics : require
// A spirv_decorate repeating, with the same value, the Location, Component,
// XfbBuffer, XfbStride or Offset (a variable's transform feedback offset) that
// the compiler gives an output or an output block's member from its layout
// is merged: one OpDecorate each, where glslang emits two (spirv-val refuses
// a member's Offset twice). Other values are errors
// (check-errors/spirv-decorate-interface-conflicts.vert).
spirv_decorate(30, 1) layout(location = 1) out vec4 a;
spirv_decorate(30, 2) spirv_decorate(31, 2) layout(location = 2, component = 2) out vec2 b;
spirv_decorate(36, 0) spirv_decorate(37, 32) spirv_decorate(35, 16)
layout(location = 3, xfb_buffer = 0, xfb_stride = 32, xfb_offset = 16) out vec4 captured;
layout(location = 5, xfb_buffer = 1, xfb_offset = 0) out Block {
    layout(location = 5) spirv_decorate(35, 0) vec4 x;
    layout(location = 6) spirv_decorate(35, 16) spirv_decorate(30, 6) vec4 y;
} blk;
void main() { a = vec4(1.0); b = vec2(2.0); captured = a; blk.x = a; blk.y = a; gl_Position = a; }
