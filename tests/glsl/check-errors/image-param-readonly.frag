#version 450
// GLSL 4.60 §4.10: a parameter may add memory qualifiers, but an argument's
// readonly, writeonly, coherent and volatile must stay (only restrict may go).
layout(set = 0, binding = 0, rgba32f) uniform readonly image2D src;
layout(set = 0, binding = 1, rgba32f) uniform coherent volatile image2D dst;
layout(set = 0, binding = 2, rgba32f) uniform writeonly image2D sink;

vec4 load(image2D img) { return imageLoad(img, ivec2(0)); }
void store(volatile image2D img) { imageStore(img, ivec2(0), vec4(0.0)); }
void store2(coherent image2D img) { imageStore(img, ivec2(0), vec4(0.0)); }
void fine(restrict readonly coherent volatile image2D img) {}

layout(location = 0) out vec4 color;

void main()
{
    color = load(src);
    store(dst);
    store2(dst);
    fine(src);
    store2(sink);
}
