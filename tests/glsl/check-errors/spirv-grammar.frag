#version 450
#extension GL_EXT_spirv_intrinsics : require
// GL_EXT_spirv_intrinsics names SPIR-V by number, but what it writes must
// decode: each form's operands must fit the grammar's list for that number
// (enumerant parameters included), and the number must be one the grammar
// has. glslang writes all of these into modules that cannot be read
// (spirv-val: "End of input reached while decoding", "invalid opcode").
spirv_decorate(30) layout(location = 0) in vec4 noLocation;
layout(location = 1) spirv_decorate_string(5635, "A", "B") in vec4 twoStrings;
layout(location = 2) spirv_decorate(99999, 1) in vec4 unknownDecoration;
spirv_storage_class(77777) float unknownClass;
spirv_execution_mode(7, 1);
spirv_execution_mode(38, 1, 1, 1);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32.0);
spirv_type(id = 21, 32) oneWordShort;
spirv_type(id = 61) notAType;
spirv_instruction(id = 5057) void unknownOpcode();
spirv_instruction(id = 61) void loadNoResult(spirv_by_reference vec4 p);
spirv_instruction(id = 0) vec4 nopWithResult();
spirv_instruction(id = 128) vec4 add3(vec4 a, vec4 b, vec4 c);
spirv_instruction(id = 62) void storeAligned(spirv_by_reference vec4 p, vec4 v, spirv_literal int access);
spirv_instruction(id = 62) void storeAlignedTo(spirv_by_reference vec4 p, vec4 v, spirv_literal int access,
                                               spirv_literal int alignment);
spirv_instruction(set = "GLSL.std.450", id = 9999) float unknownExtended(float x);
spirv_instruction(set = "GLSL.std.450", id = 4) float absOfTwo(float x, float y);
layout(location = 0) out vec4 o;
void main()
{
    o = add3(o, o, o) + vec4(absOfTwo(1.0, 2.0));
    storeAligned(o, vec4(1.0), 2);       // Aligned (0x2) takes the alignment after it
    storeAlignedTo(o, vec4(1.0), 2, 16); // which this gives: fine
}
