#version 450
// Every statement.
layout(location = 0) out vec4 o;
layout(location = 0) flat in int n;
void main() {
    int acc = 0;
    if (n > 0) acc = 1; else if (n < 0) { acc = -1; } else ;
    switch (n) {
    case 0: acc += 2; break;
    case 1:
    case 2: { acc += 3; }
    default: acc--;
    }
    for (int i = 0; i < n; ++i) { if (i == 3) continue; acc += i; }
    for (;;) { break; }
    while (acc > 100) acc /= 2;
    while (bool b = acc > 10) { acc--; }
    do { acc++; } while (acc < 5);
    if (acc == 7) discard;
    o = vec4(acc);
    return;
}
