#version 450
#extension GL_EXT_spirv_intrinsics : require
layout(location = 0) spirv_decorate(5635, 1) in vec4 a;
layout(location = 1) spirv_decorate_string(30, "3") in vec4 b;
layout(location = 2) spirv_decorate(21) spirv_decorate(21) in vec4 c;
layout(location = 3) spirv_decorate_id(5634, 1) in vec4 d;
layout(binding = 0) uniform U { spirv_decorate_id(5634, 1) vec4 m; } u;
layout(location = 4) spirv_decorate(30, 5) in vec4 twice;
layout(location = 0) out vec4 o;
void main() { o = a + b + c + d + u.m + twice; }
