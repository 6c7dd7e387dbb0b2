#version 450
// gl_FragColor, gl_FragData and the texture functions of GLSL 1.10 (texture2D,
// ...) are OpenGL GLSL: not declared for Vulkan, as in glslang -V.
layout(binding = 0) uniform sampler2D s;
void main() { gl_FragColor = texture2D(s, vec2(0.0)); gl_FragData[0] = vec4(1.0); }
