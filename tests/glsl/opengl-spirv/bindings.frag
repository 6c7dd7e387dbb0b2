#version 450
// SPIR-V for OpenGL (GL_ARB_gl_spirv): OpenGL assigns a module neither
// bindings nor locations, so uniform and buffer blocks need layout(binding)
// and default-block uniforms layout(location), as glslangValidator -G holds;
// samplers may go without a binding.
uniform U { vec4 a; };
buffer B { vec4 b; };
uniform vec4 loose;
uniform sampler2D tex;
layout(location = 0) out vec4 color;

void main()
{
    color = a + b + loose + texture(tex, vec2(0.0));
}
