#version 450
// The compatibility-profile constants glslang gives a desktop Vulkan shader
// (GLSL 4.60 section 7.3), with its default resource limits.
layout(location = 0) out vec4 o;
void main() { o = vec4(gl_MaxClipPlanes, gl_MaxTextureUnits, gl_MaxTextureCoords, gl_MaxLights); }
