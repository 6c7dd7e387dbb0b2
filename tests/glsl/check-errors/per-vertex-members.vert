#version 450
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[2]; int gl_Other; };
void main()
{
    int i = 1;
    gl_Position = vec4(0.0);
    gl_PointSize = 2.0;
    gl_ClipDistance[i] = 1.0;
}
