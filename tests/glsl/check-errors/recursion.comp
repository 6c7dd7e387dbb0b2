#version 450
layout(local_size_x = 1) in;
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
void main() {
    fact(3);
}
