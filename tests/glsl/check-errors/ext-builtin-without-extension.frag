#version 450
// gl_FragSizeEXT needs GL_EXT_fragment_invocation_density enabled.
layout(location = 0) out vec2 size;
void main()
{
    size = gl_FragSizeEXT;
}
