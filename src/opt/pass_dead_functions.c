/* Dead function elimination: the functions no entry point reaches.
 *
 * Live are the functions the globals name (OpEntryPoint, a debug
 * instruction, anything but a name or a decoration target), those
 * decorated LinkageAttributes Export (a library's functions), and every
 * function a live function names by id (OpFunctionCall, and any extension
 * instruction that takes a function). A module with neither an entry point
 * nor an export is left alone: nothing says what it is for. */
#include "opt/ir.h"

typedef VEC(OptFunction *) FunctionList;

/* Export is LinkageType 0, the last word of the decoration. */
static int is_export(const OptInst *in)
{
    return in->opcode == SpvOpDecorate && opt_word(in, 1) == SpvDecorationLinkageAttributes &&
           in->words[in->word_count - 1] == SpvLinkageTypeExport;
}

enum { NOT_FUNCTION, FUNCTION, LIVE }; /* by id */

/* Marks the functions `in` names; pushes the newly live ones and counts
 * them in `roots` (and down in `unmarked`, the functions not yet live). */
static void mark(OptModule *m, const OptInst *in, uint8_t *live, FunctionList *work, int *roots,
                 uint32_t *unmarked)
{
    OPT_FOR_EACH_USE(in, i) {
        uint32_t id = in->words[in->operands[i].offset];
        if (id >= m->cap || live[id] != FUNCTION)
            continue; /* most operands, without a look at their definition */
        live[id] = LIVE;
        vec_push(m->a, work, opt_def(m, id)->function);
        ++*roots;
        --*unmarked;
    }
}

/* Whether an instruction of a function's code may name a function: not
 * one of the core classes whose id operands are values, pointers, types
 * and labels (nearly every instruction: their uses need no walk). A call,
 * an extension instruction, a kernel's enqueue and what the grammar
 * classes otherwise are walked. */
static int may_name_function(const OptInst *in)
{
    if (!in->info)
        return 1;
    switch (in->info->cls) {
    case SPV_CLASS_Memory: case SPV_CLASS_Conversion: case SPV_CLASS_Composite: case SPV_CLASS_Arithmetic:
    case SPV_CLASS_Bit: case SPV_CLASS_Relational_and_Logical: case SPV_CLASS_Derivative: case SPV_CLASS_Image:
    case SPV_CLASS_Control_Flow: case SPV_CLASS_Atomic: case SPV_CLASS_Barrier:
        return 0;
    default:
        return 1;
    }
}

int opt_dead_functions(OptModule *m)
{
    opt_analyze(m);
    uint8_t *live = arena_alloc(m->a, m->cap);
    FunctionList work = {0};
    int roots = 0;
    uint32_t unmarked = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (!f->dead && opt_def(m, f->def->result_id) == f->def)
            live[f->def->result_id] = FUNCTION, unmarked++;
    }
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (in->dead)
            continue;
        if (is_export(in)) {
            uint32_t id = opt_word(in, 0);
            if (id < m->cap && live[id] == FUNCTION) {
                live[id] = LIVE;
                vec_push(m->a, &work, opt_def(m, id)->function);
                roots++;
                unmarked--;
            }
        }
        mark(m, in, live, &work, &roots, &unmarked);
    }
    /* No root: nothing says what the module is for. Every function live
     * already (a shader whose calls are all inlined into its one entry
     * point): there is nothing to find in their code. */
    if (!roots || !unmarked)
        return 0;
    while (work.len) {
        OptFunction *f = work.data[--work.len];
        for (uint32_t j = 0; j < f->head.len; j++)
            mark(m, f->head.data[j], live, &work, &roots, &unmarked);
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            if (may_name_function(in))
                mark(m, in, live, &work, &roots, &unmarked);
        })
        if (!unmarked)
            return 0;
    }
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead || live[f->def->result_id] == LIVE)
            continue;
        f->dead = 1;
        changed = 1;
    }
    return changed;
}
