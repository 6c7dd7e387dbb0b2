#version 320 es
precision highp float;
layout(location = 0, component = 2) in vec2 uv;
layout(location = 0, index = 1) out vec4 color;
void main()
{
    color = vec4(fwidthFine(uv), uv);
    EmitStreamVertex(0);
}
