#version 450
// glspv-flags: -fauto-map-locations -fauto-bind-uniforms
// Locations and bindings the shader leaves out: the lowest free ones, in
// declaration order, never overlapping the written ones (glslc reuses b's).
in vec4 a;
layout(location = 0) in vec2 b;
in mat2 m;
in Blk { vec3 x; float y; } blk;
out vec4 color;
uniform sampler2D t0;
layout(binding = 0) uniform sampler2D t1;
uniform U { vec4 u; };
layout(set = 1) buffer B { vec4 v; };
void main() { color = a + vec4(b, m[0]) + blk.x.xxxx + texture(t0, b) + texture(t1, b) + u + v; }
