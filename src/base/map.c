/* U32Map, PtrMap, StrSet and U64Set: open addressing with linear probing, grown at half full. */
#include <string.h>

#include "base/base.h"

static size_t slot_of(uint32_t key, size_t cap)
{
    uint32_t h = key * 0x9e3779b1u; /* Fibonacci hashing spreads sequential ids */
    return (h ^ (h >> 15)) & (cap - 1);
}

static void insert(U32Map *m, uint32_t key, uint32_t value)
{
    size_t i = slot_of(key, m->cap);
    while (m->keys[i] && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (!m->keys[i])
        m->len++;
    m->keys[i] = key;
    m->values[i] = value;
}

void u32map_put(Arena *a, U32Map *m, uint32_t key, uint32_t value)
{
    if (key == 0) {
        m->has_zero = 1;
        m->zero_value = value;
        return;
    }
    if (2 * (m->len + 1) > m->cap) {
        U32Map bigger = {0};
        bigger.cap = m->cap ? 2 * m->cap : 64;
        bigger.keys = arena_alloc(a, bigger.cap * sizeof(uint32_t));
        /* Only the keys say a slot is empty: the values need no zeroing. */
        bigger.values = arena_alloc_uninit(a, bigger.cap * sizeof(uint32_t));
        for (size_t i = 0; i < m->cap; i++)
            if (m->keys[i])
                insert(&bigger, m->keys[i], m->values[i]);
        m->keys = bigger.keys;
        m->values = bigger.values;
        m->cap = bigger.cap;
        m->len = bigger.len;
    }
    insert(m, key, value);
}

int u32map_get(const U32Map *m, uint32_t key, uint32_t *value)
{
    if (key == 0) {
        if (m->has_zero && value)
            *value = m->zero_value;
        return m->has_zero;
    }
    if (!m->cap)
        return 0;
    for (size_t i = slot_of(key, m->cap); m->keys[i]; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == key) {
            if (value)
                *value = m->values[i];
            return 1;
        }
    }
    return 0;
}

static size_t ptr_slot(const void *key, size_t cap)
{
    uint64_t h = (uint64_t)(uintptr_t)key * 0x9e3779b97f4a7c15u;
    return (size_t)(h >> 32) & (cap - 1);
}

static void ptr_insert(PtrMap *m, const void *key, uint32_t value)
{
    size_t i = ptr_slot(key, m->cap);
    while (m->keys[i] && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (!m->keys[i])
        m->len++;
    m->keys[i] = key;
    m->values[i] = value;
}

void ptrmap_put(Arena *a, PtrMap *m, const void *key, uint32_t value)
{
    if (2 * (m->len + 1) > m->cap) {
        PtrMap bigger = {0};
        bigger.cap = m->cap ? 2 * m->cap : 64;
        bigger.keys = arena_alloc(a, bigger.cap * sizeof *bigger.keys);
        bigger.values = arena_alloc_uninit(a, bigger.cap * sizeof *bigger.values); /* as u32map_put's */
        for (size_t i = 0; i < m->cap; i++)
            if (m->keys[i])
                ptr_insert(&bigger, m->keys[i], m->values[i]);
        *m = bigger;
    }
    ptr_insert(m, key, value);
}

uint32_t ptrmap_get(const PtrMap *m, const void *key)
{
    for (size_t i = m->cap ? ptr_slot(key, m->cap) : 0; m->cap && m->keys[i]; i = (i + 1) & (m->cap - 1))
        if (m->keys[i] == key)
            return m->values[i];
    return 0;
}

uint32_t hash_string(const char *s)
{
    uint32_t h = 0x811c9dc5u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 0x01000193u;
    return h;
}

int strset_add(Arena *a, StrSet *set, const char *s)
{
    if (2 * (set->len + 1) > set->cap) {
        StrSet bigger = {0};
        bigger.cap = set->cap ? set->cap * 2 : 64;
        bigger.slots = arena_alloc(a, bigger.cap * sizeof(char *));
        for (size_t i = 0; i < set->cap; i++)
            if (set->slots[i])
                strset_add(a, &bigger, set->slots[i]);
        *set = bigger;
    }
    size_t i = hash_string(s) & (set->cap - 1);
    for (; set->slots[i]; i = (i + 1) & (set->cap - 1))
        if (strcmp(set->slots[i], s) == 0)
            return 0;
    set->slots[i] = s;
    set->len++;
    return 1;
}

int u64set_add(Arena *a, U64Set *set, uint64_t v)
{
    if (2 * (set->len + 1) > set->cap) {
        U64Set bigger = {0};
        bigger.cap = set->cap ? set->cap * 2 : 64;
        bigger.slots = arena_alloc_uninit(a, bigger.cap * sizeof(uint64_t));
        bigger.used = arena_alloc(a, bigger.cap);
        for (size_t i = 0; i < set->cap; i++)
            if (set->used[i])
                u64set_add(a, &bigger, set->slots[i]);
        *set = bigger;
    }
    uint64_t h = v * 0x9e3779b97f4a7c15ull;
    size_t i = (size_t)(h ^ (h >> 29)) & (set->cap - 1);
    for (; set->used[i]; i = (i + 1) & (set->cap - 1))
        if (set->slots[i] == v)
            return 0;
    set->slots[i] = v;
    set->used[i] = 1;
    set->len++;
    return 1;
}
