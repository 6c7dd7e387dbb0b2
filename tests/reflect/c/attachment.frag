#version 450
// reflect-flags: --prefix=demo
layout(input_attachment_index = 2, set = 0, binding = 3) uniform subpassInput sub;
layout(location = 0) flat in ivec2 fi;
layout(location = 1, component = 2) noperspective centroid in vec2 np;
layout(location = 2) sample in float smp;
layout(location = 0, index = 1) out vec4 color;
void main() { color = subpassLoad(sub) + vec4(fi, np) * smp + gl_FragCoord; }
