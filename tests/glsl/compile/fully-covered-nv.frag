#version 450
// GL_NV_conservative_raster_underestimation: gl_FragFullyCoveredNV is the
// FullyCoveredEXT built-in (SPV_EXT_fragment_fully_covered), as glslang
// emits it.
#extension GL_NV_conservative_raster_underestimation : enable
layout(location = 0) out vec4 color;
void main()
{
    color = vec4(gl_FragFullyCoveredNV ? 1.0 : 0.0);
}
