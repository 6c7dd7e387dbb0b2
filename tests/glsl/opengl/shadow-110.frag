#version 110
uniform sampler1DShadow s1;
uniform sampler2DShadow s2;
varying vec4 p;
void main()
{
    vec4 c = shadow1D(s1, p.xyz) + shadow2D(s2, p.xyz, 0.5);
    c += shadow1DProj(s1, p) + shadow2DProj(s2, p, 1.0);
    gl_FragColor = c;
}
