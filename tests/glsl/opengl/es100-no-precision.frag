#version 100
// GLSL ES 1.00 4.5.3: fragment shaders have no default precision for float.
varying vec2 uv;
void main() { gl_FragColor = vec4(uv, 0.0, 1.0); }
