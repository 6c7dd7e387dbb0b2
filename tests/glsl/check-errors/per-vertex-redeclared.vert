#version 450
void f() { gl_Position = vec4(0.0); }
out gl_PerVertex { vec4 gl_Position; };
void main()
{
    gl_PointSize = 1.0;
}
