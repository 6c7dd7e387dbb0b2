#version 450
// Huge arrays: comparing two element by element would unroll billions of
// instructions (refused), and their locations pass any device's. ({} of
// one is OpConstantNull: fine.)
#extension GL_EXT_null_initializer : enable
layout(location = 0) out vec4 color;
layout(location = 1) out float many[2147483647];
float a[2147483647];
float b[2147483647] = {};
void main()
{
    color = vec4(a == b ? 1.0 : 0.0);
}
