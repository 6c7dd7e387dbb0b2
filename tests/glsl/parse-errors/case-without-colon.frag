#version 450
void main() {
    switch (1) { case 1 break; }
}
