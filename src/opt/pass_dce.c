/* Dead code elimination: instructions of a function whose results nothing
 * uses and whose only effect is that result.
 *
 * Removable are the grammar's arithmetic, bit, relational and logical,
 * conversion, composite and derivative classes, GLSL.std.450 instructions
 * (but Modf and Frexp, which store through a pointer), non-volatile loads,
 * access chains, image reads and queries, OpPhi, OpUndef, OpSelect's kin
 * and local OpVariable. Calls, stores, atomics, barriers, subgroup
 * operations, debug instructions and all else stay. Removing one lowers
 * the use counts of what it used, so a chain goes at once (a worklist). */
#include <string.h>

#include "opt/ir.h"

/* The Volatile bit of a memory-access operand (loads). */
static int is_volatile_load(const OptInst *in)
{
    return in->operand_count > 3 && (opt_word(in, 3) & SpvMemoryAccessVolatileMask);
}

static int pure(const OptInst *in)
{
    if (!in->result_id || !in->type_id || !in->info)
        return 0;
    switch (in->info->cls) {
    case SPV_CLASS_Arithmetic: case SPV_CLASS_Bit: case SPV_CLASS_Relational_and_Logical:
    case SPV_CLASS_Conversion: case SPV_CLASS_Composite: case SPV_CLASS_Derivative:
        return 1;
    default:
        break;
    }
    switch (in->opcode) {
    case SpvOpLoad:
        return !is_volatile_load(in);
    case SpvOpAccessChain: case SpvOpInBoundsAccessChain: case SpvOpPtrAccessChain:
    case SpvOpInBoundsPtrAccessChain: case SpvOpArrayLength: case SpvOpPhi: case SpvOpUndef:
    case SpvOpVariable: case SpvOpSampledImage: case SpvOpImage: case SpvOpImageFetch: case SpvOpImageGather:
    case SpvOpImageDrefGather: case SpvOpImageRead: case SpvOpImageTexelPointer:
        return 1;
    case SpvOpExtInst: {
        uint32_t number = opt_word(in, 3);
        return in->ext_set == SPV_EXT_SET_GLSL_std_450 && number != GLSLstd450Modf && number != GLSLstd450Frexp;
    }
    default:
        break;
    }
    /* The sampling and query families (explicit and implicit lod, sparse). */
    const char *name = in->info->name;
    return strncmp(name, "OpImageSample", 13) == 0 || strncmp(name, "OpImageSparseSample", 19) == 0 ||
           strncmp(name, "OpImageQuery", 12) == 0;
}

typedef VEC(OptInst *) InstList;

static void kill(OptModule *m, OptInst *in, InstList *work)
{
    in->dead = 1;
    OPT_FOR_EACH_USE(in, i) {
        uint32_t id = in->words[in->operands[i].offset];
        OptInst *d = opt_def(m, id);
        if (!d || !m->uses[id])
            continue;
        if (--m->uses[id] == 0 && d->block && pure(d))
            vec_push(m->a, work, d);
    }
}

int opt_dce(OptModule *m)
{
    opt_analyze(m);
    InstList work = {0};
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            if (pure(in) && !m->uses[in->result_id])
                vec_push(m->a, &work, in);
        })
    }
    int changed = 0;
    while (work.len) {
        OptInst *in = work.data[--work.len];
        if (in->dead)
            continue;
        kill(m, in, &work);
        changed = 1;
    }
    return changed;
}
