#version 450
// GLSL 4.60 §4.3.9: a block name names nothing else at global scope, so its
// instance cannot take the same name (glslang: "block instance name
// redefinition").
layout(binding = 0) uniform Settings { vec4 tint; } Settings;
layout(location = 0) out vec4 color;
void main() { color = Settings.tint; }
