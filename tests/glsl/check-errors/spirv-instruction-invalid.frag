#version 450
#extension GL_EXT_spirv_intrinsics : require
// What an opcode asks of its types and its place is beyond the grammar's
// operand lists: a module with spirv_instruction calls or spirv_type types
// goes through the validator, and its error is put on the call that made
// the instruction (glslang writes the module, and spirv-val refuses it).
spirv_instruction(id = 128) float iadd(float a, float b);   // OpIAdd takes integers
layout(location = 0) out vec4 o;
void main()
{
    o = vec4(1.0);
    o.x = iadd(o.y, 2.0);
}
