#version 450
// GL_KHR_vulkan_glsl: push_constant qualifies uniform blocks only, one per
// stage, without set or binding (push constants are no descriptor); glslang
// refuses each of these.
layout(push_constant) uniform Push { vec4 tint; } push;
layout(push_constant) uniform More { vec4 bias; } more;
layout(push_constant, binding = 1) uniform Bound { float scale; } bound;
layout(push_constant) buffer Data { float x; } data;
layout(location = 0) out vec4 color;
void main() { color = push.tint + more.bias; }
