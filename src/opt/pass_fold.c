/* Constant folding of core integer and boolean instructions whose operands
 * are constants, only where the result is exact:
 *
 *  - 32- and 64-bit integer arithmetic, bit operations, shifts and
 *    comparisons (division and remainder not by zero, nor the smallest
 *    signed value by -1; shifts only by less than the width), with the
 *    wrap-around of two's complement that SPIR-V defines;
 *  - boolean logic, and OpSelect on a constant scalar condition;
 *  - OpCompositeExtract of an OpConstantComposite, and OpCopyObject.
 *
 * Only OpConstant, OpConstantTrue/False and a scalar OpConstantNull count
 * as constants: specialization constants stay what the pipeline sets.
 * Vectors and floats are left for later. A folded result reuses an equal
 * constant of the module or adds one after the globals. */
#include <string.h>

#include "opt/ir.h"

typedef struct Scalar {
    uint32_t type;
    uint32_t width;   /* 1 for bool */
    int is_signed;
    uint64_t bits;    /* zero-extended to 64 */
} Scalar;

/* The type of a foldable scalar: 32- or 64-bit integers, bool. */
static int scalar_type(const OptModule *m, uint32_t type, Scalar *s)
{
    OptInst *t = opt_def(m, type);
    if (!t)
        return 0;
    s->type = type;
    if (t->opcode == SpvOpTypeBool) {
        s->width = 1, s->is_signed = 0;
        return 1;
    }
    if (t->opcode != SpvOpTypeInt || (opt_word(t, 1) != 32 && opt_word(t, 1) != 64))
        return 0;
    s->width = opt_word(t, 1), s->is_signed = opt_word(t, 2) != 0;
    return 1;
}

static int constant(const OptModule *m, uint32_t id, Scalar *s)
{
    OptInst *d = opt_def(m, id);
    if (!d || d->function || !scalar_type(m, d->type_id, s))
        return 0;
    switch (d->opcode) {
    case SpvOpConstantTrue: s->bits = 1; return s->width == 1;
    case SpvOpConstantFalse: s->bits = 0; return s->width == 1;
    case SpvOpConstantNull: s->bits = 0; return 1;
    case SpvOpConstant:
        if (s->width == 1 || d->word_count != 3 + s->width / 32)
            return 0;
        s->bits = d->words[3] | (s->width == 64 ? (uint64_t)d->words[4] << 32 : 0);
        return 1;
    default:
        return 0;
    }
}

static uint64_t mask(uint32_t width)
{
    return width >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
}

static int64_t as_signed(uint64_t bits, uint32_t width)
{
    if (width < 64 && (bits >> (width - 1)) & 1)
        bits |= ~mask(width);
    return (int64_t)bits;
}

/* An existing constant equal to `s`, or a new one after the globals. */
static uint32_t make_constant(OptModule *m, const Scalar *s)
{
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *g = m->globals.data[i];
        Scalar have;
        if (!g->dead && g->result_id && g->type_id == s->type &&
            (g->opcode == SpvOpConstant || g->opcode == SpvOpConstantTrue || g->opcode == SpvOpConstantFalse) &&
            constant(m, g->result_id, &have) && have.bits == s->bits)
            return g->result_id;
    }
    uint32_t id = opt_new_id(m);
    uint32_t words[5];
    static const uint16_t kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_LiteralContextDependentNumber};
    uint16_t count, kind_count;
    words[1] = s->type, words[2] = id;
    if (s->width == 1) {
        words[0] = 3u << 16 | (s->bits ? SpvOpConstantTrue : SpvOpConstantFalse);
        count = 3, kind_count = 2;
    } else {
        count = (uint16_t)(3 + s->width / 32), kind_count = 3;
        words[0] = (uint32_t)count << 16 | SpvOpConstant;
        words[3] = (uint32_t)s->bits;
        words[4] = (uint32_t)(s->bits >> 32);
    }
    OptInst *in = opt_new_inst(m, words, count, kinds, kind_count);
    vec_push(m->a, &m->globals, in);
    m->def[id] = in;
    return id;
}

/* Folds an integer or boolean operation; 1 and *r when exact. */
static int fold_binary(uint32_t op, const Scalar *a, const Scalar *b, Scalar *r)
{
    uint32_t w = a->width;
    uint64_t x = a->bits, y = b->bits, M = mask(w);
    int64_t sx = as_signed(x, w), sy = as_signed(y, b->width);
    int64_t smin = w == 64 ? INT64_MIN : INT32_MIN;
    switch (op) {
    case SpvOpIAdd: r->bits = x + y; break;
    case SpvOpISub: r->bits = x - y; break;
    case SpvOpIMul: r->bits = x * y; break;
    case SpvOpUDiv: if (!y) return 0; r->bits = x / y; break;
    case SpvOpUMod: if (!y) return 0; r->bits = x % y; break;
    case SpvOpSDiv: case SpvOpSRem: case SpvOpSMod:
        if (!sy || (sx == smin && sy == -1))
            return 0;
        if (op == SpvOpSDiv)
            r->bits = (uint64_t)(sx / sy);
        else if (op == SpvOpSRem)
            r->bits = (uint64_t)(sx % sy);
        else { /* the sign of the divisor */
            int64_t rem = sx % sy;
            if (rem && ((rem < 0) != (sy < 0)))
                rem += sy;
            r->bits = (uint64_t)rem;
        }
        break;
    case SpvOpBitwiseAnd: case SpvOpLogicalAnd: r->bits = x & y; break;
    case SpvOpBitwiseOr: case SpvOpLogicalOr: r->bits = x | y; break;
    case SpvOpBitwiseXor: r->bits = x ^ y; break;
    case SpvOpShiftLeftLogical: case SpvOpShiftRightLogical: case SpvOpShiftRightArithmetic:
        if (y >= w)
            return 0;
        r->bits = op == SpvOpShiftLeftLogical ? x << y : op == SpvOpShiftRightLogical ? x >> y
                                                                                        : (uint64_t)(sx >> y);
        break;
    case SpvOpIEqual: case SpvOpLogicalEqual: r->bits = x == y; break;
    case SpvOpINotEqual: case SpvOpLogicalNotEqual: r->bits = x != y; break;
    case SpvOpUGreaterThan: r->bits = x > y; break;
    case SpvOpUGreaterThanEqual: r->bits = x >= y; break;
    case SpvOpULessThan: r->bits = x < y; break;
    case SpvOpULessThanEqual: r->bits = x <= y; break;
    case SpvOpSGreaterThan: r->bits = sx > sy; break;
    case SpvOpSGreaterThanEqual: r->bits = sx >= sy; break;
    case SpvOpSLessThan: r->bits = sx < sy; break;
    case SpvOpSLessThanEqual: r->bits = sx <= sy; break;
    default: return 0;
    }
    r->bits &= r->width == 1 ? 1 : mask(r->width);
    (void)M;
    return 1;
}

static int is_comparison(uint32_t op)
{
    switch (op) {
    case SpvOpIEqual: case SpvOpINotEqual: case SpvOpUGreaterThan: case SpvOpUGreaterThanEqual:
    case SpvOpULessThan: case SpvOpULessThanEqual: case SpvOpSGreaterThan: case SpvOpSGreaterThanEqual:
    case SpvOpSLessThan: case SpvOpSLessThanEqual:
        return 1;
    default:
        return 0;
    }
}

/* The element of constant composite `id` at the extract's indices, or 0. */
static uint32_t extract(const OptModule *m, const OptInst *in)
{
    uint32_t id = opt_word(in, 2);
    for (uint16_t i = 3; i < in->operand_count; i++) {
        OptInst *d = opt_def(m, id);
        if (!d || d->function || d->opcode != SpvOpConstantComposite)
            return 0;
        uint32_t index = opt_word(in, i);
        if (index >= (uint32_t)d->operand_count - 2)
            return 0;
        id = opt_word(d, (uint16_t)(2 + index));
    }
    return id;
}

/* The value `in` folds to, or 0. */
static uint32_t fold(OptModule *m, const OptInst *in)
{
    uint32_t op = in->opcode;
    Scalar r, a, b;
    if (op == SpvOpCopyObject)
        return opt_word(in, 2);
    if (op == SpvOpCompositeExtract)
        return extract(m, in);
    if (op == SpvOpSelect) {
        /* A scalar condition picks one operand whatever the type. */
        return constant(m, opt_word(in, 2), &a) && a.width == 1 ? opt_word(in, a.bits ? 3 : 4) : 0;
    }
    if (!scalar_type(m, in->type_id, &r))
        return 0;
    if (op == SpvOpSNegate || op == SpvOpNot || op == SpvOpLogicalNot) {
        if (in->operand_count != 3 || !constant(m, opt_word(in, 2), &a) || a.width != r.width)
            return 0;
        r.bits = op == SpvOpSNegate ? 0 - a.bits : op == SpvOpNot ? ~a.bits : !a.bits;
        r.bits &= r.width == 1 ? 1 : mask(r.width);
        return make_constant(m, &r);
    }
    if (in->operand_count != 4 || !constant(m, opt_word(in, 2), &a) || !constant(m, opt_word(in, 3), &b))
        return 0;
    /* Shifts may count in another width; all else has equal widths. */
    int shift = op == SpvOpShiftLeftLogical || op == SpvOpShiftRightLogical || op == SpvOpShiftRightArithmetic;
    if ((!shift && a.width != b.width) || (r.width != 1 && a.width != r.width) ||
        (r.width == 1 && a.width != 1 && !is_comparison(op)) || (a.width == 1) != (b.width == 1))
        return 0;
    if (a.width == 1 && op != SpvOpLogicalAnd && op != SpvOpLogicalOr && op != SpvOpLogicalEqual &&
        op != SpvOpLogicalNotEqual)
        return 0;
    if (a.width != 1 && (op == SpvOpLogicalAnd || op == SpvOpLogicalOr || op == SpvOpLogicalEqual ||
                         op == SpvOpLogicalNotEqual))
        return 0;
    return fold_binary(op, &a, &b, &r) ? make_constant(m, &r) : 0;
}

int opt_fold(OptModule *m)
{
    opt_analyze(m);
    uint32_t *repl = arena_alloc(m->a, m->cap * sizeof *repl);
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            if (!in->result_id || !in->type_id)
                continue;
            /* Operands folded before this instruction read as their values. */
            opt_replace_uses_in(m, in, repl);
            uint32_t cap = m->cap;
            uint32_t to = fold(m, in);
            if (m->cap != cap) { /* the arrays grew with a new constant */
                uint32_t *grown = arena_alloc(m->a, m->cap * sizeof *grown);
                memcpy(grown, repl, cap * sizeof *repl);
                repl = grown;
            }
            if (!to || to == in->result_id)
                continue;
            repl[in->result_id] = to;
            in->dead = 1;
            changed = 1;
        })
    }
    if (changed)
        opt_replace_uses(m, repl);
    return changed;
}
