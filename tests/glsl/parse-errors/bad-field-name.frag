#version 450
void main() {
    vec4 v;
    float f = v.;
}
