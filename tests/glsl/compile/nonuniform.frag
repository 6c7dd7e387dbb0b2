#version 450
// GL_EXT_nonuniform_qualifier: runtime-sized descriptor arrays, indexes
// made non-uniform by nonuniformEXT() or a nonuniformEXT variable, and the
// NonUniform decorations on the pointers and values they reach.
#extension GL_EXT_nonuniform_qualifier : require
layout(set = 0, binding = 0) uniform sampler2D images[];
layout(set = 0, binding = 1) uniform texture2D textures[];
layout(set = 0, binding = 2) uniform sampler samp;
layout(set = 0, binding = 3) buffer Data { vec4 value; } data[];
layout(set = 0, binding = 4) uniform samplerBuffer texels[];
layout(location = 0) flat in int index;
layout(location = 0) out vec4 color;

void main()
{
    nonuniformEXT int i = index + 1;
    color = texture(images[nonuniformEXT(index)], vec2(0.5));
    color += texture(nonuniformEXT(sampler2D(textures[index], samp)), vec2(0.5));
    color += texelFetch(texels[index], 3);
    data[i].value = color;
}
