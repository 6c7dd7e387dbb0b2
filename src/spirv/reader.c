/* The SPIR-V binary reader.
 *
 * Each instruction's operands are decoded by walking the grammar: a stack of
 * expected operands starts as the opcode's operand list, and every decoded
 * enumerant pushes its parameters (a bit enum pushes those of each set bit,
 * lowest bit first), a composite pushes its parts, and a variadic operand
 * pushes itself again. Literal numbers get their width and signedness from
 * context: OpConstant/OpSpecConstant from the result type, OpSwitch cases
 * from the selector's type. OpExtInst operands come from the extended set's
 * grammar, OpSpecConstantOp operands from the named opcode's. Most
 * instructions of a module need none of that: when every operand of an
 * opcode takes one word (ids, plain literal integers, enumerants without
 * parameters), spv_read decodes it in one loop over the operand list
 * (read_simple), and leaves anything else, errors included, to the stack
 * (a third of what the optimizer's reading cost); an instruction of the
 * same opcode and word count as one read so takes its operands as they
 * are once its ids and enumerants are checked (read_known_shape). The definitions are
 * kept by id in an array when the header's bound is no larger than the
 * module. */
#include <string.h>

#include "spirv/reader.h"

typedef struct Expect {
    uint16_t kind;
    uint8_t quantifier;
} Expect;

/* The operands decoded for one opcode and word count, and what another
 * instruction of that shape must hold to decode the same: its ids not 0,
 * its fixed words (enumerants, which say what parameters follow; the
 * result type of a typed literal, which says its width; an extended
 * instruction's set and number, which say its operands) the values
 * checked then. Published arrays never change (a new shape gets new
 * ones), so instructions of one shape share them. */
typedef struct Shape {
    uint16_t opcode, word_count; /* word_count 0: none yet */
    uint16_t count;              /* operands */
    uint16_t type_at, result_at; /* words of the result type and id, 0 for none */
    uint16_t ids, enums;         /* entries of id_at, of enum_at and enum_value */
    const SpvOperand *ops;
    uint16_t *id_at, *enum_at;   /* word offsets (enum_at: the fixed words) */
    uint32_t *enum_value;
    SpvExtSetId ext_set;         /* an OpExtInst's */
    int ext_set_unknown_nonsemantic;
} Shape;

#define SHAPES 256

typedef struct Reader {
    Ctx *ctx;
    uint32_t version;
    U32Map number_widths; /* numeric type id -> bit width */
    U32Map number_kinds;  /* numeric type id -> SpvNumberKind */
    U32Map ext_imports;  /* OpExtInstImport id -> set + 1, or UNKNOWN_NONSEMANTIC */
    U32Map defined;      /* result id -> offset of its definition */
    VEC(Expect) stack;
    VEC(SpvOperand) operands;
    const uint32_t *words; /* the module (host byte order) */
    size_t offset;       /* of the instruction being read */
    const SpvInst *inst;
    /* pick_inst's answers by the opcode's low bits: a module repeats a
     * few dozen opcodes, and most instructions need nothing more. */
    const SpvInstInfo *recent[128];
    uint8_t recent_simple[128]; /* simple_shape of recent[i] */
    Shape **shapes;            /* SHAPES, by opcode and word count (shape_slot); NULL: none kept */
    /* By id, when the header's bound is no more than the words (as
     * compilers write it): the offset of its definition, 0 for none
     * (`defined` holds the others). */
    uint32_t *defined_at;
    uint32_t bound;
    int by_grammar;      /* no fast path (spv_read_by_grammar) */
} Reader;

#define UNKNOWN_NONSEMANTIC 0xffffu
#define SKIP_UPTO_OPCODES 512

/* The forms spv_read_enum_operands' `seen` took (first word, enumerant
 * word and, for OpExtInst, set: opcode, length and the operand kinds
 * that follow), by a hash of those, the last one kept in a slot: a
 * function body repeats a few (OpGroupNonUniformIAdd Reduce, OpExtInst
 * sin, ...), each an instruction of the skip loop instead of a call. */
#define SEEN_FORMS 64
typedef struct SeenForms {
    struct { uint32_t head, value, set; } slots[SEEN_FORMS]; /* head 0: empty */
    uint8_t enum_word[SKIP_UPTO_OPCODES]; /* by opcode, once a form of it is kept; 0: none */
} SeenForms;

static inline uint32_t seen_form_slot(uint32_t head, uint32_t value, uint32_t set)
{
    return ((head * 0x9e3779b1u) ^ (value * 0x85ebca6bu) ^ (set * 0xc2b2ae35u)) >> 26;
}

static inline int seen_form(const SeenForms *f, uint32_t head, uint32_t value, uint32_t set)
{
    uint32_t i = seen_form_slot(head, value, set);
    return f->slots[i].head == head && f->slots[i].value == value && f->slots[i].set == set;
}

static void remember_seen_form(SeenForms *f, uint8_t enum_word, uint32_t head, uint32_t value, uint32_t set)
{
    uint32_t i = seen_form_slot(head, value, set);
    f->slots[i].head = head;
    f->slots[i].value = value;
    f->slots[i].set = set;
    f->enum_word[head & 0xffff] = enum_word;
}

static uint32_t bswap32(uint32_t w)
{
    return (w >> 24) | ((w >> 8) & 0xff00u) | ((w << 8) & 0xff0000u) | (w << 24);
}

static const char *opname(const SpvInst *inst)
{
    return inst->info ? inst->info->name : "instruction";
}

/* Among the names of a value, the first available in the reader's version
 * (SPIRV-Tools' choice); failing that, the first, so that a valid module
 * from a newer version still reads. */
static const SpvInstInfo *pick_inst(const Reader *r, uint32_t opcode)
{
    const SpvInstInfo *i = spv_inst_for_version(opcode, r->version);
    return i ? i : spv_inst_by_opcode(opcode);
}

static const SpvEnumerantInfo *pick_enumerant(const Reader *r, SpvKind kind, uint32_t value)
{
    const SpvEnumerantInfo *e = spv_enumerant_for_version(kind, value, r->version);
    return e ? e : spv_enumerant_by_value(kind, value);
}

/* Records an error about the word at `word` (an index into the module). */
static glspv_status fail(Reader *r, size_t word, const char *fmt, ...) PRINTF_LIKE(3, 4);
static glspv_status fail(Reader *r, size_t word, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = ctx_vdiag(r->ctx, GLSPV_SEVERITY_ERROR, fmt, ap);
    va_end(ap);
    d->word_offset = word;
    return GLSPV_ERROR_INVALID_BINARY;
}

static void push(Reader *r, uint16_t kind, uint8_t quantifier)
{
    Expect e = {kind, quantifier};
    vec_push(&r->ctx->arena, &r->stack, e);
}

/* Pushes an operand list so that its first entry is on top. */
static void push_list(Reader *r, uint32_t first, uint32_t count, int skip_result)
{
    for (uint32_t i = count; i-- > 0;) {
        const SpvOperandInfo *o = spv_operand(first + i);
        if (skip_result && (o->kind == SPV_KIND_IdResultType || o->kind == SPV_KIND_IdResult))
            continue;
        push(r, o->kind, o->quantifier);
    }
}

static void add_operand(Reader *r, uint16_t offset, uint16_t num_words, uint16_t kind, uint8_t number_kind,
                        uint32_t width)
{
    SpvOperand op = {offset, num_words, kind, number_kind, width};
    vec_push(&r->ctx->arena, &r->operands, op);
}

/* The offset of id's definition, if it has one. */
static int defined_get(const Reader *r, uint32_t id, uint32_t *at)
{
    if (id < r->bound) {
        *at = r->defined_at[id];
        return *at != 0;
    }
    return u32map_get(&r->defined, id, at);
}

static void defined_put(Reader *r, uint32_t id, uint32_t at)
{
    if (id < r->bound)
        r->defined_at[id] = at;
    else
        u32map_put(&r->ctx->arena, &r->defined, id, at);
}

/* Width and kind of the numeric type `type_id`, for a typed literal. */
static glspv_status number_type(Reader *r, uint32_t type_id, uint8_t *kind, uint32_t *width, size_t word)
{
    uint32_t bits, number_kind;
    if (!u32map_get(&r->number_widths, type_id, &bits) || !u32map_get(&r->number_kinds, type_id, &number_kind))
        return fail(r, word, "%s at word %zu: type %%%u of the literal at word %zu is not a scalar integer or float type",
                    opname(r->inst), r->offset, type_id, word);
    *width = bits;
    *kind = (uint8_t)number_kind;
    return GLSPV_OK;
}

/* The result type of value `id`, read from its definition; 0 if none. */
static uint32_t value_type(Reader *r, uint32_t id)
{
    uint32_t at;
    if (!defined_get(r, id, &at))
        return 0;
    const SpvInstInfo *info = pick_inst(r, r->words[at] & 0xffff);
    if (!info || !info->operand_count || spv_operand(info->operands)->kind != SPV_KIND_IdResultType ||
        (r->words[at] >> 16) < 2)
        return 0;
    return r->words[at + 1];
}

/* Decodes one expected operand at instruction word `pos`; sets *used. */
static glspv_status read_operand(Reader *r, SpvInst *inst, Expect e, uint16_t pos, uint16_t *used)
{
    const uint32_t *w = inst->words;
    uint16_t left = (uint16_t)(inst->word_count - pos);
    size_t at = r->offset + pos;
    const SpvKindInfo *kind = &spv_kinds[e.kind];
    uint32_t value = w[pos];
    *used = 1;

    switch (kind->category) {
    case SPV_CAT_COMPOSITE:
        *used = 0;
        for (int i = kind->base_count; i-- > 0;)
            push(r, kind->bases[i], SPV_QUANT_ONE);
        return GLSPV_OK;
    case SPV_CAT_ID:
        if (value == 0)
            return fail(r, at, "%s at word %zu: the %s operand at word %zu is id 0, which is never valid",
                        opname(inst), r->offset, kind->name, at);
        if (e.kind == SPV_KIND_IdResultType)
            inst->type_id = value;
        if (e.kind == SPV_KIND_IdResult) {
            uint32_t first;
            if (defined_get(r, value, &first))
                return fail(r, at, "%s at word %zu: id %%%u is defined more than once (first at word %u)",
                            opname(inst), r->offset, value, first);
            defined_put(r, value, (uint32_t)r->offset);
            inst->result_id = value;
        }
        add_operand(r, pos, 1, e.kind, SPV_NUMBER_NONE, 0);
        return GLSPV_OK;
    case SPV_CAT_VALUE_ENUM: {
        const SpvEnumerantInfo *en = pick_enumerant(r, e.kind, value);
        if (!en)
            return fail(r, at, "%s at word %zu: invalid %s operand %u at word %zu", opname(inst), r->offset,
                        kind->name, value, at);
        add_operand(r, pos, 1, e.kind, SPV_NUMBER_NONE, 0);
        push_list(r, en->params, en->param_count, 0);
        return GLSPV_OK;
    }
    case SPV_CAT_BIT_ENUM: {
        /* Highest bit first, so the lowest bit's parameters end on top;
         * done once no bit is left (most masks are 0). */
        uint32_t rest = value;
        for (int bit = 31; rest; bit--) {
            uint32_t mask = 1u << bit;
            if (!(rest & mask))
                continue;
            rest &= ~mask;
            const SpvEnumerantInfo *en = pick_enumerant(r, e.kind, mask);
            if (!en)
                return fail(r, at, "%s at word %zu: invalid %s operand 0x%x at word %zu (bit 0x%x is unknown)",
                            opname(inst), r->offset, kind->name, value, at, mask);
            push_list(r, en->params, en->param_count, 0);
        }
        add_operand(r, pos, 1, e.kind, SPV_NUMBER_NONE, 0);
        return GLSPV_OK;
    }
    default:
        break;
    }

    /* Literals. */
    switch (e.kind) {
    case SPV_KIND_LiteralString: {
        uint16_t n = 0;
        for (;;) {
            if (n == left)
                return fail(r, at, "%s at word %zu: the string operand at word %zu has no terminating NUL "
                            "within the instruction's %u words", opname(inst), r->offset, at, inst->word_count);
            uint32_t word = w[pos + n++];
            if (!(word & 0xff) || !(word & 0xff00) || !(word & 0xff0000) || !(word & 0xff000000))
                break;
        }
        *used = n;
        add_operand(r, pos, n, e.kind, SPV_NUMBER_NONE, 0);
        if (inst->opcode == SpvOpExtInstImport)
            return GLSPV_OK; /* recorded by the caller once the result id is known */
        return GLSPV_OK;
    }
    case SPV_KIND_LiteralContextDependentNumber:
    case SPV_KIND_LiteralInteger: {
        uint8_t nk = SPV_NUMBER_UINT;
        uint32_t width = 32;
        uint32_t type_id = 0;
        if (e.kind == SPV_KIND_LiteralContextDependentNumber)
            type_id = inst->type_id;
        else if (inst->opcode == SpvOpSwitch && pos > 2 && !(type_id = value_type(r, w[1])))
            return fail(r, at, "OpSwitch at word %zu: the selector %%%u has no known type", r->offset, w[1]);
        if (type_id) {
            glspv_status s = number_type(r, type_id, &nk, &width, at);
            if (s)
                return s;
        }
        /* One word per 32 bits, counted in 16 bits as spirv-dis counts them,
         * so that absurd widths (invalid anyway) read as it reads them. */
        uint16_t n = (uint16_t)((width + 31u) / 32u);
        if (n == 0)
            return fail(r, at, "%s at word %zu: the literal at word %zu has a type %u bits wide", opname(inst),
                        r->offset, at, width);
        if (n > left)
            return fail(r, at, "%s at word %zu: the %u-bit literal at word %zu runs past the end of the instruction",
                        opname(inst), r->offset, width, at);
        *used = n;
        add_operand(r, pos, n, e.kind, nk, width);
        return GLSPV_OK;
    }
    case SPV_KIND_LiteralExtInstInteger: {
        add_operand(r, pos, 1, e.kind, SPV_NUMBER_UINT, 32);
        if (inst->ext_set_unknown_nonsemantic) {
            push(r, SPV_KIND_IdRef, SPV_QUANT_VARIADIC);
            return GLSPV_OK;
        }
        const SpvExtInstInfo *x = spv_ext_inst_by_value(inst->ext_set, value);
        /* Every non-semantic instruction takes only ids, so an instruction
         * newer than our grammar still reads. */
        if (!x && strncmp(spv_ext_sets[inst->ext_set].name, "NonSemantic.", 12) == 0) {
            push(r, SPV_KIND_IdRef, SPV_QUANT_VARIADIC);
            return GLSPV_OK;
        }
        if (!x)
            return fail(r, at, "OpExtInst at word %zu: %s has no instruction %u", r->offset,
                        spv_ext_sets[inst->ext_set].name, value);
        push_list(r, x->operands, x->operand_count, 0);
        return GLSPV_OK;
    }
    case SPV_KIND_LiteralSpecConstantOpInteger: {
        const SpvInstInfo *x = pick_inst(r, value);
        if (!x)
            return fail(r, at, "OpSpecConstantOp at word %zu: invalid opcode %u at word %zu", r->offset, value, at);
        add_operand(r, pos, 1, e.kind, SPV_NUMBER_UINT, 32);
        push_list(r, x->operands, x->operand_count, 1);
        return GLSPV_OK;
    }
    default:
        add_operand(r, pos, 1, e.kind, SPV_NUMBER_UINT, 32);
        return GLSPV_OK;
    }
}

/* Facts later instructions need: numeric types, value types, set imports. */
/* Whether remember keeps anything of an instruction of this opcode: the
 * call is left out for the others, nearly all of a module's. */
static inline int remembered(uint16_t opcode)
{
    return opcode == SpvOpTypeInt || opcode == SpvOpTypeFloat || opcode == SpvOpExtInstImport;
}

static glspv_status remember(Reader *r, const SpvInst *inst)
{
    Arena *a = &r->ctx->arena;
    const uint32_t *w = inst->words;
    switch (inst->opcode) {
    case SpvOpTypeInt:
        u32map_put(a, &r->number_widths, w[1], w[2]);
        u32map_put(a, &r->number_kinds, w[1], w[3] ? SPV_NUMBER_INT : SPV_NUMBER_UINT);
        break;
    case SpvOpTypeFloat:
        u32map_put(a, &r->number_widths, w[1], w[2]);
        u32map_put(a, &r->number_kinds, w[1], SPV_NUMBER_FLOAT);
        break;
    case SpvOpExtInstImport: {
        const char *name = spv_operand_string(r->ctx, inst, &inst->operands[1]);
        SpvExtSetId set = spv_ext_set_by_name(name);
        if (set != SPV_EXT_SET_NONE)
            u32map_put(a, &r->ext_imports, inst->result_id, (uint32_t)set + 1);
        else if (strncmp(name, "NonSemantic.", 12) == 0)
            u32map_put(a, &r->ext_imports, inst->result_id, UNKNOWN_NONSEMANTIC);
        else
            return fail(r, r->offset + inst->operands[1].offset,
                        "OpExtInstImport at word %zu: unknown extended instruction set \"%s\"", r->offset, name);
        break;
    }
    default:
        break;
    }
    return GLSPV_OK;
}

/* Whether every operand of an instruction takes one word whatever its
 * context: ids (not pairs), plain literal integers and enumerants, the
 * fixed ones first and then any optional or variadic ones. */
static int simple_shape(const SpvInstInfo *info)
{
    if (info->opcode == SpvOpSwitch)
        return 0; /* its literals take the selector's width */
    int fixed = 1;
    for (uint32_t i = 0; i < info->operand_count; i++) {
        const SpvOperandInfo *o = spv_operand(info->operands + i);
        uint8_t cat = spv_kinds[o->kind].category;
        if (!(cat == SPV_CAT_ID || cat == SPV_CAT_VALUE_ENUM || cat == SPV_CAT_BIT_ENUM ||
              o->kind == SPV_KIND_LiteralInteger))
            return 0;
        if (o->quantifier != SPV_QUANT_ONE)
            fixed = 0;
        else if (!fixed)
            return 0;
    }
    return 1;
}

/* Decodes one word of a simple operand as read_operand does; 0 where
 * read_operand would do more (an enumerant with parameters) or fail (id
 * 0, an unknown enumerant): the caller then leaves it to read_operand. */
static int read_simple_operand(Reader *r, SpvInst *inst, uint16_t kind, uint16_t pos)
{
    uint32_t value = inst->words[pos];
    switch (spv_kinds[kind].category) {
    case SPV_CAT_ID:
        if (!value)
            return 0;
        if (kind == SPV_KIND_IdResultType)
            inst->type_id = value;
        if (kind == SPV_KIND_IdResult)
            inst->result_id = value;
        add_operand(r, pos, 1, kind, SPV_NUMBER_NONE, 0);
        return 1;
    case SPV_CAT_VALUE_ENUM: {
        const SpvEnumerantInfo *en = pick_enumerant(r, kind, value);
        if (!en || en->param_count)
            return 0;
        add_operand(r, pos, 1, kind, SPV_NUMBER_NONE, 0);
        return 1;
    }
    case SPV_CAT_BIT_ENUM:
        for (uint32_t rest = value; rest; rest &= rest - 1) {
            const SpvEnumerantInfo *en = pick_enumerant(r, kind, rest & -rest);
            if (!en || en->param_count)
                return 0;
        }
        add_operand(r, pos, 1, kind, SPV_NUMBER_NONE, 0);
        return 1;
    default: /* LiteralInteger, outside OpSwitch */
        add_operand(r, pos, 1, kind, SPV_NUMBER_UINT, 32);
        return 1;
    }
}

static Shape **shape_slot(Reader *r, const SpvInst *inst)
{
    return &r->shapes[(inst->opcode * 31u + inst->word_count) % SHAPES];
}

/* The operands of an instruction of a shape seen before, without the
 * grammar: 0 where it differs (an id 0, another enumerant). */
static int read_known_shape(Reader *r, SpvInst *inst)
{
    const Shape *s = r->shapes ? *shape_slot(r, inst) : NULL;
    if (!s || s->opcode != inst->opcode || s->word_count != inst->word_count)
        return 0;
    const uint32_t *w = inst->words;
    for (uint16_t i = 0; i < s->ids; i++)
        if (!w[s->id_at[i]])
            return 0;
    for (uint16_t i = 0; i < s->enums; i++)
        if (w[s->enum_at[i]] != s->enum_value[i])
            return 0;
    inst->type_id = s->type_at ? w[s->type_at] : 0;
    inst->result_id = s->result_at ? w[s->result_at] : 0;
    inst->operands = s->ops;
    inst->operand_count = s->count;
    inst->operands_shared = 1;
    inst->ext_set = s->ext_set;
    inst->ext_set_unknown_nonsemantic = s->ext_set_unknown_nonsemantic;
    return 1;
}

/* Whether the operands decoded for an instruction hold for every other
 * of its opcode and word count whose fixed words (remember_shape) are
 * the same: not where a string's length places what follows, nor for the
 * operands of OpSpecConstantOp's opcode, nor OpSwitch's literals (the
 * selector's width). */
static int shape_holds(const SpvInst *inst)
{
    if (inst->opcode == SpvOpSwitch)
        return 0;
    for (uint16_t i = 0; i < inst->operand_count; i++) {
        uint16_t kind = inst->operands[i].kind;
        if (kind == SPV_KIND_LiteralString || kind == SPV_KIND_LiteralSpecConstantOpInteger)
            return 0;
    }
    return 1;
}

/* Keeps the operands decoded (read_simple's, or the grammar's where
 * shape_holds) as the shape of their opcode and word count; the
 * instruction then reads them there. */
static void remember_shape(Reader *r, SpvInst *inst)
{
    Arena *a = &r->ctx->arena;
    if (!r->shapes)
        return;
    Shape *s = arena_alloc_uninit(a, sizeof *s);
    *shape_slot(r, inst) = s;
    uint16_t n = inst->operand_count;
    SpvOperand *ops = arena_alloc_uninit(a, n * sizeof *ops + 1);
    uint16_t *at = arena_alloc_uninit(a, (2u * n + 2) * sizeof *at);
    uint32_t *values = arena_alloc_uninit(a, (n + 2) * sizeof *values);
    *s = (Shape){0};
    s->opcode = inst->opcode, s->word_count = inst->word_count, s->count = n;
    s->id_at = at, s->enum_at = at + n, s->enum_value = values;
    s->ext_set = inst->ext_set;
    s->ext_set_unknown_nonsemantic = inst->ext_set_unknown_nonsemantic;
    for (uint16_t i = 0; i < n; i++) {
        const SpvOperand *o = &inst->operands[i];
        ops[i] = *o;
        switch (spv_kinds[o->kind].category) {
        case SPV_CAT_ID:
            s->id_at[s->ids++] = o->offset;
            if (o->kind == SPV_KIND_IdResultType)
                s->type_at = o->offset;
            if (o->kind == SPV_KIND_IdResult)
                s->result_at = o->offset;
            break;
        case SPV_CAT_VALUE_ENUM: case SPV_CAT_BIT_ENUM:
            s->enum_value[s->enums] = inst->words[o->offset];
            s->enum_at[s->enums++] = o->offset;
            break;
        default:
            /* A typed literal's width is its result type's; an extended
             * instruction's operands are its set's and number's. (Each
             * at most once in an instruction: n + 2 entries suffice.) */
            if (o->kind == SPV_KIND_LiteralContextDependentNumber && s->type_at)
                s->enum_value[s->enums] = inst->words[s->type_at], s->enum_at[s->enums++] = s->type_at;
            if (o->kind == SPV_KIND_LiteralExtInstInteger) {
                s->enum_value[s->enums] = inst->words[o->offset - 1], s->enum_at[s->enums++] = o->offset - 1;
                s->enum_value[s->enums] = inst->words[o->offset], s->enum_at[s->enums++] = o->offset;
            }
            break;
        }
    }
    s->ops = ops;
    inst->operands = ops;
    inst->operands_shared = 1;
}

/* read_inst for an instruction of simple_shape, without the stack of
 * expected operands (most of a module's instructions): the same operands,
 * or 0 and nothing recorded where read_inst would do more or fail. The
 * second instruction of a shape (opcode and word count) takes the
 * first's operands as they are (read_known_shape). */
/* An instruction of a shape seen before: its result defined once. */
static int read_shaped(Reader *r, SpvInst *inst)
{
    uint32_t first;
    if (!read_known_shape(r, inst))
        return 0;
    if (inst->result_id && defined_get(r, inst->result_id, &first)) {
        inst->ext_set = SPV_EXT_SET_NONE, inst->ext_set_unknown_nonsemantic = 0, inst->operands_shared = 0;
        return 0;
    }
    if (inst->result_id)
        defined_put(r, inst->result_id, (uint32_t)r->offset);
    return 1;
}

static int read_simple(Reader *r, SpvInst *inst)
{
    uint32_t first;
    inst->type_id = inst->result_id = 0;
    const SpvInstInfo *info = inst->info;
    uint16_t pos = 1, wc = inst->word_count;
    r->operands.len = 0;
    if (r->operands.cap < wc)
        vec_reserve_uninit(&r->ctx->arena, &r->operands, wc);
    for (uint32_t i = 0; i < info->operand_count; i++) {
        const SpvOperandInfo *o = spv_operand(info->operands + i);
        if (pos == wc) {
            if (o->quantifier == SPV_QUANT_ONE)
                return 0;
            continue;
        }
        do {
            if (!read_simple_operand(r, inst, o->kind, pos))
                return 0;
            pos++;
        } while (o->quantifier == SPV_QUANT_VARIADIC && pos < wc);
    }
    if (pos != wc || (inst->result_id && defined_get(r, inst->result_id, &first)))
        return 0;
    if (inst->result_id)
        defined_put(r, inst->result_id, (uint32_t)r->offset);
    inst->operands = r->operands.data;
    inst->operand_count = (uint16_t)r->operands.len;
    remember_shape(r, inst);
    return 1;
}

static glspv_status read_inst(Reader *r, SpvInst *inst, int enums_only)
{
    if (!enums_only && ((r->shapes && read_shaped(r, inst)) ||
                        (r->recent_simple[inst->opcode % COUNT_OF(r->recent)] && read_simple(r, inst))))
        return remembered(inst->opcode) ? remember(r, inst) : GLSPV_OK;
    inst->type_id = inst->result_id = 0;
    r->stack.len = 0;
    r->operands.len = 0;
    r->inst = inst;
    const SpvInstInfo *info = inst->info;
    uint16_t pos = 1, skipped = 0;
    /* For a reader of enumerants only, the one-word operands before the
     * first one (ids and literals, which ask nothing) are not decoded. */
    if (enums_only && info->enum_word > 1 && inst->word_count > info->enum_word) {
        skipped = (uint16_t)(info->enum_word - 1);
        pos = info->enum_word;
        if (info->has_type)
            inst->type_id = inst->words[1];
        if (info->has_result)
            inst->result_id = inst->words[info->has_type ? 2 : 1];
    }
    push_list(r, info->operands + skipped, info->operand_count - skipped, 0);

    while (r->stack.len) {
        Expect e = r->stack.data[--r->stack.len];
        if (pos == inst->word_count) {
            if (e.quantifier != SPV_QUANT_ONE)
                continue;
            return fail(r, r->offset + pos,
                        "%s at word %zu: expected a %s operand at word %zu, but the instruction has only %u words",
                        info->name, r->offset, spv_kinds[e.kind].name, r->offset + pos, inst->word_count);
        }
        if (e.quantifier == SPV_QUANT_VARIADIC)
            push(r, e.kind, SPV_QUANT_VARIADIC);
        /* OpExtInst's instruction number needs the set named by operand 3. */
        if (e.kind == SPV_KIND_LiteralExtInstInteger) {
            uint32_t set;
            if (!u32map_get(&r->ext_imports, inst->words[3], &set))
                return fail(r, r->offset + 3, "OpExtInst at word %zu: %%%u is not the result of an OpExtInstImport",
                            r->offset, inst->words[3]);
            inst->ext_set_unknown_nonsemantic = set == UNKNOWN_NONSEMANTIC;
            inst->ext_set = set == UNKNOWN_NONSEMANTIC ? SPV_EXT_SET_NONE : (SpvExtSetId)(set - 1);
        }
        uint16_t used;
        glspv_status s = read_operand(r, inst, e, pos, &used);
        if (s)
            return s;
        pos = (uint16_t)(pos + used);
    }
    if (pos != inst->word_count)
        return fail(r, r->offset + pos, "%s at word %zu: word count is %u but its operands end after %u words",
                    info->name, r->offset, inst->word_count, pos);
    inst->operands = r->operands.data;
    inst->operand_count = (uint16_t)r->operands.len;
    /* (A shape of the opcode and word count kept already stays: typed
     * literals of several types, several sets' instructions, would
     * replace each other.) */
    Shape *kept = r->shapes ? *shape_slot(r, inst) : NULL;
    if (!enums_only && (!kept || kept->opcode != inst->opcode || kept->word_count != inst->word_count) &&
        shape_holds(inst))
        remember_shape(r, inst);
    return remember(r, inst);
}

/* The end of the run of instructions from `offset` that spv_read_enum_operands
 * skips undecoded (skip_upto, and the forms `seen` took): the first
 * that is not, or `count`. A count of 0 wraps, and is not skipped. Its own
 * function, on pointers: most of a module goes by here, a few
 * instructions each. */
static size_t skip_run(const uint32_t *words, size_t offset, size_t count, const uint8_t *skip_upto,
                       const SeenForms *forms)
{
    const uint32_t *p = words + offset;
    size_t left = count - offset; /* words from p on */
    while (left) {
        uint32_t head = *p, op = head & 0xffff;
        size_t n = head >> 16;
        /* n - 1 >= left: a count of 0 (it wraps) or one past the end */
        if (op >= SKIP_UPTO_OPCODES || n - 1 >= left)
            break;
        if (n - 1 >= skip_upto[op]) {
            uint8_t at = forms ? forms->enum_word[op] : 0;
            if (!at || n <= at || !seen_form(forms, head, p[at], op == SpvOpExtInst ? p[3] : 0))
                break;
        }
        p += n;
        left -= n;
    }
    return (size_t)(p - words);
}

/* The header: checked, the module in host byte order (*words, a copy
 * when it was swapped), and the reader set up for it. enums_only: 1 for
 * spv_read_enum_operands, 0 for spv_read, -1 for spv_read_by_grammar
 * (spv_read without the fast path). */
static glspv_status start(Reader *r, Ctx *ctx, const uint32_t **module, size_t count, uint32_t version,
                          SpvHeader *header, int enums_only)
{
    const uint32_t *words = *module;
    *r = (Reader){0};
    r->ctx = ctx;
    r->by_grammar = enums_only < 0;
    enums_only = enums_only > 0;
    r->version = version;
    memset(header, 0, sizeof *header);
    if (count < 5)
        return fail(r, count, "module has an incomplete header: only %zu words instead of 5", count);
    if (words[0] == bswap32(SPV_MAGIC)) {
        uint32_t *copy = arena_alloc(&ctx->arena, count * sizeof *copy);
        for (size_t i = 0; i < count; i++)
            copy[i] = bswap32(words[i]);
        words = copy;
        header->swapped = 1;
    } else if (words[0] != SPV_MAGIC) {
        return fail(r, 0, "invalid SPIR-V magic number 0x%08x at word 0", words[0]);
    }
    /* Versions are 0x00MMmm00; only the ones the grammar knows are read. */
    uint32_t v = words[1];
    if ((v & 0xff0000ffu) || v < 0x00010000u || v > SPV_GRAMMAR_VERSION)
        return fail(r, 1, "unsupported SPIR-V version word 0x%08x at word 1 (this reader knows 1.0 to %u.%u)", v,
                    SPV_GRAMMAR_VERSION >> 16, (SPV_GRAMMAR_VERSION >> 8) & 0xff);
    r->words = words;
    if (!enums_only && words[3] <= count) { /* (the enumerants' reader records few definitions) */
        r->bound = words[3];
        r->defined_at = arena_alloc(&ctx->arena, (size_t)r->bound * sizeof *r->defined_at);
    }
    header->magic = words[0];
    header->version = words[1];
    header->generator = words[2];
    header->bound = words[3];
    header->schema = words[4];
    if (!enums_only && !r->by_grammar)
        r->shapes = arena_alloc(&ctx->arena, SHAPES * sizeof *r->shapes);
    *module = words;
    return GLSPV_OK;
}

/* The grammar's entry of the instruction at `offset` (*info), its word
 * count checked. */
static inline glspv_status inst_at(Reader *r, size_t offset, size_t count, int enums_only, const SpvInstInfo **info_out)
{
    uint32_t first = r->words[offset];
    uint16_t word_count = (uint16_t)(first >> 16), opcode = (uint16_t)(first & 0xffff);
    r->offset = offset;
    if (word_count == 0)
        return fail(r, offset, "instruction at word %zu has a word count of 0", offset);
    const SpvInstInfo **recent = &r->recent[opcode % COUNT_OF(r->recent)];
    const SpvInstInfo *info = *recent;
    if (!info || info->opcode != opcode) {
        info = *recent = pick_inst(r, opcode);
        r->recent_simple[opcode % COUNT_OF(r->recent)] = !enums_only && !r->by_grammar && info && simple_shape(info);
    }
    if (!info)
        return fail(r, offset, "invalid opcode %u at word %zu", opcode, offset);
    if (word_count > count - offset)
        return fail(r, offset, "%s at word %zu has a word count of %u, but only %zu words remain", info->name,
                    offset, word_count, count - offset);
    *info_out = info;
    return GLSPV_OK;
}

/* The instruction at `offset` (of inst_at's `info`) before its operands are decoded. */
static inline void inst_init(const Reader *r, size_t offset, const SpvInstInfo *info, SpvInst *inst)
{
    *inst = (SpvInst){0};
    inst->word_count = (uint16_t)(r->words[offset] >> 16);
    inst->opcode = (uint16_t)(r->words[offset] & 0xffff);
    inst->words = r->words + offset;
    inst->offset = offset;
    inst->ext_set = SPV_EXT_SET_NONE;
    inst->info = info;
}

static glspv_status read_module(Ctx *ctx, const uint32_t *words, size_t count, uint32_t version, SpvHeader *header,
                                int enums_only, const uint8_t *skip, SpvInstFn seen, SpvInstFn fn, void *user)
{
    Reader r;
    glspv_status s = start(&r, ctx, &words, count, version, header, enums_only);
    if (s)
        return s;
    enums_only = enums_only > 0;

    /* With `skip`: by opcode, the longest instruction known to be skipped
     * (its bit set, no operand to decode), so that most of a module goes
     * by in a few instructions each. The core opcodes only: most of any
     * module, and a table small enough to clear for a small one. */
    uint8_t *skip_upto = skip ? arena_alloc(&ctx->arena, SKIP_UPTO_OPCODES) : NULL;
    /* With `seen` as well: the forms it took, found again in the run of
     * skipped instructions without a call (SeenForms). */
    SeenForms *forms = skip && seen && enums_only ? arena_alloc(&ctx->arena, sizeof *forms) : NULL;
    for (size_t offset = 5; offset < count;) {
        if (skip_upto) {
            /* A run of instructions known to be skipped, in a loop of its
             * own (a count of 0 wraps, and is not skipped). */
            offset = skip_run(words, offset, count, skip_upto, forms);
            if (offset >= count)
                break;
        }
        const SpvInstInfo *info;
        s = inst_at(&r, offset, count, enums_only, &info);
        if (s)
            return s;
        uint32_t first = words[offset];
        uint16_t word_count = (uint16_t)(first >> 16), opcode = (uint16_t)(first & 0xffff);
        /* What remember() keeps is needed whatever the caller wants. */
        int decode = !enums_only || (info->enum_word && word_count > info->enum_word) || opcode == SpvOpTypeInt ||
                     opcode == SpvOpTypeFloat || opcode == SpvOpExtInstImport;
        if (!decode && skip && (skip[opcode >> 3] & (1u << (opcode & 7)))) {
            if (skip_upto && opcode < SKIP_UPTO_OPCODES) /* (a bit set before the reading) */
                skip_upto[opcode] = info->enum_word ? (uint8_t)(info->enum_word) : 255;
            offset += word_count;
            continue;
        }
        SpvInst inst;
        inst_init(&r, offset, info, &inst);
        /* The forms `seen` knows are skipped before their decoding, the costly part. */
        if (decode && seen && enums_only && opcode != SpvOpTypeInt && opcode != SpvOpTypeFloat &&
            opcode != SpvOpExtInstImport && seen(user, &inst)) {
            if (forms && opcode < SKIP_UPTO_OPCODES)
                remember_seen_form(forms, (uint8_t)info->enum_word, first, words[offset + info->enum_word],
                                   opcode == SpvOpExtInst ? words[offset + 3] : 0);
            offset += word_count;
            continue;
        }
        s = decode ? read_inst(&r, &inst, enums_only) : GLSPV_OK;
        if (s)
            return s;
        if (fn(user, &inst))
            break;
        if (!decode && skip_upto && opcode < SKIP_UPTO_OPCODES && (skip[opcode >> 3] & (1u << (opcode & 7))))
            skip_upto[opcode] = info->enum_word ? (uint8_t)(info->enum_word) : 255;
        offset += word_count;
    }
    return GLSPV_OK;
}

glspv_status spv_read(Ctx *ctx, const uint32_t *words, size_t count, uint32_t version, SpvHeader *header,
                      SpvInstFn fn, void *user)
{
    return read_module(ctx, words, count, version, header, 0, NULL, NULL, fn, user);
}

glspv_status spv_read_by_grammar(Ctx *ctx, const uint32_t *words, size_t count, uint32_t version, SpvHeader *header,
                                 SpvInstFn fn, void *user)
{
    return read_module(ctx, words, count, version, header, -1, NULL, NULL, fn, user);
}

glspv_status spv_read_enum_operands(Ctx *ctx, const uint32_t *words, size_t count, uint32_t version,
                                    SpvHeader *header, const uint8_t *skip, SpvInstFn seen, SpvInstFn fn,
                                    void *user)
{
    return read_module(ctx, words, count, version, header, 1, skip, seen, fn, user);
}

struct SpvReader {
    Reader r;
    size_t count;
};

glspv_status spv_reader_open(Ctx *ctx, const uint32_t **words, size_t count, uint32_t version, SpvHeader *header,
                             SpvReader **reader)
{
    SpvReader *sr = arena_alloc(&ctx->arena, sizeof *sr);
    sr->count = count;
    *reader = sr;
    return start(&sr->r, ctx, words, count, version, header, 0);
}

glspv_status spv_reader_decode(SpvReader *sr, size_t offset, SpvInst *inst)
{
    const SpvInstInfo *info;
    glspv_status s = inst_at(&sr->r, offset, sr->count, 0, &info);
    if (s)
        return s;
    inst_init(&sr->r, offset, info, inst);
    return read_inst(&sr->r, inst, 0);
}

uint32_t *spv_reader_definitions(SpvReader *sr, uint32_t *bound)
{
    *bound = sr->r.bound;
    return sr->r.defined_at;
}

int spv_reader_define(SpvReader *sr, uint32_t id, size_t offset)
{
    uint32_t first;
    if (!id || defined_get(&sr->r, id, &first))
        return 0;
    defined_put(&sr->r, id, (uint32_t)offset);
    return 1;
}

const char *spv_operand_string(Ctx *ctx, const SpvInst *inst, const SpvOperand *op)
{
    char *s = arena_alloc(&ctx->arena, (size_t)op->num_words * 4 + 1);
    size_t n = 0;
    for (uint16_t i = 0; i < op->num_words; i++) {
        uint32_t w = inst->words[op->offset + i];
        for (int b = 0; b < 4; b++) {
            char c = (char)((w >> (8 * b)) & 0xff);
            if (!c)
                return s;
            s[n++] = c;
        }
    }
    return s;
}

SpvInst spv_inst_keep(Arena *a, const SpvInst *inst)
{
    SpvInst copy = *inst;
    SpvOperand *ops = arena_alloc_uninit(a, (inst->operand_count ? inst->operand_count : 1) * sizeof *ops);
    copy_bytes(ops, inst->operands, inst->operand_count * sizeof *ops); /* operands is NULL when there are none */
    copy.operands = ops;
    return copy;
}
