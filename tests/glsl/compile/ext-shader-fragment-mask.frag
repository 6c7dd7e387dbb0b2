#version 450
// GL_AMD_shader_fragment_mask: OpFragmentMaskFetchAMD and OpFragmentFetchAMD
// of multisampled textures and subpass inputs (at the fragment's own texel).
#extension GL_AMD_shader_fragment_mask : enable
layout(binding = 0) uniform sampler2DMS s;
layout(binding = 1) uniform usampler2DMSArray us;
layout(binding = 2, input_attachment_index = 0) uniform isubpassInputMS sp;
layout(location = 0) flat in ivec3 p;
layout(location = 0) out vec4 color;

void main()
{
    uint mask = fragmentMaskFetchAMD(s, p.xy);
    vec4 f = fragmentFetchAMD(s, p.xy, mask & 0xfu);
    mask = fragmentMaskFetchAMD(us, p);
    f += vec4(fragmentFetchAMD(us, p, (mask >> 4) & 0xfu));
    mask = fragmentMaskFetchAMD(sp);
    color = f + vec4(fragmentFetchAMD(sp, mask >> 8));
}
