/* glspv-val: the Vulkan environment's rules (--target-env vulkan1.x).
 *
 * Storage classes Vulkan has; Uniform, StorageBuffer and PushConstant
 * variables are Block (or BufferBlock) structs; resources carry
 * DescriptorSet and Binding; user Input/Output variables carry Location
 * (on the variable or every member of the block); and block layout: the
 * Offset, ArrayStride and MatrixStride decorations follow the extended
 * (std140: Uniform blocks), base (std430: storage buffers, push constants)
 * or scalar alignment rules, as spirv-val's layout flags choose, with no
 * member overlapping another. */
#include "val/val.h"

static int storage_allowed(uint32_t sc)
{
    switch (sc) {
    case SpvStorageClassUniformConstant: case SpvStorageClassInput: case SpvStorageClassUniform:
    case SpvStorageClassOutput: case SpvStorageClassWorkgroup: case SpvStorageClassPrivate:
    case SpvStorageClassFunction: case SpvStorageClassPushConstant: case SpvStorageClassImage:
    case SpvStorageClassStorageBuffer: case SpvStorageClassPhysicalStorageBuffer:
    case SpvStorageClassCallableDataKHR: case SpvStorageClassIncomingCallableDataKHR:
    case SpvStorageClassRayPayloadKHR: case SpvStorageClassHitAttributeKHR:
    case SpvStorageClassIncomingRayPayloadKHR: case SpvStorageClassShaderRecordBufferKHR:
    case SpvStorageClassTaskPayloadWorkgroupEXT: case SpvStorageClassHitObjectAttributeNV:
        return 1;
    default:
        return 0;
    }
}

/* The struct inside arrays of `type`, or 0. */
static uint32_t struct_of(const Val *v, uint32_t type)
{
    const SpvInst *d = val_def(v, type);
    while (d && (d->opcode == SpvOpTypeArray || d->opcode == SpvOpTypeRuntimeArray))
        d = val_def(v, val_word(d, 1));
    return d && d->opcode == SpvOpTypeStruct ? d->result_id : 0;
}

static int is_builtin(const Val *v, uint32_t var, uint32_t pointee)
{
    if (val_decorated(v, var, -1, SpvDecorationBuiltIn, NULL))
        return 1;
    uint32_t s = struct_of(v, pointee);
    return s && val_decorated(v, s, 0, SpvDecorationBuiltIn, NULL);
}

/* ---- block layout ---- */

typedef enum Rules { RULES_STD140, RULES_STD430, RULES_SCALAR } Rules;

typedef struct Layout {
    uint32_t size, align;
} Layout;

static uint32_t round_up(uint32_t x, uint32_t a)
{
    return a ? (x + a - 1) / a * a : x;
}

static Layout layout_of(Val *v, uint32_t type, Rules rules, int row_major, uint32_t matrix_stride, int depth);

static Layout vector_layout(uint32_t comp_size, uint32_t n, Rules rules)
{
    Layout l = {comp_size * n, comp_size};
    if (rules != RULES_SCALAR)
        l.align = comp_size * (n == 3 ? 4 : n);
    return l;
}

static Layout layout_of(Val *v, uint32_t type, Rules rules, int row_major, uint32_t matrix_stride, int depth)
{
    Layout l = {0, 1};
    const SpvInst *d = val_def(v, type);
    if (!d || depth > 64)
        return l;
    switch (d->opcode) {
    case SpvOpTypeInt: case SpvOpTypeFloat:
        l.size = l.align = val_word(d, 1) / 8;
        return l;
    case SpvOpTypeBool:
        l.size = l.align = 4;
        return l;
    case SpvOpTypeVector:
        return vector_layout(val_width(v, type) / 8, val_word(d, 2), rules);
    case SpvOpTypeMatrix: {
        const SpvInst *col = val_def(v, val_word(d, 1));
        uint32_t cols = val_word(d, 2), rows = col ? val_word(col, 2) : 0, comp = val_width(v, val_word(d, 1)) / 8;
        /* As an array of columns (rows when row-major) of vectors. */
        Layout vec = vector_layout(comp, row_major ? cols : rows, rules);
        if (rules == RULES_STD140)
            vec.align = round_up(vec.align, 16);
        l.align = vec.align;
        l.size = (matrix_stride ? matrix_stride : round_up(vec.size, vec.align)) * (row_major ? rows : cols);
        return l;
    }
    case SpvOpTypeArray: case SpvOpTypeRuntimeArray: {
        Layout e = layout_of(v, val_word(d, 1), rules, row_major, matrix_stride, depth + 1);
        l.align = e.align;
        if (rules == RULES_STD140)
            l.align = round_up(l.align, 16);
        uint32_t stride = 0;
        val_decorated(v, type, -1, SpvDecorationArrayStride, &stride);
        const SpvInst *len = d->opcode == SpvOpTypeArray ? val_def(v, val_word(d, 2)) : NULL;
        uint32_t n = len && len->opcode == SpvOpConstant ? val_word(len, 2) : 0;
        l.size = stride * n;
        return l;
    }
    case SpvOpTypeStruct: {
        for (uint16_t k = 1; k < d->operand_count; k++) {
            uint32_t off = 0, ms = 0;
            val_decorated(v, type, k - 1, SpvDecorationOffset, &off);
            val_decorated(v, type, k - 1, SpvDecorationMatrixStride, &ms);
            int rm = val_decorated(v, type, k - 1, SpvDecorationRowMajor, NULL);
            Layout m = layout_of(v, val_word(d, k), rules, rm, ms, depth + 1);
            if (m.align > l.align)
                l.align = m.align;
            if (off + m.size > l.size)
                l.size = off + m.size;
        }
        if (rules == RULES_STD140)
            l.align = round_up(l.align, 16);
        if (rules != RULES_SCALAR)
            l.size = round_up(l.size, l.align);
        return l;
    }
    case SpvOpTypePointer: case SpvOpTypeForwardPointer:
        l.size = l.align = 8;
        return l;
    default:
        return l;
    }
}

/* Checks the members of a block (and of the structs inside it). */
static void check_block_layout(Val *v, const SpvInst *var, uint32_t st, Rules rules, int relaxed, int depth)
{
    const SpvInst *d = val_def(v, st);
    if (!d || depth > 64)
        return;
    const char *rule_name = rules == RULES_STD140 ? "uniform buffer (std140) rules"
                            : rules == RULES_STD430 ? "storage buffer (std430) rules" : "scalar block layout rules";
    /* Members may be laid out in any order: overlaps are found by offset. */
    uint32_t *starts = arena_alloc(v->a, d->operand_count * sizeof *starts);
    uint32_t *ends = arena_alloc(v->a, d->operand_count * sizeof *ends);
    for (uint16_t k = 1; k < d->operand_count; k++) {
        uint32_t member = k - 1u, off, ms = 0, mt = val_word(d, k);
        if (!val_decorated(v, st, (int)member, SpvDecorationOffset, &off)) {
            val_error(v, var, "Structure id %u decorated as Block must be explicitly laid out with Offset "
                      "decorations: member %u has none", st, member);
            return;
        }
        val_decorated(v, st, (int)member, SpvDecorationMatrixStride, &ms);
        int rm = val_decorated(v, st, (int)member, SpvDecorationRowMajor, NULL);
        Layout m = layout_of(v, mt, rules, rm, ms, 0);
        uint32_t align = m.align;
        const SpvInst *md = val_def(v, mt);
        /* Relaxed layout: a vector aligned to its component may sit anywhere
         * it does not straddle a 16-byte boundary. */
        if (relaxed && md && md->opcode == SpvOpTypeVector) {
            uint32_t comp = val_width(v, mt) / 8;
            if (off % comp == 0 && (m.size <= 16 ? (off / 16 == (off + m.size - 1) / 16) : off % 16 == 0))
                align = comp;
        }
        if (align && off % align) {
            val_error(v, var, "Structure id %u decorated as Block for variable in %s storage class must follow %s: "
                      "member %u at offset %u is not aligned to %u", st,
                      spv_enumerant_by_value(SPV_KIND_StorageClass, val_word(var, 2))->name, rule_name, member, off,
                      align);
            return;
        }
        starts[member] = off;
        ends[member] = off + m.size;
        for (uint32_t o = 0; o < member; o++) {
            if (starts[o] < ends[member] && starts[member] < ends[o] && m.size && ends[o] > starts[o]) {
                val_error(v, var, "Structure id %u decorated as Block: member %u at offset %u overlaps member %u "
                          "(offsets %u to %u)", st, member, off, o, starts[o], ends[o]);
                return;
            }
        }
        /* Strides. */
        for (const SpvInst *t = md; t && (t->opcode == SpvOpTypeArray || t->opcode == SpvOpTypeRuntimeArray);
             t = val_def(v, val_word(t, 1))) {
            uint32_t stride;
            if (!val_decorated(v, t->result_id, -1, SpvDecorationArrayStride, &stride)) {
                val_error(v, var, "Array type %u in block %u needs an ArrayStride decoration", t->result_id, st);
                return;
            }
            Layout e = layout_of(v, val_word(t, 1), rules, rm, ms, 0);
            uint32_t ealign = rules == RULES_STD140 ? round_up(e.align, 16) : e.align;
            if (stride % ealign || stride < e.size) {
                val_error(v, var, "Structure id %u decorated as Block for variable in %s storage class must follow %s: "
                          "member %u is an array with stride %u not satisfying alignment to %u", st,
                          spv_enumerant_by_value(SPV_KIND_StorageClass, val_word(var, 2))->name, rule_name, member,
                          stride, ealign);
                return;
            }
        }
        uint32_t inner = struct_of(v, mt);
        if (inner)
            check_block_layout(v, var, inner, rules, relaxed, depth + 1);
        if (v->errors)
            return;
    }
}

/* Whether a variable is in the interface of a graphics entry point. */
/* Whether `var` is in the interface of an entry point of the graphics
 * stages (fragment_only: of a fragment one). */
static int stage_interface(const Val *v, uint32_t var, int fragment_only)
{
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *ep = &v->insts.data[i];
        if (ep->opcode != SpvOpEntryPoint)
            continue;
        uint32_t model = val_word(ep, 0);
        if (model > SpvExecutionModelFragment || (fragment_only && model != SpvExecutionModelFragment))
            continue; /* compute, kernels, ray tracing, mesh: no locations needed here */
        for (uint16_t k = 3; k < ep->operand_count; k++)
            if (val_word(ep, k) == var)
                return 1;
    }
    return 0;
}

static int graphics_interface(const Val *v, uint32_t var)
{
    return stage_interface(v, var, 0);
}

/* An integer or 64-bit float type (in arrays): what a fragment input only
 * takes flat (VUID-StandaloneSpirv-Flat-04744). */
static int needs_flat(const Val *v, uint32_t type)
{
    const SpvInst *d = val_def(v, type);
    while (d && (d->opcode == SpvOpTypeArray || d->opcode == SpvOpTypeRuntimeArray || d->opcode == SpvOpTypeVector ||
                 d->opcode == SpvOpTypeMatrix))
        d = val_def(v, val_word(d, 1));
    return d && (d->opcode == SpvOpTypeInt || (d->opcode == SpvOpTypeFloat && val_word(d, 1) == 64));
}

static int is_opaque(const Val *v, uint32_t type)
{
    uint32_t op = val_def_opcode(v, type);
    return op == SpvOpTypeImage || op == SpvOpTypeSampler || op == SpvOpTypeSampledImage ||
           op == SpvOpTypeAccelerationStructureKHR || op == SpvOpTypeRayQueryKHR;
}

void val_vulkan(Val *v)
{
    if (!v->vulkan)
        return;
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode != SpvOpTypeStruct)
            continue;
        for (uint16_t k = 1; k < in->operand_count; k++) {
            uint32_t t = val_word(in, k);
            const SpvInst *d = val_def(v, t);
            while (d && (d->opcode == SpvOpTypeArray || d->opcode == SpvOpTypeRuntimeArray))
                d = val_def(v, val_word(d, 1));
            if (d && is_opaque(v, d->result_id)) {
                val_error(v, in, "In Vulkan, OpTypeStruct must not contain an opaque type.");
                return;
            }
        }
    }
    /* The global variables functions use. */
    U32Map used = {0};
    int in_function = 0;
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *in = &v->insts.data[i];
        in_function = in->opcode == SpvOpFunction ? 1 : in->opcode == SpvOpFunctionEnd ? 0 : in_function;
        for (uint16_t k = 0; in_function && k < in->operand_count; k++)
            if (spv_kinds[in->operands[k].kind].category == SPV_CAT_ID && in->operands[k].kind != SPV_KIND_IdResult &&
                val_def_opcode(v, in->words[in->operands[k].offset]) == SpvOpVariable)
                u32map_put(v->a, &used, in->words[in->operands[k].offset], 1);
    }
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode != SpvOpVariable)
            continue;
        uint32_t sc = val_word(in, 2), pointee = 0;
        val_pointer(v, in->type_id, NULL, &pointee);
        if (!storage_allowed(sc)) {
            const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_StorageClass, sc);
            val_error(v, in, "In the Vulkan environment, the %s storage class is not allowed", e ? e->name : "?");
            return;
        }
        uint32_t st = struct_of(v, pointee);
        int block = st && val_decorated(v, st, -1, SpvDecorationBlock, NULL);
        int buffer_block = st && val_decorated(v, st, -1, SpvDecorationBufferBlock, NULL);
        if (sc == SpvStorageClassUniform || sc == SpvStorageClassStorageBuffer || sc == SpvStorageClassPushConstant) {
            if (!st || (!block && !buffer_block) || (sc != SpvStorageClassUniform && buffer_block)) {
                val_error(v, in, "In the Vulkan environment, %s variables must be typed as OpTypeStruct decorated "
                          "Block%s", spv_enumerant_by_value(SPV_KIND_StorageClass, sc)->name,
                          sc == SpvStorageClassUniform ? " or BufferBlock" : "");
                return;
            }
        }
        int resource = sc == SpvStorageClassUniform || sc == SpvStorageClassStorageBuffer ||
                       (sc == SpvStorageClassUniformConstant && val_def_opcode(v, pointee) != SpvOpTypeStruct);
        /* Resources an entry point uses need their descriptor (VUID 06677). */
        if (resource && u32map_get(&used, in->result_id, NULL) && (!val_decorated(v, in->result_id, -1, SpvDecorationDescriptorSet, NULL) ||
                         !val_decorated(v, in->result_id, -1, SpvDecorationBinding, NULL))) {
            val_error(v, in, "%s id '%u' is missing DescriptorSet or Binding decoration.",
                      spv_enumerant_by_value(SPV_KIND_StorageClass, sc)->name, in->result_id);
            return;
        }
        /* User interface variables of the graphics stages have locations. */
        if ((sc == SpvStorageClassInput || sc == SpvStorageClassOutput) && graphics_interface(v, in->result_id) &&
            !is_builtin(v, in->result_id, pointee) &&
            !val_decorated(v, in->result_id, -1, SpvDecorationLocation, NULL)) {
            const SpvInst *sd = val_def(v, st);
            int all = sd && st == struct_of(v, pointee) && val_decorated(v, st, -1, SpvDecorationBlock, NULL);
            for (uint16_t k = 1; all && k < sd->operand_count; k++)
                all = val_decorated(v, st, k - 1, SpvDecorationLocation, NULL);
            if (!all) {
                val_error(v, in, "Variable must be decorated with a location");
                return;
            }
        }
        /* Integer and double fragment inputs are flat, built-ins too (gl_SampleID). */
        if (sc == SpvStorageClassInput &&
            !val_decorated(v, in->result_id, -1, SpvDecorationFlat, NULL) && stage_interface(v, in->result_id, 1)) {
            const SpvInst *sd = st == struct_of(v, pointee) ? val_def(v, st) : NULL;
            int bad = !sd && needs_flat(v, pointee);
            for (uint16_t k = 1; sd && sd->opcode == SpvOpTypeStruct && k < sd->operand_count && !bad; k++)
                bad = needs_flat(v, val_word(sd, k)) && !val_decorated(v, st, k - 1, SpvDecorationFlat, NULL);
            if (bad) {
                val_error(v, in, "Fragment input <id> '%u' has an integer or 64-bit float type and must be decorated "
                          "Flat (VUID-StandaloneSpirv-Flat-04744).", in->result_id);
                return;
            }
        }
        /* Block layout. */
        if (v->options & GLSPV_VAL_SKIP_BLOCK_LAYOUT)
            continue;
        if ((sc == SpvStorageClassUniform || sc == SpvStorageClassStorageBuffer || sc == SpvStorageClassPushConstant ||
             sc == SpvStorageClassPhysicalStorageBuffer) && st) {
            int scalar = (v->options & GLSPV_VAL_SCALAR_BLOCK_LAYOUT) != 0;
            Rules rules = scalar ? RULES_SCALAR
                          : sc == SpvStorageClassUniform && block && !(v->options & GLSPV_VAL_UNIFORM_BUFFER_STANDARD_LAYOUT)
                              ? RULES_STD140 : RULES_STD430;
            /* Vulkan 1.1 and later have the relaxed block layout of VK_KHR_relaxed_block_layout. */
            int relaxed = (v->options & GLSPV_VAL_RELAX_BLOCK_LAYOUT) ||
                          (v->env != GLSPV_ENV_VULKAN_1_0 && rules != RULES_SCALAR);
            check_block_layout(v, in, st, rules, relaxed, 0);
        }
        /* Explicitly laid-out Workgroup blocks (WorkgroupMemoryExplicitLayoutKHR):
         * storage-buffer rules, relaxed, or scalar with its option. */
        if (sc == SpvStorageClassWorkgroup && st && block) {
            int scalar = (v->options & GLSPV_VAL_WORKGROUP_SCALAR_BLOCK_LAYOUT) != 0;
            check_block_layout(v, in, st, scalar ? RULES_SCALAR : RULES_STD430, !scalar, 0);
        }
    }
}
