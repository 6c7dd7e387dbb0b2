#version 450
// glspv-flags: -g
// -g: the file as an OpString, the text in OpSource, an OpLine per statement.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int v; };
void main() {
    int x = v * 2;
    if (x > 4)
        v = x;
}
