#version 450
layout(location = 0) out vec4 o;
layout(location = 0) flat in int i;
void main() {
    switch (i) {
    case 1: o = vec4(1.0); break;
    case 2: o = vec4(2.0); break;
    case 1: o = vec4(3.0); break;
    case 0x2: break;
    }
}
