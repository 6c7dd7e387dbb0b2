#version 450
// Vulkan resources need a binding: two left at binding 0 would alias.
// -fauto-bind-uniforms assigns the free ones instead.
layout(location = 0) out vec4 color;
uniform Globals { vec4 tint; };
layout(set = 1) uniform sampler2D picture;
void main() { color = tint * texture(picture, vec2(0.5)); }
