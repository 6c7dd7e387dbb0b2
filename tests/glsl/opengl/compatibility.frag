#version 450 compatibility
// The compatibility profile keeps gl_FragColor and texture2D (GLSL 4.60 7.1.7, 8.9.5).
uniform sampler2D s;
void main() { gl_FragColor = texture2D(s, vec2(0.5)); }
