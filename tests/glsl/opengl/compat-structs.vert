#version 120
// The fixed-function state of GLSL 1.20 7.5: structures of uniforms.
void main()
{
    vec4 c = gl_LightSource[0].diffuse * gl_FrontMaterial.diffuse + gl_LightModel.ambient;
    c += gl_FrontLightProduct[1].specular + gl_BackLightModelProduct.sceneColor;
    c *= gl_LightSource[gl_MaxLights - 1].spotCosCutoff + gl_BackMaterial.shininess;
    c.a = gl_Fog.density + gl_Point.sizeMax + gl_DepthRange.diff;
    gl_FrontColor = c;
    gl_Position = ftransform();
}
