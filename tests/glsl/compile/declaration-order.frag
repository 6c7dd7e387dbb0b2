#version 450
// The module follows the source: a global declared after a function comes
// after that function's body, a function's id is made at its first call
// or its definition, and a function nothing calls is left out.
layout(location = 0) out vec4 color;

float later(float x);           // a prototype: called before its definition

float scale(float x) { return later(x) * 2.0; }

layout(binding = 0) uniform U { vec4 tint; } u;   // declared after scale

float unused(float x) { return x + 1.0; }         // dropped: nothing calls it

float later(float x) { return x + u.tint.x; }

layout(location = 0) in vec2 uv;                  // declared after later

void main()
{
    color = vec4(scale(uv.x), later(uv.y), 0.0, 1.0);
}
