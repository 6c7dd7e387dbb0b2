#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_instruction(set = "GLSL.std.450") float noId(float x);
spirv_instruction(id = 70000) float tooBig(float x);
#define T spirv_type(set = "X", id = 21, 32, 0)
T a;
#define U spirv_type(32, 0)
U b;
spirv_instruction(id = 61) float withBody(float x) { return x; }
layout(location = 0) out vec4 o;
void main() { o = vec4(0.0); }
