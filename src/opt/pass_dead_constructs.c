/* Dead construct elimination: a selection or loop that does nothing the
 * rest of the function sees goes whole; its header branches straight to
 * its merge block.
 *
 * The construct is what its header reaches without passing through its
 * merge block. It goes when every instruction in it is pure (opt_pure:
 * no store, call, atomic, barrier, image write, kill or return) or
 * control flow (merge instructions, branches, phis, debug lines); every
 * way out of it is its merge block (no break to an outer construct, no
 * continue of an outer loop); nothing outside enters it but through the
 * header, nor names one of its blocks (but the header) as a merge or
 * continue target; its merge block is reached from it and has no phis
 * (which would take values from inside), but for a selection on a
 * condition whose phis take one value from each side: those become
 * OpSelect on the header's condition (if-conversion, as spirv-opt's -O
 * does), when the type allows it (a scalar or vector, a composite from
 * SPIR-V 1.4; before 1.4 the condition of a vector becomes a boolean
 * vector of its size); and a value made in it that is
 * used outside is arithmetic, logic, a conversion, a composite or an
 * access chain of values made outside (redundancy elimination leaves
 * such ones for the code after), or of such values made inside: it
 * moves to the header, which dominates its uses, after those it uses. A loop header's own code is the loop's and goes with it; a
 * selection header's runs either way and stays. A loop
 * whose only effect is its own values is thus removed as spirv-opt's
 * aggressive DCE removes it, whether or not it would have terminated.
 *
 * Headers are looked at in module order, so an enclosing construct is
 * decided before the ones inside it; each decision reads the CFG of the
 * pass's analysis, which the removals before it leave valid for the
 * blocks not removed (they only ever remove blocks the later constructs
 * do not contain). A loop whose continue target it never reaches stays.
 * At most MAX_CONSTRUCTS headers are examined per
 * function and run (each costs a walk of the function); the recipe's
 * loop comes back for the rest. */
#include "opt/ir.h"

#define MAX_CONSTRUCTS 64

typedef struct Dead {
    OptModule *m;
    OptFunction *f;
    uint8_t *in_set;   /* by block index: part of the construct looked at */
    uint32_t *members; /* the same as a list, header first: the walks of the construct */
    uint32_t member_count;
    uint32_t *headers; /* the blocks with a merge instruction when the pass began (no pass adds one) */
    uint32_t header_count;
    uint32_t *stack;   /* block indices */
    uint8_t *made_in;  /* by id: defined in the construct (2: to be moved) */
    uint32_t *inside;  /* by id: uses inside the construct (zero between constructs) */
    uint32_t cap;      /* of made_in and inside: m->cap when the pass began (new ids may grow it) */
    OptBlock *outside; /* a selection's header: its code before the merge instruction runs either way */
    VEC(OptInst *) hoist; /* values made inside and used outside, to move to the header */
    VEC(OptInst *) phis;  /* the merge block's phis, to become selects */
    VEC(uint32_t) picks;  /* for each: the condition's size (0: as it is), the true value, the false one */
} Dead;

/* Marks (1) or clears (0) in made_in the results of the construct's blocks. */
static void mark_made(Dead *d, uint8_t value)
{
    OptFunction *f = d->f;
    for (uint32_t i = 0; i < d->member_count; i++) {
        OptBlock *b = f->blocks.data[d->members[i]];
        if (b == d->outside)
            continue;
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            if (in->result_id && in->result_id < d->cap)
                d->made_in[in->result_id] = value;
        }
    }
}

static int control_or_debug(uint16_t op)
{
    switch (op) {
    case SpvOpSelectionMerge: case SpvOpLoopMerge: case SpvOpBranch: case SpvOpBranchConditional:
    case SpvOpSwitch: case SpvOpPhi: case SpvOpLine: case SpvOpNoLine:
        return 1;
    default:
        return 0;
    }
}


/* Arithmetic, logic, conversions, composites and access chains (no
 * memory access, no derivative) of values made outside the construct or
 * themselves movable (at most MAX_MOVED_DEPTH deep): those it uses are
 * queued to move first (made_in 2). */
#define MAX_MOVED_DEPTH 16

/* Whether v may run where its construct would not have run it: not an
 * integer division or remainder (undefined behaviour by zero, and signed
 * by -1) but by a scalar constant that is neither, nor a dynamic vector
 * component (undefined out of range). */
static int speculable(const OptModule *m, const OptInst *v)
{
    switch (v->opcode) {
    case SpvOpUDiv: case SpvOpSDiv: case SpvOpUMod: case SpvOpSRem: case SpvOpSMod: {
        OptInst *c = opt_def(m, opt_word(v, 3));
        if (!c || c->opcode != SpvOpConstant || c->word_count < 4)
            return 0;
        uint64_t value = c->words[3], all = UINT32_MAX;
        if (c->word_count > 4)
            value |= (uint64_t)c->words[4] << 32, all = UINT64_MAX;
        return value != 0 && (v->opcode == SpvOpUDiv || v->opcode == SpvOpUMod || value != all);
    }
    case SpvOpVectorExtractDynamic: case SpvOpVectorInsertDynamic:
        return 0;
    default:
        return 1;
    }
}

static int movable(Dead *d, OptInst *v, int depth)
{
    int kind = v->info && (v->info->cls == SPV_CLASS_Arithmetic || v->info->cls == SPV_CLASS_Bit ||
                           v->info->cls == SPV_CLASS_Relational_and_Logical ||
                           v->info->cls == SPV_CLASS_Conversion || v->info->cls == SPV_CLASS_Composite ||
                           v->opcode == SpvOpAccessChain || v->opcode == SpvOpInBoundsAccessChain);
    if (!kind || v->opcode == SpvOpPhi || !opt_pure(v) || !speculable(d->m, v) || depth > MAX_MOVED_DEPTH)
        return 0;
    OPT_FOR_EACH_USE(v, u) {
        uint32_t id = v->words[v->operands[u].offset];
        if (id >= d->cap || d->made_in[id] != 1)
            continue;
        OptInst *o = opt_def(d->m, id);
        if (!o || !movable(d, o, depth + 1))
            return 0;
        d->made_in[id] = 2;
        vec_push(d->m->a, &d->hoist, o);
    }
    return 1;
}

/* The block that defines label `id` in the function, or NULL. */
static OptBlock *block_of(const Dead *d, uint32_t id)
{
    return opt_block_of(d->m, d->f, id);
}

/* The use counts, where counted, kept true as instructions come and go
 * (used_outside reads them for the constructs after). */
static void note_uses(OptModule *m, const OptInst *in, int delta)
{
    if (!m->counted || in->dead)
        return;
    for (uint16_t k = 0; k < in->use_count; k++) {
        uint32_t id = in->words[in->use_words[k]];
        if (id < m->cap)
            m->uses[id] += (uint32_t)delta;
    }
}

/* The boolean vector type of `n` components: the module's, or a new one
 * declared last among the globals (a type may come after variables). */
static uint32_t bool_vector(OptModule *m, uint32_t bool_type, uint32_t n)
{
    for (uint32_t i = 0; i < m->globals.len; i++) {
        const OptInst *t = m->globals.data[i];
        if (!t->dead && t->opcode == SpvOpTypeVector && opt_word(t, 1) == bool_type && opt_word(t, 2) == n)
            return t->result_id;
    }
    static const uint16_t kinds[] = {SPV_KIND_IdResult, SPV_KIND_IdRef, SPV_KIND_LiteralInteger};
    uint32_t id = opt_new_id(m), words[4] = {4u << 16 | SpvOpTypeVector, id, bool_type, n};
    OptInst *t = opt_new_inst(m, words, 4, kinds, 3);
    vec_push(m->a, &m->globals, t);
    note_uses(m, t, 1);
    m->def[id] = t;
    return id;
}

/* Whether the phis of merge block mb (none, or a selection's whose each
 * phi takes one value from each side of the header's OpBranchConditional)
 * can all become OpSelect; d->phis and d->picks then say how. */
static int selects_for_phis(Dead *d, OptBlock *h, OptBlock *mb)
{
    OptModule *m = d->m;
    d->phis.len = d->picks.len = 0;
    OptInst *branch = opt_terminator(h);
    for (uint32_t i = 0; i < mb->insts.len; i++) {
        OptInst *phi = mb->insts.data[i];
        if (phi->dead || phi->opcode != SpvOpPhi)
            continue;
        if (!d->outside || !branch || branch->opcode != SpvOpBranchConditional || phi->operand_count != 6)
            return 0;
        OptBlock *side[2] = {block_of(d, opt_word(branch, 1)), block_of(d, opt_word(branch, 2))};
        if (!side[0] || !side[1] || side[0] == side[1])
            return 0;
        uint32_t value[2] = {0, 0};
        for (uint16_t k = 2; k < 6; k += 2) {
            OptBlock *parent = block_of(d, opt_word(phi, k + 1));
            if (!parent || !d->in_set[parent->index])
                return 0;
            for (int t = 0; t < 2; t++) {
                int on_side = parent == h ? side[t] == mb
                                          : side[t] != mb && opt_dominates(d->f, side[t]->index, parent->index);
                if (on_side && value[t])
                    return 0;
                if (on_side)
                    value[t] = opt_word(phi, k);
            }
        }
        if (!value[0] || !value[1])
            return 0;
        for (int t = 0; t < 2; t++) {
            if (value[t] >= d->cap || d->made_in[value[t]] != 1)
                continue;
            OptInst *v = opt_def(m, value[t]);
            if (!v || !movable(d, v, 0))
                return 0;
            d->made_in[value[t]] = 2; /* moved once, after what it uses */
            vec_push(m->a, &d->hoist, v);
        }
        /* The type: a scalar or vector; a composite only from SPIR-V 1.4,
         * which also takes a scalar condition for a vector. */
        OptInst *type = opt_def(m, phi->type_id);
        OptInst *cond = opt_def(m, opt_word(branch, 0));
        if (!type || !cond)
            return 0;
        uint32_t size = 0;
        int v14 = m->header.version >= 0x10400;
        switch (type->opcode) {
        case SpvOpTypeBool: case SpvOpTypeInt: case SpvOpTypeFloat:
            break;
        case SpvOpTypeVector:
            size = v14 ? 0 : opt_word(type, 2); /* the condition's; its type is made when converted */
            break;
        case SpvOpTypeStruct: case SpvOpTypeArray: case SpvOpTypeMatrix:
            if (!v14)
                return 0;
            break;
        default:
            return 0;
        }
        vec_push(m->a, &d->phis, phi);
        vec_push(m->a, &d->picks, size);
        vec_push(m->a, &d->picks, value[0]);
        vec_push(m->a, &d->picks, value[1]);
    }
    return 1;
}

/* The phis of the merge block become OpSelect on the header's condition
 * (a boolean vector of it first, in the header, where the type asks). */
static void phis_to_selects(Dead *d, OptBlock *h, uint32_t cond)
{
    OptModule *m = d->m;
    uint32_t splat[2] = {0, 0}; /* the last boolean vector made: its type, its id */
    for (uint32_t i = 0; i < d->phis.len; i++) {
        OptInst *phi = d->phis.data[i];
        uint32_t n = d->picks.data[3 * i], c = cond, cond_type = 0;
        if (n)
            cond_type = bool_vector(m, opt_def(m, cond)->type_id, n);
        if (cond_type && splat[0] == cond_type) {
            c = splat[1];
        } else if (cond_type) {
            uint32_t words[2 + 16 + 1];
            uint16_t kinds[2 + 16] = {SPV_KIND_IdResultType, SPV_KIND_IdResult};
            if (n > 16)
                n = 16; /* the type check allowed it: the largest vector */
            words[0] = (3 + n) << 16 | SpvOpCompositeConstruct;
            words[1] = cond_type;
            words[2] = c = opt_new_id(m);
            for (uint32_t k = 0; k < n; k++)
                words[3 + k] = cond, kinds[2 + k] = SPV_KIND_IdRef;
            OptInst *v = opt_new_inst(m, words, (uint16_t)(3 + n), kinds, (uint16_t)(2 + n));
            v->block = h, v->function = d->f;
            m->def[c] = v;
            vec_push(m->a, &h->insts, v);
            note_uses(m, v, 1);
            splat[0] = cond_type, splat[1] = c;
        }
        static const uint16_t kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_IdRef, SPV_KIND_IdRef,
                                         SPV_KIND_IdRef};
        uint32_t words[6] = {6u << 16 | SpvOpSelect, phi->type_id, phi->result_id, c, d->picks.data[3 * i + 1],
                             d->picks.data[3 * i + 2]};
        OptInst *sel = opt_new_inst(m, words, 6, kinds, 5);
        sel->block = phi->block, sel->function = d->f;
        OptBlock *mb = phi->block;
        for (uint32_t k = 0; k < mb->insts.len; k++)
            if (mb->insts.data[k] == phi)
                mb->insts.data[k] = sel;
        note_uses(m, phi, -1);
        phi->dead = 1;
        note_uses(m, sel, 1);
        m->def[phi->result_id] = sel;
    }
}

/* Whether a value made in the construct (made_in 1) may be used outside
 * it: its uses in the construct's blocks fall short of its use count. It
 * costs a walk of the construct, where finding those uses costs one of
 * the function after the header: that walk is left for the constructs
 * that have them. Counts too high (instructions killed since they were
 * counted) only send a construct to the walk. */
static int used_outside(Dead *d)
{
    OptModule *m = d->m;
    OptFunction *f = d->f;
    opt_count_uses(m);
    if (!d->inside) /* at the first construct that gets this far: many modules have none */
        d->inside = arena_alloc(m->a, d->cap * sizeof *d->inside);
    for (uint32_t i = 0; i < d->member_count; i++) {
        OptBlock *b = f->blocks.data[d->members[i]];
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            if (in->dead)
                continue;
            OPT_FOR_EACH_USE(in, u) {
                uint32_t id = in->words[in->operands[u].offset];
                if (id < d->cap && d->made_in[id] == 1)
                    d->inside[id]++;
            }
        }
    }
    int outside = 0;
    for (uint32_t i = 0; i < d->member_count; i++) {
        OptBlock *b = f->blocks.data[d->members[i]];
        if (b == d->outside)
            continue;
        for (uint32_t k = 0; k < b->insts.len; k++) {
            uint32_t id = b->insts.data[k]->result_id;
            if (id && id < d->cap && d->made_in[id] == 1) {
                outside |= d->inside[id] != m->uses[id];
                d->inside[id] = 0;
            }
        }
    }
    return outside;
}

/* Whether the construct of header h with merge block mb may go; in_set
 * then marks its blocks (cleared by the caller either way). */
static int removable(Dead *d, OptBlock *h, OptBlock *mb)
{
    OptFunction *f = d->f;
    uint32_t top = 0, size = 1;
    int reaches_merge = 0;
    d->in_set[h->index] = 1;
    d->members[d->member_count++] = h->index;
    d->stack[top++] = h->index;
    while (top) {
        OptBlock *b = f->blocks.data[d->stack[--top]];
        for (uint32_t k = 0; k < b->insts.len && b != d->outside; k++) {
            OptInst *in = b->insts.data[k];
            if (!in->dead && !control_or_debug(in->opcode) && !opt_pure(in))
                return 0;
        }
        for (uint32_t k = 0; k < b->succ.len; k++) {
            uint32_t s = b->succ.data[k];
            if (s == mb->index) {
                reaches_merge = 1;
                continue;
            }
            if (!d->in_set[s])
                d->in_set[s] = 1, d->members[d->member_count++] = s, d->stack[top++] = s, size++;
        }
    }
    if (!reaches_merge)
        return 0;
    for (uint32_t i = 1; i < d->member_count; i++) {
        OptBlock *b = f->blocks.data[d->members[i]];
        /* Entered only from inside. */
        for (uint32_t k = 0; k < b->pred.len; k++)
            if (!d->in_set[b->pred.data[k]])
                return 0;
    }
    /* A value made inside and used outside must be one that can move to
     * the header (which dominates its uses: the construct is entered only
     * there): computed from values made outside, with no memory access.
     * The values the phis take are looked at first: a selection whose
     * phi takes a load is refused before the walk of the function. */
    mark_made(d, 1);
    d->hoist.len = 0;
    int ok = selects_for_phis(d, h, mb);
    /* The walk of the construct first where it is the shorter one. */
    if (ok && size < f->blocks.len - h->index - size && !used_outside(d)) {
        mark_made(d, 0);
        return 1;
    }
    /* Only blocks the header dominates can use them, those after it in
     * module order (which puts dominators first), but for the phis of an
     * enclosing loop's header, which take values from its back edge. */
    for (uint32_t i = 0; i < f->blocks.len && ok; i++) {
        OptBlock *b = f->blocks.data[i];
        for (uint32_t k = 0; k < b->insts.len && !d->in_set[i] && ok; k++) {
            OptInst *in = b->insts.data[k];
            if (in->dead || (i < h->index && (in->opcode == SpvOpLine || in->opcode == SpvOpNoLine)))
                continue;
            if (i < h->index && in->opcode != SpvOpPhi)
                break;
            OPT_FOR_EACH_USE(in, u) {
                uint32_t id = in->words[in->operands[u].offset];
                if (id >= d->cap || d->made_in[id] != 1)
                    continue;
                OptInst *v = opt_def(d->m, id);
                ok = ok && v && movable(d, v, 0);
                if (ok && d->made_in[id] == 1) {
                    d->made_in[id] = 2; /* moved once, after what it uses */
                    vec_push(d->m->a, &d->hoist, v);
                }
            }
        }
    }
    mark_made(d, 0);
    return ok;
}

static int function_constructs(Dead *d)
{
    OptModule *m = d->m;
    OptFunction *f = d->f;
    uint32_t n = f->blocks.len, examined = 0;
    int changed = 0;
    d->header_count = 0;
    for (uint32_t i = 0; i < n; i++)
        if (opt_merge_of(f->blocks.data[i]))
            d->headers[d->header_count++] = i;
    for (uint32_t i = 0; i < n && examined < MAX_CONSTRUCTS; i++) {
        OptBlock *h = f->blocks.data[i];
        OptInst *mi = h->label->dead || h->rpo == OPT_NONE ? NULL : opt_merge_of(h);
        OptInst *ml = mi ? opt_def(m, opt_word(mi, 0)) : NULL;
        if (!ml || !ml->block || ml->function != f || ml->block->rpo == OPT_NONE)
            continue;
        examined++;
        d->outside = mi->opcode == SpvOpSelectionMerge ? h : NULL;
        int ok = removable(d, h, ml->block);
        if (ok && mi->opcode == SpvOpLoopMerge) { /* its continue target inside (reached) */
            OptInst *cl = opt_def(m, opt_word(mi, 1));
            ok = cl && cl->block && cl->function == f && d->in_set[cl->block->index];
        }
        if (ok) {
            /* No block outside names a block inside. */
            for (uint32_t j = 0; j < d->header_count && ok; j++) {
                OptBlock *b = f->blocks.data[d->headers[j]];
                OptInst *other = d->in_set[b->index] || b->label->dead ? NULL : opt_merge_of(b);
                for (uint16_t k = 0; other && k < (other->opcode == SpvOpLoopMerge ? 2 : 1); k++) {
                    OptInst *l = opt_def(m, opt_word(other, k));
                    if (l && l->block && l->function == f && l->block != h && d->in_set[l->block->index])
                        ok = 0;
                }
            }
        }
        if (ok) {
            for (uint32_t j = 1; j < d->member_count; j++) {
                OptBlock *b = f->blocks.data[d->members[j]];
                for (uint32_t k = 0; k < b->insts.len; k++) {
                    note_uses(m, b->insts.data[k], -1);
                    b->insts.data[k]->dead = 1;
                }
                b->label->dead = 1;
            }
            /* A loop header's code is the loop's; a selection header's
             * stays but for its merge instruction and branch (whose
             * condition the merge block's selects take). */
            uint32_t cond = d->phis.len ? opt_word(opt_terminator(h), 0) : 0;
            VEC(OptInst *) kept = {0};
            for (uint32_t k = 0; k < h->insts.len; k++) {
                OptInst *in = h->insts.data[k];
                if (!in->dead && d->outside && in != mi && !spv_is_block_terminator(in->opcode))
                    vec_push(m->a, &kept, in);
                else
                    note_uses(m, in, -1), in->dead = 1;
            }
            /* The header keeps its label, then the values moved (in
             * module order: operands first), then the branch. */
            h->insts.data = kept.data, h->insts.len = kept.len, h->insts.cap = kept.cap;
            for (uint32_t k = 0; k < d->hoist.len; k++) {
                OptInst *v = d->hoist.data[k];
                v->dead = 0;
                note_uses(m, v, 1);
                v->block = h;
                vec_push(m->a, &h->insts, v);
            }
            if (d->hoist.len || d->phis.len)
                m->only_removed = 0; /* values moved, phis made selects */
            phis_to_selects(d, h, cond);
            static const uint16_t kinds[] = {SPV_KIND_IdRef};
            uint32_t words[2] = {2u << 16 | SpvOpBranch, ml->result_id};
            OptInst *t = opt_new_inst(m, words, 2, kinds, 1);
            t->block = h, t->function = f;
            vec_push(m->a, &h->insts, t);
            note_uses(m, t, 1);
            changed = 1;
        }
        for (uint32_t j = 0; j < d->member_count; j++)
            d->in_set[d->members[j]] = 0;
        d->member_count = 0;
    }
    if (!changed)
        return 0;
    opt_drop_dead_blocks(f);
    return 1;
}

int opt_dead_constructs(OptModule *m)
{
    opt_analyze(m);
    m->only_removed = 1; /* until a construct's values move or its phis become selects */
    Dead d = {0};
    d.m = m;
    d.cap = m->cap;
    d.made_in = arena_alloc(m->a, d.cap);
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead || !f->blocks.len)
            continue;
        d.f = f;
        d.in_set = arena_alloc(m->a, f->blocks.len);
        d.stack = arena_alloc_uninit(m->a, 3 * f->blocks.len * sizeof *d.stack);
        d.members = d.stack + f->blocks.len;
        d.headers = d.members + f->blocks.len;
        d.member_count = 0;
        changed |= function_constructs(&d);
    }
    return changed;
}
