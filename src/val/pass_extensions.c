/* glspv-val: the rules of two seed extensions that spirv-val checks only in
 * part or not at all.
 *
 * SPV_GOOGLE_decorate_string: below SPIR-V 1.4, OpDecorateStringGOOGLE and
 * OpMemberDecorateStringGOOGLE need the extension (or
 * SPV_GOOGLE_hlsl_functionality1); their own target is no decoration group
 * (a target that a group also decorates is fine: only the string
 * instruction itself takes no part in groups); the decoration takes only
 * literal strings; the member form decorates a struct, at a member it has.
 *
 * SPV_AMD_shader_image_load_store_lod: Lod on OpImageRead, OpImageWrite and
 * OpImageSparseRead needs ImageReadWriteLodAMD; the lod is a 32-bit integer
 * scalar (a mip level, as OpImageFetch's); the image is not multisampled
 * and is 1D, 2D, 3D or Cube. */
#include "val/val.h"

static void check_string_decoration(Val *v, const SpvInst *in)
{
    int member = in->opcode == SpvOpMemberDecorateString;
    const char *name = member ? "OpMemberDecorateStringGOOGLE" : "OpDecorateStringGOOGLE";
    if (v->version < 0x00010400 && !val_has_extension(v, "SPV_GOOGLE_decorate_string") &&
        !val_has_extension(v, "SPV_GOOGLE_hlsl_functionality1")) {
        val_error(v, in, "%s requires SPIR-V 1.4 or OpExtension \"SPV_GOOGLE_decorate_string\"", name);
        return;
    }
    uint32_t target = val_word(in, 0);
    const SpvInst *t = val_def(v, target);
    if (t && t->opcode == SpvOpDecorationGroup) {
        val_error(v, in, "%s cannot decorate a decoration group", name);
        return;
    }
    uint16_t first = member ? 2 : 1;
    uint32_t decoration = val_word(in, first);
    const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_Decoration, decoration);
    if (e) {
        int strings = 0;
        for (uint16_t k = 0; k < e->param_count; k++)
            strings += spv_operand_lists[e->params + k].kind == SPV_KIND_LiteralString;
        if (!e->param_count || strings != e->param_count) {
            val_error(v, in, "Decoration %s takes %s operands: %s needs a decoration whose operands are all literal "
                      "strings", e->name, e->param_count ? "non-string" : "no", name);
            return;
        }
    }
    if (member) {
        if (!t || t->opcode != SpvOpTypeStruct) {
            val_error(v, in, "OpMemberDecorateStringGOOGLE Structure type <id> '%u' is not a struct type", target);
            return;
        }
        uint32_t index = val_word(in, 1);
        if (index + 1u >= t->operand_count)
            val_error(v, in, "Index %u provided in OpMemberDecorateStringGOOGLE for struct <id> %u is out of bounds. "
                      "The structure has %u members. Largest valid index is %d.", index, target,
                      t->operand_count - 1u, (int)t->operand_count - 2);
    }
}

static void check_lod_amd(Val *v, const SpvInst *in)
{
    /* The image operands: after image and coordinate (and the texel for a write). */
    uint16_t mask_at = in->opcode == SpvOpImageWrite ? 3 : 4;
    if (mask_at >= in->operand_count)
        return;
    uint32_t mask = val_word(in, mask_at);
    if (!(mask & SpvImageOperandsLodMask))
        return;
    /* (val_images checked that the capability is declared.) Bias (0x1)
     * comes before Lod in the operand order. */
    uint16_t lod_at = (uint16_t)(mask_at + 1 + ((mask & SpvImageOperandsBiasMask) ? 1 : 0));
    uint32_t lod_type = val_type_of(v, val_word(in, lod_at));
    if (!val_is_int_type(v, lod_type, 1) || val_width(v, lod_type) != 32) {
        val_error(v, in, "Expected Image Operand Lod to be a 32-bit int scalar on %s", in->info->name);
        return;
    }
    uint32_t image_type = val_type_of(v, val_word(in, in->opcode == SpvOpImageWrite ? 0 : 2));
    const SpvInst *it = val_def(v, image_type);
    if (!it || it->opcode != SpvOpTypeImage)
        return;
    uint32_t dim = val_word(it, 2), ms = val_word(it, 5);
    if (dim != SpvDim1D && dim != SpvDim2D && dim != SpvDim3D && dim != SpvDimCube)
        val_error(v, in, "Image Operand Lod requires 'Dim' parameter to be 1D, 2D, 3D or Cube");
    else if (ms)
        val_error(v, in, "Image Operand Lod requires 'MS' parameter to be 0");
}

void val_extensions(Val *v)
{
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *in = &v->insts.data[i];
        switch (in->opcode) {
        case SpvOpDecorateString: case SpvOpMemberDecorateString:
            check_string_decoration(v, in);
            break;
        case SpvOpImageRead: case SpvOpImageWrite: case SpvOpImageSparseRead:
            check_lod_amd(v, in);
            break;
        default:
            break;
        }
    }
}
