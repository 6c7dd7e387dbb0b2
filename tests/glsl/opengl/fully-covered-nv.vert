#version 450
// gl_FragFullyCoveredNV is a fragment shader input only.
#extension GL_NV_conservative_raster_underestimation : enable
void main()
{
    gl_Position = vec4(gl_FragFullyCoveredNV ? 1.0 : 0.0);
}
