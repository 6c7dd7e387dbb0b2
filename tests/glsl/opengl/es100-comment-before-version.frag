// GLSL ES 1.00 3.4: comments and white space may come before #version.

#version 100
precision mediump float;
void main() { gl_FragColor = vec4(1.0); }
