#version 450
// Fragment and geometry qualifiers have no meaning in a vertex shader:
// each is refused, naming the stages it belongs to.
layout(early_fragment_tests) in;
layout(origin_upper_left) in;
layout(depth_any) out;
layout(stream = 1) out;
layout(invocations = 2) in;
void main() { gl_Position = vec4(0.0); }
