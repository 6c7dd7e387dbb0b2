/* Reflection: the public structs copied into the caller's result. The
 * structs are built in the call's arena (structs.c), their arrays and
 * strings scattered over it; the result is one block the caller frees at
 * once. So the copy is made twice by the same code: first only counting
 * the bytes (no destination), then into the block the result set aside.
 * Pointers to types are rebased from the arena's array of types to the
 * copy's, by index. */
#include "reflect/reflect.h"

typedef struct Pack {
    char *base; /* NULL while counting */
    size_t used;
} Pack;

/* Room for `size` bytes, 16-aligned like the rest of the result; a copy of
 * `src` there when it is not NULL. NULL while counting. */
static void *put(Pack *p, const void *src, size_t size)
{
    void *dst = p->base ? p->base + p->used : NULL;
    if (dst && src && size)
        memcpy(dst, src, size);
    p->used += (size + 15) & ~(size_t)15;
    return dst;
}

static const char *put_string(Pack *p, const char *s)
{
    if (!s)
        s = "";
    return put(p, s, strlen(s) + 1);
}

static const uint32_t *put_words(Pack *p, const uint32_t *w, uint32_t n)
{
    return n ? put(p, w, n * sizeof *w) : NULL;
}

typedef struct Rebase {
    const glspv_reflect_type *from; /* the arena's types */
    glspv_reflect_type *to;         /* the copy's (NULL while counting) */
    uint32_t count;
} Rebase;

static const glspv_reflect_type *rebase(const Rebase *rb, const glspv_reflect_type *t)
{
    if (!t || !rb->to || t < rb->from || t >= rb->from + rb->count)
        return NULL;
    return rb->to + (t - rb->from);
}

static void pack_type(Pack *p, const Rebase *rb, const glspv_reflect_type *src, glspv_reflect_type *dst)
{
    glspv_reflect_type t = *src;
    t.name = put_string(p, src->name);
    t.array_dims = put_words(p, src->array_dims, src->array_dim_count);
    t.image.format_name = put_string(p, src->image.format_name);
    t.pointee = rebase(rb, src->pointee);
    glspv_reflect_member *members = src->member_count ? put(p, src->members, src->member_count * sizeof *members)
                                                      : NULL;
    for (uint32_t m = 0; m < src->member_count; m++) {
        const char *name = put_string(p, src->members[m].name);
        if (members) {
            members[m].name = name;
            members[m].type = rebase(rb, src->members[m].type);
        }
    }
    t.members = members;
    if (dst)
        *dst = t;
}

static void pack_variables(Pack *p, const Rebase *rb, const glspv_reflect_variable *src, uint32_t n,
                           const glspv_reflect_variable **out)
{
    glspv_reflect_variable *dst = n ? put(p, src, n * sizeof *dst) : NULL;
    for (uint32_t i = 0; i < n; i++) {
        const char *name = put_string(p, src[i].name);
        if (dst) {
            dst[i].name = name;
            dst[i].type = rebase(rb, src[i].type);
        }
    }
    *out = dst;
}

static void pack_entry_point(Pack *p, const Rebase *rb, const glspv_reflect_entry_point *src,
                             glspv_reflect_entry_point *dst)
{
    glspv_reflect_entry_point e = *src;
    e.name = put_string(p, src->name);
    glspv_reflect_execution_mode *modes = src->mode_count ? put(p, src->modes, src->mode_count * sizeof *modes)
                                                          : NULL;
    for (uint32_t i = 0; i < src->mode_count; i++) {
        const uint32_t *operands = put_words(p, src->modes[i].operands, src->modes[i].operand_count);
        if (modes)
            modes[i].operands = operands;
    }
    e.modes = modes;
    pack_variables(p, rb, src->inputs, src->input_count, &e.inputs);
    pack_variables(p, rb, src->outputs, src->output_count, &e.outputs);
    e.used_variables = put_words(p, src->used_variables, src->used_variable_count);
    e.used_bindings = put_words(p, src->used_bindings, src->used_binding_count);
    e.used_push_constants = put_words(p, src->used_push_constants, src->used_push_constant_count);
    if (dst)
        *dst = e;
}

size_t reflect_pack(const glspv_reflection *src, void *block)
{
    Pack p = {block, 0};
    glspv_reflection *out = put(&p, src, sizeof *out);
    glspv_reflection top = *src;

    glspv_reflect_type *types = src->type_count ? put(&p, NULL, src->type_count * sizeof *types) : NULL;
    Rebase rb = {src->types, types, src->type_count};
    for (uint32_t i = 0; i < src->type_count; i++)
        pack_type(&p, &rb, &src->types[i], types ? &types[i] : NULL);
    top.types = types;

    glspv_reflect_binding *bindings = src->binding_count ? put(&p, src->bindings, src->binding_count * sizeof *bindings)
                                                         : NULL;
    for (uint32_t i = 0; i < src->binding_count; i++) {
        const char *name = put_string(&p, src->bindings[i].name);
        const char *block_name = put_string(&p, src->bindings[i].block_name);
        if (bindings) {
            bindings[i].name = name;
            bindings[i].block_name = block_name;
            bindings[i].type = rebase(&rb, src->bindings[i].type);
        }
    }
    top.bindings = bindings;

    glspv_reflect_push_constant *pushes =
        src->push_constant_count ? put(&p, src->push_constants, src->push_constant_count * sizeof *pushes) : NULL;
    for (uint32_t i = 0; i < src->push_constant_count; i++) {
        const char *name = put_string(&p, src->push_constants[i].name);
        if (pushes) {
            pushes[i].name = name;
            pushes[i].type = rebase(&rb, src->push_constants[i].type);
        }
    }
    top.push_constants = pushes;

    glspv_reflect_spec_constant *specs =
        src->spec_constant_count ? put(&p, src->spec_constants, src->spec_constant_count * sizeof *specs) : NULL;
    for (uint32_t i = 0; i < src->spec_constant_count; i++) {
        const char *name = put_string(&p, src->spec_constants[i].name);
        if (specs) {
            specs[i].name = name;
            specs[i].type = rebase(&rb, src->spec_constants[i].type);
        }
    }
    top.spec_constants = specs;

    glspv_reflect_entry_point *entries =
        src->entry_point_count ? put(&p, NULL, src->entry_point_count * sizeof *entries) : NULL;
    for (uint32_t i = 0; i < src->entry_point_count; i++)
        pack_entry_point(&p, &rb, &src->entry_points[i], entries ? &entries[i] : NULL);
    top.entry_points = entries;

    if (out)
        *out = top;
    return p.used;
}
