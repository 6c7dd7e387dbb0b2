/* Constant folding of built-in function calls (GLSL 4.60 §8), by name.
 *
 * One table lists every folded function with its argument count and either
 * a lane function (one component of the result from the same component of
 * each argument, a scalar argument standing for every component) or a
 * whole-value function (geometry, matrices, packing, any/all). Each works
 * in double and the result is rounded once to the result's type: §8 gives
 * functions a precision, not a sequence of float operations, and the one
 * rounding makes the folded value the correctly rounded one wherever libm
 * is (for + - * / sqrt it always is).
 *
 * A lane function returns 0 where §8 says the result is undefined, and the
 * call is then not folded (const_builtin returns NULL). glslangValidator
 * (12.0) instead folds most of these with the C library's answer, noted at
 * each; it does not fold the hyperbolic functions, ldexp, fma, the
 * bit-manipulation functions, the bit casts, packing, determinant, inverse,
 * transpose or matrixCompMult at all. Functions with out parameters (modf,
 * frexp, uaddCarry, usubBorrow, umulExtended, imulExtended) are not
 * folded. */
#include <math.h>
#include <string.h>

#include "glsl/check/fold.h"

static const double pi = 3.14159265358979323846;

/* One component of a call: the arguments' scalar types and values. */
typedef struct Lane {
    const Type *t[4];
    Scalar x[4];
    size_t n;
    const Type *rt; /* the result's scalar type */
} Lane;

typedef int (*LaneFn)(const Lane *l, Scalar *out);
typedef ConstValue *(*WholeFn)(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                               const Type *result);

#define F(l, k) ((l)->x[k].f)

/* ---- angle and trigonometry (§8.1) ---- */

static int f_radians(const Lane *l, Scalar *o) { o->f = F(l, 0) * (pi / 180.0); return 1; }
static int f_degrees(const Lane *l, Scalar *o) { o->f = F(l, 0) * (180.0 / pi); return 1; }
static int f_sin(const Lane *l, Scalar *o) { o->f = sin(F(l, 0)); return 1; }
static int f_cos(const Lane *l, Scalar *o) { o->f = cos(F(l, 0)); return 1; }
static int f_tan(const Lane *l, Scalar *o) { o->f = tan(F(l, 0)); return 1; }
static int f_sinh(const Lane *l, Scalar *o) { o->f = sinh(F(l, 0)); return 1; }
static int f_cosh(const Lane *l, Scalar *o) { o->f = cosh(F(l, 0)); return 1; }
static int f_tanh(const Lane *l, Scalar *o) { o->f = tanh(F(l, 0)); return 1; }
static int f_asinh(const Lane *l, Scalar *o) { o->f = asinh(F(l, 0)); return 1; }

/* asin, acos: undefined for |x| > 1 (glslang folds NaN). */
static int f_asin(const Lane *l, Scalar *o)
{
    if (fabs(F(l, 0)) > 1.0)
        return 0;
    o->f = asin(F(l, 0));
    return 1;
}

static int f_acos(const Lane *l, Scalar *o)
{
    if (fabs(F(l, 0)) > 1.0)
        return 0;
    o->f = acos(F(l, 0));
    return 1;
}

/* atan(y, x): undefined when both are 0 (glslang folds 0); atan(y_over_x). */
static int f_atan(const Lane *l, Scalar *o)
{
    if (l->n == 1) {
        o->f = atan(F(l, 0));
        return 1;
    }
    if (F(l, 0) == 0.0 && F(l, 1) == 0.0)
        return 0;
    o->f = atan2(F(l, 0), F(l, 1));
    return 1;
}

/* acosh: undefined for x < 1; atanh: for |x| >= 1. */
static int f_acosh(const Lane *l, Scalar *o)
{
    if (!(F(l, 0) >= 1.0))
        return 0;
    o->f = acosh(F(l, 0));
    return 1;
}

static int f_atanh(const Lane *l, Scalar *o)
{
    if (!(fabs(F(l, 0)) < 1.0))
        return 0;
    o->f = atanh(F(l, 0));
    return 1;
}

/* ---- exponential (§8.2) ---- */

/* pow: undefined for x < 0, and for x == 0 with y <= 0 (glslang folds
 * pow(-2, 2) = 4, pow(0, 0) = 1, pow(0, -1) = inf). */
static int f_pow(const Lane *l, Scalar *o)
{
    double x = F(l, 0), y = F(l, 1);
    if (x < 0.0 || (x == 0.0 && y <= 0.0))
        return 0;
    o->f = pow(x, y);
    return 1;
}

static int f_exp(const Lane *l, Scalar *o) { o->f = exp(F(l, 0)); return 1; }
static int f_exp2(const Lane *l, Scalar *o) { o->f = exp2(F(l, 0)); return 1; }

/* log, log2: undefined for x <= 0 (glslang folds -inf and NaN). */
static int f_log(const Lane *l, Scalar *o)
{
    if (!(F(l, 0) > 0.0))
        return 0;
    o->f = log(F(l, 0));
    return 1;
}

static int f_log2(const Lane *l, Scalar *o)
{
    if (!(F(l, 0) > 0.0))
        return 0;
    o->f = log2(F(l, 0));
    return 1;
}

/* sqrt: undefined for x < 0; inversesqrt for x <= 0 (glslang: NaN, inf). */
static int f_sqrt(const Lane *l, Scalar *o)
{
    if (F(l, 0) < 0.0)
        return 0;
    o->f = sqrt(F(l, 0));
    return 1;
}

static int f_inversesqrt(const Lane *l, Scalar *o)
{
    if (!(F(l, 0) > 0.0))
        return 0;
    o->f = 1.0 / sqrt(F(l, 0));
    return 1;
}

/* ---- common (§8.3) ---- */

static int f_abs(const Lane *l, Scalar *o)
{
    if (l->t[0]->kind == TY_FLOAT)
        o->f = fabs(F(l, 0));
    else
        o->u = l->t[0]->is_signed && l->x[0].i < 0 ? 0 - l->x[0].u : l->x[0].u; /* abs(INT_MIN) wraps */
    return 1;
}

/* sign(+-0.0) is +0.0, as glslang folds it. */
static int f_sign(const Lane *l, Scalar *o)
{
    if (l->t[0]->kind == TY_FLOAT)
        o->f = F(l, 0) > 0.0 ? 1.0 : F(l, 0) < 0.0 ? -1.0 : 0.0;
    else
        o->i = l->x[0].i > 0 ? 1 : l->x[0].i < 0 ? -1 : 0;
    return 1;
}

static int f_floor(const Lane *l, Scalar *o) { o->f = floor(F(l, 0)); return 1; }
static int f_ceil(const Lane *l, Scalar *o) { o->f = ceil(F(l, 0)); return 1; }
static int f_trunc(const Lane *l, Scalar *o) { o->f = trunc(F(l, 0)); return 1; }
static int f_round_even(const Lane *l, Scalar *o) { o->f = fold_round_even(F(l, 0)); return 1; }
static int f_fract(const Lane *l, Scalar *o) { o->f = F(l, 0) - floor(F(l, 0)); return 1; }

/* round: §8.3 lets the implementation choose where 0.5 goes; glslang folds
 * floor(x + 0.5), so halves go up (round(-2.5) == -2), and so do we,
 * without the double rounding of x + 0.5 near 2^52. */
static int f_round(const Lane *l, Scalar *o)
{
    double x = F(l, 0), r = floor(x);
    o->f = isfinite(x) && x - r >= 0.5 ? r + 1.0 : r;
    return 1;
}

/* mod(x, y) = x - y * floor(x / y) (§8.3), so mod(-1, 3) == 2; with
 * y == 0 that formula gives NaN (0 * inf), as glslang folds it. */
static int f_mod(const Lane *l, Scalar *o)
{
    double x = F(l, 0), y = F(l, 1);
    o->f = y == 0.0 ? NAN : x - y * floor(x / y);
    return 1;
}

/* min: y < x ? y : x; max: x < y ? y : x (§8.3), for ints and floats. */
static int f_min(const Lane *l, Scalar *o)
{
    *o = fold_compare(TK_LT, l->t[0], l->x[1], l->x[0]) ? l->x[1] : l->x[0];
    return 1;
}

static int f_max(const Lane *l, Scalar *o)
{
    *o = fold_compare(TK_LT, l->t[0], l->x[0], l->x[1]) ? l->x[1] : l->x[0];
    return 1;
}

/* clamp = min(max(x, minVal), maxVal); undefined for minVal > maxVal
 * (glslang folds it anyway: clamp(1, 2, 0) == 0). */
static int f_clamp(const Lane *l, Scalar *o)
{
    const Type *t = l->t[0];
    Scalar lo = l->x[1], hi = l->x[2], x = l->x[0];
    if (fold_compare(TK_GT, t, lo, hi))
        return 0;
    if (fold_compare(TK_LT, t, x, lo))
        x = lo;
    *o = fold_compare(TK_LT, t, hi, x) ? hi : x;
    return 1;
}

/* mix(x, y, a): x * (1 - a) + y * a, or with a bool a: a ? y : x (for any
 * component type, §8.3). */
static int f_mix(const Lane *l, Scalar *o)
{
    if (l->t[2]->kind == TY_BOOL) {
        *o = l->x[2].u ? l->x[1] : l->x[0];
        return 1;
    }
    if (l->t[0]->kind != TY_FLOAT)
        return 0;
    o->f = F(l, 0) * (1.0 - F(l, 2)) + F(l, 1) * F(l, 2);
    return 1;
}

/* step(edge, x): 0 if x < edge, else 1. */
static int f_step(const Lane *l, Scalar *o)
{
    o->f = F(l, 1) < F(l, 0) ? 0.0 : 1.0;
    return 1;
}

/* smoothstep: undefined for edge0 >= edge1 (glslang folds it anyway). */
static int f_smoothstep(const Lane *l, Scalar *o)
{
    double e0 = F(l, 0), e1 = F(l, 1);
    if (!(e0 < e1))
        return 0;
    double t = fmin(fmax((F(l, 2) - e0) / (e1 - e0), 0.0), 1.0);
    o->f = t * t * (3.0 - 2.0 * t);
    return 1;
}

static int f_isnan(const Lane *l, Scalar *o) { o->u = isnan(F(l, 0)) != 0; return 1; }
static int f_isinf(const Lane *l, Scalar *o) { o->u = isinf(F(l, 0)) != 0; return 1; }

/* fma(a, b, c): one rounding to double, then one to the type. */
static int f_fma(const Lane *l, Scalar *o) { o->f = fma(F(l, 0), F(l, 1), F(l, 2)); return 1; }
/* The derivative of a constant is 0 (GLSL 4.60 §8.14.1: dFdx, dFdy and
 * fwidth of a constant expression give 0, so that they can initialize
 * constants; glslang folds them so everywhere). */
static int f_zero(const Lane *l, Scalar *o) { (void)l; o->f = 0.0; return 1; }

/* floatBitsToInt and friends (and the float16/double forms of the
 * extensions): the bits of the argument's width. */
static int f_float_bits(const Lane *l, Scalar *o)
{
    if (l->rt->kind != TY_INT)
        return 0;
    o->u = const_float_bits(l->t[0]->width, F(l, 0));
    return 1;
}

/* intBitsToFloat: the float with these bits. A NaN pattern gives a NaN
 * whose payload is unspecified (§8.3); inf gives inf. */
static int f_bits_float(const Lane *l, Scalar *o)
{
    unsigned w = l->rt->width;
    if (l->rt->kind != TY_FLOAT)
        return 0;
    uint64_t mask = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
    o->f = const_float_from_bits(w, l->x[0].u & mask);
    return 1;
}

/* ldexp(x, exp) = x * 2^exp; undefined for exp above +128 (float), +1024
 * (double), and +16 for float16 by the same rule. Results below the
 * normals "may be flushed to zero": we keep the subnormal. */
static int f_ldexp(const Lane *l, Scalar *o)
{
    int64_t e = l->x[1].i;
    int64_t max = l->t[0]->width == 64 ? 1024 : l->t[0]->width == 16 ? 16 : 128;
    if (e > max)
        return 0;
    o->f = ldexp(F(l, 0), (int)(e < -2200 ? -2200 : e));
    return 1;
}

/* ---- vector relational (§8.7) ---- */

static int f_less(const Lane *l, Scalar *o) { o->u = fold_compare(TK_LT, l->t[0], l->x[0], l->x[1]); return 1; }
static int f_less_eq(const Lane *l, Scalar *o) { o->u = fold_compare(TK_LE, l->t[0], l->x[0], l->x[1]); return 1; }
static int f_greater(const Lane *l, Scalar *o) { o->u = fold_compare(TK_GT, l->t[0], l->x[0], l->x[1]); return 1; }
static int f_greater_eq(const Lane *l, Scalar *o) { o->u = fold_compare(TK_GE, l->t[0], l->x[0], l->x[1]); return 1; }
static int f_equal(const Lane *l, Scalar *o) { o->u = fold_compare(TK_EQ, l->t[0], l->x[0], l->x[1]); return 1; }
static int f_not_equal(const Lane *l, Scalar *o) { o->u = fold_compare(TK_NE, l->t[0], l->x[0], l->x[1]); return 1; }
static int f_not(const Lane *l, Scalar *o) { o->u = !l->x[0].u; return 1; }

/* matrixCompMult (§8.6): component-wise product. */
static int f_mul(const Lane *l, Scalar *o) { o->f = F(l, 0) * F(l, 1); return 1; }

/* ---- integer (§8.8) ---- */

static uint64_t low_bits(unsigned n)
{
    return n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1;
}

/* offset and bits select bits [offset, offset + bits) of a `width`-bit
 * value; undefined if either is negative or the field passes the width. */
static int field_ok(unsigned width, Scalar offset, Scalar bits)
{
    return offset.i >= 0 && bits.i >= 0 && offset.i + bits.i <= (int64_t)width;
}

/* bitfieldExtract: the field in the low bits, sign-extended from its top
 * bit for signed types; 0 when bits == 0. */
static int f_bitfield_extract(const Lane *l, Scalar *o)
{
    const Type *t = l->t[0];
    if (!field_ok(t->width, l->x[1], l->x[2]))
        return 0;
    unsigned off = (unsigned)l->x[1].i, bits = (unsigned)l->x[2].i;
    if (bits == 0) {
        o->u = 0;
        return 1;
    }
    uint64_t v = (l->x[0].u >> off) & low_bits(bits);
    if (t->is_signed && (v >> (bits - 1)) & 1)
        v |= ~low_bits(bits);
    o->u = v;
    return 1;
}

/* bitfieldInsert(base, insert, offset, bits): the low `bits` of insert
 * replace that field of base. */
static int f_bitfield_insert(const Lane *l, Scalar *o)
{
    if (!field_ok(l->t[0]->width, l->x[2], l->x[3]))
        return 0;
    unsigned off = (unsigned)l->x[2].i, bits = (unsigned)l->x[3].i;
    if (bits == 0) {
        *o = l->x[0];
        return 1;
    }
    uint64_t mask = low_bits(bits) << off;
    o->u = (l->x[0].u & ~mask) | ((l->x[1].u << off) & mask);
    return 1;
}

static int f_bitfield_reverse(const Lane *l, Scalar *o)
{
    unsigned w = l->t[0]->width;
    uint64_t v = l->x[0].u, r = 0;
    for (unsigned i = 0; i < w; i++)
        r |= ((v >> i) & 1) << (w - 1 - i);
    o->u = r;
    return 1;
}

static int f_bit_count(const Lane *l, Scalar *o)
{
    uint64_t v = l->x[0].u & low_bits(l->t[0]->width);
    int64_t n = 0;
    for (; v; v &= v - 1)
        n++;
    o->i = n;
    return 1;
}

/* findLSB: the lowest set bit, -1 for 0. */
static int f_find_lsb(const Lane *l, Scalar *o)
{
    uint64_t v = l->x[0].u & low_bits(l->t[0]->width);
    int64_t i = -1;
    for (int64_t k = 0; v && i < 0; k++)
        if ((v >> k) & 1)
            i = k;
    o->i = i;
    return 1;
}

/* findMSB: the highest set bit; for a negative signed value the highest
 * clear bit; -1 for 0 and for -1. */
static int f_find_msb(const Lane *l, Scalar *o)
{
    const Type *t = l->t[0];
    uint64_t v = t->is_signed && l->x[0].i < 0 ? ~l->x[0].u : l->x[0].u;
    v &= low_bits(t->width);
    int64_t i = -1;
    for (int64_t k = 0; k < 64; k++)
        if ((v >> k) & 1)
            i = k;
    o->i = i;
    return 1;
}

/* ---- whole-value functions ---- */

/* Arguments as doubles, for the geometric and matrix functions. */
static double comp(const ConstValue *v, uint32_t i)
{
    return v->comps[v->count == 1 ? 0 : i].f;
}

static int floats_of(const ConstValue *const *args, size_t n, uint32_t count)
{
    for (size_t i = 0; i < n; i++) {
        const Type *s = type_scalar_of(args[i]->type);
        if (!s || s->kind != TY_FLOAT || args[i]->count != count)
            return 0;
    }
    return 1;
}

static double dot_of(const ConstValue *x, const ConstValue *y)
{
    double sum = 0.0;
    for (uint32_t i = 0; i < x->count; i++)
        sum += comp(x, i) * comp(y, i);
    return sum;
}

/* A float result with `count` components from doubles, each rounded once. */
static ConstValue *from_doubles(Arena *a, const Type *result, const double *d, uint32_t count)
{
    const Type *s = type_scalar_of(result);
    if (!s || s->kind != TY_FLOAT || type_component_count(result) != count)
        return NULL;
    ConstValue *v = fold_new(a, result);
    for (uint32_t i = 0; i < count; i++) {
        v->comps[i].f = d[i];
        v->comps[i] = const_normalize(s, v->comps[i]);
    }
    return v;
}

/* ---- geometric (§8.5) ---- */

static ConstValue *w_dot(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n, const Type *result)
{
    (void)tt, (void)n;
    if (!floats_of(args, 2, args[0]->count))
        return NULL;
    double d = dot_of(args[0], args[1]);
    return from_doubles(a, result, &d, 1);
}

static ConstValue *w_length(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n, const Type *result)
{
    (void)tt, (void)n;
    if (!floats_of(args, 1, args[0]->count))
        return NULL;
    double d = sqrt(dot_of(args[0], args[0]));
    return from_doubles(a, result, &d, 1);
}

static ConstValue *w_distance(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                              const Type *result)
{
    (void)tt, (void)n;
    if (!floats_of(args, 2, args[0]->count))
        return NULL;
    double sum = 0.0;
    for (uint32_t i = 0; i < args[0]->count; i++) {
        double d = comp(args[0], i) - comp(args[1], i);
        sum += d * d;
    }
    sum = sqrt(sum);
    return from_doubles(a, result, &sum, 1);
}

static ConstValue *w_cross(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n, const Type *result)
{
    (void)tt, (void)n;
    if (!floats_of(args, 2, 3))
        return NULL;
    const ConstValue *x = args[0], *y = args[1];
    double d[3] = {
        comp(x, 1) * comp(y, 2) - comp(y, 1) * comp(x, 2),
        comp(x, 2) * comp(y, 0) - comp(y, 2) * comp(x, 0),
        comp(x, 0) * comp(y, 1) - comp(y, 0) * comp(x, 1),
    };
    return from_doubles(a, result, d, 3);
}

/* normalize: x / length(x); the zero vector has no direction, so it is
 * not folded (glslang folds NaNs). */
static ConstValue *w_normalize(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                               const Type *result)
{
    (void)tt, (void)n;
    const ConstValue *x = args[0];
    if (!floats_of(args, 1, x->count))
        return NULL;
    double len = sqrt(dot_of(x, x)), d[4];
    if (len == 0.0 || x->count > 4)
        return NULL;
    for (uint32_t i = 0; i < x->count; i++)
        d[i] = comp(x, i) / len;
    return from_doubles(a, result, d, x->count);
}

/* faceforward(N, I, Nref): N if dot(Nref, I) < 0, else -N. */
static ConstValue *w_faceforward(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                                 const Type *result)
{
    (void)tt, (void)n;
    const ConstValue *N = args[0];
    if (!floats_of(args, 3, N->count) || N->count > 4)
        return NULL;
    double sign = dot_of(args[2], args[1]) < 0.0 ? 1.0 : -1.0, d[4];
    for (uint32_t i = 0; i < N->count; i++)
        d[i] = sign * comp(N, i);
    return from_doubles(a, result, d, N->count);
}

/* reflect(I, N) = I - 2 * dot(N, I) * N. */
static ConstValue *w_reflect(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                             const Type *result)
{
    (void)tt, (void)n;
    const ConstValue *I = args[0], *N = args[1];
    if (!floats_of(args, 2, I->count) || I->count > 4)
        return NULL;
    double dn = dot_of(N, I), d[4];
    for (uint32_t i = 0; i < I->count; i++)
        d[i] = comp(I, i) - 2.0 * dn * comp(N, i);
    return from_doubles(a, result, d, I->count);
}

/* refract(I, N, eta): k = 1 - eta^2 (1 - dot(N, I)^2); 0 if k < 0, else
 * eta I - (eta dot(N, I) + sqrt(k)) N. */
static ConstValue *w_refract(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                             const Type *result)
{
    (void)tt, (void)n;
    const ConstValue *I = args[0], *N = args[1];
    if (!floats_of(args, 2, I->count) || !floats_of(args + 2, 1, 1) || I->count > 4)
        return NULL;
    double eta = args[2]->comps[0].f, dn = dot_of(N, I), d[4];
    double k = 1.0 - eta * eta * (1.0 - dn * dn);
    for (uint32_t i = 0; i < I->count; i++)
        d[i] = k < 0.0 ? 0.0 : eta * comp(I, i) - (eta * dn + sqrt(k)) * comp(N, i);
    return from_doubles(a, result, d, I->count);
}

/* ---- matrix (§8.6) ---- */

/* A square matrix of doubles, m[col][row]. */
typedef struct Square {
    unsigned n;
    double m[4][4];
} Square;

/* v as a Square; 0 if it is not a square matrix. */
static int square_of(const ConstValue *v, Square *s)
{
    const Type *t = v->type;
    if (t->kind != TY_MATRIX || t->components != t->rows || t->rows > 4)
        return 0;
    s->n = t->rows;
    for (unsigned c = 0; c < s->n; c++)
        for (unsigned r = 0; r < s->n; r++)
            s->m[c][r] = v->comps[c * s->n + r].f;
    return 1;
}

static double det(const Square *s);

/* The determinant of s without column `skip_c` and row `skip_r`. */
static double minor_of(const Square *s, unsigned skip_c, unsigned skip_r)
{
    Square sub;
    sub.n = s->n - 1;
    for (unsigned c = 0, sc = 0; c < s->n; c++) {
        if (c == skip_c)
            continue;
        for (unsigned r = 0, sr = 0; r < s->n; r++)
            if (r != skip_r)
                sub.m[sc][sr++] = s->m[c][r];
        sc++;
    }
    return det(&sub);
}

/* Laplace expansion along the first column: exact for small integers, and
 * at most 4 x 4. */
static double det(const Square *s)
{
    if (s->n == 1)
        return s->m[0][0];
    double sum = 0.0;
    for (unsigned r = 0; r < s->n; r++) {
        double term = s->m[0][r] * minor_of(s, 0, r);
        sum += r % 2 ? -term : term;
    }
    return sum;
}

static ConstValue *w_determinant(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                                 const Type *result)
{
    (void)tt, (void)n;
    Square s;
    if (!square_of(args[0], &s))
        return NULL;
    double d = det(&s);
    return from_doubles(a, result, &d, 1);
}

/* inverse = adjugate / determinant; undefined for a singular matrix, which
 * is not folded. */
static ConstValue *w_inverse(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                             const Type *result)
{
    (void)tt, (void)n;
    Square s;
    double d[16];
    if (!square_of(args[0], &s))
        return NULL;
    double dt = det(&s);
    if (dt == 0.0 || !isfinite(dt))
        return NULL;
    for (unsigned c = 0; c < s.n; c++)
        for (unsigned r = 0; r < s.n; r++) {
            double cof = minor_of(&s, r, c); /* transposed: the adjugate */
            d[c * s.n + r] = ((c + r) % 2 ? -cof : cof) / dt;
        }
    return from_doubles(a, result, d, s.n * s.n);
}

static ConstValue *w_transpose(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                               const Type *result)
{
    (void)tt, (void)n;
    const Type *t = args[0]->type;
    if (t->kind != TY_MATRIX || result->kind != TY_MATRIX || result->components != t->rows ||
        result->rows != t->components)
        return NULL;
    ConstValue *v = fold_new(a, result);
    for (unsigned c = 0; c < t->components; c++)
        for (unsigned r = 0; r < t->rows; r++)
            v->comps[r * t->components + c] = args[0]->comps[c * t->rows + r];
    return v;
}

/* outerProduct(c, r): c as a column times r as a row; r's size is the
 * number of columns. */
static ConstValue *w_outer_product(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                                   const Type *result)
{
    (void)tt, (void)n;
    const ConstValue *c = args[0], *r = args[1];
    if (!floats_of(args, 1, c->count) || !floats_of(args + 1, 1, r->count) || result->kind != TY_MATRIX ||
        result->rows != c->count || result->components != r->count)
        return NULL;
    double d[16];
    for (uint32_t j = 0; j < r->count; j++)
        for (uint32_t i = 0; i < c->count; i++)
            d[j * c->count + i] = comp(c, i) * comp(r, j);
    return from_doubles(a, result, d, c->count * r->count);
}

/* ---- any, all (§8.7) ---- */

static ConstValue *bool_result(Arena *a, const Type *result, int b)
{
    Scalar s;
    s.u = b != 0;
    return result->kind == TY_BOOL ? const_scalar(a, result, s) : NULL;
}

static ConstValue *w_any(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n, const Type *result)
{
    (void)tt, (void)n;
    int any = 0;
    for (uint32_t i = 0; i < args[0]->count; i++)
        any |= args[0]->comps[i].u != 0;
    return bool_result(a, result, any);
}

static ConstValue *w_all(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n, const Type *result)
{
    (void)tt, (void)n;
    int all = 1;
    for (uint32_t i = 0; i < args[0]->count; i++)
        all &= args[0]->comps[i].u != 0;
    return bool_result(a, result, all);
}

/* ---- packing (§8.4) ---- */

/* packUnorm/packSnorm: each component clamped, scaled to `bits` and
 * rounded (§8.4's round(); we round ties to even, as conversions to integer
 * formats do), the first in the lowest bits. NaN clamps to the low end. */
static ConstValue *pack_norm(Arena *a, const ConstValue *const *args, const Type *result, uint32_t count,
                             unsigned bits, int is_signed)
{
    if (!floats_of(args, 1, count) || result->kind != TY_INT)
        return NULL;
    double lo = is_signed ? -1.0 : 0.0, scale = (double)(low_bits(bits - is_signed));
    uint64_t word = 0;
    for (uint32_t i = 0; i < count; i++) {
        double c = fmin(fmax(args[0]->comps[i].f, lo), 1.0);
        int64_t q = (int64_t)fold_round_even(c * scale);
        word |= ((uint64_t)q & low_bits(bits)) << (i * bits);
    }
    Scalar s;
    s.u = word;
    return const_scalar(a, result, s);
}

/* unpackUnorm: f / (2^bits - 1); unpackSnorm: clamp(f / (2^(bits-1) - 1), -1, 1). */
static ConstValue *unpack_norm(Arena *a, const ConstValue *const *args, const Type *result, uint32_t count,
                               unsigned bits, int is_signed)
{
    if (args[0]->type->kind != TY_INT)
        return NULL;
    double d[4], scale = (double)low_bits(bits - is_signed);
    for (uint32_t i = 0; i < count; i++) {
        uint64_t f = (args[0]->comps[0].u >> (i * bits)) & low_bits(bits);
        int64_t v = is_signed && (f >> (bits - 1)) ? (int64_t)f - (int64_t)(low_bits(bits) + 1) : (int64_t)f;
        d[i] = fmax((double)v / scale, -1.0);
    }
    return from_doubles(a, result, d, count);
}

#define PACK(name, count, bits, sgn)                                                                      \
    static ConstValue *name(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,              \
                            const Type *result)                                                          \
    {                                                                                                     \
        (void)tt, (void)n;                                                                                \
        return pack_norm(a, args, result, count, bits, sgn);                                              \
    }
#define UNPACK(name, count, bits, sgn)                                                                    \
    static ConstValue *name(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,              \
                            const Type *result)                                                          \
    {                                                                                                     \
        (void)tt, (void)n;                                                                                \
        return unpack_norm(a, args, result, count, bits, sgn);                                            \
    }
PACK(w_pack_unorm2x16, 2, 16, 0)
PACK(w_pack_snorm2x16, 2, 16, 1)
PACK(w_pack_unorm4x8, 4, 8, 0)
PACK(w_pack_snorm4x8, 4, 8, 1)
UNPACK(w_unpack_unorm2x16, 2, 16, 0)
UNPACK(w_unpack_snorm2x16, 2, 16, 1)
UNPACK(w_unpack_unorm4x8, 4, 8, 0)
UNPACK(w_unpack_snorm4x8, 4, 8, 1)

/* packHalf2x16: each component as a float16 (rounded to nearest even),
 * the first in the low 16 bits. */
static ConstValue *w_pack_half(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                               const Type *result)
{
    (void)tt, (void)n;
    if (!floats_of(args, 1, 2) || result->kind != TY_INT)
        return NULL;
    Scalar s;
    s.u = const_float_bits(16, args[0]->comps[0].f) | const_float_bits(16, args[0]->comps[1].f) << 16;
    return const_scalar(a, result, s);
}

static ConstValue *w_unpack_half(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                                 const Type *result)
{
    (void)tt, (void)n;
    if (args[0]->type->kind != TY_INT)
        return NULL;
    uint64_t u = args[0]->comps[0].u;
    double d[2] = {const_float_from_bits(16, u & 0xffff), const_float_from_bits(16, (u >> 16) & 0xffff)};
    return from_doubles(a, result, d, 2);
}

/* packDouble2x32(uvec2): x the low word, y the high word. */
static ConstValue *w_pack_double(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                                 const Type *result)
{
    (void)tt, (void)n;
    if (args[0]->count != 2 || !type_is_integer(args[0]->type))
        return NULL;
    double d = const_float_from_bits(64, (args[0]->comps[0].u & 0xffffffff) | args[0]->comps[1].u << 32);
    return result->kind == TY_FLOAT && result->width == 64 ? from_doubles(a, result, &d, 1) : NULL;
}

static ConstValue *w_unpack_double(Arena *a, TypeTable *tt, const ConstValue *const *args, size_t n,
                                   const Type *result)
{
    (void)tt, (void)n;
    const Type *rs = type_scalar_of(result);
    if (args[0]->type->kind != TY_FLOAT || args[0]->type->width != 64 || !rs || rs->kind != TY_INT ||
        result->kind != TY_VECTOR || result->components != 2)
        return NULL;
    uint64_t bits = const_float_bits(64, args[0]->comps[0].f);
    ConstValue *v = fold_new(a, result);
    v->comps[0].u = bits & 0xffffffff;
    v->comps[1].u = bits >> 32;
    return v;
}

/* ---- the table ---- */

enum { ARG_FLOAT = 1, ARG_INT = 2, ARG_BOOL = 4, ARG_ANY = 7 };

typedef struct Builtin {
    const char *name;
    uint8_t min_args, max_args;
    uint8_t first;  /* ARG_*: what the first argument's components may be */
    LaneFn lane;    /* one of lane and whole */
    WholeFn whole;
} Builtin;

/* In strcmp order of the names (each once), for the binary search of
 * find_builtin: a call site's name is looked up at every call with constant
 * arguments. tests/unit/check_fold.c checks the order (const_builtin_name). */
static const Builtin builtins[] = {
    /* name                 args  first                  lane                whole */
    {"abs",                 1, 1, ARG_FLOAT | ARG_INT,   f_abs,              NULL},
    {"acos",                1, 1, ARG_FLOAT,             f_acos,             NULL},
    {"acosh",               1, 1, ARG_FLOAT,             f_acosh,            NULL},
    {"all",                 1, 1, ARG_BOOL,              NULL,               w_all},
    {"any",                 1, 1, ARG_BOOL,              NULL,               w_any},
    {"asin",                1, 1, ARG_FLOAT,             f_asin,             NULL},
    {"asinh",               1, 1, ARG_FLOAT,             f_asinh,            NULL},
    {"atan",                1, 2, ARG_FLOAT,             f_atan,             NULL},
    {"atanh",               1, 1, ARG_FLOAT,             f_atanh,            NULL},
    {"bitCount",            1, 1, ARG_INT,               f_bit_count,        NULL},
    {"bitfieldExtract",     3, 3, ARG_INT,               f_bitfield_extract, NULL},
    {"bitfieldInsert",      4, 4, ARG_INT,               f_bitfield_insert,  NULL},
    {"bitfieldReverse",     1, 1, ARG_INT,               f_bitfield_reverse, NULL},
    {"ceil",                1, 1, ARG_FLOAT,             f_ceil,             NULL},
    {"clamp",               3, 3, ARG_FLOAT | ARG_INT,   f_clamp,            NULL},
    {"cos",                 1, 1, ARG_FLOAT,             f_cos,              NULL},
    {"cosh",                1, 1, ARG_FLOAT,             f_cosh,             NULL},
    {"cross",               2, 2, ARG_FLOAT,             NULL,               w_cross},
    {"dFdx",                1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"dFdxCoarse",          1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"dFdxFine",            1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"dFdy",                1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"dFdyCoarse",          1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"dFdyFine",            1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"degrees",             1, 1, ARG_FLOAT,             f_degrees,          NULL},
    {"determinant",         1, 1, ARG_FLOAT,             NULL,               w_determinant},
    {"distance",            2, 2, ARG_FLOAT,             NULL,               w_distance},
    {"dot",                 2, 2, ARG_FLOAT,             NULL,               w_dot},
    {"doubleBitsToInt64",   1, 1, ARG_FLOAT,             f_float_bits,       NULL},
    {"doubleBitsToUint64",  1, 1, ARG_FLOAT,             f_float_bits,       NULL},
    {"equal",               2, 2, ARG_ANY,               f_equal,            NULL},
    {"exp",                 1, 1, ARG_FLOAT,             f_exp,              NULL},
    {"exp2",                1, 1, ARG_FLOAT,             f_exp2,             NULL},
    {"faceforward",         3, 3, ARG_FLOAT,             NULL,               w_faceforward},
    {"findLSB",             1, 1, ARG_INT,               f_find_lsb,         NULL},
    {"findMSB",             1, 1, ARG_INT,               f_find_msb,         NULL},
    {"float16BitsToInt16",  1, 1, ARG_FLOAT,             f_float_bits,       NULL},
    {"float16BitsToUint16", 1, 1, ARG_FLOAT,             f_float_bits,       NULL},
    {"floatBitsToInt",      1, 1, ARG_FLOAT,             f_float_bits,       NULL},
    {"floatBitsToUint",     1, 1, ARG_FLOAT,             f_float_bits,       NULL},
    {"floor",               1, 1, ARG_FLOAT,             f_floor,            NULL},
    {"fma",                 3, 3, ARG_FLOAT,             f_fma,              NULL},
    {"fract",               1, 1, ARG_FLOAT,             f_fract,            NULL},
    {"fwidth",              1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"fwidthCoarse",        1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"fwidthFine",          1, 1, ARG_FLOAT,             f_zero,             NULL},
    {"greaterThan",         2, 2, ARG_FLOAT | ARG_INT,   f_greater,          NULL},
    {"greaterThanEqual",    2, 2, ARG_FLOAT | ARG_INT,   f_greater_eq,       NULL},
    {"int16BitsToFloat16",  1, 1, ARG_INT,               f_bits_float,       NULL},
    {"int64BitsToDouble",   1, 1, ARG_INT,               f_bits_float,       NULL},
    {"intBitsToFloat",      1, 1, ARG_INT,               f_bits_float,       NULL},
    {"inverse",             1, 1, ARG_FLOAT,             NULL,               w_inverse},
    {"inversesqrt",         1, 1, ARG_FLOAT,             f_inversesqrt,      NULL},
    {"isinf",               1, 1, ARG_FLOAT,             f_isinf,            NULL},
    {"isnan",               1, 1, ARG_FLOAT,             f_isnan,            NULL},
    {"ldexp",               2, 2, ARG_FLOAT,             f_ldexp,            NULL},
    {"length",              1, 1, ARG_FLOAT,             NULL,               w_length},
    {"lessThan",            2, 2, ARG_FLOAT | ARG_INT,   f_less,             NULL},
    {"lessThanEqual",       2, 2, ARG_FLOAT | ARG_INT,   f_less_eq,          NULL},
    {"log",                 1, 1, ARG_FLOAT,             f_log,              NULL},
    {"log2",                1, 1, ARG_FLOAT,             f_log2,             NULL},
    {"matrixCompMult",      2, 2, ARG_FLOAT,             f_mul,              NULL},
    {"max",                 2, 2, ARG_FLOAT | ARG_INT,   f_max,              NULL},
    {"min",                 2, 2, ARG_FLOAT | ARG_INT,   f_min,              NULL},
    {"mix",                 3, 3, ARG_ANY,               f_mix,              NULL},
    {"mod",                 2, 2, ARG_FLOAT,             f_mod,              NULL},
    {"normalize",           1, 1, ARG_FLOAT,             NULL,               w_normalize},
    {"not",                 1, 1, ARG_BOOL,              f_not,              NULL},
    {"notEqual",            2, 2, ARG_ANY,               f_not_equal,        NULL},
    {"outerProduct",        2, 2, ARG_FLOAT,             NULL,               w_outer_product},
    {"packDouble2x32",      1, 1, ARG_INT,               NULL,               w_pack_double},
    {"packHalf2x16",        1, 1, ARG_FLOAT,             NULL,               w_pack_half},
    {"packSnorm2x16",       1, 1, ARG_FLOAT,             NULL,               w_pack_snorm2x16},
    {"packSnorm4x8",        1, 1, ARG_FLOAT,             NULL,               w_pack_snorm4x8},
    {"packUnorm2x16",       1, 1, ARG_FLOAT,             NULL,               w_pack_unorm2x16},
    {"packUnorm4x8",        1, 1, ARG_FLOAT,             NULL,               w_pack_unorm4x8},
    {"pow",                 2, 2, ARG_FLOAT,             f_pow,              NULL},
    {"radians",             1, 1, ARG_FLOAT,             f_radians,          NULL},
    {"reflect",             2, 2, ARG_FLOAT,             NULL,               w_reflect},
    {"refract",             3, 3, ARG_FLOAT,             NULL,               w_refract},
    {"round",               1, 1, ARG_FLOAT,             f_round,            NULL},
    {"roundEven",           1, 1, ARG_FLOAT,             f_round_even,       NULL},
    {"sign",                1, 1, ARG_FLOAT | ARG_INT,   f_sign,             NULL},
    {"sin",                 1, 1, ARG_FLOAT,             f_sin,              NULL},
    {"sinh",                1, 1, ARG_FLOAT,             f_sinh,             NULL},
    {"smoothstep",          3, 3, ARG_FLOAT,             f_smoothstep,       NULL},
    {"sqrt",                1, 1, ARG_FLOAT,             f_sqrt,             NULL},
    {"step",                2, 2, ARG_FLOAT,             f_step,             NULL},
    {"tan",                 1, 1, ARG_FLOAT,             f_tan,              NULL},
    {"tanh",                1, 1, ARG_FLOAT,             f_tanh,             NULL},
    {"transpose",           1, 1, ARG_FLOAT,             NULL,               w_transpose},
    {"trunc",               1, 1, ARG_FLOAT,             f_trunc,            NULL},
    {"uint16BitsToFloat16", 1, 1, ARG_INT,               f_bits_float,       NULL},
    {"uint64BitsToDouble",  1, 1, ARG_INT,               f_bits_float,       NULL},
    {"uintBitsToFloat",     1, 1, ARG_INT,               f_bits_float,       NULL},
    {"unpackDouble2x32",    1, 1, ARG_FLOAT,             NULL,               w_unpack_double},
    {"unpackHalf2x16",      1, 1, ARG_INT,               NULL,               w_unpack_half},
    {"unpackSnorm2x16",     1, 1, ARG_INT,               NULL,               w_unpack_snorm2x16},
    {"unpackSnorm4x8",      1, 1, ARG_INT,               NULL,               w_unpack_snorm4x8},
    {"unpackUnorm2x16",     1, 1, ARG_INT,               NULL,               w_unpack_unorm2x16},
    {"unpackUnorm4x8",      1, 1, ARG_INT,               NULL,               w_unpack_unorm4x8},
};

static unsigned arg_kind(const Type *s)
{
    return s->kind == TY_FLOAT ? ARG_FLOAT : s->kind == TY_INT ? ARG_INT : s->kind == TY_BOOL ? ARG_BOOL : 0;
}

/* Calls a lane function once per component of the result. */
static ConstValue *by_lanes(Arena *a, LaneFn fn, const ConstValue *const *args, size_t n, const Type *result)
{
    const Type *rs = type_scalar_of(result);
    if (!rs)
        return NULL;
    ConstValue *v = fold_new(a, result);
    Lane l;
    memset(&l, 0, sizeof l);
    l.n = n;
    l.rt = rs;
    for (size_t k = 0; k < n; k++) {
        l.t[k] = type_scalar_of(args[k]->type);
        if (!l.t[k] || (args[k]->count != 1 && args[k]->count != v->count))
            return NULL;
    }
    for (uint32_t i = 0; i < v->count; i++) {
        for (size_t k = 0; k < n; k++)
            l.x[k] = args[k]->comps[args[k]->count == 1 ? 0 : i];
        Scalar out;
        out.u = 0;
        if (!fn(&l, &out))
            return NULL;
        v->comps[i] = const_normalize(rs, out);
    }
    return v;
}

/* The row named `name`, or NULL. */
static const Builtin *find_builtin(const char *name)
{
    return table_find_name(builtins, COUNT_OF(builtins), sizeof builtins[0], name, strlen(name));
}

const char *const_builtin_name(size_t i)
{
    return i < COUNT_OF(builtins) ? builtins[i].name : NULL;
}

ConstValue *const_builtin(Arena *a, TypeTable *tt, const char *name, const ConstValue *const *args, size_t n,
                          const Type *result)
{
    const Builtin *b = find_builtin(name);
    if (!b || n < b->min_args || n > b->max_args)
        return NULL;
    for (size_t k = 0; k < n; k++)
        if (!type_scalar_of(args[k]->type) || args[k]->count == 0)
            return NULL;
    if (!(arg_kind(type_scalar_of(args[0]->type)) & b->first))
        return NULL;
    return b->lane ? by_lanes(a, b->lane, args, n, result) : b->whole(a, tt, args, n, result);
}
