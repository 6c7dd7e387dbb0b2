#version 450
// A 64-bit input takes two components: it starts at component 0 or 2.
layout(location = 0, component = 0) flat in uint u;
layout(location = 0, component = 1) flat in double d;
layout(location = 0) out vec4 color;
void main() { color = vec4(float(d) + float(u)); }
