#version 450
layout(local_size_x = 1) in;
void main() {
    switch (1) case 1: break;
}
