/* Interned GLSL types (see type.h). */
#include <stdio.h>
#include <string.h>

#include "glsl/check/type.h"

static uint32_t mix(uint32_t h, uint32_t v)
{
    h ^= v + 0x9e3779b9u + (h << 6) + (h >> 2);
    return h;
}

static uint32_t hash_of(const Type *t)
{
    uint32_t h = (uint32_t)t->kind;
    h = mix(h, t->width | (uint32_t)t->is_signed << 8 | (uint32_t)t->components << 16 | (uint32_t)t->rows << 24);
    h = mix(h, t->elem ? t->elem->serial : 0xffffffffu);
    h = mix(h, t->length);
    h = mix(h, t->spec_length);
    h = mix(h, t->opaque);
    for (int i = 0; i < 3; i++)
        h = mix(h, t->coop[i] ^ t->coop_spec[i] << 20);
    return h ? h : 1;
}

static int same_shape(const Type *a, const Type *b)
{
    return a->kind == b->kind && a->width == b->width && a->is_signed == b->is_signed &&
           a->components == b->components && a->rows == b->rows && a->elem == b->elem && a->length == b->length &&
           a->spec_length == b->spec_length && a->opaque == b->opaque &&
           memcmp(a->coop, b->coop, sizeof a->coop) == 0 && memcmp(a->coop_spec, b->coop_spec, sizeof a->coop_spec) == 0;
}

/* Type.has_precision of `t`, whose element types are made already. */
static uint8_t has_precision(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    const Type *s = type_scalar_of(t);
    return t->kind == TY_OPAQUE || (s && s->kind != TY_BOOL && s->width == 32);
}

static Type *add(TypeTable *tt, const Type *proto)
{
    Type *t = arena_alloc(tt->arena, sizeof *t);
    *t = *proto;
    t->has_precision = has_precision(t);
    t->serial = (uint32_t)tt->all.len;
    vec_push(tt->arena, &tt->all, t);
    return t;
}

/* The row of TypeTable.numeric for a scalar: bool, the ints by width and
 * signedness, the floats by width; -1 for a width without one. */
#define FLOAT_ROW 9
static inline int numeric_row(unsigned kind, unsigned width, int is_signed)
{
    int w = width == 8 ? 0 : width == 16 ? 1 : width == 32 ? 2 : width == 64 ? 3 : -1;
    switch (kind) {
    case TY_BOOL: return 0;
    case TY_INT: return w < 0 ? -1 : 1 + 2 * w + (is_signed != 0);
    case TY_FLOAT: return w < 1 ? -1 : FLOAT_ROW + w - 1;
    default: return -1;
    }
}

/* The one type of this shape, made on first request. */
static const Type *intern(TypeTable *tt, const Type *proto)
{
    uint32_t h = hash_of(proto), first = 0;
    if (u32map_get(&tt->by_hash, h, &first))
        for (uint32_t i = first; i; i = tt->next.data[i - 1])
            if (same_shape(tt->all.data[i - 1], proto))
                return tt->all.data[i - 1];
    Type *t = add(tt, proto);
    /* `next` is indexed like `all`: entry i chains to the previous head. */
    while (tt->next.len < tt->all.len)
        vec_push(tt->arena, &tt->next, 0);
    tt->next.data[t->serial] = first;
    u32map_put(tt->arena, &tt->by_hash, h, t->serial + 1);
    return t;
}

void types_init(TypeTable *tt, Arena *arena)
{
    memset(tt, 0, sizeof *tt);
    tt->arena = arena;
    Type e = {0};
    e.kind = TY_ERROR;
    tt->error = intern(tt, &e);
    e.kind = TY_VOID;
    tt->void_ = intern(tt, &e);
    e.kind = TY_BOOL;
    tt->bool_ = intern(tt, &e);
    tt->int_ = type_int(tt, 32, 1);
    tt->uint_ = type_int(tt, 32, 0);
    tt->float_ = type_float(tt, 32);
    tt->double_ = type_float(tt, 64);
}

const Type *type_int(TypeTable *tt, unsigned width, int is_signed)
{
    int row = numeric_row(TY_INT, width, is_signed);
    if (row >= 0 && tt->numeric[row][1])
        return tt->numeric[row][1];
    Type t = {0};
    t.kind = TY_INT;
    t.width = (uint8_t)width;
    t.is_signed = (uint8_t)(is_signed != 0);
    const Type *made = intern(tt, &t);
    if (row >= 0)
        tt->numeric[row][1] = made;
    return made;
}

const Type *type_float(TypeTable *tt, unsigned width)
{
    int row = numeric_row(TY_FLOAT, width, 0);
    if (row >= 0 && tt->numeric[row][1])
        return tt->numeric[row][1];
    Type t = {0};
    t.kind = TY_FLOAT;
    t.width = (uint8_t)width;
    const Type *made = intern(tt, &t);
    if (row >= 0)
        tt->numeric[row][1] = made;
    return made;
}

const Type *type_vector(TypeTable *tt, const Type *scalar, unsigned components)
{
    if (components == 1)
        return scalar;
    int row = components <= 4 ? numeric_row(scalar->kind, scalar->width, scalar->is_signed) : -1;
    if (row >= 0 && tt->numeric[row][components])
        return tt->numeric[row][components];
    Type t = {0};
    t.kind = TY_VECTOR;
    t.components = (uint8_t)components;
    t.elem = scalar;
    const Type *made = intern(tt, &t);
    if (row >= 0)
        tt->numeric[row][components] = made;
    return made;
}

const Type *type_matrix(TypeTable *tt, const Type *scalar, unsigned columns, unsigned rows)
{
    int row = columns <= 4 && rows <= 4 ? numeric_row(scalar->kind, scalar->width, scalar->is_signed) : -1;
    const Type **slot = row >= FLOAT_ROW ? &tt->matrices[row - FLOAT_ROW][columns][rows] : NULL;
    if (slot && *slot)
        return *slot;
    Type t = {0};
    t.kind = TY_MATRIX;
    t.components = (uint8_t)columns;
    t.rows = (uint8_t)rows;
    t.elem = type_vector(tt, scalar, rows);
    const Type *made = intern(tt, &t);
    if (slot)
        *slot = made;
    return made;
}

const Type *type_array(TypeTable *tt, const Type *elem, uint32_t length)
{
    Type t = {0};
    t.kind = TY_ARRAY;
    t.elem = elem;
    t.length = length;
    t.depth = elem->depth + 1;
    return intern(tt, &t);
}

int type_has_unsized(const Type *t)
{
    for (; t->kind == TY_ARRAY; t = t->elem)
        if (!t->length && !t->spec_length && !t->implicit)
            return 1;
    return 0;
}

int type_has_spec_array(const Type *t)
{
    for (; t->kind == TY_ARRAY; t = t->elem)
        if (t->spec_length)
            return 1;
    for (uint32_t i = 0; t->kind == TY_STRUCT && i < t->field_count; i++)
        if (type_has_spec_array(t->fields[i].type))
            return 1;
    return 0;
}

const Type *type_sized_like(TypeTable *tt, const Type *pattern, const Type *actual)
{
    if (pattern == actual)
        return actual;
    if (pattern->kind != TY_ARRAY || actual->kind != TY_ARRAY || pattern->implicit)
        return NULL;
    const Type *elem = type_sized_like(tt, pattern->elem, actual->elem);
    if (!elem)
        return NULL;
    if (!pattern->length && !pattern->spec_length)
        return elem == actual->elem ? actual : type_array(tt, elem, actual->length);
    if (pattern->length != actual->length || pattern->spec_length != actual->spec_length)
        return NULL;
    if (elem == pattern->elem)
        return pattern;
    return pattern->spec_length ? NULL : type_array(tt, elem, pattern->length);
}

/* The index of the specialization constant expression `key` in spec_sizes,
 * added on first use. */
static uint32_t spec_index(TypeTable *tt, const void *key, void *size)
{
    uint32_t index = 0;
    while (index < tt->spec_size_keys.len && tt->spec_size_keys.data[index] != key)
        index++;
    if (index == tt->spec_size_keys.len) {
        vec_push(tt->arena, &tt->spec_size_keys, key);
        vec_push(tt->arena, &tt->spec_sizes, size);
    }
    return index;
}

const Type *type_spec_array(TypeTable *tt, const Type *elem, uint32_t length, const void *key, void *size)
{
    Type t = {0};
    t.kind = TY_ARRAY;
    t.elem = elem;
    t.length = length;
    t.spec_length = spec_index(tt, key, size) + 1;
    t.depth = elem->depth + 1;
    return intern(tt, &t);
}

const Type *type_coopmat(TypeTable *tt, const Type *component, const uint32_t value[3], const void *const key[3],
                         void *const size[3])
{
    Type t = {0};
    t.kind = TY_COOPMAT;
    t.elem = component;
    for (int i = 0; i < 3; i++) {
        t.coop[i] = value[i];
        t.coop_spec[i] = size[i] ? spec_index(tt, key[i], size[i]) + 1 : 0;
    }
    return intern(tt, &t);
}

Type *type_implicit_array(TypeTable *tt, const Type *elem, int how)
{
    Type t = {0};
    t.kind = TY_ARRAY;
    t.elem = elem;
    t.implicit = (uint8_t)how;
    return add(tt, &t); /* never shared: its size is its own */
}

const Type *type_spirv(TypeTable *tt, const SpirvType *spirv)
{
    for (size_t i = 0; i < tt->all.len; i++) {
        const Type *t = tt->all.data[i];
        if (t->kind == TY_SPIRV && strcmp(t->spirv->key, spirv->key) == 0)
            return t;
    }
    Type t = {0};
    t.kind = TY_SPIRV;
    t.spirv = spirv;
    return add(tt, &t);
}

const Type *type_opaque(TypeTable *tt, uint32_t code)
{
    Type t = {0};
    t.kind = TY_OPAQUE;
    t.opaque = code & 0xffff; /* the alternative-spelling bit names the same type */
    return intern(tt, &t);
}

const Type *type_image_format(TypeTable *tt, const Type *image, uint32_t format)
{
    Type t = {0};
    t.kind = TY_OPAQUE;
    t.opaque = (image->opaque & 0xffff) | format << 16;
    return intern(tt, &t);
}

uint64_t type_flat_count(const Type *t)
{
    switch (t->kind) {
    case TY_ARRAY: {
        uint64_t n = (uint64_t)(t->length ? t->length : 1) * type_flat_count(t->elem);
        return n > UINT32_MAX ? UINT32_MAX : n;
    }
    case TY_STRUCT: {
        uint64_t n = 0;
        for (uint32_t i = 0; i < t->field_count && n < UINT32_MAX; i++)
            n += type_flat_count(t->fields[i].type);
        return n > UINT32_MAX ? UINT32_MAX : n;
    }
    case TY_VECTOR: return t->components;
    case TY_MATRIX: return (uint64_t)t->components * t->rows;
    default: return 1;
    }
}

int type_holds_reference(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_STRUCT && !t->is_block)
        for (uint32_t i = 0; i < t->field_count; i++)
            if (type_holds_reference(t->fields[i].type))
                return 1;
    return t->kind == TY_REFERENCE;
}

int type_is_image(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_OPAQUE && TYPE_BASE(t->opaque) == BT_IMAGE;
}

int type_image_argument_formats_match(TypeTable *tt, const Type *arg, const Type *param)
{
    if (arg->kind == TY_ARRAY && param->kind == TY_ARRAY)
        return arg->length == param->length && !arg->spec_length && !param->spec_length &&
               type_image_argument_matches(tt, arg->elem, param->elem);
    return type_is_image(arg) && type_is_image(param) && arg->kind == TY_OPAQUE && !TYPE_FORMAT(param->opaque) &&
           type_image_format(tt, arg, 0) == param;
}

const Type *type_reference(TypeTable *tt, const Type *block)
{
    Type t = {0};
    t.kind = TY_REFERENCE;
    t.elem = block;
    return intern(tt, &t);
}

Type *type_struct(TypeTable *tt, const char *name, const Field *fields, uint32_t count, int is_block)
{
    Type proto = {0};
    proto.kind = TY_STRUCT;
    Type *t = add(tt, &proto);
    while (tt->next.len < tt->all.len)
        vec_push(tt->arena, &tt->next, 0);
    t->name = name;
    t->is_block = is_block;
    t->field_count = count;
    t->fields = arena_alloc(tt->arena, (count ? count : 1) * sizeof(Field));
    if (count)
        memcpy(t->fields, fields, count * sizeof(Field));
    t->depth = type_fields_depth(fields, count);
    return t;
}

/* The members as the extension's 8.9.X declares them: the anchor and the
 * offset have a component per dimension, the mask is 64 bits as a uvec2. */
const Type *type_footprint(TypeTable *tt, unsigned dims)
{
    const Type **slot = &tt->footprints[dims == 3];
    if (*slot)
        return *slot;
    const Type *coords = type_vector(tt, tt->uint_, dims), *mask = type_vector(tt, tt->uint_, 2);
    static const char *const names[] = {"anchor", "offset", "mask", "lod", "granularity"};
    Field fields[5];
    for (uint32_t i = 0; i < 5; i++)
        fields[i] = (Field){.name = names[i], .type = i < 2 ? coords : i == 2 ? mask : tt->uint_, .offset = -1,
                            .align = -1, .location = -1, .component = -1, .builtin = -1, .precision = PREC_HIGH};
    return *slot = type_struct(tt, dims == 3 ? "gl_TextureFootprint3DNV" : "gl_TextureFootprint2DNV", fields, 5, 0);
}

uint32_t type_fields_depth(const Field *fields, uint32_t count)
{
    uint32_t depth = 0;
    for (uint32_t i = 0; i < count; i++)
        if (fields[i].type->depth > depth)
            depth = fields[i].type->depth;
    return depth + 1;
}

static const Type *type_from_code_uncached(TypeTable *tt, uint32_t code)
{
    const Type *scalar;
    switch (TYPE_BASE(code)) {
    case BT_VOID: return tt->void_;
    case BT_BOOL: scalar = tt->bool_; break;
    case BT_INT: scalar = tt->int_; break;
    case BT_UINT: scalar = tt->uint_; break;
    case BT_FLOAT: scalar = tt->float_; break;
    case BT_DOUBLE: scalar = tt->double_; break;
    case BT_FLOAT16: scalar = type_float(tt, 16); break;
    case BT_INT8: scalar = type_int(tt, 8, 1); break;
    case BT_UINT8: scalar = type_int(tt, 8, 0); break;
    case BT_INT16: scalar = type_int(tt, 16, 1); break;
    case BT_UINT16: scalar = type_int(tt, 16, 0); break;
    case BT_INT64: scalar = type_int(tt, 64, 1); break;
    case BT_UINT64: scalar = type_int(tt, 64, 0); break;
    default: return type_opaque(tt, code);
    }
    if (TYPE_ROWS(code))
        return type_matrix(tt, scalar, TYPE_COLS(code), TYPE_ROWS(code));
    return type_vector(tt, scalar, TYPE_COLS(code));
}

const Type *type_from_code(TypeTable *tt, uint32_t code)
{
    /* Every declaration, parameter and constructor names its type by code:
     * a shader's few codes are found in by_code, past the switch and the
     * shape's table. */
    TypeByCode *slot = &tt->by_code[(code ^ code >> 5 ^ code >> 11) & (TYPE_BY_CODE_SLOTS - 1)];
    if (!slot->type || slot->code != code) {
        slot->type = type_from_code_uncached(tt, code);
        slot->code = code;
    }
    return slot->type;
}

/* ---- questions ---- */

unsigned type_component_count(const Type *t)
{
    switch (t->kind) {
    case TY_BOOL: case TY_INT: case TY_FLOAT: return 1;
    case TY_VECTOR: return t->components;
    case TY_MATRIX: return (unsigned)t->components * t->rows;
    default: return 0;
    }
}

int type_contains_opaque(const Type *t)
{
    switch (t->kind) {
    case TY_OPAQUE: return 1;
    case TY_ARRAY: return type_contains_opaque(t->elem);
    case TY_STRUCT:
        for (uint32_t i = 0; i < t->field_count; i++)
            if (type_contains_opaque(t->fields[i].type))
                return 1;
        return 0;
    default: return 0;
    }
}

const Type *type_with_scalar(TypeTable *tt, const Type *t, const Type *scalar)
{
    switch (t->kind) {
    case TY_VECTOR: return type_vector(tt, scalar, t->components);
    case TY_MATRIX: return type_matrix(tt, scalar, t->components, t->rows);
    default: return scalar;
    }
}

/* ---- implicit conversions ---- */

static int scalar_rank(const Type *from, const Type *to)
{
    if (from == to)
        return 0;
    if (from->kind == TY_BOOL || to->kind == TY_BOOL)
        return -1;
    if (from->kind == TY_FLOAT) {
        if (to->kind != TY_FLOAT || to->width < from->width)
            return -1;
        return 1; /* float16 -> float -> double */
    }
    /* from is an integer; float16 takes only 8- and 16-bit integers */
    if (to->kind == TY_FLOAT) {
        if (to->width == 16 && from->width > 16)
            return -1;
        return to->width == 64 ? 3 : 2;
    }
    if (to->width < from->width)
        return -1;
    if (to->width == from->width)
        return !from->is_signed || to->is_signed ? -1 : 4; /* int -> uint of the same width */
    if (!from->is_signed && to->is_signed && from->width < 32 && to->width == 32)
        return 1; /* uint8/16 -> int */
    if (from->is_signed && !to->is_signed && to->width < 64)
        return 4;
    return to->width == 32 ? 1 : 4; /* widening to int/uint, or to 64 bits */
}

int type_conversion_rank(const Type *from, const Type *to)
{
    if (from == to)
        return 0;
    if (from->kind != to->kind)
        return type_is_scalar(from) && type_is_scalar(to) ? scalar_rank(from, to) : -1;
    switch (from->kind) {
    case TY_BOOL: case TY_INT: case TY_FLOAT:
        return scalar_rank(from, to);
    case TY_VECTOR:
        return from->components == to->components ? scalar_rank(from->elem, to->elem) : -1;
    case TY_MATRIX:
        return from->components == to->components && from->rows == to->rows
                   ? scalar_rank(from->elem->elem, to->elem->elem)
                   : -1;
    default:
        return -1;
    }
}

/* How two conversions of one argument compare (§6.1.1), -1 when `a` is
 * better: no conversion beats any; a promotion (float to double, and the
 * widenings of the explicit arithmetic types) beats any other; int to float
 * beats int to double. Any other two are equally good: int to uint is
 * neither better nor worse than int to float. Ranks are from
 * type_conversion_rank. */
int type_compare_conversions(int a, int b)
{
    if (a == b)
        return 0;
    if (a == 0 || b == 0)
        return a == 0 ? -1 : 1;
    if (a == 1 || b == 1)
        return a == 1 ? -1 : 1;
    if ((a == 2 && b == 3) || (a == 3 && b == 2))
        return a == 2 ? -1 : 1;
    return 0;
}

/* ---- names ---- */

static const char *scalar_name(const Type *t)
{
    if (t->kind == TY_BOOL)
        return "bool";
    if (t->kind == TY_FLOAT)
        return t->width == 16 ? "float16_t" : t->width == 64 ? "double" : "float";
    switch (t->width) {
    case 8: return t->is_signed ? "int8_t" : "uint8_t";
    case 16: return t->is_signed ? "int16_t" : "uint16_t";
    case 64: return t->is_signed ? "int64_t" : "uint64_t";
    default: return t->is_signed ? "int" : "uint";
    }
}

/* "vec", "ivec", "i64vec" ... for a vector of `s`. */
static const char *vector_prefix(const Type *s)
{
    if (s->kind == TY_BOOL)
        return "bvec";
    if (s->kind == TY_FLOAT)
        return s->width == 16 ? "f16vec" : s->width == 64 ? "dvec" : "vec";
    switch (s->width) {
    case 8: return s->is_signed ? "i8vec" : "u8vec";
    case 16: return s->is_signed ? "i16vec" : "u16vec";
    case 64: return s->is_signed ? "i64vec" : "u64vec";
    default: return s->is_signed ? "ivec" : "uvec";
    }
}

const char *type_name(Arena *a, const Type *t)
{
    char buf[64];
    switch (t->kind) {
    case TY_ERROR: return "<error>";
    case TY_VOID: return "void";
    case TY_BOOL: case TY_INT: case TY_FLOAT: return scalar_name(t);
    case TY_VECTOR: return arena_printf(a, "%s%u", vector_prefix(t->elem), t->components);
    case TY_MATRIX: {
        const Type *s = t->elem->elem;
        const char *p = s->width == 16 ? "f16mat" : s->width == 64 ? "dmat" : "mat";
        if (t->components == t->rows)
            return arena_printf(a, "%s%u", p, t->components);
        return arena_printf(a, "%s%ux%u", p, t->components, t->rows);
    }
    case TY_ARRAY: {
        /* float[2][3]: the outermost size first, as GLSL writes it. */
        Str dims = {0};
        const Type *e = t;
        for (; e->kind == TY_ARRAY; e = e->elem) {
            if (e->length)
                str_printf(a, &dims, "[%u]", e->length);
            else
                str_puts(a, &dims, "[]");
        }
        return arena_printf(a, "%s%s", type_name(a, e), dims.data);
    }
    case TY_STRUCT: return t->name ? t->name : "<anonymous struct>";
    case TY_OPAQUE:
        type_code_name(t->opaque, buf, sizeof buf);
        return arena_strndup(a, buf, strlen(buf));
    case TY_REFERENCE: return type_name(a, t->elem);
    case TY_SPIRV: return arena_printf(a, "spirv_type(%s)", t->spirv->key);
    case TY_COOPMAT: {
        /* fcoopmatNV<16, 3, 8, 8>; a specialized parameter shows its default */
        const Type *s = t->elem;
        return arena_printf(a, "%scoopmatNV<%u, %u, %u, %u>", s->kind == TY_FLOAT ? "f" : s->is_signed ? "i" : "u",
                            s->width, t->coop[0], t->coop[1], t->coop[2]);
    }
    }
    return "<type>";
}
