#version 450
// GL_EXT_fragment_shader_barycentric: gl_BaryCoordEXT, gl_BaryCoordNoPerspEXT,
// and pervertexEXT inputs (arrays of the triangle's 3 vertices, PerVertexKHR).
#extension GL_EXT_fragment_shader_barycentric : require
layout(location = 0) pervertexEXT in vec3 colors[];
layout(location = 1) pervertexEXT in Vertex { float w; } verts[3];
layout(location = 0) out vec4 color;

void main()
{
    vec3 b = gl_BaryCoordEXT, c = gl_BaryCoordNoPerspEXT;
    color = vec4(b.x * colors[0] + b.y * colors[1] + b.z * colors[2], dot(c, vec3(verts[0].w, verts[1].w, verts[2].w)));
}
