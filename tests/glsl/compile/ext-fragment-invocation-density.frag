#version 450
// GL_EXT_fragment_invocation_density: gl_FragSizeEXT, gl_FragInvocationCountEXT.
#extension GL_EXT_fragment_invocation_density : require
layout(location = 0) out vec2 size;
layout(location = 1) out int count;

void main()
{
    size = gl_FragSizeEXT;
    count = gl_FragInvocationCountEXT;
}
