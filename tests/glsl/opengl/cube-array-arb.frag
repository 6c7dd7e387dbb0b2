#version 130
#extension GL_ARB_texture_cube_map_array : enable
uniform samplerCubeArray s;
in vec4 p;
out vec4 color;
void main()
{
    color = texture(s, p);
}
