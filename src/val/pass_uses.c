/* glspv-val: how some values may be used.
 *
 * An OpSampledImage result is consumed only in its own block (and never by
 * OpPhi or OpSelect); SpecId decorates scalar specialization constants;
 * 8- and 16-bit values that only storage capabilities allow are loaded,
 * stored and converted, not computed with or made as constants; under
 * Vulkan, derivatives give 32-bit floats, the Offset image operand is for
 * gathers only, and an entry point's interface variables of one direction
 * do not share a location component. */
#include "val/val.h"

/* ---- sampled images stay in their block ---- */

static void check_sampled_images(Val *v)
{
    U32Map block_of = {0}; /* OpSampledImage result -> its block's label */
    uint32_t block = 0;
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpLabel)
            block = in->result_id;
        if (in->opcode == SpvOpSampledImage) {
            u32map_put(v->a, &block_of, in->result_id, block);
            continue;
        }
        for (uint16_t k = 0; k < in->operand_count; k++) {
            const SpvOperand *op = &in->operands[k];
            if (op->kind != SPV_KIND_IdRef)
                continue;
            uint32_t id = in->words[op->offset], where;
            if (!u32map_get(&block_of, id, &where))
                continue;
            if (in->opcode == SpvOpPhi || in->opcode == SpvOpSelect) {
                val_error(v, in, "Result <id> from OpSampledImage instruction must not appear as operands of Op%s. "
                          "Found result <id> '%u' as an operand of <id> '%u'.", in->info->name + 2, id,
                          in->result_id);
                return;
            }
            if (where != block) {
                val_error(v, val_def(v, id), "All OpSampledImage instructions must be in the same block in which "
                          "their Result <id> are consumed. OpSampledImage Result Type <id> '%u' has a consumer in a "
                          "different basic block. The consumer instruction <id> is '%u'.", id, in->result_id);
                return;
            }
        }
    }
}

/* ---- 8- and 16-bit values allowed for storage only ---- */

static int arithmetic_width_ok(const Val *v, uint32_t width, int is_float)
{
    if (width == 8)
        return val_has_capability(v, SpvCapabilityInt8);
    if (width == 16)
        return is_float ? val_has_capability(v, SpvCapabilityFloat16) || val_has_extension(v, "SPV_AMD_gpu_shader_half_float")
                        : val_has_capability(v, SpvCapabilityInt16) || val_has_extension(v, "SPV_AMD_gpu_shader_int16");
    return 1;
}

/* Instructions that 8/16-bit storage types may pass through. */
static int storage_use(uint32_t op)
{
    switch (op) {
    case SpvOpLoad: case SpvOpStore: case SpvOpCopyMemory: case SpvOpCopyObject: case SpvOpAccessChain:
    case SpvOpInBoundsAccessChain: case SpvOpVariable: case SpvOpFConvert: case SpvOpUConvert: case SpvOpSConvert:
    case SpvOpConvertFToU: case SpvOpConvertFToS: case SpvOpConvertSToF: case SpvOpConvertUToF: case SpvOpBitcast:
    case SpvOpCompositeExtract: case SpvOpCompositeInsert: case SpvOpCompositeConstruct: case SpvOpVectorShuffle:
    case SpvOpFunctionParameter: case SpvOpFunctionCall: case SpvOpReturnValue: case SpvOpPhi: case SpvOpUndef:
    case SpvOpCopyLogical: case SpvOpPtrAccessChain:
        return 1;
    default:
        return 0;
    }
}

static void check_small_types(Val *v)
{
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (!in->type_id || val_declares_type(in))
            continue;
        uint32_t scalar = val_scalar_of(v, in->type_id), width = val_width(v, scalar);
        if (width != 8 && width != 16)
            continue;
        int is_float = val_is_float_type(v, scalar, 1);
        if (arithmetic_width_ok(v, width, is_float))
            continue;
        if (val_declares_constant(in)) {
            val_error(v, in, "Cannot form constants of 8- or 16-bit types");
            return;
        }
        if (!storage_use(in->opcode)) {
            val_error(v, in, "Invalid use of 8- or 16-bit result");
            return;
        }
    }
}

/* ---- Vulkan ---- */

static void check_vulkan_uses(Val *v)
{
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *in = &v->insts.data[i];
        switch (in->opcode) {
        case SpvOpDPdx: case SpvOpDPdy: case SpvOpFwidth: case SpvOpDPdxFine: case SpvOpDPdyFine:
        case SpvOpFwidthFine: case SpvOpDPdxCoarse: case SpvOpDPdyCoarse: case SpvOpFwidthCoarse:
            if (val_width(v, in->type_id) != 32) {
                val_error(v, in, "Result type component width must be 32 bits");
                return;
            }
            break;
        case SpvOpImageSampleImplicitLod: case SpvOpImageSampleExplicitLod: case SpvOpImageSampleDrefImplicitLod:
        case SpvOpImageSampleDrefExplicitLod: case SpvOpImageSampleProjImplicitLod:
        case SpvOpImageSampleProjExplicitLod: case SpvOpImageSampleProjDrefImplicitLod:
        case SpvOpImageSampleProjDrefExplicitLod: case SpvOpImageFetch: case SpvOpImageRead: case SpvOpImageWrite:
        case SpvOpImageSparseSampleImplicitLod: case SpvOpImageSparseSampleExplicitLod:
        case SpvOpImageSparseSampleDrefImplicitLod: case SpvOpImageSparseSampleDrefExplicitLod:
        case SpvOpImageSparseFetch: case SpvOpImageSparseRead: {
            for (uint16_t k = 0; k < in->operand_count; k++) {
                if (in->operands[k].kind != SPV_KIND_ImageOperands)
                    continue;
                if (val_word(in, k) & SpvImageOperandsOffsetMask) {
                    val_error(v, in, "[VUID-StandaloneSpirv-Offset-04663] Image Operand Offset can only be used "
                              "with OpImage*Gather operations");
                    return;
                }
            }
            break;
        }
        default:
            break;
        }
    }
}

/* Locations an interface variable takes: each location's component mask. */
static void claim(Val *v, const SpvInst *ep, U32Map *taken, uint32_t loc, uint32_t comp, uint32_t type, int *bad)
{
    const SpvInst *d = val_def(v, type);
    if (!d || *bad)
        return;
    uint32_t n = 1, comps = 4, width = 32;
    switch (d->opcode) {
    case SpvOpTypeArray: {
        const SpvInst *len = val_def(v, val_word(d, 2));
        uint32_t count = len && len->opcode == SpvOpConstant ? val_word(len, 2) : 1;
        for (uint32_t i = 0; i < count && i < 4096 && !*bad; i++)
            claim(v, ep, taken, loc + i * 1, comp, val_word(d, 1), bad); /* one location per element (vectors) */
        return;
    }
    case SpvOpTypeMatrix:
        n = val_word(d, 2);
        comps = val_component_count(v, val_word(d, 1));
        width = val_width(v, val_word(d, 1));
        break;
    case SpvOpTypeVector: case SpvOpTypeInt: case SpvOpTypeFloat: case SpvOpTypeBool:
        comps = val_component_count(v, type);
        width = val_width(v, type);
        break;
    default:
        return; /* structs: per member, not checked here */
    }
    uint32_t per = comps * (width == 64 ? 2 : 1);
    if (per > 4) {
        n *= 2;
        per -= 4;
    }
    for (uint32_t l = 0; l < n; l++) {
        for (uint32_t c = comp; c < comp + (l + 1 == n ? per : 4) && c < 4; c++) {
            uint32_t key = ((loc + l) << 2 | c) + 1;
            if (u32map_get(taken, key, NULL)) {
                val_error(v, ep, "Entry-point has conflicting %s location assignment at location %u, component %u",
                          "interface", loc + l, c);
                *bad = 1;
                return;
            }
            u32map_put(v->a, taken, key, 1);
        }
    }
}

static void check_locations(Val *v)
{
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *ep = &v->insts.data[i];
        if (ep->opcode != SpvOpEntryPoint)
            continue;
        U32Map taken[2] = {{0}};
        int bad = 0;
        for (uint16_t k = 3; k < ep->operand_count && !bad; k++) {
            const SpvInst *var = val_def(v, val_word(ep, k));
            uint32_t loc, comp = 0, sc, pointee;
            if (!var || !val_pointer(v, var->type_id, &sc, &pointee) ||
                (sc != SpvStorageClassInput && sc != SpvStorageClassOutput) ||
                !val_decorated(v, var->result_id, -1, SpvDecorationLocation, &loc) ||
                val_decorated(v, var->result_id, -1, SpvDecorationPatch, NULL))
                continue;
            /* Arrays over the vertices of a primitive (PerVertexKHR) and the
             * mesh stages' per-vertex and per-primitive outputs are not
             * laid out like this. */
            uint32_t model0 = val_word(ep, 0);
            if (val_decorated(v, var->result_id, -1, 5285 /* PerVertexKHR */, NULL) ||
                model0 == SpvExecutionModelMeshNV || model0 == SpvExecutionModelMeshEXT ||
                model0 == SpvExecutionModelTaskNV || model0 == SpvExecutionModelTaskEXT)
                continue;
            val_decorated(v, var->result_id, -1, SpvDecorationComponent, &comp);
            /* Per-vertex arrays of the tessellation and geometry stages count one element. */
            uint32_t model = val_word(ep, 0);
            const SpvInst *pd = val_def(v, pointee);
            int arrayed = pd && pd->opcode == SpvOpTypeArray &&
                          ((sc == SpvStorageClassInput && (model == SpvExecutionModelTessellationControl ||
                                                           model == SpvExecutionModelTessellationEvaluation ||
                                                           model == SpvExecutionModelGeometry)) ||
                           (sc == SpvStorageClassOutput && model == SpvExecutionModelTessellationControl));
            uint32_t index = 0;
            val_decorated(v, var->result_id, -1, SpvDecorationIndex, &index);
            if (index)
                continue; /* dual-source outputs share locations by index */
            claim(v, ep, &taken[sc == SpvStorageClassInput], loc, comp, arrayed ? val_word(pd, 1) : pointee, &bad);
        }
    }
}

void val_uses(Val *v)
{
    check_sampled_images(v);
    if (!v->errors)
        check_small_types(v);
    if (!v->errors && v->vulkan)
        check_vulkan_uses(v);
    if (!v->errors && v->vulkan)
        check_locations(v);
}
