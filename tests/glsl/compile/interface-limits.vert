#version 450
// The valid side of the interface limits (GLSL 4.60 §4.3.9, §4.4.2.1, §4.8.1,
// §7.1.1): clip and cull distances up to 8 together, aligned xfb offsets and
// strides, invariant before use, output blocks, push constants without set or binding.
struct S { float a[2]; };
layout(push_constant) uniform P { S s; } p;
out float gl_ClipDistance[5];
out float gl_CullDistance[3];
layout(xfb_buffer = 0, xfb_stride = 32) out;
layout(xfb_buffer = 0, xfb_offset = 0, location = 0) out vec4 v;
layout(xfb_buffer = 0, xfb_offset = 16, location = 1) out vec2 w;
layout(location = 2) out Varyings { vec4 color; } varyings;
invariant v;
void main()
{
    v = vec4(p.s.a[0]);
    w = vec2(p.s.a[1]);
    varyings.color = v;
    gl_ClipDistance[4] = 1.0;
    gl_CullDistance[2] = 0.0;
    gl_Position = v;
}
