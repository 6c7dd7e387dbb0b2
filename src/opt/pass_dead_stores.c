/* Dead store elimination for variables nothing reads: a Private or
 * Function variable (memory only its own invocation sees), or a Workgroup
 * variable (memory only the invocations of this module's workgroup see,
 * so a read would be in this module) whose every use is a plain store
 * through it, or through access chains of it that are themselves only
 * stored through, loses those stores. Workgroup variables stay where the
 * module declares explicit workgroup layouts (SPV_KHR_workgroup_memory_
 * explicit_layout), whose blocks alias one another. The chains, the
 * values stored and the variable itself are then unused: DCE and the
 * dead globals pass take them.
 *
 * Anything else keeps the variable as it is: a load, a copy, a call
 * argument, an atomic, a phi or select of pointers, a Volatile or
 * otherwise non-plain store, a decoration other than RelaxedPrecision.
 * An OpEntryPoint interface (SPIR-V 1.4 lists every global there) is no
 * read: the dead globals pass takes the variable out of it. Chains are
 * mapped in module order, which puts a
 * chain's base before it (blocks come in dominance order; a phi, which
 * may come first, is a use that keeps the variable). */
#include "opt/ir.h"

typedef struct Stores {
    OptModule *m;
    uint32_t *var_of; /* by id: the candidate variable (index + 1) a pointer reaches (lent) */
    OptIds set;       /* the ids set in var_of */
    uint8_t *read;    /* by variable index: used otherwise than stored through */
} Stores;

static int is_chain(uint16_t op)
{
    return op == SpvOpAccessChain || op == SpvOpInBoundsAccessChain || op == SpvOpPtrAccessChain ||
           op == SpvOpInBoundsPtrAccessChain;
}

static void map_chain(Stores *s, const OptInst *in)
{
    if (!in->dead && is_chain(in->opcode) && in->result_id < s->m->cap) {
        uint32_t base = opt_word(in, 2);
        if (base < s->m->cap && s->var_of[base]) {
            s->var_of[in->result_id] = s->var_of[base];
            vec_push(s->m->a, &s->set, in->result_id);
        }
    }
}

static void classify(Stores *s, const OptInst *in)
{
    if (in->dead)
        return;
    for (uint16_t k = 0; k < in->use_count + in->weak; k++) { /* a name's or decoration's target too */
        uint16_t i = k < in->weak ? 0 : in->uses_at[k - in->weak];
        uint32_t id = in->words[in->operands[i].offset];
        if (id >= s->m->cap || !s->var_of[id])
            continue;
        int ok;
        if (in->weak)
            ok = in->opcode == SpvOpName ||
                 (in->opcode == SpvOpDecorate && opt_word(in, 1) == SpvDecorationRelaxedPrecision);
        else if (in->opcode == SpvOpEntryPoint)
            ok = i >= 3; /* an interface id, past the model, function and name */
        else if (is_chain(in->opcode))
            ok = i == 2; /* the base; an index that is a pointer is not valid anyway */
        else
            ok = in->opcode == SpvOpStore && i == 0 && opt_plain_access(in, 2);
        if (!ok)
            s->read[s->var_of[id] - 1] = 1;
    }
}

/* A plain store of an OpUndef goes, whatever the memory: the value it
 * would leave is undefined, and what the memory already holds is one such
 * value (spirv-opt -O drops them too). */
static int drop_undef_stores(OptModule *m)
{
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            if (in->opcode != SpvOpStore || !opt_plain_access(in, 2))
                continue;
            const OptInst *v = opt_def(m, opt_word(in, 1));
            if (v && v->opcode == SpvOpUndef) {
                in->dead = 1;
                changed = 1;
            }
        })
    }
    return changed;
}

/* The stores to the variables nothing reads go (`changed`: what the
 * removal of stores of undefined values did). */
static int dead_stores(Stores *s, int changed)
{
    OptModule *m = s->m;
    VEC(OptInst *) vars = {0};
    /* The candidates: Private and Workgroup globals, Function variables. */
    int aliased_workgroup = 0;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (!in->dead && in->opcode == SpvOpCapability &&
            (opt_word(in, 0) == SpvCapabilityWorkgroupMemoryExplicitLayoutKHR ||
             opt_word(in, 0) == SpvCapabilityWorkgroupMemoryExplicitLayout8BitAccessKHR ||
             opt_word(in, 0) == SpvCapabilityWorkgroupMemoryExplicitLayout16BitAccessKHR))
            aliased_workgroup = 1;
    }
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        uint32_t sc = in->opcode == SpvOpVariable ? opt_word(in, 2) : 0;
        if (!in->dead && in->opcode == SpvOpVariable &&
            (sc == SpvStorageClassPrivate || (sc == SpvStorageClassWorkgroup && !aliased_workgroup)) &&
            in->result_id < m->cap) {
            vec_push(m->a, &vars, in);
            s->var_of[in->result_id] = vars.len;
            vec_push(m->a, &s->set, in->result_id);
        }
    }
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            if (in->opcode == SpvOpVariable && opt_word(in, 2) == SpvStorageClassFunction &&
                in->result_id < m->cap) {
                vec_push(m->a, &vars, in);
                s->var_of[in->result_id] = vars.len;
                vec_push(m->a, &s->set, in->result_id);
            }
        })
    }
    if (!vars.len)
        return changed;
    s->read = arena_alloc(m->a, vars.len);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (!f->dead)
            OPT_FOR_EACH_BLOCK_INST(f, b, in, { map_chain(s, in); })
    }
    for (uint32_t i = 0; i < m->globals.len; i++)
        classify(s, m->globals.data[i]);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        for (uint32_t j = 0; j < f->head.len; j++)
            classify(s, f->head.data[j]);
        OPT_FOR_EACH_BLOCK_INST(f, b, in, { classify(s, in); })
    }
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            uint32_t ptr = in->opcode == SpvOpStore ? opt_word(in, 0) : 0;
            if (ptr && ptr < m->cap && s->var_of[ptr] && !s->read[s->var_of[ptr] - 1]) {
                in->dead = 1;
                changed = 1;
            }
        })
    }
    return changed;
}

int opt_dead_stores(OptModule *m)
{
    opt_analyze(m);
    m->only_removed = 1; /* stores go, nothing else changes */
    int changed = drop_undef_stores(m);
    Stores s = {0};
    s.m = m;
    s.var_of = opt_lend_zeros(m, 0);
    changed = dead_stores(&s, changed);
    opt_return_zeros(m, 0, s.set.data, s.set.len);
    return changed;
}
