#version 450
// Names that need care: an unnamed block (named by its type), a name that
// is a C keyword in upper case, names that differ only in case, a push
// constant block with an unnamed-looking member order.
layout(set = 0, binding = 0) uniform Camera { mat4 view; mat4 proj; };
layout(set = 0, binding = 1) uniform sampler2D int_;
layout(set = 1, binding = 0) uniform sampler2D Tex;
layout(set = 1, binding = 1) uniform sampler2D tex;
layout(push_constant) uniform Push { layout(offset = 64) mat4 model; } push;
layout(constant_id = 0) const int main_ = 3;
layout(location = 0) in vec3 pos;
layout(location = 3) in vec2 uv;
layout(location = 0) out vec2 v_uv;
void main() {
    v_uv = uv + texture(Tex, uv).xy + texture(tex, uv).xy + texture(int_, uv).xy * float(main_);
    gl_Position = proj * view * push.model * vec4(pos, 1.0);
}
