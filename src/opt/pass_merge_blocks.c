/* Block merging: a block that ends in an unconditional OpBranch takes in
 * its successor when that successor has no other predecessor, and the
 * merge keeps structured control flow valid. It is refused (when in doubt,
 * don't) when:
 *
 *  - the first block is a selection header (OpSelectionMerge before its
 *    branch); a loop header only takes in an ordinary successor (no
 *    construct's merge block, continue target or header of its own) that
 *    ends in OpBranch or OpBranchConditional, its OpLoopMerge moving to
 *    the end, as glslang and spirv-opt shape a loop whose condition is in
 *    its header;
 *  - the successor is any construct's merge block, or a loop header, or
 *    the entry, or the block itself; a continue target only when the
 *    first block is an ordinary one, which then goes into it (the merged
 *    block keeps the continue target's label, which the OpLoopMerge
 *    names); a selection header only when the first block is no
 *    continue target, and the first block then becomes the header (a
 *    merge block may head the next construct);
 *  - the successor has OpPhi instructions, or its label is named by
 *    anything but the branch and the OpPhi parents of its own successors
 *    (which then name the merged block).
 *
 * Merges that touch no block another merge touched run together; rounds
 * repeat until none is left. */
#include "opt/ir.h"

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

enum { TARGET = 1, SELECTION_HEADER = 2, LOOP_HEADER = 4, CONTINUE = 8 };

/* What the function's merge instructions make of each label: merge blocks
 * and continue targets (TARGET; CONTINUE for a continue target that is no
 * merge block), headers. */
static void mark_structure(OptModule *m, OptFunction *f, uint8_t *special)
{
    OPT_FOR_EACH_BLOCK_INST(f, b, in, {
        if (in->opcode == SpvOpSelectionMerge || in->opcode == SpvOpLoopMerge) {
            special[b->label->result_id] |= in->opcode == SpvOpLoopMerge ? LOOP_HEADER : SELECTION_HEADER;
            for (uint16_t i = 0; i < in->operand_count; i++)
                if (opt_is_use(in, i) && in->words[in->operands[i].offset] < m->cap)
                    special[in->words[in->operands[i].offset]] |= TARGET | (i == 1 ? CONTINUE : 0);
        }
    })
    /* A block named both ways is a merge block first. */
    OPT_FOR_EACH_BLOCK_INST(f, b, in, {
        if (in->opcode == SpvOpSelectionMerge || in->opcode == SpvOpLoopMerge) {
            uint32_t merge = opt_word(in, 0);
            if (merge < m->cap)
                special[merge] &= (uint8_t)~CONTINUE;
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

static int is_merge(const OptInst *in)
{
    return in && (in->opcode == SpvOpLoopMerge || in->opcode == SpvOpSelectionMerge);
}

/* How block a merges with its successor: not (0), a takes it in (INTO_A),
 * a loop header takes it in (INTO_HEADER), or a goes into the successor, a
 * continue target (INTO_CONTINUE). */
enum { NO_MERGE, INTO_A, INTO_HEADER, INTO_CONTINUE };

static int mergeable(const OptModule *m, const OptFunction *f, const OptBlock *a, const uint8_t *special,
                     const uint8_t *touched)
{
    OptInst *t = opt_terminator(a);
    if (!t || t->opcode != SpvOpBranch || a->succ.len != 1 || touched[a->index])
        return NO_MERGE;
    OptInst *prev = before_terminator(a);
    const OptBlock *b = f->blocks.data[a->succ.data[0]];
    uint32_t label = b->label->result_id, a_label = a->label->result_id;
    if (b == a || b->index == 0 || b->pred.len != 1 || touched[b->index])
        return NO_MERGE;
    for (uint32_t k = 0; k < b->insts.len; k++)
        if (!b->insts.data[k]->dead && b->insts.data[k]->opcode == SpvOpPhi)
            return NO_MERGE;
    if (prev && prev->opcode == SpvOpSelectionMerge)
        return NO_MERGE;
    if (prev && prev->opcode == SpvOpLoopMerge) { /* b must be ordinary and end as a header may */
        OptInst *bt = opt_terminator(b);
        if (special[label] || is_merge(before_terminator(b)) || !bt ||
            (bt->opcode != SpvOpBranch && bt->opcode != SpvOpBranchConditional))
            return NO_MERGE;
        return m->uses[label] == 1 + phi_parents(m, f, b, label) ? INTO_HEADER : NO_MERGE;
    }
    if (special[label] == (TARGET | CONTINUE) && !special[a_label] && a->index != 0)
        return m->uses[label] == 2 + phi_parents(m, f, b, label) ? INTO_CONTINUE : NO_MERGE;
    if (special[label] & (TARGET | LOOP_HEADER))
        return NO_MERGE;
    if ((special[label] & SELECTION_HEADER) && (special[a_label] & CONTINUE))
        return NO_MERGE;
    return m->uses[label] == 1 + phi_parents(m, f, b, label) ? INTO_A : NO_MERGE;
}

static int merge_round(OptModule *m, OptFunction *f, uint8_t *special, uint32_t *repl)
{
    uint8_t *touched = arena_alloc(m->a, f->blocks.len);
    int changed = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        OptBlock *a = f->blocks.data[i];
        int how = a->rpo == OPT_NONE ? NO_MERGE : mergeable(m, f, a, special, touched);
        if (how == NO_MERGE)
            continue;
        OptBlock *b = f->blocks.data[a->succ.data[0]];
        uint32_t b_label = b->label->result_id;
        OptInst *loop_merge = how == INTO_HEADER ? before_terminator(a) : NULL;
        touched[a->index] = touched[b->index] = 1;
        opt_terminator(a)->dead = 1;
        if (how == INTO_CONTINUE) {
            /* a's code goes first in b, which keeps its label. */
            VEC(OptInst *) both = {0};
            for (uint32_t k = 0; k < a->insts.len; k++) {
                a->insts.data[k]->block = b;
                vec_push(m->a, &both, a->insts.data[k]);
            }
            for (uint32_t k = 0; k < b->insts.len; k++)
                vec_push(m->a, &both, b->insts.data[k]);
            b->insts.data = both.data, b->insts.len = both.len, b->insts.cap = both.cap;
            a->insts.len = 0;
            a->label->dead = 1;
            repl[a->label->result_id] = b->label->result_id;
            changed = 1;
            continue;
        }
        /* A loop header's OpLoopMerge moves to just before b's terminator. */
        if (loop_merge) {
            uint32_t n = 0;
            for (uint32_t k = 0; k < a->insts.len; k++)
                if (a->insts.data[k] != loop_merge)
                    a->insts.data[n++] = a->insts.data[k];
            a->insts.len = n;
        }
        OptInst *bt = opt_terminator(b);
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            if (in == bt && loop_merge)
                vec_push(m->a, &a->insts, loop_merge);
            in->block = a;
            vec_push(m->a, &a->insts, in);
        }
        b->insts.len = 0;
        b->label->dead = 1;
        repl[b->label->result_id] = a->label->result_id;
        changed = 1;
        /* An ordinary block taken in: a now ends as it ended, and its
         * successors are b's (their predecessor a); a may take in the next
         * block at once, where another round would (a chain of blocks
         * merges in one round). */
        if (how == INTO_A && !special[b_label]) {
            a->succ = b->succ;
            for (uint32_t s = 0; s < a->succ.len; s++) {
                OptBlock *to = f->blocks.data[a->succ.data[s]];
                for (uint32_t k = 0; k < to->pred.len; k++)
                    if (to->pred.data[k] == b->index)
                        to->pred.data[k] = a->index;
            }
            b->succ.data = NULL, b->succ.len = b->succ.cap = 0;
            touched[a->index] = 0;
            i--;
        }
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
