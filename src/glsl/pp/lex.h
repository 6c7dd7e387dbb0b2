/* The lexer's interface to the preprocessor (lex.c). */
#ifndef GLSPV_GLSL_LEX_H
#define GLSPV_GLSL_LEX_H

#include "glsl/pp/pp.h"

/* Number problems the lexer finds but does not report, because the token may
 * sit in a skipped #if group: the preprocessor reports them for tokens that
 * reach its output or an #if expression. Kept in Token.flags bits 6-7. */
enum {
    NUM_OK = 0,
    NUM_TOO_BIG = 1,        /* the value does not fit the literal's type */
    NUM_BAD_OCTAL = 2,      /* an 8 or 9 in an octal literal */
    NUM_NEEDS_POINT = 3,    /* "1f": a float suffix needs a '.' or an exponent */
};
#define TF_NUM_SHIFT 6
#define TF_NUM_MASK (3u << TF_NUM_SHIFT)
#define TOK_NUM_ERROR(t) (((t)->flags & TF_NUM_MASK) >> TF_NUM_SHIFT)

typedef VEC(Token) TokVec;

/* The lexer's place in one file. */
typedef struct Lexer {
    Glsl *g;
    const char *p, *end;    /* *end is a NUL byte */
    const char *line_start; /* for columns */
    uint32_t line;
    uint32_t file;
    int spliced;            /* a continuation was removed inside the current token */
    int quiet;              /* lex_one: report nothing */
    int at_file_start;      /* the next token is the file's first */
    int in_directive;       /* the line being lexed starts with '#' */
    int done;               /* TK_EOF has been given */
    int no_continuations;   /* before GLSL 4.20 and ES 3.00: a backslash-newline continues no comment */
    int in_comment;         /* in a comment */
    int bad_splice;         /* a continuation was removed that no_continuations refuses */
    uint16_t line_flags;    /* lex_quick passed newlines before a token it left: skip_space's flags for them */
} Lexer;

/* Starts lexing `len` bytes at `src` (followed by a NUL byte). */
void lex_start(Lexer *L, Glsl *g, const char *src, size_t len, uint32_t file);

/* Appends at least `want` more tokens to *toks, or all up to TK_EOF (which
 * it appends, and sets L->done). A batch never ends inside a directive line:
 * that line and the first token after it are always in one batch. */
void lex_batch(Lexer *L, TokVec *toks, size_t want);

/* Lexes tokens into t, up to `end`, while they are the simplest ones (a
 * word, a plain number or a punctuator, with no comment, continuation or
 * directive near): the ones lex_batch's quick loop takes, written where the
 * caller wants them (the preprocessor's output). Stops before any other,
 * which lex_batch gives next, and returns the end of what it wrote. */
Token *lex_quick_run(Lexer *L, Token *t, Token *end);

/* Lexes `len` bytes at `src` (which must be followed by a NUL byte) into
 * an arena array ending with TK_EOF. Locations use `file` and physical
 * lines. There are no TK_NEWLINE tokens: TF_LINE_START marks the first token
 * of each line. Reports an unterminated block comment. */
Token *lex_file(Glsl *g, const char *src, size_t len, uint32_t file, size_t *count);

/* Lexes `text` as one token for ## pasting. Returns 1 and fills *out (text
 * copied into the arena, location `loc`) when the text is exactly one token. */
int lex_one(Glsl *g, const char *text, size_t len, SrcLoc loc, Token *out);

#endif
