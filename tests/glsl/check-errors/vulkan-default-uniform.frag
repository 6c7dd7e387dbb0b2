#version 450
// GL_KHR_vulkan_glsl: no default uniforms outside blocks, with or without a
// binding (it compiled to a UniformConstant float, which spirv-val rejects:
// VUID-StandaloneSpirv-UniformConstant-04655); opaque handles stay.
layout(set = 0, binding = 0) uniform float scale;
layout(set = 0, binding = 1) uniform vec4 colors[2];
struct S { vec4 v; };
layout(set = 0, binding = 2) uniform S s;
layout(set = 0, binding = 3) uniform sampler2D ok;
layout(location = 0) out vec4 c;
void main() { c = texture(ok, vec2(0.5)) * scale + colors[0] + s.v; }
