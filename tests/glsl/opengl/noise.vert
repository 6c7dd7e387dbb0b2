#version 120
// GLSL 1.20 8.9 (4.60 8.15): noise1(genType) returns a float, noise2 to
// noise4 a vec2 to vec4; without SPIR-V they are declared (and return 0).
attribute vec4 p;
void main() {
    float a = noise1(p) + noise1(p.x) + noise1(1);
    vec2 b = noise2(p.xy);
    vec3 c = noise3(p.xyz);
    vec4 d = noise4(p.xyz);
    gl_Position = vec4(a) + vec4(b, c.xy) + d;
}
