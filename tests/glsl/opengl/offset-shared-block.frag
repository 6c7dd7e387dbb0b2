#version 450
// OpenGL blocks are shared unless they say otherwise (GLSL 4.60 4.4.5): offset needs std140 or std430.
layout(binding = 0) buffer B {
    layout(offset = 0) int x;
} b;
void main() { b.x = 1; }
