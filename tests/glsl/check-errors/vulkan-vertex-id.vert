#version 450
// GL_KHR_vulkan_glsl replaces gl_VertexID and gl_InstanceID with
// gl_VertexIndex and gl_InstanceIndex (which count from the base).
void main() { gl_Position = vec4(float(gl_VertexID), float(gl_InstanceID), 0.0, 1.0); }
