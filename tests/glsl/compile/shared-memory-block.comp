#version 450
// target-env: vulkan1.1spv1.4
// GL_EXT_shared_memory_block: shared blocks are laid out (std430 by default,
// scalar or std140 on request), Block-decorated Workgroup variables that
// alias one another (WorkgroupMemoryExplicitLayoutKHR; the 8- and 16-bit
// access capabilities for small members).
#extension GL_EXT_shared_memory_block : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 8) in;
shared Words { uint words[8]; };
shared Bytes { uint8_t bytes[32]; };
layout(std140) shared Halves { float16_t halves[4]; } halves;
layout(binding = 0) buffer Out { uint result; };
void main()
{
    uint i = gl_LocalInvocationID.x;
    words[i] = 0x01020304u * (i + 1u);
    halves.halves[i % 4u] = float16_t(i);
    barrier();
    if (i == 0u)
        result = uint(bytes[5]) + uint(halves.halves[1]);
}
