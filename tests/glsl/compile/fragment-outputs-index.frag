#version 450
// The valid side of GLSL 4.60 §4.4.2.3, §4.3.9, §7.1.1: index 0 and 1 on fragment
// outputs, input blocks in fragment shaders, gl_ClipDistance indexed up to 7.
layout(location = 0) in Varyings { vec4 color; } varyings;
layout(location = 0, index = 0) out vec4 first;
layout(location = 0, index = 1) out vec4 second;
void main() { first = varyings.color; second = vec4(gl_ClipDistance[7]); }
