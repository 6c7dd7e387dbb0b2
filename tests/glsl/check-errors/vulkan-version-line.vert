// Vulkan GLSL starts at 1.40: the error names the #version line.

#version 130
void main() { gl_Position = vec4(0.0); }
