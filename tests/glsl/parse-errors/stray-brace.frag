#version 450
}
void main() {}
