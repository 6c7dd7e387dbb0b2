#version 450 core
// The compatibility profile's structures are gone from the core profile
// (GLSL 4.60 7.4 keeps gl_DepthRangeParameters only).
void main()
{
    gl_DepthRangeParameters d = gl_DepthRange;
    gl_LightSourceParameters light;
    gl_Position = vec4(d.near);
}
