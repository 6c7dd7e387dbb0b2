/* The optimizer: read the module, run the recipe's passes, write it back.
 *
 * Both recipes (-O and -Os) are the same list but for the unrolling of
 * the loops the source marks [[unroll]], which only -O does. Inlining goes
 * first: the callees' bodies meet their arguments, and the functions no
 * call names any more go with dead function elimination. When the module
 * comes out larger than it went in (a large function inlined at many
 * calls), it is optimized again without inlining. Scalar replacement
 * splits struct and array locals into one variable per member or
 * element, and the component accesses of vector and matrix locals become
 * loads, extracts and inserts of the whole, so that load/store
 * elimination (within a block, one dominating store, then SSA with phis
 * for the rest) takes them; that exposes constants and the composites'
 * constructs and extracts to the folder; redundancy elimination then
 * lets one instruction stand for its equals in the blocks it dominates
 * (glspv's emitter makes an access chain and a load for every use of a
 * uniform or input); branches on the constants folded go, with the
 * blocks they no longer reach; stores to Private and Function variables
 * that nothing reads go; selections and loops whose work nothing uses go
 * whole; and all leave dead instructions to DCE,
 * so they run until nothing changes (a few rounds at most on real
 * shaders).
 * Blocks merge once the code between them is gone; the dead globals go
 * last. */
#include "opt/ir.h"
#include "opt/opt.h"

#define MAX_ROUNDS 8

/* Runs one pass; the module analyzed before it stays analyzed unless the
 * pass changed something (opt_analyze then starts over), or the pass
 * keeps the analysis true itself (`keeps`: inlining analyzes each
 * function it changed again; dead functions only go, and opt_def skips
 * the definitions of their instructions; block merging ends with a round
 * that analyzed the merged module and found nothing): only the use
 * counts go. */
static int run(OptModule *m, int (*pass)(OptModule *), int keeps)
{
    int changed = pass(m);
    if (changed && keeps)
        m->counted = 0;
    else if (changed)
        opt_changed(m);
    if (changed)
        opt_compact(m);
    return changed;
}

typedef struct Pass {
    int (*run)(OptModule *);
    /* It only marks instructions dead (never a label or a terminator)
     * and rewrites operands that are not labels: the definitions (opt_def
     * skips the dead) and the CFGs stay true, only the use counts do not,
     * so the next pass does not analyze the module again. */
    int kills_only;
    /* Run again right after itself, it finds nothing: what it does
     * exposes no more of its own work (a value numbering that rewrites
     * operands as it goes, a work list). */
    int idempotent;
    /* It never adds, removes or reorders blocks nor changes a label or a
     * terminator's targets: the CFGs and dominators stand after it. */
    int keeps_cfg;
    /* Only in the performance recipe (-O): it trades size for speed. */
    int performance;
    /* What it looks at is the live instructions' operands and the
     * dominance between blocks: a change that only removed instructions
     * (m->only_removed) gives it nothing new to find. */
    int removal_blind;
    /* Its changes are all in m->touched (it only kills instructions,
     * rewrites operands through opt_replace_uses* and logs what it makes
     * in another's place): fold's next run looks only at what they reach. */
    int logged;
} Pass;

static void run_passes(OptModule *m, glspv_optimization level, int inline_calls)
{
    if (inline_calls)
        run(m, opt_inline, 1);
    run(m, opt_dead_functions, 1);
    static const Pass rounds[] = {
        {opt_sroa, 0, 0, 1, 0, 0, 0}, {opt_local_chains, 0, 0, 1, 0, 0, 0}, {opt_local_stores, 1, 0, 1, 0, 0, 0},
        {opt_ssa, 0, 0, 1, 0, 0, 0}, {opt_fold, 0, 0, 1, 0, 1, 1}, {opt_unroll, 0, 0, 0, 1, 0, 0},
        {opt_cse, 1, 1, 1, 0, 1, 1}, {opt_dead_branches, 0, 0, 0, 0, 0, 0}, {opt_dead_stores, 1, 1, 1, 0, 0, 0},
        {opt_dce, 1, 1, 1, 0, 0, 0}, {opt_dead_constructs, 0, 0, 0, 0, 0, 0},
    };
    /* A pass that changed nothing would change nothing again on the same
     * module: it is skipped until another pass has changed it (quiet[k]:
     * one past the count of changes when pass k last found nothing), as
     * is an idempotent pass that was the last to change it. */
    uint32_t changes = 0, quiet[sizeof rounds / sizeof *rounds] = {0};
    for (int round = 0; round < MAX_ROUNDS; round++) {
        int changed = 0;
        for (size_t k = 0; k < sizeof rounds / sizeof *rounds; k++) {
            if (quiet[k] == changes + 1 || (rounds[k].performance && level != GLSPV_OPT_PERFORMANCE))
                continue;
            m->only_removed = 0;
            if (rounds[k].run(m)) {
                changed = 1, changes++;
                /* Quiet before the change, a pass blind to removals stays quiet. */
                for (size_t j = 0; j < sizeof rounds / sizeof *rounds && m->only_removed; j++)
                    if (rounds[j].removal_blind && quiet[j] == changes)
                        quiet[j] = changes + 1;
                if (rounds[k].idempotent)
                    quiet[k] = changes + 1;
                if (!rounds[k].logged && !m->only_removed)
                    m->touched_all = 0;
                m->counted = 0;
                m->analyzed &= rounds[k].kills_only; /* its own analysis, if it made one */
                m->cfg_valid &= rounds[k].keeps_cfg;
                opt_compact(m);
            } else {
                quiet[k] = changes + 1;
            }
        }
        if (!changed)
            break;
    }
    run(m, opt_merge_blocks, 1); /* its last round, which merged nothing, analyzed the module as it is */
    run(m, opt_dead_globals, 0);
}

glspv_status opt_module(Ctx *ctx, const uint32_t *words, size_t count, glspv_optimization level, uint32_t flags,
                        uint32_t **out, size_t *out_count)
{
    OptModule m;
    glspv_status s = opt_read(ctx, words, count, &m);
    m.preserve_bindings = (flags & OPT_PRESERVE_BINDINGS) != 0;
    if (s || level == GLSPV_OPT_NONE)
        return s ? s : opt_write(&m, out, out_count);
    run_passes(&m, level, 1);
    s = opt_write(&m, out, out_count);
    if (s || *out_count <= count || m.unrolled)
        return s;
    /* Inlining a large function at many calls can outgrow what the other
     * passes take away: the module is then optimized without it. */
    s = opt_read(ctx, words, count, &m);
    if (s)
        return s;
    m.preserve_bindings = (flags & OPT_PRESERVE_BINDINGS) != 0;
    run_passes(&m, level, 0);
    return opt_write(&m, out, out_count);
}

/* ---- the public call ---- */

typedef struct OptCall {
    const uint32_t *words;
    size_t count;
    glspv_optimization level;
} OptCall;

static glspv_status optimize_body(Ctx *ctx, void *data, EntryOut *out)
{
    const OptCall *call = data;
    uint32_t *words = NULL;
    size_t count = 0;
    glspv_status s = opt_module(ctx, call->words, call->count, call->level, 0, &words, &count);
    if (s == GLSPV_OK) {
        out->words = words;
        out->word_count = count;
    }
    return s;
}

glspv_status glspv_spirv_optimize_with(const glspv_allocator *allocator, const uint32_t *words, size_t count,
                                       glspv_target_env env, glspv_optimization level, glspv_result **result)
{
    if (!result)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    *result = NULL;
    if ((!words && count) || !glspv_target_env_name(env) || (unsigned)level > GLSPV_OPT_SIZE)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    /* Only a valid module is optimized: the validator's messages say why not.
     * Block layouts are not checked: which rules hold (std430, relaxed,
     * scalar) is the device's features' to say, and no pass changes an
     * Offset, ArrayStride or MatrixStride (a scalar-layout block of glslang's
     * is optimized as spirv-opt --scalar-block-layout would). */
    glspv_result *val = NULL;
    glspv_status s = glspv_spirv_validate_with(allocator, words, count, env, GLSPV_VAL_SKIP_BLOCK_LAYOUT, &val);
    if (s != GLSPV_OK) {
        if (s != GLSPV_ERROR_VALIDATION && s != GLSPV_ERROR_INVALID_BINARY) {
            glspv_result_destroy(val);
            return s;
        }
        *result = val; /* its diagnostics are the answer */
        return s;
    }
    glspv_result_destroy(val);
    OptCall call = {words, count, level};
    return ctx_run(allocator, optimize_body, &call, result);
}

glspv_status glspv_spirv_optimize(const uint32_t *words, size_t count, glspv_target_env env,
                                  glspv_optimization level, glspv_result **result)
{
    return glspv_spirv_optimize_with(NULL, words, count, env, level, result);
}
