/* The SPIR-V module builder (see builder.h). */
#include <string.h>

#include "spirv/builder.h"
#include "spirv/reader.h"

void spv_builder_init(SpvBuilder *b, Ctx *ctx, uint32_t version, uint32_t generator)
{
    memset(b, 0, sizeof *b);
    b->ctx = ctx;
    b->version = version;
    b->generator = generator;
    b->next_id = 1;
    b->max_words = SIZE_MAX;
}

static void put(SpvBuilder *b, SpvWords *w, uint32_t word)
{
    vec_push(&b->ctx->arena, w, word);
}

/* Room for an instruction of `words` words: within one instruction's word
 * count and the module's limit. Checked before any word is written, so a
 * count never wraps. */
static void too_large(SpvBuilder *b, size_t words)
{
    int whole_module = words > b->max_words - b->words;
    if (b->too_large)
        b->too_large(b->too_large_user, whole_module ? b->words + words : words, whole_module);
    ctx_fatal(b->ctx, GLSPV_ERROR_INTERNAL);
}

void spv_too_large(SpvBuilder *b, size_t words)
{
    too_large(b, words);
}

void spv_inst(SpvBuilder *b, SpvSection section, SpvOp op, const uint32_t *operands, size_t count)
{
    spv_inst_to(b, &b->sections[section], op, operands, count);
}

void spv_instv(SpvBuilder *b, SpvSection section, SpvOp op, int count, ...)
{
    uint32_t words[32];
    va_list ap;
    va_start(ap, count);
    for (int i = 0; i < count && i < 32; i++)
        words[i] = va_arg(ap, uint32_t);
    va_end(ap);
    spv_inst(b, section, op, words, (size_t)(count < 32 ? count : 32));
}

void spv_string(SpvBuilder *b, SpvWords *words, const char *text)
{
    size_t len = strlen(text);
    for (size_t i = 0; i <= len; i += 4) {
        uint32_t word = 0;
        for (size_t j = 0; j < 4 && i + j < len; j++)
            word |= (uint32_t)(unsigned char)text[i + j] << (8 * j);
        put(b, words, word);
    }
}

/* ---- types and constants, once each ---- */

static uint32_t hash_words(uint32_t op, uint32_t type, const uint32_t *w, size_t n)
{
    uint32_t h = 0x811c9dc5u ^ op;
    h = (h ^ type) * 0x01000193u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ w[i]) * 0x01000193u;
    return h ? h : 1;
}

/* Does the instruction at `at` in SEC_GLOBAL match (op, type, operands)? */
static int same_inst(SpvBuilder *b, uint32_t at, SpvOp op, uint32_t type, const uint32_t *w, size_t n)
{
    const uint32_t *inst = b->sections[SEC_GLOBAL].data + at;
    size_t head = type ? 3 : 2; /* opcode word, [type], result */
    if ((inst[0] & 0xffff) != (uint32_t)op || (inst[0] >> 16) != head + n)
        return 0;
    if (type && inst[1] != type)
        return 0;
    return n == 0 || memcmp(inst + head, w, n * sizeof *w) == 0;
}

uint32_t spv_unique(SpvBuilder *b, SpvOp op, uint32_t type, const uint32_t *operands, size_t count)
{
    Arena *a = &b->ctx->arena;
    uint32_t h = hash_words(op, type, operands, count);
    uint32_t first = 0;
    if (u32map_get(&b->unique_by_hash, h, &first)) {
        for (uint32_t i = first; i; i = b->unique_next.data[i - 1]) {
            uint32_t at = b->unique_offsets.data[i - 1];
            if (same_inst(b, at, op, type, operands, count))
                return b->sections[SEC_GLOBAL].data[at + (type ? 2 : 1)];
        }
    }
    SpvWords *w = &b->sections[SEC_GLOBAL];
    uint32_t at = (uint32_t)w->len;
    uint32_t *d = spv_inst_begin(b, w, op, (type ? 2 : 1) + count);
    uint32_t id = spv_new_id(b);
    if (type)
        *d++ = type;
    *d++ = id;
    for (size_t i = 0; i < count; i++)
        d[i] = operands[i];
    vec_push(a, &b->unique_offsets, at);
    vec_push(a, &b->unique_next, first);
    u32map_put(a, &b->unique_by_hash, h, (uint32_t)b->unique_offsets.len);
    return id;
}

/* ---- requirements ---- */

typedef struct NeedsForm {
    uint16_t opcode, word_count; /* opcode 0: a free slot (OpNop has no operand) */
    uint32_t value, set;
} NeedsForm;

/* A power of two; a full table only stops remembering, and a nearly full
 * one makes each miss a long probe. 128: a subgroup shader has ~60 forms
 * (its operations times their group operations), most modules under 20. */
#define NEEDS_FORMS 128

typedef struct Needs {
    SpvBuilder *b;
    U32Map implied;          /* capabilities declared or implied by a declared one */
    VEC(uint32_t) caps;      /* to emit, in order */
    VEC(uint16_t) exts;      /* to emit, in order */
    /* Opcodes whose own requirements were met without a message: an
     * instruction with no operand decoded asks nothing more (most of a
     * function body), so its next ones are skipped (by the reader, which
     * does not even hand them over). */
    uint8_t opcode_done[SPV_MAX_OPCODE / 8 + 1];
    /* The same for instructions with enumerants: a form (opcode, word
     * count, first enumerant or extended instruction number, set) whose
     * other operands are all ids asks nothing more once met (a function
     * body repeats a few: OpExtInst sin, OpVariable Function, ...). */
    NeedsForm forms[NEEDS_FORMS];
    int shader; /* Shader declared before the reading: asks_nothing() applies */
    uint32_t glsl450; /* the id of the GLSL.std.450 import, once read; 0: none */
} Needs;

/* Declares `cap` and everything it implies (its grammar "capabilities"). */
static void imply(Needs *n, uint32_t cap)
{
    if (u32map_get(&n->implied, cap, NULL))
        return;
    u32map_put(&n->b->ctx->arena, &n->implied, cap, 1);
    const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_Capability, cap);
    if (!e)
        return;
    for (uint16_t i = 0; i < e->reqs.cap_count; i++)
        imply(n, spv_capability_lists[e->reqs.caps + i]);
}

static void add_capability(Needs *n, uint32_t cap)
{
    for (size_t i = 0; i < n->caps.len; i++)
        if (n->caps.data[i] == cap)
            return;
    vec_push(&n->b->ctx->arena, &n->caps, cap);
    imply(n, cap);
}

static void add_extension(Needs *n, uint16_t ext)
{
    if (n->b->extensions[ext])
        return;
    n->b->extensions[ext] = 1;
    vec_push(&n->b->ctx->arena, &n->exts, ext);
}

/* What using something with `reqs` (named `what`) asks of the module. */
static void need(Needs *n, const SpvReqs *reqs, const char *what, int check_caps)
{
    SpvBuilder *b = n->b;
    if (check_caps && reqs->cap_count) {
        int have = 0;
        for (uint16_t i = 0; i < reqs->cap_count && !have; i++)
            have = u32map_get(&n->implied, spv_capability_lists[reqs->caps + i], NULL);
        if (!have)
            add_capability(n, spv_capability_lists[reqs->caps]);
    }
    if (b->version > reqs->last_version) {
        ctx_diag(b->ctx, GLSPV_SEVERITY_ERROR, "%s does not exist in SPIR-V %u.%u", what, b->version >> 16,
                 (b->version >> 8) & 0xff);
        return;
    }
    if (b->version >= reqs->version)
        return;
    if (reqs->ext_count) {
        for (uint16_t i = 0; i < reqs->ext_count; i++)
            if (b->extensions[spv_extension_lists[reqs->exts + i]])
                return;
        add_extension(n, spv_extension_lists[reqs->exts]);
    } else if (!reqs->cap_count) {
        ctx_diag(b->ctx, GLSPV_SEVERITY_ERROR, "%s needs SPIR-V %u.%u, but the module is SPIR-V %u.%u", what,
                 reqs->version >> 16, (reqs->version >> 8) & 0xff, b->version >> 16, (b->version >> 8) & 0xff);
    }
}

static void need_enumerant(Needs *n, SpvKind kind, uint32_t value)
{
    const SpvEnumerantInfo *e = spv_enumerant_requirements(kind, value, n->b->version);
    if (e)
        need(n, &e->reqs, e->name, 1);
}

/* The form of an instruction whose first decoded operand is at its
 * info's enum_word (what the reader decodes first). */
static inline NeedsForm form_of(const SpvInst *in)
{
    uint16_t at = in->info->enum_word ? in->info->enum_word : 1;
    NeedsForm f = {in->opcode, in->word_count, at < in->word_count ? in->words[at] : 0,
                   in->opcode == SpvOpExtInst && in->word_count > 3 ? in->words[3] : 0};
    return f;
}

static inline uint32_t form_slot(NeedsForm f)
{
    uint32_t h = (f.opcode * 0x9e3779b1u) ^ (f.word_count * 0x85ebca6bu) ^ (f.value * 0xc2b2ae35u) ^ f.set;
    return (h ^ (h >> 15)) & (NEEDS_FORMS - 1);
}

static inline int same_form(NeedsForm a, NeedsForm b)
{
    return a.opcode == b.opcode && a.word_count == b.word_count && a.value == b.value && a.set == b.set;
}

/* Whether an instruction asks nothing of a module that declares Shader, by
 * the grammar's constant tables: its opcode needs nothing of its own and its
 * one enumerant word (the first decoded) needs nothing either (OpDecorate
 * Location, OpVariable Function, OpLoad without a memory access that needs
 * one, ...). */
static inline int asks_nothing(const Needs *n, const SpvInst *in)
{
    uint16_t op = in->opcode;
    /* An OpExtInst of GLSL.std.450 (most built-in calls): by its number. */
    if (op == SpvOpExtInst)
        return n->shader && n->glsl450 && in->words[3] == n->glsl450 && in->words[4] < 128 &&
               ((spv_glsl450_asking_nothing_with_shader[in->words[4] >> 6] >> (in->words[4] & 63)) & 1);
    if (!n->shader || op > SPV_MAX_OPCODE || !(spv_opcode_word_decides_with_shader[op >> 3] & (1u << (op & 7))))
        return 0;
    uint16_t kind = spv_operand(in->info->operands + in->info->enum_word - 1)->kind;
    uint32_t word = in->words[in->info->enum_word];
    uint64_t free_words = spv_words_asking_nothing_with_shader[kind];
    if (spv_kinds[kind].category == SPV_CAT_BIT_ENUM)
        return (word & ~(uint32_t)free_words) == 0;
    return word < 64 && ((free_words >> word) & 1);
}

/* Whether need(n, reqs, ..., 1) would do nothing: no capability, extension
 * or message to add. */
static int met(const Needs *n, const SpvReqs *reqs)
{
    const SpvBuilder *b = n->b;
    if (reqs->cap_count) {
        int have = 0;
        for (uint16_t i = 0; i < reqs->cap_count && !have; i++)
            have = u32map_get(&n->implied, spv_capability_lists[reqs->caps + i], NULL);
        if (!have)
            return 0;
    }
    if (b->version > reqs->last_version)
        return 0;
    if (b->version >= reqs->version)
        return 1;
    if (reqs->ext_count) {
        for (uint16_t i = 0; i < reqs->ext_count; i++)
            if (b->extensions[spv_extension_lists[reqs->exts + i]])
                return 1;
        return 0;
    }
    return reqs->cap_count != 0;
}

/* Whether the enumerant `value` of `kind` asks nothing more of the module,
 * and takes no operand that could (a known value: the reader would refuse
 * another). */
static int enumerant_met(const Needs *n, uint16_t kind, uint32_t value)
{
    const SpvEnumerantInfo *e = spv_enumerant_requirements((SpvKind)kind, value, n->b->version);
    if (!e || e->value != value)
        return 0;
    for (uint16_t i = 0; i < e->param_count; i++) {
        uint8_t category = spv_kinds[spv_operand(e->params + i)->kind].category;
        if (category != SPV_CAT_ID && category != SPV_CAT_LITERAL)
            return 0;
    }
    return met(n, &e->reqs);
}

/* Whether an instruction of one enumerant word (spv_opcode_one_enum_word)
 * asks nothing that the module has not got already, by its opcode's and
 * the enumerant's requirements: a group operation or atomic whose
 * capability an earlier one brought, a decoration of a capability
 * declared, ... The form is then remembered (by the reader) as one met. */
static int already_met(const Needs *n, const SpvInst *in)
{
    uint16_t op = in->opcode;
    if (op > SPV_MAX_OPCODE || !(spv_opcode_one_enum_word[op >> 3] & (1u << (op & 7))) || !met(n, &in->info->reqs))
        return 0;
    const SpvOperandInfo *o = spv_operand(in->info->operands + in->info->enum_word - 1);
    uint32_t word = in->words[in->info->enum_word];
    if (spv_kinds[o->kind].category == SPV_CAT_VALUE_ENUM)
        return enumerant_met(n, o->kind, word);
    for (uint32_t rest = word; rest; rest &= rest - 1) /* each set bit, as collect_needs takes them */
        if (!enumerant_met(n, o->kind, rest & (~rest + 1)))
            return 0;
    return 1;
}

/* The reader's `seen`: a form met before, or one that asks nothing, is
 * skipped undecoded. */
static int form_done(void *user, const SpvInst *in)
{
    Needs *n = user;
    if (asks_nothing(n, in))
        return 1;
    NeedsForm f = form_of(in);
    for (uint32_t i = form_slot(f), k = 0; k < NEEDS_FORMS && n->forms[i].opcode; i = (i + 1) & (NEEDS_FORMS - 1), k++)
        if (same_form(n->forms[i], f))
            return 1;
    return already_met(n, in);
}

/* Remembers a form met without a message whose operands after the first
 * are ids: the same form again (same opcode, length and enumerant, so the
 * same operand kinds) asks nothing need() has not given. */
static void remember_form(Needs *n, const SpvInst *in)
{
    uint16_t at = in->info->enum_word ? in->info->enum_word : 1;
    if (!in->operand_count || in->operands[0].offset != at)
        return;
    for (uint16_t i = 1; i < in->operand_count; i++)
        if (spv_kinds[in->operands[i].kind].category != SPV_CAT_ID)
            return;
    NeedsForm f = form_of(in);
    for (uint32_t i = form_slot(f), k = 0; k < NEEDS_FORMS; i = (i + 1) & (NEEDS_FORMS - 1), k++) {
        if (!n->forms[i].opcode) {
            n->forms[i] = f;
            return;
        }
    }
}

/* Whether an OpExtInstImport names GLSL.std.450 (its string from word 2). */
static int imports_glsl450(const SpvInst *in)
{
    static const char name[] = "GLSL.std.450"; /* 12 bytes and the terminator: 4 words */
    if (in->word_count != 6)
        return 0;
    for (size_t i = 0; i < sizeof name; i++)
        if (((in->words[2 + i / 4] >> (8 * (i % 4))) & 0xff) != (unsigned char)name[i])
            return 0;
    return 1;
}

static int collect_needs(void *user, const SpvInst *in)
{
    Needs *n = user;
    if (in->opcode == SpvOpExtInstImport && !n->glsl450 && imports_glsl450(in))
        n->glsl450 = in->words[1];
    uint8_t op_bit = (uint8_t)(1u << (in->opcode & 7));
    if (!in->operand_count && (n->opcode_done[in->opcode >> 3] & op_bit))
        return 0;
    size_t errors = n->b->ctx->error_count;
    need(n, &in->info->reqs, in->info->name, 1);
    if (!in->operand_count && n->b->ctx->error_count == errors)
        n->opcode_done[in->opcode >> 3] |= op_bit; /* need() does nothing more for it */
    for (uint16_t i = 0; i < in->operand_count; i++) {
        const SpvOperand *op = &in->operands[i];
        uint32_t word = in->words[op->offset];
        /* A built-in block declares members a shader may never use
         * (gl_ClipDistance in gl_PerVertex): their capabilities come with
         * a use (spv_require_capability), as spirv-val and glslang see it. */
        if (op->kind == SPV_KIND_BuiltIn && in->opcode == SpvOpMemberDecorate)
            continue;
        /* SPV_AMD_shader_ballot's group operations come with Groups (as
         * spirv-val and our validator take them), not Kernel. */
        if (op->kind == SPV_KIND_GroupOperation && u32map_get(&n->implied, SpvCapabilityGroups, NULL))
            continue;
        switch (spv_kinds[op->kind].category) {
        case SPV_CAT_VALUE_ENUM:
            need_enumerant(n, (SpvKind)op->kind, word);
            break;
        case SPV_CAT_BIT_ENUM:
            for (uint32_t rest = word; rest; rest &= rest - 1) /* each set bit, lowest first */
                need_enumerant(n, (SpvKind)op->kind, rest & (~rest + 1));
            break;
        default:
            if (op->kind == SPV_KIND_LiteralExtInstInteger) {
                const SpvExtInstInfo *x = spv_ext_inst_by_value(in->ext_set, word);
                if (x)
                    need(n, &x->reqs, x->name, 1);
            }
            break;
        }
    }
    if (in->operand_count && n->b->ctx->error_count == errors)
        remember_form(n, in);
    return 0;
}

/* `capabilities` (and capability_bits) hold exactly what the section
 * declares (only this writes either), so a repeat costs one lookup:
 * built-in calls ask per call. */
void spv_declare_capability(SpvBuilder *b, uint32_t capability)
{
    if (u32map_get(&b->capabilities, capability, NULL))
        return;
    u32map_put(&b->ctx->arena, &b->capabilities, capability, 1);
    if (capability < 128)
        b->capability_bits[capability >> 6] |= UINT64_C(1) << (capability & 63);
    spv_instv(b, SEC_CAPABILITY, SpvOpCapability, 1, capability);
}

void spv_require_extension(SpvBuilder *b, const char *name)
{
    for (int i = 0; i < SPV_EXTENSION_COUNT; i++) {
        if (strcmp(spv_extension_names[i], name) == 0) {
            b->extensions[i] = 1;
            return;
        }
    }
    for (size_t i = 0; i < b->other_extensions.len; i++)
        if (strcmp(b->other_extensions.data[i], name) == 0)
            return;
    vec_push(&b->ctx->arena, &b->other_extensions, arena_strndup(&b->ctx->arena, name, strlen(name)));
}

int spv_has_extension(const SpvBuilder *b, const char *name)
{
    for (int i = 0; i < SPV_EXTENSION_COUNT; i++)
        if (strcmp(spv_extension_names[i], name) == 0)
            return b->extensions[i];
    for (size_t i = 0; i < b->other_extensions.len; i++)
        if (strcmp(b->other_extensions.data[i], name) == 0)
            return 1;
    return 0;
}

/* Words left free before the body for the capabilities and extensions
 * found, so that they go in without moving the module: most modules
 * declare a few capabilities and an extension or two. */
#define FRONT_ROOM 64

/* A section this big (256 KB: it has a block of its own) becomes the
 * module's body in place. */
#define IN_PLACE_WORDS (64 * 1024)

/* Works out capabilities and extensions over the body of the module: the
 * module after its capabilities and extensions, with a header for the
 * reader, left in `body` (spv_finish makes it the module). */
static void infer_requirements(SpvBuilder *b, Needs *n, uint32_t **body_words, size_t *body_count)
{
    Arena *a = &b->ctx->arena;
    size_t total = 5;
    for (int s = SEC_EXT_IMPORT; s < SEC_COUNT; s++)
        total += b->sections[s].len;
    /* The largest section, when it is big (a module's functions, mostly),
     * becomes the body: it moves up in its own block, and the others are
     * copied around it, so that the module is never held twice. Else the
     * body is a new block, exactly sized, after FRONT_ROOM words. */
    int largest = SEC_EXT_IMPORT;
    size_t before = FRONT_ROOM + 5;
    for (int s = SEC_EXT_IMPORT; s < SEC_COUNT; s++)
        if (b->sections[s].len > b->sections[largest].len)
            largest = s;
    for (int s = SEC_EXT_IMPORT; s < largest; s++)
        before += b->sections[s].len;
    uint32_t *body;
    size_t in_place = 0; /* words of the largest section, where they are */
    if (b->sections[largest].len >= IN_PLACE_WORDS) {
        SpvWords *big = &b->sections[largest];
        in_place = big->len;
        vec_reserve_uninit(a, big, FRONT_ROOM + total);
        memmove(big->data + before, big->data, in_place * sizeof *big->data);
        body = big->data + FRONT_ROOM;
        *big = (SpvWords){0}; /* the body has it */
    } else {
        body = (uint32_t *)arena_alloc_uninit(a, (FRONT_ROOM + total) * sizeof *body) + FRONT_ROOM;
    }
    uint32_t header[5] = {SPV_MAGIC, b->version, b->generator, b->next_id, 0};
    memcpy(body, header, sizeof header);
    size_t at = 5;
    for (int s = SEC_EXT_IMPORT; s < SEC_COUNT; s++) {
        if (in_place && s == largest)
            at += in_place;
        if (!b->sections[s].len)
            continue;
        memcpy(body + at, b->sections[s].data, b->sections[s].len * sizeof(uint32_t));
        at += b->sections[s].len;
        /* The body holds the words now: a big section goes back at once, so
         * the module is not held twice. */
        arena_free_block(a, b->sections[s].data);
        b->sections[s] = (SpvWords){0};
    }
    *body_words = body;
    *body_count = total;
    /* Explicit capabilities come first and count as declared. */
    SpvWords *caps = &b->sections[SEC_CAPABILITY];
    for (size_t i = 0; i + 1 < caps->len; i += 2)
        imply(n, caps->data[i + 1]);
    /* With Shader declared (every GLSL module), the opcodes that need
     * nothing more of their own count as met already. */
    if (u32map_get(&n->implied, SpvCapabilityShader, NULL)) {
        n->shader = 1;
        _Static_assert(sizeof n->opcode_done == sizeof spv_opcode_asks_nothing_with_shader, "one bit per opcode");
        memcpy(n->opcode_done, spv_opcode_asks_nothing_with_shader, sizeof n->opcode_done);
    }
    SpvHeader h;
    size_t errors = b->ctx->error_count;
    if (spv_read_enum_operands(b->ctx, body, total, b->version, &h, n->opcode_done, form_done, collect_needs, n) != GLSPV_OK ||
        b->ctx->error_count != errors) {
        ctx_diag(b->ctx, GLSPV_SEVERITY_ERROR, "internal error: the module built is malformed");
        return;
    }
    /* Capabilities can need extensions of their own (and, through those,
     * nothing more): one pass over explicit and inferred ones. */
    for (size_t i = 0; i + 1 < caps->len; i += 2)
        need_enumerant(n, SPV_KIND_Capability, caps->data[i + 1]);
    for (size_t i = 0; i < n->caps.len; i++) {
        /* The spelling available at this version carries the extension
         * (DemoteToHelperInvocationEXT before SPIR-V 1.6). */
        const SpvEnumerantInfo *e = spv_enumerant_requirements(SPV_KIND_Capability, n->caps.data[i], b->version);
        if (e)
            need(n, &e->reqs, e->name, 0);
    }
}

uint32_t *spv_finish(SpvBuilder *b, size_t *count)
{
    Needs n = {0};
    n.b = b;
    for (int i = 0; i < SPV_EXTENSION_COUNT; i++)
        if (b->extensions[i])
            vec_push(&b->ctx->arena, &n.exts, (uint16_t)i);
    uint32_t *body = NULL;
    size_t body_count = 0;
    infer_requirements(b, &n, &body, &body_count);
    for (size_t i = 0; i < n.caps.len; i++)
        spv_instv(b, SEC_CAPABILITY, SpvOpCapability, 1, n.caps.data[i]);
    for (size_t i = 0; i < n.exts.len; i++) {
        SpvWords w = {0};
        spv_string(b, &w, spv_extension_names[n.exts.data[i]]);
        spv_inst(b, SEC_EXTENSION, SpvOpExtension, w.data, w.len);
    }
    for (size_t i = 0; i < b->other_extensions.len; i++) {
        SpvWords w = {0};
        spv_string(b, &w, b->other_extensions.data[i]);
        spv_inst(b, SEC_EXTENSION, SpvOpExtension, w.data, w.len);
    }

    /* The body read for the inference becomes the module: the capabilities
     * and extensions go in after its header, in the room left before it
     * (the header moves back), or, when they need more, in a copy. */
    const SpvWords *caps = &b->sections[SEC_CAPABILITY], *exts = &b->sections[SEC_EXTENSION];
    size_t front = (size_t)caps->len + exts->len;
    uint32_t *module;
    if (front <= FRONT_ROOM) {
        module = body - front;
        memmove(module, body, 5 * sizeof *body);
    } else {
        module = arena_alloc_uninit(&b->ctx->arena, (body_count + front) * sizeof *module);
        memcpy(module, body, 5 * sizeof *body);
        memcpy(module + 5 + front, body + 5, (body_count - 5) * sizeof *body);
    }
    if (caps->len)
        memcpy(module + 5, caps->data, caps->len * sizeof *module);
    if (exts->len)
        memcpy(module + 5 + caps->len, exts->data, exts->len * sizeof *module);
    *count = body_count + front;
    return module;
}
