#version 120
uniform sampler2DShadow s2;
varying vec4 p;
void main()
{
    gl_FragColor = shadow2D(s2, p.xyz);
    gl_FragColor += shadow2DProjLod(s2, p, 1.0);
}
