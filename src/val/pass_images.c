/* glspv-val: image and atomic instructions.
 *
 * Sampling takes a sampled image and float coordinates and gives a
 * four-component vector of the image's sampled type (a scalar with a depth
 * reference, which is a 32-bit float); fetches, reads and writes take
 * images (sampled for fetches, storage for reads and writes) and integer
 * coordinates; size queries give integers. Atomics take a pointer to an
 * integer or float scalar in memory atomics can reach, return its type,
 * and take their scope and semantics as 32-bit integer ids. */
#include "val/val.h"

static uint32_t operand_type(const Val *v, const SpvInst *in, uint16_t k)
{
    return val_type_of(v, val_word(in, k));
}

/* The OpTypeImage behind an image or sampled-image type, or NULL. */
static const SpvInst *image_of(const Val *v, uint32_t type)
{
    const SpvInst *d = val_def(v, type);
    if (d && d->opcode == SpvOpTypeSampledImage)
        d = val_def(v, val_word(d, 1));
    return d && d->opcode == SpvOpTypeImage ? d : NULL;
}

static void check_sample(Val *v, const SpvInst *in, int dref, int proj)
{
    uint32_t st = operand_type(v, in, 2);
    if (val_def_opcode(v, st) != SpvOpTypeSampledImage) {
        val_error(v, in, "Expected Sampled Image to be of type OpTypeSampledImage");
        return;
    }
    const SpvInst *img = image_of(v, st);
    if (!img)
        return;
    uint32_t sampled = val_word(img, 1);
    int sparse = val_def_opcode(v, in->type_id) == SpvOpTypeStruct; /* { residency code, texel } */
    if (dref) {
        if (!sparse && !val_is_float_type(v, in->type_id, 1) && !val_is_int_type(v, in->type_id, 1))
            val_error(v, in, "Expected Result Type to be int or float scalar type");
        else if (!sparse && val_scalar_of(v, in->type_id) != sampled)
            val_error(v, in, "Expected Image 'Sampled Type' to be the same as Result Type");
        else if (!val_is_float_type(v, operand_type(v, in, 4), 1) || val_width(v, operand_type(v, in, 4)) != 32)
            val_error(v, in, "Expected Dref to be of 32-bit float type");
    } else if (!sparse) {
        if (val_component_count(v, in->type_id) != 4 || val_scalar_of(v, in->type_id) != sampled)
            val_error(v, in, "Expected Result Type to be a 4-component vector of the image's Sampled Type");
    }
    uint32_t coord = operand_type(v, in, 3);
    if (!val_is_float_type(v, coord, 0) && !(val_is_int_type(v, coord, 0) && val_has_capability(v, SpvCapabilityKernel))) {
        val_error(v, in, "Expected Coordinate to be float scalar or vector");
        return;
    }
    (void)proj;
    /* Bias and Lod (the first operands after the mask) are float scalars. */
    uint16_t mask_at = (uint16_t)(dref ? 5 : 4);
    if (mask_at >= in->operand_count)
        return;
    uint32_t mask = val_word(in, mask_at);
    uint16_t at = (uint16_t)(mask_at + 1);
    if (mask & SpvImageOperandsBiasMask) {
        if (!val_is_float_type(v, operand_type(v, in, at), 1)) {
            val_error(v, in, "Expected Image Operand Bias to be float scalar");
            return;
        }
        at++;
    }
    if ((mask & SpvImageOperandsLodMask) && !val_is_float_type(v, operand_type(v, in, at), 1))
        val_error(v, in, "Expected Image Operand Lod to be float scalar when used with ExplicitLod");
}

/* The operand of image operand `bit` in an instruction whose mask is
 * operand `mask_at`: the operands follow the mask in bit order (Grad takes
 * two). 0 when the bit is not set or the instruction is too short. */
static uint16_t image_operand_at(const SpvInst *in, uint16_t mask_at, uint32_t bit)
{
    if (mask_at >= in->operand_count || !(val_word(in, mask_at) & bit))
        return 0;
    uint32_t mask = val_word(in, mask_at);
    uint16_t at = (uint16_t)(mask_at + 1);
    for (uint32_t b = 1; b < bit; b <<= 1) {
        if (mask & b)
            at = (uint16_t)(at + (b == SpvImageOperandsGradMask ? 2 : 1));
    }
    return at < in->operand_count ? at : 0;
}

static void check_image_access(Val *v, const SpvInst *in)
{
    int write = in->opcode == SpvOpImageWrite;
    uint32_t it = operand_type(v, in, write ? 0 : 2);
    const SpvInst *img = val_def(v, it);
    if (!img || img->opcode != SpvOpTypeImage) {
        val_error(v, in, "Expected Image to be of type OpTypeImage");
        return;
    }
    uint32_t sampled = val_word(img, 6), dim = val_word(img, 2);
    if (in->opcode == SpvOpImageFetch && sampled != 1) {
        val_error(v, in, "Expected Image 'Sampled' parameter to be 1");
        return;
    }
    if ((in->opcode == SpvOpImageRead || write) && sampled == 1 && dim != SpvDimSubpassData) {
        val_error(v, in, "Expected Image 'Sampled' parameter to be 0 or 2");
        return;
    }
    uint32_t coord = operand_type(v, in, write ? 1 : 3);
    if (!val_is_int_type(v, coord, 0) && !(val_is_float_type(v, coord, 0) && val_has_capability(v, SpvCapabilityKernel)))
        val_error(v, in, "Expected Coordinate to be int scalar or vector");
    else if (write && val_scalar_of(v, operand_type(v, in, 2)) != val_word(img, 1) &&
             val_def_opcode(v, val_word(img, 1)) != SpvOpTypeVoid)
        val_error(v, in, "Expected Texel to have the same component type as Image Sampled Type");
    else {
        uint16_t sample = image_operand_at(in, (uint16_t)(write ? 3 : 4), SpvImageOperandsSampleMask);
        if (sample && !val_is_int_type(v, operand_type(v, in, sample), 1))
            val_error(v, in, "Expected Image Operand Sample to be int scalar");
    }
}

/* Whether an instruction takes the Lod image operand: the explicit-lod
 * samplings and the fetches; OpImageRead, OpImageWrite and
 * OpImageSparseRead with ImageReadWriteLodAMD (SPV_AMD_shader_image_load_store_lod
 * extends the operand to those three only); the gathers with
 * ImageGatherBiasLodAMD. */
static int takes_lod(const Val *v, uint16_t opcode)
{
    switch (opcode) {
    case SpvOpImageSampleExplicitLod: case SpvOpImageSampleDrefExplicitLod: case SpvOpImageSampleProjExplicitLod:
    case SpvOpImageSampleProjDrefExplicitLod: case SpvOpImageSparseSampleExplicitLod:
    case SpvOpImageSparseSampleDrefExplicitLod: case SpvOpImageSparseSampleProjExplicitLod:
    case SpvOpImageSparseSampleProjDrefExplicitLod: case SpvOpImageFetch: case SpvOpImageSparseFetch:
    case SpvOpImageSampleFootprintNV:
        return 1;
    case SpvOpImageRead: case SpvOpImageWrite: case SpvOpImageSparseRead:
        return val_has_capability(v, SpvCapabilityImageReadWriteLodAMD);
    case SpvOpImageGather: case SpvOpImageSparseGather:
        return val_has_capability(v, SpvCapabilityImageGatherBiasLodAMD);
    default:
        return 0;
    }
}

/* The rules of the Lod image operand on every image instruction: never
 * with Grad, and only on the instructions that take it. */
static void check_lod_operand(Val *v, const SpvInst *in)
{
    uint16_t mask_at = 0;
    while (mask_at < in->operand_count && in->operands[mask_at].kind != SPV_KIND_ImageOperands)
        mask_at++;
    if (mask_at >= in->operand_count)
        return;
    uint32_t mask = val_word(in, mask_at);
    if (!(mask & SpvImageOperandsLodMask))
        return;
    if (mask & SpvImageOperandsGradMask)
        val_error(v, in, "Image Operand bits Lod and Grad cannot be set at the same time");
    else if (takes_lod(v, in->opcode))
        return;
    else if (in->opcode == SpvOpImageRead || in->opcode == SpvOpImageWrite || in->opcode == SpvOpImageSparseRead)
        val_error(v, in, "Image Operand Lod on %s requires the ImageReadWriteLodAMD capability "
                  "(SPV_AMD_shader_image_load_store_lod)", in->info->name);
    else
        val_error(v, in, "Image Operand Lod can only be used with ExplicitLod opcodes and OpImageFetch (and, "
                  "with ImageReadWriteLodAMD, OpImageRead, OpImageWrite and OpImageSparseRead)");
}

static void check_query_size(Val *v, const SpvInst *in)
{
    if (!val_is_int_type(v, in->type_id, 0))
        val_error(v, in, "Expected Result Type to be int scalar or vector type");
    else if (!image_of(v, operand_type(v, in, 2)) || val_def_opcode(v, operand_type(v, in, 2)) != SpvOpTypeImage)
        val_error(v, in, "Expected Image to be of type OpTypeImage");
}

static int atomic_storage(uint32_t sc)
{
    return sc == SpvStorageClassWorkgroup || sc == SpvStorageClassStorageBuffer || sc == SpvStorageClassUniform ||
           sc == SpvStorageClassImage || sc == SpvStorageClassPhysicalStorageBuffer ||
           sc == SpvStorageClassCrossWorkgroup || sc == SpvStorageClassGeneric || sc == SpvStorageClassFunction ||
           sc == SpvStorageClassTaskPayloadWorkgroupEXT || sc == SpvStorageClassAtomicCounter; /* OpenGL's counters */
}

static void check_atomic(Val *v, const SpvInst *in)
{
    int store = in->opcode == SpvOpAtomicStore;
    uint16_t ptr_at = store ? 0 : 2;
    uint32_t sc, pointee;
    if (!val_pointer(v, operand_type(v, in, ptr_at), &sc, &pointee)) {
        val_error(v, in, "%s: expected Pointer to be of type OpTypePointer", in->info->name + 2);
        return;
    }
    if (!val_is_int_type(v, pointee, 1) && !val_is_float_type(v, pointee, 1)) {
        val_error(v, in, "%s: expected Pointer to point to a value of 32 or 64-bit scalar integer or float type",
                  in->info->name + 2);
        return;
    }
    if (!atomic_storage(sc)) {
        val_error(v, in, "%s: the pointer's storage class cannot take atomics", in->info->name + 2);
        return;
    }
    if (!store && in->type_id && in->opcode != SpvOpAtomicFlagTestAndSet && pointee != in->type_id) {
        val_error(v, in, "%s: expected Pointer to point to a value of type Result Type", in->info->name + 2);
        return;
    }
    /* Scope and memory semantics: 32-bit integer ids. */
    for (uint16_t k = 0; k < in->operand_count; k++) {
        SpvKind kind = (SpvKind)in->operands[k].kind;
        if (kind != SPV_KIND_IdScope && kind != SPV_KIND_IdMemorySemantics)
            continue;
        uint32_t t = operand_type(v, in, k);
        if (!val_is_int_type(v, t, 1) || val_width(v, t) != 32) {
            val_error(v, in, "%s: expected %s to be a 32-bit int", in->info->name + 2,
                      kind == SPV_KIND_IdScope ? "Scope" : "Memory Semantics");
            return;
        }
    }
}

void val_images(Val *v)
{
    for (size_t i = 0; i < v->insts.len && v->errors < 20; i++) {
        const SpvInst *in = &v->insts.data[i];
        check_lod_operand(v, in);
        switch (in->opcode) {
        case SpvOpImageSampleImplicitLod: case SpvOpImageSampleExplicitLod:
        case SpvOpImageSparseSampleImplicitLod: case SpvOpImageSparseSampleExplicitLod:
            check_sample(v, in, 0, 0);
            break;
        case SpvOpImageSampleProjImplicitLod: case SpvOpImageSampleProjExplicitLod:
        case SpvOpImageSparseSampleProjImplicitLod: case SpvOpImageSparseSampleProjExplicitLod:
            check_sample(v, in, 0, 1);
            break;
        case SpvOpImageSampleDrefImplicitLod: case SpvOpImageSampleDrefExplicitLod:
        case SpvOpImageSparseSampleDrefImplicitLod: case SpvOpImageSparseSampleDrefExplicitLod:
            check_sample(v, in, 1, 0);
            break;
        case SpvOpImageSampleProjDrefImplicitLod: case SpvOpImageSampleProjDrefExplicitLod:
        case SpvOpImageSparseSampleProjDrefImplicitLod: case SpvOpImageSparseSampleProjDrefExplicitLod:
            check_sample(v, in, 1, 1);
            break;
        case SpvOpImageFetch: case SpvOpImageRead: case SpvOpImageWrite:
            check_image_access(v, in);
            break;
        case SpvOpImageQuerySize: case SpvOpImageQuerySizeLod:
            check_query_size(v, in);
            break;
        case SpvOpAtomicLoad: case SpvOpAtomicStore: case SpvOpAtomicExchange: case SpvOpAtomicCompareExchange:
        case SpvOpAtomicIIncrement: case SpvOpAtomicIDecrement: case SpvOpAtomicIAdd: case SpvOpAtomicISub:
        case SpvOpAtomicSMin: case SpvOpAtomicUMin: case SpvOpAtomicSMax: case SpvOpAtomicUMax: case SpvOpAtomicAnd:
        case SpvOpAtomicOr: case SpvOpAtomicXor:
            check_atomic(v, in);
            break;
        default:
            break;
        }
    }
}
