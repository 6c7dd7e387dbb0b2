// GLSL ES 1.00 Appendix A with every limit at 0: a fragment shader's uniforms
// and varyings indexed by loop indices and constants.
precision mediump float;
uniform vec4 u[4];
varying vec4 v[2];
void main()
{
    vec4 acc = v[1];
    for (int i = 0; i < 4; i++) acc += u[i] * v[i / 2];
    gl_FragColor = acc + u[2];
}
