#version 450
// GLSL 4.60 8.15: the noise functions take one genType (float or a float
// vector); a bool vector converts to none.
in vec4 p;
void main() {
    gl_Position = noise4(bvec2(true));
}
