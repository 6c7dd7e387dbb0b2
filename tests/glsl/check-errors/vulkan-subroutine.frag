#version 450
// GL_KHR_vulkan_glsl removes subroutines (glslang: "not allowed when
// generating SPIR-V").
subroutine vec4 Shade();
subroutine(Shade) vec4 red() { return vec4(1.0, 0.0, 0.0, 1.0); }
subroutine uniform Shade shade;
layout(location = 0) out vec4 c;
void main() { c = shade(); }
