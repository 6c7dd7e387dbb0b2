#version 450
// GL_NV_conservative_raster_underestimation: gl_FragFullyCoveredNV, a bool
// input of fragment shaders, true when conservative rasterization found
// the fragment's area fully covered.
#extension GL_NV_conservative_raster_underestimation : enable
out vec4 color;
void main()
{
    color = vec4(gl_FragFullyCoveredNV ? 1.0 : 0.0);
}
