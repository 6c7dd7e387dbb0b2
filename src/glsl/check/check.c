/* The checker's core: what every language area's check_*.c uses (errors,
 * symbols, layout values, which extensions are on, string literals), so
 * that an area depends on this file and the tree walk (check_decl.c,
 * check_expr.c, check_stmt.c, check_stage.c), not on another area. */
#include <string.h>

#include "glsl/check/check.h"

/* ---- errors ---- */

Diag *check_error(Checker *c, SrcLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Str msg = {0};
    str_vprintf(c->a, &msg, fmt, ap);
    va_end(ap);
    return glsl_error(c->g, loc, "%s", msg.data);
}

int check_reported(const Checker *c, const char *name)
{
    for (size_t i = 0; i < c->reported_names.len; i++)
        if (strcmp(c->reported_names.data[i], name) == 0)
            return 1;
    return 0;
}

int check_first_report(Checker *c, const char *name)
{
    if (check_reported(c, name))
        return 0;
    vec_push(c->a, &c->reported_names, name);
    return 1;
}

SrcLoc check_shader_loc(const Checker *c)
{
    return c->unit->main ? c->unit->main->loc : c->unit->pp->start_loc;
}

const char *tname(Checker *c, const Type *t)
{
    return arena_printf(c->a, "'%s'", type_name(c->a, t));
}

const char *subject_text(Checker *c, Subject s)
{
    return arena_printf(c->a, s.fmt, s.a, s.b, s.c);
}

static Symbol *symbol_in(Checker *c, Arena *a, SymbolKind kind, const char *name, const Type *type, SrcLoc loc)
{
    /* Only functions have the fields from spirv_instruction on. */
    size_t size = kind == SYM_FUNCTION ? sizeof(Symbol) : offsetof(Symbol, spirv_instruction);
#if GLSPV_ASAN
    Symbol *s = arena_alloc(a, sizeof *s);
    ASAN_POISON_MEMORY_REGION((char *)s + size, sizeof *s - size);
#else
    Symbol *s = arena_alloc_small(a, size);
#endif
    s->kind = kind;
    s->name = name;
    s->type = type;
    s->loc = loc;
    s->spec_id = -1;
    s->builtin = -1;
    s->spirv_storage_class = -1;
    s->unit = c->unit_index;
    return s;
}

Symbol *new_symbol(Checker *c, SymbolKind kind, const char *name, const Type *type, SrcLoc loc)
{
    return symbol_in(c, c->a, kind, name, type, loc);
}

Symbol *new_local_symbol(Checker *c, const char *name, const Type *type, SrcLoc loc)
{
    return symbol_in(c, c->locals, SYM_VARIABLE, name, type, loc);
}

/* ---- layouts, extensions, strings ---- */

const LayoutItem *layout_item(const Qualifiers *q, const char *name)
{
    for (size_t i = q->layout.len; i-- > 0;)
        if (q->layout.data[i].name[0] == name[0] && strcmp(q->layout.data[i].name, name) == 0)
            return &q->layout.data[i];
    return NULL;
}

int layout_int(Checker *c, const Qualifiers *q, const char *name, int64_t *value)
{
    const LayoutItem *it = layout_item(q, name);
    if (!it)
        return 0;
    if (!it->value) {
        check_error(c, it->loc, "layout qualifier '%s' needs a value", name);
        return 0;
    }
    return check_const_int_of(c, it->value, value, (Subject){"layout qualifier '%s'", name, NULL, NULL});
}

int check_has_420pack(const Checker *c)
{
    return c->pp->version >= 420 || check_extension_enabled(c, "GL_ARB_shading_language_420pack");
}

/* Whether the units being checked enable `extension` (#extension ... : enable/require/warn). */
int check_extension_enabled(const Checker *c, const char *extension)
{
    /* After the walk (whole-shader checks) an extension counts if the
     * source turned it on anywhere: a trailing `disable` changes nothing
     * that was checked with it on. */
    if (c->at_token == UINT32_MAX || !c->ext_answers)
        return ext_directives_enable(c->pp, extension, c->at_token, 1);
    /* Two ways, a slot and its neighbour: names by their address collide,
     * and two that took turns in one slot (a subgroup function's extension
     * and its value type's, at every call) missed every time. */
    size_t at = ((uintptr_t)extension >> 3) & (EXT_ANSWERS - 1);
    ExtAnswer *m = &c->ext_answers[at], *other = &c->ext_answers[at ^ 1];
    if (m->name == extension && m->pp == c->pp && c->at_token >= m->lo && c->at_token < m->hi)
        return m->on;
    if (other->name == extension && other->pp == c->pp && c->at_token >= other->lo && c->at_token < other->hi)
        return other->on;
    if (m->name && m->name != extension && (!other->name || other->name == extension))
        m = other; /* the slot keeps its name; the neighbour takes this one */
    m->pp = c->pp;
    m->name = extension;
    ext_directives_span(c->pp, c->at_token, &m->lo, &m->hi);
    m->on = ext_directives_enable(c->pp, extension, c->at_token, 0);
    return m->on;
}

int check_ext_enabled(const Checker *c, BuiltinExt ext)
{
    const BuiltinExtInfo *info = builtin_ext_info(ext);
    if (!info)
        return 1;
    for (const char *const *name = info->extensions; *name; name++)
        if (check_extension_enabled(c, *name))
            return 1;
    return 0;
}

int check_ext_use(Checker *c, BuiltinExt ext, const char *name, SrcLoc loc)
{
    const BuiltinExtInfo *info = builtin_ext_info(ext);
    if (!info)
        return 1;
    if (!check_ext_enabled(c, ext)) {
        if (check_first_report(c, name))
            check_error(c, loc, "'%s' needs #extension %s : enable", name, info->extensions[0]);
        return 0;
    }
    /* glslang lets the variables through into invalid SPIR-V 1.0; we
     * refuse at the first use (once: a shader uses them by the dozen), and
     * go on checking the rest of the call. */
    uint32_t version = c->g->opts->spirv_version;
    if (info->spirv_1_3 && version && version < SPIRV_1_3 && !c->subgroup_version_reported) {
        check_error(c, loc, "'%s' needs SPIR-V 1.3: --target-env vulkan1.1 or later", name);
        c->subgroup_version_reported = 1;
    }
    return 1;
}

/* The text of a string literal, its escapes decoded (\' \" \? \\ \a \b
 * \f \n \r \t \v, \xhh..., \ooo). NULL (and an error) for one that holds
 * a NUL: SPIR-V strings end at the first. */
const char *check_string_text(Checker *c, const Node *n)
{
    const char *s = n->name;
    size_t len = strlen(s);
    if (len < 2 || s[0] != '"' || s[len - 1] != '"')
        return s;
    char *out = arena_alloc(c->a, len);
    size_t k = 0;
    for (size_t i = 1; i + 1 < len; i++) {
        unsigned v = (unsigned char)s[i];
        if (v == '\\' && i + 2 < len) {
            char e = s[++i];
            static const char from[] = "'\"?\\abfnrtv", to[] = "'\"?\\\a\b\f\n\r\t\v";
            const char *at = strchr(from, e);
            if (at && e) {
                v = (unsigned char)to[at - from];
            } else if (e == 'x') {
                v = 0;
                while (i + 2 < len && strchr("0123456789abcdefABCDEF", s[i + 1]) && s[i + 1])
                    v = v * 16 + (unsigned)(s[i + 1] <= '9' ? s[i + 1] - '0' : (s[i + 1] | 32) - 'a' + 10), i++;
            } else if (e >= '0' && e <= '7') {
                v = (unsigned)(e - '0');
                for (int d = 0; d < 2 && i + 2 < len && s[i + 1] >= '0' && s[i + 1] <= '7'; d++)
                    v = v * 8 + (unsigned)(s[++i] - '0');
            } else {
                v = (unsigned char)e;
            }
        }
        if (v == 0 || v > 255) {
            check_error(c, n->loc, "this string holds %s: SPIR-V strings end at the first NUL and hold bytes",
                        v ? "a value above 255" : "a NUL");
            return NULL;
        }
        out[k++] = (char)v;
    }
    out[k] = '\0';
    return out;
}
