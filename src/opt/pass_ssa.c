/* SSA for local variables: loads and stores of a Function variable whose
 * address never escapes (as for pass_local_stores.c) become values, with
 * OpPhi where paths with different values meet (Cytron et al., "Efficiently
 * Computing Static Single Assignment Form", with the dominance frontiers
 * of Cooper, Harvey and Kennedy; a phi only where the variable is live).
 *
 * Only variables of scalar, vector and matrix type (a phi of anything else
 * may be refused by Vulkan: images, pointers), and only when every load and
 * store sits in a reachable block. A load before any store takes the
 * initializer, or an OpUndef of the type. In structured control flow the
 * phis land on the merge blocks and loop headers, which is where SPIR-V
 * wants them; each phi has one operand per predecessor, OpUndef for an
 * unreachable one. */
#include <string.h>

#include "opt/ir.h"

#define MAX_CELLS (1u << 20)

typedef struct Var {
    OptInst *def;
    uint32_t type;      /* the pointee */
    uint8_t escapes;
    uint8_t in_unreachable;
} Var;

typedef VEC(uint32_t) U32List;

/* A block where a variable is loaded or stored: whether a load comes
 * first (the variable is live on entry) and whether it is stored. */
typedef struct Access {
    uint32_t block;
    uint8_t load_first, stored;
} Access;
typedef VEC(Access) AccessList;

typedef struct Ssa {
    OptModule *m;
    OptFunction *f;
    Var *vars;
    uint32_t nvars;
    uint32_t *var_of;   /* by id: index + 1 into vars */
    uint32_t *repl;     /* by id */
    uint32_t cap;       /* the length of var_of and repl: the ids made here (phis, undefs) are past it */
    U32List *df;        /* by block: its dominance frontier */
    U32List *children;  /* by block: the blocks it immediately dominates */
    OptInst ***phi;     /* by block, by var: the phi placed there, or NULL */
    uint32_t *undef;    /* by var: an OpUndef of its type, made when needed */
    AccessList *access; /* by var: the blocks that load or store it, in order (one walk for all) */
} Ssa;

static int phi_type(const OptModule *m, uint32_t type)
{
    OptInst *t = opt_def(m, type);
    return t && (t->opcode == SpvOpTypeInt || t->opcode == SpvOpTypeFloat || t->opcode == SpvOpTypeBool ||
                 t->opcode == SpvOpTypeVector || t->opcode == SpvOpTypeMatrix);
}

/* The variable a load or store of `in` goes through (index + 1), or 0. */
static uint32_t access_var(const Ssa *s, const OptInst *in)
{
    uint32_t id = in->opcode == SpvOpLoad ? opt_word(in, 2) : in->opcode == SpvOpStore ? opt_word(in, 0) : 0;
    return id && id < s->cap ? s->var_of[id] : 0;
}

static void classify(Ssa *s, const OptInst *in)
{
    OPT_FOR_EACH_USE(in, i) {
        uint32_t id = in->words[in->operands[i].offset];
        if (id >= s->cap || !s->var_of[id])
            continue;
        Var *v = &s->vars[s->var_of[id] - 1];
        int ok = (in->opcode == SpvOpLoad && i == 2 && opt_plain_access(in, 3)) ||
                 (in->opcode == SpvOpStore && i == 0 && opt_plain_access(in, 2));
        if (!ok)
            v->escapes = 1;
        else if (!in->block || in->block->rpo == OPT_NONE)
            v->in_unreachable = 1;
    }
}

static void frontiers(Ssa *s)
{
    OptFunction *f = s->f;
    uint32_t n = f->blocks.len;
    s->df = arena_alloc(s->m->a, n * sizeof *s->df);
    s->children = arena_alloc(s->m->a, n * sizeof *s->children);
    for (uint32_t b = 0; b < n; b++) {
        OptBlock *blk = f->blocks.data[b];
        if (blk->rpo == OPT_NONE)
            continue;
        if (b != 0)
            vec_push(s->m->a, &s->children[blk->idom], b);
        if (blk->pred.len < 2)
            continue;
        for (uint32_t k = 0; k < blk->pred.len; k++) {
            uint32_t runner = blk->pred.data[k];
            if (f->blocks.data[runner]->rpo == OPT_NONE)
                continue;
            while (runner != blk->idom) {
                U32List *d = &s->df[runner];
                if (!d->len || d->data[d->len - 1] != b)
                    vec_push(s->m->a, d, b);
                if (runner == 0)
                    break;
                runner = f->blocks.data[runner]->idom;
            }
        }
    }
}

/* Each variable's blocks with a load or store: one walk of the function
 * rather than one per variable. */
static void accesses(Ssa *s)
{
    OptFunction *f = s->f;
    s->access = arena_alloc(s->m->a, s->nvars * sizeof *s->access);
    for (uint32_t b = 0; b < f->blocks.len; b++) {
        OptBlock *blk = f->blocks.data[b];
        for (uint32_t k = 0; k < blk->insts.len; k++) {
            OptInst *in = blk->insts.data[k];
            uint32_t v = in->dead ? 0 : access_var(s, in);
            if (!v)
                continue;
            AccessList *list = &s->access[v - 1];
            if (!list->len || list->data[list->len - 1].block != b) {
                Access first = {b, in->opcode == SpvOpLoad, 0};
                vec_push(s->m->a, list, first);
            }
            list->data[list->len - 1].stored |= in->opcode == SpvOpStore;
        }
    }
}

/* The blocks where variable v is live on entry: a load comes before any
 * store in the block, or the variable is live after a block with no store. */
static uint8_t *live_in(Ssa *s, uint32_t v)
{
    OptFunction *f = s->f;
    uint32_t n = f->blocks.len;
    uint8_t *live = arena_alloc(s->m->a, n), *stores = arena_alloc(s->m->a, n);
    U32List work = {0};
    for (uint32_t i = 0; i < s->access[v].len; i++) {
        const Access *a = &s->access[v].data[i];
        if (!a->load_first)
            stores[a->block] = 1;
        else {
            live[a->block] = 1;
            vec_push(s->m->a, &work, a->block);
        }
    }
    while (work.len) {
        OptBlock *blk = f->blocks.data[work.data[--work.len]];
        for (uint32_t k = 0; k < blk->pred.len; k++) {
            uint32_t p = blk->pred.data[k];
            if (!live[p] && !stores[p]) {
                live[p] = 1;
                vec_push(s->m->a, &work, p);
            }
        }
    }
    return live;
}

static OptInst *new_phi(Ssa *s, OptBlock *b, uint32_t type)
{
    OptModule *m = s->m;
    uint16_t count = (uint16_t)(3 + 2 * b->pred.len);
    uint32_t *words = arena_alloc(m->a, count * sizeof *words);
    uint16_t *kinds = arena_alloc(m->a, (count - 1) * sizeof *kinds);
    words[0] = (uint32_t)count << 16 | SpvOpPhi;
    words[1] = type;
    words[2] = opt_new_id(m);
    kinds[0] = SPV_KIND_IdResultType, kinds[1] = SPV_KIND_IdResult;
    for (uint32_t k = 0; k < b->pred.len; k++) {
        words[4 + 2 * k] = s->f->blocks.data[b->pred.data[k]]->label->result_id;
        kinds[2 + 2 * k] = kinds[3 + 2 * k] = SPV_KIND_IdRef;
    }
    OptInst *phi = opt_new_inst(m, words, count, kinds, (uint16_t)(count - 1));
    phi->block = b;
    phi->function = s->f;
    m->def[words[2]] = phi;
    return phi;
}

/* Phis at the iterated dominance frontier of the stores, where v is live. */
static void place_phis(Ssa *s, uint32_t v)
{
    OptFunction *f = s->f;
    uint32_t n = f->blocks.len;
    uint8_t *live = live_in(s, v), *queued = arena_alloc(s->m->a, n);
    U32List work = {0};
    for (uint32_t i = 0; i < s->access[v].len; i++) {
        const Access *a = &s->access[v].data[i];
        if (a->stored && !queued[a->block]) {
            queued[a->block] = 1;
            vec_push(s->m->a, &work, a->block);
        }
    }
    while (work.len) {
        uint32_t b = work.data[--work.len];
        for (uint32_t k = 0; k < s->df[b].len; k++) {
            uint32_t d = s->df[b].data[k];
            if (s->phi[d][v] || !live[d])
                continue;
            s->phi[d][v] = new_phi(s, f->blocks.data[d], s->vars[v].type);
            if (!queued[d]) {
                queued[d] = 1;
                vec_push(s->m->a, &work, d);
            }
        }
    }
}

static uint32_t undef(Ssa *s, uint32_t v)
{
    if (!s->undef[v]) {
        OptModule *m = s->m;
        uint32_t words[3] = {3u << 16 | SpvOpUndef, s->vars[v].type, opt_new_id(m)};
        static const uint16_t kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult};
        OptInst *in = opt_new_inst(m, words, 3, kinds, 2);
        vec_push(m->a, &m->globals, in);
        m->def[words[2]] = in;
        s->undef[v] = words[2];
    }
    return s->undef[v];
}

static uint32_t resolve(const Ssa *s, uint32_t id)
{
    for (uint32_t steps = 0; id < s->cap && s->repl[id] && steps < s->cap; steps++)
        id = s->repl[id];
    return id;
}

/* Renames along the dominator tree (an explicit stack: deep trees are fine):
 * cur[v] is the value of v on entry to the block being visited. */
static void rename(Ssa *s)
{
    OptFunction *f = s->f;
    OptModule *m = s->m;
    uint32_t n = f->blocks.len, nv = s->nvars;
    /* The values on entry to each block, kept for its dominated blocks. */
    uint32_t **at_entry = arena_alloc(m->a, n * sizeof *at_entry);
    uint32_t *cur = arena_alloc(m->a, nv * sizeof *cur);
    for (uint32_t v = 0; v < nv; v++) {
        OptInst *d = s->vars[v].def;
        cur[v] = d->operand_count > 3 ? opt_word(d, 3) : 0;
    }
    at_entry[0] = cur;
    U32List stack = {0};
    vec_push(m->a, &stack, 0);
    while (stack.len) {
        uint32_t b = stack.data[--stack.len];
        OptBlock *blk = f->blocks.data[b];
        uint32_t *val = arena_alloc_uninit(m->a, nv * sizeof *val); /* filled next */
        copy_bytes(val, at_entry[b], nv * sizeof *val);
        for (uint32_t v = 0; v < nv; v++)
            if (s->phi[b][v])
                val[v] = s->phi[b][v]->result_id;
        for (uint32_t k = 0; k < blk->insts.len; k++) {
            OptInst *in = blk->insts.data[k];
            uint32_t v1 = in->dead ? 0 : access_var(s, in);
            if (!v1 || s->vars[v1 - 1].escapes || s->vars[v1 - 1].in_unreachable)
                continue;
            uint32_t v = v1 - 1;
            if (in->opcode == SpvOpStore) {
                val[v] = resolve(s, opt_word(in, 1));
            } else {
                s->repl[in->result_id] = val[v] ? val[v] : undef(s, v);
            }
            in->dead = 1;
        }
        for (uint32_t k = 0; k < blk->succ.len; k++) {
            OptBlock *to = f->blocks.data[blk->succ.data[k]];
            for (uint32_t v = 0; v < nv; v++) {
                OptInst *phi = s->phi[to->index][v];
                if (!phi)
                    continue;
                for (uint16_t i = 3; i + 1 < phi->word_count; i += 2)
                    if (phi->words[i + 1] == blk->label->result_id)
                        phi->words[i] = val[v] ? val[v] : undef(s, v);
            }
        }
        for (uint32_t k = 0; k < s->children[b].len; k++) {
            uint32_t c = s->children[b].data[k];
            at_entry[c] = val;
            vec_push(m->a, &stack, c);
        }
    }
}

static int function_ssa(OptModule *m, OptFunction *f, uint32_t *var_of, uint32_t *repl)
{
    if (!f->blocks.len)
        return 0;
    Ssa s = {0};
    s.m = m, s.f = f, s.var_of = var_of, s.repl = repl, s.cap = m->cap;
    VEC(Var) vars = {0};
    OptBlock *entry = f->blocks.data[0];
    for (uint32_t k = 0; k < entry->insts.len; k++) {
        OptInst *in = entry->insts.data[k];
        OptInst *ptr = in->dead || in->opcode != SpvOpVariable ? NULL : opt_def(m, in->type_id);
        if (!ptr || ptr->opcode != SpvOpTypePointer || opt_word(in, 2) != SpvStorageClassFunction ||
            !phi_type(m, opt_word(ptr, 2)))
            continue;
        Var v = {0};
        v.def = in;
        v.type = opt_word(ptr, 2);
        vec_push(m->a, &vars, v);
        var_of[in->result_id] = vars.len;
    }
    if (!vars.len)
        return 0;
    s.vars = vars.data;
    s.nvars = vars.len;
    for (uint32_t i = 0; i < m->globals.len; i++)
        if (!m->globals.data[i]->dead)
            classify(&s, m->globals.data[i]);
    for (uint32_t j = 0; j < f->head.len; j++)
        classify(&s, f->head.data[j]);
    OPT_FOR_EACH_BLOCK_INST(f, b, in, { classify(&s, in); })
    /* Only the variables this pass takes keep their index. */
    uint32_t kept = 0;
    for (uint32_t i = 0; i < vars.len; i++) {
        var_of[vars.data[i].def->result_id] = 0;
        if (!vars.data[i].escapes && !vars.data[i].in_unreachable) {
            vars.data[kept] = vars.data[i];
            var_of[vars.data[kept].def->result_id] = kept + 1;
            kept++;
        }
    }
    s.nvars = kept;
    /* The tables by block and variable: a generated function with tens of
     * thousands of each stays as it is rather than take gigabytes. */
    if (kept && (uint64_t)f->blocks.len * kept > MAX_CELLS) {
        for (uint32_t i = 0; i < kept; i++)
            var_of[vars.data[i].def->result_id] = 0;
        return 0;
    }
    if (!kept)
        return 0;
    s.undef = arena_alloc(m->a, kept * sizeof *s.undef);
    s.phi = arena_alloc(m->a, f->blocks.len * sizeof *s.phi);
    for (uint32_t b = 0; b < f->blocks.len; b++)
        s.phi[b] = arena_alloc(m->a, kept * sizeof **s.phi);
    frontiers(&s);
    accesses(&s);
    for (uint32_t v = 0; v < kept; v++)
        place_phis(&s, v);
    rename(&s);
    /* An unreachable predecessor gives a phi OpUndef. */
    for (uint32_t b = 0; b < f->blocks.len; b++)
        for (uint32_t v = 0; v < kept; v++)
            for (uint16_t i = 3; s.phi[b][v] && i + 1 < s.phi[b][v]->word_count; i += 2)
                if (!s.phi[b][v]->words[i])
                    s.phi[b][v]->words[i] = undef(&s, v);
    /* The phis go first in their blocks; the variables go. */
    for (uint32_t b = 0; b < f->blocks.len; b++) {
        OptBlock *blk = f->blocks.data[b];
        uint32_t count = 0;
        for (uint32_t v = 0; v < kept; v++)
            count += s.phi[b][v] != NULL;
        if (!count)
            continue;
        uint32_t old = blk->insts.len;
        vec_reserve(m->a, &blk->insts, old + count);
        memmove(blk->insts.data + count, blk->insts.data, old * sizeof *blk->insts.data);
        uint32_t at = 0;
        for (uint32_t v = 0; v < kept; v++)
            if (s.phi[b][v])
                blk->insts.data[at++] = s.phi[b][v];
        blk->insts.len = old + count;
    }
    for (uint32_t v = 0; v < kept; v++) {
        s.vars[v].def->dead = 1;
        var_of[s.vars[v].def->result_id] = 0;
    }
    return 1;
}

int opt_ssa(OptModule *m)
{
    if (!opt_has_local_vars(m))
        return 0;
    opt_analyze(m);
    uint32_t *var_of = arena_alloc(m->a, m->cap * sizeof *var_of);
    uint32_t *repl = arena_alloc(m->a, m->cap * sizeof *repl);
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        if (m->functions.data[i]->dead)
            continue;
        /* New ids (phis, undefs) may grow the arrays by id. */
        uint32_t cap = m->cap;
        changed |= function_ssa(m, m->functions.data[i], var_of, repl);
        if (m->cap != cap) {
            uint32_t *v2 = arena_alloc(m->a, m->cap * sizeof *v2), *r2 = arena_alloc(m->a, m->cap * sizeof *r2);
            memcpy(v2, var_of, cap * sizeof *v2);
            memcpy(r2, repl, cap * sizeof *r2);
            var_of = v2, repl = r2;
        }
    }
    if (changed)
        opt_replace_local_uses(m, repl); /* loads replaced: function values */
    return changed;
}
