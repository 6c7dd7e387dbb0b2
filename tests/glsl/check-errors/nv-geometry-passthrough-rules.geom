#version 450
// A passthrough geometry shader (GL_NV_geometry_shader_passthrough, its
// changes to GLSL 4.30 4.4.1.2) declares no output primitive and no
// max_vertices (the input's are implied), has one invocation and emits no
// vertices; passthrough qualifies inputs, not 'in;' alone nor outputs, nor
// the one-per-primitive gl_PrimitiveIDIn.
#extension GL_NV_geometry_shader_passthrough : require
layout(triangles, invocations = 2) in;
layout(triangle_strip, max_vertices = 3) out;
layout(passthrough) in;
layout(passthrough, location = 0) in vec4 color[];
layout(passthrough, location = 0) out vec4 result;
layout(passthrough) in int gl_PrimitiveIDIn;
void main()
{
    result = color[0];
    EmitVertex();
}
