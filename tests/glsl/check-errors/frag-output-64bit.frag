#version 450
// GLSL 4.60 §4.3.6: fragment outputs are float, int or uint scalars or vectors,
// never double, int64 or uint64 (bool is refused elsewhere).
#extension GL_ARB_gpu_shader_int64 : enable
layout(location = 0) out vec4 color;
layout(location = 1) out double depth;
layout(location = 2) out dvec2 pair;
layout(location = 3) out int64_t big;
layout(location = 4) out u64vec2 bigger[2];
void main() { color = vec4(1); }
