/* Reflection: the module read into a model that answers by id. Only the
 * global instructions are kept (function bodies say nothing about the
 * interface). Names and decorations are chained per target, and a
 * struct's member names and decorations per member, so that every question
 * reads only what names its id or member: a hostile module with many
 * decorations on one huge struct costs no more than its size. */
#include "reflect/reflect.h"

typedef struct Reading {
    Reflect *r;
    int in_function;
} Reading;

/* The instructions whose first operand is the id they describe: 1 for the
 * id's own, 2 for one of its members (the member is the second operand). */
static int note_kind(uint32_t opcode)
{
    switch (opcode) {
    case SpvOpName: case SpvOpDecorate: case SpvOpDecorateId: case SpvOpDecorateString:
        return 1;
    case SpvOpMemberName: case SpvOpMemberDecorate: case SpvOpMemberDecorateString:
        return 2;
    default:
        return 0;
    }
}

static int keep(void *user, const SpvInst *inst)
{
    Reading *rd = user;
    Reflect *r = rd->r;
    if (inst->opcode == SpvOpFunction)
        rd->in_function = 1;
    if (rd->in_function) {
        rd->in_function = inst->opcode != SpvOpFunctionEnd;
        reflect_note_use(r, inst);
        return 0;
    }
    uint32_t at = r->insts.len;
    vec_push(r->a, &r->insts, spv_inst_keep(r->a, inst));
    vec_push(r->a, &r->next_note, 0);
    const SpvInst *in = &r->insts.data[at];
    if (in->result_id)
        u32map_put(r->a, &r->def, in->result_id, at + 1);
    switch (in->opcode) {
    case SpvOpEntryPoint:
        vec_push(r->a, &r->entry_points, at);
        break;
    case SpvOpExecutionMode: case SpvOpExecutionModeId:
        vec_push(r->a, &r->modes, at);
        break;
    case SpvOpSource:
        r->source_known = reflect_word(in, 0) != SpvSourceLanguageUnknown;
        r->source_hlsl = reflect_word(in, 0) == SpvSourceLanguageHLSL;
        break;
    default:
        if (note_kind(in->opcode)) {
            /* Newest first: a later OpName of the same id wins, as it does
             * in SPIRV-Cross. */
            U32Map *chains = note_kind(in->opcode) == 1 ? &r->first_note : &r->first_member_note;
            uint32_t target = reflect_word(in, 0), first = 0;
            u32map_get(chains, target, &first);
            r->next_note.data[at] = first;
            u32map_put(r->a, chains, target, at + 1);
        }
        break;
    }
    return 0;
}

/* Bits of the qualifiers a buffer takes from all its members. */
static uint32_t qualifier_bit(uint32_t decoration)
{
    switch (decoration) {
    case SpvDecorationNonReadable: return 1u << 0;
    case SpvDecorationNonWritable: return 1u << 1;
    case SpvDecorationRestrict: return 1u << 2;
    case SpvDecorationCoherent: return 1u << 3;
    case SpvDecorationVolatile: return 1u << 4;
    default: return 0;
    }
}

/* Each struct's member notes, one list per member (newest first still),
 * and what SPIRV-Cross asks of all its members at once: whether one is a
 * built-in, and the qualifiers every member has. */
static void index_members(Reflect *r)
{
    vec_reserve(r->a, &r->next_member_note, r->insts.len);
    r->next_member_note.len = r->insts.len;
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *t = &r->insts.data[i];
        uint32_t at;
        if (t->opcode != SpvOpTypeStruct || !u32map_get(&r->first_member_note, t->result_id, &at))
            continue;
        ReflectMembers m = {0};
        m.count = (uint32_t)t->word_count - 2;
        m.first = arena_alloc(r->a, (m.count + 1) * sizeof *m.first);
        uint32_t *last = arena_alloc(r->a, (m.count + 1) * sizeof *last);
        uint32_t *bits = arena_alloc(r->a, (m.count + 1) * sizeof *bits);
        memset(m.first, 0, (m.count + 1) * sizeof *m.first);
        memset(bits, 0, (m.count + 1) * sizeof *bits);
        for (; at; at = r->next_note.data[at - 1]) {
            const SpvInst *note = &r->insts.data[at - 1];
            uint32_t member = reflect_word(note, 1);
            if (member >= m.count)
                continue;
            if (m.first[member])
                r->next_member_note.data[last[member] - 1] = at;
            else
                m.first[member] = at;
            last[member] = at;
            r->next_member_note.data[at - 1] = 0;
            if (note->opcode == SpvOpMemberDecorate) {
                m.builtin |= reflect_word(note, 2) == SpvDecorationBuiltIn;
                bits[member] |= qualifier_bit(reflect_word(note, 2));
            }
        }
        m.all_qualifiers = m.count ? ~0u : 0;
        for (uint32_t k = 0; k < m.count; k++)
            m.all_qualifiers &= bits[k];
        vec_push(r->a, &r->members, m);
        u32map_put(r->a, &r->member_index, t->result_id, r->members.len);
    }
}

glspv_status reflect_read(Reflect *r, Ctx *ctx, const uint32_t *words, size_t count)
{
    memset(r, 0, sizeof *r);
    r->ctx = ctx;
    r->a = &ctx->arena;
    SpvHeader header;
    Reading rd = {r, 0};
    glspv_status s = spv_read(ctx, words, count, 0, &header, keep, &rd);
    r->version = header.version;
    if (s == GLSPV_OK)
        index_members(r);
    return s;
}

const SpvInst *reflect_def(const Reflect *r, uint32_t id)
{
    uint32_t at;
    return id && u32map_get(&r->def, id, &at) ? &r->insts.data[at - 1] : NULL;
}

uint32_t reflect_word(const SpvInst *in, uint16_t k)
{
    return in && k < in->operand_count ? in->words[in->operands[k].offset] : 0;
}

/* The name or decoration instructions of `id` itself, newest first. */
#define FOR_NOTES(r, id, in)                                                                        \
    for (uint32_t at_ = (u32map_get(&(r)->first_note, (id), &at_) ? at_ : 0); at_;                  \
         at_ = (r)->next_note.data[at_ - 1])                                                        \
        for (const SpvInst *in = &(r)->insts.data[at_ - 1]; in; in = NULL)

static const ReflectMembers *reflect_members(const Reflect *r, uint32_t type)
{
    uint32_t k;
    return u32map_get(&r->member_index, type, &k) ? &r->members.data[k - 1] : NULL;
}

/* The first member note of member `member` of `type` (index + 1), 0 when none. */
static uint32_t first_member_note(const Reflect *r, uint32_t type, uint32_t member)
{
    const ReflectMembers *m = reflect_members(r, type);
    return m && member < m->count ? m->first[member] : 0;
}

const char *reflect_name(const Reflect *r, uint32_t id)
{
    FOR_NOTES(r, id, in)
        if (in->opcode == SpvOpName)
            return spv_operand_string(r->ctx, in, &in->operands[1]);
    return "";
}

const char *reflect_member_name(const Reflect *r, uint32_t type, uint32_t member)
{
    for (uint32_t at = first_member_note(r, type, member); at; at = r->next_member_note.data[at - 1]) {
        const SpvInst *in = &r->insts.data[at - 1];
        if (in->opcode == SpvOpMemberName)
            return spv_operand_string(r->ctx, in, &in->operands[2]);
    }
    return NULL;
}

int reflect_decorated(const Reflect *r, uint32_t id, int member, uint32_t decoration, uint32_t *value)
{
    if (member >= 0) {
        for (uint32_t at = first_member_note(r, id, (uint32_t)member); at; at = r->next_member_note.data[at - 1]) {
            const SpvInst *in = &r->insts.data[at - 1];
            if (in->opcode != SpvOpMemberDecorate || reflect_word(in, 2) != decoration)
                continue;
            if (value)
                *value = reflect_word(in, 3);
            return 1;
        }
        return 0;
    }
    FOR_NOTES(r, id, in) {
        if ((in->opcode != SpvOpDecorate && in->opcode != SpvOpDecorateId) || reflect_word(in, 1) != decoration)
            continue;
        if (value)
            *value = reflect_word(in, 2);
        return 1;
    }
    return 0;
}

int reflect_has_builtin_member(const Reflect *r, uint32_t type)
{
    const ReflectMembers *m = reflect_members(r, type);
    return m && m->builtin;
}

int reflect_all_members_decorated(const Reflect *r, uint32_t type, uint32_t decoration)
{
    const ReflectMembers *m = reflect_members(r, type);
    return m && qualifier_bit(decoration) && (m->all_qualifiers & qualifier_bit(decoration));
}

uint32_t reflect_constant_u32(const Reflect *r, uint32_t id)
{
    const SpvInst *c = reflect_def(r, id);
    if (!c)
        return 0;
    switch (c->opcode) {
    case SpvOpConstant: case SpvOpSpecConstant: return reflect_word(c, 2);
    case SpvOpConstantTrue: case SpvOpSpecConstantTrue: return 1;
    default: return 0;
    }
}

void reflect_shape(const Reflect *r, uint32_t type, ReflectShape *shape)
{
    memset(shape, 0, sizeof *shape);
    const SpvInst *t = reflect_def(r, type);
    if (t && t->opcode == SpvOpTypePointer) {
        type = reflect_word(t, 2);
        t = reflect_def(r, type);
    }
    uint32_t outer[REFLECT_MAX_DIMS], literal[REFLECT_MAX_DIMS], n = 0;
    while (t && (t->opcode == SpvOpTypeArray || t->opcode == SpvOpTypeRuntimeArray) && n < REFLECT_MAX_DIMS) {
        if (!shape->outer_array)
            shape->outer_array = type;
        outer[n] = 0, literal[n] = 1;
        if (t->opcode == SpvOpTypeArray) {
            uint32_t length = reflect_word(t, 2);
            const SpvInst *c = reflect_def(r, length);
            literal[n] = c && c->opcode == SpvOpConstant;
            outer[n] = literal[n] ? reflect_word(c, 2) : length;
        }
        n++;
        type = reflect_word(t, 1);
        t = reflect_def(r, type);
    }
    for (uint32_t i = 0; i < n; i++) {
        shape->dim[i] = outer[n - 1 - i];
        shape->literal[i] = (uint8_t)literal[n - 1 - i];
    }
    shape->dims = n;
    shape->base = type;
}

int reflect_is_physical_pointer(const Reflect *r, uint32_t type)
{
    const SpvInst *t = reflect_def(r, type);
    return t && t->opcode == SpvOpTypePointer && reflect_word(t, 1) == SpvStorageClassPhysicalStorageBuffer;
}

int reflect_is_reference(const Reflect *r, uint32_t type)
{
    const SpvInst *t = reflect_def(r, type);
    if (!t || (t->opcode != SpvOpTypeArray && t->opcode != SpvOpTypeRuntimeArray))
        return reflect_is_physical_pointer(r, type);
    ReflectShape shape;
    reflect_shape(r, type, &shape);
    return reflect_is_physical_pointer(r, shape.base);
}

uint32_t reflect_parent(const Reflect *r, uint32_t type)
{
    const SpvInst *t = reflect_def(r, type);
    if (t && t->opcode == SpvOpTypePointer)
        return reflect_word(t, 2);
    if (t && (t->opcode == SpvOpTypeArray || t->opcode == SpvOpTypeRuntimeArray))
        return reflect_word(t, 1);
    return 0;
}

/* ---- declared sizes ---- */

/* Width in bits, component count and column count of a numeric type. */
static int numeric(const Reflect *r, uint32_t type, uint32_t *width, uint32_t *vecsize, uint32_t *columns)
{
    const SpvInst *t = reflect_def(r, type);
    *vecsize = *columns = 1;
    if (t && t->opcode == SpvOpTypeMatrix) {
        *columns = reflect_word(t, 2);
        t = reflect_def(r, reflect_word(t, 1));
    }
    if (t && t->opcode == SpvOpTypeVector) {
        *vecsize = reflect_word(t, 2);
        t = reflect_def(r, reflect_word(t, 1));
    }
    if (!t || (t->opcode != SpvOpTypeInt && t->opcode != SpvOpTypeFloat))
        return 0;
    *width = reflect_word(t, 1);
    return 1;
}

static uint32_t struct_size(const Reflect *r, uint32_t type, int depth);

static uint32_t member_size(const Reflect *r, uint32_t type, uint32_t member, uint32_t member_type, int depth)
{
    const SpvInst *t = reflect_def(r, member_type);
    if (t && t->opcode == SpvOpTypePointer)
        return 8; /* a physical storage buffer address */
    ReflectShape shape;
    reflect_shape(r, member_type, &shape);
    if (shape.dims) {
        uint32_t stride = 0, last = shape.dims - 1;
        reflect_decorated(r, shape.outer_array, -1, SpvDecorationArrayStride, &stride);
        return stride * (shape.literal[last] ? shape.dim[last] : reflect_constant_u32(r, shape.dim[last]));
    }
    if (t && t->opcode == SpvOpTypeStruct)
        return struct_size(r, member_type, depth + 1);
    uint32_t width = 0, vecsize, columns;
    if (!numeric(r, member_type, &width, &vecsize, &columns))
        return 0;
    if (columns == 1)
        return vecsize * (width / 8);
    uint32_t stride = 0;
    reflect_decorated(r, type, (int)member, SpvDecorationMatrixStride, &stride);
    return stride * (reflect_decorated(r, type, (int)member, SpvDecorationRowMajor, NULL) ? vecsize : columns);
}

uint32_t reflect_member_size(const Reflect *r, uint32_t type, uint32_t member, uint32_t member_type)
{
    return member_size(r, type, member, member_type, 0);
}

static uint32_t struct_size(const Reflect *r, uint32_t type, int depth)
{
    const SpvInst *t = reflect_def(r, type);
    /* A valid module's structs do not contain themselves; the bound keeps
     * an odd one from recursing far. */
    if (!t || t->opcode != SpvOpTypeStruct || t->word_count < 3 || depth > 64)
        return 0;
    /* Offsets may come in any order: the member placed last ends it (the
     * first of those at the highest offset). */
    uint32_t last = 0, highest = 0;
    for (uint32_t m = 0; m + 2 < t->word_count; m++) {
        uint32_t offset = 0;
        reflect_decorated(r, type, (int)m, SpvDecorationOffset, &offset);
        if (offset > highest)
            highest = offset, last = m;
    }
    return highest + member_size(r, type, last, t->words[2 + last], depth);
}

uint32_t reflect_declared_struct_size(Reflect *r, uint32_t type)
{
    /* Many buffers may share one block type: each size is worked out once. */
    uint32_t size;
    if (u32map_get(&r->declared_size, type, &size))
        return size;
    size = struct_size(r, type, 0);
    u32map_put(r->a, &r->declared_size, type, size);
    return size;
}
