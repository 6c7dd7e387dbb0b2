#version 450
// GLSL 4.60 §4.3.9 and §4.1.8: block and structure members have no
// initializers (glslang: a syntax error).
layout(binding = 0) uniform Settings { vec4 tint = vec4(1.0); float scale; } settings;
struct Light { float range = 2.0; };
layout(location = 0) out vec4 color;
void main() { color = settings.tint; }
