#version 450
// The emitter's shortcuts (emit_expr.c, emit_core.c) must give what the
// general paths give: vector constants remembered by their components
// (1.0 and -1.0 apart, a repeat shared), the int and uint constants 0-15
// remembered (and 16, -1 made as before), whole local variables and
// parameters read directly (mediump ones still RelaxedPrecision), l-value
// chains narrowed in place (an index, a member, a swizzle, an index of the
// swizzle), and a built-in call's arguments in its instruction.
layout(local_size_x = 1) in;
struct S { vec4 v; ivec2 p[3]; };
layout(std430, binding = 0) buffer B { S s[4]; uint u; int k; } b;

vec4 f(vec4 a, mediump float m)
{
    mediump float n = m * 2.0;
    vec4 c = clamp(a, vec4(-1.0), vec4(1.0)) + vec4(1.0, -1.0, 1.0, -1.0);
    return mix(c, vec4(-1.0), n) + vec4(1.0);
}

void main()
{
    int i = 3;
    uint j = 15u;
    b.s[i].v.zx = f(b.s[1].v, 0.5).xy;
    b.s[2].p[i].y = i + 16 + (-1);
    b.s[0].v.wzy[1] = float(j + 16u);
    b.s[3].v.xyz[i - 1] = 2.0;
    b.u = j + 0u + 1u + 15u;
    b.k = max(i, 7) + min(i, 14) + abs(-i);
}
