/* glspv-reflect --format=c: the reflection structs (glspv_result_reflection)
 * written as a C header of enums, one enum per thing reflected:
 *
 *   each entry point      PREFIX_EP_STAGE (a VkShaderStageFlagBits value),
 *                         PREFIX_EP_WORKGROUP_SIZE_X/Y/Z (compute-like stages),
 *                         PREFIX_EP_IN_NAME_LOCATION, PREFIX_EP_OUT_NAME_LOCATION
 *   each binding          PREFIX_NAME_SET, _BINDING, _DESCRIPTOR_TYPE (a
 *                         VkDescriptorType value), _DESCRIPTOR_COUNT, _STAGES,
 *                         and _INPUT_ATTACHMENT_INDEX, or a block's _SIZE and
 *                         _MEMBER_OFFSET for each member
 *   each push-constant block   PREFIX_NAME_OFFSET, _SIZE, _STAGES, member offsets
 *   specialization constants   PREFIX_SPEC_NAME = its SpecId
 *
 * Names are the module's (a block by its instance name, else its type
 * name, else the variable's id), in upper case; a name already taken gets
 * the id after it. Values the enum cannot hold as an int are left out. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "reflect_header.h"

void header_identifier(const char *name, char *out, size_t size)
{
    size_t n = 0;
    if (!name || !*name)
        name = "SHADER";
    if (*name >= '0' && *name <= '9' && n + 1 < size)
        out[n++] = '_';
    for (; *name && n + 1 < size; name++) {
        char c = *name;
        if (c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        else if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
            c = '_';
        out[n++] = c;
    }
    out[n] = '\0';
}

/* ---- one enum, its last line held back for the comma ---- */

#define NAME_MAX_LEN 256

typedef struct Writer {
    FILE *out;
    const char *prefix;
    char pending[NAME_MAX_LEN * 4]; /* the last item, without its comma: prefix, name, field, value */
    char comment[160];
    /* The identifiers given to things so far, to keep them apart. */
    char **taken;
    size_t taken_len, taken_cap;
} Writer;

static void flush_item(Writer *w, int last)
{
    if (!w->pending[0])
        return;
    fprintf(w->out, "    %s%s", w->pending, last ? "" : ",");
    if (w->comment[0])
        fprintf(w->out, " /* %s */", w->comment);
    fputc('\n', w->out);
    w->pending[0] = w->comment[0] = '\0';
}

/* A module's names go into comments: nothing in them may end the
 * comment or the line. */
static void comment_safe(const char *in, char *out, size_t size)
{
    size_t n = 0;
    for (; *in && n + 1 < size; in++)
        out[n++] = (*in == '*' || (unsigned char)*in < 0x20) ? '?' : *in;
    out[n] = '\0';
}

static void open_enum(Writer *w, const char *comment)
{
    char safe[NAME_MAX_LEN * 3];
    comment_safe(comment, safe, sizeof safe);
    fprintf(w->out, "\n/* %s */\nenum {\n", safe);
}

static void close_enum(Writer *w)
{
    flush_item(w, 1);
    fprintf(w->out, "};\n");
}

/* PREFIX_BASE_FIELD = value, with a comment ("" for none). */
static void item(Writer *w, const char *base, const char *field, uint32_t value, const char *comment)
{
    if (value > INT32_MAX)
        return; /* an enum constant is an int */
    flush_item(w, 0);
    snprintf(w->pending, sizeof w->pending, "%s_%s%s%s = %u", w->prefix, base, *field ? "_" : "", field, value);
    comment_safe(comment, w->comment, sizeof w->comment);
}

static int is_taken(const Writer *w, const char *id)
{
    for (size_t i = 0; i < w->taken_len; i++)
        if (strcmp(w->taken[i], id) == 0)
            return 1;
    return 0;
}

/* The identifier of a thing named `name` (its id when unnamed or taken),
 * in `out` of NAME_MAX_LEN bytes. */
static void unique_name(Writer *w, const char *kind, const char *name, uint32_t id, char *out)
{
    char fallback[32];
    if (!name || !*name) {
        snprintf(fallback, sizeof fallback, "%s%u", kind, id);
        name = fallback;
    }
    header_identifier(name, out, NAME_MAX_LEN - 16);
    if (is_taken(w, out))
        snprintf(out + strlen(out), 16, "_%u", id);
    if (w->taken_len == w->taken_cap) {
        size_t cap = w->taken_cap ? w->taken_cap * 2 : 16;
        char **grown = realloc(w->taken, cap * sizeof *grown);
        if (!grown)
            return;
        w->taken = grown;
        w->taken_cap = cap;
    }
    char *copy = malloc(strlen(out) + 1);
    if (copy)
        w->taken[w->taken_len++] = strcpy(copy, out);
}

/* ---- what the values mean ---- */

static const char *descriptor_type_name(glspv_descriptor_type t)
{
    switch (t) {
    case GLSPV_DESCRIPTOR_SAMPLER: return "VK_DESCRIPTOR_TYPE_SAMPLER";
    case GLSPV_DESCRIPTOR_COMBINED_IMAGE_SAMPLER: return "VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER";
    case GLSPV_DESCRIPTOR_SAMPLED_IMAGE: return "VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE";
    case GLSPV_DESCRIPTOR_STORAGE_IMAGE: return "VK_DESCRIPTOR_TYPE_STORAGE_IMAGE";
    case GLSPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER: return "VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER";
    case GLSPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER: return "VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER";
    case GLSPV_DESCRIPTOR_UNIFORM_BUFFER: return "VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER";
    case GLSPV_DESCRIPTOR_STORAGE_BUFFER: return "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER";
    case GLSPV_DESCRIPTOR_INPUT_ATTACHMENT: return "VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT";
    case GLSPV_DESCRIPTOR_ACCELERATION_STRUCTURE: return "VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR";
    default: return "";
    }
}

/* VkShaderStageFlagBits of a glspv_stage; 0 for none. */
static uint32_t stage_bit(uint32_t stage)
{
    static const uint32_t bits[] = {
        0x1,   /* vertex */       0x2,    /* tessellation control */ 0x4,    /* tessellation evaluation */
        0x8,   /* geometry */     0x10,   /* fragment */             0x20,   /* compute */
        0x40,  /* task (EXT) */   0x80,   /* mesh (EXT) */           0x100,  /* ray generation */
        0x1000, /* intersection */ 0x200, /* any hit */              0x400,  /* closest hit */
        0x800, /* miss */         0x2000, /* callable */
    };
    return stage < sizeof bits / sizeof *bits ? bits[stage] : 0;
}

/* The stages of the entry points that use binding (or push constant block)
 * `index`. */
static uint32_t stages_using(const glspv_reflection *R, uint32_t index, int push)
{
    uint32_t bits = 0;
    for (uint32_t i = 0; i < R->entry_point_count; i++) {
        const glspv_reflect_entry_point *e = &R->entry_points[i];
        const uint32_t *used = push ? e->used_push_constants : e->used_bindings;
        uint32_t n = push ? e->used_push_constant_count : e->used_binding_count;
        for (uint32_t k = 0; k < n; k++)
            if (used[k] == index)
                bits |= stage_bit(e->stage);
    }
    return bits;
}

static void spec_default(const glspv_reflect_spec_constant *c, char *out, size_t size)
{
    const glspv_reflect_type *t = c->type;
    const char *type = t ? t->name : "?";
    if (!t || t->kind == GLSPV_TYPE_BOOL) {
        snprintf(out, size, "%s, default %s", type, c->default_value ? "true" : "false");
    } else if (t->kind == GLSPV_TYPE_FLOAT && t->width == 32) {
        uint32_t bits = (uint32_t)c->default_value;
        float f;
        memcpy(&f, &bits, sizeof f);
        snprintf(out, size, "%s, default %.9g", type, (double)f);
    } else if (t->kind == GLSPV_TYPE_FLOAT && t->width == 64) {
        double d;
        memcpy(&d, &c->default_value, sizeof d);
        snprintf(out, size, "%s, default %.17g", type, d);
    } else if (t->kind == GLSPV_TYPE_INT && t->width <= 32) {
        snprintf(out, size, "%s, default %d", type, (int32_t)(uint32_t)c->default_value);
    } else if (t->kind == GLSPV_TYPE_INT) {
        snprintf(out, size, "%s, default %lld", type, (long long)c->default_value);
    } else {
        snprintf(out, size, "%s, default %llu", type, (unsigned long long)c->default_value);
    }
}

/* ---- the parts ---- */

static const char *stage_name(uint32_t stage)
{
    static const char *const names[] = {
        "vertex", "tessellation control", "tessellation evaluation", "geometry", "fragment", "compute", "task",
        "mesh", "ray generation", "intersection", "any hit", "closest hit", "miss", "callable",
    };
    return stage < sizeof names / sizeof *names ? names[stage] : "no Vulkan stage";
}

static void entry_point(Writer *w, const glspv_reflect_entry_point *e)
{
    char base[NAME_MAX_LEN], comment[NAME_MAX_LEN + 64], field[NAME_MAX_LEN + 16], var[NAME_MAX_LEN];
    unique_name(w, "ENTRY", e->name, e->function, base);
    snprintf(comment, sizeof comment, "Entry point \"%s\": %s", e->name, stage_name(e->stage));
    open_enum(w, comment);
    item(w, base, "STAGE", stage_bit(e->stage), "VkShaderStageFlagBits");
    int sized = e->workgroup_size[0] || e->workgroup_size[1] || e->workgroup_size[2];
    for (int k = 0; sized && k < 3; k++) {
        static const char *const axis[3] = {"WORKGROUP_SIZE_X", "WORKGROUP_SIZE_Y", "WORKGROUP_SIZE_Z"};
        comment[0] = '\0';
        if (e->workgroup_size_spec_id[k] != GLSPV_REFLECT_NONE)
            snprintf(comment, sizeof comment, "the default of specialization constant %u",
                     e->workgroup_size_spec_id[k]);
        item(w, base, axis[k], e->workgroup_size[k], comment);
    }
    for (int out = 0; out < 2; out++) {
        const glspv_reflect_variable *v = out ? e->outputs : e->inputs;
        uint32_t n = out ? e->output_count : e->input_count;
        for (uint32_t i = 0; i < n; i++) {
            if (v[i].location == GLSPV_REFLECT_NONE)
                continue;
            header_identifier(*v[i].name ? v[i].name : "", var, sizeof var);
            if (!*v[i].name)
                snprintf(var, sizeof var, "ID%u", v[i].id);
            snprintf(field, sizeof field, "%s_%s_LOCATION", out ? "OUT" : "IN", var);
            item(w, base, field, v[i].location, v[i].type ? v[i].type->name : "");
        }
    }
    close_enum(w);
}

/* Each member's offset in a block (a buffer's or the push constants'). */
static void member_offsets(Writer *w, const char *base, const glspv_reflect_type *t)
{
    char field[NAME_MAX_LEN + 16], member[NAME_MAX_LEN];
    if (!t || t->kind != GLSPV_TYPE_STRUCT)
        return;
    for (uint32_t m = 0; m < t->member_count; m++) {
        const glspv_reflect_member *mb = &t->members[m];
        if (*mb->name)
            header_identifier(mb->name, member, sizeof member);
        else
            snprintf(member, sizeof member, "M%u", m);
        snprintf(field, sizeof field, "%s_OFFSET", member);
        item(w, base, field, mb->offset, mb->type ? mb->type->name : "");
    }
}

static void binding(Writer *w, const glspv_reflection *R, uint32_t index)
{
    const glspv_reflect_binding *b = &R->bindings[index];
    char base[NAME_MAX_LEN], comment[NAME_MAX_LEN * 2 + 64];
    unique_name(w, "ID", *b->name ? b->name : b->block_name, b->id, base);
    const char *type = b->type ? b->type->name : "";
    snprintf(comment, sizeof comment, "Set %u, binding %u: %s \"%s\"", b->set, b->binding, type,
             *b->name ? b->name : b->block_name);
    open_enum(w, comment);
    item(w, base, "SET", b->set, "");
    item(w, base, "BINDING", b->binding, "");
    item(w, base, "DESCRIPTOR_TYPE", (uint32_t)b->descriptor_type, descriptor_type_name(b->descriptor_type));
    item(w, base, "DESCRIPTOR_COUNT", b->descriptor_count, b->descriptor_count ? "" : "a runtime array");
    item(w, base, "STAGES", stages_using(R, index, 0), "the stages that use it: VkShaderStageFlagBits");
    if (b->input_attachment_index != GLSPV_REFLECT_NONE)
        item(w, base, "INPUT_ATTACHMENT_INDEX", b->input_attachment_index, "");
    if ((b->descriptor_type == GLSPV_DESCRIPTOR_UNIFORM_BUFFER || b->descriptor_type == GLSPV_DESCRIPTOR_STORAGE_BUFFER) &&
        b->type && b->type->kind == GLSPV_TYPE_STRUCT) {
        item(w, base, "SIZE", b->type->block_size, "bytes, a runtime array's elements not counted");
        member_offsets(w, base, b->type);
    }
    close_enum(w);
}

static void push_constant(Writer *w, const glspv_reflection *R, uint32_t index)
{
    const glspv_reflect_push_constant *p = &R->push_constants[index];
    char base[NAME_MAX_LEN], comment[NAME_MAX_LEN + 64];
    unique_name(w, "ID", p->name, p->id, base);
    snprintf(comment, sizeof comment, "Push constants \"%s\": the range of a VkPushConstantRange", p->name);
    open_enum(w, comment);
    item(w, base, "OFFSET", p->offset, "");
    item(w, base, "SIZE", p->size, "");
    item(w, base, "STAGES", stages_using(R, index, 1), "VkShaderStageFlagBits");
    member_offsets(w, base, p->type);
    close_enum(w);
}

static void spec_constants(Writer *w, const glspv_reflection *R)
{
    if (!R->spec_constant_count)
        return;
    open_enum(w, "Specialization constants: their SpecIds");
    char name[NAME_MAX_LEN], comment[128];
    for (uint32_t i = 0; i < R->spec_constant_count; i++) {
        const glspv_reflect_spec_constant *c = &R->spec_constants[i];
        char base[NAME_MAX_LEN];
        snprintf(name, sizeof name, "SPEC_%s", c->name);
        if (*c->name)
            unique_name(w, "", name, c->spec_id, base);
        else
            unique_name(w, "SPEC_ID", "", c->spec_id, base);
        spec_default(c, comment, sizeof comment);
        item(w, base, "", c->spec_id, comment);
    }
    close_enum(w);
}

void write_reflect_header(FILE *out, const glspv_reflection *R, const char *prefix, const char *source)
{
    Writer w = {0};
    w.out = out;
    w.prefix = prefix;
    fprintf(out, "/* What %s asks of the application, by glspv-reflect --format=c: do not edit.\n"
                 " * Descriptor types are VkDescriptorType values, stages VkShaderStageFlagBits. */\n",
            source);
    fprintf(out, "#ifndef %s_REFLECT_H\n#define %s_REFLECT_H\n", prefix, prefix);
    for (uint32_t i = 0; i < R->entry_point_count; i++)
        entry_point(&w, &R->entry_points[i]);
    for (uint32_t i = 0; i < R->binding_count; i++)
        binding(&w, R, i);
    for (uint32_t i = 0; i < R->push_constant_count; i++)
        push_constant(&w, R, i);
    spec_constants(&w, R);
    uint32_t sets = 0;
    for (uint32_t i = 0; i < R->binding_count; i++)
        if (R->bindings[i].set >= sets)
            sets = R->bindings[i].set + 1;
    open_enum(&w, "How many");
    item(&w, "BINDING_COUNT", "", R->binding_count, "");
    item(&w, "SET_COUNT", "", sets, "the highest set + 1");
    item(&w, "PUSH_CONSTANT_COUNT", "", R->push_constant_count, "");
    item(&w, "SPEC_CONSTANT_COUNT", "", R->spec_constant_count, "");
    close_enum(&w);
    fprintf(out, "\n#endif\n");
    for (size_t i = 0; i < w.taken_len; i++)
        free(w.taken[i]);
    free(w.taken);
}
