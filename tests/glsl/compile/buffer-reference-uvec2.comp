#version 450
// GL_EXT_buffer_reference_uvec2: references to and from uvec2 (OpBitcast),
// without 64-bit integers in the shader.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430) buffer Data { uint x; };
layout(binding = 0) buffer B { uvec2 address; uvec2 copy; };
void main()
{
    Data d = Data(address);
    d.x += 1u;
    copy = uvec2(d);
}
