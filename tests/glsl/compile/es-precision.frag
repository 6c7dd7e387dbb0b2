#version 310 es
// ES precision: defaults (mediump float, lowp sampler2D), qualifiers,
// scoped defaults, and the RelaxedPrecision they become on variables,
// block members and every lowp/mediump result.
precision mediump float;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1) uniform highp sampler2D sharp;
layout(binding = 2) uniform highp sampler3D volume;
layout(binding = 3) uniform Params {
    vec4 tint;
    highp vec4 offset;
    lowp int mode;
};
layout(location = 0) in vec2 uv;
layout(location = 1) flat in int index;
layout(location = 0) out vec4 color;

highp float full(highp float x) { return x * x; }

void main()
{
    highp float h = uv.x;
    vec4 c = texture(tex, uv) * tint;
    {
        precision highp float;
        float inner = h + 1.0;
        c += texture(sharp, uv) * inner;
    }
    c += texture(volume, vec3(uv, h)) * float(index + mode);
    ivec2 size = textureSize(tex, 0);
    c.x += float(size.x) + full(offset.y);
    color = c;
}
