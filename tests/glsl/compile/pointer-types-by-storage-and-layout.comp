#version 450
// One pointee type in several storage classes and layouts, a bool that
// takes another form in a block, and an array sized by a specialization
// constant: each access needs its own pointer type (emit_pointer_type's
// recent cache must not hand one of them for another).
layout(local_size_x = 8) in;
layout(constant_id = 0) const int N = 4;

struct S { vec4 v; bool b; float a[3]; };
layout(std430, binding = 0) buffer B430 { S s; vec4 v; bool b; float a[3]; } b430;
layout(std140, binding = 1) uniform B140 { S s; vec4 v; bool b; float a[3]; } b140;
layout(push_constant) uniform P { vec4 v; bool b; } pc;
shared vec4 wv;
shared float wa[N];
shared float wb[N + 1];
vec4 pv;
S ps;

void main()
{
    S fs = b140.s;
    vec4 fv = b140.v + pc.v;
    float fa[3] = b140.a;
    wv = fv;
    pv = b430.v;
    ps = fs;
    wa[gl_LocalInvocationID.x % uint(N)] = fa[1] + b140.a[2];
    wb[gl_LocalInvocationID.x] = wa[0] + ps.a[2] + fs.a[0];
    barrier();
    bool any = b140.b || pc.b || b140.s.b || fs.b;
    b430.b = any;
    b430.s.b = !b430.b;
    b430.v = wv + pv + ps.v + b430.s.v + vec4(wb[N]);
    b430.a[0] = b430.s.a[1] + wa[N - 1];
    b430.s.v.x = fv.y + pv.z + wv.w;
}
