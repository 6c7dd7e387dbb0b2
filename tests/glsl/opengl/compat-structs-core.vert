#version 150
in vec4 p;
void main()
{
    gl_Position = p * gl_DepthRange.far;
    gl_Position += gl_LightSource[0].position;
}
