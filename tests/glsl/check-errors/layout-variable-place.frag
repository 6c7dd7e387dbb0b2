#version 450
// GLSL 4.60 §4.4 (the table of layout qualifiers) and GL_KHR_vulkan_glsl:
// binding and set qualify uniforms, location and component inputs and
// outputs, offset and align block members, the packings blocks, row_major
// and column_major uniforms and blocks. Locals take no layout qualifier.
layout(location = 0, binding = 1) in vec4 a;
layout(location = 1, set = 1) in vec4 b;
layout(std140, binding = 0) uniform sampler2D s;
layout(offset = 0, location = 0) out vec4 o;
layout(align = 16) const float k = 1.0;
layout(binding = 1) uniform sampler2D fine;
void main()
{
    layout(location = 2) vec4 x = a + b;
    layout(row_major) mat4 m = mat4(1.0);
    layout(binding = 3) float y = k;
    o = x + m[0] + vec4(y) + texture(s, vec2(0.0)) + texture(fine, vec2(0.0));
}
