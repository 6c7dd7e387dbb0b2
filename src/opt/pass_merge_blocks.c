/* Block merging: a block that ends in an unconditional OpBranch takes in
 * its successor when that successor has no other predecessor, and the
 * merge keeps structured control flow valid. It is refused (when in doubt,
 * don't) when:
 *
 *  - the first block is a header (OpLoopMerge or OpSelectionMerge before
 *    its branch), so that the construct keeps its header;
 *  - the successor is any construct's merge block or continue target, or
 *    a loop header, or the entry, or the block itself; a selection header
 *    only when the first block is an ordinary one (no construct's merge
 *    block, continue target or header), which then becomes the header;
 *  - the successor has OpPhi instructions, or its label is named by
 *    anything but the branch and the OpPhi parents of its own successors
 *    (which then name the merged block).
 *
 * Merges that touch no block another merge touched run together; rounds
 * repeat until none is left. */
#include "opt/ir.h"

static OptInst *terminator(const OptBlock *b)
{
    for (uint32_t i = b->insts.len; i-- > 0;)
        if (!b->insts.data[i]->dead)
            return b->insts.data[i];
    return NULL;
}

/* The live instruction before the terminator, or NULL. */
static OptInst *before_terminator(const OptBlock *b)
{
    int seen = 0;
    for (uint32_t i = b->insts.len; i-- > 0;) {
        if (b->insts.data[i]->dead)
            continue;
        if (seen)
            return b->insts.data[i];
        seen = 1;
    }
    return NULL;
}

enum { TARGET = 1, SELECTION_HEADER = 2, LOOP_HEADER = 4 };

/* What the function's merge instructions make of each label: merge blocks
 * and continue targets (TARGET), headers. */
static void mark_structure(OptModule *m, OptFunction *f, uint8_t *special)
{
    OPT_FOR_EACH_BLOCK_INST(f, b, in, {
        if (in->opcode == SpvOpSelectionMerge || in->opcode == SpvOpLoopMerge) {
            special[b->label->result_id] |= in->opcode == SpvOpLoopMerge ? LOOP_HEADER : SELECTION_HEADER;
            for (uint16_t i = 0; i < in->operand_count; i++)
                if (opt_is_use(in, i) && in->words[in->operands[i].offset] < m->cap)
                    special[in->words[in->operands[i].offset]] |= TARGET;
        }
    })
}

/* OpPhi parents naming `label` in the successors of `b`. */
static uint32_t phi_parents(const OptModule *m, const OptFunction *f, const OptBlock *b, uint32_t label)
{
    uint32_t n = 0;
    for (uint32_t s = 0; s < b->succ.len; s++) {
        const OptBlock *to = f->blocks.data[b->succ.data[s]];
        for (uint32_t k = 0; k < to->insts.len; k++) {
            const OptInst *in = to->insts.data[k];
            if (in->dead || in->opcode != SpvOpPhi)
                continue;
            for (uint16_t i = 3; i < in->operand_count; i += 2)
                n += opt_word(in, i) == label;
        }
    }
    (void)m;
    return n;
}

static int mergeable(const OptModule *m, const OptFunction *f, const OptBlock *a, const uint8_t *special,
                     const uint8_t *touched)
{
    OptInst *t = terminator(a);
    if (!t || t->opcode != SpvOpBranch || a->succ.len != 1 || touched[a->index])
        return 0;
    OptInst *prev = before_terminator(a);
    if (prev && (prev->opcode == SpvOpLoopMerge || prev->opcode == SpvOpSelectionMerge))
        return 0;
    const OptBlock *b = f->blocks.data[a->succ.data[0]];
    uint32_t label = b->label->result_id;
    if (b == a || b->index == 0 || b->pred.len != 1 || touched[b->index] || (special[label] & (TARGET | LOOP_HEADER)))
        return 0;
    if ((special[label] & SELECTION_HEADER) && special[a->label->result_id])
        return 0;
    for (uint32_t k = 0; k < b->insts.len; k++)
        if (!b->insts.data[k]->dead && b->insts.data[k]->opcode == SpvOpPhi)
            return 0;
    return m->uses[label] == 1 + phi_parents(m, f, b, label);
}

static int merge_round(OptModule *m, OptFunction *f, uint8_t *special, uint32_t *repl)
{
    uint8_t *touched = arena_alloc(m->a, f->blocks.len);
    int changed = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        OptBlock *a = f->blocks.data[i];
        if (a->rpo == OPT_NONE || !mergeable(m, f, a, special, touched))
            continue;
        OptBlock *b = f->blocks.data[a->succ.data[0]];
        touched[a->index] = touched[b->index] = 1;
        terminator(a)->dead = 1;
        for (uint32_t k = 0; k < b->insts.len; k++) {
            b->insts.data[k]->block = a;
            vec_push(m->a, &a->insts, b->insts.data[k]);
        }
        b->insts.len = 0;
        b->label->dead = 1;
        repl[b->label->result_id] = a->label->result_id;
        changed = 1;
    }
    if (!changed)
        return 0;
    opt_drop_dead_blocks(f);
    return 1;
}

int opt_merge_blocks(OptModule *m)
{
    int changed = 0;
    for (int again = 1; again;) {
        if (changed)
            opt_changed(m); /* the last round merged blocks */
        again = 0;
        opt_analyze(m);
        opt_count_uses(m);
        uint8_t *special = arena_alloc(m->a, m->cap);
        uint32_t *repl = arena_alloc(m->a, m->cap * sizeof *repl);
        for (uint32_t i = 0; i < m->functions.len; i++) {
            OptFunction *f = m->functions.data[i];
            if (f->dead || !f->blocks.len)
                continue;
            mark_structure(m, f, special);
            again |= merge_round(m, f, special, repl);
        }
        if (again)
            opt_replace_uses(m, repl);
        changed |= again;
    }
    return changed;
}
