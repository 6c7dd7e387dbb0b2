#version 450
#extension GL_EXT_spirv_intrinsics : require
// A spirv_decorate giving an output, or an output block's member, another
// Component, XfbBuffer, XfbStride, Location or Offset (its transform feedback
// offset) than its layout does: SPIR-V takes one of each (spirv-val: "conflicting component decorations"; glslang emits
// both). Another Location, and Offset on an input, are the checker's errors
// (spirv-decorations.frag, spirv-decorate-targets.frag). The same values are
// merged (compile/spirv-decorate-merged-interface.vert).
spirv_decorate(31, 0) layout(location = 2, component = 2) out vec2 b;
spirv_decorate(36, 1) layout(location = 3, xfb_buffer = 0, xfb_offset = 0) out vec4 c;
spirv_decorate(37, 64) layout(location = 4, xfb_buffer = 2, xfb_stride = 32, xfb_offset = 0) out vec4 d;
spirv_decorate(35, 4) layout(location = 5, xfb_buffer = 3, xfb_offset = 8) out vec4 e;
layout(location = 6, xfb_buffer = 1, xfb_offset = 0) out Block {
    spirv_decorate(35, 4) vec4 x;                          // Offset 0
    layout(location = 8) spirv_decorate(30, 9) vec4 y;     // Location 8
} blk;
void main() { b = vec2(1.0); c = vec4(1.0); d = c; e = c; blk.x = c; blk.y = c; gl_Position = c; }
