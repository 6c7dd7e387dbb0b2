/* The functions a unit may call, found in its tokens before it is parsed
 * (for compile_streaming, which emits each function as soon as it is
 * checked, before main says what it calls). classify_tokens' walk over
 * every token takes each step (call_walk_step, parse.h) as it classifies
 * it: the tokens are walked once.
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

struct CallDefinition {
    const char *name;
    VEC(const char *) callees;
};

void call_walk_call(Parser *p, CallWalk *w, const char *name, int before)
{
    if (w->depth == 0)
        w->candidate = name;
    if (w->depth > 0 && w->current)
        vec_push(p->arena, &w->defs.data[w->current - 1].callees, name);
    else if (w->depth > 0 || (before != TK_TYPE_NAME && before != TK_IDENT && before != TK_RBRACKET))
        vec_push(p->arena, &w->reached, name); /* an initializer's call, not a declaration's name */
}

void call_walk_define(Parser *p, CallWalk *w)
{
    uint32_t at = ptrmap_get(&w->index, w->candidate);
    if (!at) {
        CallDefinition d = {w->candidate, {0}};
        vec_push(p->arena, &w->defs, d);
        at = (uint32_t)w->defs.len;
        ptrmap_put(p->arena, &w->index, w->candidate, at);
    }
    w->current = at;
}

PtrMap call_walk_end(Parser *p, CallWalk *w, int want)
{
    Arena *a = p->arena;
    PtrMap called = {0};
    for (size_t i = 0; want && i < w->defs.len; i++)
        if (strcmp(w->defs.data[i].name, "main") == 0)
            vec_push(a, &w->reached, w->defs.data[i].name);
    for (size_t i = 0; i < w->reached.len; i++) {
        const char *name = w->reached.data[i];
        if (ptrmap_get(&called, name))
            continue;
        ptrmap_put(a, &called, name, 1);
        uint32_t at = ptrmap_get(&w->index, name);
        for (size_t k = 0; at && k < w->defs.data[at - 1].callees.len; k++)
            vec_push(a, &w->reached, w->defs.data[at - 1].callees.data[k]);
    }
    /* The graph goes back (the parse that follows reuses the room). */
    for (size_t i = w->defs.len; i-- > 0;)
        arena_free_block(a, w->defs.data[i].callees.data);
    arena_free_block(a, w->defs.data);
    arena_free_block(a, w->reached.data);
    arena_free_block(a, w->index.keys);
    arena_free_block(a, w->index.values);
    return called;
}

PtrMap parse_names_called(Parser *p)
{
    return p->names_called;
}
