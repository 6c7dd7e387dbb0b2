/* Component access of vector and matrix locals as values: a Function
 * variable of vector or matrix type whose every use is a whole OpLoad or
 * OpStore, or an OpAccessChain/OpInBoundsAccessChain with constant indices
 * in range whose every use is an OpLoad or OpStore through it, loses its
 * access chains:
 *
 *   load through the chain   OpLoad of the variable, OpCompositeExtract
 *   store through the chain  OpLoad, OpCompositeInsert, OpStore of it
 *
 * so that the load/store passes and SSA take the variable whole (the
 * folder then reads the extracts through the inserts). First, a chain
 * based on another chain becomes one chain (combine_chains). Vectors and
 * matrices stay whole (pass_sroa.c splits structs and arrays): their
 * arithmetic works on the whole value. Anything else (a chain passed to a
 * call, a dynamic index, Volatile access, a decoration other than
 * RelaxedPrecision, a debug instruction naming it) keeps the variable as
 * it is. */
#include "opt/ir.h"

#define MAX_CHAIN_INDICES 32
#define MAX_CHAIN_DEPTH 64

typedef struct Var {
    OptInst *def;
    uint32_t type;      /* the pointee */
    uint8_t refused;
} Var;

typedef struct Chains {
    OptModule *m;
    OptFunction *f;     /* the function being rewritten */
    VEC(Var) vars;      /* every function's */
    uint32_t *var_of;   /* by id: index + 1 into vars, for the variables and their chains */
    uint32_t cap;
} Chains;

/* Whether the chain's indices are constants within the variable's type. */
static int constant_chain(const OptModule *m, uint32_t type, const OptInst *chain)
{
    for (uint16_t i = 3; i < chain->operand_count; i++) {
        OptInst *t = opt_def(m, type);
        uint32_t index = opt_const_index(m, opt_word(chain, i));
        if (!t || (t->opcode != SpvOpTypeVector && t->opcode != SpvOpTypeMatrix) || index >= opt_word(t, 2))
            return 0;
        type = opt_word(t, 1);
    }
    return chain->operand_count > 3;
}

/* The uses of the variables (whole loads and stores, constant chains,
 * which then name the variable in var_of) and of their chains (only
 * loads and stores through them). */
static void classify_use(Chains *c, OptInst *in)
{
    int weak = opt_is_weak(in);
    const uint32_t *var_of = c->var_of;
    for (uint16_t k = 0, n = (uint16_t)(in->use_count + weak); k < n; k++) { /* the weak target first */
        uint32_t id = in->words[k < weak ? in->operands[0].offset : in->use_words[k - weak]];
        if (id >= c->cap || !var_of[id])
            continue; /* most operands */
        uint16_t i = k < weak ? 0 : in->uses_at[k - weak];
        Var *v = &c->vars.data[c->var_of[id] - 1];
        int chain = !weak && (in->opcode == SpvOpAccessChain || in->opcode == SpvOpInBoundsAccessChain);
        int ok;
        if (v->def->result_id != id) /* a use of a chain */
            ok = !weak && in->function == v->def->function &&
                 ((in->opcode == SpvOpLoad && i == 2 && opt_plain_access(in, 3)) ||
                  (in->opcode == SpvOpStore && i == 0 && opt_plain_access(in, 2)));
        else if (weak)
            ok = in->opcode == SpvOpName ||
                 (in->opcode == SpvOpDecorate && opt_word(in, 1) == SpvDecorationRelaxedPrecision);
        else if (chain)
            ok = i == 2 && in->function == v->def->function && constant_chain(c->m, v->type, in) &&
                 in->result_id < c->cap;
        else
            ok = in->function == v->def->function &&
                 ((in->opcode == SpvOpLoad && i == 2 && opt_plain_access(in, 3)) ||
                  (in->opcode == SpvOpStore && i == 0 && opt_plain_access(in, 2)));
        if (!ok)
            v->refused = 1;
        else if (chain && v->def->result_id == id)
            c->var_of[in->result_id] = c->var_of[id];
    }
}

/* One walk in module order: a chain comes before its uses (blocks come
 * after their dominators), but for the names and decorations among the
 * globals and the phis, which are classified again once every chain is
 * known. */
static void classify(Chains *c)
{
    OptModule *m = c->m;
    VEC(OptInst *) again = {0};
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (in->dead)
            continue;
        classify_use(c, in);
        if (opt_is_weak(in))
            vec_push(m->a, &again, in);
    }
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        for (uint32_t j = 0; j < f->head.len; j++)
            classify_use(c, f->head.data[j]);
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            classify_use(c, in);
            if (in->opcode == SpvOpPhi)
                vec_push(m->a, &again, in);
        })
    }
    for (uint32_t i = 0; i < again.len; i++)
        classify_use(c, again.data[i]);
}

static OptInst *add(OptModule *m, void *list, const OptInst *at, const uint32_t *words, uint16_t count,
                    const uint16_t *kinds, uint16_t kind_count)
{
    VEC(OptInst *) *out = list;
    OptInst *in = opt_new_inst(m, words, count, kinds, kind_count);
    in->block = at->block;
    in->function = at->function;
    if (in->result_id)
        m->def[in->result_id] = in;
    vec_push(m->a, out, in);
    return in;
}

/* A load or store through chain `ch` of variable v, as whole values. */
static void rewrite_access(OptModule *m, const Var *v, const OptInst *ch, OptInst *in, void *out)
{
    static const uint16_t load_kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_IdRef};
    static const uint16_t store_kinds[] = {SPV_KIND_IdRef, SPV_KIND_IdRef};
    uint16_t n = (uint16_t)(ch->operand_count - 3); /* 1 or 2 indices */
    uint32_t lw[4] = {4u << 16 | SpvOpLoad, v->type, opt_new_id(m), v->def->result_id};
    add(m, out, in, lw, 4, load_kinds, 3);
    uint16_t kinds[6] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_IdRef, SPV_KIND_IdRef,
                         SPV_KIND_LiteralInteger, SPV_KIND_LiteralInteger};
    uint32_t w[7];
    if (in->opcode == SpvOpLoad) {
        w[0] = (uint32_t)(4 + n) << 16 | SpvOpCompositeExtract;
        w[1] = in->type_id, w[2] = in->result_id, w[3] = lw[2];
        for (uint16_t i = 0; i < n; i++)
            w[4 + i] = opt_const_index(m, opt_word(ch, (uint16_t)(3 + i)));
        kinds[3] = SPV_KIND_LiteralInteger;
        add(m, out, in, w, (uint16_t)(4 + n), kinds, (uint16_t)(3 + n));
    } else {
        w[0] = (uint32_t)(5 + n) << 16 | SpvOpCompositeInsert;
        w[1] = v->type, w[2] = opt_new_id(m), w[3] = opt_word(in, 1), w[4] = lw[2];
        for (uint16_t i = 0; i < n; i++)
            w[5 + i] = opt_const_index(m, opt_word(ch, (uint16_t)(3 + i)));
        add(m, out, in, w, (uint16_t)(5 + n), kinds, (uint16_t)(4 + n));
        uint32_t sw[3] = {3u << 16 | SpvOpStore, v->def->result_id, w[2]};
        add(m, out, in, sw, 3, store_kinds, 2);
    }
    in->dead = 1;
}

static int rewrite(Chains *c)
{
    OptModule *m = c->m;
    int changed = 0;
    for (uint32_t bi = 0; bi < c->f->blocks.len; bi++) {
        OptBlock *b = c->f->blocks.data[bi];
        VEC(OptInst *) out = {0};
        int touched = 0;
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            uint32_t id = in->opcode == SpvOpLoad ? opt_word(in, 2) : in->opcode == SpvOpStore ? opt_word(in, 0) : 0;
            uint32_t vi = !in->dead && id && id < c->cap ? c->var_of[id] : 0;
            Var *v = vi ? &c->vars.data[vi - 1] : NULL;
            if (v && !v->refused && v->def->result_id != id) {
                /* The block's new list, from its first access rewritten
                 * (the blocks without one keep theirs, uncopied). */
                if (!touched)
                    for (uint32_t j = 0; j < k; j++)
                        vec_push(m->a, &out, b->insts.data[j]);
                rewrite_access(m, v, opt_def(m, id), in, &out);
                touched = 1;
                continue;
            }
            if (touched)
                vec_push(m->a, &out, in);
        }
        if (touched) {
            b->insts.data = out.data;
            b->insts.len = out.len;
            b->insts.cap = out.cap;
            changed = 1;
        }
    }
    /* The chains, now unused, go. */
    OPT_FOR_EACH_BLOCK_INST(c->f, b, in, {
        if ((in->opcode == SpvOpAccessChain || in->opcode == SpvOpInBoundsAccessChain) &&
            in->result_id < c->cap && c->var_of[in->result_id] &&
            !c->vars.data[c->var_of[in->result_id] - 1].refused)
            in->dead = 1;
    })
    return changed;
}

/* The vector and matrix Function variables of f, added to c->vars. */
static void function_vars(Chains *c, OptFunction *f)
{
    OptModule *m = c->m;
    OptBlock *entry = f->blocks.data[0];
    for (uint32_t k = 0; k < entry->insts.len; k++) {
        OptInst *in = entry->insts.data[k];
        OptInst *ptr = !in->dead && in->opcode == SpvOpVariable ? opt_def(m, in->type_id) : NULL;
        OptInst *t = ptr && ptr->opcode == SpvOpTypePointer ? opt_def(m, opt_word(ptr, 2)) : NULL;
        if (!t || opt_word(in, 2) != SpvStorageClassFunction ||
            (t->opcode != SpvOpTypeVector && t->opcode != SpvOpTypeMatrix) || in->result_id >= c->cap)
            continue;
        Var v = {0};
        v.def = in, v.type = t->result_id;
        vec_push(m->a, &c->vars, v);
        c->var_of[in->result_id] = c->vars.len;
    }
}

/* Whether an access chain of the functions with variables is based on
 * one of them: without one, there is nothing to rewrite (the variables
 * are only loaded and stored whole), and the uses need no classifying. */
static int any_chain(const Chains *c, const uint8_t *has_vars)
{
    const OptModule *m = c->m;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        if (!has_vars[i])
            continue;
        OPT_FOR_EACH_BLOCK_INST(m->functions.data[i], b, in, {
            if ((in->opcode == SpvOpAccessChain || in->opcode == SpvOpInBoundsAccessChain) &&
                in->operand_count > 2) {
                uint32_t base = opt_word(in, 2);
                if (base < c->cap && c->var_of[base])
                    return 1;
            }
        })
    }
    return 0;
}

/* All functions' variables at once: the module is walked twice whatever
 * the number of functions (a Function variable's uses are in its own
 * function, or names and decorations among the globals). */
static int module_chains(Chains *c)
{
    OptModule *m = c->m;
    uint8_t *has_vars = arena_alloc(m->a, m->functions.len);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        uint32_t before = c->vars.len;
        if (!f->dead && f->blocks.len)
            function_vars(c, f);
        has_vars[i] = c->vars.len != before;
    }
    if (!c->vars.len || !any_chain(c, has_vars))
        return 0;
    classify(c);
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        if (!has_vars[i])
            continue;
        c->f = m->functions.data[i];
        changed |= rewrite(c);
        /* var_of back to zeros (the chains are dead now). */
        for (uint32_t bi = 0; bi < c->f->blocks.len; bi++) {
            OptBlock *b = c->f->blocks.data[bi];
            for (uint32_t k = 0; k < b->insts.len; k++)
                if (b->insts.data[k]->result_id < c->cap)
                    c->var_of[b->insts.data[k]->result_id] = 0;
        }
    }
    for (uint32_t i = 0; i < c->vars.len; i++)
        c->var_of[c->vars.data[i].def->result_id] = 0;
    return changed;
}

static int is_chain(const OptInst *in)
{
    return in && (in->opcode == SpvOpAccessChain || in->opcode == SpvOpInBoundsAccessChain);
}

/* The variable a chain of chains starts at. */
static OptInst *root(const OptModule *m, const OptInst *chain)
{
    OptInst *base = opt_def(m, opt_word(chain, 2));
    for (uint32_t steps = 0; is_chain(base) && steps < MAX_CHAIN_DEPTH; steps++)
        base = opt_def(m, opt_word(base, 2));
    return base;
}

static int combine_one(OptModule *m, OptFunction *f, OptBlock *b, uint32_t at)
{
    OptInst *in = b->insts.data[at];
    OptInst *inner = is_chain(in) ? opt_def(m, opt_word(in, 2)) : NULL;
    if (in->dead || !is_chain(inner) || inner->operand_count < 3 || in->operand_count < 3 ||
        (uint32_t)inner->operand_count + in->operand_count - 6 > MAX_CHAIN_INDICES)
        return 0;
    OptInst *r = root(m, inner);
    int local = r && r->opcode == SpvOpVariable && opt_word(r, 2) == SpvStorageClassFunction;
    opt_count_uses(m); /* at the first chain of chains; kept up to date below */
    if (!local && m->uses[inner->result_id] != 1)
        return 0;
    uint16_t n = (uint16_t)(inner->operand_count - 3 + in->operand_count - 3);
    uint32_t words[4 + MAX_CHAIN_INDICES];
    uint16_t kinds[3 + MAX_CHAIN_INDICES];
    int bounded = in->opcode == SpvOpInBoundsAccessChain && inner->opcode == SpvOpInBoundsAccessChain;
    words[0] = (uint32_t)(4 + n) << 16 | (bounded ? SpvOpInBoundsAccessChain : SpvOpAccessChain);
    words[1] = in->type_id;
    words[2] = in->result_id;
    words[3] = opt_word(inner, 2);
    kinds[0] = SPV_KIND_IdResultType;
    kinds[1] = SPV_KIND_IdResult;
    kinds[2] = SPV_KIND_IdRef;
    uint16_t w = 4;
    for (uint16_t i = 3; i < inner->operand_count; i++)
        words[w++] = opt_word(inner, i);
    for (uint16_t i = 3; i < in->operand_count; i++)
        words[w++] = opt_word(in, i);
    for (uint16_t i = 0; i < n; i++)
        kinds[3 + i] = SPV_KIND_IdRef;
    OptInst *chain = opt_new_inst(m, words, (uint16_t)(4 + n), kinds, (uint16_t)(3 + n));
    chain->block = b;
    chain->function = f;
    b->insts.data[at] = chain;
    m->def[in->result_id] = chain;
    if (--m->uses[inner->result_id] == 0)
        inner->dead = 1;
    m->uses[opt_word(inner, 2)]++;
    return 1;
}

/* An access chain based on another becomes one chain from the other's
 * base, the indices of both in order (in bounds only when both are): when
 * the inner chain has no other use (it then goes), or when the chains
 * start at a Function variable (which can then become a value). Blocks
 * in order: an inner chain is combined before the chains based on it
 * when it comes first. */
static int combine_chains(OptModule *m, OptFunction *f)
{
    int changed = 0;
    for (uint32_t bi = 0; bi < f->blocks.len; bi++) {
        OptBlock *b = f->blocks.data[bi];
        for (uint32_t k = 0; k < b->insts.len; k++)
            changed |= combine_one(m, f, b, k);
    }
    return changed;
}

int opt_local_chains(OptModule *m)
{
    opt_analyze(m);
    int combined = 0;
    for (uint32_t i = 0; i < m->functions.len; i++)
        if (!m->functions.data[i]->dead)
            combined |= combine_chains(m, m->functions.data[i]);
    if (combined) {
        opt_values_changed(m); /* chains combined: the CFGs stand */
        opt_analyze(m);
    }
    if (!opt_has_local_vars(m))
        return combined;
    Chains c = {0};
    c.m = m;
    c.cap = m->cap;
    c.var_of = arena_alloc(m->a, c.cap * sizeof *c.var_of);
    return combined | module_chains(&c);
}
