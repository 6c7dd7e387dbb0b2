#version 450
#extension GL_EXT_spirv_intrinsics : require
// A variable made built-in with spirv_decorate(11, N) next to the stage's own
// built-in N, or to another such variable, of the same storage: an entry
// point has each built-in once per storage class
// (VUID-StandaloneSpirv-OpEntryPoint-09658). glslang emits both; spirv-val
// does not check the rule. A built-in the shader does not name is no clash
// (spirv-decorate.frag: gl_BaryCoordNoPerspAMD).
spirv_decorate(11, 15) in vec4 coord;          // FragCoord, as gl_FragCoord
spirv_decorate(11, 17) in bool facing;         // FrontFacing
spirv_decorate(11, 17) in bool facing2;        // FrontFacing again
spirv_decorate(11, 18) in int sample_id;       // SampleId: gl_SampleID is not named
layout(location = 0) out vec4 o;
void main() { o = coord + gl_FragCoord + vec4(facing, facing2, sample_id, 0); }
