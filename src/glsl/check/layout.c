/* Block layout rules (see layout.h): std140, std430 and scalar offsets,
 * sizes and strides, and the `offset` / `align` member qualifiers.
 *
 * One recursive walk, layout_of(), gives every type its size and base
 * alignment; layout_struct() places the members of a block with them. The
 * rule numbers in the comments are those of §7.6.2.2 of the OpenGL 4.6 spec
 * ("Standard Uniform Block Layout"), which GLSL 4.60 §4.4.5 refers to:
 *
 *   1  a scalar of N bytes aligns to N
 *   2  a two- or four-component vector of N-byte components aligns to 2N / 4N
 *   3  a three-component one aligns to 4N
 *   4  an array aligns as its element; stride = element size rounded up to it
 *   5  a column-major matrix is an array of its column vectors
 *   7  a row-major matrix is an array of its row vectors
 *   9  a struct aligns to its largest member; its size is rounded up to that
 *   10 an array of structs is rule 4 applied to rule 9
 *
 * std140 also rounds the alignment of arrays (4, 5, 7) and structs (9) up to
 * that of a vec4, 16. std430 does not. GL_EXT_scalar_block_layout aligns
 * everything to its scalar components and pads nothing at the end of structs
 * or arrays. Scalar sizes come from the type's width (8/16/32/64 bits, from
 * GL_EXT_shader_16bit_storage, GL_EXT_shader_8bit_storage and
 * GL_ARB_gpu_shader_int64); bool is stored as a 32-bit uint, and a
 * GL_EXT_buffer_reference pointer as 64 bits. */
#include <stdio.h>

#include "glsl/check/layout.h"
#include "glsl/parse/ast.h"

enum { VEC4_ALIGN = 16 }; /* std140's rounding for arrays, matrices and structs */

/* ---- arithmetic that stops at 2^32 - 1 instead of wrapping ---- */

static uint32_t sat_add(uint32_t a, uint32_t b)
{
    return a > UINT32_MAX - b ? UINT32_MAX : a + b;
}

static uint32_t sat_mul(uint32_t a, uint32_t b)
{
    return b && a > UINT32_MAX / b ? UINT32_MAX : a * b;
}

/* `v` rounded up to a multiple of `align` (a power of two, or 1). */
static uint32_t round_up(uint32_t v, uint32_t align)
{
    uint32_t r = sat_add(v, align - 1);
    return r == UINT32_MAX ? r : r & ~(align - 1);
}

static uint32_t max_u32(uint32_t a, uint32_t b)
{
    return a > b ? a : b;
}

static int is_std140(BlockLayout rules)
{
    return rules == LAYOUT_STD140 || rules == LAYOUT_SHARED || rules == LAYOUT_PACKED;
}

/* ---- the rules, one per kind of type ---- */

/* Rule 1: the bytes of one component. */
static uint32_t scalar_bytes(const Type *t)
{
    switch (t->kind) {
    case TY_INT:
    case TY_FLOAT: return t->width / 8u;
    case TY_BOOL: return 4; /* no bool in blocks: it is stored as a uint */
    case TY_REFERENCE: return 8;
    default: return 0;
    }
}

/* Rules 2 and 3 for `n` components of `bytes` each; scalar: the component's. */
static void vector_layout(uint32_t n, uint32_t bytes, BlockLayout rules, TypeLayout *out)
{
    out->size = n * bytes;
    if (rules == LAYOUT_SCALAR || n == 1)
        out->align = bytes;
    else
        out->align = (n == 2 ? 2 : 4) * bytes;
}

/* Rules 5 and 7: C columns of R rows are C column vectors of R components, or
 * when row-major, R row vectors of C components; each vector as an array
 * element (rule 4), so std140 rounds the stride up to 16. */
static void matrix_layout(const Type *t, BlockLayout rules, MatrixLayout major, TypeLayout *out)
{
    int row_major = major == MATRIX_ROW_MAJOR;
    uint32_t vectors = row_major ? t->rows : t->components;
    uint32_t per_vector = row_major ? t->components : t->rows;
    TypeLayout vec = {0};
    vector_layout(per_vector, scalar_bytes(t->elem->elem), rules, &vec);
    uint32_t align = is_std140(rules) ? max_u32(vec.align, VEC4_ALIGN) : vec.align;
    out->align = align;
    out->matrix_stride = round_up(vec.size, align);
    out->size = out->matrix_stride * vectors;
    out->row_major = row_major;
}

/* Rules 4, 6, 8 and 10: an array of arrays is an array of its rows, so the
 * outer stride is the inner array's (padded) size. glslang takes the stride
 * of an array of matrices to be the whole matrix's size, which is the same
 * thing as the spec's "row of S x C column vectors". */
static void array_layout(const Type *t, BlockLayout rules, MatrixLayout major, TypeLayout *out)
{
    TypeLayout elem = {0};
    layout_of(t->elem, rules, major, &elem);
    out->align = is_std140(rules) ? max_u32(elem.align, VEC4_ALIGN) : elem.align;
    out->array_stride = round_up(elem.size, out->align);
    out->matrix_stride = elem.matrix_stride;
    out->row_major = elem.row_major;
    if (t->length == 0) /* runtime-sized: only the last member, so no size */
        out->size = 0;
    else if (rules == LAYOUT_SCALAR) /* ends at the last byte of the last element */
        out->size = sat_add(sat_mul(out->array_stride, t->length - 1), elem.size);
    else
        out->size = sat_mul(out->array_stride, t->length);
}

/* The layout of member `f` of a struct whose matrices are `major`. */
static void member_layout(const Field *f, BlockLayout rules, MatrixLayout major, TypeLayout *out)
{
    layout_of(f->type, rules, layout_member_major(f, major), out);
}

/* Rule 9: members in order at their aligned offsets. Explicit offset/align
 * don't apply here: they are allowed on block members only, and a block is
 * never nested (layout_struct places block members). */
static void struct_layout(const Type *t, BlockLayout rules, MatrixLayout major, TypeLayout *out)
{
    uint32_t size = 0, align = is_std140(rules) ? VEC4_ALIGN : 1;
    for (uint32_t i = 0; i < t->field_count; i++) {
        TypeLayout m = {0};
        member_layout(&t->fields[i], rules, major, &m);
        align = max_u32(align, m.align);
        size = sat_add(round_up(size, m.align), m.size);
    }
    out->align = align;
    /* "The structure may have padding at the end; the base offset of the
     * member following the sub-structure is rounded up to the next multiple
     * of the base alignment of the structure." Scalar layout has no such
     * sentence: the next member follows the last byte used. */
    out->size = rules == LAYOUT_SCALAR ? size : round_up(size, align);
}

void layout_of(const Type *t, BlockLayout rules, MatrixLayout major, TypeLayout *out)
{
    *out = (TypeLayout){0};
    out->align = 1;
    switch (t->kind) {
    case TY_BOOL:
    case TY_INT:
    case TY_FLOAT:
    case TY_REFERENCE: vector_layout(1, scalar_bytes(t), rules, out); break;
    case TY_VECTOR: vector_layout(t->components, scalar_bytes(t->elem), rules, out); break;
    case TY_MATRIX: matrix_layout(t, rules, major, out); break;
    case TY_ARRAY: array_layout(t, rules, major, out); break;
    case TY_STRUCT: struct_layout(t, rules, major, out); break;
    default: break; /* void, opaque, error: no storage in a block */
    }
    if (out->align == 0)
        out->align = 1;
}

MatrixLayout layout_member_major(const Field *f, MatrixLayout inherited)
{
    if (f->matrix != MATRIX_DEFAULT)
        return f->matrix;
    return inherited == MATRIX_ROW_MAJOR ? MATRIX_ROW_MAJOR : MATRIX_COLUMN_MAJOR;
}

/* ---- placing the members of a block ---- */

typedef struct Placer {
    const Type *s;
    BlockLayout rules;
    MatrixLayout major;
    LayoutErrorFn err;
    void *user;
} Placer;

static void report(const Placer *p, uint32_t field, const char *fmt, ...) PRINTF_LIKE(3, 4);

static void report(const Placer *p, uint32_t field, const char *fmt, ...)
{
    if (!p->err)
        return;
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    p->err(p->user, field, msg);
}

static const char *field_name(const Field *f)
{
    return f->name ? f->name : "<anonymous>";
}

/* The actual alignment of field i: its base alignment raised by a valid
 * `align` (§4.4.5: "the greater of the specified align alignment and the
 * standard (e.g. std140) base alignment"). A smaller `align` is no error. */
static uint32_t actual_align(const Placer *p, uint32_t i, uint32_t base)
{
    int32_t a = p->s->fields[i].align;
    if (a == -1)
        return base;
    if (a <= 0 || (a & (a - 1)) != 0) {
        report(p, i, "'align' of %d is not a power of 2 greater than 0", a);
        return base;
    }
    return max_u32(base, (uint32_t)a);
}

/* Where block member i starts when the previous member ends at `next`: its
 * explicit offset (which must be a multiple of the member's base alignment,
 * not of its `align`), else `next`; then rounded up to the actual alignment,
 * which goes to *align. */
static uint32_t place(const Placer *p, uint32_t i, uint32_t next, const TypeLayout *m, uint32_t *align,
                      int *explicit_offset)
{
    const Field *f = &p->s->fields[i];
    uint32_t start = next;
    if (f->offset < -1) {
        report(p, i, "'offset' of %d is negative", f->offset);
    } else if (f->offset >= 0) {
        if ((uint32_t)f->offset % m->align != 0)
            report(p, i, "'offset' of %d is not a multiple of the base alignment %u of member '%s'", f->offset,
                   m->align, field_name(f));
        start = (uint32_t)f->offset;
        *explicit_offset = 1;
    }
    *align = actual_align(p, i, m->align);
    return round_up(start, *align);
}

/* The byte after member i, which starts at `offset`; a runtime-sized array
 * runs to the end of the buffer. Without `members` its layout is worked out
 * again. */
static uint32_t end_of(const Placer *p, uint32_t i, uint32_t offset, const TypeLayout *members)
{
    const Field *f = &p->s->fields[i];
    if (f->type->kind == TY_ARRAY && f->type->length == 0)
        return UINT32_MAX;
    TypeLayout m = {0};
    if (members)
        m = members[i];
    else
        member_layout(f, p->rules, p->major, &m);
    return sat_add(offset, m.size);
}

/* §4.4.5, when generating SPIR-V: "It is a compile-time error to have any
 * offset, explicit or assigned, that lies within another member of the
 * block." Offsets may go down, so every pair is compared, each overlap
 * reported once, on the later member. Members placed in order never
 * overlap, so this runs only when an offset was written. */
static void check_overlaps(const Placer *p, const uint32_t *offsets, const TypeLayout *members)
{
    const Field *fields = p->s->fields;
    for (uint32_t j = 1; j < p->s->field_count; j++) {
        uint32_t end_j = end_of(p, j, offsets[j], members);
        for (uint32_t i = 0; i < j; i++) {
            uint32_t end_i = end_of(p, i, offsets[i], members);
            if (offsets[j] < end_i && offsets[i] < end_j) {
                report(p, j, "member '%s' at offset %u overlaps member '%s' (offsets %u to %u)",
                       field_name(&fields[j]), offsets[j], field_name(&fields[i]), offsets[i], end_i - 1);
                break;
            }
        }
    }
}

/* A plain struct's members take no offset or align (GLSL 4.60 §4.4.5: "The
 * offset qualifier can only be used on block members"; so is align). */
static void check_plain_struct(const Placer *p)
{
    for (uint32_t i = 0; i < p->s->field_count; i++) {
        const Field *f = &p->s->fields[i];
        if (f->offset != -1)
            report(p, i, "'offset' can only be used on block members, not on struct member '%s'", field_name(f));
        if (f->align != -1)
            report(p, i, "'align' can only be used on block members, not on struct member '%s'", field_name(f));
    }
}

void layout_struct(const Type *s, BlockLayout rules, MatrixLayout major, uint32_t *offsets, TypeLayout *members,
                   TypeLayout *out, LayoutErrorFn err, void *user)
{
    Placer p = {s, rules, major, err, user};
    if (!s->is_block)
        check_plain_struct(&p);
    uint32_t next = 0, end = 0, align = is_std140(rules) ? VEC4_ALIGN : 1;
    int explicit_offset = 0;
    for (uint32_t i = 0; i < s->field_count; i++) {
        TypeLayout m = {0};
        member_layout(&s->fields[i], rules, major, &m);
        uint32_t a = m.align;
        offsets[i] = s->is_block ? place(&p, i, next, &m, &a, &explicit_offset) : round_up(next, a);
        next = sat_add(offsets[i], m.size);
        if (next == UINT32_MAX)
            report(&p, i, "member '%s' ends past 2^32 - 1 bytes", field_name(&s->fields[i]));
        end = max_u32(end, next);
        align = max_u32(align, a);
        if (members)
            members[i] = m;
    }
    if (explicit_offset)
        check_overlaps(&p, offsets, members);
    if (s->is_block) {
        *out = (TypeLayout){0};
        out->size = end;
        out->align = align;
    } else {
        layout_of(s, rules, major, out);
    }
}

/* ---- interface locations (the checker's check_opengl_location and the emitter's) ---- */

/* perviewNV values take one set of locations for all views (the views'
 * dimension counts views, not locations). */
const Type *layout_view_type(const Type *t, uint32_t flags)
{
    return (flags & QF_PERVIEW) && t->kind == TY_ARRAY ? t->elem : t;
}

/* How many locations a value of `t` takes (§4.4.1): one per vector of up
 * to four 32-bit components, two for dvec3/dvec4, one per column. */
uint32_t layout_location_count(const Type *t)
{
    switch (t->kind) {
    case TY_ARRAY: { /* saturating: a huge array must not wrap around */
        uint64_t n = (uint64_t)t->length * layout_location_count(t->elem);
        return n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
    }
    case TY_MATRIX: return t->components * layout_location_count(t->elem);
    case TY_VECTOR: return t->elem->width == 64 && t->components > 2 ? 2 : 1;
    case TY_STRUCT: {
        uint32_t n = 0;
        for (uint32_t i = 0; i < t->field_count; i++)
            n += layout_location_count(layout_view_type(t->fields[i].type, t->fields[i].flags));
        return n;
    }
    default: return 1;
    }
}

/* The components (a mask of x y z w) a value of `t` takes in each of its
 * locations, starting at `component`: 64-bit scalars take two. */
uint32_t layout_component_mask(const Type *t, uint32_t component)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind != TY_VECTOR && !type_is_scalar(t))
        return 0xf;
    const Type *scalar = type_scalar_of(t);
    uint32_t n = (t->kind == TY_VECTOR ? t->components : 1) * (scalar && scalar->width == 64 ? 2 : 1);
    if (n > 4)
        return 0xf; /* dvec3, dvec4: whole locations */
    return ((1u << n) - 1) << component & 0xf;
}
