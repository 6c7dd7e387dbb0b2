#version 450
layout(location = 0) in int n;
void main()
{
    gl_ClipDistance[n] = 0.0;
    gl_Position = vec4(gl_ClipDistance.length());
    EmitVertex();
}
