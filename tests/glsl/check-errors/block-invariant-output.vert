#version 450
// §4.8.1: a whole output block is not invariant; its members can be.
layout(location = 0) invariant out Varyings { vec4 color; } v;
layout(location = 1) out Fine { invariant vec4 color; } f;
void main()
{
    v.color = vec4(1.0);
    f.color = vec4(0.5);
    gl_Position = vec4(0.0);
}
