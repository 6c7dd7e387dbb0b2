/* Removal of dead globals, names and decorations.
 *
 * Removable are the global types, constants, specialization constants
 * without a SpecId or BuiltIn (an OpSpecConstantOp or composite, or a
 * scalar the pipeline cannot set: nothing outside the module reaches
 * them), variables, OpUndef and OpExtInstImport: each is kept only when
 * something live uses it. A spec constant with a SpecId stays, used or
 * not: the application may set it, and reflection lists it (spirv-opt -O
 * drops it: Vulkan ignores a map entry for an id the module lacks, but
 * OpenGL's glSpecializeShader does not); one with BuiltIn
 * (WorkgroupSize) means something though unused. The rest of the
 * globals (capabilities, the memory model, entry points, execution
 * modes, strings and sources, debug instructions) and every instruction
 * of a live function are the roots. An entry point's interface keeps its
 * Output variables (the next stage's inputs must find theirs); an Input
 * variable nothing live reads goes, as spirv-opt -O's does (an attribute
 * or a previous stage's output the shader does not consume is allowed),
 * but for those that switch sample shading on by being in the interface:
 * BuiltIn SampleId or SamplePosition, the Sample decoration, on the
 * variable or a member of its block. The others (SPIR-V 1.4 lists every
 * global variable there) stay only while something live uses them, as
 * before 1.4, and leave the list when they go. Names and decorations only name their target: they
 * go with it, and a kept decoration keeps the ids it takes (OpDecorateId).
 * Decoration groups are kept whole, with what they decorate. With
 * preserve_bindings, a variable with a Binding or DescriptorSet is a root
 * too (glslc -fpreserve-bindings). */
#include <string.h>

#include "opt/ir.h"

typedef struct Live {
    OptModule *m;
    uint8_t *live;     /* by id */
    uint8_t *pinned;   /* by id: a spec constant with a SpecId or BuiltIn */
    uint8_t *per_sample; /* by id: a variable or struct that asks for sample shading */
    VEC(uint32_t) work;
} Live;

static int removable(const Live *l, const OptInst *in)
{
    if (!in->result_id || !in->info)
        return 0;
    /* The core opcodes below OpSpecConstantOp by their ranges (SPIR-V
     * 3.52: the types from OpTypeVoid to OpTypeForwardPointer, then the
     * constants and the specialization constants); the later ones (the
     * extensions' types and constants) by their names. */
    uint16_t op = in->opcode;
    if (op >= SpvOpSpecConstantTrue && op <= SpvOpSpecConstantOp)
        return in->result_id < l->m->cap && !l->pinned[in->result_id];
    if (op >= SpvOpTypeVoid && op <= SpvOpTypeForwardPointer)
        return op != SpvOpTypeForwardPointer;
    if (op >= SpvOpConstantTrue && op <= SpvOpConstantNull)
        return 1;
    if (op < SpvOpSpecConstantOp)
        return op == SpvOpUndef || op == SpvOpExtInstImport;
    if (op == SpvOpVariable)
        return 1;
    const char *name = in->info->name;
    if (strncmp(name, "OpSpecConstant", 14) == 0)
        return in->result_id < l->m->cap && !l->pinned[in->result_id];
    if (in->info->cls == SPV_CLASS_Type_Declaration || strncmp(name, "OpType", 6) == 0)
        return in->opcode != SpvOpTypeForwardPointer;
    if (in->info->cls == SPV_CLASS_Constant_Creation || strncmp(name, "OpConstant", 10) == 0)
        return 1;
    return in->opcode == SpvOpVariable || in->opcode == SpvOpUndef || in->opcode == SpvOpExtInstImport;
}

/* OpTypeForwardPointer names its pointer type as a name does. */
static int weak(const OptInst *in)
{
    return opt_is_weak(in) || in->opcode == SpvOpTypeForwardPointer;
}

static void mark_id(Live *l, uint32_t id)
{
    if (id < l->m->cap && !l->live[id]) {
        l->live[id] = 1;
        vec_push(l->m->a, &l->work, id);
    }
}

/* Marks what `in` uses; `from` is the first operand that counts (1 for a
 * name or decoration, whose target its use list leaves out already). */
static void mark_uses(Live *l, const OptInst *in, uint16_t from)
{
    if (!from) {
        for (uint16_t k = 0; k < in->use_count; k++)
            mark_id(l, in->words[in->use_words[k]]);
        return;
    }
    OPT_FOR_EACH_USE(in, i)
        if (i >= from)
            mark_id(l, in->words[in->operands[i].offset]);
}

/* The uses of what was marked, but for the instructions of the live
 * functions: every one of those has been walked already. */
static void propagate(Live *l)
{
    while (l->work.len) {
        OptInst *d = opt_def(l->m, l->work.data[--l->work.len]);
        if (d && (!d->function || d->function->dead))
            mark_uses(l, d, 0);
    }
}

/* Whether the target of a name or decoration stays. */
static int target_stays(Live *l, uint32_t id)
{
    OptInst *d = opt_def(l->m, id);
    if (!d)
        return 0;
    return d->function || !removable(l, d) || l->live[id];
}

/* Whether a decoration (its words from the decoration on) asks for
 * sample shading when its variable is in a fragment interface. */
static int asks_sample_shading(const uint32_t *w, uint32_t n)
{
    return n >= 1 && (w[0] == SpvDecorationSample ||
                      (w[0] == SpvDecorationBuiltIn && n >= 2 &&
                       (w[1] == SpvBuiltInSampleId || w[1] == SpvBuiltInSamplePosition)));
}

/* Whether an Input variable's type (arrays of it, a block's members)
 * carries a decoration asking for sample shading. */
static int per_sample_type(const Live *l, uint32_t type)
{
    for (int depth = 0; depth < 8; depth++) {
        const OptInst *t = opt_def(l->m, type);
        if (!t)
            return 0;
        if (type < l->m->cap && l->per_sample[type])
            return 1;
        if (t->opcode != SpvOpTypeArray && t->opcode != SpvOpTypeRuntimeArray && t->opcode != SpvOpTypePointer)
            return 0;
        type = opt_word(t, t->opcode == SpvOpTypePointer ? 2 : 1);
    }
    return 0;
}

/* Whether an entry point's interface id keeps its variable: Output
 * does, and Input where it asks for sample shading; another storage
 * class is listed only because SPIR-V 1.4 lists every global the entry
 * point uses. */
static int interface_root(const Live *l, uint32_t id)
{
    const OptInst *d = opt_def(l->m, id);
    if (!d || d->opcode != SpvOpVariable)
        return 1;
    uint32_t sc = opt_word(d, 2);
    if (sc == SpvStorageClassInput)
        return (id < l->m->cap && l->per_sample[id]) || per_sample_type(l, opt_word(d, 0));
    return sc == SpvStorageClassOutput;
}

/* Takes the interface ids whose variables go out of an OpEntryPoint
 * (operands 3 on, one word each, the last of the instruction). */
static int drop_interface(Live *l, OptInst *in)
{
    if (in->operand_count <= 3)
        return 0;
    SpvOperand *ops = arena_alloc_uninit(l->m->a, in->operand_count * sizeof *ops);
    uint16_t n = 0, words = in->operands[3].offset;
    for (uint16_t i = 0; i < in->operand_count; i++) {
        SpvOperand o = in->operands[i];
        if (i >= 3) {
            uint32_t id = in->words[o.offset];
            if (id < l->m->cap && !l->live[id] && !interface_root(l, id))
                continue;
            in->words[words] = id;
            o.offset = words++;
        }
        ops[n++] = o;
    }
    if (n == in->operand_count)
        return 0;
    in->operands = ops;
    in->operand_count = n;
    in->word_count = words;
    in->words[0] = (uint32_t)words << 16 | in->opcode;
    opt_index_operands(l->m, in);
    return 1;
}

int opt_dead_globals(OptModule *m)
{
    opt_analyze(m);
    Live l = {0};
    l.m = m;
    l.live = arena_alloc(m->a, m->cap);
    l.pinned = arena_alloc(m->a, m->cap);
    l.per_sample = arena_alloc(m->a, m->cap);
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (in->dead || in->word_count < 3 || in->words[1] >= m->cap)
            continue;
        if (in->opcode == SpvOpDecorate &&
            (in->words[2] == SpvDecorationSpecId || in->words[2] == SpvDecorationBuiltIn))
            l.pinned[in->words[1]] = 1;
        if (in->opcode == SpvOpDecorate && asks_sample_shading(in->words + 2, in->word_count - 2u))
            l.per_sample[in->words[1]] = 1;
        if (in->opcode == SpvOpMemberDecorate && in->word_count > 3 &&
            asks_sample_shading(in->words + 3, in->word_count - 3u))
            l.per_sample[in->words[1]] = 1;
    }
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        mark_uses(&l, f->def, 0);
        for (uint32_t j = 0; j < f->head.len; j++)
            mark_uses(&l, f->head.data[j], 0);
        OPT_FOR_EACH_BLOCK_INST(f, b, in, { mark_uses(&l, in, 0); })
    }
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (m->preserve_bindings && !in->dead && in->opcode == SpvOpDecorate && in->word_count > 2 &&
            (in->words[2] == SpvDecorationBinding || in->words[2] == SpvDecorationDescriptorSet))
            mark_id(&l, in->words[1]);
        if (!in->dead && in->opcode == SpvOpEntryPoint) {
            mark_id(&l, opt_word(in, 1));
            for (uint16_t k = 3; k < in->operand_count; k++)
                if (interface_root(&l, opt_word(in, k)))
                    mark_id(&l, opt_word(in, k));
        } else if (!in->dead && !removable(&l, in) && !weak(in)) {
            mark_uses(&l, in, 0);
            if (in->result_id)
                mark_id(&l, in->result_id);
        }
    }
    propagate(&l);
    /* A kept decoration keeps its other ids, which may keep more targets. */
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t i = 0; i < m->globals.len; i++) {
            OptInst *in = m->globals.data[i];
            if (in->dead || !weak(in) || !target_stays(&l, opt_word(in, 0)))
                continue;
            size_t before = l.work.len;
            mark_uses(&l, in, 1);
            if (l.work.len != before) {
                changed = 1;
                propagate(&l);
            }
        }
    }
    int removed = 0;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (in->dead)
            continue;
        if ((removable(&l, in) && !l.live[in->result_id]) || (weak(in) && !target_stays(&l, opt_word(in, 0)))) {
            in->dead = 1;
            removed = 1;
        } else if (in->opcode == SpvOpEntryPoint) {
            removed |= drop_interface(&l, in);
        }
    }
    return removed;
}
