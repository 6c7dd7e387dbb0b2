#version 140
#extension GL_ARB_separate_shader_objects : enable
in vec4 p;
out vec4 gl_Position;
out float gl_ClipDistance[2];
void main()
{
    gl_Position = p;
    gl_ClipDistance[1] = p.x;
}
