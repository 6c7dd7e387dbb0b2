/* Constant folding of core and GLSL.std.450 instructions whose operands
 * are constants, only where the result is exact:
 *
 *  - 32- and 64-bit integer arithmetic, bit operations, shifts and
 *    comparisons (division and remainder not by zero, nor the smallest
 *    signed value by -1; shifts only by less than the width), with the
 *    wrap-around of two's complement that SPIR-V defines;
 *  - boolean logic, and OpSelect on a constant scalar condition;
 *  - OpCopyObject, and OpPhi of one value from every parent;
 *  - composites, which scalar replacement (pass_sroa.c) leaves as loads
 *    of the parts put together and taken apart: OpCompositeExtract
 *    through OpConstantComposite, OpCompositeConstruct and
 *    OpCompositeInsert, and of a component of an OpVectorShuffle (that of
 *    its operand); OpVectorShuffle that is one of its operands, or
 *    of components all known (a construct); OpCompositeConstruct of every
 *    member of one composite extracted in order (that composite), or of
 *    one conversion of each, in order (that conversion of the vector), or
 *    of constants (a constant composite); a chain of OpCompositeInsert
 *    that sets every component of a vector (a construct);
 *  - floats of 16, 32 and 64 bits: add, subtract, multiply, negate,
 *    comparisons and conversions, and the GLSL.std.450 abs, sign, floor,
 *    ceil, trunc, round-even, min, max and clamp (and their integer
 *    kin), computed and rounded as the compiler's folder does
 *    (src/base/float.c); never with a NaN or a denormal, whose handling
 *    is the GPU's; not division nor the transcendental functions.
 *
 * Only OpConstant, OpConstantTrue/False and a scalar OpConstantNull count
 * as constants: specialization constants stay what the pipeline sets.
 * Arithmetic on vectors is left for later. A folded result reuses an
 * equal constant of the module or adds one after the globals. */
#include <math.h>
#include <string.h>

#include "opt/ir.h"

typedef struct Scalar {
    uint32_t type;
    uint32_t width;   /* 1 for bool */
    int is_signed;
    int is_float;
    uint64_t bits;    /* zero-extended to 64; a float's IEEE bits */
} Scalar;

/* The type of a foldable scalar: 32- or 64-bit integers, bool, IEEE
 * floats of 16, 32 and 64 bits. */
static int scalar_type(const OptModule *m, uint32_t type, Scalar *s)
{
    OptInst *t = opt_def(m, type);
    if (!t)
        return 0;
    s->type = type;
    s->is_float = 0;
    if (t->opcode == SpvOpTypeBool) {
        s->width = 1, s->is_signed = 0;
        return 1;
    }
    if (t->opcode == SpvOpTypeFloat) {
        /* An encoding operand (bfloat16, fp8) is no IEEE binary format. */
        uint32_t w = opt_word(t, 1);
        if (t->operand_count != 2 || (w != 16 && w != 32 && w != 64))
            return 0;
        s->width = w, s->is_signed = 1, s->is_float = 1;
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
        if (s->width == 1 || d->word_count != (s->width == 64 ? 5 : 4))
            return 0;
        s->bits = d->words[3] | (s->width == 64 ? (uint64_t)d->words[4] << 32 : 0);
        return s->width != 16 || s->bits <= 0xffff;
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
        count = (uint16_t)(s->width == 64 ? 5 : 4), kind_count = 3;
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

#define MAX_INDICES 32
#define MAX_STEPS 256

/* Components of a vector value, 1 for anything else. */
static uint32_t components(const OptModule *m, uint32_t id)
{
    OptInst *d = opt_def(m, id);
    OptInst *t = d ? opt_def(m, d->type_id) : NULL;
    return t && t->opcode == SpvOpTypeVector ? opt_word(t, 2) : 1;
}

/* A new instruction: opcode, result type, result, then `n` one-word
 * operands of `kind` after `first` (0: none). */
static OptInst *make(OptModule *m, uint16_t opcode, const OptInst *like, uint32_t first, const uint32_t *rest,
                     uint32_t n, uint16_t kind)
{
    uint16_t count = (uint16_t)(3 + (first != 0) + n);
    uint32_t *words = arena_alloc(m->a, count * sizeof *words);
    uint16_t *kinds = arena_alloc(m->a, count * sizeof *kinds);
    uint16_t w = 0;
    words[w++] = (uint32_t)count << 16 | opcode;
    words[w] = like->type_id, kinds[w - 1] = SPV_KIND_IdResultType, w++;
    words[w] = like->result_id, kinds[w - 1] = SPV_KIND_IdResult, w++;
    if (first)
        words[w] = first, kinds[w - 1] = SPV_KIND_IdRef, w++;
    for (uint32_t i = 0; i < n; i++)
        words[w] = rest[i], kinds[w - 1] = kind, w++;
    return opt_new_inst(m, words, count, kinds, (uint16_t)(count - 1));
}

/* OpCompositeExtract through OpConstantComposite, OpCompositeConstruct,
 * OpCompositeInsert, OpCompositeExtract and OpVectorShuffle: the value it reads, or
 * (*made) an extract of what it got to with the indices left. A vector
 * built of vectors maps the index into the constituent that holds it. An insert whose indices lead to the
 * ones read gives its object; one on another path, its composite; one
 * deeper than the read stops the walk. */
static uint32_t fold_extract(OptModule *m, const OptInst *in, OptInst **made)
{
    uint32_t n = (uint32_t)in->operand_count - 3, idx[MAX_INDICES], k = 0, id = opt_word(in, 2);
    if (n == 0 || n > MAX_INDICES)
        return 0;
    for (uint32_t i = 0; i < n; i++)
        idx[i] = opt_word(in, (uint16_t)(3 + i));
    int moved = 0;
    for (uint32_t step = 0; k < n && step < MAX_STEPS; step++) {
        OptInst *d = opt_def(m, id), *t = d ? opt_def(m, d->type_id) : NULL;
        if (!d || !t)
            break;
        if ((d->opcode == SpvOpConstantComposite && !d->function) ||
            (d->opcode == SpvOpCompositeConstruct && t->opcode != SpvOpTypeVector)) {
            if (idx[k] >= (uint32_t)d->operand_count - 2)
                break;
            id = opt_word(d, (uint16_t)(2 + idx[k++]));
        } else if (d->opcode == SpvOpCompositeConstruct) {
            uint32_t at = idx[k], c = 2;
            for (; c < d->operand_count && at >= components(m, opt_word(d, c)); c++)
                at -= components(m, opt_word(d, c));
            if (c >= d->operand_count)
                break;
            id = opt_word(d, c);
            if (components(m, id) == 1)
                k++;
            else
                idx[k] = at;
        } else if (d->opcode == SpvOpCompositeExtract && d->operand_count > 3 &&
                   (uint32_t)d->operand_count - 3 + (n - k) <= MAX_INDICES) {
            /* An extract of an extract reads the inner one's composite. */
            uint32_t inner = (uint32_t)d->operand_count - 3, rest[MAX_INDICES];
            memcpy(rest, idx + k, (n - k) * sizeof *rest);
            for (uint32_t i = 0; i < inner; i++)
                idx[i] = opt_word(d, (uint16_t)(3 + i));
            memcpy(idx + inner, rest, (n - k) * sizeof *rest);
            n = inner + (n - k), k = 0;
            id = opt_word(d, 2);
        } else if (d->opcode == SpvOpVectorShuffle && idx[k] < (uint32_t)d->operand_count - 4) {
            /* A component of a shuffle is one of its operands'; an
             * undefined one (0xFFFFFFFF) stays. */
            uint32_t c = opt_word(d, (uint16_t)(4 + idx[k])), n1 = components(m, opt_word(d, 2));
            if (c == UINT32_MAX)
                break;
            id = opt_word(d, c < n1 ? 2 : 3);
            idx[k] = c < n1 ? c : c - n1;
        } else if (d->opcode == SpvOpCompositeInsert) {
            uint32_t p = (uint32_t)d->operand_count - 4, j = 0;
            while (j < p && k + j < n && opt_word(d, (uint16_t)(4 + j)) == idx[k + j])
                j++;
            if (j == p)
                id = opt_word(d, 2), k += p;
            else if (k + j == n)
                break;
            else
                id = opt_word(d, 3);
        } else {
            break;
        }
        moved = 1;
    }
    if (!moved)
        return 0;
    if (k == n)
        return id;
    *made = make(m, SpvOpCompositeExtract, in, id, idx + k, n - k, SPV_KIND_LiteralInteger);
    return 0;
}

/* Component `at` of a vector made of scalars (a constant or a construct),
 * or 0. */
static uint32_t known_component(const OptModule *m, uint32_t id, uint32_t at)
{
    OptInst *d = opt_def(m, id);
    if (!d || (d->opcode != SpvOpCompositeConstruct && (d->opcode != SpvOpConstantComposite || d->function)))
        return 0;
    uint32_t n = components(m, id);
    if ((uint32_t)d->operand_count - 2 != n || at >= n)
        return 0;
    return opt_word(d, (uint16_t)(2 + at));
}

/* Whether known_component may find a component of `d`'s value: it is a
 * construct or a constant composite (most shuffles read neither). */
static int may_know(const OptInst *d)
{
    return d->opcode == SpvOpCompositeConstruct || (d->opcode == SpvOpConstantComposite && !d->function);
}

/* A shuffle whose operands are shuffles: (*made) one shuffle of the
 * vectors those read, when they are at most two; or NULL. */
static OptInst *compose_shuffles(OptModule *m, const OptInst *in)
{
    uint32_t n = (uint32_t)in->operand_count - 4, v[2] = {0, 0}, idx[MAX_INDICES];
    int through = 0;
    uint32_t n1 = components(m, opt_word(in, 2));
    for (uint32_t i = 0; i < n; i++) {
        uint32_t c = opt_word(in, (uint16_t)(4 + i));
        if (c == UINT32_MAX) {
            idx[i] = c;
            continue;
        }
        uint32_t id = opt_word(in, c < n1 ? 2 : 3);
        c = c < n1 ? c : c - n1;
        OptInst *d = opt_def(m, id);
        if (d && d->opcode == SpvOpVectorShuffle && c < (uint32_t)d->operand_count - 4) {
            uint32_t dc = opt_word(d, (uint16_t)(4 + c)), dn1 = components(m, opt_word(d, 2));
            if (dc == UINT32_MAX) {
                idx[i] = dc;
                through = 1;
                continue;
            }
            id = opt_word(d, dc < dn1 ? 2 : 3), c = dc < dn1 ? dc : dc - dn1;
            through = 1;
        }
        int k = v[0] == id ? 0 : v[1] == id ? 1 : !v[0] ? 0 : !v[1] ? 1 : -1;
        if (k < 0)
            return NULL;
        v[k] = id;
        idx[i] = c | (uint32_t)k << 31; /* which vector, resolved below */
    }
    if (!through || !v[0])
        return NULL;
    uint32_t n0 = components(m, v[0]);
    uint16_t count = (uint16_t)(5 + n);
    uint32_t *words = arena_alloc(m->a, count * sizeof *words);
    uint16_t *kinds = arena_alloc(m->a, count * sizeof *kinds);
    words[0] = (uint32_t)count << 16 | SpvOpVectorShuffle;
    words[1] = in->type_id, words[2] = in->result_id, words[3] = v[0], words[4] = v[1] ? v[1] : v[0];
    kinds[0] = SPV_KIND_IdResultType, kinds[1] = SPV_KIND_IdResult, kinds[2] = kinds[3] = SPV_KIND_IdRef;
    for (uint32_t i = 0; i < n; i++) {
        words[5 + i] = idx[i] == UINT32_MAX ? idx[i] : idx[i] >> 31 ? (idx[i] & 0x7fffffffu) + n0 : idx[i];
        kinds[4 + i] = SPV_KIND_LiteralInteger;
    }
    return opt_new_inst(m, words, count, kinds, (uint16_t)(count - 1));
}

/* OpVectorShuffle: one operand whole, or (*made) a construct of the
 * components when both operands' components are known, or one shuffle
 * through the shuffles it reads. */
static uint32_t fold_shuffle(OptModule *m, const OptInst *in, OptInst **made)
{
    uint32_t v1 = opt_word(in, 2), v2 = opt_word(in, 3), n = (uint32_t)in->operand_count - 4;
    OptInst *d1 = opt_def(m, v1), *d2 = opt_def(m, v2);
    if (!d1 || !d2 || n == 0 || n > MAX_INDICES)
        return 0;
    int first = d1->type_id == in->type_id, second = d2->type_id == in->type_id;
    int know1 = may_know(d1), know2 = may_know(d2);
    int through = d1->opcode == SpvOpVectorShuffle || d2->opcode == SpvOpVectorShuffle;
    /* Most shuffles (parts of a loaded vector) are none of these: no
     * component to walk. */
    if (!first && !second && !know1 && !know2) {
        if (through)
            *made = compose_shuffles(m, in);
        return 0;
    }
    uint32_t n1 = components(m, v1), parts[MAX_INDICES];
    for (uint32_t i = 0; i < n; i++) {
        uint32_t c = opt_word(in, (uint16_t)(4 + i));
        first &= c == i;
        second &= c == n1 + i;
        parts[i] = c == UINT32_MAX ? 0 : c < n1 ? (know1 ? known_component(m, v1, c) : 0)
                                                : (know2 ? known_component(m, v2, c - n1) : 0);
    }
    if (first)
        return v1;
    if (second)
        return v2;
    uint32_t known = 1;
    for (uint32_t i = 0; i < n; i++)
        known &= parts[i] != 0;
    if (known)
        *made = make(m, SpvOpCompositeConstruct, in, 0, parts, n, SPV_KIND_IdRef);
    else if (through) /* (most read no shuffle) */
        *made = compose_shuffles(m, in);
    return 0;
}

/* The type of member or element `index` of composite type `type`, or 0. */
static uint32_t member_type(const OptModule *m, uint32_t type, uint32_t index)
{
    OptInst *t = opt_def(m, type);
    if (!t)
        return 0;
    if (t->opcode == SpvOpTypeStruct)
        return index + 1 < t->operand_count ? opt_word(t, (uint16_t)(1 + index)) : 0;
    if (t->opcode == SpvOpTypeArray || t->opcode == SpvOpTypeVector || t->opcode == SpvOpTypeMatrix)
        return opt_word(t, 1);
    return 0;
}

/* OpCompositeConstruct of the extracts of one composite's members in
 * order, all of them: that composite (or, when the extracts share more
 * indices, (*made) one extract of it). */
static uint32_t fold_construct(OptModule *m, const OptInst *in, OptInst **made)
{
    uint32_t n = (uint32_t)in->operand_count - 2;
    OptInst *e0 = n ? opt_def(m, opt_word(in, 2)) : NULL;
    if (!e0 || e0->opcode != SpvOpCompositeExtract || e0->operand_count < 4 || e0->operand_count > 3 + MAX_INDICES)
        return 0;
    uint32_t src = opt_word(e0, 2), depth = (uint32_t)e0->operand_count - 4, prefix[MAX_INDICES];
    for (uint32_t i = 0; i < n; i++) {
        OptInst *e = opt_def(m, opt_word(in, (uint16_t)(2 + i)));
        if (!e || e->opcode != SpvOpCompositeExtract || e->operand_count != e0->operand_count ||
            opt_word(e, 2) != src || opt_word(e, (uint16_t)(3 + depth)) != i)
            return 0;
        for (uint32_t j = 0; j < depth; j++)
            if (opt_word(e, (uint16_t)(3 + j)) != opt_word(e0, (uint16_t)(3 + j)))
                return 0;
    }
    OptInst *sd = opt_def(m, src);
    uint32_t type = sd ? sd->type_id : 0;
    for (uint32_t j = 0; j < depth && type; j++)
        type = member_type(m, type, prefix[j] = opt_word(e0, (uint16_t)(3 + j)));
    OptInst *t = opt_def(m, type);
    if (!t || type != in->type_id)
        return 0;
    /* All members: the count the type has. */
    uint32_t count = t->opcode == SpvOpTypeStruct ? (uint32_t)t->operand_count - 1
                     : t->opcode == SpvOpTypeVector || t->opcode == SpvOpTypeMatrix ? opt_word(t, 2)
                                                                                     : 0;
    if (t->opcode == SpvOpTypeArray) {
        OptInst *d = opt_def(m, opt_word(t, 2));
        Scalar len;
        count = d && d->opcode == SpvOpConstant && constant(m, d->result_id, &len) && len.width != 1 &&
                        len.bits <= UINT32_MAX
                    ? (uint32_t)len.bits
                    : 0;
    }
    if (count != n)
        return 0;
    if (depth == 0)
        return src;
    *made = make(m, SpvOpCompositeExtract, in, src, prefix, depth, SPV_KIND_LiteralInteger);
    return 0;
}

/* OpCompositeConstruct of one conversion of each component of one vector,
 * in order: (*made) that conversion of the whole vector. Only the
 * conversions no decoration of a Shader module changes (FConvert may
 * carry a rounding mode; RelaxedPrecision on the parts only allowed less
 * precision). */
static int convert_per_component(uint32_t op)
{
    return op == SpvOpConvertSToF || op == SpvOpConvertUToF || op == SpvOpConvertFToS ||
           op == SpvOpConvertFToU || op == SpvOpSConvert || op == SpvOpUConvert || op == SpvOpBitcast;
}

static void fold_construct_conversions(OptModule *m, const OptInst *in, OptInst **made)
{
    uint32_t n = (uint32_t)in->operand_count - 2, src = 0, op = 0;
    OptInst *t = opt_def(m, in->type_id);
    if (!t || t->opcode != SpvOpTypeVector || opt_word(t, 2) != n)
        return;
    for (uint32_t i = 0; i < n; i++) {
        OptInst *c = opt_def(m, opt_word(in, (uint16_t)(2 + i)));
        if (!c || !convert_per_component(c->opcode) || c->operand_count != 3 || (op && c->opcode != op))
            return;
        OptInst *e = opt_def(m, opt_word(c, 2));
        if (!e || e->opcode != SpvOpCompositeExtract || e->operand_count != 4 || opt_word(e, 3) != i ||
            (src && opt_word(e, 2) != src))
            return;
        op = c->opcode, src = opt_word(e, 2);
    }
    if (src && components(m, src) == n)
        *made = make(m, (uint16_t)op, in, src, NULL, 0, 0);
}

/* OpCompositeConstruct of a vector from components of one other vector
 * (in any order, not all of them in order: fold_construct takes those):
 * (*made) a shuffle of that vector, and the extracts may go. */
static void fold_construct_shuffle(OptModule *m, const OptInst *in, OptInst **made)
{
    uint32_t n = (uint32_t)in->operand_count - 2, src = 0, idx[MAX_INDICES];
    OptInst *t = opt_def(m, in->type_id);
    if (!t || t->opcode != SpvOpTypeVector || opt_word(t, 2) != n || n > MAX_INDICES)
        return;
    for (uint32_t i = 0; i < n; i++) {
        OptInst *e = opt_def(m, opt_word(in, (uint16_t)(2 + i)));
        if (!e || e->opcode != SpvOpCompositeExtract || e->operand_count != 4 || (src && opt_word(e, 2) != src))
            return;
        src = opt_word(e, 2), idx[i] = opt_word(e, 3);
    }
    if (components(m, src) < 2)
        return;
    uint16_t count = (uint16_t)(5 + n);
    uint32_t *words = arena_alloc(m->a, count * sizeof *words);
    uint16_t *kinds = arena_alloc(m->a, count * sizeof *kinds);
    words[0] = (uint32_t)count << 16 | SpvOpVectorShuffle;
    words[1] = in->type_id, words[2] = in->result_id, words[3] = src, words[4] = src;
    kinds[0] = SPV_KIND_IdResultType, kinds[1] = SPV_KIND_IdResult, kinds[2] = kinds[3] = SPV_KIND_IdRef;
    for (uint32_t i = 0; i < n; i++)
        words[5 + i] = idx[i], kinds[4 + i] = SPV_KIND_LiteralInteger;
    *made = opt_new_inst(m, words, count, kinds, (uint16_t)(count - 1));
}

/* OpCompositeInsert into a vector, the last of a chain of inserts that
 * sets every component (each inserting a scalar at one index): (*made) a
 * construct of the components, whatever the vector they started from. */
static void fold_insert_chain(OptModule *m, const OptInst *in, OptInst **made)
{
    OptInst *t = opt_def(m, in->type_id);
    uint32_t n = t && t->opcode == SpvOpTypeVector ? opt_word(t, 2) : 0, parts[MAX_INDICES] = {0}, set = 0;
    if (n < 2 || n > MAX_INDICES)
        return;
    /* At most MAX_STEPS inserts back: a long chain costs no more. */
    uint32_t steps = 0;
    for (const OptInst *d = in; d && d->opcode == SpvOpCompositeInsert && d->operand_count == 5 &&
                                d->type_id == in->type_id && set < n && steps++ < MAX_STEPS;
         d = opt_def(m, opt_word(d, 3))) {
        uint32_t at = opt_word(d, 4);
        if (at >= n)
            return;
        if (!parts[at])
            parts[at] = opt_word(d, 2), set++;
    }
    if (set == n)
        *made = make(m, SpvOpCompositeConstruct, in, 0, parts, n, SPV_KIND_IdRef);
}

/* OpCompositeConstruct of a vector of scalar constants (OpConstant, true,
 * false) or of a matrix of constant columns: an equal OpConstantComposite
 * of the module, or a new one after the globals. */
static uint32_t fold_constant_construct(OptModule *m, const OptInst *in)
{
    uint32_t n = (uint32_t)in->operand_count - 2;
    OptInst *t = opt_def(m, in->type_id);
    if (!n || !t || (t->opcode != SpvOpTypeVector && t->opcode != SpvOpTypeMatrix))
        return 0;
    for (uint32_t i = 0; i < n; i++) {
        OptInst *d = opt_def(m, opt_word(in, (uint16_t)(2 + i)));
        int scalar = d && (d->opcode == SpvOpConstant || d->opcode == SpvOpConstantTrue ||
                           d->opcode == SpvOpConstantFalse);
        /* A vector's constituents are its scalars, a matrix's its columns. */
        if (!d || d->function || (t->opcode == SpvOpTypeVector ? !scalar : d->opcode != SpvOpConstantComposite))
            return 0;
    }
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *g = m->globals.data[i];
        if (g->dead || g->opcode != SpvOpConstantComposite || g->type_id != in->type_id ||
            g->operand_count != in->operand_count)
            continue;
        uint32_t k = 0;
        while (k < n && opt_word(g, (uint16_t)(2 + k)) == opt_word(in, (uint16_t)(2 + k)))
            k++;
        if (k == n)
            return g->result_id;
    }
    uint16_t count = (uint16_t)(3 + n);
    uint32_t *words = arena_alloc(m->a, count * sizeof *words);
    uint16_t *kinds = arena_alloc(m->a, count * sizeof *kinds);
    uint32_t id = opt_new_id(m);
    words[0] = (uint32_t)count << 16 | SpvOpConstantComposite;
    words[1] = in->type_id, words[2] = id;
    kinds[0] = SPV_KIND_IdResultType, kinds[1] = SPV_KIND_IdResult;
    for (uint32_t i = 0; i < n; i++)
        words[3 + i] = opt_word(in, (uint16_t)(2 + i)), kinds[2 + i] = SPV_KIND_IdRef;
    OptInst *c = opt_new_inst(m, words, count, kinds, (uint16_t)(count - 1));
    vec_push(m->a, &m->globals, c);
    m->def[id] = c;
    return id;
}

/* ---- floats ----
 *
 * Values are computed in double and rounded to the result's width once
 * (src/base/float.c, the compiler's rounding): exact for the operations
 * folded here, which IEEE 754 and Vulkan's precision rules make correctly
 * rounded (add, subtract, multiply, negate, the comparisons, conversions
 * of values in range, abs, min, max, floor, ceil, trunc, round-even). A
 * GPU may flush denormals and need not keep NaNs, so nothing is folded
 * where an operand or the result is a NaN or a denormal; division (2.5
 * ULP in Vulkan) and the transcendental functions are left to the GPU. */

static double float_value(const Scalar *s)
{
    return float_from_bits(s->width, s->bits);
}

/* Whether a GPU computes with `x` as IEEE does: not a NaN nor a denormal
 * of `width`. */
static int plain_float(double x, uint32_t width)
{
    double min_normal = width == 16 ? 0x1p-14 : width == 32 ? 0x1p-126 : 0x1p-1022;
    return !isnan(x) && (x == 0.0 || fabs(x) >= min_normal);
}

/* A float result of type r: its bits, when plain. */
static int float_result(Scalar *r, double x)
{
    x = float_round(r->width, x);
    if (!plain_float(x, r->width))
        return 0;
    r->bits = float_bits(r->width, x);
    return 1;
}

static int fold_float_binary(uint32_t op, const Scalar *a, const Scalar *b, Scalar *r)
{
    double x = float_value(a), y = float_value(b);
    if (!a->is_float || !b->is_float || a->width != b->width || !plain_float(x, a->width) ||
        !plain_float(y, b->width))
        return 0;
    if (r->width == 1) { /* comparisons: NaN is excluded, so ordered and unordered agree */
        switch (op) {
        case SpvOpFOrdEqual: case SpvOpFUnordEqual: r->bits = x == y; return 1;
        case SpvOpFOrdNotEqual: case SpvOpFUnordNotEqual: r->bits = x != y; return 1;
        case SpvOpFOrdLessThan: case SpvOpFUnordLessThan: r->bits = x < y; return 1;
        case SpvOpFOrdGreaterThan: case SpvOpFUnordGreaterThan: r->bits = x > y; return 1;
        case SpvOpFOrdLessThanEqual: case SpvOpFUnordLessThanEqual: r->bits = x <= y; return 1;
        case SpvOpFOrdGreaterThanEqual: case SpvOpFUnordGreaterThanEqual: r->bits = x >= y; return 1;
        default: return 0;
        }
    }
    if (!r->is_float || r->width != a->width)
        return 0;
    /* In double, exact for 16- and 32-bit operands before the one rounding;
     * 64-bit ones are the host's IEEE arithmetic, rounded to nearest. */
    switch (op) {
    case SpvOpFAdd: return float_result(r, x + y);
    case SpvOpFSub: return float_result(r, x - y);
    case SpvOpFMul: return float_result(r, x * y);
    default: return 0;
    }
}

/* Conversions and negation; *r holds the result type. */
static int fold_float_unary(uint32_t op, const Scalar *a, Scalar *r)
{
    if (op == SpvOpConvertSToF || op == SpvOpConvertUToF) {
        if (a->is_float || a->width == 1 || !r->is_float)
            return 0;
        uint64_t u = op == SpvOpConvertSToF ? (uint64_t)as_signed(a->bits, a->width) : a->bits;
        return float_result(r, float_from_int(u, op == SpvOpConvertSToF, r->width));
    }
    if (!a->is_float || !plain_float(float_value(a), a->width))
        return 0;
    double x = float_value(a);
    switch (op) {
    case SpvOpFNegate:
        return r->is_float && r->width == a->width && float_result(r, -x);
    case SpvOpFConvert: /* only when exact: the rounding mode is the GPU's */
        return r->is_float && float_round(r->width, x) == x && float_result(r, x);
    case SpvOpConvertFToS: case SpvOpConvertFToU: {
        /* Out of range is undefined: only values that fit. */
        double t = trunc(x), lo = op == SpvOpConvertFToU ? 0.0 : -ldexp(1.0, (int)r->width - 1),
               hi = op == SpvOpConvertFToU ? ldexp(1.0, (int)r->width) : ldexp(1.0, (int)r->width - 1);
        if (r->is_float || r->width == 1 || t < lo || t >= hi)
            return 0;
        r->bits = (op == SpvOpConvertFToU ? (uint64_t)t : (uint64_t)(int64_t)t) & mask(r->width);
        return 1;
    }
    default:
        return 0;
    }
}

/* GLSL.std.450 instructions with exact results on constant scalars. */
static uint32_t fold_glsl(OptModule *m, const OptInst *in, Scalar *r)
{
    uint32_t n = opt_word(in, 3), argc = (uint32_t)in->operand_count - 4;
    Scalar a[3];
    if (argc == 0 || argc > 3)
        return 0;
    for (uint32_t i = 0; i < argc; i++)
        if (!constant(m, opt_word(in, (uint16_t)(4 + i)), &a[i]) || a[i].width != r->width ||
            a[i].is_float != r->is_float || a[i].width == 1)
            return 0;
    double x[3] = {0, 0, 0};
    for (uint32_t i = 0; i < argc && r->is_float; i++) {
        x[i] = float_value(&a[i]);
        /* Which zero min, max and clamp give of -0 and +0 is the GPU's. */
        if (!plain_float(x[i], r->width) || (argc > 1 && x[i] == 0.0))
            return 0;
    }
    int64_t s0 = as_signed(a[0].bits, r->width), s1 = argc > 1 ? as_signed(a[1].bits, r->width) : 0,
            s2 = argc > 2 ? as_signed(a[2].bits, r->width) : 0;
    uint64_t u0 = a[0].bits, u1 = argc > 1 ? a[1].bits : 0, u2 = argc > 2 ? a[2].bits : 0;
    int ok = 0;
    switch (argc * 1000 + n) {
    case 1000 + GLSLstd450FAbs: ok = r->is_float && float_result(r, fabs(x[0])); break;
    case 1000 + GLSLstd450Floor: ok = r->is_float && float_result(r, floor(x[0])); break;
    case 1000 + GLSLstd450Ceil: ok = r->is_float && float_result(r, ceil(x[0])); break;
    case 1000 + GLSLstd450Trunc: ok = r->is_float && float_result(r, trunc(x[0])); break;
    case 1000 + GLSLstd450RoundEven: ok = r->is_float && float_result(r, float_round_even(x[0])); break;
    case 1000 + GLSLstd450FSign:
        ok = r->is_float && x[0] != 0.0 && float_result(r, x[0] > 0 ? 1.0 : -1.0);
        break;
    case 2000 + GLSLstd450FMin: ok = r->is_float && float_result(r, x[1] < x[0] ? x[1] : x[0]); break;
    case 2000 + GLSLstd450FMax: ok = r->is_float && float_result(r, x[0] < x[1] ? x[1] : x[0]); break;
    case 1000 + GLSLstd450SAbs:
        ok = !r->is_float, r->bits = (uint64_t)(s0 < 0 ? 0 - (uint64_t)s0 : (uint64_t)s0) & mask(r->width);
        break;
    case 1000 + GLSLstd450SSign:
        ok = !r->is_float, r->bits = (uint64_t)(s0 > 0 ? 1 : s0 < 0 ? -1 : 0) & mask(r->width);
        break;
    case 2000 + GLSLstd450SMin: ok = !r->is_float, r->bits = s1 < s0 ? a[1].bits : a[0].bits; break;
    case 2000 + GLSLstd450SMax: ok = !r->is_float, r->bits = s0 < s1 ? a[1].bits : a[0].bits; break;
    case 2000 + GLSLstd450UMin: ok = !r->is_float, r->bits = u1 < u0 ? u1 : u0; break;
    case 2000 + GLSLstd450UMax: ok = !r->is_float, r->bits = u0 < u1 ? u1 : u0; break;
    case 3000 + GLSLstd450FClamp: /* undefined when min > max */
        ok = r->is_float && x[1] <= x[2] && float_result(r, x[0] < x[1] ? x[1] : x[2] < x[0] ? x[2] : x[0]);
        break;
    case 3000 + GLSLstd450SClamp:
        ok = !r->is_float && s1 <= s2, r->bits = s0 < s1 ? a[1].bits : s2 < s0 ? a[2].bits : a[0].bits;
        break;
    case 3000 + GLSLstd450UClamp:
        ok = !r->is_float && u1 <= u2, r->bits = u0 < u1 ? u1 : u2 < u0 ? u2 : u0;
        break;
    default: break;
    }
    return ok ? make_constant(m, r) : 0;
}

static int is_float_op(uint32_t op)
{
    switch (op) {
    case SpvOpFAdd: case SpvOpFSub: case SpvOpFMul: case SpvOpFOrdEqual: case SpvOpFUnordEqual:
    case SpvOpFOrdNotEqual: case SpvOpFUnordNotEqual: case SpvOpFOrdLessThan: case SpvOpFUnordLessThan:
    case SpvOpFOrdGreaterThan: case SpvOpFUnordGreaterThan: case SpvOpFOrdLessThanEqual:
    case SpvOpFUnordLessThanEqual: case SpvOpFOrdGreaterThanEqual: case SpvOpFUnordGreaterThanEqual:
        return 2;
    case SpvOpFNegate: case SpvOpFConvert: case SpvOpConvertFToS: case SpvOpConvertFToU:
    case SpvOpConvertSToF: case SpvOpConvertUToF:
        return 1;
    default:
        return 0;
    }
}

/* A constant whose components are all one scalar (a scalar constant, or a
 * constant composite of one constituent repeated): that scalar in *s. */
static int splat_constant(const OptModule *m, uint32_t id, Scalar *s)
{
    OptInst *d = opt_def(m, id);
    if (d && !d->function && d->opcode == SpvOpConstantComposite && d->operand_count > 2) {
        uint32_t c = opt_word(d, 2);
        for (uint16_t k = 3; k < d->operand_count; k++)
            if (opt_word(d, k) != c)
                return 0;
        return constant(m, c, s);
    }
    return constant(m, id, s);
}

/* The operand an operation with an identity element gives back unchanged
 * (x * 1.0, x - 0.0, x + -0.0, x / 1, x | 0, x & ~0, x << 0, b && true...,
 * on scalars and vectors, a splat constant the other operand), or the
 * constant of an integer or boolean one that absorbs (x * 0, x & 0...), or
 * 0. Not x + 0.0, which is +0.0 for x = -0.0, nor x * 0.0 (NaN, -0.0). */
static uint32_t fold_identity(const OptModule *m, const OptInst *in)
{
    if (in->operand_count != 4)
        return 0;
    uint32_t op = in->opcode;
    for (int side = 0; side < 2; side++) {
        uint32_t x = opt_word(in, (uint16_t)(2 + side)), k = opt_word(in, (uint16_t)(3 - side));
        OptInst *xd = opt_def(m, x);
        Scalar c;
        if (!xd || xd->type_id != in->type_id || !splat_constant(m, k, &c))
            continue;
        uint64_t one = c.is_float ? (c.width == 16 ? 0x3c00 : c.width == 32 ? 0x3f800000 : 0x3ff0000000000000)
                                  : 1;
        uint64_t sign = c.width == 1 ? 0 : (uint64_t)1 << (c.width - 1), all = mask(c.width);
        int right = side == 0; /* the constant is the second operand */
        int is = 0;
        switch (op) {
        case SpvOpFMul: is = c.is_float && c.bits == one; break;
        case SpvOpFDiv: is = right && c.is_float && c.bits == one; break;
        case SpvOpFSub: is = right && c.is_float && c.bits == 0; break;
        case SpvOpFAdd: is = c.is_float && c.bits == sign; break;
        case SpvOpIMul: is = !c.is_float && c.bits == 1; break;
        case SpvOpSDiv: case SpvOpUDiv: is = right && !c.is_float && c.bits == 1; break;
        case SpvOpIAdd: case SpvOpBitwiseOr: case SpvOpBitwiseXor: is = !c.is_float && c.width > 1 && c.bits == 0; break;
        case SpvOpISub: case SpvOpShiftLeftLogical: case SpvOpShiftRightLogical: case SpvOpShiftRightArithmetic:
            is = right && !c.is_float && c.width > 1 && c.bits == 0;
            break;
        case SpvOpBitwiseAnd: is = !c.is_float && c.width > 1 && c.bits == all; break;
        case SpvOpLogicalAnd: is = c.width == 1 && c.bits == 1; break;
        case SpvOpLogicalOr: is = c.width == 1 && c.bits == 0; break;
        default: return 0;
        }
        if (is)
            return x;
        /* The absorbing elements: integer x * 0, x & 0, x | ~0, b && false, b || true. */
        OptInst *kd = opt_def(m, k);
        if (!kd || kd->type_id != in->type_id || c.is_float)
            continue;
        if ((op == SpvOpIMul && c.bits == 0) || (op == SpvOpBitwiseAnd && c.width > 1 && c.bits == 0) ||
            (op == SpvOpBitwiseOr && c.width > 1 && c.bits == all) || (op == SpvOpLogicalAnd && c.width == 1 &&
                                                                          c.bits == 0) ||
            (op == SpvOpLogicalOr && c.width == 1 && c.bits == 1))
            return k;
    }
    return 0;
}

/* An OpPhi whose parents all give one value (a single parent, once dead
 * branch elimination took the others) is that value, when it is defined
 * outside the phi's block: its definition dominates every parent, so it
 * dominates the block. */
static uint32_t fold_phi(const OptModule *m, const OptInst *in)
{
    uint32_t v = opt_word(in, 2);
    for (uint16_t i = 2; i + 1 < in->operand_count; i += 2)
        if (opt_word(in, i) != v)
            return 0;
    OptInst *d = opt_def(m, v);
    return d && d->block != in->block && in->block && in->block->rpo != OPT_NONE ? v : 0;
}

/* The value `in` folds to, or 0; or (*made) an instruction to take its
 * place. */
static uint32_t fold(OptModule *m, const OptInst *in, OptInst **made)
{
    uint32_t op = in->opcode;
    Scalar r, a, b;
    if (op == SpvOpCopyObject)
        return opt_word(in, 2);
    if (op == SpvOpPhi)
        return fold_phi(m, in);
    if (op == SpvOpCompositeExtract)
        return fold_extract(m, in, made);
    if (op == SpvOpVectorShuffle)
        return fold_shuffle(m, in, made);
    if (op == SpvOpCompositeInsert) {
        fold_insert_chain(m, in, made);
        return 0;
    }
    if (op == SpvOpCompositeConstruct) {
        uint32_t to = fold_construct(m, in, made);
        if (!to && !*made)
            to = fold_constant_construct(m, in);
        if (!to && !*made)
            fold_construct_conversions(m, in, made);
        if (!to && !*made)
            fold_construct_shuffle(m, in, made);
        return to;
    }
    if (op == SpvOpSelect) {
        /* A scalar condition picks one operand whatever the type; so does
         * any condition between two equal ones. */
        if (opt_word(in, 3) == opt_word(in, 4))
            return opt_word(in, 3);
        return constant(m, opt_word(in, 2), &a) && a.width == 1 ? opt_word(in, a.bits ? 3 : 4) : 0;
    }
    uint32_t same = fold_identity(m, in);
    if (same)
        return same;
    /* Below: arithmetic, bit, logical and conversion operations and
     * GLSL.std.450 instructions; the rest (loads, chains, calls...) goes
     * without a look at its type. */
    if (op != SpvOpExtInst &&
        (!in->info || (in->info->cls != SPV_CLASS_Arithmetic && in->info->cls != SPV_CLASS_Bit &&
                       in->info->cls != SPV_CLASS_Relational_and_Logical && in->info->cls != SPV_CLASS_Conversion)))
        return 0;
    if (!scalar_type(m, in->type_id, &r))
        return 0;
    if (op == SpvOpExtInst)
        return in->ext_set == SPV_EXT_SET_GLSL_std_450 && in->operand_count >= 5 ? fold_glsl(m, in, &r) : 0;
    if (is_float_op(op) == 1)
        return in->operand_count == 3 && constant(m, opt_word(in, 2), &a) && fold_float_unary(op, &a, &r)
                   ? make_constant(m, &r) : 0;
    if (is_float_op(op) == 2)
        return in->operand_count == 4 && constant(m, opt_word(in, 2), &a) && constant(m, opt_word(in, 3), &b) &&
                       fold_float_binary(op, &a, &b, &r)
                   ? make_constant(m, &r) : 0;
    if (op == SpvOpBitcast) { /* a scalar's bits under another type of its width */
        if (in->operand_count != 3 || !constant(m, opt_word(in, 2), &a) || a.width != r.width || r.width == 1)
            return 0;
        r.bits = a.bits;
        return make_constant(m, &r);
    }
    if (op == SpvOpSNegate || op == SpvOpNot || op == SpvOpLogicalNot) {
        if (in->operand_count != 3 || !constant(m, opt_word(in, 2), &a) || a.width != r.width || a.is_float ||
            r.is_float)
            return 0;
        r.bits = op == SpvOpSNegate ? 0 - a.bits : op == SpvOpNot ? ~a.bits : !a.bits;
        r.bits &= r.width == 1 ? 1 : mask(r.width);
        return make_constant(m, &r);
    }
    if (in->operand_count != 4 || !constant(m, opt_word(in, 2), &a) || !constant(m, opt_word(in, 3), &b) ||
        a.is_float || b.is_float || r.is_float)
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

/* Whether fold looks at an instruction of this opcode at all: the ones it
 * names, GLSL.std.450 and the classes of operations it folds (the rest,
 * loads, chains, calls, group operations..., is most of a function). */
static int may_fold(const OptInst *in)
{
    switch (in->opcode) {
    case SpvOpCopyObject: case SpvOpPhi: case SpvOpCompositeExtract: case SpvOpVectorShuffle:
    case SpvOpCompositeInsert: case SpvOpCompositeConstruct: case SpvOpSelect: case SpvOpExtInst:
        return 1;
    default:
        return in->info && (in->info->cls == SPV_CLASS_Arithmetic || in->info->cls == SPV_CLASS_Bit ||
                            in->info->cls == SPV_CLASS_Relational_and_Logical ||
                            in->info->cls == SPV_CLASS_Conversion);
    }
}

/* Whether `in` must be looked at again: with `seen` (the results known
 * to have changed since fold's last run) only an instruction that changed
 * or reads one that did may fold where it did not; one in an unreachable
 * block may read a value defined after it, and is looked at always. What
 * fold looks through (constructs, extracts, inserts, shuffles,
 * conversions) is all of opcodes may_fold takes, so marking those that
 * changed in the walk carries the change to the instructions after them;
 * a phi reads values defined later, but nothing looks through a phi. */
static int changed_since(const uint32_t *seen, uint32_t seen_len, const OptInst *in, const OptBlock *b)
{
    if (b->rpo == OPT_NONE || (in->result_id < seen_len && seen[in->result_id]))
        return 1;
    for (uint16_t k = 0; k < in->use_count; k++) {
        uint32_t id = in->words[in->use_words[k]];
        if (id < seen_len && seen[id])
            return 1;
    }
    return 0;
}

int opt_fold(OptModule *m)
{
    opt_analyze(m);
    uint32_t *repl = opt_lend_zeros(m, 1);
    OptIds set = {0}; /* the ids set in repl */
    /* Where every change since the last run is known (m->touched_all),
     * only the instructions it reaches are folded: the others folded to
     * nothing then and would again. */
    uint32_t *seen = NULL, seen_len = 0;
    OptIds marked = m->touched; /* the ids set in seen */
    if (m->touched_all) {
        seen = opt_lend_zeros(m, 2), seen_len = m->cap;
        for (uint32_t k = 0; k < marked.len; k++)
            if (marked.data[k] < seen_len)
                seen[marked.data[k]] = 1;
    }
    m->touched = (OptIds){0};
    m->touched_all = 1; /* this run's changes are logged as they are made */
    int changed = 0, replaced = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            /* Operands folded before this instruction read as their values
             * (none to look for until one has been). */
            uint32_t logged = m->touched.len;
            if (replaced)
                opt_replace_uses_in(m, in, repl);
            if (!in->result_id || !in->type_id || !may_fold(in))
                continue;
            if (seen) {
                if (m->touched.len == logged && !changed_since(seen, seen_len, in, b))
                    continue;
                if (in->result_id < seen_len && !seen[in->result_id]) {
                    seen[in->result_id] = 1;
                    vec_push(m->a, &marked, in->result_id);
                }
            }
            uint32_t cap = m->cap;
            OptInst *made = NULL;
            uint32_t to = fold(m, in, &made);
            if (m->cap != cap) { /* the arrays grew with a new constant */
                uint32_t *grown = arena_alloc(m->a, m->cap * sizeof *grown);
                memcpy(grown, repl, cap * sizeof *repl);
                repl = grown;
            }
            if (made) { /* the same result, computed more directly */
                made->block = b;
                made->function = f;
                b->insts.data[in_j] = made;
                m->def[made->result_id] = made;
                vec_push(m->a, &m->touched, made->result_id);
                changed = 1;
                continue;
            }
            if (!to || to == in->result_id)
                continue;
            repl[in->result_id] = to;
            vec_push(m->a, &set, in->result_id);
            in->dead = 1;
            changed = replaced = 1;
        })
    }
    if (changed)
        opt_replace_late_uses(m, repl);
    opt_return_zeros(m, 1, set.data, set.len); /* (those set before a new constant grew repl, in the lent one) */
    if (seen)
        opt_return_zeros(m, 2, marked.data, marked.len);
    return changed;
}
