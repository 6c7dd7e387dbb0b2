#version 120
#extension GL_ARB_shader_texture_lod : enable
uniform sampler2D s;
uniform sampler2DShadow s2;
varying vec4 p;
void main()
{
    vec4 c = texture2DLod(s, p.xy, 2.0) + shadow2DProjLod(s2, p, 1.0);
    c += texture2DGradARB(s, p.xy, dFdx(p.xy), dFdy(p.xy));
    c += shadow2DProjGradARB(s2, p, dFdx(p.xy), dFdy(p.xy));
    gl_FragColor = c;
}
