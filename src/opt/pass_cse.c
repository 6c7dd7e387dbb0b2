/* Redundancy elimination (common subexpressions): an instruction that
 * computes what an instruction of a dominating block (or earlier in its
 * own block) already computed takes that value, by value numbering over
 * the dominator tree.
 *
 * Two instructions compute the same when their opcodes, result types and
 * operands (ids as rewritten so far, literals) are equal word for word;
 * the operands of commutative integer and boolean operations compare in
 * either order. Candidates are the instructions whose result depends on
 * nothing but their operands:
 *
 *  - the grammar's arithmetic, bit, relational and logical, conversion
 *    and composite classes, OpSelect, access chains (an address);
 *  - GLSL.std.450 instructions but Modf and Frexp (a store through a
 *    pointer) and the Interpolate* family (they read an input at another
 *    place, like derivatives);
 *  - loads of memory the shader cannot write: Input, UniformConstant,
 *    PushConstant and Uniform blocks (Block, not BufferBlock), through any
 *    chain, without Volatile (the access or the variable's decoration),
 *    and not of the built-ins that may change during an invocation
 *    (HelperInvocation after a demote, RayTmax, the SM and warp ids, the
 *    subgroup ids and masks).
 *
 * Not taken: OpPhi and OpUndef, derivatives, image instructions and
 * OpSampledImage (whose result must be used in its own block), group and
 * subgroup operations, anything with a decoration other than
 * RelaxedPrecision, NoContraction and NonUniform; those three are part of
 * the value, so a relaxed result never stands for a full-precision one.
 *
 * Blocks go in reverse postorder, which visits a block's dominators before
 * it. Limits: at most MAX_SAME instructions with one key are remembered in
 * a function (the others are left as they are), and instructions of more
 * than MAX_WORDS words are not compared. */
#include <string.h>

#include "opt/ir.h"

#define MAX_SAME 16
#define MAX_WORDS 64

enum {
    DEC_RELAXED = 1, DEC_NO_CONTRACTION = 2, DEC_NON_UNIFORM = 4,
    DEC_OTHER = 8, /* anything else: the instruction is left alone */
    /* what read_only asks of variables and types */
    DEC_VOLATILE = 16, DEC_BLOCK = 32, DEC_BUFFER_BLOCK = 64
};

/* Open addressing; a slot is an index + 1 into `kept` (0: empty), so the
 * table cleared for each function is 4 bytes a slot (the hashes are read
 * only where a slot is taken). */
typedef struct Table {
    uint32_t *slot;
    uint32_t *hash;
    OptInst **kept;
    uint32_t cap, len; /* cap a power of two */
} Table;

/* Built-in inputs whose value may change during an invocation (the ones
 * SPIR-V 1.6 asks to be Volatile where they do): read again each time,
 * whatever the module's version says. */
static int changing_builtin(uint32_t b)
{
    switch (b) {
    case SpvBuiltInHelperInvocation: case SpvBuiltInRayTmaxKHR: case SpvBuiltInHitTNV:
    case SpvBuiltInSMIDNV: case SpvBuiltInWarpIDNV: case SpvBuiltInCoreIDARM: case SpvBuiltInWarpIDARM:
    case SpvBuiltInSubgroupLocalInvocationId: case SpvBuiltInSubgroupId: case SpvBuiltInSubgroupEqMask:
    case SpvBuiltInSubgroupGeMask: case SpvBuiltInSubgroupGtMask: case SpvBuiltInSubgroupLeMask:
    case SpvBuiltInSubgroupLtMask:
        return 1;
    default:
        return 0;
    }
}

/* Decoration flags by id. */
static uint8_t *decorations(OptModule *m)
{
    uint8_t *dec = arena_alloc(m->a, m->cap);
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *g = m->globals.data[i];
        if (g->dead)
            continue;
        if (g->opcode == SpvOpGroupDecorate || g->opcode == SpvOpGroupMemberDecorate) {
            for (uint16_t k = 1; k < g->operand_count; k++)
                if (opt_is_use(g, k) && opt_word(g, k) < m->cap)
                    dec[opt_word(g, k)] |= DEC_OTHER;
            continue;
        }
        if (g->opcode != SpvOpDecorate && g->opcode != SpvOpDecorateId && g->opcode != SpvOpDecorateString)
            continue;
        uint32_t id = opt_word(g, 0), d = opt_word(g, 1);
        if (id >= m->cap)
            continue;
        dec[id] |= d == SpvDecorationRelaxedPrecision ? DEC_RELAXED
                   : d == SpvDecorationNoContraction  ? DEC_NO_CONTRACTION
                   : d == SpvDecorationNonUniform     ? DEC_NON_UNIFORM
                                                      : DEC_OTHER;
        if (d == SpvDecorationVolatile || d == SpvDecorationCoherent ||
            (d == SpvDecorationBuiltIn && changing_builtin(opt_word(g, 2))))
            dec[id] |= DEC_VOLATILE;
        if (d == SpvDecorationBlock)
            dec[id] |= DEC_BLOCK;
        if (d == SpvDecorationBufferBlock)
            dec[id] |= DEC_BUFFER_BLOCK;
    }
    return dec;
}

/* Whether a pointer reaches memory the shader cannot write, through
 * access chains to its variable. */
static int read_only(const OptModule *m, uint32_t ptr, const uint8_t *dec)
{
    OptInst *d = opt_def(m, ptr);
    for (int steps = 0; d && steps < 64 && d->opcode != SpvOpVariable; steps++) {
        if (d->opcode != SpvOpAccessChain && d->opcode != SpvOpInBoundsAccessChain)
            return 0;
        d = opt_def(m, opt_word(d, 2));
    }
    if (!d || d->opcode != SpvOpVariable || d->function)
        return 0;
    if (dec[d->result_id] & DEC_VOLATILE)
        return 0;
    switch (opt_word(d, 2)) {
    case SpvStorageClassInput: case SpvStorageClassUniformConstant: case SpvStorageClassPushConstant:
        return 1;
    case SpvStorageClassUniform: {
        /* A Block is read-only; a BufferBlock (storage buffer) is not. */
        OptInst *p = opt_def(m, d->type_id);
        OptInst *t = p ? opt_def(m, opt_word(p, 2)) : NULL;
        while (t && (t->opcode == SpvOpTypeArray || t->opcode == SpvOpTypeRuntimeArray))
            t = opt_def(m, opt_word(t, 1));
        return t && t->opcode == SpvOpTypeStruct && t->result_id < m->cap &&
               (dec[t->result_id] & (DEC_BLOCK | DEC_BUFFER_BLOCK)) == DEC_BLOCK;
    }
    default:
        return 0;
    }
}

static int commutative(uint32_t op)
{
    switch (op) {
    case SpvOpIAdd: case SpvOpIMul: case SpvOpBitwiseAnd: case SpvOpBitwiseOr: case SpvOpBitwiseXor:
    case SpvOpLogicalAnd: case SpvOpLogicalOr: case SpvOpLogicalEqual: case SpvOpLogicalNotEqual:
    case SpvOpIEqual: case SpvOpINotEqual:
        return 1;
    default:
        return 0;
    }
}

/* Whether `in` is a candidate (decorations aside). */
static int candidate(const OptModule *m, const OptInst *in, const uint8_t *dec)
{
    if (!in->result_id || !in->type_id || !in->info || in->word_count > MAX_WORDS)
        return 0;
    switch (in->opcode) {
    case SpvOpSelect: case SpvOpAccessChain: case SpvOpInBoundsAccessChain:
        return 1;
    case SpvOpLoad:
        return opt_plain_access(in, 3) && read_only(m, opt_word(in, 2), dec);
    case SpvOpExtInst: {
        uint32_t n = opt_word(in, 3);
        return in->ext_set == SPV_EXT_SET_GLSL_std_450 && n != GLSLstd450Modf && n != GLSLstd450Frexp &&
               n != GLSLstd450InterpolateAtCentroid && n != GLSLstd450InterpolateAtSample &&
               n != GLSLstd450InterpolateAtOffset;
    }
    case SpvOpCopyObject: case SpvOpSampledImage: case SpvOpUndef:
        return 0;
    default:
        break;
    }
    switch (in->info->cls) {
    case SPV_CLASS_Arithmetic: case SPV_CLASS_Bit: case SPV_CLASS_Relational_and_Logical:
    case SPV_CLASS_Conversion: case SPV_CLASS_Composite:
        return 1;
    default:
        return 0;
    }
}

/* Operand word i of the key (after opcode, type and result); commutative
 * operations read their two operands smaller first. */
static uint32_t key_word(const OptInst *in, uint32_t i)
{
    uint32_t w = in->words[3 + i];
    if (commutative(in->opcode) && in->word_count == 5 && i < 2) {
        uint32_t a = in->words[3], b = in->words[4];
        w = i == 0 ? (a < b ? a : b) : (a < b ? b : a);
    }
    return w;
}

/* How many key words come first sorted (key_word): the two operands of a
 * commutative operation; the others are the instruction's words. */
static uint32_t sorted_words(const OptInst *in)
{
    return commutative(in->opcode) && in->word_count == 5 ? 2 : 0;
}

static uint32_t key_hash(const OptInst *in, uint8_t flags)
{
    uint32_t h = 2166136261u;
    h = (h ^ in->words[0]) * 16777619u;
    h = (h ^ in->type_id) * 16777619u;
    h = (h ^ flags) * 16777619u;
    uint32_t i = 0;
    for (uint32_t sorted = sorted_words(in); i < sorted; i++)
        h = (h ^ key_word(in, i)) * 16777619u;
    for (; i + 3 < in->word_count; i++)
        h = (h ^ in->words[3 + i]) * 16777619u;
    return h;
}

static int same(const OptInst *a, const OptInst *b, const uint8_t *dec)
{
    if (a->words[0] != b->words[0] || a->type_id != b->type_id || dec[a->result_id] != dec[b->result_id])
        return 0;
    uint32_t i = 0;
    for (uint32_t sorted = sorted_words(a); i < sorted; i++)
        if (key_word(a, i) != key_word(b, i))
            return 0;
    for (; i + 3 < a->word_count; i++)
        if (a->words[3 + i] != b->words[3 + i])
            return 0;
    return 1;
}

/* The earlier instruction equal to `in` whose block dominates it, or NULL
 * (then `in` is remembered, unless MAX_SAME are already). */
static OptInst *find_or_add(OptModule *m, OptFunction *f, Table *t, OptInst *in, const uint8_t *dec)
{
    uint32_t h = key_hash(in, dec[in->result_id]), mask = t->cap - 1, at = h & mask, seen = 0;
    for (; t->slot[at]; at = (at + 1) & mask) {
        OptInst *c = t->kept[t->slot[at] - 1];
        if (t->hash[at] != h || c->dead || !same(c, in, dec))
            continue;
        if (c->block == in->block || opt_dominates(f, c->block->index, in->block->index))
            return c;
        seen++;
    }
    if (seen < MAX_SAME && t->len + 1 < t->cap / 2) {
        t->kept[t->len++] = in;
        t->slot[at] = t->len, t->hash[at] = h;
    }
    (void)m;
    return NULL;
}

static int function_cse(OptModule *m, OptFunction *f, const uint8_t *dec, uint32_t *repl, OptIds *replaced)
{
    uint32_t n = f->blocks.len, count = 0;
    if (!n)
        return 0;
    OptBlock **order = arena_alloc(m->a, n * sizeof *order);
    for (uint32_t i = 0; i < n; i++) {
        OptBlock *b = f->blocks.data[i];
        if (b->rpo != OPT_NONE && b->rpo < n)
            order[b->rpo] = b;
        count += b->insts.len;
    }
    Table t = {0};
    for (t.cap = 16; t.cap < 2 * count + 2; t.cap *= 2)
        ;
    t.slot = arena_alloc(m->a, t.cap * sizeof *t.slot);
    t.hash = arena_alloc_uninit(m->a, t.cap * sizeof *t.hash);
    t.kept = arena_alloc_uninit(m->a, (t.cap / 2) * sizeof *t.kept);
    int changed = 0;
    for (uint32_t r = 0; r < n && order[r]; r++) {
        OptBlock *b = order[r];
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            if (in->dead)
                continue;
            /* Operands replaced before this instruction read as their values
             * (none to look for until one has been). */
            if (changed)
                opt_replace_uses_in(m, in, repl);
            if (!candidate(m, in, dec) || (dec[in->result_id] & DEC_OTHER))
                continue;
            OptInst *c = find_or_add(m, f, &t, in, dec);
            if (!c)
                continue;
            repl[in->result_id] = c->result_id;
            vec_push(m->a, replaced, in->result_id);
            in->dead = 1;
            changed = 1;
        }
    }
    return changed;
}

int opt_cse(OptModule *m)
{
    opt_analyze(m);
    uint8_t *dec = decorations(m);
    uint32_t *repl = opt_lend_zeros(m, 1);
    OptIds replaced = {0}; /* the ids set in repl */
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++)
        if (!m->functions.data[i]->dead)
            changed |= function_cse(m, m->functions.data[i], dec, repl, &replaced);
    if (changed)
        opt_replace_late_uses(m, repl);
    opt_return_zeros(m, 1, replaced.data, replaced.len);
    return changed;
}
