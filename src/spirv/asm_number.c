/* Literal numbers in SPIR-V assembly: the integer and floating-point forms
 * spirv-as accepts, and the words they become for a given type.
 *
 * spirv-as reads numbers through C++ streams. Integers are read by
 * libstdc++'s `>>` with base 0, so 0x10 is hex, 010 is octal (8) and 08 is
 * an error; a negative value is checked against the type's range, and a hex
 * value with the type's sign bit set is sign-extended. Floats are either
 * hex floats, which SPIRV-Tools reads itself and truncates toward zero, or
 * decimal, which the C library converts with correct rounding (16-bit
 * floats go through a 32-bit float, then truncate). We reproduce those
 * rules here. The decimal conversion is our own exact big-integer division
 * rather than strtod, whose idea of the decimal point follows the locale. */
#include <string.h>

#include "spirv/asm.h"

/* ---- characters (always the C locale's classes) ---- */

static int is_space(int c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

static int is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static int hex_digit(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* ---- integers ---- */

/* Reads an integer the way `stream >> std::setbase(0) >> x` does in
 * libstdc++: optional white space and sign, then "0x" and hex digits, "0"
 * and octal digits, or decimal digits, and nothing after them. The
 * magnitude may not exceed `limit` (`neg_limit` after a minus sign).
 * Returns 1 on success, 0 for text that is no integer, -1 for one that
 * is too large (the stream fails on both). */
static int read_stream_int(const char *p, const char *end, uint64_t limit, uint64_t neg_limit, int *negative,
                           uint64_t *magnitude)
{
    while (p < end && is_space((unsigned char)*p))
        p++;
    int neg = 0;
    if (p < end && (*p == '+' || *p == '-')) {
        neg = *p == '-';
        p++;
    }
    if (p == end)
        return 0;
    unsigned base = 10;
    int digits = 0;
    if (*p == '0') {
        p++;
        if (p < end && (*p == 'x' || *p == 'X')) {
            base = 16;
            p++;
        } else {
            base = 8;
            digits = 1; /* the 0 itself */
        }
    }
    uint64_t max = neg ? neg_limit : limit, v = 0;
    int overflow = 0;
    for (; p < end; p++) {
        int d = hex_digit((unsigned char)*p);
        if (d < 0 || (unsigned)d >= base)
            break;
        if (v > (max - (unsigned)d) / base)
            overflow = 1;
        else
            v = v * base + (unsigned)d;
        digits++;
    }
    if (p != end || digits == 0)
        return 0;
    if (overflow)
        return -1;
    *negative = neg;
    *magnitude = v;
    return 1;
}

int asm_parse_u32(const char *text, size_t len, uint32_t *value)
{
    int neg;
    uint64_t mag;
    if (len == 0 || read_stream_int(text, text + len, UINT32_MAX, UINT32_MAX, &neg, &mag) != 1)
        return 0;
    uint32_t v = neg ? (uint32_t)(0u - (uint32_t)mag) : (uint32_t)mag;
    /* SPIRV-Tools refuses a leading '-' for unsigned types unless the value is 0. */
    if (text[0] == '-' && v != 0)
        return 0;
    *value = v;
    return 1;
}

/* Whether `value` fits the integer type, with SPIRV-Tools' three regions of
 * bits (overflow, sign, magnitude). A hex value is taken as the bit pattern,
 * so 0xffff is -1 for a signed 16-bit type; it is then sign-extended. */
static int fit_integer(uint64_t *value, int is_negative, uint32_t width, int is_signed, int is_hex)
{
    uint64_t magnitude = width == 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1;
    uint64_t overflow = ~magnitude, sign = 0;
    uint64_t v = *value;
    if (is_negative || is_signed) {
        magnitude >>= 1;
        sign = magnitude + 1;
    }
    int ok;
    if (is_negative)
        ok = (v & overflow) == overflow && (v & sign) == sign;
    else if (is_hex)
        ok = (v & overflow) == 0;
    else
        ok = (v & magnitude) == v;
    if (ok && is_hex && (v & sign))
        *value = v | overflow;
    return ok;
}

static AsmNumStatus encode_integer(const char *text, size_t len, uint32_t width, int is_signed, uint64_t *bits)
{
    if (width > 64)
        return ASM_NUM_UNSUPPORTED;
    int minus = text[0] == '-';
    if (minus && !is_signed)
        return ASM_NUM_NEGATIVE;
    int is_hex = len >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
    int neg;
    uint64_t mag, v;
    /* A leading '-' is read as a signed 64-bit integer, anything else as an
     * unsigned one; both are then checked against the type. */
    int read = minus ? read_stream_int(text, text + len, INT64_MAX, UINT64_C(1) << 63, &neg, &mag)
                     : read_stream_int(text, text + len, UINT64_MAX, UINT64_MAX, &neg, &mag);
    if (read == 0)
        return ASM_NUM_INVALID;
    if (read < 0)
        return ASM_NUM_RANGE;
    v = neg ? 0 - mag : mag;
    if (!fit_integer(&v, minus && (int64_t)v < 0, width, is_signed, is_hex))
        return ASM_NUM_RANGE;
    *bits = v;
    return ASM_NUM_OK;
}

/* ---- floating point: formats ---- */

typedef struct FloatFormat {
    int precision; /* significand bits, the implicit one included */
    int exp_bits;
} FloatFormat;

static const FloatFormat HALF = {11, 5};
static const FloatFormat SINGLE = {24, 8};
static const FloatFormat DOUBLE = {53, 11};

static int64_t format_bias(FloatFormat f)
{
    return ((int64_t)1 << (f.exp_bits - 1)) - 1;
}

/* Bits of a value whose significand `m` has its leading one at bit 63 and
 * whose leading one stands for 2^e, truncated toward zero as SPIRV-Tools'
 * hex-float reader does. An exponent past the format's range is infinity;
 * the largest exponent field itself keeps the fraction, so 0x1.8p+128 is
 * a NaN in a 32-bit float. */
static uint64_t pack_truncated(FloatFormat f, int negative, int nonzero, uint64_t m, int64_t e)
{
    int fbits = f.precision - 1;
    int64_t max_field = ((int64_t)1 << f.exp_bits) - 1;
    uint64_t sign = (uint64_t)negative << (f.exp_bits + fbits);
    if (!nonzero)
        return sign;
    int64_t field = e + format_bias(f);
    if (field > max_field)
        return sign | ((uint64_t)max_field << fbits);
    if (field >= 1)
        return sign | ((uint64_t)field << fbits) | ((m << 1) >> (64 - fbits));
    int64_t shift = 64 - fbits - field; /* a subnormal: the leading one becomes visible */
    return sign | (shift >= 64 ? 0 : m >> shift);
}

/* ---- hex floats ---- */

/* Collects the significant bits of a hex mantissa: the first one bit and
 * up to 63 after it, and the power of two that first bit stands for. */
typedef struct HexMantissa {
    uint64_t m;
    int nbits;        /* bits stored in m */
    int seen_one;
    int64_t lead;     /* exponent of the first one bit (before 'p') */
    int64_t zeros;    /* fraction zero bits before the first one */
} HexMantissa;

static void hex_bit(HexMantissa *h, int bit, int in_fraction)
{
    if (!h->seen_one) {
        if (!bit) {
            if (in_fraction)
                h->zeros++;
            return;
        }
        h->seen_one = 1;
        h->lead = in_fraction ? -(h->zeros + 1) : 0;
    } else if (!in_fraction) {
        h->lead++; /* one more integer bit after the leading one */
    }
    if (h->nbits < 64)
        h->m |= (uint64_t)bit << (63 - h->nbits);
    h->nbits++;
}

/* Reads what follows "0x": hex digits, an optional '.' and hex digits, then
 * 'p' (lower case only), an optional sign and at least one decimal digit,
 * and nothing after that. */
static int read_hex_float(const char *p, const char *end, FloatFormat f, int negative, uint64_t *bits)
{
    HexMantissa h = {0};
    int in_fraction = 0;
    for (;; p++) {
        if (p == end)
            return 0; /* the exponent is mandatory */
        if (*p == 'p')
            break;
        if (*p == '.' && !in_fraction) {
            in_fraction = 1;
            continue;
        }
        int d = hex_digit((unsigned char)*p);
        if (d < 0)
            return 0;
        for (int b = 3; b >= 0; b--)
            hex_bit(&h, (d >> b) & 1, in_fraction);
    }
    p++; /* the 'p' */
    int exp_negative = 0;
    if (p < end && (*p == '+' || *p == '-')) {
        exp_negative = *p == '-';
        p++;
    }
    int64_t written = 0;
    int digits = 0;
    for (; p < end && is_digit((unsigned char)*p); p++, digits++)
        if (written < 1000000000) /* far outside every range: saturate */
            written = written * 10 + (*p - '0');
    if (!digits || p != end)
        return 0;
    *bits = pack_truncated(f, negative, h.seen_one, h.m, h.lead + (exp_negative ? -written : written));
    return 1;
}

/* ---- decimal floats: exact conversion with big integers ---- */

/* Up to 800 significant digits decide every rounding exactly (a halfway
 * point between two doubles has at most 767); later ones only count as
 * "something nonzero follows". */
#define MAX_DIGITS 800
#define BIG_LIMBS 160 /* 5120 bits, enough for 10^1125 shifted by 54 */

typedef struct Big {
    int n; /* limbs in use; no leading zero limbs */
    uint32_t d[BIG_LIMBS];
} Big;

static void big_trim(Big *b)
{
    while (b->n > 0 && b->d[b->n - 1] == 0)
        b->n--;
}

/* b = b * mul + add. The callers' sizes are bounded so that this fits. */
static void big_mul_add(Big *b, uint32_t mul, uint32_t add)
{
    uint64_t carry = add;
    for (int i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->d[i] * mul + carry;
        b->d[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry && b->n < BIG_LIMBS)
        b->d[b->n++] = (uint32_t)carry;
}

static void big_mul_pow10(Big *b, int64_t e)
{
    for (; e >= 9; e -= 9)
        big_mul_add(b, 1000000000u, 0);
    static const uint32_t small[9] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    big_mul_add(b, small[e], 0);
}

static void big_shl(Big *b, int64_t bits)
{
    int limbs = (int)(bits / 32), r = (int)(bits % 32);
    if (b->n == 0)
        return;
    int n = b->n + limbs + 1;
    if (n > BIG_LIMBS)
        n = BIG_LIMBS;
    for (int i = n - 1; i >= 0; i--) {
        int src = i - limbs;
        uint64_t hi = src >= 0 && src < b->n ? b->d[src] : 0;
        uint64_t lo = src - 1 >= 0 && src - 1 < b->n ? b->d[src - 1] : 0;
        b->d[i] = r ? (uint32_t)((hi << r) | (lo >> (32 - r))) : (uint32_t)hi;
    }
    b->n = n;
    big_trim(b);
}

static void big_shr1(Big *b)
{
    for (int i = 0; i < b->n; i++)
        b->d[i] = (b->d[i] >> 1) | (i + 1 < b->n ? b->d[i + 1] << 31 : 0);
    big_trim(b);
}

static int64_t big_bitlen(const Big *b)
{
    if (b->n == 0)
        return 0;
    int64_t len = (int64_t)(b->n - 1) * 32;
    for (uint32_t top = b->d[b->n - 1]; top; top >>= 1)
        len++;
    return len;
}

static int big_cmp(const Big *a, const Big *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

static void big_sub(Big *a, const Big *b) /* a >= b */
{
    int64_t borrow = 0;
    for (int i = 0; i < a->n; i++) {
        int64_t t = (int64_t)a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
        borrow = t < 0;
        a->d[i] = (uint32_t)(t + (borrow ? (INT64_C(1) << 32) : 0));
    }
    big_trim(a);
}

/* The significant digits of a decimal number: value = digits * 10^exp10. */
typedef struct Decimal {
    char digits[MAX_DIGITS];
    int nd;
    int64_t exp10;
    int sticky; /* a nonzero digit was dropped past MAX_DIGITS */
} Decimal;

/* Rounds digits * 10^exp10 to the nearest value of format f (ties to even),
 * as IEEE bits without the sign. *overflow is set when that is infinite. */
static uint64_t decimal_to_float(const Decimal *dec, FloatFormat f, int *overflow)
{
    const int p = f.precision;
    const int64_t bias = format_bias(f), emin = 1 - bias;
    /* 10^(nd-1+exp10) <= value < 10^(nd+exp10): settle the far ends at once. */
    int64_t max_pow10 = f.exp_bits == 11 ? 309 : 39, zero_pow10 = f.exp_bits == 11 ? -325 : -46;
    *overflow = 0;
    if (dec->nd == 0 || dec->nd + dec->exp10 <= zero_pow10)
        return 0;
    if (dec->nd - 1 + dec->exp10 >= max_pow10) {
        *overflow = 1;
        return 0;
    }
    Big num = {0}, den = {0};
    for (int i = 0; i < dec->nd; i++)
        big_mul_add(&num, 10, (uint32_t)(dec->digits[i] - '0'));
    den.n = 1;
    den.d[0] = 1;
    if (dec->exp10 >= 0)
        big_mul_pow10(&num, dec->exp10);
    else
        big_mul_pow10(&den, -dec->exp10);

    /* Scale by 2^s so that the quotient has p+1 or p+2 bits, but never
     * finer than the subnormal step. */
    int64_t k = big_bitlen(&num) - big_bitlen(&den);
    int64_t s = p + 1 - k;
    if (s > p - emin)
        s = p - emin;
    if (s >= 0)
        big_shl(&num, s);
    else
        big_shl(&den, -s);

    /* Long division, one quotient bit at a time. */
    Big step = den;
    big_shl(&step, p + 1);
    uint64_t q = 0;
    for (int b = p + 1; b >= 0; b--) {
        if (big_cmp(&num, &step) >= 0) {
            big_sub(&num, &step);
            q |= UINT64_C(1) << b;
        }
        big_shr1(&step);
    }
    int sticky = num.n != 0 || dec->sticky;
    if (q >> (p + 1)) {
        sticky |= (int)(q & 1);
        q >>= 1;
        s--;
    }
    uint64_t m = q >> 1;
    if ((q & 1) && (sticky || (m & 1)))
        m++;
    if (m >> p) {
        m >>= 1;
        s--;
    }
    if (m == 0)
        return 0;
    if (!(m >> (p - 1)))
        return m; /* subnormal */
    int64_t e = p - s; /* the exponent of the leading bit */
    if (e > bias) {
        *overflow = 1;
        return 0;
    }
    return ((uint64_t)(e + bias) << (p - 1)) | (m & ((UINT64_C(1) << (p - 1)) - 1));
}

/* Reads a decimal float as libstdc++'s `stream >> float` does: white space,
 * an optional sign, digits with at most one '.' (at least one digit), an
 * optional exponent e/E with optional sign and at least one digit, and
 * nothing after. */
static int read_decimal(const char *p, const char *end, int *negative, Decimal *dec)
{
    while (p < end && is_space((unsigned char)*p))
        p++;
    if (p < end && (*p == '+' || *p == '-')) {
        *negative ^= *p == '-';
        p++;
    }
    int64_t adjust = 0;
    int digits = 0, seen_dot = 0;
    dec->nd = 0;
    dec->sticky = 0;
    for (; p < end; p++) {
        char c = *p;
        if (c == '.' && !seen_dot) {
            seen_dot = 1;
            continue;
        }
        if (!is_digit((unsigned char)c))
            break;
        digits++;
        if (seen_dot)
            adjust--;
        if (dec->nd == 0 && c == '0')
            continue;
        if (dec->nd < MAX_DIGITS) {
            dec->digits[dec->nd++] = c;
        } else {
            adjust++;
            dec->sticky |= c != '0';
        }
    }
    if (!digits)
        return 0;
    int64_t written = 0;
    if (p < end && (*p == 'e' || *p == 'E')) {
        p++;
        int exp_negative = 0, exp_digits = 0;
        if (p < end && (*p == '+' || *p == '-')) {
            exp_negative = *p == '-';
            p++;
        }
        for (; p < end && is_digit((unsigned char)*p); p++, exp_digits++)
            if (written < 1000000000)
                written = written * 10 + (*p - '0');
        if (!exp_digits)
            return 0;
        if (exp_negative)
            written = -written;
    }
    if (p != end)
        return 0;
    while (dec->nd > 0 && dec->digits[dec->nd - 1] == '0') {
        dec->nd--;
        adjust++;
    }
    dec->exp10 = written + adjust;
    return 1;
}

/* A 32-bit float as a 16-bit one, rounding toward zero as SPIRV-Tools does
 * for decimal 16-bit literals. Returns 0 when the value is too large. */
static int single_to_half(uint32_t f, uint32_t *half)
{
    uint32_t sign = (f >> 16) & 0x8000u, field = (f >> 23) & 0xffu, frac = f & 0x7fffffu;
    if (field == 0) { /* zero, or far below the smallest 16-bit subnormal */
        *half = sign;
        return 1;
    }
    int e = (int)field - 127;
    if (e > 15)
        return 0;
    if (e >= -14) {
        *half = sign | (uint32_t)(e + 15) << 10 | frac >> 13;
        return 1;
    }
    int shift = -1 - e;
    *half = sign | (shift >= 32 ? 0 : (0x800000u | frac) >> shift);
    return 1;
}

static AsmNumStatus encode_float(const char *text, size_t len, uint32_t width, uint64_t *bits)
{
    FloatFormat f = width == 16 ? HALF : width == 32 ? SINGLE : DOUBLE;
    const char *p = text, *end = text + len;
    while (p < end && is_space((unsigned char)*p))
        p++;
    int negative = 0;
    if (p < end && *p == '-') {
        negative = 1;
        p++;
    }
    if (end - p >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
        return read_hex_float(p + 2, end, f, negative, bits) ? ASM_NUM_OK : ASM_NUM_INVALID;

    /* After a leading '-', another sign is refused before any white space. */
    if (negative && p < end && (*p == '-' || *p == '+'))
        return ASM_NUM_INVALID;
    Decimal dec;
    if (!read_decimal(p, end, &negative, &dec))
        return ASM_NUM_INVALID;
    int overflow;
    uint64_t v = decimal_to_float(&dec, width == 16 ? SINGLE : f, &overflow);
    if (overflow)
        return ASM_NUM_RANGE;
    if (width == 16) {
        uint32_t half;
        if (!single_to_half((uint32_t)v, &half))
            return ASM_NUM_RANGE;
        *bits = half | (negative ? 0x8000u : 0);
        return ASM_NUM_OK;
    }
    *bits = v | ((uint64_t)negative << (f.precision - 1 + f.exp_bits));
    return ASM_NUM_OK;
}

AsmNumStatus asm_encode_number(const char *text, size_t len, AsmNumType type, uint32_t words[2], int *word_count)
{
    uint64_t bits = 0;
    AsmNumStatus st;
    if (len == 0)
        return ASM_NUM_INVALID;
    if (type.kind == ASM_NUM_FLOAT) {
        if (type.width != 16 && type.width != 32 && type.width != 64)
            return ASM_NUM_UNSUPPORTED;
        st = encode_float(text, len, type.width, &bits);
    } else {
        st = encode_integer(text, len, type.width, type.kind == ASM_NUM_SINT, &bits);
    }
    if (st != ASM_NUM_OK)
        return st;
    words[0] = (uint32_t)bits;
    words[1] = (uint32_t)(bits >> 32);
    *word_count = type.width > 32 ? 2 : 1;
    return ASM_NUM_OK;
}
