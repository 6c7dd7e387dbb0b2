#version 120
// GLSL 1.20 7.5 (and the compatibility profile's 7.4.1): the structures of
// the built-in uniform state are types a shader may declare variables of,
// the same type as the uniforms' (front and back alike).
void main()
{
    gl_LightSourceParameters light = gl_LightSource[0];
    gl_MaterialParameters m = gl_FrontMaterial;
    m = gl_BackMaterial;
    gl_LightProducts p = gl_FrontLightProduct[1];
    p = gl_BackLightProduct[0];
    gl_FogParameters f = gl_Fog;
    gl_DepthRangeParameters d = gl_DepthRange;
    gl_Position = light.position + m.ambient + p.diffuse + f.color + vec4(d.far);
}
