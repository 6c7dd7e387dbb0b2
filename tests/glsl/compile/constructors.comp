#version 450
// Every constructor form.
layout(local_size_x = 1) in;
struct S { float a; ivec2 b; };
layout(std430, binding = 0) buffer B { vec4 v; mat2x3 m; S s; float arr[3]; int i; bool flag; };
void main() {
    v = vec4(v.xy, 1.0, i);
    v += vec4(m);
    m = mat2x3(v.xyz, v.zyx) + mat2x3(2.0) + mat2x3(mat3(v.x));
    s = S(v.w, ivec2(v.xy));
    arr = float[](v.x, v.y, v.z);
    i = int(v.x) + int(flag) + int(bvec2(v.xy).y);
    flag = bool(i);
}
