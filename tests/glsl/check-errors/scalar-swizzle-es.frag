#version 320 es
// GLSL ES swizzles vectors only (§5.5).
precision mediump float;
layout(location = 0) out vec4 o;
void main()
{
    float f = 1.0;
    vec2 v = vec2(2.0);
    o = vec4(f.xx, v.yx);
}
