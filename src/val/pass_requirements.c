/* glspv-val: requirements from the grammar tables. Every opcode, operand
 * enumerant and extended instruction used is enabled: one of its
 * capabilities is declared (or implied by a declared one), or its
 * extension is declared, or the module's version has it; nothing used is
 * gone from that version. Declared capabilities have their own
 * extensions. In a Vulkan environment the capabilities OpenCL kernels use
 * are refused. */
#include <string.h>

#include "val/val.h"

static const char *reqs_text(Val *v, const SpvReqs *r)
{
    Str s = {0};
    for (uint16_t i = 0; i < r->cap_count; i++) {
        const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_Capability, spv_capability_lists[r->caps + i]);
        str_printf(v->a, &s, "%s%s", i ? ", " : "", e ? e->name : "?");
    }
    return s.data ? s.data : "";
}

static const char *exts_text(Val *v, const SpvReqs *r)
{
    Str s = {0};
    for (uint16_t i = 0; i < r->ext_count; i++)
        str_printf(v->a, &s, "%s%s", i ? ", " : "", spv_extension_names[spv_extension_lists[r->exts + i]]);
    return s.data ? s.data : "";
}

/* Whether something with `reqs` may be used; else reports it. */
static int enabled(Val *v, const SpvInst *in, const SpvReqs *r, const char *what, int check_caps)
{
    if (v->version > r->last_version) {
        val_error(v, in, "%s is not in SPIR-V %u.%u", what, (v->version >> 16) & 0xff, (v->version >> 8) & 0xff);
        return 0;
    }
    if (v->version >= r->version && (!check_caps || !r->cap_count))
        return 1;
    int ext_ok = 0;
    for (uint16_t i = 0; i < r->ext_count && !ext_ok; i++)
        ext_ok = v->exts[spv_extension_lists[r->exts + i]];
    /* (An operand a capability enables may come before its version; a
     * capability's own capabilities are those it implies, not enablers.) */
    if (v->version < r->version && !ext_ok && (r->ext_count || !r->cap_count || !check_caps)) {
        if (r->ext_count && r->version > 0x00ff0000u)
            val_error(v, in, "%s requires one of these extensions: %s", what, exts_text(v, r));
        else if (r->ext_count)
            val_error(v, in, "%s requires SPIR-V version %u.%u at minimum or one of the following extensions: %s",
                      what, (r->version >> 16) & 0xff, (r->version >> 8) & 0xff, exts_text(v, r));
        else
            val_error(v, in, "%s requires SPIR-V version %u.%u or later", what, (r->version >> 16) & 0xff,
                      (r->version >> 8) & 0xff);
        return 0;
    }
    if (check_caps && r->cap_count) {
        for (uint16_t i = 0; i < r->cap_count; i++)
            if (val_has_capability(v, spv_capability_lists[r->caps + i]))
                return 1;
        /* An extension that enables it stands for the capability only
         * where the grammar gives no capability (handled above). */
        val_error(v, in, "%s requires one of these capabilities: %s", what, reqs_text(v, r));
        return 0;
    }
    return 1;
}

static void check_enumerant(Val *v, const SpvInst *in, SpvKind kind, uint32_t value)
{
    const SpvEnumerantInfo *e = spv_enumerant_requirements(kind, value, v->version);
    if (!e) {
        val_error(v, in, "Invalid %s operand: %u", spv_kinds[kind].name, value);
        return;
    }
    const char *what = arena_printf(v->a, "Operand %s(%u)", e->name, value);
    enabled(v, in, &e->reqs, what, kind != SPV_KIND_Capability);
}

/* Capabilities of the OpenCL execution environment, not Vulkan's. */
static int kernel_only(uint32_t cap)
{
    switch (cap) {
    case SpvCapabilityAddresses: case SpvCapabilityLinkage: case SpvCapabilityKernel: case SpvCapabilityVector16:
    case SpvCapabilityFloat16Buffer: case SpvCapabilityImageBasic: case SpvCapabilityImageReadWrite:
    case SpvCapabilityImageMipmap: case SpvCapabilityPipes: case SpvCapabilityDeviceEnqueue:
    case SpvCapabilityLiteralSampler: case SpvCapabilityGenericPointer: case SpvCapabilityPipeStorage:
    case SpvCapabilityNamedBarrier: case SpvCapabilitySubgroupDispatch:
        return 1;
    default:
        return 0;
    }
}

void val_requirements(Val *v)
{
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *in = &v->insts.data[i];
        const SpvInstInfo *info = spv_inst_for_version(in->opcode, v->version);
        if (!info)
            info = in->info;
        if (!enabled(v, in, &info->reqs, arena_printf(v->a, "Opcode %s", info->name + 2), 1))
            continue;
        if (in->opcode == SpvOpCapability) {
            uint32_t cap = val_word(in, 0);
            if (v->vulkan && kernel_only(cap)) {
                const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_Capability, cap);
                val_error(v, in, "Capability %s is not allowed by %s specification", e ? e->name : "?",
                          glspv_target_env_name(v->env));
                continue;
            }
        }
        int decoration = in->opcode == SpvOpDecorate || in->opcode == SpvOpMemberDecorate ||
                         in->opcode == SpvOpDecorateId || in->opcode == SpvOpDecorateString ||
                         in->opcode == SpvOpMemberDecorateString;
        for (uint16_t k = 0; k < in->operand_count; k++) {
            const SpvOperand *op = &in->operands[k];
            uint32_t word = in->words[op->offset];
            SpvCategory cat = (SpvCategory)spv_kinds[op->kind].category;
            /* PointSize, ClipDistance and CullDistance ask their capability
             * of the variable's use, not of the decoration (as spirv-val: a
             * stage may declare them and leave them unwritten). */
            if (decoration && op->kind == SPV_KIND_BuiltIn &&
                (word == SpvBuiltInPointSize || word == SpvBuiltInClipDistance || word == SpvBuiltInCullDistance))
                continue;
            /* SPV_AMD_shader_ballot's group operations come with Groups. */
            if (op->kind == SPV_KIND_GroupOperation && val_has_capability(v, SpvCapabilityGroups))
                continue;
            if (cat == SPV_CAT_VALUE_ENUM) {
                check_enumerant(v, in, (SpvKind)op->kind, word);
            } else if (cat == SPV_CAT_BIT_ENUM) {
                for (int bit = 0; bit < 32; bit++)
                    if (word & (1u << bit))
                        check_enumerant(v, in, (SpvKind)op->kind, 1u << bit);
            } else if (op->kind == SPV_KIND_LiteralExtInstInteger) {
                const SpvExtInstInfo *x = spv_ext_inst_by_value(in->ext_set, word);
                if (x)
                    enabled(v, in, &x->reqs, arena_printf(v->a, "Extended instruction %s", x->name), 1);
            }
        }
    }
}
