#version 450
// GLSL 4.60 §4.3.9: "it is a compile-time error to use a block name at
// global scope for anything other than as a block name (e.g. use of a block
// name for a global variable name or function name is currently reserved)",
// before the block or after it. glslang refuses most of these but takes a
// function declared before a block of its name; the spec does not.
float Lights() { return 1.0; }
layout(binding = 0) uniform Lights { vec4 colour; } lights;
layout(binding = 1) uniform Material { vec4 tint; } material;
float Material;
layout(location = 0) in vec4 Material;
layout(location = 0) out vec4 Material;
void Material() {}
struct Fog { float density; };
layout(binding = 2) uniform Fog { float density; } fog;
layout(location = 1) out vec4 color;
void main() { color = lights.colour + material.tint; }
