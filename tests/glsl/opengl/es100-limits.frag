// GLSL ES 1.00 Appendix A 5 with every limit at 0: the fragment shader's
// uniforms are indexed by constant-index-expressions only (the vertex
// shader's may be indexed by any expression).
precision mediump float;
uniform vec4 u[4];
uniform int k;
void main()
{
    gl_FragColor = u[k];
}
