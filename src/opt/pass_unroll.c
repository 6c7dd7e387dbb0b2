/* Full unrolling of the loops the source asks to unroll (`[[unroll]]` of
 * GL_EXT_control_flow_attributes, the Unroll loop control), at -O only,
 * as spirv-opt -O's loop unroller does: a loop whose number of iterations
 * is known when compiling becomes that many copies of its blocks, one
 * after the other, each with the values of its iteration, then the exit
 * test once more (its instructions may be used after the loop); the
 * folder takes the induction variable's constants through them.
 *
 * The shape taken (anything else stays a loop):
 *  - the header's phis take one value from outside the loop and one from
 *    the block with the back edge (the latch), which is the only block of
 *    the loop branching to the header;
 *  - the exit test, a conditional branch whose one target is the merge
 *    block, ends the header or the one block the header branches to (the
 *    test block, which only the header reaches); no other block of the
 *    loop branches to the merge block (no break), and the continue target
 *    has one predecessor (no continue statement); returns and kills inside
 *    stay as they are;
 *  - the condition compares a header phi (the induction variable: a
 *    constant from outside, and itself plus or minus a constant from the
 *    latch) with an integer constant, in the header or the test block.
 * The loop's blocks are those the header reaches without passing its
 * merge block, every one dominated by the header. At most
 * UNROLL_MAX_TRIPS iterations, and UNROLL_MAX_INSTS instructions copied in
 * a module. */
#include "opt/ir.h"

#define UNROLL_MAX_TRIPS 1024
#define UNROLL_MAX_INSTS (1u << 15)

typedef struct Loop {
    OptBlock *header, *test, *latch;
    uint32_t merge, cont, go_on; /* labels: the merge block, the continue target, the test's other target */
    uint8_t *in;                 /* by block index: in the loop */
    uint32_t trips, size;        /* iterations; live instructions and labels of the loop */
} Loop;

/* An integer OpConstant (not a specialization constant): its bits, width and signedness. */
static int int_constant(const OptModule *m, uint32_t id, uint64_t *bits, uint32_t *width, int *is_signed)
{
    OptInst *d = opt_def(m, id);
    OptInst *t = d && d->opcode == SpvOpConstant && !d->function ? opt_def(m, d->type_id) : NULL;
    if (!t || t->opcode != SpvOpTypeInt || (opt_word(t, 1) != 32 && opt_word(t, 1) != 64))
        return 0;
    *width = opt_word(t, 1), *is_signed = opt_word(t, 2) != 0;
    *bits = d->words[3] | (*width == 64 && d->word_count > 4 ? (uint64_t)d->words[4] << 32 : 0);
    return 1;
}

static int64_t signed_value(uint64_t bits, uint32_t width)
{
    return width == 32 ? (int64_t)(int32_t)(uint32_t)bits : (int64_t)bits;
}

/* The comparison `op` of a and b (as they are, in that order): 1, 0, or -1 for another opcode. */
static int compare(uint16_t op, uint64_t a, uint64_t b, uint32_t width)
{
    int64_t sa = signed_value(a, width), sb = signed_value(b, width);
    switch (op) {
    case SpvOpIEqual: return a == b;
    case SpvOpINotEqual: return a != b;
    case SpvOpULessThan: return a < b;
    case SpvOpULessThanEqual: return a <= b;
    case SpvOpUGreaterThan: return a > b;
    case SpvOpUGreaterThanEqual: return a >= b;
    case SpvOpSLessThan: return sa < sb;
    case SpvOpSLessThanEqual: return sa <= sb;
    case SpvOpSGreaterThan: return sa > sb;
    case SpvOpSGreaterThanEqual: return sa >= sb;
    default: return -1;
    }
}

/* The header phi `phi`'s operand from the latch (1) or from outside (0). */
static uint32_t phi_value(const Loop *L, const OptInst *phi, int from_latch)
{
    for (uint16_t i = 2; i + 1 < phi->operand_count; i += 2)
        if ((opt_word(phi, (uint16_t)(i + 1)) == L->latch->label->result_id) == from_latch)
            return opt_word(phi, i);
    return 0;
}

/* The number of iterations the exit test lets through, or OPT_NONE. */
static uint32_t count_trips(const OptModule *m, const Loop *L, const OptInst *test)
{
    OptInst *cond = opt_def(m, opt_word(test, 0));
    if (!cond || (cond->block != L->header && cond->block != L->test) || cond->operand_count != 4)
        return OPT_NONE;
    int phi_side = -1;
    OptInst *phi = NULL;
    for (int side = 0; side < 2 && !phi; side++) {
        OptInst *d = opt_def(m, opt_word(cond, (uint16_t)(2 + side)));
        if (d && d->opcode == SpvOpPhi && d->block == L->header)
            phi = d, phi_side = side;
    }
    uint64_t bound, init, step;
    uint32_t width, w2, w3;
    int sgn, s2, s3;
    if (!phi || !int_constant(m, opt_word(cond, (uint16_t)(3 - phi_side)), &bound, &width, &sgn) ||
        !int_constant(m, phi_value(L, phi, 0), &init, &w2, &s2) || w2 != width)
        return OPT_NONE;
    OptInst *next = opt_def(m, phi_value(L, phi, 1));
    if (!next || (next->opcode != SpvOpIAdd && next->opcode != SpvOpISub) || next->operand_count != 4 ||
        !next->block || !L->in[next->block->index])
        return OPT_NONE;
    int step_side = opt_word(next, 2) == phi->result_id ? 3 : opt_word(next, 3) == phi->result_id ? 2 : 0;
    if (!step_side || (step_side == 2 && next->opcode == SpvOpISub) ||
        !int_constant(m, opt_word(next, (uint16_t)step_side), &step, &w3, &s3) || w3 != width)
        return OPT_NONE;
    uint64_t mask = width == 64 ? ~(uint64_t)0 : 0xffffffffu, v = init;
    int go_on_when = opt_word(test, 1) == L->go_on; /* the condition's value that goes on */
    for (uint32_t trips = 0; trips <= UNROLL_MAX_TRIPS; trips++) {
        int r = phi_side == 0 ? compare(cond->opcode, v, bound, width) : compare(cond->opcode, bound, v, width);
        if (r < 0)
            return OPT_NONE;
        if (r != go_on_when)
            return trips;
        v = (next->opcode == SpvOpIAdd ? v + step : v - step) & mask;
    }
    return OPT_NONE;
}

/* Whether the loop headed by h has the shape above; fills L. */
static int shape_of(OptModule *m, OptFunction *f, OptBlock *h, const OptInst *lm, Loop *L)
{
    uint32_t n = f->blocks.len;
    L->header = h;
    L->merge = opt_word(lm, 0), L->cont = opt_word(lm, 1);
    L->in = arena_alloc(m->a, n);
    /* The blocks h reaches without passing the merge block. */
    VEC(uint32_t) work = {0};
    L->in[h->index] = 1;
    vec_push(m->a, &work, h->index);
    L->size = 0;
    L->latch = NULL;
    while (work.len) {
        OptBlock *b = f->blocks.data[work.data[--work.len]];
        L->size += 1 + b->insts.len;
        for (uint32_t k = 0; k < b->succ.len; k++) {
            OptBlock *s = f->blocks.data[b->succ.data[k]];
            if (s->label->result_id == L->merge)
                continue;
            if (s == h) {
                if (L->latch && L->latch != b)
                    return 0;
                L->latch = b;
                continue;
            }
            if (L->in[s->index])
                continue;
            if (s->rpo == OPT_NONE || !opt_dominates(f, h->index, s->index))
                return 0;
            L->in[s->index] = 1;
            vec_push(m->a, &work, s->index);
        }
    }
    OptBlock *cb = opt_block_of(m, f, L->cont);
    if (!L->latch || !cb || !L->in[cb->index] || (cb != h && cb->pred.len != 1))
        return 0;
    /* The exit test: the header's, or that of the one block it goes to. */
    OptInst *t = opt_terminator(h);
    L->test = h;
    if (t && t->opcode == SpvOpBranch) {
        L->test = opt_block_of(m, f, opt_word(t, 0));
        if (!L->test || L->test == h || L->test->pred.len != 1 || !L->in[L->test->index])
            return 0;
        t = opt_terminator(L->test);
    }
    if (!t || t->opcode != SpvOpBranchConditional || t->operand_count != 3)
        return 0;
    uint32_t a = opt_word(t, 1), b = opt_word(t, 2);
    if ((a == L->merge) == (b == L->merge))
        return 0;
    L->go_on = a == L->merge ? b : a;
    /* Nothing else leaves for the merge block. */
    for (uint32_t i = 0; i < n; i++)
        if (L->in[i] && f->blocks.data[i] != L->test)
            for (uint32_t k = 0; k < f->blocks.data[i]->succ.len; k++)
                if (f->blocks.data[f->blocks.data[i]->succ.data[k]]->label->result_id == L->merge)
                    return 0;
    /* The header's phis: one value from outside, one from the latch. */
    for (uint32_t k = 0; k < h->insts.len; k++) {
        OptInst *in = h->insts.data[k];
        if (in->dead || in->opcode != SpvOpPhi)
            continue;
        if (in->operand_count != 6 || !phi_value(L, in, 0) || !phi_value(L, in, 1))
            return 0;
    }
    L->trips = count_trips(m, L, t);
    return L->trips != OPT_NONE;
}

typedef VEC(OptBlock *) BlockList;

typedef struct Unroller {
    OptModule *m;
    OptDecorations decos;
    uint32_t budget;
    uint32_t *map, map_len; /* by original id: its id in the copy being made */
} Unroller;

/* One copy of the loop's blocks (`last`: only the header and the test
 * block, the test going to the merge block): fresh ids for their labels
 * and results, the header's phis read as `phis` (their values in this
 * iteration), the back edge to `next_header`. The blocks go to `out`. */
static void copy_loop(Unroller *U, OptFunction *f, const Loop *L, int last, uint32_t next_header, const uint32_t *phis,
                      BlockList *out)
{
    OptModule *m = U->m;
    uint32_t n = f->blocks.len;
    for (uint32_t i = 0; i < n; i++) {
        OptBlock *b = f->blocks.data[i];
        if (!L->in[i] || (last && b != L->header && b != L->test))
            continue;
        if (b != L->header)
            U->map[b->label->result_id] = opt_new_id(m);
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            if (in->dead || !in->result_id)
                continue;
            if (b == L->header && in->opcode == SpvOpPhi)
                U->map[in->result_id] = phis[k];
            else
                U->map[in->result_id] = opt_new_id(m);
        }
    }
    U->map[L->header->label->result_id] = next_header; /* the back edge; the header's own label is made below */
    for (uint32_t i = 0; i < n; i++) {
        OptBlock *b = f->blocks.data[i];
        if (!L->in[i] || (last && b != L->header && b != L->test))
            continue;
        uint32_t label = b == L->header ? phis[b->insts.len] : U->map[b->label->result_id];
        OptBlock *c = opt_new_block(m, f, label);
        const OptInst *test = b == L->test ? opt_terminator(b) : NULL;
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            if (in->dead || (b == L->header && (in->opcode == SpvOpPhi || in->opcode == SpvOpLoopMerge)))
                continue;
            if (in == test) { /* on, or out on the last copy */
                opt_append(m, c, opt_make_branch(m, last ? L->merge : U->map[L->go_on] ? U->map[L->go_on] : L->go_on));
                continue;
            }
            OptInst *copy = opt_copy_inst(m, in, U->map, U->map_len);
            if (copy->opcode == SpvOpPhi) /* a parent that is the header is this copy's, not the next */
                for (uint16_t p = 3; p < copy->operand_count; p += 2)
                    if (opt_word(copy, p) == (next_header ? next_header : L->header->label->result_id))
                        copy->words[copy->operands[p].offset] = phis[L->header->insts.len];
            opt_append(m, c, copy);
            if (in->result_id)
                opt_clone_decorations(m, &U->decos, in->result_id, copy->result_id);
        }
        vec_push(m->a, out, c);
    }
}

/* Replaces the loop headed by L->header with its copies. */
static void unroll(Unroller *U, OptFunction *f, const Loop *L)
{
    OptModule *m = U->m;
    OptBlock *h = L->header;
    uint32_t n = f->blocks.len, hl = h->label->result_id;
    U->map = arena_alloc(m->a, m->cap * sizeof *U->map); /* the loop's ids; nothing of an earlier loop */
    U->map_len = m->cap;
    /* phis[k]: the value of the header's instruction k in this iteration;
     * phis[insts.len]: this copy's header label. */
    uint32_t *phis = arena_alloc(m->a, (h->insts.len + 1) * sizeof *phis);
    uint32_t *next = arena_alloc(m->a, (h->insts.len + 1) * sizeof *next);
    for (uint32_t k = 0; k < h->insts.len; k++)
        if (!h->insts.data[k]->dead && h->insts.data[k]->opcode == SpvOpPhi)
            phis[k] = phi_value(L, h->insts.data[k], 0);
    phis[h->insts.len] = opt_new_id(m);
    uint32_t first_header = phis[h->insts.len];
    BlockList made = {0};
    for (uint32_t it = 0; it <= L->trips; it++) {
        int last = it == L->trips;
        uint32_t next_header = last ? 0 : opt_new_id(m);
        copy_loop(U, f, L, last, next_header, phis, &made);
        if (last)
            break;
        for (uint32_t k = 0; k < h->insts.len; k++) {
            OptInst *in = h->insts.data[k];
            if (!in->dead && in->opcode == SpvOpPhi) {
                uint32_t v = phi_value(L, in, 1);
                next[k] = v < U->map_len && U->map[v] ? U->map[v] : v;
            }
        }
        next[h->insts.len] = next_header;
        uint32_t *t = phis;
        phis = next, next = t;
    }
    /* After the loop: the last copy's values and test block; into it, the first copy. */
    uint32_t *repl = arena_alloc(m->a, m->cap * sizeof *repl);
    uint32_t tl = L->test->label->result_id, last_test = L->test == h ? phis[h->insts.len] : U->map[tl];
    OptBlock *mb = opt_block_of(m, f, L->merge);
    for (uint32_t k = 0; mb && k < mb->insts.len; k++) {
        OptInst *in = mb->insts.data[k];
        if (in->dead || in->opcode != SpvOpPhi)
            continue;
        for (uint16_t i = 3; i < in->operand_count; i += 2)
            if (opt_word(in, i) == tl)
                in->words[in->operands[i].offset] = last_test;
    }
    for (uint32_t k = 0; k < h->insts.len; k++) {
        OptInst *in = h->insts.data[k];
        if (!in->dead && in->result_id)
            repl[in->result_id] = in->opcode == SpvOpPhi ? phis[k] : U->map[in->result_id];
    }
    for (uint32_t k = 0; L->test != h && k < L->test->insts.len; k++) {
        OptInst *in = L->test->insts.data[k];
        if (!in->dead && in->result_id)
            repl[in->result_id] = U->map[in->result_id];
    }
    repl[hl] = first_header;
    /* The loop's blocks go; the copies take the header's place. */
    BlockList blocks = {0};
    for (uint32_t i = 0; i < n; i++) {
        OptBlock *b = f->blocks.data[i];
        if (b == h)
            for (uint32_t k = 0; k < made.len; k++)
                vec_push(m->a, &blocks, made.data[k]);
        if (!L->in[i]) {
            vec_push(m->a, &blocks, b);
            continue;
        }
        b->label->dead = 1;
        for (uint32_t k = 0; k < b->insts.len; k++)
            b->insts.data[k]->dead = 1;
    }
    for (uint32_t i = 0; i < blocks.len; i++)
        blocks.data[i]->index = i;
    f->blocks.data = blocks.data, f->blocks.len = blocks.len, f->blocks.cap = blocks.cap;
    opt_replace_uses(m, repl);
    opt_changed(m);
    m->unrolled = 1;
}

int opt_unroll(OptModule *m)
{
    opt_analyze(m);
    Unroller U = {0};
    U.m = m;
    U.budget = UNROLL_MAX_INSTS;
    int indexed = 0, changed = 0;
    for (uint32_t fi = 0; fi < m->functions.len; fi++) {
        OptFunction *f = m->functions.data[fi];
        if (f->dead)
            continue;
        /* One loop at a time: each unrolling changes the blocks; refused
         * headers are passed by their label. */
        U32Map refused = {0};
        for (uint32_t i = 0; i < f->blocks.len; i++) {
            OptBlock *h = f->blocks.data[i];
            OptInst *lm = h->rpo == OPT_NONE ? NULL : opt_merge_of(h);
            uint32_t dummy;
            if (!lm || lm->opcode != SpvOpLoopMerge || !(opt_word(lm, 2) & SpvLoopControlUnrollMask) ||
                u32map_get(&refused, h->label->result_id, &dummy))
                continue;
            Loop L = {0};
            if (!shape_of(m, f, h, lm, &L) || (uint64_t)L.size * (L.trips + 1) > U.budget) {
                u32map_put(m->a, &refused, h->label->result_id, 1);
                continue;
            }
            if (!indexed) {
                opt_index_decorations(m, &U.decos);
                indexed = 1;
            }
            U.budget -= L.size * (L.trips + 1);
            unroll(&U, f, &L);
            changed = 1;
            opt_analyze(m);
            i = (uint32_t)-1; /* from the start again */
        }
    }
    opt_insert_decorations(m, &U.decos);
    return changed;
}
