#version 450
// GLSL 4.60 §4.3.9 and §4.1.8: structure definitions cannot be nested inside
// a block or a structure (glslang: "cannot nest a structure definition
// inside a structure or block"). Naming a structure defined before is fine.
struct Light { vec4 colour; };
layout(binding = 0) uniform Scene { Light key; struct Fog { float density; } fog; } scene;
struct Pair { Light a; struct Inner { float x; } inner; };
layout(location = 0) out vec4 color;
void main() { color = scene.key.colour; }
