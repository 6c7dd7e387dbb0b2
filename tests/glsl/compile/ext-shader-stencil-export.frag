#version 450
// GL_ARB_shader_stencil_export: gl_FragStencilRefARB (FragStencilRefEXT, StencilExportEXT).
#extension GL_ARB_shader_stencil_export : enable
out int gl_FragStencilRefARB;

void main()
{
    gl_FragStencilRefARB = int(gl_FragCoord.x) & 0xff;
}
