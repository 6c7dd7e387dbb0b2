#version 450
layout(location = 0) in vec4 color;
void main()
{
    gl_Position = gl_in[0].gl_Position;
    EmitVertex();
}
