/* The SPIR-V assembler: spirv-as text in, a SPIR-V module out, word for word
 * what spirv-as (SPIRV-Tools 2023.1) makes of the same text and options.
 *
 * tokenize() splits the text into words exactly as spirv-as does: white
 * space separates them, ';' starts a comment, and double quotes and
 * backslashes keep a string in one word. read_instruction() then reads one
 * instruction at a time: an optional "%result =", the opcode, and the
 * operands. The operands are walked with a stack of what the grammar
 * expects next (Expect), because some operands bring their own: a
 * Decoration its parameters, each bit of an ImageOperands mask its ids, an
 * OpExtInst its extended instruction's operands.
 *
 * Ids are numbered in the order their names are first encoded, which is the
 * order of the operands (the result type comes before the result). With
 * GLSPV_ASM_PRESERVE_NUMERIC_IDS the text is read twice, as spirv-as reads
 * it: the first pass collects the names that are numbers (%12, and also
 * %0x1f and %010, which C++ streams read as hex and octal), the second keeps
 * those numbers and gives other names the free numbers from 1 upward.
 *
 * spirv-as accepts exactly what it accepts: an id defined twice is an error
 * only when both definitions are types or both are imports, and %0 kept by
 * number is id 0 (the validator refuses those, not the assembler).
 *
 * The first error ends the assembly with one diagnostic at a line and
 * column, with our own message saying what was expected and what was
 * found. Positions are spirv-as's, except that we count the lines inside
 * multi-line strings (spirv-as does not), and that we point at the word at
 * fault where spirv-as points past it: a result id that is not a valid
 * name, an optional literal it cannot read (spirv-as then complains about
 * the start of the "next instruction"), and the checks made once all
 * operands are read (a type defined twice, an instruction too long), which
 * point at the instruction instead of its end. */
#include <string.h>

#include "base/base.h"
#include "spirv/asm.h"
#include "spirv/grammar.h"

#define MAX_WORD_COUNT 65535u      /* words in one instruction, its opcode word included */
#define GENERATOR_WORD 0x00070000u /* "Khronos SPIR-V Tools Assembler", version 0 */
#define SHOWN_MAX 40               /* bytes of a token quoted in a message */

/* ---- tokens ---- */

typedef struct Token {
    const char *text; /* into the input; not NUL-terminated */
    size_t len;
    uint32_t line, col; /* 1-based; col counts bytes */
    int open_quote;     /* the input ended inside a string */
} Token;

/* ---- what the grammar expects next ---- */

typedef enum Form {
    F_ID,        /* %name */
    F_TYPE_ID,   /* %name, the result type */
    F_RESULT_ID, /* the "%name =" already read, or else a %name */
    F_LIT_INT,   /* an unsigned 32-bit integer */
    F_LIT_STRING,
    F_NUMBER,    /* typed by OpConstant's type or OpSwitch's selector */
    F_EXT_INST,  /* an extended instruction's name */
    F_SPEC_OP,   /* an opcode name without "Op" */
    F_ENUM,      /* one enumerant name of `kind` */
    F_MASK,      /* enumerant names of `kind` joined by '|' */
    F_ANY,       /* after a raw word: a number, a string or an id */
    F_PAIR_NUMBER_ID,
    F_PAIR_ID_INT,
} Form;

typedef struct Expect {
    uint8_t form;     /* Form */
    uint8_t optional; /* may be absent at the end of the instruction */
    uint8_t repeat;   /* any number of times ("*" in the grammar) */
    uint16_t kind;    /* SpvKind of an enum or mask */
    const char *name; /* the grammar's name for the operand, or NULL */
} Expect;

/* ---- the extended instruction sets spirv-as 2023.1 knows ---- */

#define SET_NONE 0
#define SET_UNKNOWN_NON_SEMANTIC 0xffffu /* "NonSemantic.*": numbers and ids */

typedef struct Import {
    uint32_t set;     /* SET_NONE, SET_UNKNOWN_NON_SEMANTIC, or SpvExtSetId + 1 */
    const char *name; /* the OpExtInstImport string */
    uint32_t token;   /* index of its "%name =" token + 1 */
} Import;

/* ---- names to ids ---- */

typedef struct NameSlot {
    const char *name; /* NULL: empty slot */
    size_t len;
    uint32_t id;
} NameSlot;

typedef struct NameMap {
    NameSlot *slots;
    size_t cap, count;
} NameMap;

/* ---- the assembler's state ---- */

typedef struct Inst {
    const SpvInstInfo *info;   /* NULL for an instruction of raw words */
    uint32_t opcode;
    const Token *opcode_tok;
    const Token *result_tok;   /* the "%name" before '=', or NULL */
    const Token *type_tok;     /* the result type operand, or NULL */
    size_t start;              /* index of its first word in Asm.words */
    uint32_t result_type;
    uint32_t import;           /* OpExtInst: index into Asm.imports + 1 */
} Inst;

typedef struct Asm {
    Ctx *ctx;
    uint32_t version; /* SPIR-V version word of the target environment */
    glspv_target_env env;

    VEC(Token) toks;
    size_t pos; /* the next token */
    uint32_t eof_line, eof_col;

    /* Per pass. */
    NameMap names;
    U32Map preserved; /* numbers kept by GLSPV_ASM_PRESERVE_NUMERIC_IDS */
    int preserving;
    uint32_t next_id, bound;
    U32Map defined;      /* id -> index of the token that first defined it + 1 */
    U32Map type_defs;    /* id -> the same, for ids defined by types */
    U32Map scalar_types; /* type id -> index into num_types + 1 */
    VEC(AsmNumType) num_types;
    U32Map value_types;  /* value id -> id of its type */
    U32Map import_of;    /* OpExtInstImport id -> index into imports + 1 */
    VEC(Import) imports;
    VEC(uint32_t) words; /* the module, header first */

    Inst inst;
    VEC(Expect) expect; /* the top (last) is read next */
    const char *prev_opcode; /* the instruction before, for messages */
} Asm;

/* ---- small helpers ---- */

static int tok_is(const Token *t, const char *s)
{
    size_t n = strlen(s);
    return t->len == n && memcmp(t->text, s, n) == 0;
}

/* "Op" and a capital letter: how spirv-as recognises an opcode. */
static int starts_with_op(const Token *t)
{
    return t->len >= 3 && t->text[0] == 'O' && t->text[1] == 'p' && t->text[2] >= 'A' && t->text[2] <= 'Z';
}

/* A token as it may appear inside a one-line message: control bytes
 * escaped, long tokens cut short. */
static const char *shown(Asm *A, const char *text, size_t len)
{
    Str s = {0};
    size_t n = len > SHOWN_MAX ? SHOWN_MAX : len;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\n')
            str_puts(&A->ctx->arena, &s, "\\n");
        else if (c == '\t')
            str_puts(&A->ctx->arena, &s, "\\t");
        else if (c < 0x20 || c == 0x7f)
            str_printf(&A->ctx->arena, &s, "\\x%02x", c);
        else
            str_putc(&A->ctx->arena, &s, (char)c);
    }
    if (n < len)
        str_puts(&A->ctx->arena, &s, "...");
    return s.data ? s.data : "";
}

static const char *tok_shown(Asm *A, const Token *t)
{
    return shown(A, t->text, t->len);
}

static NORETURN void fail_at(Asm *A, uint32_t line, uint32_t col, const char *fmt, ...) PRINTF_LIKE(4, 5);

static void fail_at(Asm *A, uint32_t line, uint32_t col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = ctx_vdiag(A->ctx, GLSPV_SEVERITY_ERROR, fmt, ap);
    va_end(ap);
    d->line = line;
    d->column = col;
    ctx_fatal(A->ctx, GLSPV_ERROR_INVALID_ASSEMBLY);
}

#define fail_tok(A, t, ...) fail_at((A), (t)->line, (t)->col, __VA_ARGS__)
#define fail_eof(A, ...) fail_at((A), (A)->eof_line, (A)->eof_col, __VA_ARGS__)

static void emit(Asm *A, uint32_t word)
{
    vec_push(&A->ctx->arena, &A->words, word);
}

static size_t inst_words(const Asm *A)
{
    return A->words.len - A->inst.start;
}

static const char *inst_name(const Asm *A)
{
    return A->inst.info ? A->inst.info->name : "the raw-word instruction";
}

/* ---- tokenizer ---- */

/* Splits the text as spirv-as's advance() and getWord() do. Unlike
 * spirv-as we count the line breaks inside strings, so positions after a
 * multi-line OpSource text are right. */
static void tokenize(Asm *A, const char *s, size_t n)
{
    size_t i = 0;
    uint32_t line = 1, col = 1;
    for (;;) {
        while (i < n) {
            char c = s[i];
            if (c == ';') {
                while (i < n && s[i] != '\n') {
                    i++;
                    col++;
                }
            } else if (c == ' ' || c == '\t' || c == '\r') {
                i++;
                col++;
            } else if (c == '\n') {
                i++;
                line++;
                col = 1;
            } else {
                break;
            }
        }
        if (i >= n)
            break;
        Token t = {s + i, 0, line, col, 0};
        int quoting = 0, escaping = 0;
        size_t start = i;
        for (; i < n; i++) {
            char c = s[i];
            if (c == '\\') {
                escaping = !escaping;
            } else {
                if (c == '"' && !escaping)
                    quoting = !quoting;
                else if ((c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';') && !escaping && !quoting)
                    break;
                escaping = 0;
            }
            if (c == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        t.len = i - start;
        t.open_quote = quoting;
        vec_push(&A->ctx->arena, &A->toks, t);
    }
    A->eof_line = line;
    A->eof_col = col;
}

/* Whether token i begins an instruction, as spirv-as sees it between
 * operands: an opcode, or "%name = Op...". */
static int starts_instruction(const Asm *A, size_t i)
{
    const Token *t = &A->toks.data[i];
    if (starts_with_op(t))
        return 1;
    return t->text[0] == '%' && i + 2 < A->toks.len && tok_is(&A->toks.data[i + 1], "=") &&
           starts_with_op(&A->toks.data[i + 2]);
}

/* ---- ids ---- */

static uint32_t hash_name(const char *s, size_t n)
{
    uint32_t h = 0x811c9dc5u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 0x01000193u;
    return h;
}

static NameSlot *name_slot(NameMap *m, const char *s, size_t n)
{
    size_t i = hash_name(s, n) & (m->cap - 1);
    while (m->slots[i].name && !(m->slots[i].len == n && memcmp(m->slots[i].name, s, n) == 0))
        i = (i + 1) & (m->cap - 1);
    return &m->slots[i];
}

static void name_grow(Asm *A)
{
    NameMap bigger = {0};
    bigger.cap = A->names.cap ? 2 * A->names.cap : 64;
    bigger.slots = arena_alloc(&A->ctx->arena, bigger.cap * sizeof(NameSlot));
    for (size_t i = 0; i < A->names.cap; i++)
        if (A->names.slots[i].name)
            *name_slot(&bigger, A->names.slots[i].name, A->names.slots[i].len) = A->names.slots[i];
    bigger.count = A->names.count;
    A->names = bigger;
}

/* bound = max(bound, id + 1) in 32 bits, as spirv-as computes it: id
 * 0xffffffff leaves the bound as it was. */
static void note_bound(Asm *A, uint32_t id)
{
    if (id + 1u > A->bound)
        A->bound = id + 1u;
}

/* spirv-as's spvNamedIdAssignOrGet: a kept number, a known name, or the
 * next free number. */
static uint32_t id_for_name(Asm *A, const char *name, size_t len)
{
    uint32_t n;
    if (A->preserving && asm_parse_u32(name, len, &n) && u32map_get(&A->preserved, n, NULL)) {
        /* Even %0, as spirv-as does: the validator refuses id 0, not the assembler. */
        note_bound(A, n);
        return n;
    }
    if (2 * (A->names.count + 1) > A->names.cap)
        name_grow(A);
    NameSlot *slot = name_slot(&A->names, name, len);
    if (slot->name)
        return slot->id;
    uint32_t id = A->next_id++;
    while (A->preserving && u32map_get(&A->preserved, id, NULL))
        id = A->next_id++;
    slot->name = name;
    slot->len = len;
    slot->id = id;
    A->names.count++;
    note_bound(A, id);
    return id;
}

static int is_id_char(char c)
{
    return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static const char *describe(Asm *A, const Expect *e);

/* Reads "%name" and gives its id. */
static uint32_t read_id(Asm *A, const Expect *e, const Token *t)
{
    if (t->text[0] != '%')
        fail_tok(A, t, "expected %s of %s, found '%s'", describe(A, e), inst_name(A), tok_shown(A, t));
    if (t->len == 1)
        fail_tok(A, t, "expected an id name after '%%'");
    for (size_t i = 1; i < t->len; i++)
        if (!is_id_char(t->text[i]))
            fail_tok(A, t, "'%s' is not a valid id: after '%%' use only letters, digits and '_'", tok_shown(A, t));
    return id_for_name(A, t->text + 1, t->len - 1);
}

/* OpExtInst's set is its third operand word: it must name an import. */
static void check_ext_inst_set(Asm *A, const Token *t)
{
    if (A->inst.opcode != SpvOpExtInst || inst_words(A) != 4)
        return;
    uint32_t index;
    if (!u32map_get(&A->import_of, A->words.data[A->words.len - 1], &index))
        fail_tok(A, t, "the instruction set of OpExtInst must be the result of an OpExtInstImport, but %s is not",
                 tok_shown(A, t));
    A->inst.import = index;
}

static void encode_id(Asm *A, const Expect *e, const Token *t)
{
    uint32_t id = read_id(A, e, t);
    if (e->form == F_TYPE_ID) {
        A->inst.result_type = id;
        A->inst.type_tok = t;
    }
    emit(A, id);
    check_ext_inst_set(A, t);
}

/* The "%name" written before '=' becomes the result id where the grammar
 * puts it. */
static void define_result(Asm *A)
{
    static const Expect result = {F_RESULT_ID, 0, 0, 0, NULL};
    const Token *t = A->inst.result_tok;
    uint32_t id = read_id(A, &result, t);
    if (!u32map_get(&A->defined, id, NULL))
        u32map_put(&A->ctx->arena, &A->defined, id, (uint32_t)(t - A->toks.data) + 1);
    emit(A, id);
    check_ext_inst_set(A, t);
}

/* spirv-as refuses an id defined twice only when both definitions are types
 * or both are OpExtInstImports; other repeats are the validator's business. */
static NORETURN void fail_redefined(Asm *A, uint32_t first, const char *what)
{
    const Token *t = A->inst.result_tok, *f = first ? &A->toks.data[first - 1] : t;
    if (f->len == t->len && memcmp(f->text, t->text, t->len) == 0)
        fail_tok(A, t, "%s is defined a second time: it already names the %s at line %u, column %u",
                 tok_shown(A, t), what, f->line, f->col);
    fail_tok(A, t, "%s is defined a second time: it is the same id as %s, the %s at line %u, column %u",
             tok_shown(A, t), tok_shown(A, f), what, f->line, f->col);
}

/* ---- the expectation stack ---- */

static void push(Asm *A, Expect e)
{
    vec_push(&A->ctx->arena, &A->expect, e);
}

/* One grammar operand, in the form spirv-as gives it. */
static Expect expect_for(const SpvOperandInfo *o)
{
    Expect e = {0};
    e.kind = o->kind;
    e.name = o->name;
    e.optional = o->quantifier != SPV_QUANT_ONE;
    e.repeat = o->quantifier == SPV_QUANT_VARIADIC;
    switch (o->kind) {
    case SPV_KIND_IdResultType: e.form = F_TYPE_ID; break;
    case SPV_KIND_IdResult: e.form = F_RESULT_ID; break;
    case SPV_KIND_LiteralInteger: e.form = F_LIT_INT; break;
    case SPV_KIND_LiteralString: e.form = F_LIT_STRING; break;
    case SPV_KIND_LiteralContextDependentNumber: e.form = F_NUMBER; break;
    case SPV_KIND_LiteralExtInstInteger: e.form = F_EXT_INST; break;
    case SPV_KIND_LiteralSpecConstantOpInteger: e.form = F_SPEC_OP; break;
    case SPV_KIND_PairLiteralIntegerIdRef: e.form = F_PAIR_NUMBER_ID; break;
    case SPV_KIND_PairIdRefLiteralInteger: e.form = F_PAIR_ID_INT; break;
    /* SPIRV-Tools reads Scope and MemorySemantics as ids, and OpPhi's
     * pairs as a plain list of ids. */
    case SPV_KIND_Scope:
    case SPV_KIND_MemorySemantics:
    case SPV_KIND_PairIdRefIdRef: e.form = F_ID; break;
    default:
        switch (spv_kinds[o->kind].category) {
        case SPV_CAT_BIT_ENUM: e.form = F_MASK; break;
        case SPV_CAT_VALUE_ENUM: e.form = F_ENUM; break;
        default: e.form = F_ID; break;
        }
    }
    return e;
}

/* Pushes a grammar operand list so that its first operand is read next. */
static void push_operands(Asm *A, uint32_t first, uint32_t count)
{
    for (uint32_t i = count; i-- > 0;)
        push(A, expect_for(spv_operand(first + i)));
}

/* An enumerant's parameters. SPIRV-Tools ignores their quantifiers, so
 * Decoration BankBitsINTEL's "LiteralInteger*" is exactly one integer. */
static void push_parameters(Asm *A, const SpvEnumerantInfo *e)
{
    for (uint32_t i = e->param_count; i-- > 0;) {
        Expect x = expect_for(spv_operand(e->params + i));
        x.optional = 0;
        x.repeat = 0;
        push(A, x);
    }
}

static Expect simple(Form form, int optional)
{
    Expect e = {0};
    e.form = (uint8_t)form;
    e.optional = (uint8_t)optional;
    return e;
}

/* A repeated operand stays on the stack under one optional copy; a pair
 * becomes its two halves, the first optional when the pair is. */
static int expand(Asm *A, Expect e)
{
    if (e.repeat) {
        push(A, e);
        e.repeat = 0;
        e.optional = 1;
        if (e.form != F_PAIR_NUMBER_ID && e.form != F_PAIR_ID_INT) {
            push(A, e);
            return 1;
        }
    }
    if (e.form == F_PAIR_NUMBER_ID) {
        push(A, simple(F_ID, 0));
        push(A, simple(F_NUMBER, e.optional));
        return 1;
    }
    if (e.form == F_PAIR_ID_INT) {
        push(A, simple(F_LIT_INT, 0));
        push(A, simple(F_ID, e.optional));
        return 1;
    }
    return 0;
}

/* After a raw word (!N) inside an instruction spirv-as stops following the
 * grammar: every later operand may be a number, a string or an id, except
 * that a result id still to come keeps its place. */
static void expect_anything(Asm *A)
{
    size_t above = 0;
    int has_result = 0;
    for (size_t i = A->expect.len; i-- > 0; above++) {
        if (A->expect.data[i].form == F_RESULT_ID) {
            has_result = 1;
            break;
        }
    }
    A->expect.len = 0;
    push(A, simple(F_ANY, 1));
    if (has_result) {
        push(A, simple(F_RESULT_ID, 0));
        for (size_t i = 0; i < above; i++)
            push(A, simple(F_ANY, 1));
    }
}

/* ---- describing operands for messages ---- */

static const char *describe(Asm *A, const Expect *e)
{
    const char *what;
    switch (e->form) {
    case F_ID: what = "an id (%name)"; break;
    case F_TYPE_ID: what = "a result type id (%name)"; break;
    case F_RESULT_ID: what = "a result id (%name)"; break;
    case F_LIT_INT: what = "a 32-bit unsigned integer"; break;
    case F_LIT_STRING: what = "a string in double quotes"; break;
    case F_NUMBER: what = "a number"; break;
    case F_EXT_INST: what = "an extended instruction name"; break;
    case F_SPEC_OP: what = "an opcode name without 'Op' (such as IAdd)"; break;
    case F_ENUM: what = arena_printf(&A->ctx->arena, "a %s name", spv_kinds[e->kind].name); break;
    case F_MASK: what = arena_printf(&A->ctx->arena, "%s names joined by '|'", spv_kinds[e->kind].name); break;
    default: what = "a number, a string or an id"; break;
    }
    /* Some grammar names span lines ("'Member 0 type', +\n..."): skip those. */
    if (e->name && !strchr(e->name, '\n'))
        return arena_printf(&A->ctx->arena, "%s for operand %s", what, e->name);
    return what;
}

static const char *version_name(Asm *A, uint32_t v)
{
    return arena_printf(&A->ctx->arena, "SPIR-V %u.%u", (v >> 16) & 0xff, (v >> 8) & 0xff);
}

/* Why a name that exists is refused in this environment. */
static const char *unavailable(Asm *A, const SpvReqs *r)
{
    const char *target = arena_printf(&A->ctx->arena, "the target %s is %s", glspv_target_env_name(A->env),
                                      version_name(A, A->version));
    if (r->version == SPV_VERSION_NONE)
        return "is not available in any SPIR-V version";
    if (A->version < r->version)
        return arena_printf(&A->ctx->arena, "needs %s, but %s", version_name(A, r->version), target);
    return arena_printf(&A->ctx->arena, "was removed after %s, and %s", version_name(A, r->last_version), target);
}

/* ---- literals ---- */

/* "32-bit float", "8-bit signed integer". */
static const char *num_type_name(Asm *A, AsmNumType t)
{
    static const char *const kinds[] = {"unsigned integer", "signed integer", "float"};
    return arena_printf(&A->ctx->arena, "%u-bit %s", t.width, kinds[t.kind]);
}

/* The same with "a" or "an" as it is read aloud: "an 8-bit", "an 11-bit". */
static const char *a_num_type_name(Asm *A, AsmNumType t)
{
    const char *name = num_type_name(A, t);
    int an = name[0] == '8' || !strncmp(name, "11-", 3) || !strncmp(name, "18-", 3);
    return arena_printf(&A->ctx->arena, "%s %s", an ? "an" : "a", name);
}

/* The type spirv-as guesses when nothing gives one: float with a '.',
 * signed with a '-', otherwise unsigned; 32 bits. */
static AsmNumType guess_type(const Token *t)
{
    AsmNumType type = {ASM_NUM_UINT, 32};
    if (memchr(t->text, '.', t->len))
        type.kind = ASM_NUM_FLOAT;
    else if (t->text[0] == '-')
        type.kind = ASM_NUM_SINT;
    return type;
}

static void encode_literal(Asm *A, const Token *t, AsmNumType type)
{
    uint32_t w[2];
    int n = 0;
    const char *tn = a_num_type_name(A, type), *text = tok_shown(A, t);
    switch (asm_encode_number(t->text, t->len, type, w, &n)) {
    case ASM_NUM_OK:
        for (int i = 0; i < n; i++)
            emit(A, w[i]);
        return;
    case ASM_NUM_RANGE:
        if (type.kind == ASM_NUM_FLOAT)
            fail_tok(A, t, "%s is out of range for %s", text, tn);
        fail_tok(A, t, "%s does not fit in %s", text, tn);
    case ASM_NUM_NEGATIVE:
        fail_tok(A, t, "%s needs %s here, found the negative number %s", inst_name(A), tn, text);
    case ASM_NUM_UNSUPPORTED:
        fail_tok(A, t, "%s literals are not supported: integers may have up to 64 bits, floats 16, 32 or 64",
                 num_type_name(A, type));
    case ASM_NUM_INVALID:
        break;
    }
    size_t sign = t->text[0] == '-';
    int hex = t->len > sign + 1 && t->text[sign] == '0' && (t->text[sign + 1] == 'x' || t->text[sign + 1] == 'X');
    if (type.kind == ASM_NUM_FLOAT && hex && !memchr(t->text, 'p', t->len))
        fail_tok(A, t, "expected %s for %s, found '%s' (a hex float needs a 'p' exponent, as in 0x1.8p+3)", tn,
                 inst_name(A), text);
    if (type.kind != ASM_NUM_FLOAT && !hex && t->len > sign + 1 && t->text[sign] == '0' && strpbrk(text, "89"))
        fail_tok(A, t, "expected %s for %s, found '%s' (a number with a leading 0 is octal)", tn, inst_name(A),
                 text);
    fail_tok(A, t, "expected %s for %s, found '%s'", tn, inst_name(A), text);
}

/* The type OpConstant's or OpSpecConstant's literal has: its result type. */
static AsmNumType constant_type(Asm *A, const Token *t)
{
    uint32_t index;
    if (u32map_get(&A->scalar_types, A->inst.result_type, &index))
        return A->num_types.data[index - 1];
    const char *type = A->inst.type_tok ? tok_shown(A, A->inst.type_tok) : "its result type";
    if (!u32map_get(&A->defined, A->inst.result_type, NULL))
        fail_tok(A, t, "the type of %s must be defined before it, but %s is not defined yet", inst_name(A), type);
    fail_tok(A, t, "the type of %s must be a scalar integer or float type (OpTypeInt or OpTypeFloat), "
                   "but %s is not", inst_name(A), type);
}

/* OpSwitch's case literals have the type of its selector. */
static AsmNumType selector_type(Asm *A, const Token *t)
{
    uint32_t selector = A->words.data[A->inst.start + 1], type, index;
    if (u32map_get(&A->value_types, selector, &type) && u32map_get(&A->scalar_types, type, &index) &&
        A->num_types.data[index - 1].kind != ASM_NUM_FLOAT)
        return A->num_types.data[index - 1];
    fail_tok(A, t, "the selector of OpSwitch must be an integer scalar value defined before the OpSwitch, "
                   "so that its case literals have a type");
}

static void encode_number(Asm *A, const Token *t)
{
    AsmNumType type;
    if (A->inst.opcode == SpvOpConstant || A->inst.opcode == SpvOpSpecConstant)
        type = constant_type(A, t);
    else if (A->inst.opcode == SpvOpSwitch)
        type = selector_type(A, t);
    else
        type = guess_type(t);
    encode_literal(A, t, type);
}

typedef enum LiteralClass {
    LIT_STRING,
    LIT_NUMBER,
    LIT_BAD,
} LiteralClass;

/* spirv-as's spvTextToLiteral: a word of digits, at most one '.' and a
 * leading '-' is a number; anything else must be a string in quotes. */
static LiteralClass classify_literal(const Token *t)
{
    int is_string = 0, periods = 0, minus = 0;
    for (size_t i = 0; i < t->len && !is_string; i++) {
        char c = t->text[i];
        if (c == '.')
            periods++;
        else if (c == '-' && i == 0)
            minus = 1;
        else if (c < '0' || c > '9')
            is_string = 1;
    }
    if (is_string || periods > 1 || (minus && t->len == 1)) {
        if (t->len < 2 || t->text[0] != '"' || t->text[t->len - 1] != '"')
            return LIT_BAD;
        return LIT_STRING;
    }
    return LIT_NUMBER;
}

/* The bytes between the quotes; a backslash keeps the byte after it. */
static char *decode_string(Asm *A, const Token *t, size_t *len)
{
    char *out = arena_alloc(&A->ctx->arena, t->len);
    size_t n = 0;
    int escaping = 0;
    for (size_t i = 1; i + 1 < t->len; i++) {
        if (t->text[i] == '\\' && !escaping) {
            escaping = 1;
        } else {
            out[n++] = t->text[i];
            escaping = 0;
        }
    }
    out[n] = '\0';
    *len = n;
    return out;
}

static NORETURN void fail_bad_string(Asm *A, const Token *t)
{
    if (t->open_quote)
        fail_tok(A, t, "unterminated string: no closing '\"' before the end of the input");
    if (t->text[0] == '"')
        fail_tok(A, t,
                 "invalid string '%s': a string is one word from '\"' to '\"' (write \\\" for a quote inside it)",
                 tok_shown(A, t));
    fail_tok(A, t, "expected a string in double quotes for %s, found '%s'", inst_name(A), tok_shown(A, t));
}

/* The set an OpExtInstImport string names, as spirv-as 2023.1 sees it. It
 * knows fewer sets than our grammar tables (not NonSemantic.DebugPrintf,
 * whose instructions it takes by number). */
static uint32_t set_for_import(const char *name)
{
    static const char *const known[] = {
        "GLSL.std.450", "OpenCL.std", "SPV_AMD_shader_explicit_vertex_parameter",
        "SPV_AMD_shader_trinary_minmax", "SPV_AMD_gcn_shader", "SPV_AMD_shader_ballot",
        "DebugInfo", "OpenCL.DebugInfo.100", "NonSemantic.Shader.DebugInfo.100",
    };
    for (size_t i = 0; i < COUNT_OF(known); i++)
        if (strcmp(name, known[i]) == 0)
            return (uint32_t)spv_ext_set_by_name(name) + 1;
    if (strncmp(name, "NonSemantic.ClspvReflection.", 28) == 0)
        return SPV_EXT_SET_NonSemantic_ClspvReflection + 1;
    if (strncmp(name, "NonSemantic.", 12) == 0)
        return SET_UNKNOWN_NON_SEMANTIC;
    return SET_NONE;
}

static void record_import(Asm *A, const Token *t, const char *name, size_t len)
{
    uint32_t set = set_for_import(name), id = A->words.data[A->inst.start + 1], index;
    if (set == SET_NONE)
        fail_tok(A, t, "unknown extended instruction set '%s'", shown(A, name, len));
    if (u32map_get(&A->import_of, id, &index))
        fail_redefined(A, A->imports.data[index - 1].token, "extended instruction set imported");
    Import imp = {set, name, A->inst.result_tok ? (uint32_t)(A->inst.result_tok - A->toks.data) + 1 : 0};
    vec_push(&A->ctx->arena, &A->imports, imp);
    u32map_put(&A->ctx->arena, &A->import_of, id, (uint32_t)A->imports.len);
}

static void encode_string(Asm *A, const Token *t)
{
    switch (classify_literal(t)) {
    case LIT_NUMBER:
        fail_tok(A, t, "expected a string in double quotes for %s, found the number %s", inst_name(A),
                 tok_shown(A, t));
    case LIT_BAD:
        fail_bad_string(A, t);
    case LIT_STRING:
        break;
    }
    size_t len;
    char *s = decode_string(A, t, &len);
    if (A->inst.opcode == SpvOpExtInstImport)
        record_import(A, t, s, len);
    size_t count = len / 4 + 1;
    if (inst_words(A) + count > MAX_WORD_COUNT)
        fail_tok(A, t, "a string of %zu bytes makes %s longer than the limit of %u words", len, inst_name(A),
                 MAX_WORD_COUNT);
    for (size_t w = 0; w < count; w++) {
        uint32_t word = 0;
        for (size_t b = 0; b < 4 && 4 * w + b < len; b++)
            word |= (uint32_t)(unsigned char)s[4 * w + b] << (8 * b);
        emit(A, word);
    }
}

/* ---- enumerants and masks ---- */

/* SPIRV-Tools' tables give every name of a value the extensions of all its
 * names, so Capability VulkanMemoryModel (core in 1.5) is usable at 1.0
 * because VulkanMemoryModelKHR has an extension. Capabilities are not
 * shared that way. */
static int enumerant_available(const SpvEnumerantInfo *e, uint32_t version)
{
    if (spv_reqs_available(&e->reqs, version))
        return 1;
    const SpvEnumerantInfo *first = e, *end = spv_enumerants + SPV_ENUMERANT_COUNT;
    while (first > spv_enumerants && first[-1].kind == e->kind && first[-1].value == e->value)
        first--;
    for (const SpvEnumerantInfo *x = first; x < end && x->kind == e->kind && x->value == e->value; x++)
        if (x->reqs.ext_count)
            return 1;
    return 0;
}

static const SpvEnumerantInfo *lookup_enumerant(Asm *A, uint16_t kind, const Token *t, const char *name,
                                                size_t len)
{
    const SpvEnumerantInfo *e = spv_enumerant_by_name((SpvKind)kind, name, len);
    if (!e)
        fail_tok(A, t, "unknown %s '%s' for %s", spv_kinds[kind].name, shown(A, name, len), inst_name(A));
    if (!enumerant_available(e, A->version))
        fail_tok(A, t, "%s %s %s", spv_kinds[kind].name, e->name, unavailable(A, &e->reqs));
    return e;
}

static void encode_enum(Asm *A, const Expect *x, const Token *t)
{
    const SpvEnumerantInfo *e = lookup_enumerant(A, x->kind, t, t->text, t->len);
    emit(A, e->value);
    push_parameters(A, e);
}

/* Names joined by '|'. Each bit's parameters follow the mask, those of the
 * lowest bit first. */
static void encode_mask(Asm *A, const Expect *x, const Token *t)
{
    uint32_t value = 0;
    const char *p = t->text, *end = t->text + t->len;
    for (;;) {
        const char *bar = memchr(p, '|', (size_t)(end - p));
        const char *stop = bar ? bar : end;
        if (stop == p)
            fail_tok(A, t, "empty name in the %s mask '%s'", spv_kinds[x->kind].name, tok_shown(A, t));
        value |= lookup_enumerant(A, x->kind, t, p, (size_t)(stop - p))->value;
        if (!bar)
            break;
        p = bar + 1;
    }
    emit(A, value);
    for (int bit = 31; bit >= 0; bit--) {
        if (!((value >> bit) & 1))
            continue;
        const SpvEnumerantInfo *e = spv_enumerant_by_value((SpvKind)x->kind, 1u << bit);
        if (e)
            push_parameters(A, e);
    }
}

/* ---- extended instructions and OpSpecConstantOp ---- */

static int non_semantic(uint32_t set)
{
    return set == SET_UNKNOWN_NON_SEMANTIC || set == SPV_EXT_SET_NonSemantic_Shader_DebugInfo_100 + 1 ||
           set == SPV_EXT_SET_NonSemantic_ClspvReflection + 1;
}

/* A decimal number of digits only, as spirv-as takes the instructions of a
 * non-semantic set it does not know. */
static int read_decimal_u32(const Token *t, uint32_t *value)
{
    uint64_t v = 0;
    for (size_t i = 0; i < t->len; i++) {
        if (t->text[i] < '0' || t->text[i] > '9')
            return 0;
        v = v * 10 + (uint64_t)(t->text[i] - '0');
        if (v > UINT32_MAX)
            return 0;
    }
    *value = (uint32_t)v;
    return 1;
}

static void encode_ext_inst(Asm *A, const Token *t)
{
    const Import *imp = A->inst.import ? &A->imports.data[A->inst.import - 1] : NULL;
    uint32_t set = imp ? imp->set : SET_NONE, number;
    if (set != SET_NONE && set != SET_UNKNOWN_NON_SEMANTIC) {
        const SpvExtInstInfo *x = spv_ext_inst_by_name((SpvExtSetId)(set - 1), t->text, t->len);
        if (x) {
            emit(A, x->opcode);
            push_operands(A, x->operands, x->operand_count);
            return;
        }
    }
    if (!imp)
        fail_tok(A, t, "unknown extended instruction '%s': the set of this OpExtInst is not known",
                 tok_shown(A, t));
    if (!non_semantic(set))
        fail_tok(A, t, "unknown instruction '%s' in the extended instruction set '%s'", tok_shown(A, t),
                 imp->name);
    if (!read_decimal_u32(t, &number))
        fail_tok(A, t, "'%s' is not an instruction of the non-semantic set '%s': give the instruction's number",
                 tok_shown(A, t), imp->name);
    emit(A, number);
    Expect ids = simple(F_ID, 1);
    ids.repeat = 1;
    push(A, ids);
}

/* The opcodes spirv-as allows in OpSpecConstantOp. */
static const uint16_t spec_constant_ops[] = {
    SpvOpSConvert, SpvOpFConvert, SpvOpConvertFToS, SpvOpConvertSToF, SpvOpConvertFToU, SpvOpConvertUToF,
    SpvOpUConvert, SpvOpConvertPtrToU, SpvOpConvertUToPtr, SpvOpGenericCastToPtr, SpvOpPtrCastToGeneric,
    SpvOpBitcast, SpvOpQuantizeToF16, SpvOpSNegate, SpvOpNot, SpvOpIAdd, SpvOpISub, SpvOpIMul, SpvOpUDiv,
    SpvOpSDiv, SpvOpUMod, SpvOpSRem, SpvOpSMod, SpvOpShiftRightLogical, SpvOpShiftRightArithmetic,
    SpvOpShiftLeftLogical, SpvOpBitwiseOr, SpvOpBitwiseAnd, SpvOpBitwiseXor, SpvOpFNegate, SpvOpFAdd,
    SpvOpFSub, SpvOpFMul, SpvOpFDiv, SpvOpFRem, SpvOpFMod, SpvOpVectorShuffle, SpvOpCompositeExtract,
    SpvOpCompositeInsert, SpvOpLogicalOr, SpvOpLogicalAnd, SpvOpLogicalNot, SpvOpLogicalEqual,
    SpvOpLogicalNotEqual, SpvOpSelect, SpvOpIEqual, SpvOpINotEqual, SpvOpULessThan, SpvOpSLessThan,
    SpvOpUGreaterThan, SpvOpSGreaterThan, SpvOpULessThanEqual, SpvOpSLessThanEqual, SpvOpUGreaterThanEqual,
    SpvOpSGreaterThanEqual, SpvOpAccessChain, SpvOpInBoundsAccessChain, SpvOpPtrAccessChain,
    SpvOpInBoundsPtrAccessChain, SpvOpCooperativeMatrixLengthNV,
};

static const SpvInstInfo *spec_constant_op(const char *name, size_t len)
{
    for (size_t i = 0; i < COUNT_OF(spec_constant_ops); i++) {
        const SpvInstInfo *in = spv_inst_by_opcode(spec_constant_ops[i]);
        if (in && strlen(in->name + 2) == len && memcmp(in->name + 2, name, len) == 0)
            return in;
    }
    return NULL;
}

/* The operation's name, then its operands after the result type and id. */
static void encode_spec_op(Asm *A, const Token *t)
{
    const SpvInstInfo *in = spec_constant_op(t->text, t->len);
    if (!in) {
        if (starts_with_op(t) && spec_constant_op(t->text + 2, t->len - 2))
            fail_tok(A, t, "write the operation of OpSpecConstantOp without 'Op': %s, not %s",
                     shown(A, t->text + 2, t->len - 2), tok_shown(A, t));
        fail_tok(A, t, "'%s' is not an operation OpSpecConstantOp allows (such as IAdd, written without 'Op')",
                 tok_shown(A, t));
    }
    const SpvInstInfo *v = spv_inst_for_version(in->opcode, A->version);
    if (v)
        in = v;
    emit(A, in->opcode);
    push_operands(A, in->operands + 2u, in->operand_count - 2u);
}

/* ---- raw words ---- */

static void encode_raw_word(Asm *A, const Token *t)
{
    uint32_t v;
    if (!asm_parse_u32(t->text + 1, t->len - 1, &v))
        fail_tok(A, t, "invalid raw word '%s': write '!' and an unsigned 32-bit integer", tok_shown(A, t));
    emit(A, v);
}

/* After a raw word: a number (typed as guess_type says), else a string,
 * else an id. */
static void encode_anything(Asm *A, const Token *t)
{
    uint32_t w[2];
    int n;
    if (asm_encode_number(t->text, t->len, guess_type(t), w, &n) == ASM_NUM_OK) {
        for (int i = 0; i < n; i++)
            emit(A, w[i]);
        return;
    }
    LiteralClass c = classify_literal(t);
    if (c == LIT_STRING) {
        encode_string(A, t);
        return;
    }
    if (c == LIT_NUMBER)
        fail_tok(A, t, "'%s' after a raw word is neither a 32-bit number nor a string nor an id", tok_shown(A, t));
    static const Expect any = {F_ANY, 1, 0, 0, NULL};
    encode_id(A, &any, t);
}

/* ---- operands ---- */

static void encode_operand(Asm *A, const Expect *e, const Token *t)
{
    if (t->text[0] == '!') {
        encode_raw_word(A, t);
        expect_anything(A);
        return;
    }
    switch (e->form) {
    case F_ID:
    case F_TYPE_ID:
    case F_RESULT_ID: encode_id(A, e, t); break;
    case F_LIT_INT: encode_literal(A, t, (AsmNumType){ASM_NUM_UINT, 32}); break;
    case F_NUMBER: encode_number(A, t); break;
    case F_LIT_STRING: encode_string(A, t); break;
    case F_EXT_INST: encode_ext_inst(A, t); break;
    case F_SPEC_OP: encode_spec_op(A, t); break;
    case F_ENUM: encode_enum(A, e, t); break;
    case F_MASK: encode_mask(A, e, t); break;
    default:
        encode_anything(A, t);
        if (A->expect.len == 0)
            push(A, simple(F_ANY, 1));
        break;
    }
}

static NORETURN void fail_missing(Asm *A, const Expect *e)
{
    if (A->pos >= A->toks.len)
        fail_eof(A, "%s needs more operands: expected %s, found the end of the input", inst_name(A),
                 describe(A, e));
    const Token *t = &A->toks.data[A->pos];
    if (e->form == F_SPEC_OP && spec_constant_op(t->text + 2, t->len - 2))
        fail_tok(A, t, "write the operation of OpSpecConstantOp without 'Op': %s, not %s",
                 shown(A, t->text + 2, t->len - 2), tok_shown(A, t));
    fail_tok(A, t, "%s needs more operands: expected %s, found the next instruction '%s'", inst_name(A),
             describe(A, e), tok_shown(A, t));
}

/* Reads operands until the grammar expects no more, or an optional one
 * meets the end of the input or the start of the next instruction. */
static void read_operands(Asm *A)
{
    while (A->expect.len > 0) {
        Expect e = A->expect.data[--A->expect.len];
        if (expand(A, e))
            continue;
        if (e.form == F_RESULT_ID && A->inst.result_tok) {
            define_result(A);
            continue;
        }
        if (A->pos >= A->toks.len || starts_instruction(A, A->pos)) {
            if (e.optional)
                return;
            fail_missing(A, &e);
        }
        encode_operand(A, &e, &A->toks.data[A->pos]);
        A->pos++;
    }
}

/* ---- instructions ---- */

static const SpvInstInfo *lookup_opcode(Asm *A, const Token *t)
{
    const SpvInstInfo *in = spv_inst_by_name(t->text, t->len);
    if (!in)
        fail_tok(A, t, "unknown opcode '%s'", tok_shown(A, t));
    if (!spv_reqs_available(&in->reqs, A->version))
        fail_tok(A, t, "%s %s", in->name, unavailable(A, &in->reqs));
    return in;
}

static NORETURN void fail_not_instruction(Asm *A, const Token *t)
{
    if (A->prev_opcode)
        fail_tok(A, t,
                 "too many operands for %s: '%s' is not the start of a new instruction (an opcode or '%%id =')",
                 A->prev_opcode, tok_shown(A, t));
    fail_tok(A, t, "expected an opcode or '%%id =' at the start of an instruction, found '%s'", tok_shown(A, t));
}

static NORETURN void fail_missing_equals(Asm *A, const Token *result, const Token *found)
{
    const char *r = tok_shown(A, result), *f = tok_shown(A, found);
    if (starts_with_op(found))
        fail_tok(A, found, "expected '=' after %s, found '%s': write '%s = %s'", r, f, r, f);
    if (A->prev_opcode)
        fail_tok(A, found, "expected '=' after %s, found '%s' (or %s is one operand too many for %s)", r, f, r,
                 A->prev_opcode);
    fail_tok(A, found, "expected '=' after %s, found '%s'", r, f);
}

/* "!<integer>" first: raw words up to the next instruction, each a raw
 * word, a number, a string or an id. */
static void read_raw_instruction(Asm *A)
{
    const Token *first = &A->toks.data[A->pos];
    encode_raw_word(A, first);
    for (A->pos++; A->pos < A->toks.len && !starts_instruction(A, A->pos); A->pos++) {
        const Token *t = &A->toks.data[A->pos];
        if (tok_is(t, "="))
            fail_tok(A, t, "'=' cannot follow the raw word %s: an instruction of raw words has no result id",
                     tok_shown(A, first));
        if (t->text[0] == '!')
            encode_raw_word(A, t);
        else
            encode_anything(A, t);
    }
}

/* The opcodes spirv-as counts as defining a type. */
static const uint16_t type_opcodes[] = {
    SpvOpTypeVoid, SpvOpTypeBool, SpvOpTypeInt, SpvOpTypeFloat, SpvOpTypeVector, SpvOpTypeMatrix,
    SpvOpTypeImage, SpvOpTypeSampler, SpvOpTypeSampledImage, SpvOpTypeArray, SpvOpTypeRuntimeArray,
    SpvOpTypeStruct, SpvOpTypeOpaque, SpvOpTypePointer, SpvOpTypeFunction, SpvOpTypeEvent,
    SpvOpTypeDeviceEvent, SpvOpTypeReserveId, SpvOpTypeQueue, SpvOpTypePipe, SpvOpTypePipeStorage,
    SpvOpTypeNamedBarrier, SpvOpTypeRayQueryKHR, SpvOpTypeHitObjectNV, SpvOpTypeAccelerationStructureKHR,
    SpvOpTypeCooperativeMatrixNV,
};

static int defines_type(uint32_t opcode)
{
    for (size_t i = 0; i < COUNT_OF(type_opcodes); i++)
        if (type_opcodes[i] == opcode)
            return 1;
    return 0;
}

/* spirv-as remembers the types of OpTypeInt and OpTypeFloat, and the type
 * of every value, to size OpConstant and OpSwitch literals. */
static void record_types(Asm *A)
{
    const uint32_t *w = &A->words.data[A->inst.start];
    size_t n = inst_words(A);
    uint32_t first;
    if (defines_type(A->inst.opcode)) {
        if (u32map_get(&A->type_defs, w[1], &first))
            fail_redefined(A, first, "type defined");
        u32map_put(&A->ctx->arena, &A->type_defs, w[1], (uint32_t)(A->inst.result_tok - A->toks.data) + 1);
    }
    if (A->inst.opcode == SpvOpTypeInt || A->inst.opcode == SpvOpTypeFloat) {
        int is_int = A->inst.opcode == SpvOpTypeInt;
        if (n != (is_int ? 4u : 3u))
            fail_tok(A, A->inst.opcode_tok, "%s must have exactly %s", inst_name(A),
                     is_int ? "a width and a signedness" : "a width");
        AsmNumType t = {is_int ? (w[3] ? ASM_NUM_SINT : ASM_NUM_UINT) : ASM_NUM_FLOAT, w[2]};
        vec_push(&A->ctx->arena, &A->num_types, t);
        u32map_put(&A->ctx->arena, &A->scalar_types, w[1], (uint32_t)A->num_types.len);
    } else if (A->inst.info->has_type && n > 2 && !u32map_get(&A->value_types, w[2], NULL)) {
        u32map_put(&A->ctx->arena, &A->value_types, w[2], w[1]);
    }
}

/* [%result =] OpName operands... */
static void read_instruction(Asm *A)
{
    Inst *in = &A->inst;
    memset(in, 0, sizeof *in);
    in->start = A->words.len;
    const Token *t = &A->toks.data[A->pos];
    if (t->text[0] == '!') {
        read_raw_instruction(A);
        A->prev_opcode = NULL;
        return;
    }
    if (!starts_with_op(t)) {
        if (t->text[0] != '%')
            fail_not_instruction(A, t);
        in->result_tok = t;
        if (++A->pos >= A->toks.len)
            fail_eof(A, "expected '=' after %s, found the end of the input", tok_shown(A, t));
        const Token *eq = &A->toks.data[A->pos];
        if (!tok_is(eq, "="))
            fail_missing_equals(A, t, eq);
        if (++A->pos >= A->toks.len)
            fail_eof(A, "expected an opcode after '%s =', found the end of the input", tok_shown(A, t));
        t = &A->toks.data[A->pos];
        if (!starts_with_op(t))
            fail_tok(A, t, "expected an opcode (OpXxx) after '%s =', found '%s'", tok_shown(A, in->result_tok),
                     tok_shown(A, t));
    }
    in->opcode_tok = t;
    in->info = lookup_opcode(A, t);
    in->opcode = in->info->opcode;
    if (in->info->has_result && !in->result_tok)
        fail_tok(A, t, "%s produces a result id: write '%%name = %s ...'", in->info->name, in->info->name);
    if (!in->info->has_result && in->result_tok)
        fail_tok(A, t, "%s does not produce a result id, so '%s =' cannot name one", in->info->name,
                 tok_shown(A, in->result_tok));
    A->pos++;
    emit(A, 0);
    A->expect.len = 0;
    /* SPIRV-Tools drops OpExtInst's final IdRef*: the extended instruction's
     * own grammar says what follows. */
    uint32_t count = in->info->operand_count;
    if (in->opcode == SpvOpExtInst && count &&
        spv_operand(in->info->operands + count - 1)->quantifier == SPV_QUANT_VARIADIC)
        count--;
    push_operands(A, in->info->operands, count);
    read_operands(A);

    record_types(A);
    size_t n = inst_words(A);
    if (n > MAX_WORD_COUNT)
        fail_tok(A, t, "%s has %zu words, more than the limit of %u", in->info->name, n, MAX_WORD_COUNT);
    A->words.data[in->start] = (uint32_t)n << 16 | in->opcode;
    A->prev_opcode = in->info->name;
}

/* ---- passes ---- */

static void run_pass(Asm *A, int preserving)
{
    Arena *a = &A->ctx->arena;
    A->preserving = preserving;
    A->pos = 0;
    A->next_id = 1;
    A->bound = 1;
    A->prev_opcode = NULL;
    memset(&A->names, 0, sizeof A->names);
    memset(&A->defined, 0, sizeof A->defined);
    memset(&A->type_defs, 0, sizeof A->type_defs);
    memset(&A->scalar_types, 0, sizeof A->scalar_types);
    memset(&A->value_types, 0, sizeof A->value_types);
    memset(&A->import_of, 0, sizeof A->import_of);
    A->num_types.len = 0;
    A->imports.len = 0;
    A->words.len = 0;
    vec_reserve(a, &A->words, 5);
    for (int i = 0; i < 5; i++)
        emit(A, 0);
    while (A->pos < A->toks.len)
        read_instruction(A);
    A->words.data[0] = 0x07230203u;
    A->words.data[1] = A->version;
    A->words.data[2] = GENERATOR_WORD;
    A->words.data[3] = A->bound;
    A->words.data[4] = 0;
}

/* The names of the first pass that read as numbers are kept in the second. */
static int collect_numeric_names(Asm *A)
{
    for (size_t i = 0; i < A->names.cap; i++) {
        const NameSlot *s = &A->names.slots[i];
        uint32_t n;
        if (s->name && asm_parse_u32(s->name, s->len, &n))
            u32map_put(&A->ctx->arena, &A->preserved, n, 1);
    }
    return A->preserved.len > 0 || A->preserved.has_zero;
}

static void assemble(Asm *A, const char *text, size_t length, uint32_t options)
{
    if (length == 0)
        fail_at(A, 1, 1, "there is no assembly text: the input is empty");
    /* spirv-as stops reading at a NUL byte, but refuses one where the first
     * instruction should start. */
    const char *nul = memchr(text, '\0', length);
    tokenize(A, text, nul ? (size_t)(nul - text) : length);
    if (nul && A->toks.len == 0)
        fail_eof(A, "expected an instruction, found a NUL byte");
    run_pass(A, 0);
    if ((options & GLSPV_ASM_PRESERVE_NUMERIC_IDS) && collect_numeric_names(A))
        run_pass(A, 1);
}

typedef struct AsmCall {
    const char *text;
    size_t length;
    glspv_target_env env;
    uint32_t options;
} AsmCall;

/* Every error comes back through ctx_fatal to ctx_run, with its message. */
static glspv_status assemble_body(Ctx *ctx, void *data, EntryOut *out)
{
    const AsmCall *call = data;
    ctx->log_style = LOG_SPIRV_AS;
    Asm *A = arena_alloc(&ctx->arena, sizeof *A);
    A->ctx = ctx;
    A->env = call->env;
    A->version = glspv_target_env_spirv_version(call->env);
    assemble(A, call->text, call->length, call->options);
    out->words = A->words.data;
    out->word_count = A->words.len;
    return GLSPV_OK;
}

glspv_status glspv_spirv_assemble_with(const glspv_allocator *allocator, const char *text, size_t length,
                                       glspv_target_env env, uint32_t options, glspv_result **result)
{
    /* Bad arguments make no result, as in the disassembler. */
    if (result)
        *result = NULL;
    if (!result || (!text && length) || !glspv_target_env_spirv_version(env) ||
        (options & ~(uint32_t)GLSPV_ASM_PRESERVE_NUMERIC_IDS))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    AsmCall call = {text ? text : "", length, env, options};
    return ctx_run(allocator, assemble_body, &call, result);
}

glspv_status glspv_spirv_assemble(const char *text, size_t length, glspv_target_env env, uint32_t options,
                                  glspv_result **result)
{
    return glspv_spirv_assemble_with(NULL, text, length, env, options, result);
}
