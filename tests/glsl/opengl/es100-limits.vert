// GLSL ES 1.00 Appendix A 4 and 5 with every limit of the configuration at 0
// (an implementation with no more than Appendix A): loops of the inductive
// form only, and indices that are constant-index-expressions.
uniform int k;
uniform sampler2D s[2];
attribute vec4 pos;
attribute mat2 m;
varying vec4 v[2];
const vec3 c3 = vec3(1.0);
void touch(inout float x) { x += 1.0; }
int f() { return 1; }
void main()
{
    int n = 0;
    float x = 0.0;
    int a[4];
    while (n < 3) n++;                          // while loops
    do { n--; } while (n > 0);                  // do-while loops
    for (;;) { break; }                         // no loop index
    for (n = 0; n < 3; n++) {}                  // an assignment, not a declaration
    for (int i = k; i < 3; i++) {}              // a variable start
    for (bool b = true; b; ) {}                 // a bool index
    for (int i = 0; i < k; i++) {}              // a variable bound
    for (int i = 0; k > i; i++) {}              // the index on the right
    for (int i = 1; i < 64; i *= 2) {}          // a step by *=
    for (int i = 0; i < 4; i += k) {}           // a variable step
    for (int i = 0; i < 4; i++) { i = 2; }      // written in the body
    for (float t = 0.0; t < 1.0; t += 0.25) touch(t); // an inout argument
    for (int i = 0; i < 4; i++) { a[i]++; }     // written element, not the index: fine
    gl_Position = pos * pos[k];                 // an attribute vector
    gl_Position.xy += m[k];                     // an attribute matrix
    v[k] = pos;                                 // a varying
    x += c3[k];                                 // a constant vector
    x += float(a[k]);                           // a variable array
    x += float(a[f()]);                         // a user function's value
    gl_Position += texture2DLod(s[k], vec2(0.0), 0.0); // a sampler array
    gl_Position.x += x;
}
