#version 450
layout(local_size_x = 4) in;
layout(local_size_x = 4, local_size_y = 2) in;
layout(local_size_y = 3) in;
void main() {}
