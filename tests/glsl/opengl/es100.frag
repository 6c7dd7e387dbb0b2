#version 100
// GLSL ES 1.00: precision, varying, gl_FragColor and texture2D (ES 1.00 4.3.5, 7.2, 8.7).
precision mediump float;
varying vec2 uv;
uniform sampler2D s;
uniform samplerCube cube;
void main() { gl_FragColor = texture2D(s, uv) + texture2DProj(s, vec3(uv, 1.0)) + textureCube(cube, vec3(uv, 1.0)); }
