#version 310 es
// GLSL ES 3.20 §3.4: "the extension directives must occur before any
// non-preprocessor tokens" (unless an extension says otherwise).
#extension GL_EXT_gpu_shader5 : enable
precision mediump float;
#extension GL_EXT_texture_buffer : enable
layout(location = 0) out vec4 o;
void main() { o = vec4(1.0); }
