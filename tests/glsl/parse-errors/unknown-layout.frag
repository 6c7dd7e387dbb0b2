#version 450
// A layout qualifier glspv does not know is an error (a misspelt std140
// would otherwise silently fall back to the default), as is a value given to
// one that takes none.
layout(location = 0, colour = 2) out vec4 color;
layout(binding = 0, std140 = 1) uniform U { vec4 x; };
layout(binding = 1, std340) uniform V { vec4 y; };
void main() { color = x + y; }
