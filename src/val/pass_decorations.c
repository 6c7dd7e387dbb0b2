/* glspv-val: decorations on what they may decorate (SPIR-V 3.20,
 * "Decoration", and the Vulkan environment's rules), as spirv-val checks
 * them at each OpDecorate, OpDecorateId and OpMemberDecorate:
 *   - decorations that take ids go with OpDecorateId, the others not;
 *   - RowMajor, ColMajor and MatrixStride decorate members only, and a list
 *     of others (SpecId, Block, Binding, ...) never a member;
 *   - the target's kind: a structure for Block and its kin, an array or
 *     pointer type for ArrayStride, a variable for Location, Binding and the
 *     like, a memory object declaration of pointer type for Flat, NonWritable
 *     and the like, a variable or constant for BuiltIn (a constant for
 *     WorkgroupSize under Shader), a scalar specialization constant for
 *     SpecId;
 *   - under Vulkan, the storage class of the variable: Input or Output (or a
 *     ray tracing class) for Location and Component, Output for Index, a
 *     resource class for Binding and DescriptorSet, and so on; no GLSLShared
 *     or GLSLPacked at all.
 * A decoration group is decorated freely: its targets are not checked
 * through it. */
#include "val/val.h"

static const char *decoration_name(uint32_t d)
{
    const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_Decoration, d);
    return e ? e->name : "Unknown";
}

static int takes_ids(uint32_t d)
{
    return d == SpvDecorationUniformId || d == SpvDecorationAlignmentId || d == SpvDecorationMaxByteOffsetId ||
           d == SpvDecorationCounterBuffer;
}

static int members_only(uint32_t d)
{
    return d == SpvDecorationRowMajor || d == SpvDecorationColMajor || d == SpvDecorationMatrixStride;
}

static int never_on_members(uint32_t d)
{
    switch (d) {
    case SpvDecorationSpecId: case SpvDecorationBlock: case SpvDecorationBufferBlock: case SpvDecorationArrayStride:
    case SpvDecorationGLSLShared: case SpvDecorationGLSLPacked: case SpvDecorationCPacked:
    /* (not Restrict: glslang puts it on members) */
    case SpvDecorationAliased: case SpvDecorationConstant: case SpvDecorationUniform: case SpvDecorationUniformId:
    case SpvDecorationSaturatedConversion: case SpvDecorationIndex: case SpvDecorationBinding:
    case SpvDecorationDescriptorSet: case SpvDecorationFuncParamAttr: case SpvDecorationFPRoundingMode:
    case SpvDecorationFPFastMathMode: case SpvDecorationLinkageAttributes: case SpvDecorationNoContraction:
    case SpvDecorationInputAttachmentIndex: case SpvDecorationAlignment: case SpvDecorationMaxByteOffset:
    case SpvDecorationAlignmentId: case SpvDecorationMaxByteOffsetId: case SpvDecorationNoSignedWrap:
    case SpvDecorationNoUnsignedWrap: case SpvDecorationNonUniform: case SpvDecorationRestrictPointer:
    case SpvDecorationAliasedPointer: case SpvDecorationCounterBuffer:
        return 1;
    default:
        return 0;
    }
}

/* "<VUID>Flat decoration on target <id> '4' " and what is wrong. */
static void fail(Val *v, const SpvInst *in, const char *vuid, uint32_t dec, uint32_t target, const char *what)
{
    val_error(v, in, "%s%s decoration on target <id> '%u' %s", vuid, decoration_name(dec), target, what);
}

/* The target's kind; 1 when an error was reported. */
static int check_kind(Val *v, const SpvInst *in, uint32_t dec, const SpvInst *target)
{
    uint32_t op = target->opcode, id = target->result_id;
    switch (dec) {
    case SpvDecorationSpecId:
        if (op != SpvOpSpecConstantTrue && op != SpvOpSpecConstantFalse && op != SpvOpSpecConstant)
            return fail(v, in, "", dec, id, "must be a scalar specialization constant"), 1;
        return 0;
    case SpvDecorationBlock: case SpvDecorationBufferBlock: case SpvDecorationGLSLShared:
    case SpvDecorationGLSLPacked: case SpvDecorationCPacked:
        if (op != SpvOpTypeStruct)
            return fail(v, in, "", dec, id, "must be a structure type"), 1;
        return 0;
    case SpvDecorationArrayStride:
        if (op != SpvOpTypeArray && op != SpvOpTypeRuntimeArray && op != SpvOpTypePointer)
            return fail(v, in, "", dec, id, "must be an array or pointer type"), 1;
        return 0;
    case SpvDecorationBuiltIn:
        if (op != SpvOpVariable && !val_is_constant_opcode(op)) {
            val_error(v, in, "BuiltIns can only target variables, structure members or constants");
            return 1;
        }
        if (val_has_capability(v, SpvCapabilityShader) && val_word(in, 2) == SpvBuiltInWorkgroupSize) {
            if (!val_is_constant_opcode(op))
                return fail(v, in, "", dec, id, "must be a constant for WorkgroupSize"), 1;
        } else if (op != SpvOpVariable) {
            return fail(v, in, "", dec, id, "must be a variable"), 1;
        }
        return 0;
    case SpvDecorationNoPerspective: case SpvDecorationFlat: case SpvDecorationPatch: case SpvDecorationCentroid:
    case SpvDecorationSample: case SpvDecorationRestrict: case SpvDecorationAliased: case SpvDecorationVolatile:
    case SpvDecorationCoherent: case SpvDecorationNonWritable: case SpvDecorationNonReadable:
    case SpvDecorationXfbBuffer: case SpvDecorationXfbStride: case SpvDecorationComponent: case SpvDecorationStream:
    case SpvDecorationRestrictPointer: case SpvDecorationAliasedPointer:
        if (op != SpvOpVariable && op != SpvOpFunctionParameter)
            return fail(v, in, "", dec, id, "must be a memory object declaration"), 1;
        if (val_def_opcode(v, target->type_id) != SpvOpTypePointer)
            return fail(v, in, "", dec, id, "must be a pointer type"), 1;
        return 0;
    case SpvDecorationInvariant: case SpvDecorationConstant: case SpvDecorationLocation: case SpvDecorationIndex:
    case SpvDecorationBinding: case SpvDecorationDescriptorSet: case SpvDecorationInputAttachmentIndex:
        if (op != SpvOpVariable)
            return fail(v, in, "", dec, id, "must be a variable"), 1;
        return 0;
    default:
        return 0;
    }
}

/* Under Vulkan, the storage class of the target (its type's second operand,
 * Uniform when the type has none, as spirv-val takes it); 1 when an error
 * was reported. */
static int check_vulkan_class(Val *v, const SpvInst *in, uint32_t dec, const SpvInst *target)
{
    const SpvInst *type = val_def(v, target->type_id);
    uint32_t sc = type && type->operand_count > 2 ? val_word(type, 1) : SpvStorageClassUniform;
    switch (dec) {
    case SpvDecorationLocation: case SpvDecorationComponent:
        switch (sc) {
        case SpvStorageClassInput: case SpvStorageClassOutput: case SpvStorageClassRayPayloadKHR:
        case SpvStorageClassIncomingRayPayloadKHR: case SpvStorageClassHitAttributeKHR:
        case SpvStorageClassCallableDataKHR: case SpvStorageClassIncomingCallableDataKHR:
        case SpvStorageClassShaderRecordBufferKHR: case SpvStorageClassHitObjectAttributeNV:
            return 0;
        default:
            val_error(v, target, "[VUID-StandaloneSpirv-Location-06672] %s decoration must not be applied to this "
                      "storage class", decoration_name(dec));
            return 1;
        }
    case SpvDecorationIndex:
        if (sc != SpvStorageClassOutput)
            return fail(v, in, "", dec, target->result_id, "must be in the Output storage class"), 1;
        return 0;
    case SpvDecorationBinding: case SpvDecorationDescriptorSet:
        if (sc != SpvStorageClassStorageBuffer && sc != SpvStorageClassUniform && sc != SpvStorageClassUniformConstant)
            return fail(v, in, "[VUID-StandaloneSpirv-DescriptorSet-06491] ", dec, target->result_id,
                        "must be in the StorageBuffer, Uniform, or UniformConstant storage class"), 1;
        return 0;
    case SpvDecorationInputAttachmentIndex:
        if (sc != SpvStorageClassUniformConstant)
            return fail(v, in, "[VUID-StandaloneSpirv-InputAttachmentIndex-06678] ", dec, target->result_id,
                        "must be in the UniformConstant storage class"), 1;
        return 0;
    case SpvDecorationFlat: case SpvDecorationNoPerspective: case SpvDecorationCentroid: case SpvDecorationSample:
        if (sc != SpvStorageClassInput && sc != SpvStorageClassOutput)
            return fail(v, in, "[VUID-StandaloneSpirv-Flat-04670] ", dec, target->result_id,
                        "storage class must be Input or Output"), 1;
        return 0;
    case SpvDecorationPerVertexKHR:
        if (sc != SpvStorageClassInput)
            return fail(v, in, "[VUID-StandaloneSpirv-PerVertex-06777] ", dec, target->result_id,
                        "storage class must be Input"), 1;
        return 0;
    default:
        return 0;
    }
}

static void check_decorate(Val *v, const SpvInst *in)
{
    uint32_t dec = val_word(in, 1);
    const SpvInst *target = val_def(v, val_word(in, 0));
    if (!target)
        return; /* val_ids has said so */
    if (v->vulkan && (dec == SpvDecorationGLSLShared || dec == SpvDecorationGLSLPacked)) {
        val_error(v, in, "[VUID-StandaloneSpirv-GLSLShared-04669] OpDecorate decoration '%s' is not valid for the "
                  "Vulkan execution environment.", decoration_name(dec));
        return;
    }
    if (takes_ids(dec)) {
        val_error(v, in, "Decorations taking ID parameters may not be used with OpDecorateId");
        return;
    }
    if (target->opcode == SpvOpDecorationGroup)
        return;
    if (members_only(dec)) {
        val_error(v, in, "%s can only be applied to structure members", decoration_name(dec));
        return;
    }
    if (!check_kind(v, in, dec, target) && v->vulkan)
        check_vulkan_class(v, in, dec, target);
}

void val_decorations(Val *v)
{
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *in = &v->insts.data[i];
        switch (in->opcode) {
        case SpvOpDecorate:
            check_decorate(v, in);
            break;
        case SpvOpDecorateId:
            if (!takes_ids(val_word(in, 1)))
                val_error(v, in, "Decorations that don't take ID parameters may not be used with OpDecorateId");
            break;
        case SpvOpMemberDecorate:
            if (never_on_members(val_word(in, 2)))
                val_error(v, in, "%s cannot be applied to structure members", decoration_name(val_word(in, 2)));
            break;
        default:
            break;
        }
    }
}
