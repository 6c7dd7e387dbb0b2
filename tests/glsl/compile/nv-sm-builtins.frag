#version 450
// GL_NV_shader_sm_builtins: four highp uint inputs (Flat in a fragment
// shader), ShaderSMBuiltinsNV and SPV_NV_shader_sm_builtins.
#extension GL_NV_shader_sm_builtins : require
layout(location = 0) out uvec4 o;
void main()
{
    o = uvec4(gl_WarpsPerSMNV, gl_SMCountNV, gl_WarpIDNV, gl_SMIDNV);
}
