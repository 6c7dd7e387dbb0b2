#version 100
// GLSL ES 1.00 Appendix A: arrays of samplers are indexed by
// constant-index-expressions, which take the indices of for loops.
precision mediump float;
uniform sampler2D s[4];
varying vec2 uv;
void main()
{
    vec4 c = vec4(0.0);
    for (int i = 0; i < 2; i++)
        c += texture2D(s[i], uv) + texture2D(s[2 * i + 1], uv);
    gl_FragColor = c;
}
