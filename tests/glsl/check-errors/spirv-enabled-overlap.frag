#version 450
#extension GL_EXT_spirv_intrinsics : enable
// glslang 12 stopped checking locations once the extension was enabled.
layout(location = 1) in vec4 v4;
layout(location = 1, component = 2) in vec2 v2;
layout(location = 0) out vec4 o;
void main() { o = v4 + vec4(v2, v2); }
