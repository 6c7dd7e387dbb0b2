#version 420
// GL_ARB_compute_shader brings compute shaders, their local size and
// `shared` variables (GLSL 4.30 4.3.8) to earlier versions.
#extension GL_ARB_compute_shader : enable
layout(local_size_x = 8, local_size_y = 2) in;
shared vec4 scratch[16];
void main() {
    scratch[gl_LocalInvocationIndex] = vec4(gl_WorkGroupID, 1.0);
    barrier();
}
