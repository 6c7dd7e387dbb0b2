/* The preprocessed text (`glslc -E`): tokens on the lines they came from,
 * with directives written back in a canonical form where they were.
 *
 * The layout is glslc's: a token that starts a line is indented to its
 * column; other tokens are separated by one space except next to ; ( ) [ ]
 * and before a comma; #line markers are written where #line was and around
 * included files. When a file was included, glslc writes #version first,
 * then `#extension GL_GOOGLE_include_directive : enable` and a marker for
 * the main file, and leaves the #version line itself empty. */
#include <string.h>

#include "glsl/pp/pp.h"

typedef struct Printer {
    Glsl *g;
    Arena *a;
    Str *out;
    uint32_t line;     /* the source line being written */
    int at_line_start;
    int last;          /* kind of the previous token on the line, or -1 */
} Printer;

static void put(Printer *p, const char *s, size_t n)
{
    str_append(p->a, p->out, s, n);
}

static void puts_(Printer *p, const char *s)
{
    put(p, s, strlen(s));
}

/* Moves on to source line `line` (never back). */
static void sync(Printer *p, uint32_t line)
{
    static const char newlines[] = "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n";
    if (line <= p->line)
        return;
    uint32_t n = line - p->line;
    while (n > 0) {
        uint32_t k = n < 16 ? n : 16;
        put(p, newlines, k);
        n -= k;
    }
    p->line = line;
    p->at_line_start = 1;
    p->last = -1;
}

static int tight(int kind)
{
    return kind == TK_SEMICOLON || kind == TK_LPAREN || kind == TK_RPAREN || kind == TK_LBRACKET ||
           kind == TK_RBRACKET;
}

static void print_token(Printer *p, const Token *t)
{
    static const char spaces[] = "                                ";
    SrcLoc loc = tok_loc(p->g, t);
    sync(p, loc.line);
    if (p->at_line_start) {
        uint32_t n = loc.col > 0 ? loc.col - 1 : 0;
        while (n > 0) {
            uint32_t k = n < 32 ? n : 32;
            put(p, spaces, k);
            n -= k;
        }
    } else if (p->last >= 0 && !tight(p->last) && !tight(t->kind) && t->kind != TK_COMMA) {
        put(p, " ", 1);
    }
    put(p, t->text, t->len);
    p->at_line_start = 0;
    p->last = t->kind;
}

static void print_line(Printer *p, const PpLine *l, int skip_version)
{
    if (l->loc.line)
        sync(p, l->loc.line);
    if (l->kind == PPL_VERSION && skip_version)
        return;
    if (!p->at_line_start)
        put(p, "\n", 1);
    puts_(p, l->text);
    if (l->kind == PPL_LINE) {
        put(p, "\n", 1);
        p->line = l->next_line;
        p->at_line_start = 1;
    } else {
        p->at_line_start = 0;
    }
    p->last = -1;
}

void pp_print(Glsl *g, const PpOutput *pp, Str *out)
{
    Printer p = {g, &g->ctx->arena, out, 1, 1, -1};
    size_t estimate = 64;
    for (size_t i = 0; i < pp->count; i++)
        estimate += pp_token(pp, i)->len + 2;
    vec_reserve(p.a, out, out->len + estimate);

    int prologue = g->opts->includes_always && pp->include_count > 0;
    if (prologue) {
        for (size_t i = 0; i < pp->lines.len; i++) {
            if (pp->lines.data[i].kind == PPL_VERSION) {
                puts_(&p, pp->lines.data[i].text);
                put(&p, "\n", 1);
                break;
            }
        }
        int next = pp->profile == PROFILE_ES || pp->version >= 330;
        str_printf(p.a, out, "#extension GL_GOOGLE_include_directive : enable\n#line %d \"%s\"\n", next ? 1 : 0,
                   g->files.len ? g->files.data[0] : "");
    }
    size_t li = 0;
    for (size_t i = 0; i < pp->count; i++) {
        while (li < pp->lines.len && pp->lines.data[li].token_index <= i)
            print_line(&p, &pp->lines.data[li++], prologue);
        const Token *t = pp_token(pp, i);
        if (t->kind == TK_EOF)
            break;
        print_token(&p, t);
    }
    while (li < pp->lines.len)
        print_line(&p, &pp->lines.data[li++], prologue);
    if (!p.at_line_start || out->len == 0)
        put(&p, "\n", 1);
}
