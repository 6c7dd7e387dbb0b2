#version 450
// gl_FragFullyCoveredNV exists only with GL_NV_conservative_raster_underestimation.
out vec4 color;
void main()
{
    color = vec4(gl_FragFullyCoveredNV ? 1.0 : 0.0);
}
