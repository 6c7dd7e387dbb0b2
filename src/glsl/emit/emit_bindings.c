/* Resource bindings as glslang's default resolver settles them under
 * glslc's -f*-binding-base (glslang's binding shifts) and
 * -fauto-bind-uniforms, so that a build system moving bindings with those
 * flags gets glslc's numbers:
 *
 *  - a resource declared with a binding has it moved up by its kind's base
 *    (image, sampler, texture, storage buffer, and uniform buffer for the
 *    rest: acceleration structures too, as glslang sorts them), and holds
 *    that binding of its set;
 *  - with -fauto-bind-uniforms, one declared without a binding that the
 *    entry point uses (a function main reaches names it) takes the lowest
 *    binding of its set that no resource holds, from its kind's base up:
 *    first those that name a set, then the others, each in declaration
 *    order (glslang's priority);
 *  - an unused one gets binding 0, holding nothing;
 *  - a base given for one descriptor set (--shift-*-binding [stage] base
 *    set) takes the place of the kind's base for the resources declared
 *    with that set (glslang looks at the layout(set) as written, 0 when
 *    none, even where a default set moves the resource), and a resource
 *    without layout(set) is in the options' default set
 *    (--resource-set-binding [stage] set).
 *
 * For OpenGL an array takes a binding per element (at most
 * MAX_ARRAY_BINDINGS of them are held). glslang also leaves out a branch
 * whose condition is constant when it decides what is used; glspv counts
 * every name in a function main reaches. */
#include "glsl/emit/emit.h"

#define MAX_ARRAY_BINDINGS 4096

/* The kind a resource's bindings move with, or -1 for none. */
static int resource_kind(const Symbol *s, const TypeSpec *ts)
{
    if (s->decl && s->decl->kind == ND_BLOCK_DECL) {
        if (emit_find_layout(ts, "push_constant") || emit_find_layout(ts, "shaderRecordEXT") ||
            emit_find_layout(ts, "shaderRecordNV") || (s->storage != SQ_UNIFORM && s->storage != SQ_BUFFER))
            return -1;
        return s->storage == SQ_BUFFER ? GLSPV_RESOURCE_STORAGE_BUFFER : GLSPV_RESOURCE_UNIFORM_BUFFER;
    }
    if (s->storage != SQ_UNIFORM)
        return -1;
    const Type *t = s->type;
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_SPIRV)
        return GLSPV_RESOURCE_UNIFORM_BUFFER; /* a spirv_type (an acceleration structure, say) */
    if (t->kind != TY_OPAQUE)
        return -1;
    switch (TYPE_BASE(t->opaque)) {
    case BT_IMAGE: return GLSPV_RESOURCE_IMAGE;
    case BT_SAMPLER_STATE: return GLSPV_RESOURCE_SAMPLER;
    case BT_SAMPLER: case BT_TEXTURE: case BT_SUBPASS: return GLSPV_RESOURCE_TEXTURE;
    default: return GLSPV_RESOURCE_UNIFORM_BUFFER; /* any other uniform: glslang counts it a buffer's */
    }
}

/* Whether a global is a resource that takes a binding at all. */
static int takes_binding(const Symbol *s, const TypeSpec *ts)
{
    if (s->storage != SQ_UNIFORM && s->storage != SQ_BUFFER)
        return 0;
    return resource_kind(s, ts) >= 0;
}

/* How many bindings a resource takes: one, or for OpenGL one per element. */
static uint32_t bindings_taken(const Emitter *e, const Symbol *s)
{
    if (e->g->opts->vulkan_version)
        return 1;
    uint64_t n = 1;
    for (const Type *t = s->type; t->kind == TY_ARRAY && n < MAX_ARRAY_BINDINGS; t = t->elem)
        n *= t->length ? t->length : 1;
    return n < MAX_ARRAY_BINDINGS ? (uint32_t)n : MAX_ARRAY_BINDINGS;
}

static uint64_t slot(uint32_t set, uint64_t binding)
{
    return (uint64_t)set << 32 | (binding & 0xFFFFFFFFu);
}

static void hold(Emitter *e, U64Set *held, uint32_t set, uint32_t binding, uint32_t count)
{
    for (uint32_t i = 0; i < count; i++)
        u64set_add(e->a, held, slot(set, (uint64_t)binding + i));
}

/* The lowest binding of `set` from `base` up that nothing holds. */
static uint32_t free_binding(Emitter *e, U64Set *held, uint32_t set, uint32_t base)
{
    uint32_t b = base;
    while (!u64set_add(e->a, held, slot(set, b)) && b < UINT32_MAX)
        b++;
    return b;
}

uint32_t emit_resource_set(const Emitter *e, const TypeSpec *ts)
{
    const GlslOptions *o = e->g->opts;
    uint32_t fallback = o->default_set_plus1 ? o->default_set_plus1[o->stage] : 0;
    return emit_layout_value(ts, "set", fallback ? fallback - 1 : 0);
}

/* The binding base of `kind` for a resource declared in `set`: the set's
 * own (the stage's before every stage's), else the kind's. */
static uint32_t base_of(const Emitter *e, const uint32_t *base, int kind, uint32_t set)
{
    const GlslOptions *o = e->g->opts;
    const GlslSetBase *every = NULL;
    for (uint32_t i = 0; i < o->set_base_count; i++) {
        const GlslSetBase *b = &o->set_bases[i];
        if (b->kind != (uint32_t)kind || b->set != set)
            continue;
        if (b->stage == (uint32_t)o->stage)
            return b->base;
        if (b->stage == STAGE_COUNT)
            every = b;
    }
    return every ? every->base : base[kind];
}

void emit_settle_bindings(Emitter *e)
{
    const GlslOptions *o = e->g->opts;
    static const uint32_t no_bases[GLSPV_RESOURCE_KIND_COUNT];
    const uint32_t *base = o->binding_base ? o->binding_base[o->stage] : no_bases;
    int shifted = o->set_base_count != 0;
    for (int k = 0; k < GLSPV_RESOURCE_KIND_COUNT; k++)
        shifted |= base[k] != 0;
    if (!shifted && !o->auto_bind_uniforms)
        return; /* every binding as declared */

    PtrMap live = {0};
    for (size_t i = 0; i < e->unit->functions.len; i++) {
        const Symbol *fn = e->unit->functions.data[i];
        for (uint32_t k = 0; fn->reachable && k < fn->resources.len; k++)
            ptrmap_put(e->a, &live, fn->resources.data[k], 1);
    }
    U64Set held = {0};
    VEC(Symbol *) unbound = {0};
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        Symbol *s = e->unit->globals.data[i];
        const TypeSpec *ts = emit_resource_spec(s);
        if (!takes_binding(s, ts) || emit_dropped(e, s->type))
            continue;
        int kind = resource_kind(s, ts);
        uint32_t set = emit_resource_set(e, ts);
        if (kind < 0)
            continue;
        if (emit_find_layout(ts, "binding")) {
            uint32_t declared_set = emit_layout_value(ts, "set", 0);
            uint32_t b = emit_layout_value(ts, "binding", 0) + base_of(e, base, kind, declared_set);
            s->binding = b + 1;
            hold(e, &held, set, b, bindings_taken(e, s));
        } else if (o->auto_bind_uniforms) {
            s->binding = 1; /* binding 0, unless it is used */
            if (ptrmap_get(&live, s))
                vec_push(e->a, &unbound, s);
        }
    }
    /* Those that name a set first, then the rest, in declaration order. */
    for (int named_set = 1; named_set >= 0; named_set--) {
        for (uint32_t i = 0; i < unbound.len; i++) {
            Symbol *s = unbound.data[i];
            const TypeSpec *ts = emit_resource_spec(s);
            if ((emit_find_layout(ts, "set") != NULL) != named_set)
                continue;
            uint32_t set = emit_resource_set(e, ts);
            uint32_t declared_set = emit_layout_value(ts, "set", 0);
            uint32_t b = free_binding(e, &held, set, base_of(e, base, resource_kind(s, ts), declared_set));
            s->binding = b + 1;
            hold(e, &held, set, b, bindings_taken(e, s));
        }
    }
}
