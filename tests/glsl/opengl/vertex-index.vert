#version 450
in vec4 pos;
void main() {
    gl_Position = pos * float(gl_VertexIndex);
}
