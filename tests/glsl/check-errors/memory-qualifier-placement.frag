#version 450
// GLSL 4.60 §4.10: "Memory qualifiers are only supported in the declarations
// of image variables, buffer variables, and shader storage blocks; it is an
// error to use such qualifiers in any other declarations." glslang takes them
// on locals; the spec does not. On a uniform block (real shaders say
// `readonly uniform`) they are a warning, as glslang takes them.
layout(location = 0) in readonly vec4 v;
layout(location = 0) out vec4 color;
writeonly float g;
layout(binding = 0) coherent uniform sampler2D s;
struct S { volatile float x; };
layout(binding = 1) readonly uniform U { restrict float y; } u;
float f(readonly float x) { return x; } // parameters may have them (§6.1.1)
void main() {
    restrict float l = 1.0;
    color = vec4(f(l) + u.y);
}
