/* The optimizer's module (ir.h): reading words into globals, functions and
 * blocks; definitions and use counts; each function's CFG and dominators;
 * replacing uses; writing the words back with compact ids. */
#include <string.h>

#include "opt/ir.h"

/* ---- reading ---- */

/* An instruction shape (opcode and word count) the reader decoded with
 * operands it shares (SpvInst operands_shared): every later instruction
 * of that first word whose fixed words are the same and whose ids are not
 * 0 has those operands, and is read here from its words alone, without
 * the reader. What the optimizer derives from the operands (the use
 * indexes, where the result type and result are, whether the opcode is
 * weak or ends a block) is made once per shape too. */
typedef struct FastShape {
    uint32_t head;               /* the first word (count << 16 | opcode); 0: none */
    const SpvInstInfo *info;
    const SpvOperand *ops;
    uint16_t operand_count, ext_set;
    uint16_t ids, uses, fixed;   /* entries of id_words, of uses_at and use_words, of fixed_at */
    uint16_t type_at, result_at; /* word offsets of the result type and result, 0 for none */
    uint8_t weak;                /* weak_opcode of the opcode */
    uint8_t terminator;          /* spv_is_block_terminator of it */
    const uint16_t *id_words, *uses_at, *use_words, *fixed_at;
    const uint32_t *fixed_value;
} FastShape;

#define FAST_SHAPES 256

static inline uint32_t fast_slot(uint32_t head)
{
    return (head * 0x9e3779b1u) >> 24;
}

typedef struct Reading {
    OptModule *m;
    OptFunction *fn;     /* the function being read, or NULL */
    OptBlock *block;     /* its block being read, or NULL */
    int after_functions; /* an OpFunctionEnd was seen */
    const char *problem; /* what made the module unreadable for the optimizer */
    size_t problem_at;
    U32Map dense;        /* the module's ids -> 1, 2, 3... in order of first sight */
    uint32_t *dense_by_id; /* the same by id, when the bound is no more than the words (the usual case) */
    uint32_t bound;
    VEC(OptInst *) lines; /* OpLine/OpNoLine after a function, for the next one */
    uint32_t max_id;
    SpvReader *reader;
    FastShape *fast[FAST_SHAPES]; /* by fast_slot of the first word; NULL: none (a short table to clear) */
} Reading;

/* The dense id of a module's id: the arrays by id are then as long as the
 * ids the module has, whatever their values (or the bound) claim. */
static uint32_t dense_id_slow(Reading *r, uint32_t id)
{
    uint32_t d;
    if (id < r->bound)
        return r->dense_by_id[id] = ++r->max_id;
    if (!u32map_get(&r->dense, id, &d)) {
        d = ++r->max_id;
        u32map_put(&r->m->ctx->arena, &r->dense, id, d);
    }
    return d;
}

/* Inline for an id seen before, the usual case. */
static inline uint32_t dense_id(Reading *r, uint32_t id)
{
    uint32_t d = id < r->bound ? r->dense_by_id[id] : 0;
    return d ? d : dense_id_slow(r, id);
}

static int weak_opcode(uint16_t opcode)
{
    switch (opcode) {
    case SpvOpName: case SpvOpMemberName:
    case SpvOpDecorate: case SpvOpDecorateId: case SpvOpDecorateString:
    case SpvOpMemberDecorate: case SpvOpMemberDecorateString:
        return 1;
    default:
        return 0;
    }
}

/* The shape of an instruction the reader decoded with shared operands,
 * kept for the instructions of its first word after it. Its fixed words
 * are those the reader's shapes fix (spv_read): the enumerants, a typed
 * literal's result type, an extended instruction's set and number. */
static const FastShape *remember_fast(Reading *r, const SpvInst *si)
{
    FastShape *f = arena_alloc_uninit(&r->m->ctx->arena, sizeof *f);
    r->fast[fast_slot(si->words[0])] = f;
    uint16_t oc = si->operand_count;
    uint16_t *at = arena_alloc_uninit(&r->m->ctx->arena, 4u * (oc + 2u) * sizeof *at);
    uint32_t *values = arena_alloc_uninit(&r->m->ctx->arena, (oc + 2u) * sizeof *values);
    uint16_t *use_words = at + oc + 2, *id_words = use_words + oc + 2, *fixed_at = id_words + oc + 2;
    int weak = weak_opcode(si->opcode);
    *f = (FastShape){0};
    f->head = si->words[0];
    f->info = si->info;
    f->ops = si->operands;
    f->operand_count = oc;
    f->ext_set = (uint16_t)si->ext_set;
    f->weak = (uint8_t)weak;
    f->terminator = (uint8_t)spv_is_block_terminator(si->opcode);
    for (uint16_t i = 0; i < oc; i++) {
        const SpvOperand *o = &si->operands[i];
        switch (spv_kinds[o->kind].category) {
        case SPV_CAT_ID:
            id_words[f->ids++] = o->offset;
            if (o->kind == SPV_KIND_IdResultType)
                f->type_at = o->offset;
            if (o->kind == SPV_KIND_IdResult)
                f->result_at = o->offset;
            else if (!(i == 0 && weak))
                use_words[f->uses] = o->offset, at[f->uses++] = i;
            break;
        case SPV_CAT_VALUE_ENUM: case SPV_CAT_BIT_ENUM:
            fixed_at[f->fixed] = o->offset, values[f->fixed++] = si->words[o->offset];
            break;
        default:
            if (o->kind == SPV_KIND_LiteralContextDependentNumber && f->type_at)
                fixed_at[f->fixed] = f->type_at, values[f->fixed++] = si->words[f->type_at];
            if (o->kind == SPV_KIND_LiteralExtInstInteger) {
                fixed_at[f->fixed] = o->offset - 1, values[f->fixed++] = si->words[o->offset - 1];
                fixed_at[f->fixed] = o->offset, values[f->fixed++] = si->words[o->offset];
            }
            break;
        }
    }
    f->id_words = id_words, f->uses_at = at, f->use_words = use_words, f->fixed_at = fixed_at;
    f->fixed_value = values;
    return f;
}

/* Whether the instruction at `w` (of f's first word, its words in the
 * module) has f's fixed words (keep_fast checks its ids). */
static inline int fast_fits(const FastShape *f, const uint32_t *w)
{
    for (uint16_t i = 0; i < f->fixed; i++)
        if (w[f->fixed_at[i]] != f->fixed_value[i])
            return 0;
    return 1;
}

/* An instruction of a kept shape: only the instruction and its words are
 * made, its ids made dense. NULL for an id 0, which the reader refuses
 * (the ids made dense before it then do not matter: reading fails). */
static inline OptInst *keep_fast(Reading *r, const FastShape *f, const uint32_t *w)
{
    uint16_t wc = (uint16_t)(f->head >> 16);
    OptInst *in = arena_alloc_uninit(r->m->a, sizeof(OptInst) + wc * sizeof(uint32_t));
    uint32_t *words = (uint32_t *)(in + 1);
    memcpy(words, w, wc * sizeof(uint32_t));
    /* (locals: the stores to the words could alias the shape and the table) */
    uint32_t *dense = r->dense_by_id, bound = r->bound;
    const uint16_t *id_words = f->id_words;
    for (uint16_t i = 0, n = f->ids; i < n; i++) {
        uint32_t id = words[id_words[i]], d = id < bound ? dense[id] : 0;
        if (!id)
            return NULL;
        words[id_words[i]] = d ? d : dense_id_slow(r, id);
    }
    *in = (OptInst){
        .words = words,
        .word_count = wc,
        .opcode = (uint16_t)(f->head & 0xffff),
        .type_id = f->type_at ? words[f->type_at] : 0,
        .result_id = f->result_at ? words[f->result_at] : 0,
        .info = f->info,
        .operands = f->ops,
        .operand_count = f->operand_count,
        .ext_set = f->ext_set,
        .use_count = f->uses,
        .uses_at = f->uses_at,
        .use_words = f->use_words,
        .weak = f->weak,
    };
    return in;
}

/* What spv_read's reader keeps of these (number widths, extended sets)
 * it must see itself: never read from a kept shape. */
static int reader_remembers(uint16_t opcode)
{
    return opcode == SpvOpTypeInt || opcode == SpvOpTypeFloat || opcode == SpvOpExtInstImport;
}

static OptInst *keep(Reading *r, const SpvInst *si, int *terminator)
{
    if (si->operands_shared && !reader_remembers(si->opcode)) {
        const FastShape *f = remember_fast(r, si);
        *terminator = f->terminator;
        return keep_fast(r, f, si->words); /* (no id 0: the reader took it) */
    }
    *terminator = spv_is_block_terminator(si->opcode);
    OptModule *m = r->m;
    /* One block: the instruction, its words, its operands and its use
     * indexes (by operand and by word), each 4-byte aligned after the
     * 16-byte aligned instruction. */
    uint16_t oc = si->operand_count;
    size_t words_at = sizeof(OptInst), ops_at = words_at + si->word_count * sizeof(uint32_t);
    size_t at_at = ops_at + (oc + 1u) * sizeof(SpvOperand);
    char *block = arena_alloc_uninit(m->a, at_at + 2 * (oc + 1u) * sizeof(uint16_t));
    OptInst *in = (OptInst *)block;
    *in = (OptInst){0};
    in->words = (uint32_t *)(block + words_at);
    memcpy(in->words, si->words, si->word_count * sizeof(uint32_t));
    in->word_count = si->word_count;
    in->opcode = si->opcode;
    in->type_id = si->type_id;
    in->result_id = si->result_id;
    in->info = si->info;
    SpvOperand *ops = (SpvOperand *)(block + ops_at);
    copy_bytes(ops, si->operands, oc * sizeof *ops);
    in->operands = ops;
    in->operand_count = oc;
    in->ext_set = (uint16_t)si->ext_set;
    /* The ids made dense and the uses indexed in one walk (what
     * opt_index_operands does for a pass's instruction). */
    in->weak = (uint8_t)weak_opcode(in->opcode);
    uint16_t *at = (uint16_t *)(block + at_at), n = 0;
    uint16_t *at_word = at + oc + 1;
    for (uint16_t i = 0; i < in->operand_count; i++) {
        uint16_t kind = ops[i].kind;
        if (spv_kinds[kind].category != SPV_CAT_ID)
            continue;
        in->words[ops[i].offset] = dense_id(r, in->words[ops[i].offset]);
        if (kind != SPV_KIND_IdResult && !(i == 0 && in->weak))
            at_word[n] = ops[i].offset, at[n++] = i;
    }
    in->uses_at = at;
    in->use_words = at_word;
    in->use_count = n;
    in->type_id = in->type_id ? dense_id(r, in->type_id) : 0;
    in->result_id = in->result_id ? dense_id(r, in->result_id) : 0;
    return in;
}

/* The instructions that end a block (SPIR-V 2.2.5, "Termination
 * Instruction", and those of the extensions). */
static int refuse(Reading *r, size_t at, const char *why)
{
    r->problem = why;
    r->problem_at = at;
    return 1;
}

/* Puts an instruction read at word `at` where it goes: among the globals,
 * a function's head or a block; nonzero (r->problem said) where it cannot
 * go. */
static int place(Reading *r, OptInst *in, int terminator, size_t at)
{
    OptModule *m = r->m;
    if (in->opcode == SpvOpFunction) {
        if (r->fn)
            return refuse(r, at, "OpFunction inside a function");
        r->fn = arena_alloc(m->a, sizeof *r->fn);
        r->fn->def = in;
        r->fn->pre.data = r->lines.data, r->fn->pre.len = r->lines.len, r->fn->pre.cap = r->lines.cap;
        memset(&r->lines, 0, sizeof r->lines);
        in->function = r->fn;
        vec_push(m->a, &m->functions, r->fn);
        r->block = NULL;
        return 0;
    }
    if (!r->fn) {
        /* Debug lines may come between functions (glslang -g): they go
         * before the next one; after the last one they mark nothing. */
        if (r->after_functions && (in->opcode == SpvOpLine || in->opcode == SpvOpNoLine)) {
            vec_push(m->a, &r->lines, in);
            return 0;
        }
        if (r->after_functions)
            return refuse(r, at, "an instruction after the functions");
        vec_push(m->a, &m->globals, in);
        return 0;
    }
    in->function = r->fn;
    if (in->opcode == SpvOpFunctionEnd) {
        if (r->block)
            return refuse(r, at, "OpFunctionEnd inside a block");
        r->fn->end = in;
        r->fn = NULL;
        r->after_functions = 1;
        return 0;
    }
    if (in->opcode == SpvOpLabel) {
        if (r->block)
            return refuse(r, at, "OpLabel inside a block");
        OptBlock *b = arena_alloc(m->a, sizeof *b);
        b->label = in;
        b->index = r->fn->blocks.len;
        in->block = b;
        vec_push(m->a, &r->fn->blocks, b);
        r->block = b;
        return 0;
    }
    if (!r->block) {
        if (r->fn->blocks.len)
            return refuse(r, at, "an instruction between blocks");
        vec_push(m->a, &r->fn->head, in);
        return 0;
    }
    in->block = r->block;
    vec_push(m->a, &r->block->insts, in);
    if (terminator)
        r->block = NULL;
    return 0;
}

/* Every instruction of the module in order, to `fn`. */
static void walk_all(OptModule *m, void *user, void (*fn)(void *, const OptInst *))
{
    for (uint32_t i = 0; i < m->globals.len; i++)
        fn(user, m->globals.data[i]);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        for (uint32_t j = 0; j < f->pre.len; j++)
            fn(user, f->pre.data[j]);
        fn(user, f->def);
        for (uint32_t j = 0; j < f->head.len; j++)
            fn(user, f->head.data[j]);
        for (uint32_t j = 0; j < f->blocks.len; j++) {
            OptBlock *b = f->blocks.data[j];
            fn(user, b->label);
            for (uint32_t k = 0; k < b->insts.len; k++)
                fn(user, b->insts.data[k]);
        }
        fn(user, f->end);
    }
}

typedef struct Undefined {
    OptModule *m;
    uint32_t id;  /* the first id named and not defined */
    size_t at;
} Undefined;

static void check_defined(void *user, const OptInst *in)
{
    Undefined *u = user;
    /* The uses, and the target of a name or decoration. */
    for (uint16_t k = 0; k < in->use_count + in->weak && !u->id; k++) {
        uint32_t id = in->words[k < in->weak ? in->operands[0].offset : in->use_words[k - in->weak]];
        if (id >= u->m->cap || !u->m->def[id])
            u->id = id;
    }
}

/* Each instruction decoded from a kept shape (FastShape) where one fits,
 * else by the reader (whose errors are the answer), then placed. */
static glspv_status read_words(Reading *r, const uint32_t *words, size_t count, uint32_t version)
{
    glspv_status s = spv_reader_open(r->m->ctx, &words, count, version, &r->m->header, &r->reader);
    if (s)
        return s;
    uint32_t bound, *defined = spv_reader_definitions(r->reader, &bound);
    for (size_t at = 5; at < count;) {
        uint32_t head = words[at];
        const FastShape *f = r->fast[fast_slot(head)];
        OptInst *in = NULL;
        int terminator = 0;
        /* (a word count of 0 wraps, and is not read here) */
        if (f && f->head == head && (head >> 16) - 1u < count - at && fast_fits(f, words + at))
            in = keep_fast(r, f, words + at), terminator = f->terminator;
        /* Its result recorded as the reader would (keep_fast refused a 0);
         * one defined before is the reader's to refuse. */
        uint32_t result = in && f->result_at ? words[at + f->result_at] : 0;
        if (result && result < bound && !defined[result])
            defined[result] = (uint32_t)at;
        else if (result && (result < bound || !spv_reader_define(r->reader, result, at)))
            in = NULL;
        if (!in) {
            SpvInst si;
            s = spv_reader_decode(r->reader, at, &si);
            if (s)
                return s;
            in = keep(r, &si, &terminator);
        }
        if (place(r, in, terminator, at))
            break;
        at += head >> 16;
    }
    return GLSPV_OK;
}

glspv_status opt_read(Ctx *ctx, const uint32_t *words, size_t count, OptModule *m)
{
    memset(m, 0, sizeof *m);
    m->ctx = ctx;
    m->a = &ctx->arena;
    uint32_t version = 0x00010000;
    if (count > 1) {
        uint32_t w = words[1];
        version = words[0] == SPV_MAGIC ? w : (w >> 24) | ((w >> 8) & 0xff00u) | ((w << 8) & 0xff0000u) | (w << 24);
    }
    Reading r = {0};
    r.m = m;
    /* A bound no larger than the module (as compilers write them): a table
     * by id; other ids (a bound that lies, huge ids) go through the map. */
    if (count > 5) {
        uint32_t bound = words[0] == SPV_MAGIC ? words[3] : (words[3] >> 24) | ((words[3] >> 8) & 0xff00u) |
                                                                ((words[3] << 8) & 0xff0000u) | (words[3] << 24);
        if (bound <= count) {
            r.bound = bound;
            r.dense_by_id = arena_alloc(m->a, (size_t)bound * sizeof *r.dense_by_id);
        }
    }
    glspv_status s = read_words(&r, words, count, version);
    if (s)
        return s;
    if (!r.problem && r.fn)
        r.problem = "a function without OpFunctionEnd", r.problem_at = count;
    if (r.problem) {
        Diag *d = ctx_diag(ctx, GLSPV_SEVERITY_ERROR, "the optimizer cannot read this module: %s", r.problem);
        d->word_offset = r.problem_at;
        return GLSPV_ERROR_INVALID_BINARY;
    }
    m->next_id = r.max_id + 1;
    m->cap = m->room = m->next_id + 64;
    m->def = arena_alloc(m->a, m->cap * sizeof *m->def);
    m->uses = arena_alloc(m->a, m->cap * sizeof *m->uses);
    /* Every id named is defined (the passes may then trust opt_def): the
     * dense ids are those named, so each must have a definition; only a
     * module where one has none is walked for the first such use. */
    opt_analyze(m);
    uint32_t undefined = 0;
    for (uint32_t id = 1; id <= r.max_id && !undefined; id++)
        undefined = !m->def[id];
    Undefined u = {m, 0, 0};
    if (undefined)
        walk_all(m, &u, check_defined);
    if (u.id) {
        Diag *d = ctx_diag(ctx, GLSPV_SEVERITY_ERROR, "the optimizer cannot read this module: id %u is used but "
                           "never defined", u.id);
        d->word_offset = u.at;
        return GLSPV_ERROR_INVALID_BINARY;
    }
    return GLSPV_OK;
}

/* ---- new ids and instructions ---- */

uint32_t *opt_lend_zeros(OptModule *m, int slot)
{
    if (m->zeros_len[slot] < m->cap) {
        m->zeros[slot] = arena_alloc(m->a, m->cap * sizeof *m->zeros[slot]);
        m->zeros_len[slot] = m->cap;
    }
    return m->zeros[slot];
}

void opt_return_zeros(OptModule *m, int slot, const uint32_t *ids, uint32_t count)
{
    uint32_t *t = m->zeros[slot];
    for (uint32_t i = 0; i < count; i++)
        if (ids[i] < m->zeros_len[slot])
            t[ids[i]] = 0;
}

uint32_t opt_new_id(OptModule *m)
{
    if (m->next_id >= m->room) {
        uint32_t room = m->room * 2;
        m->def = arena_grow(m->a, m->def, m->room * sizeof *m->def, room * sizeof *m->def);
        m->uses = arena_grow(m->a, m->uses, m->room * sizeof *m->uses, room * sizeof *m->uses);
        memset(m->def + m->room, 0, (room - m->room) * sizeof *m->def);
        memset(m->uses + m->room, 0, (room - m->room) * sizeof *m->uses);
        m->room = room;
    }
    if (m->next_id >= m->cap)
        m->cap = m->room;
    return m->next_id++;
}

/* The shape of instructions of that first word and those kinds: made at
 * the first one, its operands and use indexes walked from the kinds. */
static const OptMadeShape *made_shape(OptModule *m, uint32_t head, const uint16_t *kinds, uint16_t kind_count)
{
    /* (the first word and the last kind: forms of one opcode and length
     * mostly differ there, a literal or an id last) */
    uint32_t h = (head ^ (kind_count ? (uint32_t)kinds[kind_count - 1] << 8 : 0)) * 0x9e3779b1u;
    OptMadeShape *s = &m->made[h >> 26];
    if (s->head == head && s->kind_count == kind_count) {
        uint16_t i = 0;
        while (i < kind_count && s->kinds[i] == kinds[i])
            i++;
        if (i == kind_count)
            return s;
    }
    uint16_t word_count = (uint16_t)(head >> 16);
    int weak = weak_opcode((uint16_t)(head & 0xffff));
    SpvOperand *ops = arena_alloc_uninit(m->a, (kind_count + 1u) * sizeof *ops);
    uint16_t *copy = arena_alloc_uninit(m->a, 3 * (kind_count + 1u) * sizeof *copy);
    uint16_t *at = copy + kind_count + 1, *at_word = at + kind_count + 1, n = 0;
    *s = (OptMadeShape){0};
    for (uint16_t i = 0; i < kind_count; i++) {
        uint16_t kind = copy[i] = kinds[i];
        ops[i] = (SpvOperand){(uint16_t)(1 + i), 1, kind, 0, 0};
        if (spv_kinds[kind].category != SPV_CAT_ID)
            continue;
        if (kind == SPV_KIND_IdResultType)
            s->type_at = (uint16_t)(1 + i);
        if (kind == SPV_KIND_IdResult)
            s->result_at = (uint16_t)(1 + i);
        else if (i != 0 || !weak)
            at_word[n] = (uint16_t)(1 + i), at[n++] = i;
    }
    if (kind_count)
        ops[kind_count - 1].num_words = (uint16_t)(word_count - kind_count);
    s->head = head, s->kind_count = kind_count, s->uses = n;
    s->kinds = copy, s->ops = ops, s->uses_at = at, s->use_words = at_word;
    return s;
}

OptInst *opt_new_inst(OptModule *m, const uint32_t *words, uint16_t word_count, const uint16_t *kinds,
                      uint16_t kind_count)
{
    /* The instruction and its words in one block; its operands and use
     * indexes those of its form (made_shape). */
    uint32_t head = (uint32_t)word_count << 16 | (words[0] & 0xffff);
    const OptMadeShape *s = made_shape(m, head, kinds, kind_count);
    OptInst *in = arena_alloc_uninit(m->a, sizeof(OptInst) + word_count * sizeof(uint32_t));
    uint32_t *copy = (uint32_t *)(in + 1);
    memcpy(copy, words, word_count * sizeof(uint32_t));
    uint16_t opcode = (uint16_t)(words[0] & 0xffff);
    *in = (OptInst){
        .words = copy,
        .word_count = word_count,
        .opcode = opcode,
        .type_id = s->type_at ? copy[s->type_at] : 0,
        .result_id = s->result_at ? copy[s->result_at] : 0,
        .info = spv_inst_by_opcode(opcode),
        .operands = s->ops,
        .operand_count = kind_count,
        .ext_set = SPV_EXT_SET_NONE,
        .use_count = s->uses,
        .uses_at = s->uses_at,
        .use_words = s->use_words,
        .weak = (uint8_t)weak_opcode(opcode),
    };
    return in;
}

/* ---- definitions, uses, CFG ---- */


void opt_index_operands(OptModule *m, OptInst *in)
{
    in->weak = (uint8_t)weak_opcode(in->opcode);
    uint16_t n = 0;
    for (uint16_t i = in->weak; i < in->operand_count; i++)
        n += opt_is_use(in, i);
    uint16_t *at = n ? arena_alloc_uninit(m->a, 2 * n * sizeof *at) : NULL;
    uint16_t *at_word = at ? at + n : NULL;
    n = 0;
    for (uint16_t i = in->weak; i < in->operand_count; i++)
        if (opt_is_use(in, i))
            at_word[n] = in->operands[i].offset, at[n++] = i;
    in->uses_at = at;
    in->use_words = at_word;
    in->use_count = n;
}

static inline void define(OptModule *m, OptInst *in)
{
    if (!in->dead && in->result_id && in->result_id < m->cap)
        m->def[in->result_id] = in;
}

static inline void count_uses(OptModule *m, const OptInst *in)
{
    if (in->dead)
        return;
    for (uint16_t k = 0; k < in->use_count; k++) {
        uint32_t id = in->words[in->use_words[k]];
        if (id < m->cap)
            m->uses[id]++;
    }
}

/* The blocks a terminator can go to: its operands that name labels. */
static void successors(OptModule *m, OptFunction *f, OptBlock *b)
{
    b->succ.len = 0;
    if (!b->insts.len)
        return;
    OptInst *t = b->insts.data[b->insts.len - 1];
    if (t->opcode != SpvOpBranch && t->opcode != SpvOpBranchConditional && t->opcode != SpvOpSwitch)
        return;
    for (uint16_t i = 0; i < t->operand_count; i++) {
        if (!opt_is_use(t, i))
            continue;
        OptInst *d = opt_def(m, t->words[t->operands[i].offset]);
        if (!d || d->opcode != SpvOpLabel || !d->block || d->function != f)
            continue;
        uint32_t to = d->block->index;
        int seen = 0;
        for (uint32_t k = 0; k < b->succ.len; k++)
            seen |= b->succ.data[k] == to;
        if (!seen) {
            vec_push(m->a, &b->succ, to);
            vec_push(m->a, &f->blocks.data[to]->pred, b->index);
        }
    }
}

/* Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm": the
 * blocks in reverse postorder, each idom the meet of its processed
 * predecessors, until nothing changes. */
static void dominators(OptModule *m, OptFunction *f)
{
    uint32_t n = f->blocks.len;
    if (!n)
        return;
    uint32_t *order = arena_alloc(m->a, n * sizeof *order); /* postorder */
    uint32_t *stack = arena_alloc(m->a, n * sizeof *stack), *next = arena_alloc(m->a, n * sizeof *next);
    uint8_t *seen = arena_alloc(m->a, n);
    uint32_t done = 0, top = 0;
    for (uint32_t i = 0; i < n; i++)
        f->blocks.data[i]->rpo = f->blocks.data[i]->idom = OPT_NONE;
    stack[top++] = 0, seen[0] = 1;
    while (top) {
        OptBlock *b = f->blocks.data[stack[top - 1]];
        if (next[b->index] < b->succ.len) {
            uint32_t s = b->succ.data[next[b->index]++];
            if (!seen[s])
                seen[s] = 1, stack[top++] = s;
        } else {
            order[done++] = b->index;
            top--;
        }
    }
    for (uint32_t i = 0; i < done; i++)
        f->blocks.data[order[i]]->rpo = done - 1 - i;
    OptBlock *entry = f->blocks.data[0];
    entry->idom = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t i = done - 1; i-- > 0;) { /* reverse postorder, the entry skipped */
            OptBlock *b = f->blocks.data[order[i]];
            uint32_t idom = OPT_NONE;
            for (uint32_t k = 0; k < b->pred.len; k++) {
                uint32_t p = b->pred.data[k];
                if (f->blocks.data[p]->idom == OPT_NONE)
                    continue;
                if (idom == OPT_NONE) {
                    idom = p;
                    continue;
                }
                uint32_t x = p, y = idom;
                while (x != y) {
                    while (f->blocks.data[x]->rpo > f->blocks.data[y]->rpo)
                        x = f->blocks.data[x]->idom;
                    while (f->blocks.data[y]->rpo > f->blocks.data[x]->rpo)
                        y = f->blocks.data[y]->idom;
                }
                idom = x;
            }
            if (idom != b->idom)
                b->idom = idom, changed = 1;
        }
    }
}

int opt_dominates(const OptFunction *f, uint32_t a, uint32_t b)
{
    uint32_t a_rpo = f->blocks.data[a]->rpo;
    if (a_rpo == OPT_NONE || f->blocks.data[b]->rpo == OPT_NONE)
        return 0;
    /* Up b's dominators, which come ever earlier in reverse postorder: a
     * is among them only while they come no earlier than a. */
    while (f->blocks.data[b]->rpo > a_rpo) {
        b = f->blocks.data[b]->idom;
        if (b == OPT_NONE)
            return 0;
    }
    return a == b;
}

static void define_function(OptModule *m, OptFunction *f)
{
    define(m, f->def);
    for (uint32_t j = 0; j < f->head.len; j++)
        define(m, f->head.data[j]);
    for (uint32_t j = 0; j < f->blocks.len; j++) {
        OptBlock *b = f->blocks.data[j];
        define(m, b->label);
        for (uint32_t k = 0; k < b->insts.len; k++)
            define(m, b->insts.data[k]);
    }
}

/* The function's CFG and dominators (its labels defined). */
static void function_cfg(OptModule *m, OptFunction *f)
{
    for (uint32_t j = 0; j < f->blocks.len; j++) {
        OptBlock *b = f->blocks.data[j];
        b->succ.len = b->pred.len = 0;
    }
    for (uint32_t j = 0; j < f->blocks.len; j++)
        successors(m, f, f->blocks.data[j]);
    dominators(m, f);
}

void opt_analyze(OptModule *m)
{
    if (m->analyzed)
        return;
    m->analyzed = 1;
    /* Not cleared: an entry left from an earlier analysis is an
     * instruction since killed (opt_def skips it; opt_compact kills the
     * instructions of dead functions), the live ones are set again. */
    for (uint32_t i = 0; i < m->globals.len; i++)
        define(m, m->globals.data[i]);
    for (uint32_t i = 0; i < m->functions.len; i++)
        if (!m->functions.data[i]->dead)
            define_function(m, m->functions.data[i]);
    /* The CFGs stand while only values changed (opt_values_changed). */
    for (uint32_t i = 0; i < m->functions.len && !m->cfg_valid; i++)
        if (!m->functions.data[i]->dead)
            function_cfg(m, m->functions.data[i]);
    m->cfg_valid = 1;
}

void opt_analyze_function(OptModule *m, OptFunction *f)
{
    define_function(m, f);
    function_cfg(m, f);
}

void opt_count_uses(OptModule *m)
{
    if (m->counted)
        return;
    m->counted = 1;
    memset(m->uses, 0, m->next_id * sizeof *m->uses);
    for (uint32_t i = 0; i < m->globals.len; i++)
        count_uses(m, m->globals.data[i]);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        count_uses(m, f->def);
        for (uint32_t j = 0; j < f->pre.len; j++)
            count_uses(m, f->pre.data[j]);
        for (uint32_t j = 0; j < f->head.len; j++)
            count_uses(m, f->head.data[j]);
        for (uint32_t j = 0; j < f->blocks.len; j++) {
            OptBlock *b = f->blocks.data[j];
            for (uint32_t k = 0; k < b->insts.len; k++)
                count_uses(m, b->insts.data[k]);
        }
    }
}

/* ---- replacing ---- */

/* opt_replace_uses_in, inline in the walks of the whole module (a call
 * per instruction cost as much as most instructions' work). */
static inline void replace_in(OptModule *m, OptInst *in, const uint32_t *repl)
{
    if (in->dead)
        return;
    /* (locals: a store to the words could alias them) */
    uint32_t cap = m->cap, *words = in->words;
    const uint16_t *use_words = in->use_words;
    int rewrote = 0;
    for (uint16_t k = 0, n = in->use_count; k < n; k++) {
        uint32_t id = words[use_words[k]];
        if (id >= cap || !repl[id])
            continue; /* most operands */
        /* A chain of replacements is at most as long as the ids. */
        for (uint32_t steps = 0; id < cap && repl[id] && steps < cap; steps++)
            id = repl[id];
        words[use_words[k]] = id;
        rewrote = 1;
    }
    if (rewrote && in->result_id) /* for fold's next run (m->touched) */
        vec_push(m->a, &m->touched, in->result_id);
}

void opt_replace_uses_in(OptModule *m, OptInst *in, const uint32_t *repl)
{
    replace_in(m, in, repl);
}

void opt_replace_uses(OptModule *m, const uint32_t *repl)
{
    for (uint32_t i = 0; i < m->globals.len; i++)
        replace_in(m, m->globals.data[i], repl);
    opt_replace_local_uses(m, repl);
}

void opt_replace_local_uses(OptModule *m, const uint32_t *repl)
{
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        for (uint32_t j = 0; j < f->head.len; j++)
            replace_in(m, f->head.data[j], repl);
        OPT_FOR_EACH_BLOCK_INST(f, b, in, { replace_in(m, in, repl); })
    }
}

void opt_replace_late_uses(OptModule *m, const uint32_t *repl)
{
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, {
            if (in->opcode == SpvOpPhi || b->rpo == OPT_NONE)
                replace_in(m, in, repl);
        })
    }
}

/* ---- writing ---- */

typedef struct Writing {
    OptModule *m;
    uint32_t *map;   /* old id -> new id */
    uint32_t next;
    uint32_t *out;   /* sized by the numbering walk: 5 + the live words */
    size_t len;
    uint32_t unmapped; /* an id used but not defined */
} Writing;

static void number(Writing *w, const OptInst *in)
{
    if (in->dead)
        return;
    w->len += in->word_count;
    if (in->result_id && in->result_id < w->m->cap && !w->map[in->result_id])
        w->map[in->result_id] = w->next++;
}

static void emit(Writing *w, const OptInst *in)
{
    if (in->dead)
        return;
    uint32_t *out = w->out + w->len;
    memcpy(out, in->words, in->word_count * sizeof *w->out);
    w->len += in->word_count;
    if (!in->info || in->info->has_result != (in->result_id != 0) || in->info->has_type != (in->type_id != 0)) {
        for (uint16_t i = 0; i < in->operand_count; i++) {
            if (spv_kinds[in->operands[i].kind].category != SPV_CAT_ID)
                continue;
            uint32_t *word = &out[in->operands[i].offset];
            uint32_t to = *word < w->m->cap ? w->map[*word] : 0;
            if (!to && !w->unmapped)
                w->unmapped = *word;
            *word = to;
        }
        return;
    }
    /* The ids, as opt_copy_inst finds them: the uses (the result type
     * among them), a name's or decoration's target, the result; not
     * every operand asked of the grammar. */
    const uint32_t *map = w->map;
    uint32_t cap = w->m->cap;
    for (uint16_t k = 0; k < in->use_count; k++) {
        uint32_t *word = &out[in->use_words[k]];
        uint32_t to = *word < cap ? map[*word] : 0;
        if (!to && !w->unmapped)
            w->unmapped = *word;
        *word = to;
    }
    if (in->weak) {
        uint32_t to = out[1] < cap ? map[out[1]] : 0;
        if (!to && !w->unmapped)
            w->unmapped = out[1];
        out[1] = to;
    }
    if (in->result_id) {
        uint32_t *word = &out[in->type_id ? 2 : 1], to = *word < cap ? map[*word] : 0;
        if (!to && !w->unmapped)
            w->unmapped = *word;
        *word = to;
    }
}

/* Every live instruction of the module in order, to `fn`. */
static void walk(Writing *w, void (*fn)(Writing *, const OptInst *))
{
    OptModule *m = w->m;
    for (uint32_t i = 0; i < m->globals.len; i++)
        fn(w, m->globals.data[i]);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        for (uint32_t j = 0; j < f->pre.len; j++)
            fn(w, f->pre.data[j]);
        fn(w, f->def);
        for (uint32_t j = 0; j < f->head.len; j++)
            fn(w, f->head.data[j]);
        for (uint32_t j = 0; j < f->blocks.len; j++) {
            OptBlock *b = f->blocks.data[j];
            fn(w, b->label);
            for (uint32_t k = 0; k < b->insts.len; k++)
                fn(w, b->insts.data[k]);
        }
        fn(w, f->end);
    }
}

glspv_status opt_write(OptModule *m, uint32_t **out, size_t *out_count)
{
    Writing w = {0};
    w.m = m;
    w.map = arena_alloc(m->a, m->cap * sizeof *w.map);
    w.next = 1;
    w.len = 5;
    walk(&w, number);
    w.out = arena_alloc_uninit(m->a, w.len * sizeof *w.out);
    uint32_t header[5] = {SPV_MAGIC, m->header.version, m->header.generator, 0, m->header.schema};
    memcpy(w.out, header, sizeof header);
    w.len = 5;
    walk(&w, emit);
    if (w.unmapped) {
        ctx_diag(m->ctx, GLSPV_SEVERITY_ERROR, "optimizer: id %u is used but no longer defined", w.unmapped);
        return GLSPV_ERROR_INTERNAL;
    }
    w.out[3] = w.next;
    *out = w.out;
    *out_count = w.len;
    return GLSPV_OK;
}

/* The Volatile bit of a memory-access operand (loads). */
static int is_volatile_load(const OptInst *in)
{
    return in->operand_count > 3 && (opt_word(in, 3) & SpvMemoryAccessVolatileMask);
}

int opt_pure(const OptInst *in)
{
    if (!in->result_id || !in->type_id || !in->info)
        return 0;
    switch (in->info->cls) {
    case SPV_CLASS_Arithmetic: case SPV_CLASS_Bit: case SPV_CLASS_Relational_and_Logical:
    case SPV_CLASS_Conversion: case SPV_CLASS_Composite: case SPV_CLASS_Derivative:
        return 1;
    default:
        break;
    }
    switch (in->opcode) {
    case SpvOpLoad:
        return !is_volatile_load(in);
    case SpvOpAccessChain: case SpvOpInBoundsAccessChain: case SpvOpPtrAccessChain:
    case SpvOpInBoundsPtrAccessChain: case SpvOpArrayLength: case SpvOpPhi: case SpvOpUndef:
    case SpvOpVariable: case SpvOpSampledImage: case SpvOpImage: case SpvOpImageFetch: case SpvOpImageGather:
    case SpvOpImageDrefGather: case SpvOpImageRead: case SpvOpImageTexelPointer:
    case SpvOpImageSparseFetch: case SpvOpImageSparseGather: case SpvOpImageSparseDrefGather:
    case SpvOpImageSparseRead: case SpvOpImageSparseTexelsResident:
        return 1;
    case SpvOpExtInst: {
        uint32_t number = opt_word(in, 3);
        return in->ext_set == SPV_EXT_SET_GLSL_std_450 && number != GLSLstd450Modf && number != GLSLstd450Frexp;
    }
    default:
        break;
    }
    /* The sampling and query families (explicit and implicit lod, sparse). */
    const char *name = in->info->name;
    return strncmp(name, "OpImageSample", 13) == 0 || strncmp(name, "OpImageSparseSample", 19) == 0 ||
           strncmp(name, "OpImageQuery", 12) == 0;
}

int opt_plain_access(const OptInst *in, uint16_t mask_operand)
{
    return in->operand_count <= mask_operand ||
           !(opt_word(in, mask_operand) & ~(uint32_t)(SpvMemoryAccessAlignedMask | SpvMemoryAccessNontemporalMask));
}

uint32_t opt_const_index(const OptModule *m, uint32_t id)
{
    OptInst *c = opt_def(m, id);
    OptInst *t = c ? opt_def(m, c->type_id) : NULL;
    if (!c || c->function || c->opcode != SpvOpConstant || !t || t->opcode != SpvOpTypeInt)
        return OPT_NONE;
    uint32_t width = opt_word(t, 1), is_signed = opt_word(t, 2);
    if (width == 32 && c->word_count == 4)
        return is_signed && (c->words[3] >> 31) ? OPT_NONE : c->words[3];
    if (width == 64 && c->word_count == 5 && c->words[4] == 0)
        return c->words[3];
    return OPT_NONE;
}

int opt_has_local_vars(const OptModule *m)
{
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead || !f->blocks.len)
            continue;
        /* The variables come first in the entry block (SPIR-V 2.4, debug
         * lines and instructions among them; every pass that adds one
         * keeps them there): the walk ends at the first other
         * instruction, not at the end of a long block. */
        OptBlock *entry = f->blocks.data[0];
        for (uint32_t k = 0; k < entry->insts.len; k++) {
            OptInst *in = entry->insts.data[k];
            if (in->dead)
                continue;
            if (in->opcode == SpvOpVariable && opt_word(in, 2) == SpvStorageClassFunction)
                return 1;
            if (in->opcode != SpvOpVariable && in->opcode != SpvOpLine && in->opcode != SpvOpNoLine &&
                in->opcode != SpvOpExtInst)
                break;
        }
    }
    return 0;
}

/* Keeps the live instructions of a list, in order. */
static void drop_dead(OptInst **list, uint32_t *len)
{
    uint32_t kept = 0;
    for (uint32_t i = 0; i < *len; i++)
        if (!list[i]->dead)
            list[kept++] = list[i];
    *len = kept;
}

void opt_compact(OptModule *m)
{
    /* The globals only die in numbers at the end (dead globals): their
     * list is walked as it is. */
    uint32_t kept = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead) {
            /* Its definitions go with it (opt_def skips the dead). */
            f->def->dead = f->end->dead = 1;
            for (uint32_t j = 0; j < f->head.len; j++)
                f->head.data[j]->dead = 1;
            for (uint32_t j = 0; j < f->blocks.len; j++) {
                OptBlock *b = f->blocks.data[j];
                b->label->dead = 1;
                for (uint32_t k = 0; k < b->insts.len; k++)
                    b->insts.data[k]->dead = 1;
            }
            continue;
        }
        m->functions.data[kept++] = f;
        drop_dead(f->head.data, &f->head.len);
        for (uint32_t j = 0; j < f->blocks.len; j++) {
            OptBlock *b = f->blocks.data[j];
            drop_dead(b->insts.data, &b->insts.len);
        }
    }
    m->functions.len = kept;
    /* The ids in use and some to make: no pass's table by id longer. */
    uint32_t need = m->next_id + 64 + m->next_id / 8;
    if (m->cap > need)
        m->cap = need;
}

void opt_drop_dead_blocks(OptFunction *f)
{
    uint32_t kept = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        OptBlock *b = f->blocks.data[i];
        if (b->label->dead)
            continue;
        b->index = kept;
        f->blocks.data[kept++] = b;
    }
    f->blocks.len = kept;
}
