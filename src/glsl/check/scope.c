/* Scopes: each a hash table from names to symbols, with a link to the
 * scope around it. Lookups walk outwards; shadowing is the inner entry
 * being found first. */
#include <string.h>

#include "glsl/check/sema.h"

struct Scope {
    Scope *parent;
    Symbol **slots; /* open addressing, NULL empty */
    size_t cap, len;
    /* Bit (hash >> 26) of each name's hash: a lookup passes the scopes
     * that lack its bit without probing (most lookups pass a few). */
    uint64_t names;
    ScopeMissFn miss; /* names declared at their first lookup (scope_set_miss), or NULL */
    void *miss_user;
    /* The count of scopes made and names added under this scope's
     * outermost one, shared by every scope under it (scope_changes). */
    uint32_t *changes;
    /* The first slots, in the scope itself: most scopes (a function's
     * parameters, a block's locals) hold one or two names, and a table of
     * their own was an allocation (and a free) for each. */
    Symbol *first_slots[4];
};

Scope *scope_new(Arena *a, Scope *parent)
{
    Scope *s = arena_alloc(a, sizeof *s);
    s->parent = parent;
    s->slots = s->first_slots;
    s->cap = COUNT_OF(s->first_slots);
    if (parent) {
        s->changes = parent->changes;
    } else {
        s->changes = arena_alloc(a, sizeof *s->changes);
    }
    /* A new scope may be where a freed one was: what was found from
     * there is not what will be. */
    ++*s->changes;
    return s;
}

uint32_t scope_changes(const Scope *s)
{
    return *s->changes;
}

const uint32_t *scope_changes_at(const Scope *s)
{
    return s->changes;
}

Scope *scope_parent(const Scope *s)
{
    return s->parent;
}

void scope_set_miss(Scope *s, ScopeMissFn fn, void *user)
{
    s->miss = fn;
    s->miss_user = user;
}

static inline uint64_t name_bit(uint32_t hash)
{
    return (uint64_t)1 << (hash >> 26);
}

static void insert(Symbol **slots, size_t cap, Symbol *sym)
{
    size_t i = sym->name_hash & (cap - 1);
    while (slots[i])
        i = (i + 1) & (cap - 1);
    slots[i] = sym;
}

void scope_add_hashed(Arena *a, Scope *s, Symbol *sym, uint32_t hash)
{
    if (2 * (s->len + 1) > s->cap) {
        size_t cap = s->cap * 2;
        Symbol **slots = arena_alloc(a, cap * sizeof *slots);
        for (size_t i = 0; i < s->cap; i++)
            if (s->slots[i])
                insert(slots, cap, s->slots[i]);
        if (s->slots != s->first_slots)
            arena_free_sized(a, s->slots, s->cap * sizeof *slots); /* a big table had a chunk of its own */
        s->slots = slots;
        s->cap = cap;
    }
    sym->name_hash = hash;
    ++*s->changes;
    s->names |= name_bit(sym->name_hash);
    insert(s->slots, s->cap, sym);
    s->len++;
}

void scope_add(Arena *a, Scope *s, Symbol *sym)
{
    scope_add_hashed(a, s, sym, hash_string(sym->name));
}

/* Whether `sym` is named `name` (of hash_string `hash`). The parser gives
 * equal names one copy, so most matches are the pointer; the hash, kept
 * by scope_add, spares the other names of a probe run their strcmp. */
static inline int same_name(const Symbol *sym, const char *name, uint32_t hash)
{
    return sym->name == name || (sym->name_hash == hash && strcmp(sym->name, name) == 0);
}

/* `name` in `s` alone, `hash` being hash_string(name). */
static Symbol *lookup_hashed(const Scope *s, const char *name, uint32_t hash)
{
    if (!(s->names & name_bit(hash)))
        return NULL;
    /* The last one added with a name wins: walk the whole probe run. */
    Symbol *found = NULL;
    for (size_t i = hash & (s->cap - 1); s->slots[i]; i = (i + 1) & (s->cap - 1))
        if (same_name(s->slots[i], name, hash))
            found = s->slots[i];
    return found;
}

Symbol *scope_lookup_local_hashed(const Scope *s, const char *name, uint32_t hash)
{
    Symbol *found = s->names ? lookup_hashed(s, name, hash) : NULL;
    return found || !s->miss ? found : s->miss(s->miss_user, name);
}

Symbol *scope_lookup_local(const Scope *s, const char *name)
{
    return scope_lookup_local_hashed(s, name, hash_string(name));
}

Symbol *scope_lookup_hashed(const Scope *s, const char *name, uint32_t hash)
{
    /* The probe of lookup_hashed written out, as every identifier comes here. */
    for (; s; s = s->parent) {
        Symbol *found = NULL;
        size_t mask = s->cap - 1;
        if (s->names & name_bit(hash))
            for (size_t i = hash & mask; s->slots[i]; i = (i + 1) & mask)
                if (same_name(s->slots[i], name, hash))
                    found = s->slots[i];
        if (!found && s->miss)
            found = s->miss(s->miss_user, name);
        if (found)
            return found;
    }
    return NULL;
}

const char *scope_closest(const Scope *s, const char *name, int functions)
{
    size_t limit = strlen(name) >= 5 ? 2 : 1, best_distance = limit + 1;
    const char *best = NULL;
    for (; s; s = s->parent) {
        if (s->miss)
            s->miss(s->miss_user, NULL);
        for (size_t i = 0; i < s->cap; i++) {
            const Symbol *sym = s->slots[i];
            if (!sym || (sym->kind == SYM_FUNCTION) != functions || sym->kind == SYM_TYPE)
                continue;
            size_t d = glsl_edit_distance(name, sym->name, limit, 0);
            if (d < best_distance)
                best = sym->name, best_distance = d;
        }
    }
    return best;
}
