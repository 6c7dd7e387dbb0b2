#version 450
// GLSL 4.60 §4.3.9: block names live apart from other names but at global
// scope: a local variable may take a block's name, members of blocks with
// instance names may share names with each other and with globals, and a
// uniform block and a buffer block (two interfaces) may share a block name.
layout(binding = 0) uniform Common { vec4 tint; float scale; } settings;
layout(binding = 1) buffer Common { vec4 tint; } data;
layout(binding = 2) uniform Extra { float scale; };
float tint = 0.25;
layout(location = 0) out vec4 color;
void main()
{
    float Common = settings.scale + scale;
    color = settings.tint * Common + data.tint + vec4(tint);
}
