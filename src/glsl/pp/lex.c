/* The GLSL lexer: characters in, tokens out (GLSL 4.60 chapter 3.1-3.6).
 *
 * A file is lexed in batches of tokens that the preprocessor walks and then
 * refills, so that its tokens never all exist at once (memory follows the
 * tokens kept, not the file's size); the simplest tokens go straight into
 * the preprocessor's output instead (lex_quick_run). Line continuations (backslash-newline) vanish before tokenizing, so
 * a token may span physical lines; its location is where it starts, and its
 * text is the spelling with the continuations removed (a copy is made only
 * for such tokens). Comments count as whitespace. Every word is TK_IDENT:
 * keywords are the parser's business. Characters outside GLSL become
 * TK_OTHER and numbers that cannot be literals TK_PP_NUMBER, so `#if 0`
 * groups may hold anything; the parser reports them where they matter. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "glsl/pp/lex.h"

/* Token kind names, for messages. */
static const char *const kind_names[] = {
#define TOK(kind, spelling) spelling,
#define KW(kind, spelling) spelling,
#include "glsl/pp/tokens.h"
#undef TOK
#undef KW
};

const char *tok_kind_name(TokKind kind)
{
    return (unsigned)kind < COUNT_OF(kind_names) ? kind_names[kind] : "token";
}

enum { END = -1 };

/* Character classes for the loops that pass over every byte (bytes from
 * 128 up are in none). CC_LINE_END stops a line comment's scan and
 * CC_COMMENT_STOP a block comment's: the slow path then looks at the byte
 * (a newline, a continuation, the NUL at the end or inside the text). */
enum {
    CC_BLANK = 1,        /* ' ' \t \v \f */
    CC_IDENT = 2,        /* letters, digits, '_' */
    CC_LINE_END = 4,     /* \n \r '\\' NUL */
    CC_COMMENT_STOP = 8, /* '*' \n \r '\\' NUL */
    CC_START = 16,       /* letters, '_': a word starts */
    CC_SPACE_SLOW = 32,  /* \n \r '/' '\\': maybe space, a comment or a continuation */
};
#define LETTER (CC_IDENT | CC_START)
#define STOP_ALL (CC_LINE_END | CC_COMMENT_STOP | CC_SPACE_SLOW) /* \n \r '\\' */
static const unsigned char char_class[256] = {
    CC_LINE_END | CC_COMMENT_STOP, 0, 0, 0, 0, 0, 0, 0,
    0, CC_BLANK, STOP_ALL, CC_BLANK, CC_BLANK, STOP_ALL, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    CC_BLANK, 0, 0, 0, 0, 0, 0, 0,
    0, 0, CC_COMMENT_STOP, 0, 0, 0, 0, CC_SPACE_SLOW,
    CC_IDENT, CC_IDENT, CC_IDENT, CC_IDENT, CC_IDENT, CC_IDENT, CC_IDENT, CC_IDENT,
    CC_IDENT, CC_IDENT, 0, 0, 0, 0, 0, 0,
    0, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER,
    LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER,
    LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER,
    LETTER, LETTER, LETTER, 0, STOP_ALL, 0, 0, LETTER,
    0, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER,
    LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER,
    LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER, LETTER,
    LETTER, LETTER, LETTER, 0, 0, 0, 0, 0,
};
#undef LETTER
#undef STOP_ALL


/* The punctuators that are one character whatever follows ('.' may start
 * a number): the lexer's fast path takes them by this table. */
static const uint8_t single_punct[256] = {
    ['('] = TK_LPAREN, [')'] = TK_RPAREN, ['['] = TK_LBRACKET, [']'] = TK_RBRACKET, ['{'] = TK_LBRACE,
    ['}'] = TK_RBRACE, [','] = TK_COMMA, [':'] = TK_COLON, [';'] = TK_SEMICOLON, ['?'] = TK_QUESTION,
    ['~'] = TK_TILDE,
};

/* The punctuators that a second character may extend ("+" to "++" or
 * "+="), as they are alone: the second is never '=' or the first again
 * for them to be longer ('/' may start a comment: next_token's). */
static const uint8_t alone_punct[256] = {
    ['.'] = TK_DOT, ['#'] = TK_HASH, ['*'] = TK_STAR, ['%'] = TK_PERCENT, ['!'] = TK_BANG, ['='] = TK_ASSIGN,
    ['+'] = TK_PLUS, ['-'] = TK_MINUS, ['&'] = TK_AMP, ['|'] = TK_PIPE, ['^'] = TK_CARET, ['<'] = TK_LT,
    ['>'] = TK_GT,
};

/* ---- characters ---- */

static int is_ident_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static int is_ident_char(int c)
{
    return is_ident_start(c) || is_digit(c);
}

static int is_hex_digit(int c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Steps over backslash-newline pairs at the cursor. GLSL 4.20 and ES 3.00
 * brought them (§3.1; ES 1.00 §3.1: "There is no line continuation
 * character"): before, a comment ends at the newline after a backslash.
 * Elsewhere the pair is an error before them; the lexer runs a batch ahead
 * of the preprocessor, so it splices the pair all the same and flags the
 * token before it (TF_CONTINUATION): the preprocessor reports it in order. */
static void splice(Lexer *L)
{
    while (L->p < L->end && L->p[0] == '\\') {
        const char *q = L->p + 1;
        if (*q == '\r')
            q += q[1] == '\n' ? 2 : 1;
        else if (*q == '\n')
            q++;
        else
            return;
        if (q > L->end || (L->no_continuations && L->in_comment))
            return;
        L->p = q;
        L->line++;
        L->line_start = q;
        L->spliced = 1;
        L->bad_splice |= L->no_continuations && !L->in_comment;
    }
}

/* The character at the cursor (after continuations), or END. */
static inline int cur(Lexer *L)
{
    if (*L->p == '\\')
        splice(L);
    return L->p < L->end ? (unsigned char)*L->p : END;
}

/* The character after the current one, without moving. */
static int peek_next(Lexer *L)
{
    /* No continuation at either: the next byte (*end is a NUL). */
    if (L->p < L->end && L->p[0] != '\\' && L->p[1] != '\\')
        return L->p + 1 < L->end ? (unsigned char)L->p[1] : END;
    Lexer copy = *L;
    if (cur(&copy) == END)
        return END;
    copy.p++;
    return cur(&copy);
}

static void newline(Lexer *L)
{
    if (L->p[0] == '\r' && L->p[1] == '\n' && L->p + 1 < L->end)
        L->p++;
    L->p++;
    L->line++;
    L->line_start = L->p;
}

uint32_t lex_hash(const char *s, size_t len)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

/* ---- comments and whitespace ---- */

/* Skips whitespace and comments; returns TF_SPACE_BEFORE / TF_LINE_START
 * bits for the token that follows, with `flags` (what was skipped before:
 * the file's start, or lex_quick's newlines). */
static uint16_t skip_space(Lexer *L, uint16_t flags)
{
    for (;;) {
        /* Blanks in a local cursor: every token passes here. */
        const unsigned char *p = (const unsigned char *)L->p;
        unsigned cc = char_class[*p];
        if (cc & CC_BLANK) {
            do
                p++;
            while (char_class[*p] & CC_BLANK);
            L->p = (const char *)p;
            flags |= TF_SPACE_BEFORE;
            cc = char_class[*p];
        }
        if (!(cc & CC_SPACE_SLOW))
            return flags; /* most tokens: no newline, comment or continuation before */
        int c = cur(L);
        if (c == ' ' || c == '\t' || c == '\v' || c == '\f') {
            L->p++;
            flags |= TF_SPACE_BEFORE;
        } else if (c == '\n' || c == '\r') {
            newline(L);
            flags |= TF_LINE_START | TF_SPACE_BEFORE;
        } else if (c == '/' && peek_next(L) == '/') {
            L->in_comment = 1;
            for (;;) {
                while (!(char_class[(unsigned char)*L->p] & CC_LINE_END))
                    L->p++;
                if ((c = cur(L)) == END || c == '\n' || c == '\r')
                    break;
                L->p++;
            }
            L->in_comment = 0;
            flags |= TF_SPACE_BEFORE;
        } else if (c == '/' && peek_next(L) == '*') {
            SrcLoc loc = {L->file, L->line, (uint32_t)(L->p - L->line_start) + 1};
            L->p++;
            cur(L);
            L->p++;
            L->in_comment = 1;
            for (;;) {
                while (!(char_class[(unsigned char)*L->p] & CC_COMMENT_STOP))
                    L->p++;
                c = cur(L);
                if (c == END) {
                    if (!L->quiet)
                        glsl_error(L->g, loc, "unterminated comment");
                    break;
                }
                if (c == '\n' || c == '\r') {
                    newline(L);
                    continue;
                }
                L->p++;
                if (c == '*' && cur(L) == '/') {
                    L->p++;
                    break;
                }
            }
            L->in_comment = 0;
            flags |= TF_SPACE_BEFORE;
        } else {
            return flags;
        }
    }
}

/* ---- numbers ---- */

/* Scans a number's extent (GLSL 4.60 3.6), leaving the cursor after it.
 * Returns the kind; TK_PP_NUMBER when it is no literal at all ("0x", "1e",
 * "12abc"). */
static TokKind scan_number(Lexer *L)
{
    int c = cur(L), is_float = 0, bad = 0;
    if (c == '0' && (peek_next(L) == 'x' || peek_next(L) == 'X')) {
        L->p++;
        cur(L);
        L->p++;
        int n = 0;
        while (is_hex_digit(cur(L)))
            L->p++, n++;
        bad = n == 0;
    } else {
        while (is_digit(cur(L)))
            L->p++;
        if (cur(L) == '.') {
            is_float = 1;
            L->p++;
            while (is_digit(cur(L)))
                L->p++;
        }
        c = cur(L);
        if (c == 'e' || c == 'E') {
            is_float = 1;
            L->p++;
            c = cur(L);
            if (c == '+' || c == '-') {
                L->p++;
                c = cur(L);
            }
            if (!is_digit(c))
                bad = 1;
            while (is_digit(cur(L)))
                L->p++;
        }
        /* A float suffix also makes "1f" a (faulty) float. */
        c = cur(L);
        int next = peek_next(L);
        if (c == 'f' || c == 'F') {
            L->p++;
            return bad ? TK_PP_NUMBER : is_ident_char(cur(L)) ? TK_PP_NUMBER : TK_FLOATCONST;
        }
        if ((c == 'l' || c == 'L' || c == 'h' || c == 'H') && (next == 'f' || next == 'F')) {
            L->p++;
            cur(L);
            L->p++;
            /* "5lf" without '.' or exponent is no literal (glslang reads "5l f"). */
            if (bad || !is_float || is_ident_char(cur(L)))
                return TK_PP_NUMBER;
            return c == 'l' || c == 'L' ? TK_DOUBLECONST : TK_FLOAT16CONST;
        }
    }
    TokKind kind = is_float ? TK_FLOATCONST : TK_INTCONST;
    if (!is_float) {
        c = cur(L);
        int is_unsigned = 0;
        if (c == 'u' || c == 'U') {
            is_unsigned = 1;
            L->p++;
            c = cur(L);
        }
        if (c == 'l' || c == 'L') {
            L->p++;
            kind = is_unsigned ? TK_UINT64CONST : TK_INT64CONST;
        } else if (c == 's' || c == 'S') {
            L->p++;
            kind = is_unsigned ? TK_UINT16CONST : TK_INT16CONST;
        } else {
            kind = is_unsigned ? TK_UINTCONST : TK_INTCONST;
        }
    }
    if (is_ident_char(cur(L))) {
        while (is_ident_char(cur(L)))
            L->p++;
        bad = 1;
    }
    return bad ? TK_PP_NUMBER : kind;
}

static int digit_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

/* The value of an integer literal's clean spelling; a NUM_* problem. */
static int int_value(const char *s, size_t len, TokKind kind, uint64_t *value)
{
    int base = 10, problem = NUM_OK, overflow = 0;
    size_t i = 0;
    if (len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        base = 16, i = 2;
    else if (len > 1 && s[0] == '0')
        base = 8, i = 1;
    uint64_t v = 0;
    for (; i < len && (base == 16 ? is_hex_digit(s[i]) : is_digit(s[i])); i++) {
        int d = digit_value(s[i]);
        if (base == 8 && d >= 8)
            problem = NUM_BAD_OCTAL;
        if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            overflow = 1;
        v = v * (uint64_t)base + (uint64_t)d;
    }
    uint64_t max = UINT32_MAX;
    if (kind == TK_INT64CONST || kind == TK_UINT64CONST)
        max = UINT64_MAX;
    else if (kind == TK_INT16CONST || kind == TK_UINT16CONST)
        max = UINT16_MAX;
    if (overflow || v > max)
        problem = NUM_TOO_BIG;
    *value = v;
    return problem;
}

/* The powers of ten that are exact doubles. */
static const double exact_powers_of_ten[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                             1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* The length of a floating-point spelling without its suffix. */
static size_t float_digits(const char *s, size_t len)
{
    size_t n = 0;
    while (n < len && (is_digit(s[n]) || s[n] == '.' || s[n] == 'e' || s[n] == 'E' ||
                       ((s[n] == '+' || s[n] == '-') && n > 0 && (s[n - 1] == 'e' || s[n - 1] == 'E'))))
        n++;
    return n;
}

/* "1f": a float suffix with neither a point nor an exponent. */
static int float_needs_point(const char *s, size_t len)
{
    size_t n = float_digits(s, len);
    return memchr(s, '.', n) == NULL && memchr(s, 'e', n) == NULL && memchr(s, 'E', n) == NULL;
}

static double float_value(Glsl *g, const char *s, size_t len)
{
    size_t n = float_digits(s, len);
    /* Most literals are a few digits with a point and no exponent: M
     * digits over 10^k with M <= 2^53 and k <= 22 are both exact doubles,
     * and their quotient is correctly rounded as strtod's result is. */
    uint64_t m = 0;
    int k = -1, digits = 0;
    size_t i = 0;
    for (; i < n && digits <= 16; i++) {
        if (s[i] == '.') {
            if (k >= 0)
                break;
            k = 0;
            continue;
        }
        if (!is_digit(s[i]))
            break;
        m = m * 10 + (uint64_t)(s[i] - '0');
        digits += m != 0;
        k += k >= 0;
    }
    if (i == n && m <= ((uint64_t)1 << 53) && k <= 22)
        return (double)m / exact_powers_of_ten[k < 0 ? 0 : k];
    char small[96];
    char *buf = n < sizeof small ? small : arena_alloc(&g->ctx->arena, n + 1);
    memcpy(buf, s, n);
    buf[n] = '\0';
    return strtod(buf, NULL);
}

/* ---- punctuators ---- */

/* The punctuator at `s` (its characters with no continuation between
 * them; the byte after a NUL is not read) and its length in *n; TK_EOF
 * when `s` starts none. '.' is TK_DOT: the caller has seen no digit after
 * it. */
static TokKind punct_at(const unsigned char *s, unsigned *n)
{
    unsigned single = single_punct[s[0]];
    *n = 1;
    if (single)
        return (TokKind)single;
    int c = s[0], next = s[1];
    switch (c) {
    case '.': return TK_DOT;
    case '#': return next == '#' ? (*n = 2, TK_HASHHASH) : TK_HASH;
    case '*': return next == '=' ? (*n = 2, TK_MUL_ASSIGN) : TK_STAR;
    case '/': return next == '=' ? (*n = 2, TK_DIV_ASSIGN) : TK_SLASH;
    case '%': return next == '=' ? (*n = 2, TK_MOD_ASSIGN) : TK_PERCENT;
    case '!': return next == '=' ? (*n = 2, TK_NE) : TK_BANG;
    case '=': return next == '=' ? (*n = 2, TK_EQ) : TK_ASSIGN;
    case '+':
        if (next == '+' || next == '=')
            return *n = 2, next == '+' ? TK_INC : TK_ADD_ASSIGN;
        return TK_PLUS;
    case '-':
        if (next == '-' || next == '=')
            return *n = 2, next == '-' ? TK_DEC : TK_SUB_ASSIGN;
        return TK_MINUS;
    case '&':
    case '|':
    case '^':
        if (next == c)
            return *n = 2, c == '&' ? TK_ANDAND : c == '|' ? TK_OROR : TK_XORXOR;
        if (next == '=')
            return *n = 2, c == '&' ? TK_AND_ASSIGN : c == '|' ? TK_OR_ASSIGN : TK_XOR_ASSIGN;
        return c == '&' ? TK_AMP : c == '|' ? TK_PIPE : TK_CARET;
    case '<':
    case '>':
        if (next == c) {
            if (s[2] == '=')
                return *n = 3, c == '<' ? TK_SHL_ASSIGN : TK_SHR_ASSIGN;
            return *n = 2, c == '<' ? TK_SHL : TK_SHR;
        }
        if (next == '=')
            return *n = 2, c == '<' ? TK_LE : TK_GE;
        return c == '<' ? TK_LT : TK_GT;
    default:
        return TK_EOF; /* not a punctuator */
    }
}

/* The punctuator at the cursor, whose character is `c`, continuations
 * and all: punct_at over the next three characters as they read after
 * splicing, then the cursor moved over the ones it takes, and over a
 * continuation after them where punct_at looked further (so that it
 * belongs to this token, as it always has). */
static TokKind scan_punct(Lexer *L, int c)
{
    unsigned char chars[4] = {(unsigned char)c, 0, 0, 0};
    Lexer ahead = *L;
    for (int i = 1; i < 3 && chars[i - 1]; i++) {
        ahead.p++;
        int d = cur(&ahead);
        chars[i] = d == END ? 0 : (unsigned char)d;
    }
    unsigned n;
    TokKind kind = punct_at(chars, &n);
    if (kind == TK_EOF)
        return kind;
    for (unsigned i = 0; i < n; i++) {
        cur(L);
        L->p++;
    }
    unsigned looked = single_punct[c] || c == '.' ? 1 : (c == '<' || c == '>') && chars[1] == c ? 3 : 2;
    if (n < looked)
        cur(L);
    return kind;
}

/* A string literal: up to the closing quote on the same line, backslash
 * escapes skipped (their meaning is the parser's). Unterminated: TK_OTHER
 * for the quote alone. */
static TokKind scan_string(Lexer *L)
{
    Lexer save = *L;
    L->p++;
    for (;;) {
        int c = cur(L);
        if (c == '"') {
            L->p++;
            return TK_STRING;
        }
        if (c == END || c == '\n' || c == '\r') {
            *L = save;
            L->p++;
            return TK_OTHER;
        }
        L->p++;
        if (c == '\\' && (c = cur(L)) != END && c != '\n' && c != '\r')
            L->p++;
    }
}

/* ---- tokens ---- */

/* The spelling from `s` to the cursor with continuations removed. */
static const char *clean_text(Lexer *L, const char *s, size_t *len)
{
    size_t n = (size_t)(L->p - s);
    char *out = arena_alloc(&L->g->ctx->arena, n + 1);
    size_t j = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n && (s[i + 1] == '\n' || s[i + 1] == '\r')) {
            i++;
            if (s[i] == '\r' && i + 1 < n && s[i + 1] == '\n')
                i++;
            continue;
        }
        out[j++] = s[i];
    }
    *len = j;
    return out;
}

/* What a token carries besides its spelling: an identifier's hash, a
 * number's problem (its value is lex_number_value's, when asked). */
static void set_value(Token *t)
{
    switch (t->kind) {
    case TK_IDENT:
        t->aux = lex_hash(t->text, t->len);
        break;
    case TK_INTCONST:
    case TK_UINTCONST:
    case TK_INT16CONST:
    case TK_UINT16CONST:
    case TK_INT64CONST:
    case TK_UINT64CONST: {
        uint64_t value;
        int problem = int_value(t->text, t->len, (TokKind)t->kind, &value);
        t->flags |= (uint8_t)(problem << TF_NUM_SHIFT);
        t->aux = value < UINT32_MAX ? (uint32_t)value + 1 : 0;
        break;
    }
    case TK_FLOATCONST:
    case TK_DOUBLECONST:
    case TK_FLOAT16CONST: {
        if (float_needs_point(t->text, t->len))
            t->flags |= (uint8_t)(NUM_NEEDS_POINT << TF_NUM_SHIFT);
        break;
    }
    default:
        break;
    }
}

TokValue lex_number_value(Glsl *g, const Token *t)
{
    TokValue v = {0};
    int is_float = t->kind == TK_FLOATCONST || t->kind == TK_DOUBLECONST || t->kind == TK_FLOAT16CONST;
    if (t->aux) { /* kept (TOK_NUMBER_*) */
        uint32_t packed = t->aux - 1;
        if (is_float)
            v.f = (double)(packed >> TOK_FLOAT_POINT_BITS) /
                  exact_powers_of_ten[packed & ((1u << TOK_FLOAT_POINT_BITS) - 1)];
        else
            v.u = packed;
        return v;
    }
    switch (t->kind) {
    case TK_INTCONST:
    case TK_UINTCONST:
    case TK_INT16CONST:
    case TK_UINT16CONST:
    case TK_INT64CONST:
    case TK_UINT64CONST:
        int_value(t->text, t->len, (TokKind)t->kind, &v.u);
        break;
    case TK_FLOATCONST:
    case TK_DOUBLECONST:
    case TK_FLOAT16CONST:
        v.f = float_value(g, t->text, t->len);
        break;
    default:
        break;
    }
    return v;
}

void tok_set_far_loc(Glsl *g, Token *t, SrcLoc loc)
{
    t->file = TOK_FAR_FILE;
    t->where = (uint32_t)g->far_locs.len;
    vec_push(&g->ctx->arena, &g->far_locs, loc);
}

/* punct_at where no continuation may be near, no comment start ('/' is
 * left to next_token), no number (".5") and not at the end; else TK_EOF. */
static inline TokKind quick_punct(const unsigned char *s, unsigned *n)
{
    unsigned single = single_punct[s[0]]; /* the most common, and whatever follows */
    if (single) {
        *n = 1;
        return (TokKind)single;
    }
    /* Nothing is read past a NUL: the text's end is one. */
    if (!s[0] || (char_class[s[0]] & CC_SPACE_SLOW) || s[1] == '\\' || (s[1] && s[2] == '\\') ||
        (s[0] == '.' && is_digit(s[1])))
        return TK_EOF;
    unsigned alone = alone_punct[s[0]];
    if (alone && s[1] != '=' && s[1] != s[0]) { /* most operators: punct_at's answer without the call */
        *n = 1;
        return (TokKind)alone;
    }
    return punct_at(s, n);
}

/* The most common numbers, for lex_quick: digits, or digits '.' digits,
 * fifteen digits at most, an integer's optionally with 'u', not octal and
 * within 32 bits; nothing after that could go on with it. Their kind in *t
 * (none has a problem) and their end; NULL for any other number, which
 * scan_number and set_value take. */
static const unsigned char *quick_number(const unsigned char *s, Token *t)
{
    const unsigned char *q = s;
    uint64_t m = 0;
    int k = -1;
    while (is_digit(*q))
        m = m * 10 + (uint64_t)(*q++ - '0');
    if (*q == '.') {
        k = 0;
        for (q++; is_digit(*q); q++, k++)
            m = m * 10 + (uint64_t)(*q - '0');
    }
    size_t digits = (size_t)(q - s) - (k >= 0);
    if (digits > 15)
        return NULL;
    TokKind kind = TK_FLOATCONST;
    if (k < 0) {
        if (s[0] == '0' && digits > 1)
            return NULL; /* octal */
        kind = TK_INTCONST;
        if (*q == 'u' || *q == 'U') {
            kind = TK_UINTCONST;
            q++;
        }
        if (m > UINT32_MAX)
            return NULL;
    }
    if ((char_class[*q] & CC_IDENT) || *q == '.' || *q == '\\')
        return NULL;
    t->kind = (uint8_t)kind;
    if (k < 0)
        t->aux = (uint32_t)m + 1; /* below UINT32_MAX: 15 digits at most, 10 for a 32-bit one */
    else
        t->aux = m < TOK_FLOAT_DIGITS_LIMIT ? (uint32_t)(m << TOK_FLOAT_POINT_BITS | (uint64_t)k) + 1 : 0;
    return q;
}

/* The end of the word at `p` (a letter or '_'), up to a continuation if
 * one comes, and its lex_hash, computed as it is scanned. */
static inline const unsigned char *scan_word(const unsigned char *p, uint32_t *hash)
{
    uint32_t h = 2166136261u;
    do
        h = (h ^ *p++) * 16777619u;
    while (char_class[*p] & CC_IDENT);
    *hash = h;
    return p;
}

/* Lexes tokens into t up to `end` while they are the simplest and most
 * common: a word, a plain number or a punctuator after blanks and '\n' or
 * "\r\n" newlines at most, with no continuation near. Stops before any
 * other (a comment, a continuation, a lone '\r', another number) and before a '#' that
 * starts a line, which next_token takes, and returns where it stopped.
 * Few values are live here, all in registers. A line these tokens start
 * holds no directive, so they change nothing of the directive state
 * lex_batch keeps (off while they are lexed). Newlines are passed for
 * good where they are met: when the token after them is not taken here,
 * L->line_flags says what next_token's skip_space would have seen of them. */
static Token *lex_quick(Lexer *L, Token *t, Token *end)
{
    const unsigned char *p = (const unsigned char *)L->p;
    const char *line_start = L->line_start;
    uint32_t line = L->line;
    /* A place past what a token packs is next_token's (Glsl.far_locs). */
    if (L->file >= TOK_FAR_FILE || line >= TOK_LINE_LIMIT)
        return t;
    uint16_t file = (uint16_t)L->file;
    uint32_t line_bits = line << TOK_COL_BITS;
    for (; t < end; t++) {
        const unsigned char *s = p;
        uint16_t flags = 0;
        if (char_class[*s] & CC_BLANK) {
            do
                s++;
            while (char_class[*s] & CC_BLANK);
            flags = TF_SPACE_BEFORE;
        }
        unsigned n;
        TokKind kind;
        uint32_t col;
    token:
        col = (uint32_t)((const char *)s - line_start) + 1;
        if (col >= TOK_COL_LIMIT) {
            if (flags & TF_LINE_START)
                L->line_flags = flags;
            break;
        }
        if (char_class[*s] & CC_START) {
            uint32_t hash;
            const unsigned char *e = scan_word(s, &hash);
            if (*e == '\\')
                break; /* a continuation may go on with the word */
            t->kind = TK_IDENT;
            t->len = (uint32_t)(e - s);
            t->aux = hash;
            p = e;
        } else if (char_class[*s] & CC_IDENT) { /* a digit */
            const unsigned char *e = quick_number(s, t);
            if (!e)
                break;
            t->len = (uint32_t)(e - s);
            p = e;
        } else if ((kind = quick_punct(s, &n)) != TK_EOF) {
            t->kind = (uint8_t)kind;
            t->len = n;
            t->aux = 0;
            p = s + n;
        } else if ((*s == '\n' || (*s == '\r' && s[1] == '\n')) && !(flags & TF_LINE_START)) {
            /* skip_space's newlines (for '\n' and "\r\n", newline()'s one
             * line) and the blanks after them, here rather than in a call
             * to next_token for each line; off the way of the tokens
             * within a line */
            do {
                s += *s == '\r';
                line++;
                line_start = (const char *)++s;
                while (char_class[*s] & CC_BLANK)
                    s++;
            } while (*s == '\n' || (*s == '\r' && s[1] == '\n'));
            line_bits = line << TOK_COL_BITS;
            p = s;
            flags = TF_LINE_START | TF_SPACE_BEFORE;
            if (*s != '#' && line < TOK_LINE_LIMIT)
                goto token;
            L->line_flags = flags; /* a directive (lex_batch's), or a line too far to pack (next_token's) */
            break;
        } else {
            if (flags & TF_LINE_START)
                L->line_flags = flags;
            break;
        }
        t->flags = (uint8_t)flags;
        t->text = (const char *)s;
        t->file = file;
        t->where = line_bits | col;
    }
    /* Before the blanks of the token not taken, where no newline came
     * first: next_token sees them. */
    L->p = (const char *)p;
    L->line = line;
    L->line_start = line_start;
    return t;
}

/* Lexes the next token into *t; TK_EOF at the end. Called from lex_batch
 * alone, which keeps it inlined there. */
static inline void next_token(Lexer *L, Token *t, uint16_t start_flags)
{
    uint16_t flags = skip_space(L, start_flags);
    const char *s = L->p;
    t->flags = (uint8_t)flags;
    tok_set_loc(L->g, t, (SrcLoc){L->file, L->line, (uint32_t)(s - L->line_start) + 1});
    if (char_class[(unsigned char)*s] & CC_START) {
        /* Words are most tokens: hashed as they are scanned (lex_hash's),
         * and done here unless a continuation may go on with the word. */
        uint32_t hash;
        const unsigned char *p = scan_word((const unsigned char *)s, &hash);
        L->p = (const char *)p;
        t->kind = TK_IDENT;
        t->text = s;
        t->len = (uint32_t)((const char *)p - s);
        t->aux = hash;
        if (*p != '\\')
            return;
        /* A continuation may go on with the word: then set_value hashes
         * the clean spelling. */
        L->spliced = 0;
        while (is_ident_char(cur(L)))
            L->p++;
        size_t len = (size_t)(L->p - s);
        if (L->spliced) {
            t->text = clean_text(L, s, &len);
            t->len = (uint32_t)len;
            set_value(t);
        }
        return;
    }
    unsigned single = single_punct[(unsigned char)*s];
    if (single) {
        L->p = s + 1;
        t->kind = (uint8_t)single;
        t->text = s;
        t->len = 1;
        t->aux = 0;
        return;
    }
    L->spliced = 0;
    t->aux = 0;
    int c = cur(L);
    TokKind kind;
    if (c == END) {
        kind = TK_EOF;
    } else if (char_class[c] & CC_START) {
        while (is_ident_char(cur(L))) /* a word after a continuation */
            L->p++;
        kind = TK_IDENT;
    } else if (is_digit(c) || (c == '.' && is_digit(peek_next(L)))) {
        kind = scan_number(L);
    } else if (c == '"') {
        kind = scan_string(L);
    } else if ((kind = scan_punct(L, c)) == TK_EOF) {
        /* One byte outside GLSL; a UTF-8 sequence stays one token. */
        L->p++;
        if (c >= 0xc0)
            while (L->p < L->end && ((unsigned char)*L->p & 0xc0) == 0x80)
                L->p++;
        kind = TK_OTHER;
    }
    t->kind = (uint8_t)kind;
    size_t len = (size_t)(L->p - s);
    t->text = L->spliced ? clean_text(L, s, &len) : s;
    t->len = (uint32_t)len;
    if (kind == TK_IDENT || is_digit(c) || c == '.') /* a value (punctuators have none: 0) */
        set_value(t);
}

void lex_start(Lexer *L, Glsl *g, const char *src, size_t len, uint32_t file)
{
    memset(L, 0, sizeof *L);
    L->g = g;
    L->p = src;
    L->end = src + len;
    L->line_start = src;
    L->line = 1;
    L->file = file;
    L->at_file_start = 1;
}

static int token_is(const Token *t, const char *word)
{
    size_t n = strlen(word);
    return t->kind == TK_IDENT && t->len == n && memcmp(t->text, word, n) == 0;
}

/* `# extension GL_ARB_shading_language_420pack`: the extension brings line
 * continuations to older versions, from its line on (glslang's reading).
 * The lexer sees it a batch ahead of the preprocessor, so it takes it
 * wherever it stands, even in a skipped #if group. */
static int names_420pack(const Token *t)
{
    return t[0].kind == TK_HASH && token_is(&t[1], "extension") &&
           token_is(&t[2], "GL_ARB_shading_language_420pack");
}

void lex_batch(Lexer *L, TokVec *toks, size_t want)
{
    /* The vector's fields in locals, stored back at the end: stores into
     * the tokens could otherwise alias them. */
    Token *data = toks->data;
    size_t len = toks->len, cap = toks->cap;
    size_t stop = want < SIZE_MAX - len ? len + want : SIZE_MAX;
    /* TF_LINE_START at the file's start and after the newlines lex_quick
     * passed before a token it left: skip_space's flags so far. */
    uint16_t start_flags = (L->at_file_start ? TF_LINE_START : 0) | L->line_flags;
    L->at_file_start = 0;
    L->line_flags = 0;
    for (;;) {
        /* Outside directives, the quick tokens first, up to the room there
         * is and the stop (they never start a directive). */
        size_t quick_end = stop < cap ? stop : cap;
        if (!start_flags && !L->in_directive && len < quick_end) {
            len = (size_t)(lex_quick(L, data + len, data + quick_end) - data);
            start_flags = L->line_flags;
            L->line_flags = 0;
            if (len >= stop)
                break;
        }
        if (len == cap) {
            toks->len = len;
            vec_reserve_uninit(&L->g->ctx->arena, toks, len + 1);
            data = toks->data;
            cap = toks->cap;
        }
        Token *t = &data[len++];
        next_token(L, t, start_flags);
        start_flags = 0;
        if (L->bad_splice) {
            /* on the token the continuation follows: its line is the backslash's */
            data[len >= 2 ? len - 2 : len - 1].flags |= TF_CONTINUATION;
            L->bad_splice = 0;
        }
        if (t->kind == TK_EOF) {
            L->done = 1;
            break;
        }
        if (t->flags & TF_LINE_START)
            L->in_directive = t->kind == TK_HASH;
        else if (L->no_continuations && L->in_directive && len >= 3 && names_420pack(&data[len - 3]))
            L->no_continuations = 0;
        if (len >= stop && !L->in_directive)
            break;
    }
    toks->len = len;
}

Token *lex_quick_run(Lexer *L, Token *t, Token *end)
{
    /* lex_batch's own conditions for its quick loop: no flags pending from
     * the file's start or a newline, no directive line begun. */
    if (L->done || L->at_file_start || L->line_flags || L->in_directive)
        return t;
    return lex_quick(L, t, end);
}

Token *lex_file(Glsl *g, const char *src, size_t len, uint32_t file, size_t *count)
{
    Lexer L;
    lex_start(&L, g, src, len, file);
    TokVec toks = {0};
    lex_batch(&L, &toks, SIZE_MAX);
    *count = toks.len;
    return toks.data;
}

int lex_one(Glsl *g, const char *text, size_t len, SrcLoc loc, Token *out)
{
    char *copy = arena_strndup(&g->ctx->arena, text, len);
    Lexer L;
    lex_start(&L, g, copy, len, loc.file);
    L.line = loc.line;
    L.at_file_start = 0;
    L.quiet = 1;
    /* Through lex_batch, so that next_token has one caller and is inlined
     * into the loop that every other token takes (## pasting is rare). */
    TokVec toks = {0};
    lex_batch(&L, &toks, 1);
    *out = toks.data[0];
    if (out->kind == TK_EOF || (out->flags & (TF_SPACE_BEFORE | TF_LINE_START)) || L.p != L.end)
        return 0;
    tok_set_loc(g, out, loc);
    return 1;
}
