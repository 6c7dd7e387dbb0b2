#version 450
// GL_KHR_vulkan_glsl removes the packed and shared block layouts, and
// uniform blocks have bindings, not locations.
layout(packed, set = 0, binding = 0) uniform A { vec4 a; };
layout(shared, set = 0, binding = 1) uniform B { vec4 b; };
layout(location = 0, set = 0, binding = 2) uniform C { vec4 c; };
layout(location = 0) out vec4 o;
void main() { o = a + b + c; }
