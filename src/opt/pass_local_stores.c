/* Local load/store elimination for Function-storage variables whose
 * address never escapes: every use is an OpLoad from it or an OpStore to
 * it (names and decorations aside; an access chain, a call argument, a
 * store of the pointer itself or a debug instruction that names it keeps
 * it as it is), none volatile or with the memory-model bits.
 *
 *  - Within one block, a load after a store (or after the initializer, in
 *    the entry block) takes the stored value.
 *  - A variable stored once (and without an initializer), or never stored
 *    but initialized: a load in a block the store's block strictly
 *    dominates takes the stored value. The value then dominates the load:
 *    any path to the load passes the store after the value's latest
 *    definition (the value dominates the store).
 *  - A variable with no load left loses its stores and itself.
 *
 * The replaced loads are removed; their uses take the value. */
#include "opt/ir.h"

typedef struct Var {
    OptInst *def;
    VEC(OptInst *) loads;
    VEC(OptInst *) stores;
    uint8_t escapes;
} Var;

/* Memory operands other than Aligned and Nontemporal (Volatile, the
 * Vulkan memory model's) keep a load or store as written. */
static void classify_use(OptModule *m, Var *vars, const uint32_t *var_of, OptInst *in)
{
    uint32_t cap = m->cap;
    for (uint16_t k = 0, n = in->use_count; k < n; k++) {
        uint32_t id = in->words[in->use_words[k]];
        if (id >= cap || !var_of[id])
            continue; /* most operands */
        uint16_t i = in->uses_at[k];
        Var *v = &vars[var_of[id] - 1];
        if (in->opcode == SpvOpLoad && i == 2 && opt_plain_access(in, 3))
            vec_push(m->a, &v->loads, in);
        else if (in->opcode == SpvOpStore && i == 0 && opt_plain_access(in, 2))
            vec_push(m->a, &v->stores, in);
        else
            v->escapes = 1;
    }
}

/* The position of `in` in its block. */
static uint32_t place(const OptInst *in)
{
    const OptBlock *b = in->block;
    for (uint32_t i = 0; i < b->insts.len; i++)
        if (b->insts.data[i] == in)
            return i;
    return OPT_NONE;
}

static uint32_t resolve(const OptModule *m, const uint32_t *repl, uint32_t id)
{
    for (uint32_t steps = 0; id < m->cap && repl[id] && steps < m->cap; steps++)
        id = repl[id];
    return id;
}

/* Loads after a store (or the initializer) in the same block. `value`
 * (by id, zero) is the content known so far in the block. */
static int single_block(OptModule *m, OptFunction *f, const Var *vars, const uint32_t *var_of, uint32_t *repl,
                        uint32_t *value, OptIds *replaced)
{
    int changed = 0;
    VEC(uint32_t) known = {0}; /* the variables with a value, to reset after each block */
    for (uint32_t bi = 0; bi < f->blocks.len; bi++) {
        OptBlock *b = f->blocks.data[bi];
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            if (in->dead)
                continue;
            uint32_t id = 0;
            if (in->opcode == SpvOpVariable && in->operand_count > 3)
                id = in->result_id;
            else if (in->opcode == SpvOpStore || in->opcode == SpvOpLoad)
                id = opt_word(in, in->opcode == SpvOpStore ? 0 : 2);
            if (!id || id >= m->cap || !var_of[id] || vars[var_of[id] - 1].escapes)
                continue;
            if (in->opcode == SpvOpVariable) {
                value[id] = opt_word(in, 3);
            } else if (in->opcode == SpvOpStore) {
                value[id] = resolve(m, repl, opt_word(in, 1));
            } else if (value[id]) {
                repl[in->result_id] = value[id];
                vec_push(m->a, replaced, in->result_id);
                in->dead = 1;
                changed = 1;
                continue;
            } else {
                continue;
            }
            vec_push(m->a, &known, id);
        }
        for (uint32_t k = 0; k < known.len; k++)
            value[known.data[k]] = 0;
        known.len = 0;
    }
    return changed;
}

/* Loads the one store (or the initializer) dominates. */
static int single_store(OptModule *m, OptFunction *f, Var *v, uint32_t *repl, OptIds *replaced)
{
    uint32_t stored, from_block, from_place;
    uint32_t init = v->def->operand_count > 3 ? opt_word(v->def, 3) : 0;
    if (init && v->stores.len == 0) {
        stored = init, from_block = v->def->block->index, from_place = place(v->def);
    } else if (!init && v->stores.len == 1) {
        OptInst *s = v->stores.data[0];
        stored = resolve(m, repl, opt_word(s, 1)), from_block = s->block->index, from_place = place(s);
    } else {
        return 0;
    }
    int changed = 0;
    for (uint32_t i = 0; i < v->loads.len; i++) {
        OptInst *ld = v->loads.data[i];
        if (ld->dead)
            continue;
        uint32_t at = ld->block->index;
        int after = at == from_block ? place(ld) > from_place : opt_dominates(f, from_block, at);
        if (!after)
            continue;
        repl[ld->result_id] = stored;
        vec_push(m->a, replaced, ld->result_id);
        ld->dead = 1;
        changed = 1;
    }
    return changed;
}

/* A variable nothing loads: its stores and itself go. */
static int unread(Var *v)
{
    for (uint32_t i = 0; i < v->loads.len; i++)
        if (!v->loads.data[i]->dead)
            return 0;
    for (uint32_t i = 0; i < v->stores.len; i++)
        v->stores.data[i]->dead = 1;
    v->def->dead = 1;
    return 1;
}

static int function_stores(OptModule *m, OptFunction *f, uint32_t *var_of, uint32_t *repl, uint32_t *value,
                           OptIds *replaced)
{
    if (!f->blocks.len)
        return 0;
    VEC(Var) vars = {0};
    OptBlock *entry = f->blocks.data[0];
    for (uint32_t k = 0; k < entry->insts.len; k++) {
        OptInst *in = entry->insts.data[k];
        if (in->dead || in->opcode != SpvOpVariable || opt_word(in, 2) != SpvStorageClassFunction)
            continue;
        Var v = {0};
        v.def = in;
        vec_push(m->a, &vars, v);
        var_of[in->result_id] = vars.len;
    }
    if (!vars.len)
        return 0;
    for (uint32_t i = 0; i < m->globals.len; i++)
        if (!m->globals.data[i]->dead)
            classify_use(m, vars.data, var_of, m->globals.data[i]);
    for (uint32_t j = 0; j < f->head.len; j++)
        classify_use(m, vars.data, var_of, f->head.data[j]);
    OPT_FOR_EACH_BLOCK_INST(f, b, in, { classify_use(m, vars.data, var_of, in); })
    int changed = single_block(m, f, vars.data, var_of, repl, value, replaced);
    for (uint32_t i = 0; i < vars.len; i++) {
        Var *v = &vars.data[i];
        if (v->escapes)
            continue;
        changed |= single_store(m, f, v, repl, replaced);
        changed |= unread(v);
    }
    for (uint32_t i = 0; i < vars.len; i++)
        var_of[vars.data[i].def->result_id] = 0;
    return changed;
}

int opt_local_stores(OptModule *m)
{
    if (!opt_has_local_vars(m))
        return 0;
    opt_analyze(m);
    /* var_of and value go back to zeros as each function and block is
     * done; repl is cleared where a load was replaced. */
    uint32_t *var_of = opt_lend_zeros(m, 0); /* id -> index + 1 in the function's vars */
    uint32_t *repl = opt_lend_zeros(m, 1);
    uint32_t *value = opt_lend_zeros(m, 2);
    OptIds replaced = {0}; /* the loads replaced (set in repl) */
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++)
        if (!m->functions.data[i]->dead)
            changed |= function_stores(m, m->functions.data[i], var_of, repl, value, &replaced);
    if (changed)
        opt_replace_local_uses(m, repl); /* loads replaced: function values */
    opt_return_zeros(m, 0, NULL, 0);
    opt_return_zeros(m, 1, replaced.data, replaced.len);
    opt_return_zeros(m, 2, NULL, 0);
    return changed;
}
