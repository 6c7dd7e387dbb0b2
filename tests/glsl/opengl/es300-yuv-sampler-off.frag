#version 300 es
// GL_EXT_YUV_target 4.1: __samplerExternal2DY2YEXT is only a type with the
// extension enabled.
precision mediump float;
uniform __samplerExternal2DY2YEXT s;
out vec4 color;
void main() {
    color = vec4(1.0);
}
