#version 450
subroutine(1.0) float f();
void main() {}
// glspv-flags: --target-env=opengl
// (for OpenGL: GL_KHR_vulkan_glsl removes subroutines, a different error)
