#version 100
// ES 1.00 3.1: "There is no line continuation character", so this
// comment ends at its line's end, backslash and all: \
uniform mediump float k;
void main()
{
    gl_FragColor = vec4(k);
}
