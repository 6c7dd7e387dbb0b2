/* Constant folding of scalars, conversions, operators and constructors
 * (fold.h); the built-in functions are in fold_builtin.c.
 *
 * A Scalar holds every integer in 64 bits and every float as a double; the
 * type says how to read it. Each result is passed through const_normalize,
 * which wraps integers to their width and rounds floats to float16/float32,
 * so that a chain of operations sees what the GPU would see after each one.
 * Rounding uses frexp/ldexp and our own ties-to-even, never a cast from
 * double to float, so it is exact and does not depend on the host's
 * floating-point environment or on C's undefined out-of-range conversions.
 *
 * Where the spec leaves a value undefined, we either fold it the way
 * glslangValidator (12.0) does, when that is a deliberate, host-independent
 * choice in glslang (integer division by zero), or return NULL, when
 * glslang's answer is whatever the host CPU happens to do (shift counts
 * outside the width). Each case says which. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "glsl/check/fold.h"

/* ---- scalars ---- */

/* The rounding and the IEEE encodings are src/base/float.c's, shared with
 * the optimizer's folder. */
double fold_round_even(double x)
{
    return float_round_even(x);
}

uint64_t const_float_bits(unsigned width, double f)
{
    /* A float32 value already (nearly every constant a shader writes) is
     * its own rounding: its bits without float_bits' walk. NaN, infinities
     * and what a float cannot hold go on (the cast is defined in range). */
    if (width == 32 && fabs(f) <= FLT_MAX) {
        float g = (float)f;
        if ((double)g == f) {
            uint32_t b;
            memcpy(&b, &g, sizeof b);
            return b;
        }
    }
    return float_bits(width, f);
}

double const_float_from_bits(unsigned width, uint64_t bits)
{
    return float_from_bits(width, bits);
}

/* u wrapped to `width` bits: sign-extended when signed, zero-extended else. */
static uint64_t wrap(unsigned width, int is_signed, uint64_t u)
{
    if (width >= 64)
        return u;
    uint64_t mask = ((uint64_t)1 << width) - 1;
    u &= mask;
    if (is_signed && (u >> (width - 1)) & 1)
        u |= ~mask;
    return u;
}

Scalar const_normalize(const Type *t, Scalar v)
{
    switch (t->kind) {
    case TY_BOOL: v.u = v.u != 0; break;
    case TY_INT: v.u = wrap(t->width, t->is_signed, v.u); break;
    case TY_FLOAT: v.f = float_round(t->width, v.f); break;
    default: break;
    }
    return v;
}

/* A float to an integer: truncated toward zero (§5.4.1), then reduced
 * modulo 2^64 (the caller wraps to the width). §5.4.1 leaves negative
 * values to unsigned and values out of range undefined; glslang folds them
 * with a C cast, which on x86 is modular for uint(-1.0) = 0xffffffff and
 * uint(5e9) = 705032704 (as here) but gives 0x80000000 for int(3e9), where
 * we give the modular -1294967296. NaN and inf give 0. */
static uint64_t float_to_int(double x)
{
    if (!isfinite(x))
        return 0;
    double t = trunc(x);
    if (fabs(t) < 0x1p63)
        return (uint64_t)(int64_t)t;
    double m = fmod(t, 0x1p64); /* exact, and |m| < 2^64 */
    return m >= 0.0 ? (uint64_t)m : 0 - (uint64_t)-m;
}

Scalar fold_convert_scalar(const Type *from, const Type *to, Scalar v)
{
    Scalar r;
    r.u = 0;
    if (to->kind == TY_BOOL) {
        r.u = from->kind == TY_FLOAT ? v.f != 0.0 : v.u != 0;
    } else if (from->kind == TY_BOOL) {
        if (to->kind == TY_FLOAT)
            r.f = v.u ? 1.0 : 0.0;
        else
            r.u = v.u != 0;
    } else if (to->kind == TY_FLOAT) {
        r.f = from->kind == TY_FLOAT ? v.f : float_from_int(v.u, from->is_signed, to->width);
    } else {
        r.u = from->kind == TY_FLOAT ? float_to_int(v.f) : v.u;
    }
    return const_normalize(to, r);
}

int fold_compare(TokKind op, const Type *t, Scalar x, Scalar y)
{
    int lt, eq;
    if (t->kind == TY_FLOAT) {
        /* IEEE: NaN is unordered, so every comparison but != is false. */
        if (isnan(x.f) || isnan(y.f))
            return op == TK_NE;
        lt = x.f < y.f;
        eq = x.f == y.f;
    } else {
        lt = t->kind == TY_INT && t->is_signed ? x.i < y.i : x.u < y.u;
        eq = x.u == y.u;
    }
    switch (op) {
    case TK_EQ: return eq;
    case TK_NE: return !eq;
    case TK_LT: return lt;
    case TK_LE: return lt || eq;
    case TK_GT: return !lt && !eq;
    case TK_GE: return !lt;
    default: return 0;
    }
}

/* ---- values ---- */

ConstValue *fold_new(Arena *a, const Type *t)
{
    if (type_scalar_of(t)) {
        /* The value and its components in one allocation: most values made
         * are a literal's or a constructor's. */
        uint32_t count = type_component_count(t);
        ConstValue *v = arena_alloc(a, sizeof *v + count * sizeof *v->comps);
        v->type = t;
        v->count = count;
        v->comps = (Scalar *)(v + 1);
        return v;
    }
    ConstValue *v = arena_alloc(a, sizeof *v);
    v->type = t;
    if (t->kind == TY_ARRAY || t->kind == TY_STRUCT) {
        v->count = t->kind == TY_ARRAY ? t->length : t->field_count;
        v->elems = arena_alloc(a, (v->count ? v->count : 1) * sizeof *v->elems);
    }
    return v;
}

/* Values are never changed once made, so a result may point at an operand;
 * ConstValue's `elems` are not const-qualified, hence the cast. */
static ConstValue *share(const ConstValue *v)
{
    return (ConstValue *)v;
}

ConstValue *const_scalar(Arena *a, const Type *t, Scalar v)
{
    if (!type_is_scalar(t))
        return NULL;
    ConstValue *c = fold_new(a, t);
    c->comps[0] = const_normalize(t, v);
    return c;
}

static ConstValue *bool_value(Arena *a, TypeTable *tt, int b)
{
    Scalar s;
    s.u = b != 0;
    return const_scalar(a, tt->bool_, s);
}

ConstValue *const_zero(Arena *a, const Type *t, uint32_t max_elements)
{
    if (type_scalar_of(t))
        return fold_new(a, t);
    if (t->kind != TY_ARRAY && t->kind != TY_STRUCT)
        return NULL;
    if (t->kind == TY_ARRAY && t->length > max_elements)
        return NULL; /* not folded: {} of a huge array is OpConstantNull, never a list of its elements */
    ConstValue *v = fold_new(a, t);
    /* Array elements are all the same value: share one. */
    ConstValue *elem = t->kind == TY_ARRAY && v->count ? const_zero(a, t->elem, max_elements) : NULL;
    for (uint32_t i = 0; i < v->count; i++) {
        v->elems[i] = t->kind == TY_ARRAY ? elem : const_zero(a, t->fields[i].type, max_elements);
        if (!v->elems[i])
            return NULL;
    }
    return v;
}

ConstValue *const_convert(Arena *a, TypeTable *tt, const ConstValue *v, const Type *to)
{
    const Type *from = type_scalar_of(v->type), *ts = type_scalar_of(to);
    if (!from || !ts)
        return NULL;
    if (type_is_scalar(to)) {
        if (v->type->kind == TY_MATRIX && to->kind != TY_FLOAT)
            return NULL; /* matrices are of floats only */
        to = type_with_scalar(tt, v->type, to);
    }
    if (type_component_count(to) != v->count)
        return NULL;
    ConstValue *r = fold_new(a, to);
    for (uint32_t i = 0; i < v->count; i++)
        r->comps[i] = fold_convert_scalar(from, ts, v->comps[i]);
    return r;
}

/* ---- unary operators (§5.9) ---- */

static int unary_scalar(TokKind op, const Type *t, Scalar x, Scalar *out)
{
    switch (op) {
    case TK_PLUS:
        if (t->kind == TY_BOOL)
            return 0;
        *out = x;
        break;
    case TK_MINUS:
        if (t->kind == TY_FLOAT)
            out->f = -x.f; /* -(+0) is -0, as at run time */
        else if (t->kind == TY_INT)
            out->u = 0 - x.u; /* wraps: -INT_MIN is INT_MIN */
        else
            return 0;
        break;
    case TK_BANG:
        if (t->kind != TY_BOOL)
            return 0;
        out->u = !x.u;
        break;
    case TK_TILDE:
        if (t->kind != TY_INT)
            return 0;
        out->u = ~x.u;
        break;
    default:
        return 0;
    }
    *out = const_normalize(t, *out);
    return 1;
}

ConstValue *const_unary(Arena *a, TokKind op, const ConstValue *v)
{
    const Type *t = type_scalar_of(v->type);
    if (!t)
        return NULL;
    ConstValue *r = fold_new(a, v->type);
    for (uint32_t i = 0; i < v->count; i++)
        if (!unary_scalar(op, t, v->comps[i], &r->comps[i]))
            return NULL;
    return r;
}

/* ---- binary operators (§5.9) ---- */

/* Integer x / y. §5.9 leaves division by zero unspecified; glslang folds it
 * on purpose to the type's largest value (all ones when unsigned), at every
 * width, and so do we. INT_MIN / -1 wraps to INT_MIN, as glslang folds it. */
static Scalar int_div(const Type *t, Scalar x, Scalar y)
{
    Scalar r;
    if (y.u == 0)
        r.u = t->is_signed ? ((uint64_t)1 << (t->width - 1)) - 1 : ~(uint64_t)0;
    else if (!t->is_signed)
        r.u = x.u / y.u;
    else if (y.i == -1)
        r.u = 0 - x.u; /* x / -1 without C's overflow on INT64_MIN */
    else
        r.i = x.i / y.i; /* C truncates toward zero, as glslang: -7 / 2 == -3 */
    return r;
}

/* Integer x % y. §5.9 leaves negative operands undefined; glslang folds C's
 * %, whose sign follows x (-7 % 2 == -1, 7 % -3 == 1), and x % 0 to x; we
 * do the same. x % -1 is 0 (C's INT64_MIN % -1 would trap). */
static Scalar int_rem(const Type *t, Scalar x, Scalar y)
{
    Scalar r;
    if (y.u == 0)
        r = x;
    else if (!t->is_signed)
        r.u = x.u % y.u;
    else if (y.i == -1)
        r.u = 0;
    else
        r.i = x.i % y.i;
    return r;
}

static int int_op(TokKind op, const Type *t, Scalar x, Scalar y, Scalar *out)
{
    switch (op) {
    /* Unsigned 64-bit arithmetic wraps without C's signed overflow, and its
     * low bits are right for every width and signedness. */
    case TK_PLUS: out->u = x.u + y.u; break;
    case TK_MINUS: out->u = x.u - y.u; break;
    case TK_STAR: out->u = x.u * y.u; break;
    case TK_SLASH: *out = int_div(t, x, y); break;
    case TK_PERCENT: *out = int_rem(t, x, y); break;
    case TK_AMP: out->u = x.u & y.u; break;
    case TK_PIPE: out->u = x.u | y.u; break;
    case TK_CARET: out->u = x.u ^ y.u; break;
    default: return 0;
    }
    *out = const_normalize(t, *out);
    return 1;
}

/* x / y with IEEE's answer for y == 0 (§4.7.1: +-inf, or NaN for 0 / 0),
 * spelled out because C itself leaves division by zero undefined. */
static double divide(double x, double y)
{
    if (y != 0.0 || isnan(y))
        return x / y;
    if (x == 0.0 || isnan(x))
        return NAN;
    return signbit(x) != signbit(y) ? -INFINITY : INFINITY;
}

/* Floats: IEEE in double, then rounded to the type. For + - * / the double
 * result rounded again to float16/32 is the correctly rounded result
 * (53 >= 2 * 24 + 2). */
static int float_op(TokKind op, const Type *t, Scalar x, Scalar y, Scalar *out)
{
    switch (op) {
    case TK_PLUS: out->f = x.f + y.f; break;
    case TK_MINUS: out->f = x.f - y.f; break;
    case TK_STAR: out->f = x.f * y.f; break;
    case TK_SLASH: out->f = divide(x.f, y.f); break;
    default: return 0;
    }
    *out = const_normalize(t, *out);
    return 1;
}

/* x << y, x >> y: the count may have any integer type (§5.9). A count that
 * is negative or at least the width of x is undefined; glslang folds it
 * with the host's shift (x86 masks the count: 1 << 32 == 1, but the 16-bit
 * 1s << 16 == 0), so we return 0: not folded. >> is arithmetic for signed
 * x (sign-extending), logical for unsigned. */
static int shift_op(TokKind op, const Type *t, const Type *ct, Scalar x, Scalar y, Scalar *out)
{
    if (t->kind != TY_INT || ct->kind != TY_INT)
        return 0;
    if ((ct->is_signed && y.i < 0) || y.u >= t->width)
        return 0;
    unsigned c = (unsigned)y.u;
    if (op == TK_SHL)
        out->u = x.u << c;
    else if (t->is_signed && x.i < 0)
        out->u = ~(~x.u >> c);
    else
        out->u = x.u >> c;
    *out = const_normalize(t, *out);
    return 1;
}

static int binary_scalar(TokKind op, const Type *lt, const Type *rt, Scalar x, Scalar y, Scalar *out)
{
    if (op == TK_SHL || op == TK_SHR)
        return shift_op(op, lt, rt, x, y, out);
    if (lt != rt)
        return 0;
    if (lt->kind == TY_FLOAT)
        return float_op(op, lt, x, y, out);
    if (lt->kind == TY_INT)
        return int_op(op, lt, x, y, out);
    return 0; /* bools have no arithmetic */
}

/* Component-wise, a scalar operand standing for each component (§5.9). */
static ConstValue *componentwise(Arena *a, TokKind op, const ConstValue *l, const ConstValue *r,
                                 const Type *result)
{
    const Type *lt = type_scalar_of(l->type), *rt = type_scalar_of(r->type);
    if (!lt || !rt || type_scalar_of(result) != lt)
        return NULL;
    ConstValue *v = fold_new(a, result);
    if ((l->count != 1 && l->count != v->count) || (r->count != 1 && r->count != v->count))
        return NULL;
    for (uint32_t i = 0; i < v->count; i++) {
        Scalar x = l->comps[l->count == 1 ? 0 : i], y = r->comps[r->count == 1 ? 0 : i];
        if (!binary_scalar(op, lt, rt, x, y, &v->comps[i]))
            return NULL;
    }
    return v;
}

/* The shape of a * operand as a matrix: a vector is a column on the right
 * and a row on the left (§5.10). */
static void as_matrix(const ConstValue *v, int left, unsigned *cols, unsigned *rows)
{
    if (v->type->kind == TY_MATRIX) {
        *cols = v->type->components;
        *rows = v->type->rows;
    } else {
        *cols = left ? v->count : 1;
        *rows = left ? 1 : v->count;
    }
}

/* matrix * matrix, matrix * vector, vector * matrix: the linear-algebra
 * product (§5.10), result[c][row] = sum over k of l[k][row] * r[c][k]. The
 * sum is taken in double and rounded once, as for dot(). */
static ConstValue *multiply(Arena *a, const ConstValue *l, const ConstValue *r, const Type *result)
{
    unsigned lcols, lrows, rcols, rrows;
    as_matrix(l, 1, &lcols, &lrows);
    as_matrix(r, 0, &rcols, &rrows);
    const Type *s = type_scalar_of(result);
    if (lcols != rrows || !s || s->kind != TY_FLOAT)
        return NULL;
    ConstValue *v = fold_new(a, result);
    if (v->count != lrows * rcols)
        return NULL;
    for (unsigned c = 0; c < rcols; c++)
        for (unsigned row = 0; row < lrows; row++) {
            double sum = 0.0;
            for (unsigned k = 0; k < lcols; k++)
                sum += l->comps[k * lrows + row].f * r->comps[c * rrows + k].f;
            v->comps[c * lrows + row].f = float_round(s->width, sum);
        }
    return v;
}

static int is_linear_algebra(const ConstValue *l, const ConstValue *r)
{
    TypeKind lk = l->type->kind, rk = r->type->kind;
    return (lk == TY_MATRIX && (rk == TY_MATRIX || rk == TY_VECTOR)) || (lk == TY_VECTOR && rk == TY_MATRIX);
}

/* < > <= >= on two scalars of one type (§5.9). */
static ConstValue *relational(Arena *a, TypeTable *tt, TokKind op, const ConstValue *l, const ConstValue *r)
{
    const Type *t = l->type;
    if (t != r->type || (t->kind != TY_INT && t->kind != TY_FLOAT))
        return NULL;
    return bool_value(a, tt, fold_compare(op, t, l->comps[0], r->comps[0]));
}

/* && || ^^ on two bools (§5.9); both sides are constant, so there is
 * nothing to short-circuit. */
static ConstValue *logical(Arena *a, TypeTable *tt, TokKind op, const ConstValue *l, const ConstValue *r)
{
    if (l->type->kind != TY_BOOL || r->type->kind != TY_BOOL)
        return NULL;
    uint64_t x = l->comps[0].u, y = r->comps[0].u;
    return bool_value(a, tt, op == TK_ANDAND ? x && y : op == TK_OROR ? x || y : x != y);
}

ConstValue *const_binary(Arena *a, TypeTable *tt, TokKind op, const ConstValue *l, const ConstValue *r,
                         const Type *result)
{
    switch (op) {
    case TK_EQ: return bool_value(a, tt, const_equal(l, r));
    case TK_NE: return bool_value(a, tt, !const_equal(l, r));
    case TK_LT: case TK_GT: case TK_LE: case TK_GE: return relational(a, tt, op, l, r);
    case TK_ANDAND: case TK_OROR: case TK_XORXOR: return logical(a, tt, op, l, r);
    case TK_STAR:
        if (is_linear_algebra(l, r))
            return multiply(a, l, r, result);
        return componentwise(a, op, l, r, result);
    case TK_PLUS: case TK_MINUS: case TK_SLASH: case TK_PERCENT: case TK_AMP: case TK_PIPE: case TK_CARET:
    case TK_SHL: case TK_SHR:
        return componentwise(a, op, l, r, result);
    default:
        return NULL;
    }
}

/* ---- constructors (§5.4) ---- */

/* The components of `args` in order, converted, until `t` is full; vectors
 * and matrices give theirs (column-major). The last argument may have more
 * than needed (vec2(vec3) takes x and y); too few is no value. */
static ConstValue *gather(Arena *a, const Type *t, const ConstValue *const *args, size_t n)
{
    ConstValue *v = fold_new(a, t);
    const Type *s = type_scalar_of(t);
    uint32_t k = 0;
    for (size_t i = 0; i < n && k < v->count; i++) {
        const Type *from = type_scalar_of(args[i]->type);
        if (!from)
            return NULL;
        /* (a value of the very component type is already as it must be:
         * Scalar's rule, normalized when made) */
        for (uint32_t j = 0; j < args[i]->count && k < v->count; j++)
            v->comps[k++] = from == s ? args[i]->comps[j] : fold_convert_scalar(from, s, args[i]->comps[j]);
    }
    return k == v->count ? v : NULL;
}

/* vec3(2.0): every component the (converted) scalar. */
static ConstValue *splat(Arena *a, const Type *t, const ConstValue *arg)
{
    ConstValue *v = fold_new(a, t);
    Scalar s = fold_convert_scalar(type_scalar_of(arg->type), type_scalar_of(t), arg->comps[0]);
    for (uint32_t i = 0; i < v->count; i++)
        v->comps[i] = s;
    return v;
}

/* mat3(2.0): the scalar on the diagonal, zero elsewhere (§5.4.2). */
static ConstValue *diagonal(Arena *a, const Type *t, const ConstValue *arg)
{
    ConstValue *v = fold_new(a, t);
    Scalar s = fold_convert_scalar(type_scalar_of(arg->type), type_scalar_of(t), arg->comps[0]);
    for (unsigned c = 0; c < t->components && c < t->rows; c++)
        v->comps[c * t->rows + c] = s;
    return v;
}

/* mat3(mat2), mat2(mat4x3): the overlap copied, the identity elsewhere
 * (§5.4.2). */
static ConstValue *resize(Arena *a, const Type *t, const ConstValue *m)
{
    ConstValue *v = fold_new(a, t);
    const Type *from = type_scalar_of(m->type), *s = type_scalar_of(t);
    unsigned mcols = m->type->components, mrows = m->type->rows;
    for (unsigned c = 0; c < t->components; c++)
        for (unsigned r = 0; r < t->rows; r++) {
            Scalar *out = &v->comps[c * t->rows + r];
            if (c < mcols && r < mrows)
                *out = fold_convert_scalar(from, s, m->comps[c * mrows + r]);
            else
                out->f = c == r ? 1.0 : 0.0;
        }
    return v;
}

/* An array element or struct member argument as type `t`: the checker has
 * converted it, but a scalar, vector or matrix of another component type is
 * converted here too. */
static ConstValue *fit(Arena *a, TypeTable *tt, const ConstValue *v, const Type *t)
{
    if (v->type == t)
        return share(v);
    if (type_scalar_of(v->type) && type_scalar_of(t))
        return const_convert(a, tt, v, t);
    return v->type->kind == t->kind ? share(v) : NULL;
}

static ConstValue *construct_aggregate(Arena *a, TypeTable *tt, const Type *t, const ConstValue *const *args,
                                       size_t n)
{
    if (t->kind == TY_ARRAY && t->length == 0)
        t = type_array(tt, t->elem, (uint32_t)n); /* float[](1, 2, 3) is float[3] */
    ConstValue *v = fold_new(a, t);
    if (v->count != n)
        return NULL;
    for (uint32_t i = 0; i < v->count; i++) {
        v->elems[i] = fit(a, tt, args[i], t->kind == TY_ARRAY ? t->elem : t->fields[i].type);
        if (!v->elems[i])
            return NULL;
    }
    return v;
}

ConstValue *const_construct(Arena *a, TypeTable *tt, const Type *t, const ConstValue *const *args, size_t n)
{
    if (n == 0)
        return NULL;
    if (t->kind == TY_ARRAY || t->kind == TY_STRUCT)
        return construct_aggregate(a, tt, t, args, n);
    for (size_t i = 0; i < n; i++)
        if (!type_scalar_of(args[i]->type) || args[i]->count == 0)
            return NULL;
    int one_scalar = n == 1 && args[0]->count == 1;
    switch (t->kind) {
    case TY_BOOL: case TY_INT: case TY_FLOAT:
        return n == 1 ? gather(a, t, args, 1) : NULL; /* float(vec3) takes .x */
    case TY_VECTOR:
        return one_scalar ? splat(a, t, args[0]) : gather(a, t, args, n);
    case TY_MATRIX:
        if (one_scalar)
            return diagonal(a, t, args[0]);
        if (n == 1 && args[0]->type->kind == TY_MATRIX)
            return resize(a, t, args[0]);
        return gather(a, t, args, n);
    default:
        return NULL;
    }
}

/* ---- access ---- */

const ConstValue *const_index(Arena *a, TypeTable *tt, const ConstValue *v, uint64_t index)
{
    (void)tt; /* the column and component types are in v's type */
    const Type *t = v->type;
    switch (t->kind) {
    case TY_ARRAY:
        return index < v->count ? v->elems[index] : NULL;
    case TY_VECTOR:
        return index < v->count ? const_scalar(a, t->elem, v->comps[index]) : NULL;
    case TY_MATRIX: {
        if (index >= t->components)
            return NULL;
        ConstValue *col = fold_new(a, t->elem);
        memcpy(col->comps, v->comps + index * t->rows, t->rows * sizeof *col->comps);
        return col;
    }
    default:
        return NULL;
    }
}

ConstValue *const_swizzle(Arena *a, TypeTable *tt, const ConstValue *v, const uint8_t *comps, size_t n)
{
    const Type *t = v->type;
    if ((t->kind != TY_VECTOR && !type_is_scalar(t)) || n < 1 || n > 4)
        return NULL;
    ConstValue *r = fold_new(a, type_vector(tt, type_scalar_of(t), (unsigned)n));
    for (size_t i = 0; i < n; i++) {
        if (comps[i] >= v->count)
            return NULL;
        r->comps[i] = v->comps[comps[i]];
    }
    return r;
}

const ConstValue *const_member(const ConstValue *v, uint32_t i)
{
    return v->type->kind == TY_STRUCT && i < v->count ? v->elems[i] : NULL;
}

const ConstValue *const_select(const ConstValue *cond, const ConstValue *x, const ConstValue *y)
{
    if (cond->type->kind != TY_BOOL)
        return NULL;
    return cond->comps[0].u ? x : y;
}

int const_equal(const ConstValue *x, const ConstValue *y)
{
    if (x->count != y->count)
        return 0;
    const Type *s = type_scalar_of(x->type);
    if (s) {
        if (type_scalar_of(y->type) != s)
            return 0;
        for (uint32_t i = 0; i < x->count; i++)
            if (!fold_compare(TK_EQ, s, x->comps[i], y->comps[i]))
                return 0;
        return 1;
    }
    if (!x->elems || !y->elems)
        return x->elems == y->elems;
    for (uint32_t i = 0; i < x->count; i++)
        if (!const_equal(x->elems[i], y->elems[i]))
            return 0;
    return 1;
}
