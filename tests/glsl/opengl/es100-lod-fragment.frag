#version 100
precision mediump float;
varying vec2 uv;
uniform sampler2D s;
void main() {
    gl_FragColor = texture2DLod(s, uv, 0.0);
}
