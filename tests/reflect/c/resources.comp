#version 460
#extension GL_EXT_ray_tracing : require
layout(local_size_x_id = 3, local_size_y = 4, local_size_z_id = 5) in;
layout(set = 0, binding = 0) uniform sampler s;
layout(set = 0, binding = 1) uniform sampler2DArrayShadow cs[2][3];
layout(set = 0, binding = 2) uniform texture3D ti;
layout(set = 1, binding = 0, rgba8) uniform writeonly image2D si;
layout(set = 1, binding = 1) uniform samplerBuffer utb;
layout(set = 1, binding = 2, r32ui) uniform readonly uimageBuffer stb;
layout(set = 2, binding = 0) uniform accelerationStructureEXT as;
struct Inner { mat3x2 m; float f[3]; };
layout(set = 2, binding = 1, std140) uniform U { layout(row_major) mat4 rm; Inner inner; vec3 v; } u;
layout(set = 2, binding = 2, std430) readonly buffer S { uint count; vec4 data[]; } sb[4];
layout(push_constant) uniform P { layout(offset = 16) vec4 a; float b; } pc;
layout(constant_id = 7) const float K = 1.5;
layout(constant_id = 8) const bool B = true;
layout(constant_id = 9) const int N = -2;
void main() {
    vec4 x = texture(cs[1][2], vec4(0.5)) * texture(sampler3D(ti, s), vec3(0)) + u.rm[0] + sb[1].data[2] + pc.a * K * float(N) * float(B) + vec4(gl_WorkGroupSize.x);
}
