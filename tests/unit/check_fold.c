/* Constant folding (glsl/fold.h): integer wraparound at every width, shifts,
 * division, float16/32/64 rounding, conversions, vector and matrix
 * operators, constructors, whole-value ==, access, and built-in functions.
 *
 * Expected values marked "glslang" are what glslangValidator 12.0 folded
 * for the GLSL expression in the comment (a const stored to an SSBO,
 * compiled with -V, the OpConstant read back). "glslang: X" marks a case
 * where we deliberately fold differently (fold.c and fold_builtin.c say
 * why); "math" marks values computed from the definition, where glslang
 * does not fold. Float results are compared as IEEE bits. */
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "glsl/check/fold.h"
#include "test.h"

/* The arena and type table of this one test program. */
static Arena *A;
static TypeTable *TT;

/* ---- making values ---- */

static const Type *ity(unsigned width, int is_signed) { return type_int(TT, width, is_signed); }
static const Type *fty(unsigned width) { return type_float(TT, width); }
static const Type *vty(const Type *s, unsigned n) { return type_vector(TT, s, n); }
static const Type *mty(unsigned cols, unsigned rows) { return type_matrix(TT, TT->float_, cols, rows); }

static ConstValue *num(const Type *t, double f)
{
    Scalar s;
    if (t->kind == TY_FLOAT)
        s.f = f;
    else
        s.i = (int64_t)f;
    return const_scalar(A, t, s);
}

static ConstValue *ival(const Type *t, int64_t i)
{
    Scalar s;
    s.i = i;
    return const_scalar(A, t, s);
}

static ConstValue *uval(const Type *t, uint64_t u)
{
    Scalar s;
    s.u = u;
    return const_scalar(A, t, s);
}

static ConstValue *f32(double f) { return num(TT->float_, f); }
static ConstValue *f16(double f) { return num(fty(16), f); }
static ConstValue *f64(double f) { return num(TT->double_, f); }
static ConstValue *i32(int64_t i) { return ival(TT->int_, i); }
static ConstValue *u32(uint64_t u) { return uval(TT->uint_, u); }
static ConstValue *bval(int b) { return uval(TT->bool_, (uint64_t)b); }

/* A vector or matrix of type t from its components, column-major: doubles
 * for floats, long longs for ints and bools. */
static ConstValue *make(const Type *t, ...)
{
    ConstValue *v = const_zero(A, t, 65536);
    const Type *s = type_scalar_of(t);
    va_list ap;
    va_start(ap, t);
    for (uint32_t i = 0; i < v->count; i++) {
        if (s->kind == TY_FLOAT)
            v->comps[i].f = va_arg(ap, double);
        else
            v->comps[i].i = va_arg(ap, long long);
        v->comps[i] = const_normalize(s, v->comps[i]);
    }
    va_end(ap);
    return v;
}

#define VEC2(x, y) make(vty(TT->float_, 2), (double)(x), (double)(y))
#define VEC3(x, y, z) make(vty(TT->float_, 3), (double)(x), (double)(y), (double)(z))
#define VEC4(x, y, z, w) make(vty(TT->float_, 4), (double)(x), (double)(y), (double)(z), (double)(w))
#define MAT2(a, b, c, d) make(mty(2, 2), (double)(a), (double)(b), (double)(c), (double)(d))

/* ---- reading values ---- */

/* Component i as the bits of its float type (16, 32 or 64), or ~0 for NULL. */
static uint64_t bits(const ConstValue *v, uint32_t i)
{
    if (!v || i >= v->count || !v->comps)
        return ~(uint64_t)0;
    return const_float_bits(type_scalar_of(v->type)->width, v->comps[i].f);
}

/* Component i as an integer (sign-extended per its type), or a marker. */
static long long ivalue(const ConstValue *v, uint32_t i)
{
    if (!v || i >= v->count || !v->comps)
        return -0x7777777777777777LL;
    return v->comps[i].i;
}

static double fvalue(const ConstValue *v, uint32_t i)
{
    if (!v || i >= v->count || !v->comps)
        return -12345.0;
    return v->comps[i].f;
}

static ConstValue *bin(TokKind op, const ConstValue *l, const ConstValue *r, const Type *result)
{
    return const_binary(A, TT, op, l, r, result);
}

static ConstValue *call(const char *name, const Type *result, size_t n, ...)
{
    const ConstValue *args[4];
    va_list ap;
    va_start(ap, n);
    for (size_t i = 0; i < n; i++)
        args[i] = va_arg(ap, const ConstValue *);
    va_end(ap);
    return const_builtin(A, TT, name, args, n, result);
}

static ConstValue *construct(const Type *t, size_t n, ...)
{
    const ConstValue *args[8];
    va_list ap;
    va_start(ap, n);
    for (size_t i = 0; i < n; i++)
        args[i] = va_arg(ap, const ConstValue *);
    va_end(ap);
    return const_construct(A, TT, t, args, n);
}

static ConstValue *conv(const ConstValue *v, const Type *to)
{
    return const_convert(A, TT, v, to);
}

#define CHECK_BITS(v, i, expected) CHECK_EQ_INT(bits((v), (i)), (expected))
#define CHECK_INT(v, i, expected) CHECK_EQ_INT(ivalue((v), (i)), (expected))

/* ---- integers ---- */

static void test_int_wrap(void)
{
    const Type *i8 = ity(8, 1), *u8 = ity(8, 0), *i16 = ity(16, 1), *u16 = ity(16, 0);
    const Type *i64 = ity(64, 1), *u64 = ity(64, 0);
    CHECK_INT(bin(TK_PLUS, ival(i8, 127), ival(i8, 1), i8), 0, -128);      /* glslang: int8_t(127)+int8_t(1) */
    CHECK_INT(bin(TK_PLUS, uval(u8, 255), uval(u8, 1), u8), 0, 0);
    CHECK_INT(bin(TK_MINUS, uval(u8, 0), uval(u8, 1), u8), 0, 255);
    CHECK_INT(bin(TK_STAR, ival(i8, 16), ival(i8, 16), i8), 0, 0);
    CHECK_INT(bin(TK_PLUS, ival(i16, 32767), ival(i16, 1), i16), 0, -32768);
    CHECK_INT(bin(TK_STAR, uval(u16, 65535), uval(u16, 2), u16), 0, 65534);
    CHECK_INT(bin(TK_PLUS, i32(2147483647), i32(1), TT->int_), 0, -2147483648LL);
    CHECK_INT(bin(TK_MINUS, u32(0), u32(1), TT->uint_), 0, 4294967295LL); /* zero-extended */
    CHECK_INT(bin(TK_STAR, i32(65536), i32(65536), TT->int_), 0, 0);
    CHECK_INT(bin(TK_STAR, i32(-65536), i32(32768), TT->int_), 0, -2147483648LL);
    CHECK_INT(bin(TK_PLUS, ival(i64, INT64_MAX), ival(i64, 1), i64), 0, INT64_MIN);
    CHECK_EQ_INT(bin(TK_PLUS, uval(u64, UINT64_MAX), uval(u64, 1), u64)->comps[0].u, 0);
    CHECK_EQ_INT(bin(TK_STAR, uval(u64, 1ull << 63), uval(u64, 2), u64)->comps[0].u, 0);

    /* const_normalize directly */
    Scalar s;
    s.u = 0x1ff;
    CHECK_EQ_INT(const_normalize(i8, s).i, -1);
    CHECK_EQ_INT(const_normalize(u8, s).u, 0xff);
    s.i = -1;
    CHECK_EQ_INT(const_normalize(u16, s).u, 0xffff);
    CHECK_EQ_INT(const_normalize(TT->uint_, s).u, 0xffffffffu);
    s.u = 0x80000000u;
    CHECK_EQ_INT(const_normalize(TT->int_, s).i, -2147483648LL);
    s.u = 7;
    CHECK_EQ_INT(const_normalize(TT->bool_, s).u, 1);

    /* integer conversions: the value wrapped to the new width */
    CHECK_INT(conv(i32(300), i8), 0, 44);                        /* glslang: int8_t(300) */
    CHECK_INT(conv(i32(-1), u8), 0, 255);                        /* glslang: uint8_t(-1) */
    CHECK_INT(conv(u32(0xffffffffu), TT->int_), 0, -1);          /* glslang: int(0xffffffffu) */
    CHECK_EQ_INT(conv(i32(-1), u64)->comps[0].u, UINT64_MAX);    /* glslang: uint64_t(-1) */
    CHECK_INT(conv(u32(0xffffffffu), i64), 0, 4294967295LL);     /* glslang: int64_t(0xffffffffu) */
    CHECK_EQ_INT(conv(ival(i8, -1), u64)->comps[0].u, UINT64_MAX); /* glslang: uint64_t(int8_t(-1)) */
    CHECK_INT(conv(ival(i64, 0x123456789LL), TT->uint_), 0, 0x23456789);
}

static void test_shifts(void)
{
    const Type *i8 = ity(8, 1), *i16 = ity(16, 1), *i64 = ity(64, 1), *u64 = ity(64, 0);
    const Type *iv2 = vty(TT->int_, 2), *uv2 = vty(TT->uint_, 2);
    CHECK_INT(bin(TK_SHL, i32(1), i32(3), TT->int_), 0, 8);
    CHECK_INT(bin(TK_SHL, u32(3), i32(2), TT->uint_), 0, 12);               /* glslang: 3u << 2 */
    CHECK_INT(bin(TK_SHR, i32(-7), i32(1), TT->int_), 0, -4);              /* glslang: -7 >> 1 (arithmetic) */
    CHECK_INT(bin(TK_SHR, u32(0xffffffffu), i32(1), TT->uint_), 0, 0x7fffffff); /* glslang */
    CHECK_INT(bin(TK_SHR, u32(0x80000000u), i32(31), TT->uint_), 0, 1);     /* glslang */
    CHECK_INT(bin(TK_SHR, ival(i8, -128), ival(i8, 7), i8), 0, -1);        /* glslang: int8_t(-128) >> int8_t(7) */
    CHECK_INT(bin(TK_SHL, ival(i16, 1), ival(i16, 15), i16), 0, -32768);   /* glslang */
    CHECK_INT(bin(TK_SHL, ival(i8, 1), uval(u64, 7), i8), 0, -128);        /* count of another width */
    CHECK_INT(bin(TK_SHL, i32(1), ival(i64, 3), TT->int_), 0, 8);          /* glslang: int(1) << 3l */
    CHECK_INT(bin(TK_SHL, ival(i64, 1), i32(40), i64), 0, 1LL << 40);      /* glslang: 1l << 40 */
    CHECK_INT(bin(TK_SHL, ival(i64, 1), i32(33), i64), 0, 8589934592LL);   /* glslang: int64_t(1) << 33 */
    ConstValue *v = bin(TK_SHL, make(iv2, 1LL, 2LL), i32(3), iv2);          /* glslang: ivec2(1,2) << 3 */
    CHECK_INT(v, 0, 8);
    CHECK_INT(v, 1, 16);
    v = bin(TK_SHR, make(iv2, -8LL, 8LL), make(uv2, 1LL, 2LL), iv2);        /* glslang: ivec2(-8,8) >> uvec2(1,2) */
    CHECK_INT(v, 0, -4);
    CHECK_INT(v, 1, 2);
    /* Undefined counts are not folded (glslang: 1 << 32 == 1, 1 << -1 == INT_MIN,
     * int16_t(1) << 16 == 0, 1l << 64 == 1: the host's shift). */
    CHECK(!bin(TK_SHL, i32(1), i32(32), TT->int_));
    CHECK(!bin(TK_SHL, i32(1), i32(-1), TT->int_));
    CHECK(!bin(TK_SHR, i32(-1), i32(33), TT->int_));
    CHECK(!bin(TK_SHL, ival(i16, 1), ival(i16, 16), i16));
    CHECK(!bin(TK_SHL, ival(i64, 1), i32(64), i64));
    CHECK(!bin(TK_SHL, u32(1), u32(0xffffffffu), TT->uint_));
    CHECK(!bin(TK_SHL, f32(1), i32(1), TT->float_));
}

static void test_division(void)
{
    const Type *i8 = ity(8, 1), *i16 = ity(16, 1), *u16 = ity(16, 0), *i64 = ity(64, 1), *u64 = ity(64, 0);
    CHECK_INT(bin(TK_SLASH, i32(7), i32(-2), TT->int_), 0, -3);     /* glslang: 7/-2, toward zero */
    CHECK_INT(bin(TK_SLASH, i32(-7), i32(2), TT->int_), 0, -3);     /* glslang */
    CHECK_INT(bin(TK_PERCENT, i32(-7), i32(2), TT->int_), 0, -1);   /* glslang: sign of the dividend */
    CHECK_INT(bin(TK_PERCENT, i32(7), i32(-3), TT->int_), 0, 1);    /* glslang */
    CHECK_INT(bin(TK_SLASH, u32(17), u32(5), TT->uint_), 0, 3);
    CHECK_INT(bin(TK_PERCENT, u32(17), u32(5), TT->uint_), 0, 2);
    CHECK_INT(bin(TK_SLASH, u32(0xfffffffeu), u32(2), TT->uint_), 0, 0x7fffffff); /* unsigned, not -2 / 2 */
    /* by zero: unspecified (§5.9); glslang folds the type's maximum, x % 0 to x */
    CHECK_INT(bin(TK_SLASH, i32(1), i32(0), TT->int_), 0, 2147483647);     /* glslang: 1/0 */
    CHECK_INT(bin(TK_SLASH, i32(-1), i32(0), TT->int_), 0, 2147483647);    /* glslang: -1/0 */
    CHECK_INT(bin(TK_SLASH, u32(1), u32(0), TT->uint_), 0, 4294967295LL);  /* glslang: 1u/0u */
    CHECK_INT(bin(TK_SLASH, ival(i64, 1), ival(i64, 0), i64), 0, INT64_MAX); /* glslang: 1l/0l */
    CHECK_EQ_INT(bin(TK_SLASH, uval(u64, 1), uval(u64, 0), u64)->comps[0].u, UINT64_MAX); /* glslang */
    CHECK_INT(bin(TK_SLASH, ival(i16, 1), ival(i16, 0), i16), 0, 32767);   /* glslang */
    CHECK_INT(bin(TK_SLASH, ival(i8, 1), ival(i8, 0), i8), 0, 127);        /* glslang */
    CHECK_INT(bin(TK_SLASH, uval(u16, 1), uval(u16, 0), u16), 0, 65535);   /* glslang */
    CHECK_INT(bin(TK_PERCENT, i32(5), i32(0), TT->int_), 0, 5);            /* glslang: 5%0 */
    CHECK_INT(bin(TK_PERCENT, u32(5), u32(0), TT->uint_), 0, 5);           /* glslang: 5u%0u */
    /* the one signed overflow */
    CHECK_INT(bin(TK_SLASH, i32(-2147483647 - 1), i32(-1), TT->int_), 0, -2147483648LL); /* glslang */
    CHECK_INT(bin(TK_PERCENT, i32(-2147483647 - 1), i32(-1), TT->int_), 0, 0);           /* glslang */
    CHECK_INT(bin(TK_SLASH, ival(i64, INT64_MIN), ival(i64, -1), i64), 0, INT64_MIN);    /* glslang */
    CHECK_INT(bin(TK_PERCENT, ival(i64, INT64_MIN), ival(i64, -1), i64), 0, 0);
    CHECK_INT(bin(TK_SLASH, ival(i16, -32768), ival(i16, -1), i16), 0, -32768);          /* glslang */
    /* bitwise */
    CHECK_INT(bin(TK_PIPE, bin(TK_AMP, i32(5), i32(3), TT->int_), bin(TK_CARET, i32(8), i32(1), TT->int_),
                  TT->int_), 0, 9);                                         /* glslang: 5 & 3 | 8 ^ 1 */
    CHECK(!bin(TK_PERCENT, f32(5), f32(2), TT->float_)); /* % is for integers */
    CHECK(!bin(TK_PLUS, bval(1), bval(1), TT->bool_));   /* bools have no arithmetic */
}

/* ---- floats ---- */

static void test_float32(void)
{
    const Type *f = TT->float_;
    CHECK_BITS(f32(0.1), 0, 0x3dcccccd);
    CHECK_BITS(bin(TK_PLUS, f32(0.1), f32(0.2), f), 0, 0x3e99999a);        /* glslang: 0.1+0.2 */
    /* Every operation rounds: 1 + 1e-8 is 1 in float32 (glslang keeps
     * doubles between operations: 0x322bcc77 for 1.0+1e-8-1.0). */
    CHECK_BITS(bin(TK_MINUS, bin(TK_PLUS, f32(1), f32(1e-8), f), f32(1), f), 0, 0);
    CHECK_BITS(bin(TK_SLASH, f32(1), f32(3), f), 0, 0x3eaaaaab);
    CHECK_BITS(bin(TK_STAR, bin(TK_SLASH, f32(1), f32(3), f), f32(3), f), 0, 0x3f800000);
    CHECK_BITS(f32(1e39), 0, 0x7f800000);                                   /* glslang: 1e39 */
    CHECK_BITS(f32(1e-40), 0, 0x000116c2);                                  /* glslang: 1e-40, subnormal */
    CHECK_BITS(f32(1e-46), 0, 0);                                           /* glslang */
    CHECK_BITS(f32(-1e-46), 0, 0x80000000);
    CHECK_BITS(f32(1 + ldexp(1, -24)), 0, 0x3f800000);                      /* tie: to even */
    CHECK_BITS(f32(1 + 3 * ldexp(1, -24)), 0, 0x3f800002);                  /* tie: to even, up */
    CHECK_BITS(f32(ldexp(1, -150)), 0, 0);                                  /* half the least subnormal: even */
    CHECK_BITS(f32(3 * ldexp(1, -150)), 0, 2);
    CHECK_BITS(bin(TK_SLASH, f32(ldexp(1, -149)), f32(2), f), 0, 0);
    double fmax = ldexp(0xffffff, 104);
    CHECK_BITS(f32(fmax), 0, 0x7f7fffff);
    CHECK_BITS(f32(fmax + ldexp(1, 102)), 0, 0x7f7fffff);                   /* below the tie */
    CHECK_BITS(f32(fmax + ldexp(1, 103)), 0, 0x7f800000);                   /* the tie rounds to 2^128: inf */
    CHECK_BITS(bin(TK_STAR, f32(fmax), f32(2), f), 0, 0x7f800000);
    CHECK_BITS(bin(TK_SLASH, f32(1), f32(0), f), 0, 0x7f800000);            /* glslang: 1.0/0.0 */
    CHECK_BITS(bin(TK_SLASH, f32(-1), f32(0), f), 0, 0xff800000);           /* glslang */
    CHECK(isnan(fvalue(bin(TK_SLASH, f32(0), f32(0), f), 0)));              /* glslang: NaN */
    CHECK_BITS(bin(TK_SLASH, f32(1), f32(-0.0), f), 0, 0xff800000);
    CHECK_BITS(bin(TK_SLASH, f32(-2), f32(-0.0), f), 0, 0x7f800000);
    CHECK_BITS(const_unary(A, TK_MINUS, f32(0)), 0, 0x80000000);            /* glslang: -0.0 */
    CHECK_BITS(const_unary(A, TK_MINUS, f32(-0.0)), 0, 0);
}

/* const_float_bits' shortcut (a value float32 holds: its cast's bits)
 * against float_bits, which rounds every value first: the same bits on the
 * edges of the format and on random doubles. */
static void test_float32_bits(void)
{
    double fmax = ldexp(0xffffff, 104);
    const double edges[] = {0.0, -0.0, 1.0, -2.5, 0.1, fmax, -fmax, fmax + ldexp(1, 103), ldexp(1, -126),
                            ldexp(1, -149), ldexp(3, -150), ldexp(1, -150), 1e-46, 1e39, INFINITY, -INFINITY,
                            NAN, 1 + ldexp(1, -24), 1 + ldexp(1, -23)};
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
        CHECK_EQ_INT(const_float_bits(32, edges[i]), float_bits(32, edges[i]));
    uint64_t x = 0x9e3779b97f4a7c15u;
    for (int i = 0; i < 20000; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17; /* xorshift64 */
        double d;
        switch (i % 3) {
        case 0: memcpy(&d, &x, sizeof d); break;                         /* any double */
        case 1: d = ldexp((double)(x >> 40), (int)(x % 300) - 190); break; /* 24 bits: float32's, in range */
        default: d = ldexp((double)(x >> 11), (int)(x % 300) - 220); break; /* 53 bits: rounded */
        }
        CHECK_EQ_INT(const_float_bits(32, d), float_bits(32, d));
    }
}

static void test_float16(void)
{
    const Type *h = fty(16);
    CHECK_BITS(f16(0.1), 0, 0x2e66);
    CHECK_BITS(bin(TK_PLUS, f16(0.1), f16(0.2), h), 0, 0x34cc);  /* glslang: float16_t(0.1)+float16_t(0.2), a tie */
    CHECK_BITS(bin(TK_SLASH, f16(1), f16(3), h), 0, 0x3555);     /* glslang */
    CHECK_BITS(f16(70000), 0, 0x7c00);                           /* glslang: float16_t(70000.0) */
    CHECK_BITS(f16(65504), 0, 0x7bff);
    CHECK_BITS(f16(65519), 0, 0x7bff);                           /* glslang */
    CHECK_BITS(f16(65520), 0, 0x7c00);                           /* glslang: 0x7bff (it truncates) */
    CHECK_BITS(f16(-65520), 0, 0xfc00);
    CHECK_BITS(f16(2049), 0, 0x6800);                            /* glslang: a tie, to even */
    CHECK_BITS(f16(2051), 0, 0x6802);                            /* glslang: 0x6801 (truncated) */
    CHECK_BITS(f16(1e-5), 0, 0x00a8);                            /* glslang: 0x00a7 (truncated) */
    CHECK_BITS(f16(3e-8), 0, 0x0001);                            /* glslang: 0 (truncated) */
    CHECK_BITS(f16(1e-8), 0, 0x0000);                            /* glslang */
    CHECK_BITS(f16(ldexp(1, -24)), 0, 0x0001);
    CHECK_BITS(f16(ldexp(1, -25)), 0, 0x0000);                   /* a tie with 0: even */
    CHECK_BITS(f16(ldexp(1, -14)), 0, 0x0400);
    CHECK_BITS(f16(ldexp(1023, -24)), 0, 0x03ff);
    CHECK_BITS(f16(-0.0), 0, 0x8000);                            /* glslang */
    CHECK_BITS(f16(1), 0, 0x3c00);
    CHECK_BITS(bin(TK_STAR, f16(256), f16(256), h), 0, 0x7c00);
    CHECK_BITS(f16(NAN), 0, 0x7e00);
    CHECK_EQ_INT(const_float_from_bits(16, 0x7bff), 65504);
    CHECK(const_float_from_bits(16, 0x0001) == ldexp(1, -24));
    CHECK(const_float_from_bits(16, 0xc000) == -2.0);
    CHECK(isinf(const_float_from_bits(16, 0xfc00)) && const_float_from_bits(16, 0xfc00) < 0);
    CHECK(isnan(const_float_from_bits(16, 0x7e01)));
    CHECK_BITS(conv(f16(0.1), TT->float_), 0, 0x3dccc000);       /* glslang: float(float16_t(0.1)) == 0x3dcccccd */
    CHECK_BITS(call("sqrt", h, 1, f16(2)), 0, 0x3da8);           /* glslang: sqrt(float16_t(2.0)) */
}

static void test_double(void)
{
    const Type *d = TT->double_;
    CHECK_BITS(bin(TK_PLUS, f64(0.1), f64(0.2), d), 0, 0x3fd3333333333334ULL); /* glslang: 0.1lf+0.2lf */
    CHECK_BITS(conv(f32(0.1), d), 0, 0x3fb99999a0000000ULL);                  /* the float, widened */
    CHECK_BITS(conv(f64(0.1), TT->float_), 0, 0x3dcccccd);                    /* glslang: float(0.1lf) */
    CHECK_BITS(conv(ival(ity(64, 1), (1LL << 53) + 1), d), 0, 0x4340000000000000ULL); /* 2^53: tie to even */
    CHECK_BITS(call("sqrt", d, 1, f64(2)), 0, 0x3ff6a09e667f3bcdULL);         /* glslang: sqrt(2.0lf) */
    CHECK_BITS(f64(1e-310), 0, 0x000012688b70e62bULL);                        /* subnormal doubles stay */
}

/* ---- conversions (§4.1.10, §5.4.1) ---- */

static void test_conversions(void)
{
    const Type *i = TT->int_, *u = TT->uint_, *b = TT->bool_, *f = TT->float_;
    const Type *u64 = ity(64, 0), *i64 = ity(64, 1);
    CHECK_INT(conv(f32(-1.7), i), 0, -1);
    CHECK_INT(conv(f32(-2.9), i), 0, -2);                     /* glslang: int(-2.9) */
    CHECK_INT(conv(f32(-0.5), i), 0, 0);                      /* glslang */
    CHECK_INT(conv(f32(2.9), u), 0, 2);                       /* glslang: uint(2.9) */
    ConstValue *v = conv(VEC2(-1.7, 2.7), i);                 /* glslang: ivec2(vec2(-1.7,2.7)) */
    CHECK(v && v->type == vty(i, 2));
    CHECK_INT(v, 0, -1);
    CHECK_INT(v, 1, 2);
    /* Negative and out-of-range floats to integers are undefined (§5.4.1);
     * we wrap modulo 2^width, as glslang's x86 cast does for uint. */
    CHECK_INT(conv(f32(-1.0), u), 0, 4294967295LL);           /* glslang: uint(-1.0) */
    CHECK_INT(conv(f32(-1.5), u), 0, 4294967295LL);           /* glslang: uint(-1.5) */
    CHECK_INT(conv(f32(5e9), u), 0, 705032704);               /* glslang: uint(5e9) */
    CHECK_INT(conv(f32(-3e9), u), 0, 1294967296);             /* glslang: uint(-3e9) */
    CHECK_INT(conv(f32(3e9), i), 0, -1294967296LL);           /* glslang: int(3e9) == INT_MIN */
    CHECK_INT(conv(f32(INFINITY), i), 0, 0);                  /* glslang: int(1.0/0.0) == INT_MIN */
    CHECK_INT(conv(f32(NAN), i), 0, 0);
    CHECK_EQ_INT(conv(f64(1e19), u64)->comps[0].u, 10000000000000000000ULL);
    CHECK_INT(conv(f64(-1e19), i64), 0, 8446744073709551616LL); /* -1e19 + 2^64 */
    CHECK_INT(conv(f64(ldexp(1, 70)), i64), 0, 0);
    /* bools */
    CHECK_INT(conv(f32(2), b), 0, 1);
    CHECK_INT(conv(f32(-0.0), b), 0, 0);
    v = conv(VEC2(0.0, -0.5), b);                             /* glslang: bvec2(vec2(0.0,-0.5)) */
    CHECK_INT(v, 0, 0);
    CHECK_INT(v, 1, 1);
    CHECK_BITS(conv(bval(1), f), 0, 0x3f800000);              /* glslang: vec2(true,false) */
    CHECK_BITS(conv(bval(0), f), 0, 0);
    CHECK_INT(conv(bval(1), i), 0, 1);
    CHECK_INT(conv(u32(0), b), 0, 0);
    CHECK_INT(conv(u32(0x100000000ull), b), 0, 0);            /* the value wraps first: 0 */
    /* integers to floats, rounded once */
    CHECK_BITS(conv(i32(16777217), f), 0, 0x4b800000);        /* glslang: float(16777217) */
    CHECK_BITS(conv(u32(0xffffffffu), f), 0, 0x4f800000);     /* glslang: float(0xffffffffu) */
    CHECK_BITS(conv(i32(-2147483647 - 1), f), 0, 0xcf000000);
    /* glslang: float(uint64_t(0x1000001000000001ul)) == 0x5d800000, rounded twice */
    CHECK_BITS(conv(uval(u64, 0x1000001000000001ULL), f), 0, 0x5d800001);
    CHECK_BITS(conv(uval(u64, UINT64_MAX), f), 0, 0x5f800000);
    CHECK_BITS(conv(ival(i64, INT64_MIN), f), 0, 0xdf000000);
    CHECK_BITS(conv(uval(u64, 0x1000001000000000ULL), f), 0, 0x5d800000); /* an exact tie: even */
    CHECK_BITS(conv(i32(2049), fty(16)), 0, 0x6800);
    CHECK(!conv(make(mty(2, 2), 1.0, 2.0, 3.0, 4.0), i));     /* no integer matrices */
    CHECK(!conv(VEC2(1, 2), vty(i, 3)));                      /* shapes must agree */
}

/* ---- unary and binary operators on vectors and matrices (§5.9, §5.10) ---- */

static void test_operators(void)
{
    const Type *v2 = vty(TT->float_, 2), *v3 = vty(TT->float_, 3), *m2 = mty(2, 2);
    ConstValue *v = bin(TK_PLUS, VEC2(1, 2), VEC2(10, 20), v2);
    CHECK_BITS(v, 0, 0x41300000); /* 11 */
    CHECK_BITS(v, 1, 0x41b00000); /* 22 */
    v = bin(TK_STAR, VEC3(1, 2, 3), f32(2), v3);
    CHECK_EQ_INT(fvalue(v, 2), 6);
    v = bin(TK_MINUS, f32(1), VEC2(1, 3), v2);
    CHECK_EQ_INT(fvalue(v, 1), -2);
    v = bin(TK_STAR, VEC2(2, 3), VEC2(4, 5), v2); /* vector * vector is component-wise */
    CHECK_EQ_INT(fvalue(v, 0), 8);
    CHECK_EQ_INT(fvalue(v, 1), 15);
    v = bin(TK_SLASH, MAT2(1, 2, 3, 4), f32(2), m2);                  /* glslang: mat2(1,2,3,4)/2.0 */
    CHECK_BITS(v, 0, 0x3f000000);
    CHECK_BITS(v, 3, 0x40000000);
    v = bin(TK_MINUS, f32(2), MAT2(1, 2, 3, 4), m2);                  /* glslang: 2.0-mat2(1,2,3,4) */
    CHECK_BITS(v, 2, 0xbf800000);
    CHECK_BITS(v, 3, 0xc0000000);
    v = bin(TK_PLUS, MAT2(1, 2, 3, 4), MAT2(1, 1, 1, 1), m2);
    CHECK_EQ_INT(fvalue(v, 3), 5);
    v = bin(TK_STAR, MAT2(1, 2, 3, 4), f32(2), m2); /* matrix * scalar: component-wise */
    CHECK_EQ_INT(fvalue(v, 2), 6);
    /* linear algebra */
    v = bin(TK_STAR, MAT2(1, 2, 3, 4), VEC2(1, 1), v2);               /* glslang: mat2(1,2,3,4)*vec2(1,1) */
    CHECK_EQ_INT(fvalue(v, 0), 4);
    CHECK_EQ_INT(fvalue(v, 1), 6);
    v = bin(TK_STAR, VEC2(1, 1), MAT2(1, 2, 3, 4), v2);               /* glslang: vec2(1,1)*mat2(1,2,3,4) */
    CHECK_EQ_INT(fvalue(v, 0), 3);
    CHECK_EQ_INT(fvalue(v, 1), 7);
    v = bin(TK_STAR, MAT2(1, 2, 3, 4), MAT2(5, 6, 7, 8), m2);         /* glslang: (23, 34), (31, 46) */
    CHECK_EQ_INT(fvalue(v, 0), 23);
    CHECK_EQ_INT(fvalue(v, 1), 34);
    CHECK_EQ_INT(fvalue(v, 2), 31);
    CHECK_EQ_INT(fvalue(v, 3), 46);
    const Type *m32 = mty(3, 2);
    v = bin(TK_STAR, MAT2(1, 2, 3, 4), make(m32, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0), m32); /* glslang: mat2*mat3x2 */
    CHECK(v && v->type == m32);
    CHECK_EQ_INT(fvalue(v, 0), 7);
    CHECK_EQ_INT(fvalue(v, 3), 22);
    CHECK_EQ_INT(fvalue(v, 5), 34);
    v = bin(TK_STAR, make(mty(2, 3), 1.0, 2.0, 3.0, 4.0, 5.0, 6.0), VEC2(1, 2), v3); /* mat2x3 * vec2 = vec3 */
    CHECK_EQ_INT(fvalue(v, 0), 9);
    CHECK_EQ_INT(fvalue(v, 2), 15);
    CHECK(!bin(TK_STAR, MAT2(1, 2, 3, 4), VEC3(1, 2, 3), v2));        /* sizes disagree */
    CHECK(!bin(TK_PLUS, VEC2(1, 2), VEC3(1, 2, 3), v3));
    /* integer vectors */
    const Type *iv3 = vty(TT->int_, 3), *uv2 = vty(TT->uint_, 2);
    v = bin(TK_PERCENT, make(iv3, 7LL, -7LL, 9LL), i32(4), iv3);
    CHECK_INT(v, 0, 3);
    CHECK_INT(v, 1, -3);
    CHECK_INT(v, 2, 1);
    v = bin(TK_AMP, make(uv2, 0xf0LL, 0xffLL), make(uv2, 0x3cLL, 0x0fLL), uv2);
    CHECK_INT(v, 0, 0x30);
    CHECK_INT(v, 1, 0x0f);
    /* unary */
    CHECK_INT(const_unary(A, TK_MINUS, u32(1)), 0, 4294967295LL);               /* glslang: -1u */
    CHECK_INT(const_unary(A, TK_TILDE, i32(5)), 0, -6);                         /* glslang: ~5 */
    v = const_unary(A, TK_TILDE, make(uv2, 0LL, 1LL));                          /* glslang: ~uvec2(0,1) */
    CHECK_INT(v, 0, 4294967295LL);
    CHECK_INT(v, 1, 4294967294LL);
    CHECK_INT(const_unary(A, TK_MINUS, i32(-2147483647 - 1)), 0, -2147483648LL);
    CHECK_INT(const_unary(A, TK_MINUS, ival(ity(8, 1), -128)), 0, -128);
    CHECK_INT(const_unary(A, TK_BANG, bval(1)), 0, 0);
    v = const_unary(A, TK_MINUS, VEC2(1, -0.0));                                /* glslang: -vec2(1,-0.0) */
    CHECK_BITS(v, 0, 0xbf800000);
    CHECK_BITS(v, 1, 0);
    CHECK_EQ_INT(fvalue(const_unary(A, TK_PLUS, f32(3)), 0), 3);
    CHECK_EQ_INT(fvalue(const_unary(A, TK_MINUS, MAT2(1, 2, 3, 4)), 3), -4);
    CHECK(!const_unary(A, TK_BANG, i32(1)));
    CHECK(!const_unary(A, TK_TILDE, f32(1)));
    CHECK(!const_unary(A, TK_MINUS, bval(1)));
}

static void test_comparisons(void)
{
    const Type *b = TT->bool_, *i64 = ity(64, 1), *u64 = ity(64, 0);
    CHECK_INT(bin(TK_LT, f32(1), f32(2), b), 0, 1);                       /* glslang: 1.0 < 2.0 */
    CHECK_INT(bin(TK_GT, u32(0xffffffffu), u32(1), b), 0, 1);             /* glslang: uint(-1) > 1u */
    CHECK_INT(bin(TK_GT, i32(-1), i32(1), b), 0, 0);                      /* glslang: -1 > 1 */
    CHECK_INT(bin(TK_LE, i32(3), i32(3), b), 0, 1);
    CHECK_INT(bin(TK_GE, i32(2), i32(3), b), 0, 0);
    CHECK_INT(bin(TK_LT, ival(i64, -1), ival(i64, 0), b), 0, 1);
    CHECK_INT(bin(TK_LT, uval(u64, UINT64_MAX), uval(u64, 0), b), 0, 0);
    ConstValue *nan = f32(NAN);
    CHECK_INT(bin(TK_NE, nan, nan, b), 0, 1);                             /* glslang: NaN != NaN */
    CHECK_INT(bin(TK_EQ, nan, nan, b), 0, 0);                             /* glslang */
    CHECK_INT(bin(TK_LT, nan, f32(1), b), 0, 0);
    CHECK_INT(bin(TK_GE, nan, f32(1), b), 0, 0);
    CHECK_INT(bin(TK_EQ, f32(-0.0), f32(0), b), 0, 1);                    /* glslang: -0.0 == 0.0 */
    CHECK_INT(bin(TK_XORXOR, bval(1), bval(1), b), 0, 0);                 /* glslang: true ^^ true */
    CHECK_INT(bin(TK_XORXOR, bval(1), bval(0), b), 0, 1);
    CHECK_INT(bin(TK_ANDAND, bval(1), bval(0), b), 0, 0);
    CHECK_INT(bin(TK_OROR, bval(0), bval(1), b), 0, 1);
    CHECK_INT(bin(TK_EQ, VEC2(1, 2), VEC2(1, 2), b), 0, 1);               /* glslang: vec2(1,2)==vec2(1,2) */
    CHECK_INT(bin(TK_NE, VEC2(1, 2), VEC2(1, 3), b), 0, 1);
    CHECK_INT(bin(TK_EQ, MAT2(1, 2, 3, 4), MAT2(1, 2, 3, 5), b), 0, 0);
    CHECK(!bin(TK_LT, VEC2(1, 2), VEC2(1, 2), b));                        /* < is for scalars */
    CHECK(!bin(TK_ANDAND, i32(1), i32(1), b));
}

/* ---- aggregates: constructors, ==, access ---- */

/* struct S { float a; int b[2]; } */
static const Type *struct_s(void)
{
    Field f[2];
    memset(f, 0, sizeof f);
    f[0].name = "a";
    f[0].type = TT->float_;
    f[1].name = "b";
    f[1].type = type_array(TT, TT->int_, 2);
    return type_struct(TT, "S", f, 2, 0);
}

static void test_constructors(void)
{
    const Type *v2 = vty(TT->float_, 2), *v3 = vty(TT->float_, 3), *v4 = vty(TT->float_, 4);
    const Type *m2 = mty(2, 2), *m3 = mty(3, 3);
    ConstValue *v = construct(m3, 1, construct(m2, 1, f32(2)));      /* glslang: mat3(mat2(2)) */
    CHECK_EQ_INT(fvalue(v, 0), 2);
    CHECK_EQ_INT(fvalue(v, 1), 0);
    CHECK_EQ_INT(fvalue(v, 4), 2);
    CHECK_EQ_INT(fvalue(v, 5), 0);
    CHECK_EQ_INT(fvalue(v, 8), 1);                                   /* identity outside the overlap */
    v = construct(m2, 1, make(m3, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0)); /* glslang: (1,2),(4,5) */
    CHECK_EQ_INT(fvalue(v, 0), 1);
    CHECK_EQ_INT(fvalue(v, 1), 2);
    CHECK_EQ_INT(fvalue(v, 2), 4);
    CHECK_EQ_INT(fvalue(v, 3), 5);
    v = construct(mty(3, 2), 1, make(mty(2, 3), 1.0, 2.0, 3.0, 4.0, 5.0, 6.0)); /* mat3x2(mat2x3) */
    CHECK_EQ_INT(fvalue(v, 0), 1);
    CHECK_EQ_INT(fvalue(v, 3), 5);
    CHECK_EQ_INT(fvalue(v, 4), 0);                                   /* column 2: (0, 0) of the identity */
    CHECK_EQ_INT(fvalue(v, 5), 0);
    v = construct(m2, 1, f32(2));                                    /* glslang: mat2(2.0) */
    CHECK_EQ_INT(fvalue(v, 0), 2);
    CHECK_EQ_INT(fvalue(v, 1), 0);
    CHECK_EQ_INT(fvalue(v, 3), 2);
    v = construct(m2, 1, i32(3));                                    /* converted first */
    CHECK_BITS(v, 3, 0x40400000);
    v = construct(v3, 1, MAT2(1, 2, 3, 4));                          /* glslang: vec3(mat2(1,2,3,4)) */
    CHECK_EQ_INT(fvalue(v, 2), 3);
    v = construct(m2, 2, VEC3(1, 2, 3), f32(4));                     /* glslang: mat2(vec3(1,2,3),4) */
    CHECK_EQ_INT(fvalue(v, 2), 3);
    CHECK_EQ_INT(fvalue(v, 3), 4);
    v = construct(v4, 3, VEC2(1, 2), i32(3), bval(1));               /* vec4(vec2, int, bool) */
    CHECK_EQ_INT(fvalue(v, 2), 3);
    CHECK_EQ_INT(fvalue(v, 3), 1);
    v = construct(v2, 1, VEC3(5, 6, 7));                             /* vec2(vec3): first two */
    CHECK_EQ_INT(fvalue(v, 1), 6);
    CHECK_EQ_INT(fvalue(construct(TT->float_, 1, VEC3(5, 6, 7)), 0), 5); /* float(vec3): .x */
    CHECK_EQ_INT(fvalue(construct(TT->float_, 1, make(vty(TT->int_, 2), 7LL, 8LL)), 0), 7); /* glslang: float(ivec2(7,8)) */
    v = construct(vty(TT->int_, 3), 1, f32(2.7));                    /* splat, truncated */
    CHECK_INT(v, 0, 2);
    CHECK_INT(v, 2, 2);
    v = construct(vty(TT->bool_, 2), 1, i32(5));
    CHECK_INT(v, 0, 1);
    CHECK_INT(v, 1, 1);
    v = construct(type_matrix(TT, TT->double_, 2, 2), 1, MAT2(0.1, 0, 0, 1)); /* dmat2(mat2): widened */
    CHECK_BITS(v, 0, 0x3fb99999a0000000ULL);
    CHECK_EQ_INT(fvalue(v, 3), 1);
    v = construct(m2, 4, f32(1), f32(2), f32(3), f32(4));
    CHECK_EQ_INT(fvalue(v, 2), 3);
    CHECK(!construct(v4, 2, VEC2(1, 2), f32(3)));                    /* too few components */
    CHECK(!construct(TT->float_, 2, f32(1), f32(2)));
    /* arrays and structs */
    const Type *fa3 = type_array(TT, TT->float_, 3);
    v = construct(fa3, 3, f32(1), f32(2), i32(3));                   /* the int converted */
    CHECK(v && v->count == 3 && v->type == fa3);
    CHECK_BITS(v->elems[2], 0, 0x40400000);
    v = construct(type_array(TT, TT->float_, 0), 2, f32(1), f32(2)); /* float[](1, 2) */
    CHECK(v && v->type == type_array(TT, TT->float_, 2));
    CHECK(!construct(fa3, 2, f32(1), f32(2)));
    const Type *s = struct_s(), *ia2 = type_array(TT, TT->int_, 2);
    v = construct(s, 2, f32(1), construct(ia2, 2, i32(1), i32(2)));
    CHECK(v && v->count == 2 && v->type == s);
    CHECK_INT(v->elems[1]->elems[1], 0, 2);
    CHECK(!construct(s, 1, f32(1)));
    CHECK(!construct(s, 2, f32(1), f32(2)));                         /* a float for an int[2] */
    /* arrays of arrays */
    const Type *aa = type_array(TT, ia2, 2);
    v = construct(aa, 2, construct(ia2, 2, i32(1), i32(2)), construct(ia2, 2, i32(3), i32(4)));
    CHECK_INT(v->elems[1]->elems[0], 0, 3);
}

static void test_equality(void)
{
    const Type *s = struct_s(), *ia2 = type_array(TT, TT->int_, 2), *b = TT->bool_;
    ConstValue *x = construct(s, 2, f32(1), construct(ia2, 2, i32(1), i32(2)));
    ConstValue *y = construct(s, 2, f32(1), construct(ia2, 2, i32(1), i32(2)));
    ConstValue *z = construct(s, 2, f32(1), construct(ia2, 2, i32(1), i32(3)));
    ConstValue *n = construct(s, 2, f32(NAN), construct(ia2, 2, i32(1), i32(2)));
    CHECK_INT(bin(TK_EQ, x, y, b), 0, 1);      /* glslang: S(1.0, int[2](1,2)) == S(1.0, int[2](1,2)) */
    CHECK_INT(bin(TK_NE, x, z, b), 0, 1);      /* glslang: S(1.0, int[2](1,2)) != S(1.0, int[2](1,3)) */
    CHECK_INT(bin(TK_EQ, x, z, b), 0, 0);
    CHECK_INT(bin(TK_EQ, n, n, b), 0, 0);      /* a NaN member: not equal to itself */
    CHECK_INT(bin(TK_NE, n, n, b), 0, 1);
    const Type *fa2 = type_array(TT, TT->float_, 2);
    CHECK_INT(bin(TK_EQ, construct(fa2, 2, f32(1), f32(2)), construct(fa2, 2, f32(1), f32(2)), b), 0, 1); /* glslang */
    CHECK_INT(bin(TK_EQ, construct(fa2, 2, f32(0), f32(2)), construct(fa2, 2, f32(-0.0), f32(2)), b), 0, 1);
    CHECK(const_equal(const_zero(A, s, 65536), const_zero(A, s, 65536)));
    CHECK(!const_equal(const_zero(A, s, 65536), x));
}

static void test_access(void)
{
    const Type *s = struct_s(), *ia2 = type_array(TT, TT->int_, 2);
    const ConstValue *v = const_index(A, TT, VEC3(1, 2, 3), 2);     /* glslang: vec3(1,2,3)[2] */
    CHECK(v && v->type == TT->float_);
    CHECK_EQ_INT(fvalue(v, 0), 3);
    CHECK(!const_index(A, TT, VEC3(1, 2, 3), 3));
    v = const_index(A, TT, MAT2(1, 2, 3, 4), 1);                    /* glslang: mat2(1,2,3,4)[1] */
    CHECK(v && v->type == vty(TT->float_, 2));
    CHECK_EQ_INT(fvalue(v, 0), 3);
    CHECK_EQ_INT(fvalue(v, 1), 4);
    CHECK(!const_index(A, TT, MAT2(1, 2, 3, 4), 2));
    ConstValue *arr = construct(ia2, 2, i32(10), i32(20));
    CHECK_INT(const_index(A, TT, arr, 1), 0, 20);
    CHECK(!const_index(A, TT, arr, 2));
    CHECK(!const_index(A, TT, f32(1), 0));
    uint8_t wx[2] = {3, 0}, xxx[3] = {0, 0, 0}, bad[1] = {2};
    ConstValue *sw = const_swizzle(A, TT, VEC4(1, 2, 3, 4), wx, 2);  /* glslang: vec4(1,2,3,4).wx */
    CHECK(sw && sw->type == vty(TT->float_, 2));
    CHECK_EQ_INT(fvalue(sw, 0), 4);
    CHECK_EQ_INT(fvalue(sw, 1), 1);
    sw = const_swizzle(A, TT, f32(7), xxx, 3);                       /* 7.0.xxx */
    CHECK(sw && sw->type == vty(TT->float_, 3));
    CHECK_EQ_INT(fvalue(sw, 2), 7);
    sw = const_swizzle(A, TT, VEC4(1, 2, 3, 4), wx, 1);
    CHECK(sw && sw->type == TT->float_);
    CHECK(!const_swizzle(A, TT, VEC2(1, 2), bad, 1));
    ConstValue *x = construct(s, 2, f32(1.5), arr);
    CHECK(const_member(x, 1) == arr);
    CHECK_BITS(const_member(x, 0), 0, 0x3fc00000);
    CHECK(!const_member(x, 2));
    CHECK(!const_member(arr, 0));
    ConstValue *one = f32(1), *two = f32(2);
    CHECK(const_select(bval(1), one, two) == one);                    /* glslang: true ? 1.0 : 2.0 */
    CHECK(const_select(bval(0), one, two) == two);
    CHECK(!const_select(i32(1), one, two));
}

static void test_zero(void)
{
    ConstValue *z = const_zero(A, mty(3, 2), 65536);
    CHECK(z && z->count == 6);
    CHECK_BITS(z, 5, 0);
    z = const_zero(A, vty(TT->bool_, 3), 65536);
    CHECK_INT(z, 2, 0);
    z = const_zero(A, type_array(TT, struct_s(), 4), 65536);
    CHECK(z && z->count == 4 && z->elems[3]->count == 2);
    CHECK_INT(z->elems[3]->elems[1]->elems[1], 0, 0);
    z = const_zero(A, type_array(TT, TT->float_, 0), 65536);
    CHECK(z && z->count == 0);
    CHECK(!const_zero(A, TT->void_, 65536));
    CHECK(!const_zero(A, type_opaque(TT, 0x100), 65536));
    CHECK(!const_zero(A, TT->error, 65536));
}

/* ---- built-in functions (§8) ---- */

static void test_builtin_common(void)
{
    const Type *f = TT->float_, *i = TT->int_, *v2 = vty(f, 2), *v3 = vty(f, 3);
    CHECK_BITS(call("round", f, 1, f32(2.5)), 0, 0x40400000);      /* glslang: round(2.5) == 3 */
    CHECK_BITS(call("round", f, 1, f32(-2.5)), 0, 0xc0000000);     /* glslang: round(-2.5) == -2 */
    CHECK_BITS(call("round", f, 1, f32(0.5)), 0, 0x3f800000);      /* glslang */
    CHECK_BITS(call("round", f, 1, f32(-0.3)), 0, 0);              /* glslang: +0 */
    CHECK_BITS(call("round", TT->double_, 1, f64(0.49999999999999994)), 0, 0); /* not floor(x + 0.5) == 1 */
    CHECK_BITS(call("roundEven", f, 1, f32(2.5)), 0, 0x40000000);  /* glslang */
    CHECK_BITS(call("roundEven", f, 1, f32(3.5)), 0, 0x40800000);  /* glslang */
    CHECK_BITS(call("roundEven", f, 1, f32(-2.5)), 0, 0xc0000000); /* glslang */
    CHECK_BITS(call("fract", f, 1, f32(-0.25)), 0, 0x3f400000);    /* glslang */
    CHECK_BITS(call("fract", f, 1, f32(2.75)), 0, 0x3f400000);     /* glslang */
    CHECK_BITS(call("mod", f, 2, f32(-1), f32(3)), 0, 0x40000000); /* glslang: mod(-1.0,3.0) == 2 */
    CHECK_BITS(call("mod", f, 2, f32(5.5), f32(-2)), 0, 0xbf000000); /* glslang */
    CHECK_BITS(call("mod", f, 2, f32(7.5), f32(2)), 0, 0x3fc00000);  /* glslang */
    CHECK(isnan(fvalue(call("mod", f, 2, f32(1), f32(0)), 0)));      /* glslang: mod(1.0,0.0) is NaN */
    CHECK_INT(call("abs", i, 1, i32(-2147483647 - 1)), 0, -2147483648LL); /* glslang */
    CHECK_BITS(call("sign", f, 1, f32(-0.0)), 0, 0);               /* glslang: +0 */
    CHECK_INT(call("sign", i, 1, i32(-5)), 0, -1);                 /* glslang */
    CHECK_BITS(call("trunc", f, 1, f32(-2.7)), 0, 0xc0000000);     /* glslang */
    CHECK_BITS(call("ceil", f, 1, f32(-0.5)), 0, 0x80000000);      /* glslang: -0.0 */
    CHECK_BITS(call("floor", f, 1, f32(-0.5)), 0, 0xbf800000);     /* glslang */
    CHECK_INT(call("min", i, 2, i32(3), i32(-2)), 0, -2);          /* glslang */
    CHECK_INT(call("max", TT->uint_, 2, u32(3), u32(7)), 0, 7);    /* glslang */
    CHECK_INT(call("max", TT->uint_, 2, u32(0xffffffffu), u32(7)), 0, 0xffffffffLL);
    CHECK_INT(call("clamp", i, 3, i32(5), i32(0), i32(3)), 0, 3);  /* glslang */
    ConstValue *v = call("min", v3, 2, VEC3(1, 5, 3), f32(2));     /* glslang: min(vec3(1,5,3),2.0) */
    CHECK_EQ_INT(fvalue(v, 0), 1);
    CHECK_EQ_INT(fvalue(v, 1), 2);
    CHECK_EQ_INT(fvalue(v, 2), 2);
    v = call("clamp", v2, 3, VEC2(-1, 2), f32(0), f32(1));         /* glslang */
    CHECK_EQ_INT(fvalue(v, 0), 0);
    CHECK_EQ_INT(fvalue(v, 1), 1);
    CHECK_BITS(call("mix", f, 3, f32(1), f32(3), f32(0.25)), 0, 0x3fc00000); /* glslang: 1.5 */
    CHECK_BITS(call("mix", f, 3, f32(1), f32(3), bval(1)), 0, 0x40400000);   /* glslang: mix(1.0,3.0,true) */
    v = call("mix", v2, 3, VEC2(0, 10), VEC2(10, 20), f32(0.5));   /* glslang: (5, 15) */
    CHECK_EQ_INT(fvalue(v, 0), 5);
    CHECK_EQ_INT(fvalue(v, 1), 15);
    CHECK_INT(call("mix", i, 3, i32(4), i32(9), bval(0)), 0, 4);   /* mix of ints with a bool selector */
    v = call("step", v2, 2, f32(0.5), VEC2(0.25, 0.75));           /* glslang: (0, 1) */
    CHECK_EQ_INT(fvalue(v, 0), 0);
    CHECK_EQ_INT(fvalue(v, 1), 1);
    CHECK_BITS(call("step", f, 2, f32(1), f32(1)), 0, 0x3f800000); /* glslang */
    CHECK_BITS(call("smoothstep", f, 3, f32(0), f32(1), f32(0.25)), 0, 0x3e200000); /* glslang: 0.15625 */
    v = call("smoothstep", v3, 3, f32(0), f32(2), VEC3(0.5, 1, 3)); /* glslang: (0.15625, 0.5, 1) */
    CHECK_BITS(v, 0, 0x3e200000);
    CHECK_BITS(v, 1, 0x3f000000);
    CHECK_BITS(v, 2, 0x3f800000);
    CHECK_INT(call("isnan", TT->bool_, 1, f32(NAN)), 0, 1);        /* glslang: isnan(0.0/0.0) */
    CHECK_INT(call("isinf", TT->bool_, 1, f32(INFINITY)), 0, 1);   /* glslang */
    CHECK_INT(call("isinf", TT->bool_, 1, f32(1e38)), 0, 0);
    CHECK_BITS(call("fma", f, 3, f32(2), f32(3), f32(1)), 0, 0x40e00000); /* math: 7 */
    CHECK_BITS(call("ldexp", f, 2, f32(1.5), i32(3)), 0, 0x41400000);     /* math: 12 */
    CHECK_BITS(call("ldexp", f, 2, f32(1), i32(-130)), 0, 0x00080000);    /* subnormal, not flushed */
    CHECK_BITS(call("ldexp", f, 2, f32(1), i32(128)), 0, 0x7f800000);     /* defined up to 128: inf */
    v = call("abs", v2, 1, VEC2(-1.5, 2));                         /* glslang */
    CHECK_BITS(v, 0, 0x3fc00000);
    v = call("sign", vty(i, 2), 1, make(vty(i, 2), -3LL, 0LL));    /* glslang: (-1, 0) */
    CHECK_INT(v, 0, -1);
    CHECK_INT(v, 1, 0);
}

static void test_builtin_math(void)
{
    const Type *f = TT->float_;
    CHECK_BITS(call("radians", f, 1, f32(180)), 0, 0x40490fdb);     /* glslang */
    CHECK_BITS(call("degrees", f, 1, f32(3.14159265)), 0, 0x43340000); /* glslang: 180 */
    CHECK_BITS(call("sin", f, 1, f32(1)), 0, 0x3f576aa4);           /* glslang */
    CHECK_BITS(call("tan", f, 1, f32(1)), 0, 0x3fc75923);           /* glslang */
    CHECK_BITS(call("asin", f, 1, f32(0.5)), 0, 0x3f060a92);        /* glslang */
    CHECK_BITS(call("acos", f, 1, f32(0.5)), 0, 0x3f860a92);        /* glslang */
    CHECK_BITS(call("atan", f, 1, f32(1)), 0, 0x3f490fdb);          /* glslang */
    CHECK_BITS(call("atan", f, 2, f32(1), f32(-1)), 0, 0x4016cbe4); /* glslang: atan(1.0,-1.0) */
    CHECK_BITS(call("atan", f, 2, f32(0), f32(-1)), 0, 0x40490fdb); /* glslang: pi */
    CHECK_BITS(call("sinh", f, 1, f32(1)), 0, 0x3f966cfe);          /* math */
    CHECK_BITS(call("cosh", f, 1, f32(1)), 0, 0x3fc583ab);          /* math */
    CHECK_BITS(call("tanh", f, 1, f32(0.5)), 0, 0x3eec9a9f);        /* math */
    CHECK_BITS(call("asinh", f, 1, f32(1)), 0, 0x3f61a1b3);         /* math */
    CHECK_BITS(call("acosh", f, 1, f32(2)), 0, 0x3fa89214);         /* math */
    CHECK_BITS(call("atanh", f, 1, f32(0.5)), 0, 0x3f0c9f54);       /* math */
    CHECK_BITS(call("exp", f, 1, f32(1)), 0, 0x402df854);           /* glslang */
    CHECK_BITS(call("log", f, 1, f32(10)), 0, 0x40135d8e);          /* glslang */
    CHECK_BITS(call("exp2", f, 1, f32(3)), 0, 0x41000000);          /* glslang */
    CHECK_BITS(call("log2", f, 1, f32(10)), 0, 0x40549a78);         /* glslang */
    CHECK_BITS(call("pow", f, 2, f32(2), f32(0.5)), 0, 0x3fb504f3); /* glslang */
    CHECK_BITS(call("inversesqrt", f, 1, f32(4)), 0, 0x3f000000);   /* glslang */
    CHECK_BITS(call("sqrt", f, 1, f32(0)), 0, 0);
    /* Outside the domain (§8.1, §8.2, §8.3): not folded. glslang folds the
     * C library's NaN, inf, 0 or 4 for the ones it folds. */
    CHECK(!call("sqrt", f, 1, f32(-1)));                 /* glslang: NaN */
    CHECK(!call("log", f, 1, f32(0)));                   /* glslang: -inf */
    CHECK(!call("log", f, 1, f32(-1)));                  /* glslang: NaN */
    CHECK(!call("log2", f, 1, f32(0)));
    CHECK(!call("asin", f, 1, f32(2)));                  /* glslang: NaN */
    CHECK(!call("acos", f, 1, f32(-1.5)));               /* glslang: NaN */
    CHECK(!call("atan", f, 2, f32(0), f32(0)));          /* glslang: 0 */
    CHECK(!call("pow", f, 2, f32(-2), f32(2)));          /* glslang: 4 */
    CHECK(!call("pow", f, 2, f32(0), f32(0)));           /* glslang: 1 */
    CHECK(!call("pow", f, 2, f32(0), f32(-1)));          /* glslang: inf */
    CHECK(!call("inversesqrt", f, 1, f32(0)));           /* glslang: inf */
    CHECK(!call("acosh", f, 1, f32(0.5)));
    CHECK(!call("atanh", f, 1, f32(1)));
    CHECK(!call("clamp", f, 3, f32(1), f32(2), f32(0))); /* glslang: 0 */
    CHECK(!call("smoothstep", f, 3, f32(1), f32(0), f32(0.5))); /* glslang: 0.5 */
    CHECK(!call("ldexp", f, 2, f32(1), i32(200)));
    CHECK(!call("sqrt", vty(f, 2), 1, VEC2(4, -4)));     /* one bad component spoils the vector */
    /* not foldable, or a wrong call */
    CHECK(!call("texture", f, 1, f32(1)));
    CHECK(!call("noise1", f, 1, f32(1)));
    CHECK(!call("modf", f, 2, f32(1), f32(1)));
    CHECK(!call("frexp", f, 2, f32(1), i32(1)));
    CHECK(!call("uaddCarry", TT->uint_, 3, u32(1), u32(1), u32(1)));
    CHECK(!call("sin", f, 2, f32(1), f32(1)));
    CHECK(!call("sin", TT->int_, 1, i32(1)));
    /* the derivatives of a constant are 0 (§8.14.1), as glslang folds them */
    CHECK_BITS(call("dFdx", f, 1, f32(1)), 0, 0);
    CHECK_BITS(call("fwidthCoarse", vty(f, 2), 1, VEC2(4, -4)), 1, 0);
    /* precision follows the type */
    CHECK_BITS(call("sin", fty(16), 1, f16(1)), 0, 0x3abb);          /* math: sin(1) as float16 */
    CHECK_BITS(call("exp", TT->double_, 1, f64(1)), 0, 0x4005bf0a8b145769ULL); /* math: e */
}

static void test_builtin_bits(void)
{
    const Type *i = TT->int_, *u = TT->uint_, *f = TT->float_;
    CHECK_INT(call("floatBitsToInt", i, 1, f32(1)), 0, 0x3f800000);
    CHECK_INT(call("floatBitsToInt", i, 1, f32(-2)), 0, -1073741824);   /* 0xc0000000, sign-extended */
    CHECK_INT(call("floatBitsToUint", u, 1, f32(-0.0)), 0, 0x80000000LL);
    CHECK_BITS(call("intBitsToFloat", f, 1, i32(0x3f800000)), 0, 0x3f800000);
    CHECK_BITS(call("intBitsToFloat", f, 1, i32(1)), 0, 1);             /* the least subnormal */
    CHECK_BITS(call("uintBitsToFloat", f, 1, u32(0x7f800000)), 0, 0x7f800000);
    CHECK(isnan(fvalue(call("uintBitsToFloat", f, 1, u32(0xffc00000u)), 0)));
    CHECK_BITS(call("intBitsToFloat", f, 1, i32(-1073741824)), 0, 0xc0000000);
    CHECK_INT(call("float16BitsToUint16", ity(16, 0), 1, f16(1)), 0, 0x3c00);
    CHECK_BITS(call("uint16BitsToFloat16", fty(16), 1, uval(ity(16, 0), 0xc000)), 0, 0xc000);
    CHECK_INT(call("doubleBitsToInt64", ity(64, 1), 1, f64(-2)), 0, (long long)0xc000000000000000ULL);
    CHECK_INT(call("bitCount", i, 1, i32(7)), 0, 3);
    CHECK_INT(call("bitCount", i, 1, i32(-1)), 0, 32);
    CHECK_INT(call("bitCount", i, 1, ival(ity(64, 1), -1)), 0, 64);
    CHECK_INT(call("findLSB", i, 1, i32(8)), 0, 3);
    CHECK_INT(call("findLSB", i, 1, i32(0)), 0, -1);
    CHECK_INT(call("findLSB", i, 1, i32(-2147483647 - 1)), 0, 31);
    CHECK_INT(call("findMSB", i, 1, i32(-1)), 0, -1);
    CHECK_INT(call("findMSB", i, 1, i32(0)), 0, -1);
    CHECK_INT(call("findMSB", i, 1, i32(1 << 30)), 0, 30);
    CHECK_INT(call("findMSB", i, 1, i32(-2)), 0, 0);                    /* highest 0 bit of a negative */
    CHECK_INT(call("findMSB", i, 1, i32(-2147483647 - 1)), 0, 30);
    CHECK_INT(call("findMSB", i, 1, u32(0x80000000u)), 0, 31);
    CHECK_INT(call("bitfieldReverse", u, 1, u32(1)), 0, 0x80000000LL);
    CHECK_INT(call("bitfieldReverse", u, 1, u32(0x0000f00du)), 0, 0xb00f0000LL);
    CHECK_INT(call("bitfieldReverse", i, 1, i32(1)), 0, -2147483648LL);
    CHECK_INT(call("bitfieldExtract", i, 3, i32(-8), i32(2), i32(3)), 0, -2); /* bits 110: sign-extended */
    CHECK_INT(call("bitfieldExtract", u, 3, u32(0xf0), i32(4), i32(4)), 0, 15);
    CHECK_INT(call("bitfieldExtract", u, 3, u32(0xdeadbeefu), i32(0), i32(32)), 0, 0xdeadbeefLL);
    CHECK_INT(call("bitfieldExtract", i, 3, i32(-1), i32(31), i32(1)), 0, -1);
    CHECK_INT(call("bitfieldExtract", i, 3, i32(-1), i32(32), i32(0)), 0, 0);
    CHECK_INT(call("bitfieldInsert", u, 4, u32(0), u32(7), i32(4), i32(3)), 0, 0x70);
    CHECK_INT(call("bitfieldInsert", u, 4, u32(0xffffffffu), u32(0), i32(8), i32(8)), 0, 0xffff00ffLL);
    CHECK_INT(call("bitfieldInsert", i, 4, i32(0), i32(1), i32(31), i32(1)), 0, -2147483648LL);
    CHECK_INT(call("bitfieldInsert", u, 4, u32(5), u32(9), i32(0), i32(0)), 0, 5);
    CHECK(!call("bitfieldExtract", i, 3, i32(1), i32(30), i32(3)));     /* past the width: undefined */
    CHECK(!call("bitfieldExtract", i, 3, i32(1), i32(-1), i32(3)));
    CHECK(!call("bitfieldInsert", u, 4, u32(0), u32(1), i32(0), i32(33)));
}

static void test_builtin_packing(void)
{
    const Type *u = TT->uint_, *v2 = vty(TT->float_, 2), *v4 = vty(TT->float_, 4);
    /* ties round to even: 0.5 * 65535 = 32767.5 -> 32768 */
    CHECK_INT(call("packUnorm2x16", u, 1, VEC2(0.5, 1)), 0, 0xffff8000LL);
    CHECK_INT(call("packUnorm2x16", u, 1, VEC2(-3, NAN)), 0, 0);       /* clamped; NaN to 0 */
    CHECK_INT(call("packSnorm2x16", u, 1, VEC2(-1, 0.5)), 0, 0x40008001LL);
    CHECK_INT(call("packUnorm4x8", u, 1, VEC4(0, 1, 0.5, 2)), 0, 0xff80ff00LL);
    CHECK_INT(call("packSnorm4x8", u, 1, VEC4(-1, 0.5, 1, 0)), 0, 0x007f4081LL);
    ConstValue *v = call("unpackUnorm2x16", v2, 1, u32(0xffff8000u));
    CHECK_BITS(v, 0, 0x3f000080);                                        /* 32768 / 65535 */
    CHECK_BITS(v, 1, 0x3f800000);
    v = call("unpackSnorm2x16", v2, 1, u32(0x80000001u));
    CHECK_BITS(v, 0, 0x38000100);                                        /* 1 / 32767 */
    CHECK_BITS(v, 1, 0xbf800000);                                        /* -32768 clamps to -1 */
    v = call("unpackUnorm4x8", v4, 1, u32(0xff00ff00u));
    CHECK_EQ_INT(fvalue(v, 0), 0);
    CHECK_EQ_INT(fvalue(v, 1), 1);
    CHECK_EQ_INT(fvalue(v, 3), 1);
    v = call("unpackSnorm4x8", v4, 1, u32(0x00007f81u));
    CHECK_EQ_INT(fvalue(v, 0), -1);
    CHECK_EQ_INT(fvalue(v, 1), 1);
    CHECK_EQ_INT(fvalue(v, 2), 0);
    CHECK_INT(call("packHalf2x16", u, 1, VEC2(1, -2)), 0, 0xc0003c00LL);
    CHECK_INT(call("packHalf2x16", u, 1, VEC2(65520, 0.1)), 0, 0x2e667c00LL); /* rounded: inf, 0x2e66 */
    v = call("unpackHalf2x16", v2, 1, u32(0x3c00c000u));
    CHECK_EQ_INT(fvalue(v, 0), -2);
    CHECK_EQ_INT(fvalue(v, 1), 1);
    v = call("packDouble2x32", TT->double_, 1, make(vty(u, 2), 0LL, 0x3ff00000LL));
    CHECK_BITS(v, 0, 0x3ff0000000000000ULL);
    v = call("unpackDouble2x32", vty(u, 2), 1, f64(1));
    CHECK_INT(v, 0, 0);
    CHECK_INT(v, 1, 0x3ff00000);
}

static void test_builtin_geometry(void)
{
    const Type *f = TT->float_, *v2 = vty(f, 2), *v3 = vty(f, 3), *m2 = mty(2, 2), *m3 = mty(3, 3);
    CHECK_EQ_INT(fvalue(call("dot", f, 2, VEC3(1, 2, 3), VEC3(4, 5, 6)), 0), 32); /* glslang */
    CHECK_EQ_INT(fvalue(call("dot", f, 2, f32(3), f32(4)), 0), 12);
    CHECK_EQ_INT(fvalue(call("length", f, 1, VEC2(3, 4)), 0), 5);                 /* glslang */
    CHECK_BITS(call("length", f, 1, VEC2(1, 1)), 0, 0x3fb504f3);                  /* glslang */
    CHECK_BITS(call("length", f, 1, f32(-2)), 0, 0x40000000);
    CHECK_EQ_INT(fvalue(call("distance", f, 2, VEC2(0, 0), VEC2(3, 4)), 0), 5);   /* glslang */
    ConstValue *v = call("cross", v3, 2, VEC3(1, 0, 0), VEC3(0, 1, 0));           /* glslang: (0, 0, 1) */
    CHECK_EQ_INT(fvalue(v, 0), 0);
    CHECK_EQ_INT(fvalue(v, 2), 1);
    v = call("cross", v3, 2, VEC3(1, 2, 3), VEC3(4, 5, 6));
    CHECK_EQ_INT(fvalue(v, 0), -3);
    CHECK_EQ_INT(fvalue(v, 1), 6);
    CHECK_EQ_INT(fvalue(v, 2), -3);
    v = call("normalize", v2, 1, VEC2(3, 4));                                     /* glslang */
    CHECK_BITS(v, 0, 0x3f19999a);
    CHECK_BITS(v, 1, 0x3f4ccccd);
    CHECK(!call("normalize", v2, 1, VEC2(0, 0)));                                 /* glslang: NaN */
    v = call("reflect", v2, 2, VEC2(1, -1), VEC2(0, 1));                          /* glslang: (1, 1) */
    CHECK_EQ_INT(fvalue(v, 0), 1);
    CHECK_EQ_INT(fvalue(v, 1), 1);
    v = call("refract", v2, 3, VEC2(1, -1), VEC2(0, 1), f32(0.5));                /* glslang: (0.5, -1) */
    CHECK_BITS(v, 0, 0x3f000000);
    CHECK_BITS(v, 1, 0xbf800000);
    v = call("refract", v2, 3, VEC2(0.8, -0.6), VEC2(0, 1), f32(2));              /* total reflection: 0 */
    CHECK_BITS(v, 0, 0);
    CHECK_BITS(v, 1, 0);
    v = call("faceforward", v2, 3, VEC2(1, 2), VEC2(1, 0), VEC2(1, 0));           /* glslang: (-1, -2) */
    CHECK_EQ_INT(fvalue(v, 0), -1);
    CHECK_EQ_INT(fvalue(v, 1), -2);
    v = call("faceforward", v2, 3, VEC2(1, 2), VEC2(-1, 0), VEC2(1, 0));
    CHECK_EQ_INT(fvalue(v, 1), 2);
    /* matrices */
    v = call("outerProduct", mty(2, 3), 2, VEC3(1, 2, 3), VEC2(4, 5));            /* glslang: mat2x3 */
    CHECK_EQ_INT(fvalue(v, 0), 4);
    CHECK_EQ_INT(fvalue(v, 2), 12);
    CHECK_EQ_INT(fvalue(v, 3), 5);
    CHECK_EQ_INT(fvalue(v, 5), 15);
    v = call("transpose", mty(3, 2), 1, make(mty(2, 3), 1.0, 2.0, 3.0, 4.0, 5.0, 6.0));
    CHECK_EQ_INT(fvalue(v, 0), 1);
    CHECK_EQ_INT(fvalue(v, 1), 4);
    CHECK_EQ_INT(fvalue(v, 2), 2);
    CHECK_EQ_INT(fvalue(v, 5), 6);
    v = call("matrixCompMult", m2, 2, MAT2(1, 2, 3, 4), MAT2(1, 2, 3, 4));
    CHECK_EQ_INT(fvalue(v, 3), 16);
    CHECK_EQ_INT(fvalue(call("determinant", f, 1, MAT2(1, 2, 3, 4)), 0), -2);
    ConstValue *m = make(m3, 1.0, 2.0, 0.0, 0.0, 1.0, 0.0, 3.0, 1.0, 1.0);
    CHECK_EQ_INT(fvalue(call("determinant", f, 1, m), 0), 1);                     /* math */
    CHECK_EQ_INT(fvalue(call("determinant", f, 1, make(m3, 2.0, 0.0, 1.0, 1.0, 3.0, 2.0, 1.0, 1.0, 1.0)), 0), 0);
    ConstValue *m4 = make(mty(4, 4), 1.0, 0.0, 2.0, -1.0, 3.0, 0.0, 0.0, 5.0, 2.0, 1.0, 4.0, -3.0, 1.0, 0.0, 5.0,
                          0.0);
    CHECK_EQ_INT(fvalue(call("determinant", f, 1, m4), 0), 30);                   /* math */
    v = call("inverse", m2, 1, MAT2(1, 2, 3, 4));                                 /* math: (-2, 1), (1.5, -0.5) */
    CHECK_EQ_INT(fvalue(v, 0), -2);
    CHECK_EQ_INT(fvalue(v, 1), 1);
    CHECK_BITS(v, 2, 0x3fc00000);
    CHECK_BITS(v, 3, 0xbf000000);
    v = call("inverse", m3, 1, m);
    ConstValue *id = bin(TK_STAR, m, v, m3);                                      /* m * inverse(m) == I */
    CHECK(const_equal(id, construct(m3, 1, f32(1))));
    m4 = make(mty(4, 4), 1.0, 1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 2.0, 0.0, 0.0, 1.0);
    CHECK_EQ_INT(fvalue(call("determinant", f, 1, m4), 0), -1);                   /* math */
    v = call("inverse", mty(4, 4), 1, m4);
    CHECK(const_equal(bin(TK_STAR, v, m4, mty(4, 4)), construct(mty(4, 4), 1, f32(1))));
    CHECK(!call("inverse", m2, 1, MAT2(1, 2, 2, 4)));                             /* singular */
    CHECK(!call("determinant", f, 1, make(mty(2, 3), 1.0, 2.0, 3.0, 4.0, 5.0, 6.0))); /* not square */
}

static void test_builtin_relational(void)
{
    const Type *bv2 = vty(TT->bool_, 2), *bv3 = vty(TT->bool_, 3), *iv3 = vty(TT->int_, 3);
    ConstValue *v = call("lessThan", bv2, 2, VEC2(1, 2), VEC2(2, 1));              /* glslang: (true, false) */
    CHECK_INT(v, 0, 1);
    CHECK_INT(v, 1, 0);
    v = call("greaterThanEqual", bv2, 2, VEC2(1, 2), VEC2(1, 3));
    CHECK_INT(v, 0, 1);
    CHECK_INT(v, 1, 0);
    v = call("lessThanEqual", bv2, 2, make(vty(TT->uint_, 2), 0xffffffffLL, 1LL), make(vty(TT->uint_, 2), 1LL, 1LL));
    CHECK_INT(v, 0, 0);
    CHECK_INT(v, 1, 1);
    v = call("greaterThan", bv2, 2, make(vty(TT->int_, 2), -1LL, 1LL), make(vty(TT->int_, 2), 1LL, 1LL));
    CHECK_INT(v, 0, 0);
    CHECK_INT(v, 1, 0);
    v = call("equal", bv3, 2, make(iv3, 1LL, 2LL, 3LL), make(iv3, 1LL, 0LL, 3LL)); /* glslang: (1, 0, 1) */
    CHECK_INT(v, 0, 1);
    CHECK_INT(v, 1, 0);
    CHECK_INT(v, 2, 1);
    v = call("notEqual", bv2, 2, make(bv2, 1LL, 0LL), make(bv2, 1LL, 1LL));       /* glslang: (0, 1) */
    CHECK_INT(v, 0, 0);
    CHECK_INT(v, 1, 1);
    CHECK_INT(call("any", TT->bool_, 1, make(bv2, 0LL, 1LL)), 0, 1);               /* glslang */
    CHECK_INT(call("all", TT->bool_, 1, make(bv2, 0LL, 1LL)), 0, 0);               /* glslang */
    CHECK_INT(call("all", TT->bool_, 1, make(bv3, 1LL, 1LL, 1LL)), 0, 1);
    v = call("not", bv2, 1, make(bv2, 0LL, 1LL));                                  /* glslang: (1, 0) */
    CHECK_INT(v, 0, 1);
    CHECK_INT(v, 1, 0);
    CHECK(!call("any", TT->bool_, 1, VEC2(1, 0)));
}

/* The folding table is searched by halves: its names must be in strcmp
 * order, each once. The first and the last rows fold; names outside the
 * table (before the first, after the last, between rows, a prefix of a
 * row) are not folded. */
static void test_builtin_table(void)
{
    size_t count = 0;
    for (const char *prev = NULL, *name; (name = const_builtin_name(count)) != NULL; prev = name, count++)
        if (prev && strcmp(prev, name) >= 0) {
            fprintf(stderr, "fold table out of order at %zu: '%s' then '%s'\n", count, prev, name);
            CHECK(!"fold table in strcmp order");
        }
    CHECK(count > 90); /* ~100 functions folded */
    const Type *f = TT->float_, *i = TT->int_;
    CHECK_EQ_STR(const_builtin_name(0), "abs");
    CHECK_INT(call("abs", i, 1, i32(-3)), 0, 3);
    CHECK_EQ_STR(const_builtin_name(count - 1), "unpackUnorm4x8");
    CHECK_BITS(call("unpackUnorm4x8", vty(f, 4), 1, u32(0xffu)), 0, 0x3f800000); /* 255 / 255 */
    CHECK_BITS(call("unpackUnorm4x8", vty(f, 4), 1, u32(0xffu)), 1, 0);
    CHECK_BITS(call("sin", f, 1, f32(0)), 0, 0);
    CHECK_BITS(call("max", f, 2, f32(1), f32(2)), 0, 0x40000000);
    const char *missing[] = {"", "a", "ab", "aaa", "absx", "texture", "unpackUnorm4x9", "zzz", "Abs", "sin2"};
    for (size_t k = 0; k < sizeof missing / sizeof *missing; k++)
        CHECK(!call(missing[k], f, 1, f32(1)));
}

int main(void)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"out of memory");
        return TEST_DONE();
    }
    TypeTable tt;
    types_init(&tt, &ctx.arena);
    A = &ctx.arena;
    TT = &tt;

    test_int_wrap();
    test_shifts();
    test_division();
    test_float32();
    test_float32_bits();
    test_float16();
    test_double();
    test_conversions();
    test_operators();
    test_comparisons();
    test_constructors();
    test_equality();
    test_access();
    test_zero();
    test_builtin_common();
    test_builtin_math();
    test_builtin_bits();
    test_builtin_packing();
    test_builtin_geometry();
    test_builtin_relational();
    test_builtin_table();

    ctx_free(&ctx);
    return TEST_DONE();
}
