#version 450
layout(local_size_x = 1) in;
struct Material { sampler2D albedo; float roughness; };
layout(set = 0, binding = 0) uniform Material material;
void main()
{
    sampler2D copy;
}
