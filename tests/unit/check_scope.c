/* Scopes: a lookup finds the innermost symbol of a name through every
 * enclosing scope, whether the name is the parser's copy or another, with
 * enough names that every bit of a scope's name summary is set. */
#include <stdio.h>
#include <string.h>

#include "glsl/check/sema.h"
#include "test.h"

#define NAMES 300

static Symbol *symbol(Arena *a, const char *name)
{
    Symbol *s = arena_alloc(a, sizeof *s);
    s->name = name;
    return s;
}

int main(void)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"out of memory");
        return TEST_DONE();
    }
    Arena *a = &ctx.arena;
    static char names[NAMES][16];
    Symbol *global[NAMES];
    Scope *globals = scope_new(a, NULL);
    for (int i = 0; i < NAMES; i++) {
        snprintf(names[i], sizeof names[i], "g%d", i);
        global[i] = symbol(a, names[i]);
        scope_add(a, globals, global[i]);
    }
    /* Three scopes in: one name each, the innermost shadowing a global. */
    Scope *fn = scope_new(a, globals), *block = scope_new(a, fn), *inner = scope_new(a, block);
    Symbol *param = symbol(a, "p"), *local = symbol(a, "x"), *shadow = symbol(a, names[7]);
    scope_add(a, fn, param);
    scope_add(a, block, local);
    scope_add(a, inner, shadow);

    int wrong = 0;
    for (int i = 0; i < NAMES; i++) {
        char copy[16];
        memcpy(copy, names[i], sizeof copy); /* the same name, another pointer */
        Symbol *want = i == 7 ? shadow : global[i];
        wrong += scope_lookup(inner, names[i]) != want || scope_lookup(inner, copy) != want;
        wrong += scope_lookup(globals, copy) != global[i];
        wrong += scope_lookup_local(block, copy) != NULL;
    }
    CHECK_EQ_INT(wrong, 0);
    CHECK(scope_lookup(inner, "p") == param && scope_lookup(inner, "x") == local);
    CHECK(scope_lookup(block, "p") == param && scope_lookup(fn, "x") == NULL);
    CHECK(scope_lookup(inner, "missing") == NULL && scope_lookup_local(inner, "p") == NULL);
    CHECK(scope_lookup_local(fn, "p") == param && scope_lookup(block, names[7]) == global[7]);

    /* The last one added with a name wins in its scope. */
    Symbol *again = symbol(a, "x");
    scope_add(a, block, again);
    CHECK(scope_lookup(inner, "x") == again && scope_lookup_local(block, "x") == again);

    /* scope_changes, which check_lookup's cache trusts: every scope made and
     * every name added under the outermost scope changes it, for every scope
     * under it; lookups change nothing, nor does another outermost scope. */
    uint32_t before = scope_changes(inner);
    CHECK(scope_changes(globals) == before && scope_changes(fn) == before);
    scope_lookup(inner, "x");
    Scope *other = scope_new(a, NULL);
    scope_add(a, other, symbol(a, "x"));
    CHECK_EQ_INT(scope_changes(inner), before);
    scope_add(a, globals, symbol(a, "y"));
    CHECK(scope_changes(inner) != before && scope_changes(block) == scope_changes(inner));
    before = scope_changes(block);
    Scope *next = scope_new(a, block);
    CHECK(scope_changes(block) != before && scope_changes(next) == scope_changes(block));

    ctx_free(&ctx);
    return TEST_DONE();
}
