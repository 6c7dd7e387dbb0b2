#version 450
// GL_KHR_vulkan_glsl: push constants are one uniform block per stage, with
// no set or binding.
layout(push_constant, set = 0) uniform P { vec4 a; } p;
layout(push_constant, binding = 1) uniform Q { vec4 b; } q;
layout(push_constant) buffer R { vec4 c; } r;
layout(location = 0) out vec4 c;
void main() { c = p.a + q.b + r.c; }
