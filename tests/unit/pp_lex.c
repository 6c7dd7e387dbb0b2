/* The GLSL lexer: kinds, values, flags and locations of tokens. */
#include <stdlib.h>
#include <string.h>

#include "glsl/pp/lex.h"
#include "test.h"

typedef struct Lexed {
    Ctx ctx;
    GlslOptions opts;
    Glsl g;
    Token *t;
    size_t n;
} Lexed;

static void lex(Lexed *l, const char *src)
{
    memset(l, 0, sizeof *l);
    ctx_init(&l->ctx, NULL);
    l->g.ctx = &l->ctx;
    l->g.opts = &l->opts;
    vec_push(&l->ctx.arena, &l->g.files, "t.vert");
    if (setjmp(l->ctx.fail)) {
        CHECK(!"lexing hit a fatal error");
        l->n = 0;
        return;
    }
    l->t = lex_file(&l->g, src, strlen(src), 0, &l->n);
}

static int spelled(const Token *t, const char *s)
{
    return t->len == strlen(s) && memcmp(t->text, s, t->len) == 0;
}

static void kinds(void)
{
    Lexed l;
    lex(&l, "a_1 += >>= << ^^ ## # ... ; $ \"str\" 'c'");
    TokKind want[] = {TK_IDENT, TK_ADD_ASSIGN, TK_SHR_ASSIGN, TK_SHL, TK_XORXOR, TK_HASHHASH, TK_HASH, TK_DOT,
                      TK_DOT, TK_DOT, TK_SEMICOLON, TK_OTHER, TK_STRING, TK_OTHER, TK_IDENT, TK_OTHER, TK_EOF};
    CHECK_EQ_INT(l.n, COUNT_OF(want));
    for (size_t i = 0; i < l.n && i < COUNT_OF(want); i++)
        CHECK_EQ_INT(l.t[i].kind, want[i]);
    CHECK(spelled(&l.t[12], "\"str\""));
    CHECK_EQ_INT(l.t[0].aux, lex_hash("a_1", 3));
    ctx_free(&l.ctx);
}

static void numbers(void)
{
    static const struct {
        const char *text;
        TokKind kind;
        uint64_t value;
        int problem;
    } ints[] = {
        {"0", TK_INTCONST, 0, 0},
        {"017", TK_INTCONST, 15, 0},
        {"0x1fU", TK_UINTCONST, 31, 0},
        {"4294967295", TK_INTCONST, 4294967295u, 0},
        {"4294967296", TK_INTCONST, 4294967296u, NUM_TOO_BIG},
        {"09", TK_INTCONST, 9, NUM_BAD_OCTAL},
        {"7l", TK_INT64CONST, 7, 0},
        {"7uL", TK_UINT64CONST, 7, 0},
        {"18446744073709551615ul", TK_UINT64CONST, UINT64_MAX, 0},
        {"18446744073709551616ul", TK_UINT64CONST, 0, NUM_TOO_BIG},
        {"65535s", TK_INT16CONST, 65535, 0},
        {"65536us", TK_UINT16CONST, 65536, NUM_TOO_BIG},
    };
    /* Each alone (next_token's way) and after a word (lex_quick's, for the plain ones). */
    char src[64];
    for (size_t i = 0; i < 2 * COUNT_OF(ints); i++) {
        int after = i % 2;
        snprintf(src, sizeof src, "%s%s", after ? "x " : "", ints[i / 2].text);
        Lexed l;
        lex(&l, src);
        CHECK_EQ_INT(l.n, 2 + after);
        CHECK_EQ_INT(l.t[after].kind, ints[i / 2].kind);
        if (ints[i / 2].problem != NUM_TOO_BIG || ints[i / 2].value)
            CHECK_EQ_INT(lex_number_value(&l.g, &l.t[after]).u, ints[i / 2].value);
        CHECK_EQ_INT(TOK_NUM_ERROR(&l.t[after]), ints[i / 2].problem);
        ctx_free(&l.ctx);
    }
    static const struct {
        const char *text;
        TokKind kind;
        double value;
    } floats[] = {
        {"1.5", TK_FLOATCONST, 1.5},   {".25", TK_FLOATCONST, 0.25}, {"3.", TK_FLOATCONST, 3.0},
        {"1e3", TK_FLOATCONST, 1e3},   {"2.5E-1f", TK_FLOATCONST, 0.25}, {"1.0lf", TK_DOUBLECONST, 1.0},
        {"2.0LF", TK_DOUBLECONST, 2.0}, {"0.5hf", TK_FLOAT16CONST, 0.5}, {"09.5", TK_FLOATCONST, 9.5},
        {"0.1", TK_FLOATCONST, 0.1},   {"123456789.012345", TK_FLOATCONST, 123456789.012345},
        {"1234567890.123456", TK_FLOATCONST, 1234567890.123456}, {"0.30000000000000004", TK_FLOATCONST, 0.30000000000000004},
    };
    for (size_t i = 0; i < 2 * COUNT_OF(floats); i++) {
        int after = i % 2;
        snprintf(src, sizeof src, "%s%s", after ? "x " : "", floats[i / 2].text);
        Lexed l;
        lex(&l, src);
        CHECK_EQ_INT(l.n, 2 + after);
        CHECK_EQ_INT(l.t[after].kind, floats[i / 2].kind);
        CHECK(lex_number_value(&l.g, &l.t[after]).f == floats[i / 2].value);
        CHECK_EQ_INT(TOK_NUM_ERROR(&l.t[after]), 0);
        ctx_free(&l.ctx);
    }
    /* Plain numbers after a word, and their neighbours. */
    Lexed q;
    lex(&q, "x 12u+3 4.5*6 7.5.y 8e1 9u1 10 ");
    TokKind want[] = {TK_IDENT, TK_UINTCONST, TK_PLUS, TK_INTCONST, TK_FLOATCONST, TK_STAR, TK_INTCONST,
                      TK_FLOATCONST, TK_DOT, TK_IDENT, TK_FLOATCONST, TK_PP_NUMBER, TK_INTCONST, TK_EOF};
    CHECK_EQ_INT(q.n, COUNT_OF(want));
    for (size_t i = 0; i < q.n && i < COUNT_OF(want); i++)
        CHECK_EQ_INT(q.t[i].kind, want[i]);
    if (q.n == COUNT_OF(want)) {
        CHECK(spelled(&q.t[1], "12u") && lex_number_value(&q.g, &q.t[1]).u == 12);
        CHECK(spelled(&q.t[4], "4.5") && lex_number_value(&q.g, &q.t[4]).f == 4.5);
        CHECK(spelled(&q.t[11], "9u1"));
        CHECK(spelled(&q.t[12], "10") && lex_number_value(&q.g, &q.t[12]).u == 10 && tok_loc(&q.g, &q.t[12]).col == 29);
    }
    ctx_free(&q.ctx);
    /* Not literals: one malformed number each. */
    const char *bad[] = {"0x", "1e", "1e+", "12abc", "5lf", "1.5L", "0xfq"};
    for (size_t i = 0; i < COUNT_OF(bad); i++) {
        Lexed l;
        lex(&l, bad[i]);
        CHECK_EQ_INT(l.n, 2);
        CHECK_EQ_INT(l.t[0].kind, TK_PP_NUMBER);
        CHECK(spelled(&l.t[0], bad[i]));
        ctx_free(&l.ctx);
    }
    Lexed l;
    lex(&l, "1f");
    CHECK_EQ_INT(l.t[0].kind, TK_FLOATCONST);
    CHECK_EQ_INT(TOK_NUM_ERROR(&l.t[0]), NUM_NEEDS_POINT);
    ctx_free(&l.ctx);
    lex(&l, "1.0.x");
    CHECK_EQ_INT(l.n, 4);
    CHECK_EQ_INT(l.t[1].kind, TK_DOT);
    ctx_free(&l.ctx);
}

static void flags_and_locations(void)
{
    Lexed l;
    lex(&l, "a b/*x*/c\n  d//e\n\tf\r\ng");
    CHECK_EQ_INT(l.n, 7);
    CHECK_EQ_INT(l.t[0].flags, TF_LINE_START);
    CHECK_EQ_INT(l.t[1].flags, TF_SPACE_BEFORE);
    CHECK_EQ_INT(l.t[2].flags, TF_SPACE_BEFORE);
    CHECK_EQ_INT(l.t[3].flags, TF_SPACE_BEFORE | TF_LINE_START);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[3]).line, 2);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[3]).col, 3);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[4]).line, 3);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[4]).col, 2);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[5]).line, 4); /* \r\n is one line end */
    ctx_free(&l.ctx);
}

static void continuations(void)
{
    Lexed l;
    lex(&l, "ab\\\ncd 1\\\r\n2 x\n+\\\n= y");
    CHECK_EQ_INT(l.n, 6);
    CHECK(spelled(&l.t[0], "abcd"));
    CHECK_EQ_INT(l.t[0].aux, lex_hash("abcd", 4));
    CHECK(spelled(&l.t[1], "12"));
    CHECK_EQ_INT(lex_number_value(&l.g, &l.t[1]).u, 12);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[1]).line, 2);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[2]).line, 3);
    CHECK_EQ_INT(l.t[3].kind, TK_ADD_ASSIGN);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[4]).line, 5); /* physical lines */
    ctx_free(&l.ctx);
}

static void comments(void)
{
    Lexed l;
    lex(&l, "a /* x\n y */ b // c \\\n still comment\nd");
    CHECK_EQ_INT(l.n, 4);
    CHECK(spelled(&l.t[1], "b"));
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[1]).line, 2);
    CHECK_EQ_INT(tok_loc(&l.g, &l.t[2]).line, 4);
    CHECK_EQ_INT(l.ctx.error_count, 0);
    ctx_free(&l.ctx);
    lex(&l, "a /* never closed");
    CHECK_EQ_INT(l.n, 2);
    CHECK_EQ_INT(l.ctx.error_count, 1);
    ctx_free(&l.ctx);
}

static void paste(void)
{
    Lexed l;
    lex(&l, "");
    Token t;
    SrcLoc loc = {0, 3, 4};
    CHECK(lex_one(&l.g, "ab12", 4, loc, &t) && t.kind == TK_IDENT && tok_loc(&l.g, &t).line == 3);
    CHECK(lex_one(&l.g, "<<=", 3, loc, &t) && t.kind == TK_SHL_ASSIGN);
    CHECK(lex_one(&l.g, "1.5e3", 5, loc, &t) && t.kind == TK_FLOATCONST);
    CHECK(!lex_one(&l.g, "+/", 2, loc, &t));
    CHECK(!lex_one(&l.g, "//", 2, loc, &t));
    CHECK(!lex_one(&l.g, "/*", 2, loc, &t));
    CHECK(!lex_one(&l.g, "a b", 3, loc, &t));
    CHECK(!lex_one(&l.g, "", 0, loc, &t));
    CHECK_EQ_INT(l.ctx.error_count, 0);
    ctx_free(&l.ctx);
}

static void odd_bytes(void)
{
    /* NUL and non-ASCII bytes are single tokens, never the end. */
    const char src[] = "a\0b \xc3\xa9 c";
    Lexed l;
    memset(&l, 0, sizeof l);
    ctx_init(&l.ctx, NULL);
    l.g.ctx = &l.ctx;
    l.g.opts = &l.opts;
    if (setjmp(l.ctx.fail)) {
        CHECK(0);
        return;
    }
    l.t = lex_file(&l.g, src, sizeof src - 1, 0, &l.n);
    CHECK_EQ_INT(l.n, 6);
    CHECK_EQ_INT(l.t[1].kind, TK_OTHER);
    CHECK_EQ_INT(l.t[3].kind, TK_OTHER);
    CHECK_EQ_INT(l.t[3].len, 2);
    ctx_free(&l.ctx);
}

/* Every punctuator where the lexer's quick way takes it (after a word on
 * its line) and where next_token does (first on a line, or with a
 * continuation inside): the same kind and spelling. Comments, numbers and
 * continuations next to them leave the quick way. */
static void punctuators_both_ways(void)
{
    static const struct {
        const char *text;
        TokKind kind;
    } puncts[] = {
        {"(", TK_LPAREN}, {")", TK_RPAREN}, {"[", TK_LBRACKET}, {"]", TK_RBRACKET}, {"{", TK_LBRACE},
        {"}", TK_RBRACE}, {".", TK_DOT}, {",", TK_COMMA}, {":", TK_COLON}, {";", TK_SEMICOLON},
        {"?", TK_QUESTION}, {"~", TK_TILDE}, {"#", TK_HASH}, {"##", TK_HASHHASH}, {"+", TK_PLUS},
        {"-", TK_MINUS}, {"*", TK_STAR}, {"/", TK_SLASH}, {"%", TK_PERCENT}, {"<<", TK_SHL}, {">>", TK_SHR},
        {"<", TK_LT}, {">", TK_GT}, {"<=", TK_LE}, {">=", TK_GE}, {"==", TK_EQ}, {"!=", TK_NE}, {"&", TK_AMP},
        {"^", TK_CARET}, {"|", TK_PIPE}, {"&&", TK_ANDAND}, {"^^", TK_XORXOR}, {"||", TK_OROR}, {"!", TK_BANG},
        {"++", TK_INC}, {"--", TK_DEC}, {"=", TK_ASSIGN}, {"+=", TK_ADD_ASSIGN}, {"-=", TK_SUB_ASSIGN},
        {"*=", TK_MUL_ASSIGN}, {"/=", TK_DIV_ASSIGN}, {"%=", TK_MOD_ASSIGN}, {"<<=", TK_SHL_ASSIGN},
        {">>=", TK_SHR_ASSIGN}, {"&=", TK_AND_ASSIGN}, {"^=", TK_XOR_ASSIGN}, {"|=", TK_OR_ASSIGN},
    };
    for (size_t i = 0; i < COUNT_OF(puncts); i++) {
        const char *op = puncts[i].text;
        size_t n = strlen(op);
        char src[64];
        /* mid-line, then first on a line, then with a continuation after its first character */
        const char *forms[3] = {"a %s b", "a\n%s b", "a %.1s\\\n%s b"};
        for (int f = 0; f < 3; f++) {
            if (f == 2 && n == 1)
                continue;
            if (f == 2)
                snprintf(src, sizeof src, forms[f], op, op + 1);
            else
                snprintf(src, sizeof src, forms[f], op);
            Lexed l;
            lex(&l, src);
            CHECK_EQ_INT(l.n, 4);
            if (l.n == 4) {
                CHECK_EQ_INT(l.t[1].kind, puncts[i].kind);
                CHECK(spelled(&l.t[1], op));
                CHECK(spelled(&l.t[2], "b"));
                CHECK_EQ_INT(tok_loc(&l.g, &l.t[2]).col, (uint32_t)(f == 0 ? n + 4 : f == 1 ? n + 2 : n + 1));
            }
            ctx_free(&l.ctx);
        }
    }
    /* Next to words: comments, numbers, members, continuations. */
    Lexed l;
    lex(&l, "a/**/b c//d\ne/f x.y z .5 w 1.5u v\\\nw u<<\\\n=t");
    TokKind want[] = {TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_SLASH, TK_IDENT, TK_IDENT, TK_DOT, TK_IDENT,
                      TK_IDENT, TK_FLOATCONST, TK_IDENT, TK_PP_NUMBER, TK_IDENT, TK_IDENT, TK_SHL_ASSIGN,
                      TK_IDENT, TK_EOF};
    CHECK_EQ_INT(l.n, COUNT_OF(want));
    for (size_t i = 0; i < l.n && i < COUNT_OF(want); i++)
        CHECK_EQ_INT(l.t[i].kind, want[i]);
    if (l.n == COUNT_OF(want)) {
        CHECK(spelled(&l.t[1], "b") && (l.t[1].flags & TF_SPACE_BEFORE));
        CHECK(spelled(&l.t[3], "e") && (l.t[3].flags & TF_LINE_START));
        CHECK(spelled(&l.t[13], "vw"));
        CHECK(spelled(&l.t[15], "<<="));
        CHECK_EQ_INT(tok_loc(&l.g, &l.t[15]).line, 3);
        CHECK_EQ_INT(tok_loc(&l.g, &l.t[16]).line, 4);
    }
    ctx_free(&l.ctx);
}

/* A place a token cannot pack (a column past TOK_COL_LIMIT - 1, a line
 * past TOK_LINE_LIMIT - 1) is kept whole in Glsl.far_locs, by either way
 * of lexing (lex_quick's and next_token's). */
static void far_places(void)
{
    size_t n = TOK_LINE_LIMIT + 5050;
    char *src = malloc(n + 1);
    memset(src, ' ', 5000);
    memcpy(src + 5000, "ab 1.5\n", 7);
    memset(src + 5007, '\n', n - 5007);
    memcpy(src + n - 2, "cd", 2);
    src[n] = 0;
    Lexed l;
    lex(&l, src);
    CHECK_EQ_INT(l.n, 4);
    if (l.n == 4) {
        CHECK_EQ_INT(l.t[0].file, TOK_FAR_FILE);
        CHECK_EQ_INT(tok_loc(&l.g, &l.t[0]).col, 5001);
        CHECK_EQ_INT(tok_loc(&l.g, &l.t[1]).col, 5004);
        CHECK(lex_number_value(&l.g, &l.t[1]).f == 1.5);
        CHECK_EQ_INT(tok_loc(&l.g, &l.t[2]).line, (uint32_t)(n - 5007));
        CHECK_EQ_INT(l.t[2].file, TOK_FAR_FILE);
        CHECK_EQ_INT(tok_loc(&l.g, &l.t[2]).col, 1);
        CHECK(spelled(&l.t[2], "cd"));
    }
    ctx_free(&l.ctx);
    free(src);
}

int main(void)
{
    kinds();
    numbers();
    flags_and_locations();
    continuations();
    comments();
    paste();
    odd_bytes();
    punctuators_both_ways();
    far_places();
    return TEST_DONE();
}
