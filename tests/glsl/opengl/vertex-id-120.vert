#version 120
attribute vec4 pos;
void main() {
    gl_Position = pos * float(gl_VertexID);
}
