/* Floating-point values as SPIR-V holds them (base.h, "floats"): rounding
 * a double to float16/float32, the IEEE bits of a value and back, integers
 * to floats. The compiler's constant folder (src/glsl/check/fold.c) and the
 * optimizer's (src/opt/pass_fold.c) both compute in double and round each
 * result here, so that a folded value is what the GPU computes.
 *
 * Rounding uses frexp/ldexp and our own ties-to-even, never a cast from
 * double to float, so it is exact and does not depend on the host's
 * floating-point environment or on C's undefined out-of-range conversions. */
#include <math.h>

#include "base/base.h"

double float_round_even(double x)
{
    if (!isfinite(x) || fabs(x) >= 0x1p52)
        return x; /* already an integer */
    double r = floor(x), d = x - r; /* both exact below 2^52 */
    if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) != 0.0))
        r += 1.0;
    return r == 0.0 ? copysign(0.0, x) : r;
}

/* x rounded to nearest-even in a binary format with `p` significand bits
 * whose normal numbers have frexp exponents from `emin` (below: subnormals,
 * with the spacing of the smallest normals) up to `emax` (at and above:
 * overflow to inf). IEEE 754 §4.3.1 and §7.4. */
static double round_to_format(double x, int p, int emin, int emax)
{
    /* A normal number of the format already (most values rounded here are
     * a rounding's result) is itself: seen in its bits, which is exact and
     * much cheaper than frexp and ldexp. frexp's exponent of a normal
     * double is its biased exponent less 1022. */
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    int exponent = (int)((bits >> 52) & 0x7ff) - 1022;
    if (exponent >= emin && exponent <= emax && !(bits & (((uint64_t)1 << (53 - p)) - 1)))
        return x;
    if (x == 0.0 || !isfinite(x))
        return x;
    int e;
    frexp(x, &e);
    int ulp = (e < emin ? emin : e) - p; /* the exponent of one unit in the last place */
    double r = ldexp(float_round_even(ldexp(x, -ulp)), ulp);
    if (fabs(r) >= ldexp(1.0, emax))
        return copysign(INFINITY, x);
    return r;
}

double float_round(unsigned width, double x)
{
    if (width == 32)
        return round_to_format(x, 24, -125, 128); /* binary32: min normal 2^-126, max < 2^128 */
    if (width == 16)
        return round_to_format(x, 11, -13, 16);   /* binary16: min normal 2^-14, max < 2^16 */
    return x;
}

/* binary16 bits; subnormals count units of 2^-24. */
static uint64_t half_bits(double f)
{
    f = float_round(16, f);
    uint64_t sign = signbit(f) ? 0x8000 : 0;
    if (isnan(f))
        return sign | 0x7e00;
    if (isinf(f))
        return sign | 0x7c00;
    f = fabs(f);
    if (f == 0.0)
        return sign;
    int e;
    frexp(f, &e); /* f = m * 2^e, 1/2 <= m < 1: biased exponent e - 1 + 15 */
    if (e < -13)
        return sign | (uint64_t)ldexp(f, 24);
    return sign | (uint64_t)(e + 14) << 10 | ((uint64_t)ldexp(f, 11 - e) & 0x3ff);
}

static double half_value(uint64_t bits)
{
    unsigned exp = (bits >> 10) & 0x1f, mant = bits & 0x3ff;
    double v;
    if (exp == 0)
        v = ldexp(mant, -24);
    else if (exp == 31)
        v = mant ? NAN : INFINITY;
    else
        v = ldexp(mant | 0x400, (int)exp - 25);
    return bits & 0x8000 ? -v : v;
}

uint64_t float_bits(unsigned width, double f)
{
    if (width == 16)
        return half_bits(f);
    if (width == 32) {
        float g = (float)float_round(32, f); /* exact: already a float32 value */
        uint32_t b;
        memcpy(&b, &g, sizeof b);
        return b;
    }
    uint64_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

double float_from_bits(unsigned width, uint64_t bits)
{
    if (width == 16)
        return half_value(bits);
    if (width == 32) {
        uint32_t b = (uint32_t)bits;
        float g;
        memcpy(&g, &b, sizeof g);
        return g;
    }
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

/* An integer to a float of `width`, rounded once. A 64-bit integer is not
 * exact in a double, and rounding it first to 53 bits and then to 24 can
 * land on the wrong side of a tie (2^60 + 2^36 + 1 -> 2^60 instead of
 * 2^60 + 2^37; glslang gets that wrong). So for narrow floats keep 30 bits
 * and fold the rest into a sticky bit: exact in a double, and enough to
 * round to 24 bits correctly. */
double float_from_int(uint64_t u, int is_signed, unsigned width)
{
    int neg = is_signed && (int64_t)u < 0;
    uint64_t m = neg ? 0 - u : u;
    double d;
    if (width == 64 || m >> 53 == 0) {
        d = (double)m;
    } else {
        int bits = 0;
        while (bits < 64 && m >> bits)
            bits++;
        int shift = bits - 30;
        uint64_t sticky = (m & (((uint64_t)1 << shift) - 1)) != 0;
        d = ldexp((double)((m >> shift) | sticky), shift);
    }
    return neg ? -d : d;
}
