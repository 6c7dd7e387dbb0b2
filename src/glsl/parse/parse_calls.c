/* The functions a unit may call, found in its tokens before it is parsed
 * (for compile_streaming, which emits each function as soon as it is
 * checked, before main says what it calls).
 *
 * A name-level call graph: a function definition is a name, a parameter
 * list and a body at file scope (`... name ( ... ) {`); a call is a name
 * followed by `(` (not after `.`: a method). From main, and from the calls
 * at file scope outside a body (global initializers, run at the start of
 * main), the names reached may be called; a function whose name is not
 * among them is called by nobody, whatever its overloads. The converse does
 * not hold (an overload of a called name, a name that is a constructor or a
 * built-in): the checker's reachability decides, and compile_streaming
 * compares the two. Names are compared by pointer: classify_tokens gave
 * every identifier its one copy of the name. */
#include <string.h>

#include "glsl/parse/parse.h"

typedef struct Definition {
    const char *name;
    VEC(const char *) callees;
} Definition;

PtrMap parse_names_called(Parser *p)
{
    Arena *a = p->arena;
    PtrMap index = {0};   /* a defined name -> 1 + its place in `defs` */
    VEC(Definition) defs = {0};
    VEC(const char *) reached = {0};
    Definition *current = NULL; /* the body the walk is in */
    const char *candidate = NULL; /* the latest `name (` at file scope */
    uint32_t depth = 0;
    int prev = TK_EOF;
    /* By runs of one block's tokens, walked by pointer: most are passed by
     * one test of their kind. */
    for (size_t i = 0; i < p->count;) {
        size_t stop = ((i >> PP_TOKEN_BLOCK_SHIFT) + 1) << PP_TOKEN_BLOCK_SHIFT;
        if (stop > p->count)
            stop = p->count;
        const Token *run = pp_token(p->pp, i), *end = run + (stop - i);
        for (const Token *t = run; t < end; t++) {
            int kind = t->kind;
            if (kind == TK_IDENT && prev != TK_DOT) {
                size_t at = i + (size_t)(t - run) + 1; /* the next token's number */
                const Token *next = t + 1 < end ? t + 1 : at < p->count ? pp_token(p->pp, at) : NULL;
                if (next && next->kind == TK_LPAREN) {
                    if (depth == 0)
                        candidate = t->text;
                    if (depth > 0 && current)
                        vec_push(a, &current->callees, t->text);
                    else if (depth > 0 || (prev != TK_TYPE_NAME && prev != TK_IDENT && prev != TK_RBRACKET))
                        vec_push(a, &reached, t->text); /* an initializer's call, not a declaration's name */
                }
            } else if (kind == TK_LBRACE) {
                if (depth++ == 0 && prev == TK_RPAREN && candidate) {
                    uint32_t at = ptrmap_get(&index, candidate);
                    if (!at) {
                        Definition d = {candidate, {0}};
                        vec_push(a, &defs, d);
                        at = (uint32_t)defs.len;
                        ptrmap_put(a, &index, candidate, at);
                    }
                    current = &defs.data[at - 1];
                }
            } else if (kind == TK_RBRACE && depth > 0) {
                if (--depth == 0)
                    current = NULL;
            }
            prev = kind;
        }
        i = stop;
    }
    PtrMap called = {0};
    for (size_t i = 0; i < defs.len; i++)
        if (strcmp(defs.data[i].name, "main") == 0)
            vec_push(a, &reached, defs.data[i].name);
    for (size_t i = 0; i < reached.len; i++) {
        const char *name = reached.data[i];
        if (ptrmap_get(&called, name))
            continue;
        ptrmap_put(a, &called, name, 1);
        uint32_t at = ptrmap_get(&index, name);
        for (size_t k = 0; at && k < defs.data[at - 1].callees.len; k++)
            vec_push(a, &reached, defs.data[at - 1].callees.data[k]);
    }
    /* The graph goes back (the parse that follows reuses the room). */
    for (size_t i = defs.len; i-- > 0;)
        arena_free_block(a, defs.data[i].callees.data);
    arena_free_block(a, defs.data);
    arena_free_block(a, reached.data);
    arena_free_block(a, index.keys);
    arena_free_block(a, index.values);
    return called;
}
