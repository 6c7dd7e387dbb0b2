/* Dead branch elimination: conditional branches on a constant condition
 * become unconditional, and the blocks no path from the entry reaches any
 * more (or never reached: code after a return) go.
 *
 * A selection header (OpSelectionMerge, then OpBranchConditional on
 * OpConstantTrue, OpConstantFalse or a null bool) loses its merge
 * instruction and branches to the side taken: the construct is gone, its
 * blocks are blocks of the one around it, and its merge block an ordinary
 * block. A conditional branch without a merge instruction (a break or a
 * continue) becomes a branch. Loop headers keep their branch, so does a
 * back edge to a loop header (a loop has exactly one). An OpSwitch on a
 * constant keeps its merge instruction (a case may break to the switch's
 * merge from within a nested selection, which is valid only while the
 * switch is there) but only the target the value selects, as its default;
 * the other cases' blocks go when nothing else reaches them. Such a switch
 * (any with its default only) goes when its construct is one block: its
 * target the merge block, or a block that only the header reaches and
 * that branches to the merge block, which only it reaches. Specialization
 * constants stay conditions and selectors.
 *
 * Unreachable blocks are then removed, except those that a reachable
 * header's merge instruction names, which structured control flow keeps
 * in the shape SPIR-V gives unreachable ones: a merge block becomes its
 * label and OpUnreachable, a continue target its label and a branch back
 * to the loop header (whose phis take OpUndef from it). The phis of the
 * blocks left lose the parents that are no longer their predecessors. */
#include "opt/ir.h"

/* 1 or 0 for a constant bool condition, -1 otherwise. */
static int constant_condition(const OptModule *m, uint32_t id)
{
    OptInst *d = opt_def(m, id);
    if (!d || d->function)
        return -1;
    if (d->opcode == SpvOpConstantTrue)
        return 1;
    if (d->opcode == SpvOpConstantFalse || d->opcode == SpvOpConstantNull)
        return 0;
    return -1;
}

/* Puts `in` in place of the block's live terminator. */
static void replace_terminator(OptBlock *b, OptInst *in)
{
    for (uint32_t i = b->insts.len; i-- > 0;) {
        if (b->insts.data[i]->dead)
            continue;
        in->block = b;
        in->function = b->label->function;
        b->insts.data[i] = in;
        return;
    }
}

static OptInst *branch_to(OptModule *m, uint32_t label)
{
    static const uint16_t kinds[] = {SPV_KIND_IdRef};
    uint32_t words[2] = {2u << 16 | SpvOpBranch, label};
    return opt_new_inst(m, words, 2, kinds, 1);
}

/* The OpPhi instructions of `b` keep only the parents `keep` accepts;
 * `undef_parent` (not 0) is added with an OpUndef value where missing. */
static void fix_phis(OptModule *m, OptFunction *f, OptBlock *b, const uint8_t *is_pred, uint32_t undef_parent,
                     uint32_t *undef_of)
{
    for (uint32_t k = 0; k < b->insts.len; k++) {
        OptInst *in = b->insts.data[k];
        if (in->dead || in->opcode != SpvOpPhi)
            continue;
        uint32_t *words = arena_alloc(m->a, (in->word_count + 2) * sizeof *words);
        uint16_t n = 3, had_undef_parent = 0;
        words[1] = in->type_id, words[2] = in->result_id;
        for (uint16_t i = 3; i + 1 < in->word_count; i += 2) {
            uint32_t value = in->words[i], parent = in->words[i + 1];
            OptInst *p = opt_def(m, parent);
            if (!p || !p->block || p->function != f || !is_pred[p->block->index])
                continue;
            if (parent == undef_parent) {
                /* The stub defines nothing: its value is undefined. */
                OptInst *v = opt_def(m, value);
                if (!v || (v->block && v->block->rpo == OPT_NONE))
                    value = 0;
                had_undef_parent = 1;
            }
            words[n++] = value, words[n++] = parent;
        }
        if (undef_parent && !had_undef_parent)
            words[n++] = 0, words[n++] = undef_parent;
        int same = n == in->word_count;
        for (uint16_t i = 3; i < n && same; i++)
            same = words[i] == in->words[i];
        if (same)
            continue;
        for (uint16_t i = 3; i < n; i += 2) {
            if (words[i])
                continue;
            if (!undef_of[in->type_id]) {
                static const uint16_t kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult};
                uint32_t id = opt_new_id(m), u[3] = {3u << 16 | SpvOpUndef, in->type_id, id};
                OptInst *d = opt_new_inst(m, u, 3, kinds, 2);
                vec_push(m->a, &m->globals, d);
                m->def[id] = d;
                undef_of[in->type_id] = id;
            }
            words[i] = undef_of[in->type_id];
        }
        words[0] = (uint32_t)n << 16 | SpvOpPhi;
        uint16_t *kinds = arena_alloc(m->a, n * sizeof *kinds);
        kinds[0] = SPV_KIND_IdResultType, kinds[1] = SPV_KIND_IdResult;
        for (uint16_t i = 2; i + 1 < n; i++)
            kinds[i] = SPV_KIND_IdRef;
        OptInst *phi = opt_new_inst(m, words, n, kinds, (uint16_t)(n - 1));
        phi->block = b, phi->function = f;
        b->insts.data[k] = phi;
        m->def[in->result_id] = phi;
    }
}

/* An OpSwitch on an integer OpConstant or OpConstantNull (not a
 * specialization constant) whose cases are more than its default: the
 * target the value selects becomes the only one, the default of an
 * OpSwitch that keeps its OpSelectionMerge, since a case may break to the
 * merge block from within a nested construct. Targets that are loop
 * headers (a back edge) keep the switch as it is. */
static OptInst *fold_switch(OptModule *m, const OptInst *t)
{
    OptInst *d = opt_def(m, opt_word(t, 0));
    OptInst *type = d && !d->function ? opt_def(m, d->type_id) : NULL;
    if (!type || type->opcode != SpvOpTypeInt || t->word_count <= 3 ||
        (d->opcode != SpvOpConstant && d->opcode != SpvOpConstantNull))
        return NULL;
    uint32_t width = opt_word(type, 1) > 32 ? 2 : 1, value[2] = {0, 0};
    if (d->opcode == SpvOpConstant) {
        if (d->word_count != 3 + width)
            return NULL;
        for (uint32_t k = 0; k < width; k++)
            value[k] = d->words[3 + k];
    }
    if ((t->word_count - 3) % (width + 1))
        return NULL;
    uint32_t target = t->words[2];
    for (uint32_t at = 3; at < t->word_count; at += width + 1) {
        if (t->words[at] == value[0] && (width == 1 || t->words[at + 1] == value[1])) {
            target = t->words[at + width];
            break;
        }
    }
    for (uint32_t at = 2; at < t->word_count; at += at == 2 ? 1 + width : width + 1) {
        OptInst *lost = opt_def(m, t->words[at]);
        OptInst *lost_merge = lost && lost->block ? opt_merge_of(lost->block) : NULL;
        if (lost_merge && lost_merge->opcode == SpvOpLoopMerge)
            return NULL;
    }
    static const uint16_t kinds[] = {SPV_KIND_IdRef, SPV_KIND_IdRef};
    uint32_t words[3] = {3u << 16 | SpvOpSwitch, t->words[1], target};
    return opt_new_inst(m, words, 3, kinds, 2);
}

/* Whether `b`'s reachable predecessors are exactly `only`. */
static int only_pred(const OptFunction *f, const OptBlock *b, const OptBlock *only)
{
    int seen = 0;
    for (uint32_t k = 0; k < b->pred.len; k++) {
        const OptBlock *p = f->blocks.data[b->pred.data[k]];
        if (p->rpo == OPT_NONE)
            continue;
        if (p != only)
            return 0;
        seen = 1;
    }
    return seen;
}

/* A switch left with its default only (fold_switch's, or written so)
 * whose construct is one block: its target is its merge block, or a block
 * only the header reaches that branches to the merge block, which only it
 * reaches (no case breaks from within a nested construct). The header
 * loses its OpSelectionMerge and branches to the target: the construct is
 * gone, as a selection on a constant goes. */
static uint32_t trivial_switch(OptModule *m, OptFunction *f, OptBlock *b, OptInst *t)
{
    OptInst *merge = opt_merge_of(b);
    if (t->opcode != SpvOpSwitch || t->word_count != 3 || !merge || merge->opcode != SpvOpSelectionMerge)
        return 0;
    uint32_t target = opt_word(t, 1), to = opt_word(merge, 0);
    if (target == to)
        return target;
    OptInst *tl = opt_def(m, target), *ml = opt_def(m, to);
    OptBlock *tb = tl ? tl->block : NULL, *mb = ml ? ml->block : NULL;
    if (!tb || !mb || tb->label->function != f || mb->label->function != f || opt_merge_of(tb))
        return 0;
    OptInst *tt = opt_terminator(tb);
    if (!tt || tt->opcode != SpvOpBranch || opt_word(tt, 0) != to || !only_pred(f, tb, b) || !only_pred(f, mb, tb))
        return 0;
    return target;
}

/* Constant conditions in reachable blocks become branches. */
static int fold_branches(OptModule *m, OptFunction *f)
{
    int changed = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        OptBlock *b = f->blocks.data[i];
        OptInst *t = b->rpo == OPT_NONE ? NULL : opt_terminator(b);
        uint32_t only = t ? trivial_switch(m, f, b, t) : 0;
        if (only) {
            opt_merge_of(b)->dead = 1;
            replace_terminator(b, branch_to(m, only));
            changed = 1;
            continue;
        }
        OptInst *sw = t && t->opcode == SpvOpSwitch ? fold_switch(m, t) : NULL;
        if (sw) {
            replace_terminator(b, sw);
            changed = 1;
            continue;
        }
        if (!t || t->opcode != SpvOpBranchConditional)
            continue;
        int c = constant_condition(m, opt_word(t, 0));
        OptInst *merge = opt_merge_of(b);
        if (c < 0 || (merge && merge->opcode == SpvOpLoopMerge))
            continue;
        /* A back edge not taken (do { } while (false)) stays: a loop
         * header keeps exactly one. */
        OptInst *lost = opt_def(m, opt_word(t, c ? 2 : 1));
        OptInst *lost_merge = lost && lost->block ? opt_merge_of(lost->block) : NULL;
        if (lost_merge && lost_merge->opcode == SpvOpLoopMerge)
            continue;
        if (merge)
            merge->dead = 1;
        replace_terminator(b, branch_to(m, opt_word(t, c ? 1 : 2)));
        changed = 1;
    }
    return changed;
}

/* Whether the unreachable block b, which a header names (`named`, as
 * remove_unreachable counts), is already the stub it would become. */
static int is_stub(const OptFunction *f, const OptBlock *b, uint32_t named)
{
    OptInst *t = NULL;
    for (uint32_t k = 0; k < b->insts.len; k++) {
        if (b->insts.data[k]->dead)
            continue;
        if (t)
            return 0;
        t = b->insts.data[k];
    }
    if (!t)
        return 0;
    if (named == 1)
        return t->opcode == SpvOpUnreachable;
    return t->opcode == SpvOpBranch && opt_word(t, 0) == f->blocks.data[named - 2]->label->result_id;
}

static int unreachable_in(const OptModule *m, const OptFunction *f, uint32_t label)
{
    const OptBlock *b = opt_block_of(m, f, label);
    return b && b->rpo == OPT_NONE;
}

/* The unreachable blocks go, or become stubs where a header names them.
 * A loop whose continue target and merge block are both unreachable, its
 * header ending in a branch, never goes round again nor breaks out: its
 * body runs once, as blocks of the construct around it, so the header
 * loses its OpLoopMerge and the two blocks go (spirv-opt -O does so too). */
static int remove_unreachable(OptModule *m, OptFunction *f, int folded, uint32_t *undef_of)
{
    uint32_t n = f->blocks.len, dead = 0;
    for (uint32_t i = 0; i < n; i++)
        dead += f->blocks.data[i]->rpo == OPT_NONE;
    if (!dead && !folded)
        return 0;
    /* What reachable headers name: merge blocks (1), continue targets (the
     * header's index + 2). */
    uint32_t *named = arena_alloc(m->a, n * sizeof *named);
    uint32_t work = 0; /* loops unwrapped, and unreachable blocks not yet gone or stubs */
    for (uint32_t i = 0; i < n; i++) {
        OptBlock *b = f->blocks.data[i];
        OptInst *mi = b->rpo == OPT_NONE ? NULL : opt_merge_of(b);
        if (!mi)
            continue;
        if (mi->opcode == SpvOpLoopMerge && opt_terminator(b)->opcode == SpvOpBranch &&
            unreachable_in(m, f, opt_word(mi, 0)) && unreachable_in(m, f, opt_word(mi, 1))) {
            mi->dead = 1;
            work++;
            continue;
        }
        OptInst *mb = opt_def(m, opt_word(mi, 0));
        if (mb && mb->block && mb->function == f)
            named[mb->block->index] = 1;
        OptInst *cb = mi->opcode == SpvOpLoopMerge ? opt_def(m, opt_word(mi, 1)) : NULL;
        if (cb && cb->block && cb->function == f && cb->block->rpo == OPT_NONE)
            named[cb->block->index] = i + 2;
    }
    for (uint32_t i = 0; i < n; i++) {
        OptBlock *b = f->blocks.data[i];
        work += b->rpo == OPT_NONE && (!named[i] || !is_stub(f, b, named[i]));
    }
    /* The stubs of an earlier run, alone: nothing to do again. */
    if (!work && !folded)
        return 0;
    /* Stubs and removals; then the predecessors as they now are. */
    for (uint32_t i = 0; i < n; i++) {
        OptBlock *b = f->blocks.data[i];
        if (b->rpo != OPT_NONE || (named[i] && is_stub(f, b, named[i])))
            continue;
        for (uint32_t k = 0; k < b->insts.len; k++)
            b->insts.data[k]->dead = 1;
        if (!named[i]) {
            b->label->dead = 1;
            continue;
        }
        OptInst *t;
        if (named[i] == 1) {
            static const uint16_t none[] = {0};
            uint32_t w = 1u << 16 | SpvOpUnreachable;
            t = opt_new_inst(m, &w, 1, none, 0);
        } else {
            t = branch_to(m, f->blocks.data[named[i] - 2]->label->result_id);
        }
        t->block = b, t->function = f;
        vec_push(m->a, &b->insts, t);
    }
    uint8_t *is_pred = arena_alloc(m->a, n);
    for (uint32_t i = 0; i < n; i++) {
        OptBlock *b = f->blocks.data[i];
        if (b->label->dead || b->rpo == OPT_NONE)
            continue;
        /* The live predecessors: reachable ones, and a continue stub. */
        for (uint32_t k = 0; k < n; k++)
            is_pred[k] = 0;
        for (uint32_t k = 0; k < b->pred.len; k++)
            if (f->blocks.data[b->pred.data[k]]->rpo != OPT_NONE)
                is_pred[b->pred.data[k]] = 1;
        uint32_t stub = 0;
        for (uint32_t k = 0; k < n; k++)
            if (named[k] == i + 2)
                is_pred[k] = 1, stub = f->blocks.data[k]->label->result_id;
        fix_phis(m, f, b, is_pred, stub, undef_of);
    }
    opt_drop_dead_blocks(f);
    return 1;
}

int opt_dead_branches(OptModule *m)
{
    opt_analyze(m);
    int changed = 0;
    uint8_t *folded = arena_alloc(m->a, m->functions.len + 1);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (!f->dead && f->blocks.len)
            changed |= folded[i] = (uint8_t)fold_branches(m, f);
    }
    /* The CFG as the branches now are. */
    if (changed)
        opt_changed(m);
    opt_analyze(m);
    uint32_t *undef_of = opt_lend_zeros(m, 0), globals = m->globals.len;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (!f->dead && f->blocks.len)
            changed |= remove_unreachable(m, f, folded[i], undef_of);
    }
    /* undef_of is set where an OpUndef was made, at the end of the globals. */
    for (uint32_t i = globals; i < m->globals.len; i++)
        if (m->globals.data[i]->opcode == SpvOpUndef)
            opt_return_zeros(m, 0, &m->globals.data[i]->type_id, 1);
    return changed;
}
