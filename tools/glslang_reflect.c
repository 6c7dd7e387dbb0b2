/* glspv-glslang -q: the reflection text glslangValidator's -q prints,
 * written from glspv's reflection of the compiled module
 * (glspv_result_reflection), not from the syntax tree as glslang does.
 *
 * The sections and the line shape are glslangValidator's:
 *
 *   NAME: offset O, type T, size N, index I, binding B, stages S[, numMembers M]
 *         [, arrayStride A, topLevelArrayStride A0]
 *
 * with T the OpenGL type enum in hex (GL_FLOAT_VEC4 is 8b52; 0 for types
 * OpenGL has none for), S glslang's stage mask (vertex 1, fragment 16,
 * compute 32 ...). Under "Uniform reflection" come the loose uniforms and
 * the leaf members of the uniform, buffer and push-constant blocks the
 * entry point uses, in the order it first uses them; under "Uniform block
 * reflection" the blocks (an array of blocks one line per element); the
 * pipeline inputs of a vertex shader and outputs of a fragment shader;
 * then a compute shader's local size above 1.
 *
 * Where the two differ (tests/glsl_cli_reflect.py lists each case):
 * glslang lists only the block members the code reads, sizes an array by
 * the highest constant index read, and reflects a program of several stages
 * once; here every member of a used block is listed, arrays have their
 * declared size, and each stage is reflected on its own. */
#include <stdio.h>
#include <string.h>

#include "glslang_cli.h"

/* glslang's stage mask bit of a glspv_stage (its EShLanguage order). */
static unsigned stage_mask(uint32_t stage)
{
    static const unsigned bits[] = {
        1u << 0,  /* vertex */ 1u << 1,  /* tess control */ 1u << 2,  /* tess evaluation */
        1u << 3,  /* geometry */ 1u << 4, /* fragment */ 1u << 5, /* compute */
        1u << 12, /* task */ 1u << 13,   /* mesh */ 1u << 6,        /* ray generation */
        1u << 7,  /* intersection */ 1u << 8, /* any hit */ 1u << 9, /* closest hit */
        1u << 10, /* miss */ 1u << 11,   /* callable */
    };
    return stage < sizeof bits / sizeof *bits ? bits[stage] : 0;
}

/* OpenGL's enum for a numeric type (GL_FLOAT_VEC4 ...); 0 when none. */
static unsigned numeric_enum(const glspv_reflect_type *t)
{
    static const unsigned floats[4] = {0x1406, 0x8b50, 0x8b51, 0x8b52};
    static const unsigned doubles[4] = {0x140a, 0x8ffc, 0x8ffd, 0x8ffe};
    static const unsigned ints[4] = {0x1404, 0x8b53, 0x8b54, 0x8b55};
    static const unsigned uints[4] = {0x1405, 0x8dc6, 0x8dc7, 0x8dc8};
    static const unsigned bools[4] = {0x8b56, 0x8b57, 0x8b58, 0x8b59};
    /* [columns - 2][rows - 2] */
    static const unsigned mats[3][3] = {{0x8b5a, 0x8b65, 0x8b66}, {0x8b67, 0x8b5b, 0x8b68}, {0x8b69, 0x8b6a, 0x8b5c}};
    static const unsigned dmats[3][3] = {{0x8f46, 0x8f49, 0x8f4a}, {0x8f4b, 0x8f47, 0x8f4c}, {0x8f4d, 0x8f4e, 0x8f48}};
    uint32_t n = t->vector_size, c = t->columns;
    if (n < 1 || n > 4 || c < 1 || c > 4)
        return 0;
    if (c > 1) {
        if (t->kind != GLSPV_TYPE_FLOAT || n < 2 || (t->width != 32 && t->width != 64))
            return 0;
        return t->width == 64 ? dmats[c - 2][n - 2] : mats[c - 2][n - 2];
    }
    /* NV_gpu_shader5's float16 and ARB_gpu_shader_int64's names; 8- and
     * 16-bit integers have none. */
    static const unsigned halves[4] = {0x8ff8, 0x8ff9, 0x8ffa, 0x8ffb};
    static const unsigned int64s[4] = {0x140e, 0x8fe9, 0x8fea, 0x8feb};
    static const unsigned uint64s[4] = {0x140f, 0x8ff5, 0x8ff6, 0x8ff7};
    switch (t->kind) {
    case GLSPV_TYPE_FLOAT:
        return t->width == 64 ? doubles[n - 1] : t->width == 32 ? floats[n - 1] : t->width == 16 ? halves[n - 1] : 0;
    case GLSPV_TYPE_INT: return t->width == 32 ? ints[n - 1] : t->width == 64 ? int64s[n - 1] : 0;
    case GLSPV_TYPE_UINT: return t->width == 32 ? uints[n - 1] : t->width == 64 ? uint64s[n - 1] : 0;
    case GLSPV_TYPE_BOOL: return bools[n - 1];
    default: return 0;
    }
}

/* OpenGL's enum for a sampler or image type (GL_SAMPLER_2D ...). */
static unsigned opaque_enum(const glspv_reflect_type *t)
{
    const glspv_reflect_image *im = &t->image;
    int kind = im->sampled_kind == GLSPV_TYPE_INT ? 1 : im->sampled_kind == GLSPV_TYPE_UINT ? 2 : 0;
    int storage = im->sampled == 2;
    if ((t->kind != GLSPV_TYPE_IMAGE && t->kind != GLSPV_TYPE_SAMPLED_IMAGE) || im->dim == 6)
        return 0; /* subpass inputs, samplers alone, acceleration structures */
    if (storage) {
        /* GL_IMAGE_1D ... in one run per sampled kind of 11 */
        static const int order[7][2] = {{0, 6}, {1, 7}, {2, -1}, {4, 8}, {3, -1}, {5, -1}, {-1, -1}};
        int k = im->dim < 6 ? order[im->dim][im->arrayed ? 1 : 0] : -1;
        if (im->multisampled && im->dim == 1)
            k = im->arrayed ? 10 : 9;
        return k < 0 ? 0 : 0x904c + 11u * (unsigned)kind + (unsigned)k;
    }
    int depth = im->depth == 1 && kind == 0;
    if (im->multisampled && im->dim == 1) {
        static const unsigned ms[3][2] = {{0x9108, 0x910b}, {0x9109, 0x910c}, {0x910a, 0x910d}};
        return ms[kind][im->arrayed ? 1 : 0];
    }
    if (im->dim == 3 && im->arrayed) {
        static const unsigned cube_arrays[3] = {0x900c, 0x900e, 0x900f};
        return depth ? 0x900d : cube_arrays[kind];
    }
    /* [kind][dim 1D, 2D, 3D, Cube, Rect, Buffer][arrayed] */
    static const unsigned plain[3][6][2] = {
        {{0x8b5d, 0x8dc0}, {0x8b5e, 0x8dc1}, {0x8b5f, 0}, {0x8b60, 0}, {0x8b63, 0}, {0x8dc2, 0}},
        {{0x8dc9, 0x8dce}, {0x8dca, 0x8dcf}, {0x8dcb, 0}, {0x8dcc, 0}, {0x8dcd, 0}, {0x8dd0, 0}},
        {{0x8dd1, 0x8dd6}, {0x8dd2, 0x8dd7}, {0x8dd3, 0}, {0x8dd4, 0}, {0x8dd5, 0}, {0x8dd8, 0}},
    };
    static const unsigned shadow[6][2] = {{0x8b61, 0x8dc3}, {0x8b62, 0x8dc4}, {0, 0}, {0x8dc5, 0}, {0x8b64, 0}, {0, 0}};
    if (im->dim > 5)
        return 0;
    return depth ? shadow[im->dim][im->arrayed ? 1 : 0] : plain[kind][im->dim][im->arrayed ? 1 : 0];
}

static unsigned type_enum(const glspv_reflect_type *t)
{
    if (!t)
        return 0;
    if (t->kind == GLSPV_TYPE_IMAGE || t->kind == GLSPV_TYPE_SAMPLED_IMAGE)
        return opaque_enum(t);
    return numeric_enum(t);
}

static void line(const char *name, int offset, unsigned type, uint32_t size, int index, int binding, unsigned stages)
{
    printf("%s: offset %d, type %x, size %u, index %d, binding %d, stages %u", name, offset, type, size, index,
           binding, stages);
}

/* The elements of a type's arrays, the outermost dimension left out. */
static uint32_t inner_elements(const glspv_reflect_type *t)
{
    uint32_t n = 1;
    for (uint32_t i = 1; i < t->array_dim_count; i++)
        n *= t->array_dims[i];
    return n;
}

/* A block member's leaves: "prefix.member" for each, with its offset in
 * the block; arrays of structs are named without an index, as glslang
 * does, and reach at most 8 levels. */
static void member_leaves(const glspv_reflect_type *t, const char *prefix, uint32_t base, uint32_t top_stride,
                          int index, unsigned stages, int depth)
{
    char name[512];
    for (uint32_t m = 0; t && depth < 8 && m < t->member_count; m++) {
        const glspv_reflect_member *mb = &t->members[m];
        const glspv_reflect_type *mt = mb->type;
        if (!mt)
            continue;
        snprintf(name, sizeof name, "%s%s%s", prefix, *prefix ? "." : "", mb->name);
        uint32_t top = top_stride ? top_stride : (mt->array_dim_count ? mt->array_stride : 0);
        if (mt->kind == GLSPV_TYPE_STRUCT) {
            member_leaves(mt, name, base + mb->offset, top, index, stages, depth + 1);
            continue;
        }
        uint32_t size = mt->array_dim_count && mt->array_dims[0] ? mt->array_dims[0] : 1;
        uint32_t stride = mt->array_dim_count ? mt->array_stride : 0;
        line(name, (int)(base + mb->offset), type_enum(mt), size, index, -1, stages);
        if (stride)
            printf(", arrayStride %u", stride);
        if (top)
            printf(", topLevelArrayStride %u", top);
        printf("\n");
    }
}

/* The leaves of a struct, arrays of structs counted per element. */
static uint32_t leaf_count(const glspv_reflect_type *t, int depth)
{
    uint32_t n = 0;
    for (uint32_t m = 0; t && depth < 8 && m < t->member_count; m++) {
        const glspv_reflect_type *mt = t->members[m].type;
        uint32_t each = mt && mt->kind == GLSPV_TYPE_STRUCT ? leaf_count(mt, depth + 1) : 1;
        if (mt && mt->kind == GLSPV_TYPE_STRUCT)
            for (uint32_t i = 0; i < mt->array_dim_count; i++)
                each *= mt->array_dims[i] ? mt->array_dims[i] : 1;
        n += each;
    }
    return n;
}

/* A used block: its variable's binding (-1 for push constants), name and type. */
typedef struct Block {
    const char *type_name;
    const char *instance;
    const glspv_reflect_type *type;
    int binding;
} Block;

static int block_of(const glspv_reflection *R, uint32_t id, Block *b)
{
    for (uint32_t i = 0; i < R->binding_count; i++) {
        const glspv_reflect_binding *d = &R->bindings[i];
        if (d->id != id || (d->descriptor_type != GLSPV_DESCRIPTOR_UNIFORM_BUFFER &&
                            d->descriptor_type != GLSPV_DESCRIPTOR_STORAGE_BUFFER))
            continue;
        *b = (Block){d->block_name, d->name, d->type, (int)d->binding};
        return 1;
    }
    for (uint32_t i = 0; i < R->push_constant_count; i++) {
        const glspv_reflect_push_constant *p = &R->push_constants[i];
        if (p->id == id) {
            *b = (Block){p->type ? p->type->name : "", p->name, p->type, -1};
            return 1;
        }
    }
    return 0;
}

static const glspv_reflect_binding *opaque_of(const glspv_reflection *R, uint32_t id)
{
    for (uint32_t i = 0; i < R->binding_count; i++)
        if (R->bindings[i].id == id && R->bindings[i].descriptor_type != GLSPV_DESCRIPTOR_UNIFORM_BUFFER &&
            R->bindings[i].descriptor_type != GLSPV_DESCRIPTOR_STORAGE_BUFFER)
            return &R->bindings[i];
    return NULL;
}

static void uniforms(const glspv_reflection *R, const glspv_reflect_entry_point *e, unsigned stages)
{
    printf("Uniform reflection:\n");
    int block_index = 0;
    for (uint32_t i = 0; i < e->used_variable_count; i++) {
        uint32_t id = e->used_variables[i];
        const glspv_reflect_binding *o = opaque_of(R, id);
        Block b;
        if (o && o->type) {
            uint32_t size = o->type->array_dim_count && o->type->array_dims[0] ? o->type->array_dims[0] : 1;
            line(o->name, -1, type_enum(o->type), size, -1, (int)o->binding, stages);
            if (o->type->array_dim_count)
                printf(", arrayStride 4, topLevelArrayStride %u", 4 * inner_elements(o->type));
            printf("\n");
        } else if (block_of(R, id, &b)) {
            /* An unnamed instance's members go by their own names. */
            member_leaves(b.type, *b.instance ? b.type_name : "", 0, 0, block_index, stages, 0);
            block_index += b.type && b.type->array_dim_count && b.type->array_dims[0] ? (int)b.type->array_dims[0] : 1;
        }
    }
    printf("\nUniform block reflection:\n");
    block_index = 0;
    for (uint32_t i = 0; i < e->used_variable_count; i++) {
        Block b;
        if (!block_of(R, e->used_variables[i], &b) || !b.type)
            continue;
        const glspv_reflect_type *t = b.type;
        uint32_t size = t->block_size, elements = t->array_dim_count && t->array_dims[0] ? t->array_dims[0] : 1;
        /* A runtime array at the end counts one element, as glslang sizes it. */
        if (t->member_count) {
            const glspv_reflect_type *last = t->members[t->member_count - 1].type;
            if (last && last->array_dim_count && !last->array_dims[0])
                size += last->array_stride;
        }
        char name[512];
        for (uint32_t k = 0; k < elements; k++) {
            if (t->array_dim_count)
                snprintf(name, sizeof name, "%s[%u]", b.type_name, k);
            else
                snprintf(name, sizeof name, "%s", b.type_name);
            line(name, -1, 0xffffffffu, size, block_index++, b.binding, stages);
            printf(", numMembers %u\n", leaf_count(t, 0));
        }
    }
    printf("\nBuffer variable reflection:\n\nBuffer block reflection:\n\n");
}

static void pipeline(const glspv_reflect_entry_point *e, int outputs, unsigned stages)
{
    printf("Pipeline %s reflection:\n", outputs ? "output" : "input");
    const glspv_reflect_variable *v = outputs ? e->outputs : e->inputs;
    uint32_t n = outputs ? e->output_count : e->input_count;
    int listed = outputs ? e->stage == GLSPV_STAGE_FRAGMENT : e->stage == GLSPV_STAGE_VERTEX;
    for (uint32_t u = 0; listed && u < e->used_variable_count; u++)
        for (uint32_t i = 0; i < n; i++)
            if (v[i].id == e->used_variables[u] && v[i].type) {
                uint32_t size = v[i].type->array_dim_count && v[i].type->array_dims[0] ? v[i].type->array_dims[0] : 1;
                line(v[i].name, 0, type_enum(v[i].type), size, 0, -1, stages);
                printf("\n");
            }
    printf("\n");
}

void glslang_print_reflection(const glspv_result *result)
{
    const glspv_reflection *R = glspv_result_reflection(result);
    if (!R || !R->entry_point_count)
        return;
    const glspv_reflect_entry_point *e = &R->entry_points[0];
    unsigned stages = stage_mask(e->stage);
    uniforms(R, e, stages);
    pipeline(e, 0, stages);
    pipeline(e, 1, stages);
    /* glslang prints a compute shader's local size (a specialization
     * constant's default where one sets it), the dimensions above 1. */
    int sized = 0, compute = e->stage == GLSPV_STAGE_COMPUTE;
    for (int k = 0; compute && k < 3; k++)
        if (e->workgroup_size[k] > 1) {
            printf("Local size %c: %u\n", "XYZ"[k], e->workgroup_size[k]);
            sized = 1;
        }
    if (sized)
        printf("\n");
}
