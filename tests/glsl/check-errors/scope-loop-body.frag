#version 450
// GLSL 4.60 §4.2: the body of a for or while loop does not open a scope of
// its own, so it cannot redeclare the loop's variables (glslang agrees).
// The valid side, a do-while body that is a scope of its own and blocks
// nested in loop bodies, is in tests/glsl/compile/scope-loops.frag.
layout(location = 0) out vec4 color;
void main()
{
    for (int i = 0; i < 4; i++) {
        float i = 2.0;
    }
    int n = 3;
    while (bool more = n > 0) {
        bool more = false;
        n--;
    }
    color = vec4(n);
}
