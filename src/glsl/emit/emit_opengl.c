/* What SPIR-V for OpenGL (GL_ARB_gl_spirv, glslangValidator -G) has and
 * Vulkan's does not: atomic counters in the AtomicCounter storage class
 * with their binding and byte offset, and the default-block uniforms,
 * UniformConstant variables that OpenGL finds by location. */
#include "emit.h"

static uint32_t layout_value(const Symbol *s, const char *name, int *given)
{
    const LayoutItem *it = emit_find_layout(s->decl_type, name);
    *given = it && it->value && it->value->cval;
    return *given ? (uint32_t)it->value->cval->comps[0].u : 0;
}

int emit_is_counter_type(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_OPAQUE && TYPE_BASE(t->opaque) == BT_ATOMIC_UINT;
}

int emit_is_atomic_counter(const Symbol *s)
{
    return s->storage == SQ_UNIFORM && emit_is_counter_type(s->type);
}

/* A uniform outside a block that holds values, not handles: OpenGL's default
 * uniform block (Vulkan has none: the checker refuses it there). */
int emit_is_default_uniform(const Emitter *e, const Symbol *s)
{
    const Type *t = s->type;
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return s->storage == SQ_UNIFORM && !e->g->opts->vulkan_version && t->kind != TY_OPAQUE && t->kind != TY_SPIRV;
}

/* Bytes of a counter or counter array: 4 a counter (GLSL 4.60 §4.4.6.3). */
static uint32_t counter_bytes(const Type *t)
{
    uint32_t n = 4;
    for (; t->kind == TY_ARRAY; t = t->elem)
        n *= t->length ? t->length : 1;
    return n;
}

/* §4.4.6.3: a counter without layout(offset) takes the offset after the
 * previous counter of its binding, in declaration order (globals are
 * emitted at their first use, so the order is the unit's, walked here). */
static uint32_t counter_offset(const Emitter *e, const Symbol *s, uint32_t binding)
{
    uint32_t next = 0;
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        const Symbol *g = e->unit->globals.data[i];
        int has_binding, has_offset;
        if (!emit_is_atomic_counter(g) || layout_value(g, "binding", &has_binding) != binding)
            continue;
        uint32_t offset = layout_value(g, "offset", &has_offset);
        if (!has_offset)
            offset = next;
        if (g == s)
            return offset;
        next = offset + counter_bytes(g->type);
    }
    return next;
}

uint32_t emit_atomic_counter_variable(Emitter *e, Symbol *s)
{
    int given;
    uint32_t binding = layout_value(s, "binding", &given);
    spv_require_capability(&e->b, SpvCapabilityAtomicStorage);
    s->spv_storage = SpvStorageClassAtomicCounter;
    uint32_t id = emit_new_variable(e, SpvStorageClassAtomicCounter, s->type, LAYOUT_NONE, s->name, 0);
    emit_decorate(e, id, SpvDecorationOffset, 1, counter_offset(e, s, binding));
    emit_decorate(e, id, SpvDecorationBinding, 1, binding);
    return id;
}

uint32_t emit_default_uniform_variable(Emitter *e, Symbol *s)
{
    int given;
    uint32_t location = layout_value(s, "location", &given);
    s->spv_storage = SpvStorageClassUniformConstant;
    /* The initializer is the uniform's value until the application sets one (GLSL 4.60 4.3.5). */
    uint32_t init = emit_global_init_is_constant(s->decl, s->type) ? emit_constant(e, s->decl->init->cval) : 0;
    uint32_t id = emit_new_variable(e, SpvStorageClassUniformConstant, s->type, LAYOUT_NONE, s->name, init);
    if (given)
        emit_decorate(e, id, SpvDecorationLocation, 1, location);
    return id;
}

/* atomicCounter*(): an atomic at Device scope with relaxed semantics on the
 * counter's uint. atomicCounterDecrement returns the value after the
 * decrement, OpAtomicIDecrement the one before. */
uint32_t emit_atomic_counter_call(Emitter *e, Node *n, const BuiltinCall *bc)
{
    LValue lv;
    if (!emit_lvalue(e, n->args.data[0], &lv))
        return 0;
    uint32_t values[2] = {0, 0};
    for (size_t i = 1; i < n->args.len && i < 3; i++)
        values[i - 1] = emit_expr(e, n->args.data[i]);
    const Type *u = e->tt->uint_;
    if (bc->op != SpvOpAtomicIIncrement && bc->op != SpvOpAtomicIDecrement && bc->op != SpvOpAtomicLoad) {
        /* atomicCounterAdd() and the others of GLSL 4.60 (GL_ARB_shader_atomic_counter_ops). */
        spv_require_capability(&e->b, SpvCapabilityAtomicStorageOps);
        spv_require_extension(&e->b, "SPV_KHR_shader_atomic_counter_ops");
    }
    if (bc->op != SpvOpAtomicIIncrement && bc->op != SpvOpAtomicIDecrement)
        return emit_atomic_op(e, (SpvOp)bc->op, u, lv.ptr, values, NULL);
    /* Increment and decrement take no value operand. */
    uint32_t type = emit_type(e, u, LAYOUT_NONE), id = spv_new_id(&e->b);
    emit_op(e, (SpvOp)bc->op, 5, type, id, lv.ptr, emit_scope(e, SpvScopeDevice), emit_uint_constant(e, 0));
    if (bc->op == SpvOpAtomicIIncrement)
        return id;
    uint32_t after = spv_new_id(&e->b);
    emit_op(e, SpvOpISub, 4, type, after, id, emit_uint_constant(e, 1));
    return after;
}
