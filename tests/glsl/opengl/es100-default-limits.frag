// GLSL ES 1.00 Appendix A states what an implementation need support at
// least; with the default resource limits (glslangValidator's: all 1) the
// implementation supports more, so loops of any form and indices of any
// expression are taken.
precision mediump float;
uniform sampler2D s[2];
uniform vec4 u[4];
uniform int k;
void main()
{
    vec4 acc = u[k];
    int n = 0;
    while (n < k) n++;
    do { n--; } while (n > 0);
    for (int i = 1; i < 64; i *= 2) acc += u[i / 32];
    gl_FragColor = acc + texture2D(s[k], vec2(0.5));
}
