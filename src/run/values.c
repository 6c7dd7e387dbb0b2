/* GLSL value types as [test] commands name them (float, ivec3, u16vec2,
 * dmat3x2, int64_t, float16_t, ...), where their components go in memory
 * under std140 or std430 with row- or column-major matrices, and how
 * probed values compare.
 *
 * Layout rules (GLSL 4.60 §7.6.2.2, the Vulkan "standard" layouts): a scalar
 * aligns to its size; a two-component vector to twice that, a three- or
 * four-component vector to four times that. A matrix is an array of column
 * vectors (row vectors when row_major). Arrays and matrices in std140 round
 * their stride up to 16 bytes; std430 does not. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

static const struct {
    const char *name;
    BaseType base;
} scalar_names[] = {
    {"int", BT_INT},         {"uint", BT_UINT},       {"int8_t", BT_INT8},     {"uint8_t", BT_UINT8},
    {"int16_t", BT_INT16},   {"uint16_t", BT_UINT16}, {"int64_t", BT_INT64},   {"uint64_t", BT_UINT64},
    {"float16_t", BT_FLOAT16}, {"float", BT_FLOAT},   {"double", BT_DOUBLE},
    /* Shorter spellings people write by habit. */
    {"int8", BT_INT8},       {"uint8", BT_UINT8},     {"int16", BT_INT16},     {"uint16", BT_UINT16},
    {"int64", BT_INT64},     {"uint64", BT_UINT64},   {"float16", BT_FLOAT16}, {"half", BT_FLOAT16},
};

/* Prefixes of vector and matrix names: "" vec, "i" ivec, "f16" f16vec... */
static const struct {
    const char *prefix;
    BaseType base;
} vector_prefixes[] = {
    {"", BT_FLOAT},     {"i", BT_INT},      {"u", BT_UINT},     {"d", BT_DOUBLE},   {"f16", BT_FLOAT16},
    {"i8", BT_INT8},    {"u8", BT_UINT8},   {"i16", BT_INT16},  {"u16", BT_UINT16}, {"i64", BT_INT64},
    {"u64", BT_UINT64}, {"f32", BT_FLOAT},  {"f64", BT_DOUBLE},
};

static bool dim(char c, int *out)
{
    if (c < '2' || c > '4')
        return false;
    *out = c - '0';
    return true;
}

/* "vecN" or "matN" / "matCxR" after the prefix. */
static bool parse_shape(const char *s, ValueType *t)
{
    if (!strncmp(s, "vec", 3))
        return dim(s[3], &t->rows) && s[4] == 0;
    if (strncmp(s, "mat", 3))
        return false;
    if (!dim(s[3], &t->columns))
        return false;
    if (s[4] == 0) {
        t->rows = t->columns;
        return true;
    }
    return s[4] == 'x' && dim(s[5], &t->rows) && s[6] == 0;
}

bool value_type_parse(const char *name, ValueType *out)
{
    for (size_t i = 0; i < RUN_COUNT(scalar_names); i++) {
        if (!strcmp(name, scalar_names[i].name)) {
            *out = (ValueType){scalar_names[i].base, 1, 1};
            return true;
        }
    }
    /* Longest prefix first so "i16vec2" is not read as "i" + "16vec2". */
    for (int len = 3; len >= 0; len--) {
        for (size_t i = 0; i < RUN_COUNT(vector_prefixes); i++) {
            const char *p = vector_prefixes[i].prefix;
            if (strlen(p) != (size_t)len || strncmp(name, p, (size_t)len))
                continue;
            ValueType t = {vector_prefixes[i].base, 1, 1};
            if (!parse_shape(name + len, &t))
                continue;
            /* Only float and double matrices exist (and f16 ones). */
            if (t.columns > 1 && t.base != BT_FLOAT && t.base != BT_DOUBLE && t.base != BT_FLOAT16)
                return false;
            *out = t;
            return true;
        }
    }
    return false;
}

size_t base_type_size(BaseType b)
{
    switch (b) {
    case BT_INT8: case BT_UINT8: return 1;
    case BT_INT16: case BT_UINT16: case BT_FLOAT16: return 2;
    case BT_INT64: case BT_UINT64: case BT_DOUBLE: return 8;
    default: return 4;
    }
}

bool base_type_is_float(BaseType b)
{
    return b == BT_FLOAT16 || b == BT_FLOAT || b == BT_DOUBLE;
}

static size_t round_up(size_t v, size_t a)
{
    return (v + a - 1) / a * a;
}

/* Components per vector in memory, and how many vectors: a column-major
 * matCxR is C vectors of R; row-major is R vectors of C. */
static void vector_shape(ValueType t, Layout l, int *comps, int *count)
{
    if (t.columns > 1 && l.row_major) {
        *comps = t.columns;
        *count = t.rows;
    } else {
        *comps = t.rows;
        *count = t.columns;
    }
}

static size_t vector_alignment(BaseType b, int comps)
{
    size_t s = base_type_size(b);
    return comps == 1 ? s : comps == 2 ? 2 * s : 4 * s;
}

static size_t matrix_stride(ValueType t, Layout l)
{
    int comps, count;
    vector_shape(t, l, &comps, &count);
    size_t stride = vector_alignment(t.base, comps);
    return l.std140 ? round_up(stride, 16) : stride;
}

size_t value_type_size(ValueType t, Layout l)
{
    int comps, count;
    vector_shape(t, l, &comps, &count);
    return (size_t)(count - 1) * matrix_stride(t, l) + (size_t)comps * base_type_size(t.base);
}

size_t value_type_array_stride(ValueType t, Layout l)
{
    int comps, count;
    vector_shape(t, l, &comps, &count);
    size_t align = t.columns > 1 ? matrix_stride(t, l) : vector_alignment(t.base, comps);
    size_t stride = round_up(value_type_size(t, l), align);
    return l.std140 ? round_up(stride, 16) : stride;
}

size_t value_component_offset(ValueType t, Layout l, int column, int row)
{
    size_t s = base_type_size(t.base);
    if (t.columns == 1)
        return (size_t)row * s;
    size_t stride = matrix_stride(t, l);
    if (l.row_major)
        return (size_t)row * stride + (size_t)column * s;
    return (size_t)column * stride + (size_t)row * s;
}

/* ---- comparisons ---- */

static const char *const op_names[] = {"==", "!=", "<", "<=", ">", ">=", "~="};

bool compare_op_parse(const char *text, CompareOp *out)
{
    for (size_t i = 0; i < RUN_COUNT(op_names); i++) {
        if (!strcmp(text, op_names[i])) {
            *out = (CompareOp)i;
            return true;
        }
    }
    return false;
}

const char *compare_op_name(CompareOp op)
{
    return op_names[op];
}

bool tolerance_equal(const Tolerance *t, int component, double observed, double expected)
{
    double v = t->value[component & 3];
    if (t->percent)
        return fabs(observed - expected) <= fabs(v / 100.0 * expected);
    return fabs(observed - expected) <= v;
}

static double load_float(BaseType b, const uint8_t *p)
{
    if (b == BT_FLOAT16) {
        uint16_t h;
        memcpy(&h, p, 2);
        return run_half_to_float(h);
    }
    if (b == BT_FLOAT) {
        float f;
        memcpy(&f, p, 4);
        return f;
    }
    double d;
    memcpy(&d, p, 8);
    return d;
}

static bool is_signed(BaseType b)
{
    return b == BT_INT || b == BT_INT8 || b == BT_INT16 || b == BT_INT64;
}

static int64_t load_int(BaseType b, const uint8_t *p)
{
    int8_t i8;
    int16_t i16;
    int32_t i32;
    int64_t i64;
    switch (base_type_size(b)) {
    case 1: memcpy(&i8, p, 1); return i8;
    case 2: memcpy(&i16, p, 2); return i16;
    case 4: memcpy(&i32, p, 4); return i32;
    default: memcpy(&i64, p, 8); return i64;
    }
}

static uint64_t load_uint(BaseType b, const uint8_t *p)
{
    uint64_t v = 0;
    memcpy(&v, p, base_type_size(b));
    return v;
}

/* -1, 0 or 1 as a < b, a == b, a > b. */
#define CMP3(a, b) ((a) < (b) ? -1 : (a) > (b) ? 1 : 0)

static bool apply(CompareOp op, int c)
{
    switch (op) {
    case CMP_EQ: case CMP_FUZZY: return c == 0;
    case CMP_NE: return c != 0;
    case CMP_LT: return c < 0;
    case CMP_LE: return c <= 0;
    case CMP_GT: return c > 0;
    case CMP_GE: return c >= 0;
    }
    return false;
}

bool value_compare(BaseType b, CompareOp op, const Tolerance *t, int component, const uint8_t *observed,
                   const uint8_t *expected)
{
    if (base_type_is_float(b)) {
        double o = load_float(b, observed), e = load_float(b, expected);
        if (op == CMP_FUZZY)
            return tolerance_equal(t, component, o, e);
        if (op == CMP_NE)
            return o != e; /* NaN != anything, as in C */
        return (o == o && e == e) && apply(op, CMP3(o, e));
    }
    /* `~=` on integers is exact, as VkRunner does. */
    if (is_signed(b))
        return apply(op, CMP3(load_int(b, observed), load_int(b, expected)));
    return apply(op, CMP3(load_uint(b, observed), load_uint(b, expected)));
}

void value_format(BaseType b, const uint8_t *p, char *buf, size_t size)
{
    if (b == BT_DOUBLE)
        snprintf(buf, size, "%.17g", load_float(b, p));
    else if (base_type_is_float(b))
        snprintf(buf, size, "%.9g", load_float(b, p));
    else if (is_signed(b))
        snprintf(buf, size, "%" PRId64, load_int(b, p));
    else
        snprintf(buf, size, "%" PRIu64, load_uint(b, p));
}
