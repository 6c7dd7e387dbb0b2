#version 100
#extension GL_EXT_shader_texture_lod : enable
precision mediump float;
uniform sampler2D s;
uniform samplerCube sc;
varying vec2 uv;
void main()
{
    gl_FragColor = texture2DLodEXT(s, uv, 1.0) + texture2DProjGradEXT(s, vec3(uv, 1.0), uv, uv);
    gl_FragColor += textureCubeLodEXT(sc, vec3(uv, 1.0), 2.0) + textureCubeGradEXT(sc, vec3(uv, 1.0), vec3(uv, 1.0), vec3(uv, 1.0));
}
