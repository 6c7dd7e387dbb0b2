#version 420
// GLSL 4.60 4.4.6.3: an atomic counter's layout(binding) names the buffer
// binding point that holds it; no default gives one.
uniform atomic_uint counter;
out vec4 color;
void main() {
    color = vec4(atomicCounter(counter));
}
