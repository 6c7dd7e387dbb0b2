#version 450
// Without GL_ARB_bindless_texture a sampler is a uniform or a parameter
// (GLSL 4.60 4.1.7): no input, block member or uvec2 constructor.
flat in sampler2D passed;
uniform vec2 uv;
out vec4 color;
void main() {
    color = texture(passed, uv);
}
