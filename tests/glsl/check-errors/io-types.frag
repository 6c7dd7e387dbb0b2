#version 450
// Inputs and outputs are never bools (SPIR-V allows bool interface variables
// for built-ins only: glspv used to emit an invalid module here), and
// fragment outputs are no structures or matrices.
struct Pair { vec2 a; bool flag; };
layout(location = 0) flat in bool wanted;
layout(location = 1) flat in Pair pair;
layout(location = 3) in Varyings { bool lit; vec4 tint; } varyings;
layout(location = 0) out vec4 color;
layout(location = 1) out mat2 rotation;
layout(location = 3) out Pair result;
void main() { color = varyings.tint; }
