#version 450
// target-env: opengl4.5
// GL_ARB_gl_spirv: a uniform outside a block is a UniformConstant variable
// found by its Location (no DescriptorSet or Binding); samplers keep their
// binding; an initializer is the OpVariable's. OpenGL's fragment origin is
// the lower left.
layout(location = 3) uniform vec4 tint;
layout(location = 4) uniform float weights[2];
layout(location = 6) uniform mat2 m;
layout(location = 8) uniform float gain = 2.0;
layout(binding = 1) uniform sampler2D tex;
layout(binding = 0, std140) uniform Block { vec4 bias; };
layout(location = 0) out vec4 color;

void main()
{
    vec2 uv = m * gl_FragCoord.xy;
    color = tint * weights[1] * gain + texture(tex, uv) + bias;
}
