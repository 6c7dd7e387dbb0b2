#version 450
// GLSL_EXT_buffer_reference: a buffer_reference block with an instance name
// also declares a block variable that "behaves the same as if
// buffer_reference were not used", so, as every Vulkan buffer block, it needs
// a binding. glslangValidator exempts it and gives it Binding 0 unasked.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
layout(std430, buffer_reference) buffer Node { uint value; Node next; } unboundNode;
layout(set = 0, binding = 0) buffer Root { Node head; } root;
void main() { root.head.next.value = 1u; }
