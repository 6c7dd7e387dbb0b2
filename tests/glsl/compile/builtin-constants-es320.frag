#version 320 es
// The built-in constants of GLSL ES 3.20 §7.2-7.3 that ES 3.10 lacks (the
// tessellation image and atomic counter limits) and the ES-only *Vectors
// limits, with glslang's default values.
#extension GL_NV_mesh_shader : enable // gl_MaxMeshViewCountNV is its
precision mediump float;
layout(location = 0) out vec4 o;
void main()
{
    int es = gl_MaxVertexOutputVectors + gl_MaxFragmentInputVectors + gl_MaxVertexUniformVectors +
             gl_MaxFragmentUniformVectors + gl_MinProgramTexelOffset + gl_MaxProgramTexelOffset;
    int tess = gl_MaxTessControlImageUniforms + gl_MaxTessEvaluationImageUniforms +
               gl_MaxTessControlAtomicCounters + gl_MaxTessEvaluationAtomicCounters +
               gl_MaxTessControlAtomicCounterBuffers + gl_MaxTessEvaluationAtomicCounterBuffers +
               gl_MaxTessPatchComponents + gl_MaxGeometryInputComponents;
    o = vec4(float(es), float(tess), float(gl_MaxMeshViewCountNV), 0.0);
}
