#version 450
// gl_MaxVaryingFloats is gone from GLSL 4.20 on (glslang refuses it too).
layout(location = 0) out vec4 o;
void main() { o = vec4(gl_MaxVaryingFloats); }
