#version 430
// Layout qualifiers that came later than the version, or with an extension:
// component and align with 4.40 (or GL_ARB_enhanced_layouts), scalar with
// GL_EXT_scalar_block_layout.
layout(location = 1, component = 2) in float x;
layout(location = 0) out vec4 color;
layout(binding = 0, std430) buffer Aligned { layout(align = 16) float a; };
layout(binding = 1, scalar) buffer Packed { vec3 p; float q; };
void main()
{
    color = vec4(x + a + p.x + q);
}
