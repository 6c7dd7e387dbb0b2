#version 310 es
// ES precision statements and qualifiers.
precision mediump float;
precision highp int;
precision lowp sampler2D;
layout(location = 0) out lowp vec4 color;
uniform highp sampler2D tex;
in mediump vec2 uv;
void main() {
    highp float x = 1.0;
    color = texture(tex, uv) * x;
}
