#version 450
layout(location = 0) out vec4 o;
float gl_Mine;
void main() { o = vec4(gl_Mine); }
