/* The emitter's core, part 4: NonSemantic.Shader.DebugInfo.100 (-gV, and
 * -gVS with the source text), what source-level debuggers (RenderDoc)
 * read to step through the shader and show its variables.
 *
 * Everything is an OpExtInst of the set whose operands are ids: numbers
 * are OpConstants of 32-bit uint. The global ones (sources, the compilation
 * unit, types, functions, lexical blocks, variables) go into the global
 * section as they are made, after the constants and variables they name;
 * the ones in function bodies (DebugFunctionDefinition, DebugScope,
 * DebugLine, DebugDeclare) where they apply:
 *
 *   DebugSource (+ DebugSourceContinued)  one per file, the text with -gVS
 *   DebugCompilationUnit                  the root scope
 *   DebugType*                            one per type (by serial), made on demand
 *   DebugFunction, DebugFunctionDefinition  per emitted function (and copy)
 *   DebugLexicalBlock                     per { } inside a function
 *   DebugScope                            after every label and at a scope's change
 *   DebugLine                             per statement, and after labels
 *   DebugLocalVariable, DebugDeclare      locals and parameters
 *   DebugGlobalVariable                   globals (made on first use)
 *   DebugEntryPoint                       main
 *
 * A DebugScope and a DebugLine hold until the end of their block, so after
 * every label both are due again: they are written lazily, before the
 * next instruction that is neither OpLabel nor OpPhi (emit_op_words asks),
 * which keeps the phis first in their block. */
#include <string.h>

#include "glsl/emit/emit.h"

/* The set's instruction numbers (the NonSemantic.Shader.DebugInfo.100 specification). */
enum {
    DebugInfoNone = 0,
    DebugCompilationUnit = 1,
    DebugTypeBasic = 2,
    DebugTypePointer = 3,
    DebugTypeArray = 5,
    DebugTypeVector = 6,
    DebugTypeFunction = 8,
    DebugTypeComposite = 10,
    DebugTypeMember = 11,
    DebugGlobalVariable = 18,
    DebugFunction = 20,
    DebugLexicalBlock = 21,
    DebugScope = 23,
    DebugNoScope = 24,
    DebugLocalVariable = 26,
    DebugDeclare = 28,
    DebugExpression = 31,
    DebugSource = 35,
    DebugFunctionDefinition = 101,
    DebugSourceContinued = 102,
    DebugLine = 103,
    DebugEntryPoint = 107,
    DebugTypeMatrix = 108,
};

/* DebugInfoFlags and the encodings of DebugTypeBasic. */
enum { FLAG_PUBLIC = 3, FLAG_LOCAL = 4, FLAG_DEFINITION = 8 };
enum { ENC_UNSPECIFIED = 0, ENC_BOOLEAN = 2, ENC_FLOAT = 3, ENC_SIGNED = 4, ENC_UNSIGNED = 6 };
enum { TAG_STRUCTURE = 1 };

/* Text of a DebugSource longer than this goes on in DebugSourceContinued
 * (an OpString holds at most 65535 words). */
#define TEXT_PIECE 60000u

/* An OpString made, for writing each text once. */
typedef struct DebugString {
    const char *text;
    uint32_t id;
    uint32_t next;           /* the next with the same hash, index + 1; 0 ends */
} DebugString;

struct EmitDebug {
    uint32_t set;            /* the OpExtInstImport */
    uint32_t unit;           /* DebugCompilationUnit */
    uint32_t expression;     /* the empty DebugExpression DebugDeclare takes */
    uint32_t none;           /* DebugInfoNone, made once when needed */
    VEC(uint32_t) sources;   /* by SrcLoc.file: the DebugSource */
    U32Map types;            /* type serial + 1 -> debug type id */
    U32Map variables;        /* ids of the OpVariables emit_new_variable made */
    U32Map string_by_hash;   /* hash_string -> index + 1 into strings (chained by next) */
    VEC(DebugString) strings;
    VEC(uint32_t) scopes;    /* the function's scope, then the lexical blocks inside */
    uint32_t main_function;  /* main's DebugFunction */
    SrcLoc at;               /* the statement DebugLine gives */
    int line_due, scope_due;
};

/* ---- instructions ---- */

/* A global OpExtInst of the set: instruction `inst` with `count` operand ids. */
static uint32_t global_inst(Emitter *e, uint32_t inst, const uint32_t *ops, size_t count)
{
    uint32_t w[24];
    uint32_t id = spv_new_id(&e->b);
    w[0] = emit_type(e, e->tt->void_, LAYOUT_NONE);
    w[1] = id;
    w[2] = e->debug->set;
    w[3] = inst;
    if (count > 20) { /* a long member list: through a vector */
        SpvWords v = {0};
        for (size_t i = 0; i < 4; i++)
            vec_push(e->a, &v, w[i]);
        for (size_t i = 0; i < count; i++)
            vec_push(e->a, &v, ops[i]);
        spv_inst(&e->b, SEC_GLOBAL, SpvOpExtInst, v.data, v.len);
        return id;
    }
    if (count)
        memcpy(w + 4, ops, count * sizeof *ops);
    spv_inst(&e->b, SEC_GLOBAL, SpvOpExtInst, w, 4 + count);
    return id;
}

/* An OpExtInst of the set in the function body. */
static void body_inst(Emitter *e, uint32_t inst, const uint32_t *ops, size_t count)
{
    uint32_t w[12] = {emit_type(e, e->tt->void_, LAYOUT_NONE), spv_new_id(&e->b), e->debug->set, inst};
    if (count)
        memcpy(w + 4, ops, count * sizeof *ops);
    spv_inst_to(&e->b, &e->body, SpvOpExtInst, w, 4 + count);
}

static uint32_t u(Emitter *e, uint32_t value)
{
    return emit_uint_constant(e, value);
}

/* An OpString in the debug section, one per text (names repeat: a local
 * in several functions, a type name). */
static uint32_t string_id(Emitter *e, const char *text)
{
    EmitDebug *d = e->debug;
    text = text ? text : "";
    uint32_t hash = hash_string(text), at = 0;
    u32map_get(&d->string_by_hash, hash, &at);
    for (uint32_t i = at; i; i = d->strings.data[i - 1].next)
        if (strcmp(d->strings.data[i - 1].text, text) == 0)
            return d->strings.data[i - 1].id;
    SpvWords w = {0};
    uint32_t id = spv_new_id(&e->b);
    DebugString s = {text, id, at};
    vec_push(e->a, &d->strings, s);
    u32map_put(e->a, &d->string_by_hash, hash, (uint32_t)d->strings.len);
    vec_push(e->a, &w, id);
    spv_string(&e->b, &w, text ? text : "");
    spv_inst(&e->b, SEC_DEBUG_SOURCE, SpvOpString, w.data, w.len);
    return id;
}

static uint32_t source_of(Emitter *e, SrcLoc loc)
{
    EmitDebug *d = e->debug;
    return loc.file < d->sources.len ? d->sources.data[loc.file] : d->sources.data[0];
}

static uint32_t none(Emitter *e)
{
    if (!e->debug->none)
        e->debug->none = global_inst(e, DebugInfoNone, NULL, 0);
    return e->debug->none;
}

/* ---- sources and the compilation unit ---- */

size_t emit_text_piece(const char *text, size_t left)
{
    if (left <= TEXT_PIECE)
        return left;
    size_t n = TEXT_PIECE;
    while (n > TEXT_PIECE - 4 && ((unsigned char)text[n] & 0xc0) == 0x80)
        n--;
    return n;
}

/* DebugSource of one file: its name's OpString and, with -gVS, its text. */
static uint32_t debug_source(Emitter *e, uint32_t file_string, const char *text)
{
    if (!text || e->g->opts->debug_info_shader < 2) {
        uint32_t ops[1] = {file_string};
        return global_inst(e, DebugSource, ops, 1);
    }
    size_t len = strlen(text);
    size_t n = emit_text_piece(text, len);
    uint32_t ops[2] = {file_string, string_id(e, arena_strndup(e->a, text, n))};
    uint32_t id = global_inst(e, DebugSource, ops, 2);
    /* The pieces right after it: nothing else is made in between. */
    for (size_t at = n; at < len; at += n) {
        n = emit_text_piece(text + at, len - at);
        uint32_t piece = string_id(e, arena_strndup(e->a, text + at, n));
        global_inst(e, DebugSourceContinued, &piece, 1);
    }
    return id;
}

void emit_debug_begin(Emitter *e, uint32_t language)
{
    EmitDebug *d = arena_alloc(e->a, sizeof *d);
    memset(d, 0, sizeof *d);
    e->debug = d;
    d->set = emit_ext_import(e, "NonSemantic.Shader.DebugInfo.100");
    Glsl *g = e->g;
    /* One DebugSource per file name (a file included twice is one source):
     * the name's OpString -> its DebugSource. */
    U32Map by_name = {0};
    for (size_t i = 0; i < g->files.len; i++) {
        uint32_t id = 0;
        if (!u32map_get(&by_name, e->file_ids.data[i], &id)) {
            id = debug_source(e, e->file_ids.data[i], i < g->file_sources.len ? g->file_sources.data[i] : NULL);
            u32map_put(e->a, &by_name, e->file_ids.data[i], id);
        }
        vec_push(e->a, &d->sources, id);
    }
    if (!d->sources.len) /* no file at all: an unnamed one */
        vec_push(e->a, &d->sources, debug_source(e, string_id(e, ""), NULL));
    uint32_t ops[4] = {u(e, 100), u(e, 4), d->sources.data[0], u(e, language)};
    d->unit = global_inst(e, DebugCompilationUnit, ops, 4);
    d->expression = global_inst(e, DebugExpression, NULL, 0);
}

/* ---- types ---- */

static uint32_t basic_type(Emitter *e, const char *name, uint32_t bits, uint32_t encoding)
{
    uint32_t ops[4] = {string_id(e, name), u(e, bits), u(e, encoding), u(e, 0)};
    return global_inst(e, DebugTypeBasic, ops, 4);
}

/* A type debuggers see by name only: samplers, images and the other opaque types. */
static uint32_t named_composite(Emitter *e, const char *name)
{
    uint32_t ops[9] = {string_id(e, name), u(e, TAG_STRUCTURE), source_of(e, (SrcLoc){0}), u(e, 0), u(e, 0),
                       e->debug->unit, string_id(e, name), none(e), u(e, FLAG_PUBLIC)};
    return global_inst(e, DebugTypeComposite, ops, 9);
}

static uint32_t struct_type(Emitter *e, const Type *t)
{
    SrcLoc at = t->field_count ? t->fields[0].loc : (SrcLoc){0};
    VEC(uint32_t) ops = {0};
    const char *name = t->name ? t->name : "";
    uint32_t name_id = string_id(e, name);
    uint32_t head[9] = {name_id, u(e, TAG_STRUCTURE), source_of(e, at), u(e, at.line), u(e, at.col),
                        e->debug->unit, name_id, u(e, 0), u(e, FLAG_PUBLIC)};
    for (size_t i = 0; i < 9; i++)
        vec_push(e->a, &ops, head[i]);
    for (uint32_t i = 0; i < t->field_count; i++) {
        const Field *f = &t->fields[i];
        uint32_t m[8] = {string_id(e, f->name ? f->name : ""), emit_debug_type(e, f->type), source_of(e, f->loc),
                         u(e, f->loc.line), u(e, f->loc.col), u(e, 0), u(e, 0), u(e, FLAG_PUBLIC)};
        vec_push(e->a, &ops, global_inst(e, DebugTypeMember, m, 8));
    }
    return global_inst(e, DebugTypeComposite, ops.data, ops.len);
}

static uint32_t make_type(Emitter *e, const Type *t)
{
    switch (t->kind) {
    case TY_VOID: return emit_type(e, t, LAYOUT_NONE);
    case TY_BOOL: return basic_type(e, "bool", 32, ENC_BOOLEAN);
    case TY_INT: case TY_FLOAT: {
        uint32_t enc = t->kind == TY_FLOAT ? ENC_FLOAT : t->is_signed ? ENC_SIGNED : ENC_UNSIGNED;
        return basic_type(e, type_name(e->a, t), t->width, enc);
    }
    case TY_VECTOR: {
        uint32_t ops[2] = {emit_debug_type(e, t->elem), u(e, t->components)};
        return global_inst(e, DebugTypeVector, ops, 2);
    }
    case TY_MATRIX: {
        uint32_t bool_id = emit_type(e, e->tt->bool_, LAYOUT_NONE);
        uint32_t ops[3] = {emit_debug_type(e, t->elem), u(e, t->components),
                           spv_unique(&e->b, SpvOpConstantTrue, bool_id, NULL, 0)};
        return global_inst(e, DebugTypeMatrix, ops, 3);
    }
    case TY_ARRAY: {
        uint32_t ops[2] = {emit_debug_type(e, t->elem), u(e, t->length)}; /* 0: runtime-sized */
        return global_inst(e, DebugTypeArray, ops, 2);
    }
    case TY_STRUCT: return struct_type(e, t);
    case TY_REFERENCE: {
        /* A pointer to the block, by name: spirv-val (2022.4) takes only a
         * DebugTypeBasic as the base type of a DebugTypePointer, and a block
         * may hold a reference to itself, which a composite could not. */
        uint32_t base = basic_type(e, t->elem->name ? t->elem->name : "", 0, ENC_UNSPECIFIED);
        uint32_t ops[3] = {base, u(e, SpvStorageClassPhysicalStorageBuffer), u(e, 0)};
        return global_inst(e, DebugTypePointer, ops, 3);
    }
    default: /* samplers, images and the other opaque types */
        return named_composite(e, type_name(e->a, t));
    }
}

uint32_t emit_debug_type(Emitter *e, const Type *t)
{
    uint32_t key = t->serial + 1, id = 0;
    if (u32map_get(&e->debug->types, key, &id) && id)
        return id;
    id = make_type(e, t);
    u32map_put(e->a, &e->debug->types, key, id);
    return id;
}

/* ---- functions, scopes and lines ---- */

static uint32_t scope(const EmitDebug *d)
{
    return d->scopes.len ? d->scopes.data[d->scopes.len - 1] : d->unit;
}

void emit_debug_flush(Emitter *e)
{
    EmitDebug *d = e->debug;
    e->debug_due = 0;
    if (d->scope_due) {
        uint32_t s = scope(d);
        body_inst(e, DebugScope, &s, 1);
    }
    if (d->line_due || d->scope_due) {
        uint32_t ops[5] = {source_of(e, d->at), u(e, d->at.line), u(e, d->at.line), u(e, d->at.col), u(e, d->at.col)};
        body_inst(e, DebugLine, ops, 5);
    }
    d->scope_due = d->line_due = 0;
}

void emit_debug_label(Emitter *e)
{
    e->debug->scope_due = e->debug->line_due = 1;
    e->debug_due = 1;
}

void emit_debug_statement(Emitter *e, SrcLoc loc)
{
    if (!loc.line)
        return;
    e->debug->at = loc;
    e->debug->line_due = 1;
    e->debug_due = 1;
}

void emit_debug_function_begin(Emitter *e, const Symbol *fn, uint32_t id, const Type *const *types)
{
    EmitDebug *d = e->debug;
    VEC(uint32_t) ops = {0};
    vec_push(e->a, &ops, u(e, FLAG_PUBLIC));
    vec_push(e->a, &ops, emit_debug_type(e, fn->type));
    for (uint32_t i = 0; i < fn->param_count; i++)
        vec_push(e->a, &ops, emit_debug_type(e, types[i]));
    uint32_t fn_type = global_inst(e, DebugTypeFunction, ops.data, ops.len);
    const Node *def = fn->decl;
    /* The definition, not a prototype before it (in another file, maybe). */
    SrcLoc at = def && def->loc.line ? def->loc : fn->loc, body = def && def->body ? def->body->loc : at;
    const char *renamed = fn == e->unit->main ? e->g->opts->entry_point_name : NULL;
    uint32_t name = string_id(e, renamed ? renamed : fn->name);
    uint32_t f[9] = {name, fn_type, source_of(e, at), u(e, at.line), u(e, at.col), d->unit, name,
                     u(e, FLAG_PUBLIC), u(e, body.line)};
    uint32_t function = global_inst(e, DebugFunction, f, 9);
    if (fn == e->unit->main && !d->main_function)
        d->main_function = function;
    uint32_t def_ops[2] = {function, id};
    body_inst(e, DebugFunctionDefinition, def_ops, 2);
    d->scopes.len = 0;
    vec_push(e->a, &d->scopes, function);
    d->at = at;
    emit_debug_label(e);
}

void emit_debug_function_end(Emitter *e)
{
    EmitDebug *d = e->debug;
    d->scopes.len = 0;
    d->scope_due = d->line_due = 0;
    e->debug_due = 0;
}

void emit_debug_no_scope(Emitter *e)
{
    if (!e->label)
        return;
    if (e->debug_due)
        emit_debug_flush(e);
    body_inst(e, DebugNoScope, NULL, 0);
}

void emit_debug_block_begin(Emitter *e, SrcLoc loc)
{
    EmitDebug *d = e->debug;
    uint32_t ops[4] = {source_of(e, loc), u(e, loc.line), u(e, loc.col), scope(d)};
    vec_push(e->a, &d->scopes, global_inst(e, DebugLexicalBlock, ops, 4));
    d->scope_due = 1;
    e->debug_due = 1;
}

void emit_debug_block_end(Emitter *e)
{
    EmitDebug *d = e->debug;
    if (d->scopes.len > 1)
        d->scopes.len--;
    d->scope_due = 1;
    e->debug_due = 1;
}

/* ---- variables ---- */

static void debug_declare(Emitter *e, const Symbol *s, uint32_t var, uint32_t arg)
{
    EmitDebug *d = e->debug;
    uint32_t ops[8] = {string_id(e, s->name), emit_debug_type(e, s->type), source_of(e, s->loc), u(e, s->loc.line),
                       u(e, s->loc.col), scope(d), u(e, FLAG_LOCAL), arg ? u(e, arg) : 0};
    uint32_t local = global_inst(e, DebugLocalVariable, ops, arg ? 8 : 7);
    if (e->debug_due)
        emit_debug_flush(e);
    uint32_t decl[3] = {local, var, d->expression};
    body_inst(e, DebugDeclare, decl, 3);
}

void emit_debug_local(Emitter *e, const Symbol *s, uint32_t var)
{
    if (s->name && e->label)
        debug_declare(e, s, var, 0);
}

void emit_debug_parameter(Emitter *e, const Symbol *s, uint32_t index, uint32_t param)
{
    if (s->name)
        debug_declare(e, s, param, index + 1);
}

void emit_debug_note_variable(Emitter *e, uint32_t id)
{
    u32map_put(e->a, &e->debug->variables, id, 1);
}

void emit_debug_global(Emitter *e, const Symbol *s, uint32_t var)
{
    EmitDebug *d = e->debug;
    uint32_t fresh = 0;
    if (!s->name || !u32map_get(&d->variables, var, &fresh) || !fresh)
        return; /* a constant or a value in its place, or described already */
    u32map_put(e->a, &d->variables, var, 0); /* described once */
    uint32_t name = string_id(e, s->name);
    uint32_t ops[9] = {name, emit_debug_type(e, s->type), source_of(e, s->loc), u(e, s->loc.line), u(e, s->loc.col),
                       d->unit, name, var, u(e, FLAG_DEFINITION)};
    global_inst(e, DebugGlobalVariable, ops, 9);
}

void emit_debug_entry_point(Emitter *e)
{
    EmitDebug *d = e->debug;
    if (!d->main_function)
        return;
    const char *args = e->g->opts->debug_info_shader >= 2 ? "-gVS" : "-gV";
    uint32_t ops[4] = {d->main_function, d->unit, string_id(e, arena_printf(e->a, "glspv %d.%d.%d", GLSPV_VERSION_MAJOR,
                                                                           GLSPV_VERSION_MINOR, GLSPV_VERSION_PATCH)),
                       string_id(e, args)};
    global_inst(e, DebugEntryPoint, ops, 4);
}
