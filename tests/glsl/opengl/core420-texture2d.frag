#version 420 core
uniform sampler2D s;
out vec4 c;
void main() {
    c = texture2D(s, vec2(0.0));
}
