#version 450
// push_constant, set and buffer_reference are GLSL for Vulkan only
// (glslang -G refuses them too).
layout(push_constant) uniform P { vec4 x; } p;
layout(set = 1, binding = 0) uniform sampler2D s;
layout(location = 0) out vec4 c;
void main() { c = p.x + texture(s, vec2(0.0)); }
// target-env: opengl4.5
