#version 450
// GL_EXT_null_initializer: `= {}` of scalars, structs and arrays; shared
// variables take OpConstantNull initializers (the only ones they may have).
#extension GL_EXT_null_initializer : require
layout(local_size_x = 1) in;
struct S { vec3 v[2]; int n; };
shared float f = {};
shared S s = {};
S g = {};
layout(binding = 0) buffer B { int n; float x; };
void main()
{
    S local = {};
    int i = {};
    local.n += i;
    n = local.n + s.n + g.n;
    x = f;
}
