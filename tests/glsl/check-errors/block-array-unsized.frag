#version 450
// GLSL 4.60 §4.3.9: "uniform and shader storage block array declarations
// must specify an array size"; GL_EXT_nonuniform_qualifier brings runtime-
// sized ones (tests/glsl/compile/nonuniform.frag). glslang sizes such an
// array by its largest index instead; the spec does not.
layout(binding = 0) uniform Settings { vec4 tint; } settings[];
layout(binding = 1) buffer Data { vec4 v; } data[];
layout(location = 0) out vec4 color;
void main() { color = settings[1].tint + data[0].v; }
