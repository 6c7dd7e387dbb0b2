#version 310 es
// GL_EXT_primitive_bounding_box (ES 3.20 §7.1.3: gl_BoundingBox): a hint
// that devices may ignore and Vulkan has no built-in for, so the writes go to
// a private array (glslang writes an output that no stage reads).
#extension GL_EXT_tessellation_shader : require
#extension GL_EXT_primitive_bounding_box : require
layout(vertices = 3) out;
void main()
{
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    gl_BoundingBoxEXT[0] = vec4(-1.0);
    gl_BoundingBoxEXT[1] = vec4(1.0);
    gl_TessLevelOuter[0] = 1.0;
    gl_TessLevelOuter[1] = 1.0;
    gl_TessLevelOuter[2] = 1.0;
    gl_TessLevelInner[0] = 1.0;
}
