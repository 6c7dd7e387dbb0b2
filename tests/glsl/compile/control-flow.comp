#version 450
// if/else, loops with break and continue, do-while, switch with fall-through.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int n; int out_[8]; };
void main() {
    int acc = 0;
    for (int k = 0; k < n; k++) {
        if (k == 3) continue;
        if (k > 6) break;
        acc += k;
    }
    int w = 0;
    while (w < 4) w++;
    do { acc--; } while (acc > 100);
    switch (n) {
    case 0: acc = 1;
    case 1: acc += 2; break;
    default: acc = -1;
    }
    out_[0] = acc + w;
    out_[1] = n > 2 ? acc : w;
}
