// GLSL ES 1.00 Appendix A with every limit at 0, the valid side: inductive
// loops (int and float indices, ++ -- += -=, any comparison, nested loops
// with their own index) and indices that are constant-index-expressions
// (constants, loop indices, operators and built-in functions on them); a
// vertex shader's uniforms take any index.
uniform vec4 u[8];
uniform int k;
uniform sampler2D s[2];
attribute vec4 pos;
varying vec4 v[2];
const vec4 c4 = vec4(1.0, 2.0, 3.0, 4.0);
void main()
{
    vec4 acc = u[k];
    int a[4];
    for (int i = 0; i < 4; i++) a[i] = i;
    for (int i = 3; i >= 0; i--) acc += u[i * 2] + c4[i] + float(a[3 - i]);
    for (float t = 0.0; t != 1.0; t += 0.5) acc.x += t;
    for (int i = 0; i <= 1; i += 1)
        for (int j = 4; j > 2; j -= 1) acc += texture2DLod(s[i], vec2(0.0), 0.0) * float(a[int(abs(float(j - 3)))]);
    for (int i = 0; i < 2; i++) v[i] = acc + pos[i];
    gl_Position = acc;
}
