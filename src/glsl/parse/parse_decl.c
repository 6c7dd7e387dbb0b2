/* The parser, part 1: the token cursor, error recovery, scopes, and
 * declarations (GLSL 4.60 chapter 4 and the declaration rules of chapter 9):
 * qualifiers, layouts, GL_EXT_spirv_intrinsics qualifiers, type specifiers,
 * structs, interface blocks, declarator lists and functions.
 * parse_unit() at the bottom is the entry point. */
#include <string.h>
#include <strings.h>

#include "glsl/parse/parse.h"

/* ---- the token cursor ---- */

const Token *peek_past_block(Parser *p, size_t ahead)
{
    size_t i = p->pos + ahead;
    return pp_token(p->pp, i < p->count ? i : p->count - 1);
}

/* The cursor enters the next block. The one before the block it leaves
 * goes back: whatever is still held of it (a name read a few tokens ago)
 * lies in the block it leaves, which stays. */
void parse_next_block(Parser *p)
{
    size_t block = p->pos >> PP_TOKEN_BLOCK_SHIFT;
    if (block >= 2)
        pp_release_tokens(p->g, p->pp, (block - 1) << PP_TOKEN_BLOCK_SHIFT);
    p->cur = pp_token(p->pp, p->pos);
    size_t end = (block + 1) << PP_TOKEN_BLOCK_SHIFT;
    p->block_end = p->cur + ((end < p->count ? end : p->count) - p->pos);
}

const char *tok_text(Parser *p, const Token *t)
{
    if (t->kind == TK_EOF)
        return "end of file";
    return arena_printf(p->arena, "'%.*s'", (int)t->len, t->text);
}

/* What makes a word a keyword, if anything does. */
const char *keyword_hint(Parser *p, const Token *t)
{
    char buf[160];
    KeywordState ks = {0};
    ks.version = p->version;
    ks.profile = p->profile;
    return arena_printf(p->arena, "%s", keywords_hint(&ks, t->text, t->len, buf, sizeof buf));
}

void error_at(Parser *p, const Token *t, const char *fmt, ...)
{
    if (p->panic)
        return;
    p->panic = 1;
    if (p->errors >= p->error_limit)
        return;
    va_list ap;
    va_start(ap, fmt);
    Str msg = {0};
    str_vprintf(p->arena, &msg, fmt, ap);
    va_end(ap);
    glsl_error(p->g, tok_loc(p->g, t), "%s", msg.data);
    if (++p->errors == p->error_limit)
        glsl_error(p->g, tok_loc(p->g, t), "too many errors; stopping");
}

int expect_missing(Parser *p, TokKind kind, const char *context)
{
    const Token *t = peek(p);
    if (t->kind == TK_OTHER)
        error_at(p, t, "unexpected character %s (expected '%s' %s)", tok_text(p, t), tok_kind_name(kind), context);
    else
        error_at(p, t, "expected '%s' %s, found %s", tok_kind_name(kind), context, tok_text(p, t));
    return 0;
}

/* expect() whose context is formatted only when it is reported: most
 * expected tokens are there, and a context made for each cost more than
 * the parse around it. */
int expectf(Parser *p, TokKind kind, const char *fmt, ...)
{
    if (at(p, kind))
        return expect(p, kind, "");
    Str context = {0};
    va_list ap;
    va_start(ap, fmt);
    str_vprintf(p->arena, &context, fmt, ap);
    va_end(ap);
    return expect(p, kind, context.data ? context.data : "");
}

/* Skips to just after the next ';' at this nesting level, or to a '}' that
 * closes it (left for the caller), so that parsing can go on. */
void sync_statement(Parser *p)
{
    int depth = 0;
    for (;;) {
        TokKind k = peek(p)->kind;
        if (k == TK_EOF)
            break;
        if (k == TK_LBRACE || k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        if (k == TK_RPAREN || k == TK_RBRACKET)
            depth -= depth > 0;
        if (k == TK_RBRACE) {
            if (depth == 0)
                break;
            depth--;
            next(p);
            if (depth == 0 && !at(p, TK_SEMICOLON) && !at(p, TK_IDENT))
                break;
            continue;
        }
        next(p);
        if (k == TK_SEMICOLON && depth == 0)
            break;
    }
    p->panic = 0;
}

/* Stops the compilation: the tree would be deeper than the passes over it may recurse. */
void too_deep(Parser *p, const Token *t, const char *what)
{
    p->panic = 0;
    error_at(p, t, "%s nested too deeply (limit %s: %u)", what, glspv_limit_name(GLSPV_LIMIT_NESTING_DEPTH),
             p->nesting_limit);
    glsl_error(p->g, tok_loc(p->g, t), "compilation stopped");
    ctx_fatal(p->g->ctx, GLSPV_ERROR_COMPILE);
}

/* Measures the operand just parsed. */
static void chain_measure(Parser *p, Chain *c)
{
    uint32_t inside = p->peak - c->operand_start;
    if (!c->links)
        c->first = inside;
    else if (c->links == 1 || (int64_t)inside - c->links > c->worst)
        c->worst = (int64_t)inside - c->links;
}

void chain_link(Parser *p, Chain *c, const Token *t)
{
    if (!c->links)
        c->base = c->operand_start = p->depth;
    chain_measure(p, c);
    c->links++;
    enter_nesting(p, t, "expression");
    c->operand_start = p->peak = p->depth;
}

void chain_end_linked(Parser *p, Chain *c, const Token *t)
{
    chain_measure(p, c);
    /* The first operand sits `links` levels down; the k-th right one links - k + 1. */
    int64_t below = c->first;
    if (c->links && 1 + c->worst > below)
        below = 1 + c->worst;
    uint32_t deepest = c->base + (c->links ? c->links : 0) + (uint32_t)below;
    leave_nesting(p, c->links);
    p->peak = deepest > c->outer_peak ? deepest : c->outer_peak;
    if (deepest > p->nesting_limit)
        too_deep(p, t, "expression");
}

void too_many_parameters(Parser *p, SrcLoc at, const char *what)
{
    Token t = {0};
    tok_set_loc(p->g, &t, at);
    error_at(p, &t, "too many %s (limit %s: %u)", what, glspv_limit_name(GLSPV_LIMIT_FUNCTION_PARAMETERS),
             p->parameter_limit);
}

/* ---- nodes ---- */

Node *node_new_sized(Arena *a, NodeKind kind, SrcLoc loc, size_t size)
{
#if GLSPV_ASAN
    Node *n = arena_alloc(a, sizeof *n);
    if (size < sizeof *n)
        ASAN_POISON_MEMORY_REGION((char *)n + size, sizeof *n - size);
#else
    Node *n = arena_alloc_small(a, size);
#endif
    n->kind = kind;
    n->loc = loc;
    return n;
}

Node *node_new(Arena *a, NodeKind kind, SrcLoc loc)
{
    return node_new_sized(a, kind, loc, node_size(kind));
}

Node *node_copy_expr(Arena *a, const Node *n)
{
    Node *copy = node_new(a, n->kind, n->loc);
    memcpy(copy, n, node_size(n->kind));
    return copy;
}

struct NameSlot {
    const char *text;
    uint32_t len, hash;
};

/* The table stops at NAMES_MAX_SLOTS (1 MiB) and starts afresh when full:
 * names made before stay valid, only their sharing is forgotten. */
#define NAMES_MAX_SLOTS (64 * 1024)

/* The first size of the parser's name tables: a short shader has few
 * words, and zeroing 256 slots was a fifth of an empty shader's compile;
 * a long one starts at 256 as before and grows. */
static size_t first_table_cap(size_t tokens)
{
    size_t cap = 16;
    while (cap < 256 && cap < tokens)
        cap *= 2;
    return cap;
}

static struct NameSlot *name_slot(struct NameSlot *slots, uint32_t cap, const char *text, uint32_t len,
                                  uint32_t hash)
{
    uint32_t i = hash & (cap - 1);
    while (slots[i].text && !(slots[i].hash == hash && slots[i].len == len && memcmp(slots[i].text, text, len) == 0))
        i = (i + 1) & (cap - 1);
    return &slots[i];
}

static void names_grow(Parser *p)
{
    if (p->names_cap >= NAMES_MAX_SLOTS) {
        memset(p->names, 0, p->names_cap * sizeof *p->names);
        p->names_len = 0;
        return;
    }
    uint32_t cap = p->names_cap ? p->names_cap * 2 : (uint32_t)first_table_cap(p->count);
    /* Only the keys cleared: a slot without text is free, the rest of it
     * unread (a memset of the whole table cost more than its use). */
    struct NameSlot *slots = arena_alloc_uninit(p->arena, cap * sizeof *slots);
    for (uint32_t i = 0; i < cap; i++)
        slots[i].text = NULL;
    for (uint32_t i = 0; i < p->names_cap; i++)
        if (p->names[i].text)
            *name_slot(slots, cap, p->names[i].text, p->names[i].len, p->names[i].hash) = p->names[i];
    arena_free_block(p->arena, p->names);
    p->names = slots;
    p->names_cap = cap;
}

const char *ident_name_copy(Parser *p, const Token *t)
{
    if (2 * (p->names_len + 1) > p->names_cap)
        names_grow(p);
    /* An identifier carries lex_hash's (the lexer's); a word the parser
     * took as a keyword or type name may not. */
    uint32_t hash = t->kind == TK_IDENT ? t->aux : lex_hash(t->text, t->len);
    struct NameSlot *slot = name_slot(p->names, p->names_cap, t->text, t->len, hash);
    if (!slot->text) {
        *slot = (struct NameSlot){arena_strndup(p->arena, t->text, t->len), t->len, hash};
        p->names_len++;
    }
    return slot->text;
}

/* ---- scopes: which names are struct types here ---- */

typedef struct ScopeEntry {
    const char *name;
    int is_type;
} ScopeEntry;

struct ParseScope {
    ParseScope *parent;
    VEC(ScopeEntry) entries;
};

void scope_push(Parser *p)
{
    ParseScope *s = arena_alloc(p->arena, sizeof *s);
    s->parent = p->scope;
    p->scope = s;
}

void scope_pop(Parser *p)
{
    if (p->scope->parent)
        p->scope = p->scope->parent;
}

static const ScopeEntry *scope_find(Parser *p, const char *text, size_t len)
{
    for (ParseScope *s = p->scope; s; s = s->parent)
        for (size_t i = s->entries.len; i-- > 0;)
            if (strncmp(s->entries.data[i].name, text, len) == 0 && s->entries.data[i].name[len] == '\0')
                return &s->entries.data[i];
    return NULL;
}

/* Only types and the names that hide them are recorded: that is all the
 * parser needs to know. */
void scope_declare(Parser *p, const char *name, int is_type)
{
    size_t len = strlen(name);
    if (is_type) {
        p->type_bits |= type_bit(name, len);
    } else {
        if (!(p->type_bits & type_bit(name, len)))
            return;
        const ScopeEntry *e = scope_find(p, name, len);
        if (!e || !e->is_type)
            return;
    }
    ScopeEntry e = {name, is_type};
    vec_push(p->arena, &p->scope->entries, e);
}

int is_struct_name(Parser *p, const Token *t)
{
    const ScopeEntry *e = scope_find(p, t->text, t->len);
    return e && e->is_type;
}

/* ---- qualifiers ---- */

static StorageQual storage_of(TokKind k)
{
    switch (k) {
    case KW_IN: return SQ_IN;
    case KW_OUT: return SQ_OUT;
    case KW_INOUT: return SQ_INOUT;
    case KW_UNIFORM: return SQ_UNIFORM;
    case KW_BUFFER: return SQ_BUFFER;
    case KW_SHARED: return SQ_SHARED;
    case KW_ATTRIBUTE: return SQ_ATTRIBUTE;
    case KW_VARYING: return SQ_VARYING;
    case KW_RAYPAYLOAD_EXT: case KW_RAYPAYLOAD_NV: return SQ_RAY_PAYLOAD;
    case KW_RAYPAYLOADIN_EXT: case KW_RAYPAYLOADIN_NV: return SQ_RAY_PAYLOAD_IN;
    case KW_HITATTRIBUTE_EXT: case KW_HITATTRIBUTE_NV: return SQ_HIT_ATTRIBUTE;
    case KW_CALLABLEDATA_EXT: case KW_CALLABLEDATA_NV: return SQ_CALLABLE_DATA;
    case KW_CALLABLEDATAIN_EXT: case KW_CALLABLEDATAIN_NV: return SQ_CALLABLE_DATA_IN;
    case KW_SHADERRECORD_EXT: case KW_SHADERRECORD_NV: return SQ_SHADER_RECORD;
    case KW_HITOBJECTATTR_NV: return SQ_HIT_OBJECT_ATTR;
    case KW_TASKPAYLOAD_EXT: return SQ_TASK_PAYLOAD;
    case KW_TASKNV: return SQ_TASK_NV;
    default: return SQ_NONE;
    }
}

static uint32_t flag_of(TokKind k)
{
    switch (k) {
    case KW_CONST: return QF_CONST;
    case KW_CENTROID: return QF_CENTROID;
    case KW_SAMPLE: return QF_SAMPLE;
    case KW_PATCH: return QF_PATCH;
    case KW_FLAT: return QF_FLAT;
    case KW_SMOOTH: return QF_SMOOTH;
    case KW_NOPERSPECTIVE: return QF_NOPERSPECTIVE;
    case KW_INVARIANT: return QF_INVARIANT;
    case KW_PRECISE: return QF_PRECISE;
    case KW_COHERENT: return QF_COHERENT;
    case KW_VOLATILE: return QF_VOLATILE;
    case KW_RESTRICT: return QF_RESTRICT;
    case KW_READONLY: return QF_READONLY;
    case KW_WRITEONLY: return QF_WRITEONLY;
    case KW_DEVICECOHERENT: return QF_DEVICECOHERENT;
    case KW_QUEUEFAMILYCOHERENT: return QF_QUEUEFAMILYCOHERENT;
    case KW_WORKGROUPCOHERENT: return QF_WORKGROUPCOHERENT;
    case KW_SUBGROUPCOHERENT: return QF_SUBGROUPCOHERENT;
    case KW_NONPRIVATE: return QF_NONPRIVATE;
    case KW_SHADERCALLCOHERENT: return QF_SHADERCALLCOHERENT;
    case KW_NONUNIFORM: return QF_NONUNIFORM;
    case KW_PERVERTEX_EXT: case KW_PERVERTEX_NV: return QF_PERVERTEX;
    case KW_PERPRIMITIVE_EXT: case KW_PERPRIMITIVE_NV: return QF_PERPRIMITIVE;
    case KW_PERVIEW_NV: return QF_PERVIEW;
    case KW_SPIRV_BY_REFERENCE: return QF_SPIRV_BY_REFERENCE;
    case KW_SPIRV_LITERAL: return QF_SPIRV_LITERAL;
    case KW_HIGHP: return QF_HIGHP;
    case KW_MEDIUMP: return QF_MEDIUMP;
    case KW_LOWP: return QF_LOWP;
    default: return 0;
    }
}

static int is_spirv_qualifier(TokKind k)
{
    return k == KW_SPIRV_DECORATE || k == KW_SPIRV_DECORATE_ID || k == KW_SPIRV_DECORATE_STRING ||
           k == KW_SPIRV_STORAGE_CLASS || k == KW_SPIRV_EXECUTION_MODE || k == KW_SPIRV_EXECUTION_MODE_ID ||
           k == KW_SPIRV_INSTRUCTION;
}

/* Any word may name a layout qualifier: `shared` is a keyword, `std430` not. */
static int layout_word(const Token *t)
{
    return t->kind == TK_IDENT || t->kind == TK_TYPE_NAME || t->kind == TK_RESERVED || t->kind >= KW_FIRST;
}

/* The layout qualifier names glspv knows, in their canonical spelling;
 * 1: it takes a value. Image formats are the other names (type_names.c). */
#define LAYOUT(name, value) {name, sizeof name - 1, value}
static const struct {
    const char *name;
    uint8_t len;  /* strlen(name): most names differ in it, without a call */
    int value;
} layout_names[] = {
    /* blocks and resources */
    LAYOUT("shared", 0), LAYOUT("packed", 0), LAYOUT("std140", 0), LAYOUT("std430", 0), LAYOUT("scalar", 0),
    LAYOUT("row_major", 0), LAYOUT("column_major", 0), LAYOUT("push_constant", 0), LAYOUT("binding", 1),
    LAYOUT("set", 1), LAYOUT("offset", 1), LAYOUT("align", 1), LAYOUT("input_attachment_index", 1),
    LAYOUT("buffer_reference", 0), LAYOUT("buffer_reference_align", 1), LAYOUT("shaderRecordEXT", 0),
    LAYOUT("shaderRecordNV", 0), LAYOUT("constant_id", 1),
    /* inputs and outputs */
    LAYOUT("location", 1), LAYOUT("component", 1), LAYOUT("index", 1), LAYOUT("xfb_buffer", 1),
    LAYOUT("xfb_offset", 1), LAYOUT("xfb_stride", 1), LAYOUT("stream", 1), LAYOUT("viewport_relative", 0),
    LAYOUT("secondary_view_offset", 1), LAYOUT("passthrough", 0), LAYOUT("override_coverage", 0),
    /* GL_ARB_bindless_texture: samplers and images as 64-bit handles (OpenGL only) */
    LAYOUT("bindless_sampler", 0), LAYOUT("bound_sampler", 0), LAYOUT("bindless_image", 0),
    LAYOUT("bound_image", 0),
    /* stage modes */
    LAYOUT("local_size_x", 1), LAYOUT("local_size_y", 1), LAYOUT("local_size_z", 1), LAYOUT("local_size_x_id", 1),
    LAYOUT("local_size_y_id", 1), LAYOUT("local_size_z_id", 1), LAYOUT("vertices", 1), LAYOUT("invocations", 1),
    LAYOUT("max_vertices", 1), LAYOUT("max_primitives", 1), LAYOUT("points", 0), LAYOUT("lines", 0),
    LAYOUT("lines_adjacency", 0), LAYOUT("triangles", 0), LAYOUT("triangles_adjacency", 0), LAYOUT("line_strip", 0),
    LAYOUT("triangle_strip", 0), LAYOUT("quads", 0), LAYOUT("isolines", 0), LAYOUT("equal_spacing", 0),
    LAYOUT("fractional_even_spacing", 0), LAYOUT("fractional_odd_spacing", 0), LAYOUT("cw", 0), LAYOUT("ccw", 0),
    LAYOUT("point_mode", 0), LAYOUT("origin_upper_left", 0), LAYOUT("pixel_center_integer", 0),
    LAYOUT("early_fragment_tests", 0), LAYOUT("depth_any", 0), LAYOUT("depth_greater", 0), LAYOUT("depth_less", 0),
    LAYOUT("depth_unchanged", 0), LAYOUT("post_depth_coverage", 0), LAYOUT("pixel_interlock_ordered", 0),
    LAYOUT("pixel_interlock_unordered", 0), LAYOUT("sample_interlock_ordered", 0),
    LAYOUT("sample_interlock_unordered", 0), LAYOUT("shading_rate_interlock_ordered", 0),
    LAYOUT("shading_rate_interlock_unordered", 0), LAYOUT("derivative_group_quadsNV", 0),
    LAYOUT("derivative_group_linearNV", 0), LAYOUT("primitive_culling", 0),
    LAYOUT("early_and_late_fragment_tests_amd", 0), LAYOUT("stencil_ref_unchanged_front_amd", 0),
    LAYOUT("stencil_ref_greater_front_amd", 0), LAYOUT("stencil_ref_less_front_amd", 0),
    LAYOUT("stencil_ref_unchanged_back_amd", 0), LAYOUT("stencil_ref_greater_back_amd", 0),
    LAYOUT("stencil_ref_less_back_amd", 0),
    LAYOUT("num_views", 1), /* GL_OVR_multiview: SPIR-V has nothing for it */
    /* GL_KHR_blend_equation_advanced (ES 3.20): Vulkan's advanced blending needs nothing in the shader */
#define BLEND(eq) LAYOUT("blend_support_" eq, 0)
    BLEND("multiply"), BLEND("screen"), BLEND("overlay"), BLEND("darken"), BLEND("lighten"), BLEND("colordodge"),
    BLEND("colorburn"), BLEND("hardlight"), BLEND("softlight"), BLEND("difference"), BLEND("exclusion"),
    BLEND("hsl_hue"), BLEND("hsl_saturation"), BLEND("hsl_color"), BLEND("hsl_luminosity"), BLEND("all_equations"),
#undef BLEND
};
#undef LAYOUT

/* The layout qualifiers of one client: GL_KHR_vulkan_glsl's and the Vulkan
 * extensions' are Vulkan's; specialization constants need a SPIR-V target
 * (GL_ARB_gl_spirv has them, OpenGL's own GLSL not). */
enum { FOR_VULKAN = 1, FOR_SPIRV = 2 };
static const struct {
    const char *name;
    int only;
} client_layouts[] = {
    {"push_constant", FOR_VULKAN}, {"set", FOR_VULKAN}, {"input_attachment_index", FOR_VULKAN},
    {"buffer_reference", FOR_VULKAN}, {"buffer_reference_align", FOR_VULKAN}, {"scalar", FOR_VULKAN},
    {"constant_id", FOR_SPIRV},
    {"local_size_x_id", FOR_SPIRV}, {"local_size_y_id", FOR_SPIRV}, {"local_size_z_id", FOR_SPIRV},
};

/* An error when the layout qualifier `name` (canonical) is not the
 * client's: 1 if so. */
static int layout_not_for_client(Parser *p, const Token *t, const char *name, const Node *value)
{
    const GlslOptions *o = p->g->opts;
    for (size_t i = 0; i < COUNT_OF(client_layouts); i++) {
        if (client_layouts[i].name[0] != name[0] || strcmp(client_layouts[i].name, name) != 0)
            continue;
        /* set = 0 is every resource's set: glslang lets OpenGL shaders say so. */
        int set_zero = value && value->kind == ND_INT && value->lit.u == 0;
        if (client_layouts[i].only == FOR_VULKAN && !o->vulkan_version && !set_zero) {
            error_at(p, t, "layout(%s) is only for GLSL for Vulkan, not OpenGL", name);
            return 1;
        }
        if (client_layouts[i].only == FOR_SPIRV && o->without_spirv) {
            error_at(p, t, "layout(%s) needs a SPIR-V target (specialization constants): OpenGL's GLSL has none",
                     name);
            return 1;
        }
    }
    return 0;
}

/* The canonical spelling of a layout qualifier name (glslang takes them in
 * any case: `Std140`), or NULL when there is no such qualifier. */
static const char *layout_canonical(const char *name, int *takes_value)
{
    BaseType sampled;
    size_t n = strlen(name);
    /* The length and the first letter, case folded (| 0x20 maps only
     * letters to letters), first: most names differ there. */
    for (size_t i = 0; i < COUNT_OF(layout_names); i++)
        if (layout_names[i].len == n && (layout_names[i].name[0] | 0x20) == (name[0] | 0x20) &&
            strcasecmp(layout_names[i].name, name) == 0) {
            *takes_value = layout_names[i].value;
            return layout_names[i].name;
        }
    char lower[32];
    if (n >= sizeof lower)
        return NULL;
    for (size_t i = 0; i <= n; i++)
        lower[i] = (char)(name[i] >= 'A' && name[i] <= 'Z' ? name[i] - 'A' + 'a' : name[i]);
    uint32_t format = image_format_from_name(lower, &sampled);
    *takes_value = 0;
    return format ? image_format_name(format) : NULL;
}

/* " (did you mean 'std430'?)" for a misspelt layout qualifier, else "". */
static const char *layout_suggestion(Parser *p, const char *name)
{
    const char *best = NULL;
    size_t best_distance = 3;
    for (size_t i = 0; i < COUNT_OF(layout_names); i++) {
        size_t d = glsl_edit_distance(name, layout_names[i].name, 2, 1);
        if (d < best_distance)
            best = layout_names[i].name, best_distance = d;
    }
    return best ? arena_printf(p->arena, " (did you mean '%s'?)", best) : "";
}

/* layout_qualifier = "layout" "(" id ["=" constant_expression] {"," ...} ")" */
static void parse_layout(Parser *p, Qualifiers *q)
{
    next(p);
    if (!expect(p, TK_LPAREN, "after 'layout'"))
        return;
    do {
        Token word = *peek(p); /* a copy: its block may be returned while the value is parsed */
        const Token *t = &word;
        if (!layout_word(t)) {
            error_at(p, t, "expected a layout qualifier name, found %s", tok_text(p, t));
            return;
        }
        next(p);
        LayoutItem item = {ident_name(p, t), NULL, tok_loc(p->g, t)};
        int takes_value = 0;
        const char *canonical = layout_canonical(item.name, &takes_value);
        if (accept(p, TK_ASSIGN))
            item.value = parse_conditional(p);
        if (!canonical && strcasecmp(item.name, "origin_lower_left") == 0 && p->g->opts->vulkan_version) {
            /* GL_KHR_vulkan_glsl: Vulkan's framebuffer origin is the upper left (OriginUpperLeft) */
            error_at(p, t, "layout(origin_lower_left) does not exist in GLSL for Vulkan: gl_FragCoord's origin is "
                     "the upper left");
            p->panic = 0;
            continue;
        }
        if (!canonical) {
            error_at(p, t, "unknown layout qualifier '%s'%s", item.name, layout_suggestion(p, item.name));
            p->panic = 0; /* the list goes on: report what follows too */
            continue;
        }
        item.name = canonical;
        if (layout_not_for_client(p, t, canonical, item.value)) {
            p->panic = 0;
            continue;
        }
        if (item.value && !takes_value) {
            error_at(p, t, "layout(%s) takes no value", canonical);
            p->panic = 0;
            continue;
        }
        vec_push(p->tree, &q->layout, item);
    } while (accept(p, TK_COMMA));
    expect(p, TK_RPAREN, "to close the layout qualifier list");
}

/* "[" item {"," item} "]" for extensions = [...] and capabilities = [...]. */
static void parse_requirement_list(Parser *p, NodeList *list)
{
    if (!expect(p, TK_LBRACKET, "to open the list"))
        return;
    do
        nodes_push(p->tree, list, parse_conditional(p));
    while (accept(p, TK_COMMA));
    expect(p, TK_RBRACKET, "to close the list");
}

static int word_is(const Token *t, const char *s)
{
    return t->kind == TK_IDENT && strlen(s) == t->len && memcmp(t->text, s, t->len) == 0;
}

/* An argument of spirv_type: a type, `spirv_id expr`, or an expression. */
static Node *parse_spirv_type_arg(Parser *p)
{
    const Token *t = peek(p);
    if (is_type_name(p, t) && peek_at(p, 1)->kind != TK_LPAREN) {
        Node *n = new_node(p, ND_TYPE, tok_loc(p->g, t));
        n->type = parse_type_specifier(p);
        return n;
    }
    if (word_is(t, "spirv_id")) {
        next(p);
        Node *n = new_node(p, ND_SPIRV_ID, tok_loc(p->g, t));
        n->lhs = parse_conditional(p);
        return n;
    }
    return parse_assignment(p);
}

/* spirv_xxx "(" [requirements ","] [set = "..", id = N ","] args ")" */
static void parse_spirv_qualifier(Parser *p, SpirvQual *sq)
{
    Token keyword = *next(p); /* a copy: its block may be returned while the arguments are parsed */
    const Token *kw = &keyword;
    sq->keyword = (TokKind)kw->kind;
    sq->loc = tok_loc(p->g, kw);
    if (!expectf(p, TK_LPAREN, "after '%.*s'", (int)kw->len, kw->text))
        return;
    if (accept(p, TK_RPAREN))
        return;
    do {
        const Token *t = peek(p);
        int keyed = peek_at(p, 1)->kind == TK_ASSIGN;
        if (keyed && word_is(t, "extensions")) {
            next(p), next(p);
            parse_requirement_list(p, &sq->extensions);
        } else if (keyed && word_is(t, "capabilities")) {
            next(p), next(p);
            parse_requirement_list(p, &sq->capabilities);
        } else if (keyed && (word_is(t, "set") || word_is(t, "id"))) {
            /* One of each: an instruction or type has one set and one number. */
            Node **slot = word_is(t, "set") ? &sq->set : &sq->id;
            if (*slot)
                error_at(p, t, "'%.*s' takes %s once", (int)kw->len, kw->text, word_is(t, "set") ? "set =" : "id =");
            next(p), next(p);
            *slot = parse_conditional(p);
        } else if (sq->keyword == KW_SPIRV_TYPE) {
            nodes_push(p->tree, &sq->args, parse_spirv_type_arg(p));
        } else {
            nodes_push(p->tree, &sq->args, parse_assignment(p));
        }
    } while (accept(p, TK_COMMA));
    expectf(p, TK_RPAREN, "to close '%.*s'", (int)kw->len, kw->text);
}

/* The qualifier groups of which a declaration takes one word each. */
static const struct {
    uint32_t flags;
    const char *what;
} qualifier_groups[] = {
    {QF_FLAT | QF_SMOOTH | QF_NOPERSPECTIVE, "interpolation qualifier (flat, smooth, noperspective)"},
    {QF_CENTROID | QF_SAMPLE | QF_PATCH, "auxiliary storage qualifier (centroid, sample, patch)"},
    {QF_HIGHP | QF_MEDIUMP | QF_LOWP, "precision qualifier (highp, mediump, lowp)"},
};

/* GLSL 4.60 §4.7 and ES 3.20 §4.10: layout is the only qualifier that may
 * be written more than once, and a declaration has at most one storage,
 * auxiliary storage, interpolation and precision qualifier. */
static void check_qualifier_flag(Parser *p, const Qualifiers *q, uint32_t flag, const Token *t)
{
    if (q->flags & flag) {
        error_at(p, t, "%s is written twice: only layout() may repeat", tok_text(p, t));
        p->panic = 0;
        return;
    }
    for (size_t i = 0; i < COUNT_OF(qualifier_groups); i++)
        if ((qualifier_groups[i].flags & flag) && (q->flags & qualifier_groups[i].flags)) {
            error_at(p, t, "%s: a declaration has at most one %s", tok_text(p, t), qualifier_groups[i].what);
            p->panic = 0;
            return;
        }
}

/* Reads qualifiers in any order (GLSL 4.20 relaxed the order). */
static void parse_qualifiers(Parser *p, Qualifiers *q)
{
    for (;;) {
        const Token *t = peek(p);
        TokKind k = (TokKind)t->kind;
        StorageQual sq = storage_of(k);
        uint32_t flag = flag_of(k);
        if (!q->any)
            q->loc = tok_loc(p->g, t);
        if (sq != SQ_NONE) {
            /* `in`/`out` after `inout`-style mistakes, or two storages. */
            /* taskNV goes with in or out (GL_NV_mesh_shader): the stage says which. */
            int task_nv = (sq == SQ_TASK_NV && (q->storage == SQ_IN || q->storage == SQ_OUT)) ||
                          (q->storage == SQ_TASK_NV && (sq == SQ_IN || sq == SQ_OUT));
            if (q->storage != SQ_NONE && !task_nv)
                error_at(p, t, "%s: a declaration can have only one storage qualifier", tok_text(p, t));
            q->storage = task_nv ? SQ_TASK_NV : sq;
            next(p);
        } else if (flag) {
            check_qualifier_flag(p, q, flag, t);
            q->flags |= flag;
            next(p);
        } else if (k == KW_LAYOUT) {
            parse_layout(p, q);
        } else if (k == KW_SUBROUTINE) {
            if (p->g->opts->vulkan_version)
                error_at(p, t, "'subroutine' does not exist in GLSL for Vulkan (GL_KHR_vulkan_glsl removes "
                         "subroutines): call the functions directly, or switch on a uniform value");
            q->flags |= QF_SUBROUTINE;
            next(p);
            if (accept(p, TK_LPAREN)) {
                do {
                    const Token *name = peek(p);
                    if (name->kind != TK_IDENT && !is_type_name(p, name)) {
                        error_at(p, name, "expected a subroutine type name, found %s", tok_text(p, name));
                        break;
                    }
                    next(p);
                    vec_push(p->tree, &q->subroutine_types, ident_name(p, name));
                } while (accept(p, TK_COMMA));
                expect(p, TK_RPAREN, "to close the subroutine type list");
            }
        } else if (is_spirv_qualifier(k)) {
            SpirvQual sqv = {0};
            parse_spirv_qualifier(p, &sqv);
            vec_push(p->tree, &q->spirv, sqv);
        } else {
            return;
        }
        q->any = 1;
    }
}

/* ---- types ---- */

void parse_array_dims(Parser *p, NodeList *dims)
{
    while (at(p, TK_LBRACKET)) {
        next(p);
        Node *size = at(p, TK_RBRACKET) ? NULL : parse_conditional(p);
        nodes_push(p->tree, dims, size);
        expect(p, TK_RBRACKET, "after the array size");
    }
}

static Node *parse_member_declarations(Parser *p, Node *owner, const char *what);

/* struct_specifier = "struct" [IDENT] "{" struct_declaration_list "}" */
static Node *parse_struct(Parser *p)
{
    const Token *kw = next(p);
    Node *s = new_node(p, ND_STRUCT, tok_loc(p->g, kw));
    if (at(p, TK_IDENT) || at(p, TK_TYPE_NAME)) {
        const Token *name = next(p);
        if (name->kind == TK_TYPE_NAME)
            error_at(p, name, "%s is a built-in type and cannot name a struct", tok_text(p, name));
        s->name = ident_name(p, name);
        s->loc = tok_loc(p->g, name);
    }
    if (!expect(p, TK_LBRACE, "to begin the struct's members"))
        return s;
    enter_nesting(p, kw, "struct");
    parse_member_declarations(p, s, "struct member");
    leave_nesting(p, 1);
    /* The name is a type from the end of the definition on. */
    if (s->name)
        scope_declare(p, s->name, 1);
    return s;
}

TypeSpec *parse_type_specifier(Parser *p)
{
    const Token *t = peek(p);
    TypeSpec *ts = arena_alloc_small(p->tree, sizeof *ts);
    ts->q = p->no_qualifiers;
    ts->loc = tok_loc(p->g, t);
    if (t->kind == TK_TYPE_NAME) {
        next(p);
        ts->kind = TS_BUILTIN;
        ts->builtin = t->aux;
        if (TYPE_BASE(ts->builtin) == BT_COOPMAT && accept(p, TK_LT)) {
            do
                nodes_push(p->tree, &ts->params, parse_type_parameter(p));
            while (accept(p, TK_COMMA));
            expect(p, TK_GT, "to close the type parameters");
        }
    } else if (t->kind == KW_STRUCT) {
        ts->kind = TS_STRUCT;
        ts->def = parse_struct(p);
    } else if (t->kind == KW_SPIRV_TYPE) {
        ts->kind = TS_SPIRV;
        ts->spirv = arena_alloc(p->tree, sizeof *ts->spirv);
        parse_spirv_qualifier(p, ts->spirv);
    } else if (is_type_name(p, t)) {
        next(p);
        ts->kind = TS_NAMED;
        ts->name = ident_name(p, t);
    } else {
        if (t->kind == TK_RESERVED)
            error_at(p, t, "%s is a reserved word%s", tok_text(p, t), keyword_hint(p, t));
        else if (t->kind == TK_IDENT)
            error_at(p, t, "unknown type name %s%s", tok_text(p, t), keyword_hint(p, t));
        else
            error_at(p, t, "expected a type, found %s", tok_text(p, t));
        return NULL;
    }
    parse_array_dims(p, &ts->array);
    return ts;
}

Qualifiers *keep_qualifiers(Parser *p, const Qualifiers *q)
{
    /* Without a qualifier, `loc` (where one would have begun) is never read. */
    if (!q->any && q->storage == SQ_NONE && !q->flags && !q->layout.len && !q->spirv.len &&
        !q->subroutine_types.len)
        return p->no_qualifiers;
    Qualifiers *kept = arena_alloc_uninit(p->tree, sizeof *kept);
    *kept = *q;
    return kept;
}

TypeSpec *parse_fully_specified_type(Parser *p)
{
    Qualifiers q = {0};
    parse_qualifiers(p, &q);
    TypeSpec *ts = parse_type_specifier(p);
    if (ts)
        ts->q = keep_qualifiers(p, &q);
    return ts;
}

/* ---- declarations ---- */

/* Index just past the group that opens at `ahead` (with `open`), counting
 * parentheses too; 0 when it does not close. */
static size_t skip_balanced(Parser *p, size_t ahead, TokKind open, TokKind close)
{
    int depth = 0, parens = 0;
    for (size_t i = ahead;; i++) {
        TokKind k = (TokKind)peek_at(p, i)->kind;
        if (k == TK_EOF || k == TK_SEMICOLON || k == TK_LBRACE)
            return 0;
        parens += (k == TK_LPAREN) - (k == TK_RPAREN);
        if (parens == 0) {
            depth += (k == open) - (k == close);
            if (depth == 0)
                return i + 1;
        }
    }
}

int starts_declaration(Parser *p)
{
    const Token *t = peek(p);
    TokKind k = (TokKind)t->kind;
    if (storage_of(k) != SQ_NONE || flag_of(k) || k == KW_LAYOUT || k == KW_SUBROUTINE || k == KW_STRUCT ||
        k == KW_PRECISION || is_spirv_qualifier(k) || k == KW_SPIRV_TYPE)
        return 1;
    if (!is_type_name(p, t))
        return 0;
    /* A type followed by a name declares; followed by '(' it constructs. */
    size_t i = 1;
    if (peek_at(p, 1)->kind == TK_LT && !(i = skip_balanced(p, 1, TK_LT, TK_GT)))
        return 0;
    while (peek_at(p, i)->kind == TK_LBRACKET) {
        int depth = 0;
        do {
            TokKind k2 = (TokKind)peek_at(p, i)->kind;
            if (k2 == TK_EOF)
                return 0;
            depth += k2 == TK_LBRACKET;
            depth -= k2 == TK_RBRACKET;
            i++;
        } while (depth > 0);
    }
    /* A word after the type declares (a misspelt or reserved name is then
     * reported as such); a type never precedes a word in an expression. */
    TokKind after = (TokKind)peek_at(p, i)->kind;
    return after == TK_IDENT || after == TK_SEMICOLON || after == TK_TYPE_NAME || after == TK_RESERVED ||
           after >= KW_FIRST || after == TK_COMMA;
}

/* init_declarator_list = declarator {"," declarator}
 * declarator = IDENT [array_specifier] ["=" initializer] */
static void parse_declarators(Parser *p, Node *decl, const Token *first, int declares_names)
{
    const Token *name = first;
    for (;;) {
        Node *d = new_node(p, ND_DECLARATOR, tok_loc(p->g, name));
        d->name = ident_name(p, name);
        parse_array_dims(p, &d->array);
        if (accept(p, TK_ASSIGN))
            d->init = parse_initializer(p);
        nodes_push(p->tree, &decl->list, d);
        if (declares_names)
            scope_declare(p, d->name, 0);
        if (!accept(p, TK_COMMA))
            break;
        name = peek(p);
        if (name->kind != TK_IDENT) {
            error_at(p, name, "expected a name after ',' in the declaration, found %s", tok_text(p, name));
            return;
        }
        next(p);
    }
}

/* parameter_declaration = qualifiers type_specifier [IDENT [array_specifier]] */
static Node *parse_parameter(Parser *p)
{
    const Token *t = peek(p);
    Node *param = new_node(p, ND_PARAM, tok_loc(p->g, t));
    param->type = parse_fully_specified_type(p);
    if (!param->type)
        return NULL;
    if (at(p, TK_IDENT)) {
        const Token *name = next(p);
        param->name = ident_name(p, name);
        param->loc = tok_loc(p->g, name);
        parse_array_dims(p, &param->array);
    }
    return param;
}


/* Whether the parameter list that starts at the cursor ('(') is followed,
 * past its ')' and any [[attributes]], by a body. */
static int header_has_body(Parser *p)
{
    size_t depth = 0, i = 0;
    for (;; i++) {
        TokKind k = (TokKind)peek_at(p, i)->kind;
        if (k == TK_EOF || k == TK_LBRACE || k == TK_SEMICOLON)
            return 0;
        if (k == TK_LPAREN)
            depth++;
        else if (k == TK_RPAREN && --depth == 0)
            break;
    }
    for (i++; peek_at(p, i)->kind == TK_LBRACKET && peek_at(p, i + 1)->kind == TK_LBRACKET;) {
        for (i += 2; !(peek_at(p, i)->kind == TK_RBRACKET && peek_at(p, i + 1)->kind == TK_RBRACKET); i++)
            if (peek_at(p, i)->kind == TK_EOF)
                return 0;
        i += 2;
    }
    return peek_at(p, i)->kind == TK_LBRACE;
}

/* A function definition, in the tree's arena of bodies when it has one (a
 * long source): its node, parameters and body. The emitter hands them back
 * once the function is emitted (ast_body_done); what a later call or
 * declaration needs of them is in the function's symbol. main stays in the
 * context's arena (the entry point reads its node at the end), and so does
 * a declaration without a body. Returns the arena the caller had. */
static Arena *enter_definition(Parser *p, const Token *name, int top_level)
{
    Arena *tree = p->tree, *bodies = p->ast->bodies;
    if (!bodies || !top_level || (name->len == 4 && memcmp(name->text, "main", 4) == 0) || !header_has_body(p))
        return tree;
    AstBody body = {bodies->chunks, 0};
    vec_push(p->arena, &p->ast->body_list, body);
    p->tree = bodies;
    return tree;
}

/* A body alone in the arena of bodies (main's: its header stays). */
static Node *parse_body_apart(Parser *p, Node *fn)
{
    Arena *bodies = p->ast->bodies;
    if (!bodies)
        return parse_function_body(p);
    AstBody body = {bodies->chunks, 0};
    vec_push(p->arena, &p->ast->body_list, body);
    fn->body_index = p->ast->body_list.len;
    Arena *tree = p->tree;
    p->tree = bodies;
    Node *block = parse_function_body(p);
    p->tree = tree;
    return block;
}

static Node *parse_function_in(Parser *p, TypeSpec *ret, const Token *name, int top_level, int apart);

/* function = type IDENT "(" [void | parameter {"," parameter}] ")" (";" | compound) */
static Node *parse_function(Parser *p, TypeSpec *ret, const Token *name, int top_level)
{
    Arena *tree = enter_definition(p, name, top_level);
    Node *fn = parse_function_in(p, ret, name, top_level, p->tree != tree);
    p->tree = tree;
    return fn;
}

static Node *parse_function_in(Parser *p, TypeSpec *ret, const Token *name, int top_level, int apart)
{
    Node *fn = new_node(p, ND_FUNCTION, tok_loc(p->g, name));
    if (apart)
        fn->body_index = p->ast->body_list.len;
    fn->type = ret;
    fn->name = ident_name(p, name);
    scope_declare(p, fn->name, 0);
    next(p); /* ( */
    scope_push(p);
    int is_void_list = at(p, TK_TYPE_NAME) && peek(p)->aux == TYPE_SCALAR(BT_VOID) &&
                       peek_at(p, 1)->kind == TK_RPAREN;
    if (is_void_list) {
        next(p);
    } else if (!at(p, TK_RPAREN)) {
        do {
            SrcLoc at_param = tok_loc(p->g, peek(p)); /* not the token: its block may be returned while the parameter is parsed */
            Node *param = parse_parameter(p);
            if (!param)
                break;
            nodes_push(p->tree, &fn->list, param);
            check_parameter_count(p, at_param, fn->list.len, "parameters");
            if (param->name)
                scope_declare(p, param->name, 0);
        } while (accept(p, TK_COMMA));
    }
    if (!expect(p, TK_RPAREN, "to close the parameter list")) {
        scope_pop(p);
        return fn;
    }
    /* GL_EXT_subgroup_uniform_control_flow puts attributes here too. */
    if (at(p, TK_LBRACKET) && peek_at(p, 1)->kind == TK_LBRACKET)
        parse_attributes(p, fn);
    if (at(p, TK_LBRACE)) {
        if (!top_level)
            error_at(p, peek(p), "function '%s' cannot be defined inside another function", fn->name);
        fn->has_body = 1;
        p->errors_at_body = p->g->ctx->error_count;
        fn->body = apart ? parse_function_body(p) : parse_body_apart(p, fn);
    } else {
        expectf(p, TK_SEMICOLON, "after the declaration of function '%s'", fn->name);
    }
    scope_pop(p);
    return fn;
}

/* Members of a struct or block: {qualifiers type declarators ";"} "}".
 * A struct defined in a member is a type in the enclosing scope. */
static Node *parse_member_declarations(Parser *p, Node *owner, const char *what)
{
    size_t errors = p->errors;
    while (!at(p, TK_RBRACE) && !at(p, TK_EOF)) {
        const Token *t = peek(p);
        Node *decl = new_node(p, ND_DECLARATION, tok_loc(p->g, t));
        decl->type = parse_fully_specified_type(p);
        if (!decl->type) {
            sync_statement(p);
            continue;
        }
        if (!at(p, TK_IDENT)) {
            error_at(p, peek(p), "expected a %s name, found %s", what, tok_text(p, peek(p)));
            sync_statement(p);
            continue;
        }
        parse_declarators(p, decl, next(p), 0);
        nodes_push(p->tree, &owner->list, decl);
        if (!expectf(p, TK_SEMICOLON, "after the %s", what))
            sync_statement(p);
    }
    if (owner->list.len == 0 && p->errors == errors)
        error_at(p, peek(p), "a %s list must declare at least one member", what);
    expectf(p, TK_RBRACE, "to close the %s list", what);
    return owner;
}

/* layout(buffer_reference) makes a block's name a type (GL_EXT_buffer_reference). */
static int has_buffer_reference(const Qualifiers *q)
{
    for (size_t i = 0; i < q->layout.len; i++)
        if (strcmp(q->layout.data[i].name, "buffer_reference") == 0)
            return 1;
    return 0;
}

/* interface_block = qualifiers IDENT "{" members "}" [IDENT [array_specifier]] ";" */
static Node *parse_block(Parser *p, Qualifiers *q)
{
    const Token *name = next(p);
    Node *b = new_node(p, ND_BLOCK_DECL, tok_loc(p->g, name));
    b->name = ident_name(p, name);
    b->buffer_reference = has_buffer_reference(q);
    if (b->buffer_reference)
        scope_declare(p, b->name, 1); /* members may point to the block itself */
    b->type = arena_alloc(p->tree, sizeof *b->type);
    b->type->q = keep_qualifiers(p, q);
    b->type->loc = q->loc;
    next(p); /* { */
    parse_member_declarations(p, b, "block member");
    if (at(p, TK_IDENT)) {
        const Token *inst = next(p);
        b->instance = ident_name(p, inst);
        scope_declare(p, b->instance, 0);
        parse_array_dims(p, &b->array);
    }
    if (!expectf(p, TK_SEMICOLON, "after the block '%s'", b->name))
        sync_statement(p);
    return b;
}

/* precision_declaration = "precision" precision_qualifier type_specifier ";" */
static Node *parse_precision(Parser *p)
{
    const Token *kw = next(p);
    Node *n = new_node(p, ND_PRECISION, tok_loc(p->g, kw));
    uint32_t flag = flag_of((TokKind)peek(p)->kind);
    if (!(flag & (QF_HIGHP | QF_MEDIUMP | QF_LOWP))) {
        error_at(p, peek(p), "expected 'highp', 'mediump' or 'lowp' after 'precision', found %s",
                 tok_text(p, peek(p)));
        sync_statement(p);
        return n;
    }
    next(p);
    n->type = parse_type_specifier(p);
    if (n->type) {
        Qualifiers q = *n->type->q;
        q.flags |= flag;
        n->type->q = keep_qualifiers(p, &q);
    }
    if (!expect(p, TK_SEMICOLON, "after the precision statement"))
        sync_statement(p);
    return n;
}

/* `invariant gl_Position, x;` and `layout(...) in;` / spirv_execution_mode(...); */
static Node *parse_qualifier_decl(Parser *p, Qualifiers *q)
{
    Node *n = new_node(p, ND_QUALIFIER_DECL, q->loc);
    n->type = arena_alloc(p->tree, sizeof *n->type);
    n->type->q = keep_qualifiers(p, q);
    n->type->loc = q->loc;
    n->buffer_reference = has_buffer_reference(q);
    while (at(p, TK_IDENT) || (n->buffer_reference && is_type_name(p, peek(p)))) {
        const char *name = ident_name(p, next(p));
        vec_push(p->tree, &n->names, name);
        if (n->buffer_reference)
            scope_declare(p, name, 1); /* a forward declaration of the reference type */
        if (!accept(p, TK_COMMA))
            break;
    }
    if (!expect(p, TK_SEMICOLON, "after the qualifier declaration"))
        sync_statement(p);
    return n;
}

static Node *parse_declaration_at(Parser *p, int top_level)
{
    SrcLoc start = tok_loc(p->g, peek(p)); /* not the token: its block may be returned while the qualifiers are parsed */
    if (peek(p)->kind == KW_PRECISION)
        return parse_precision(p);
    Qualifiers q = {0};
    parse_qualifiers(p, &q);
    const Token *t = peek(p);
    if (q.any && t->kind == TK_SEMICOLON)
        return parse_qualifier_decl(p, &q);
    if (q.any && (t->kind == TK_IDENT || (is_type_name(p, t) && t->kind != TK_TYPE_NAME)) &&
        peek_at(p, 1)->kind == TK_LBRACE)
        return parse_block(p, &q);
    if (q.any && has_buffer_reference(&q) && is_type_name(p, t) && t->kind != TK_TYPE_NAME &&
        peek_at(p, 1)->kind == TK_SEMICOLON)
        return parse_qualifier_decl(p, &q);
    if (q.any && t->kind == TK_IDENT && !is_type_name(p, t) &&
        (peek_at(p, 1)->kind == TK_COMMA || peek_at(p, 1)->kind == TK_SEMICOLON))
        return parse_qualifier_decl(p, &q);

    if (!q.any && t->kind != TK_IDENT && t->kind != KW_STRUCT && t->kind != KW_SPIRV_TYPE && !is_type_name(p, t)) {
        error_at(p, t, "expected a declaration, found %s", tok_text(p, t));
        sync_statement(p);
        return NULL;
    }
    TypeSpec *type = parse_type_specifier(p);
    if (!type) {
        sync_statement(p);
        return NULL;
    }
    type->q = keep_qualifiers(p, &q);
    Node *decl = new_node(p, ND_DECLARATION, start);
    decl->type = type;
    if (accept(p, TK_SEMICOLON))
        return decl;
    /* §9's single_declaration may be the type alone, and the list goes on
     * after a ',': `int, i = 3;` declares i (glslang takes it so too). */
    int after_comma = accept(p, TK_COMMA);
    const Token *name = peek(p);
    if (after_comma && name->kind != TK_IDENT) {
        error_at(p, name, "expected a name after ',' in the declaration, found %s", tok_text(p, name));
        sync_statement(p);
        return decl;
    }
    if (name->kind != TK_IDENT) {
        if (name->kind == TK_RESERVED)
            error_at(p, name, "%s is a reserved word and cannot be used as a name%s", tok_text(p, name),
                     keyword_hint(p, name));
        else if (name->kind >= KW_FIRST || name->kind == TK_TYPE_NAME)
            error_at(p, name, "%s is a keyword and cannot be used as a name", tok_text(p, name));
        else
            error_at(p, name, "expected a name or ';' after the type, found %s", tok_text(p, name));
        sync_statement(p);
        return decl;
    }
    next(p);
    if (at(p, TK_LPAREN) && !after_comma)
        return parse_function(p, type, name, top_level);
    parse_declarators(p, decl, name, 1);
    if (!expect(p, TK_SEMICOLON, "after the declaration"))
        sync_statement(p);
    return decl;
}

Node *parse_declaration(Parser *p)
{
    return parse_declaration_at(p, 0);
}

/* ---- the translation unit ---- */

/* Classification of one spelling, remembered: shaders repeat their names,
 * and classifying a word costs a keyword and a type-name search. An
 * identifier's entry also holds its one copy (ident_name's), which every
 * token of the spelling then points at: the parser's later ident_name
 * calls cost nothing, and no second hash table is searched per use. */
typedef struct WordMemo {
    const char *text;       /* identifiers: ident_name's copy */
    uint32_t len, hash;
    uint16_t kind;
    uint32_t code;
} WordMemo;

typedef struct WordMemos {
    WordMemo *slots;
    size_t cap, len;
} WordMemos;

/* Equal spellings of equal hash and length: names are short, and a call
 * to memcmp cost more than the compare. Whole words where the name has
 * them (memcpy of a constant size is one load): eight bytes at a time,
 * the last eight or four overlapping what came before, so that no byte
 * past either name is read. Every identifier token is compared once. */
static inline uint64_t load8(const char *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static inline uint32_t load4(const char *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint16_t load2(const char *p)
{
    uint16_t v;
    memcpy(&v, p, 2);
    return v;
}

static inline int same_bytes(const char *a, const char *b, size_t len)
{
    if (len >= 8) {
        for (size_t i = 0; i + 8 < len; i += 8)
            if (load8(a + i) != load8(b + i))
                return 0;
        return load8(a + len - 8) == load8(b + len - 8);
    }
    if (len >= 4)
        return load4(a) == load4(b) && load4(a + len - 4) == load4(b + len - 4);
    if (len >= 2)
        return load2(a) == load2(b) && load2(a + len - 2) == load2(b + len - 2);
    return !len || a[0] == b[0];
}

static inline WordMemo *memo_slot(WordMemos *m, const Token *t, uint32_t hash)
{
    size_t i = hash & (m->cap - 1);
    while (m->slots[i].text &&
           !(m->slots[i].hash == hash && m->slots[i].len == t->len && same_bytes(m->slots[i].text, t->text, t->len)))
        i = (i + 1) & (m->cap - 1);
    return &m->slots[i];
}

/* The memo stops growing at MEMO_MAX_SLOTS (2 MiB) and starts afresh when
 * full: 399,000 distinct global names took 50 MB of tables before. It is a
 * cache, so forgetting costs time only, and a fresh start after every
 * MEMO_MAX_SLOTS / 2 words keeps that linear. */
#define MEMO_MAX_SLOTS (64 * 1024)

/* Empties the memo: a slot without text is free (memo_slot reads no
 * other field of it), so only the keys are cleared, not the whole table. */
static void memo_clear(WordMemos *m)
{
    for (size_t i = 0; i < m->cap; i++)
        m->slots[i].text = NULL;
    m->len = 0;
}

static void memo_grow(Parser *p, WordMemos *m)
{
    if (m->cap >= MEMO_MAX_SLOTS) {
        memo_clear(m);
        return;
    }
    WordMemos bigger = {0};
    bigger.cap = m->cap ? m->cap * 2 : first_table_cap(p->count);
    bigger.slots = arena_alloc_uninit(p->arena, bigger.cap * sizeof *bigger.slots);
    memo_clear(&bigger);
    for (size_t i = 0; i < m->cap; i++) {
        if (!m->slots[i].text)
            continue;
        Token t = {0};
        t.text = m->slots[i].text;
        t.len = m->slots[i].len;
        *memo_slot(&bigger, &t, m->slots[i].hash) = m->slots[i];
        bigger.len++;
    }
    arena_free_block(p->arena, m->slots); /* returned when it had a chunk of its own */
    *m = bigger;
}

/* A built-in type name exists only from some version or with an extension
 * (float16_t, int64_t, uint before 1.30, images before 4.20, ...). glslang
 * reads such a word as a plain identifier and then reports an undeclared
 * name or a syntax error; saying what the type needs is clearer. */
static void check_type_available(Parser *p, const PpOutput *pp, size_t token, const Token *t, uint32_t code)
{
    if (TYPE_BASE(code) == BT_ATOMIC_UINT && p->g->opts->vulkan_version) {
        glsl_error(p->g, tok_loc(p->g, t), "atomic_uint does not exist in GLSL for Vulkan (atomic counters are OpenGL's): "
                   "use atomicAdd on a buffer variable");
        p->errors++;
        return;
    }
    BaseType base = TYPE_BASE(code);
    if ((base == BT_SAMPLER || base == BT_TEXTURE || base == BT_IMAGE) && TYPE_DIM(code) == DIM_RECT &&
        p->g->opts->vulkan_version) {
        /* GL_KHR_vulkan_glsl reserves them: Vulkan has no SampledRect or
         * ImageRect; a sampler with unnormalizedCoordinates reads any 2D image. */
        glsl_error(p->g, tok_loc(p->g, t), "'%.*s' does not exist in GLSL for Vulkan (it has no rectangle images): use the 2D "
                   "type, with a sampler of unnormalized coordinates for texel coordinates", (int)t->len, t->text);
        p->errors++;
        return;
    }
    TypeAvailability a;
    type_availability(code, pp->profile == PROFILE_ES, &a);
    int version = pp->profile == PROFILE_ES ? a.es_version : a.desktop_version;
    if (version && pp->version >= version)
        return;
    for (size_t i = 0; a.extensions && a.extensions[i]; i++)
        if (ext_directives_enable(pp, a.extensions[i], token, 0) ||
            (strcmp(a.extensions[i], "GL_KHR_vulkan_glsl") == 0 && p->g->opts->vulkan_version))
            return;
    Str msg = {0};
    str_printf(p->arena, &msg, "'%.*s' ", (int)t->len, t->text);
    if (version)
        str_printf(p->arena, &msg, "needs #version %d%s%s", version, pp->profile == PROFILE_ES ? " es" : "",
                   a.extensions ? "" : " or later");
    else if (!a.extensions)
        str_printf(p->arena, &msg, "does not exist in %s%s", pp->profile == PROFILE_ES ? "GLSL ES" : "desktop GLSL",
                   pp->profile == PROFILE_ES && base == BT_DOUBLE
                       ? ": it has no 64-bit floating point (GL_ARB_gpu_shader_fp64 and the float64 types of "
                         "GL_EXT_shader_explicit_arithmetic_types are desktop GLSL's)" : "");
    for (size_t i = 0; a.extensions && a.extensions[i]; i++)
        str_printf(p->arena, &msg, "%s%s%s", i == 0 ? (version ? " or #extension " : "needs #extension ") : i == 1 ? " (or " : ", ",
                   a.extensions[i], i == 0 ? " : enable" : "");
    if (a.extensions && a.extensions[0] && a.extensions[1])
        str_puts(p->arena, &msg, ")");
    /* Not one of the parser's own errors: the declarations before it are
     * still parsed and checked (past the limit it is left out, glsl_finish_diags). */
    glsl_error(p->g, tok_loc(p->g, t), "%s", msg.data);
}

/* Sets the kind of token t, number i, if it is a word. Inline: every token
 * passes here. */
static inline void classify_word(Parser *p, const PpOutput *pp, KeywordState *ks, WordMemos *memo, Token *t,
                                 size_t i)
{
    if (t->kind != TK_IDENT)
        return;
    if (2 * (memo->len + 1) > memo->cap)
        memo_grow(p, memo);
    uint32_t hash = t->aux; /* lex_hash's: the lexer's, for every identifier */
    WordMemo *w = memo_slot(memo, t, hash);
    if (!w->text) {
        w->text = t->text;
        w->len = t->len;
        w->hash = hash;
        w->kind = (uint16_t)keywords_classify(ks, t->text, t->len, &w->code);
        memo->len++;
        if (t->len == 13 && memcmp(t->text, "nonuniformEXT", 13) == 0)
            p->g->saw_nonuniform = 1; /* the keyword, or a name spelled so (emit_expr.c's is_nonuniform) */
        if (w->kind == TK_TYPE_NAME)
            check_type_available(p, pp, i, t, w->code);
        if (w->kind == TK_IDENT)
            w->text = ident_name(p, t);
    }
    t->kind = w->kind;
    if (t->kind == TK_TYPE_NAME)
        t->aux = w->code;
    else if (t->kind == TK_IDENT) {
        t->text = w->text;
        t->flags |= TF_NAME;
    }
}

/* Sets every word's kind from the version and the extensions in force
 * there, and walks the call graph on the way. */
static void classify_tokens(Parser *p, const PpOutput *pp)
{
    KeywordState ks = {0};
    ks.version = pp->version;
    ks.profile = pp->profile;
    ks.vulkan = p->g->opts->vulkan_version != 0;
    WordMemos memo = {0};
    size_t next_ext = 0;
    /* The call graph, for a compile that may stream (parse_names_called). */
    CallWalk calls = {0};
    calls.last[0].kind = calls.last[1].kind = TK_EOF;
    for (size_t i = 0; i < p->count;) {
        while (next_ext < pp->extensions.len && pp->extensions.data[next_ext].token_index <= i) {
            const ExtDirective *d = &pp->extensions.data[next_ext++];
            keywords_apply_extension(&ks, d->name, d->behavior);
            memo_clear(&memo); /* the keyword set changed: forget what was learnt */
        }
        /* A run of tokens in one block with no #extension in it: walked
         * by pointer, with nothing else to ask per token. */
        size_t stop = ((i >> PP_TOKEN_BLOCK_SHIFT) + 1) << PP_TOKEN_BLOCK_SHIFT;
        if (stop > p->count)
            stop = p->count;
        if (next_ext < pp->extensions.len && pp->extensions.data[next_ext].token_index < stop)
            stop = pp->extensions.data[next_ext].token_index;
        Token *run = pp_token(pp, i), *end = run + (stop - i);
        for (Token *t = run; t < end; t++) {
            classify_word(p, pp, &ks, &memo, t, i + (size_t)(t - run));
            if (call_walk_marks(t->kind))
                call_walk_step(p, &calls, t, t > run ? t - 1 : &calls.last[1],
                               t > run + 1 ? t - 2 : t > run ? &calls.last[1] : &calls.last[0]);
        }
        if (end - run >= 2)
            calls.last[0] = end[-2];
        else if (end > run)
            calls.last[0] = calls.last[1];
        if (end > run)
            calls.last[1] = end[-1];
        i = stop;
    }
    arena_free_block(p->arena, memo.slots);
    p->names_called = call_walk_end(p, &calls, p->g->stream);
}

/* The place of the first error reported since diagnostic `from`
 * (UINT64_MAX: none). */
static uint64_t first_error_order(const Glsl *g, size_t from)
{
    uint64_t first = UINT64_MAX;
    for (size_t i = from; i < g->ctx->diags.len; i++) {
        const Diag *d = &g->ctx->diags.data[i];
        if (d->severity == GLSPV_SEVERITY_ERROR && d->order && d->order < first)
            first = d->order;
    }
    return first;
}

void ast_body_done(Ast *ast, const Node *fn)
{
    if (!fn->body_index)
        return;
    ast->body_list.data[fn->body_index - 1].done = 1;
    uint32_t live = ast->first_live;
    while (live < ast->body_list.len && ast->body_list.data[live].done)
        live++;
    if (live == ast->first_live)
        return;
    ast->first_live = live;
    if (live == ast->body_list.len)
        arena_release_older(ast->bodies, NULL);
    else if (ast->body_list.data[live].first)
        arena_release_older(ast->bodies, ast->body_list.data[live].first);
}

Parser *parse_begin(Glsl *g, PpOutput *pp)
{
    Parser *p = arena_alloc(&g->ctx->arena, sizeof *p);
    p->g = g;
    p->arena = &g->ctx->arena;
    p->tree = p->arena;
    p->count = pp->count;
    p->pp = pp; /* classified in place: a copy would be 40 bytes a token more */
    p->pos = 0;
    p->cur = pp_token(pp, 0);
    p->block_end = p->cur + (pp->count < PP_TOKEN_BLOCK ? pp->count : PP_TOKEN_BLOCK);
    p->error_limit = g->opts->error_limit ? g->opts->error_limit : 20;
    p->nesting_limit = glsl_limit(g, GLSPV_LIMIT_NESTING_DEPTH);
    p->parameter_limit = glsl_limit(g, GLSPV_LIMIT_FUNCTION_PARAMETERS);
    if (p->parameter_limit > SPIRV_MAX_FUNCTION_PARAMETERS)
        p->parameter_limit = SPIRV_MAX_FUNCTION_PARAMETERS;
    p->version = pp->version;
    p->profile = pp->profile;
    size_t diags_before = g->ctx->diags.len;
    classify_tokens(p, pp);
    p->first_classify_error = first_error_order(g, diags_before);
    scope_push(p);
    /* OpenGL's built-in structures (GLSL 4.60 7.4, the compatibility
     * profile's 7.4.1) name types; the checker says where they exist. */
    static const char *const builtin_structs[] = {
        "gl_DepthRangeParameters", "gl_PointParameters", "gl_MaterialParameters", "gl_LightSourceParameters",
        "gl_LightModelParameters", "gl_LightModelProducts", "gl_LightProducts", "gl_FogParameters",
    };
    for (size_t i = 0; !g->opts->vulkan_version && i < COUNT_OF(builtin_structs); i++)
        scope_declare(p, builtin_structs[i], 1);
    /* GL_NV_shader_texture_footprint's, in every client (gl_ names are
     * reserved: none can be the user's); the checker asks the extension. */
    scope_declare(p, "gl_TextureFootprint2DNV", 1);
    scope_declare(p, "gl_TextureFootprint3DNV", 1);
    p->no_qualifiers = arena_alloc(p->arena, sizeof *p->no_qualifiers);

    Ast *ast = arena_alloc(p->arena, sizeof *ast);
    /* A short source's bodies stay in the context's arena: an arena of
     * their own would take a chunk of its own for what a chunk holds. */
    if (pp->count >= PP_TOKEN_BLOCK)
        ast->bodies = &g->ctx->bodies;
    p->ast = ast;
    p->errors_before = g->ctx->error_count;
    return p;
}

int parse_next(Parser *p)
{
    Glsl *g = p->g;
    Ast *ast = p->ast;
    while (accept(p, TK_SEMICOLON))
        ; /* a stray ';' at file scope is harmless */
    if (at(p, TK_EOF) || p->errors >= p->error_limit)
        return 0;
    size_t before = p->pos, errors = p->errors;
    Node attrs = {0};
    if (at(p, TK_LBRACKET) && peek_at(p, 1)->kind == TK_LBRACKET)
        parse_attributes(p, &attrs); /* [[subgroup_uniform_control_flow]] void main() */
    Node *d = parse_declaration_at(p, 1);
    if (d && attrs.attributes.len) {
        /* In source order: these come before any after the header. */
        for (size_t i = 0; i < d->attributes.len; i++)
            vec_push(p->arena, &attrs.attributes, d->attributes.data[i]);
        d->attributes = attrs.attributes;
    }
    if (d)
        nodes_push(p->arena, &ast->decls, d);
    /* Whole, and ending before the first word misclassified (on an
     * earlier line). Its last token lies in a block the cursor keeps. */
    if (g->ctx->error_count == p->errors_before && p->pos > before &&
        glsl_stream_order(g, tok_loc(p->g, pp_token(p->pp, p->pos - 1))) < p->first_classify_error)
        ast->clean_decls = ast->decls.len;
    else if (d && d->kind == ND_FUNCTION && d->has_body && ast->clean_decls + 1 == ast->decls.len &&
             p->errors_at_body == p->errors_before && d->body &&
             glsl_stream_order(g, d->body->loc) < p->first_classify_error)
        /* The first error is inside this body: its header can still be checked. */
        ast->clean_header = ast->decls.len;
    if (p->panic)
        sync_statement(p);
    if (p->pos == before) {
        /* Nothing was consumed ('}' at file scope): skip it. */
        if (p->errors == errors)
            error_at(p, peek(p), "expected a declaration, found %s", tok_text(p, peek(p)));
        next(p);
        p->panic = 0;
    }
    return 1;
}

Ast *parse_tree(Parser *p)
{
    return p->ast;
}

Ast *parse_end(Parser *p)
{
    arena_free_block(p->arena, p->names); /* the names themselves stay, in the tree */
    return p->ast;
}

Ast *parse_unit(Glsl *g, PpOutput *pp)
{
    Parser *p = parse_begin(g, pp);
    while (parse_next(p))
        ;
    return parse_end(p);
}
