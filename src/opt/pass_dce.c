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

typedef VEC(OptInst *) InstList;

static void kill(OptModule *m, OptInst *in, InstList *work)
{
    in->dead = 1;
    OPT_FOR_EACH_USE(in, i) {
        uint32_t id = in->words[in->operands[i].offset];
        OptInst *d = opt_def(m, id);
        if (!d || !m->uses[id])
            continue;
        if (--m->uses[id] == 0 && d->block && opt_pure(d))
            vec_push(m->a, work, d);
    }
}

int opt_dce(OptModule *m)
{
    opt_analyze(m);
    opt_count_uses(m);
    InstList work = {0};
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            if (opt_pure(in) && !m->uses[in->result_id])
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
    m->only_removed = 1; /* (a phi goes as any value does) */
    return changed;
}
