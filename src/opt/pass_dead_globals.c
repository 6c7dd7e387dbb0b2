/* Removal of dead globals, names and decorations.
 *
 * Removable are the global types, constants (not specialization
 * constants: they stay what the pipeline may set), variables, OpUndef and
 * OpExtInstImport: each is kept only when something live uses it. The
 * rest of the globals (capabilities, the memory model, entry points with
 * their interfaces, execution modes, strings and sources, debug
 * instructions, spec constants) and every instruction of a live function
 * are the roots. Names and decorations only name their target: they go
 * with it, and a kept decoration keeps the ids it takes (OpDecorateId).
 * Decoration groups are kept whole, with what they decorate. With
 * preserve_bindings, a variable with a Binding or DescriptorSet is a root
 * too (glslc -fpreserve-bindings). */
#include <string.h>

#include "opt/ir.h"

static int removable(const OptInst *in)
{
    if (!in->result_id || !in->info)
        return 0;
    const char *name = in->info->name;
    if (strncmp(name, "OpSpecConstant", 14) == 0)
        return 0;
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

typedef struct Live {
    OptModule *m;
    uint8_t *live;     /* by id */
    VEC(uint32_t) work;
} Live;

static void mark_id(Live *l, uint32_t id)
{
    if (id < l->m->cap && !l->live[id]) {
        l->live[id] = 1;
        vec_push(l->m->a, &l->work, id);
    }
}

/* Marks what `in` uses; `from` is the first operand that counts. */
static void mark_uses(Live *l, const OptInst *in, uint16_t from)
{
    for (uint16_t i = from; i < in->operand_count; i++)
        if (opt_is_use(in, i))
            mark_id(l, in->words[in->operands[i].offset]);
}

static void propagate(Live *l)
{
    while (l->work.len) {
        OptInst *d = opt_def(l->m, l->work.data[--l->work.len]);
        if (d)
            mark_uses(l, d, 0);
    }
}

/* Whether the target of a name or decoration stays. */
static int target_stays(Live *l, uint32_t id)
{
    OptInst *d = opt_def(l->m, id);
    if (!d)
        return 0;
    return d->function || !removable(d) || l->live[id];
}

int opt_dead_globals(OptModule *m)
{
    opt_analyze(m);
    Live l = {0};
    l.m = m;
    l.live = arena_alloc(m->a, m->cap);
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
        if (!in->dead && !removable(in) && !weak(in)) {
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
        if ((removable(in) && !l.live[in->result_id]) || (weak(in) && !target_stays(&l, opt_word(in, 0)))) {
            in->dead = 1;
            removed = 1;
        }
    }
    return removed;
}
