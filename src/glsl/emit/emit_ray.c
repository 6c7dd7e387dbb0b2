/* The emitter, ray tracing part: SPV_KHR_ray_tracing, SPV_NV_ray_tracing
 * (and _motion_blur), SPV_KHR_ray_query and SPV_NV_shader_invocation_reorder
 * for what check_ray.c accepted.
 *
 * The ray tracing storage classes of payloads, hit attributes, callable
 * data and shader record blocks; rayQueryEXT and hitObjectNV objects, which
 * SPIR-V cannot copy: every such variable is a Private variable (a local one
 * too, as glslang makes it) and functions take them by pointer; and the
 * calls of builtins_ray.def. A module takes SPV_NV_ray_tracing's forms when the
 * shader enables GL_NV_ray_tracing without GL_EXT_ray_tracing: the
 * RayTracingNV capability, payload and callable data named by their
 * Location (OpTraceNV, OpExecuteCallableNV); the KHR forms name the
 * variable itself. */
#include <string.h>

#include "glsl/emit/emit.h"
#include "spirv/tables.h"

static int enabled(const Emitter *e, const char *extension)
{
    const PpOutput *pp = e->unit->pp;
    int on = 0;
    for (size_t i = 0; i < pp->extensions.len; i++) {
        const ExtDirective *d = &pp->extensions.data[i];
        if (strcmp(d->name, extension) == 0 || strcmp(d->name, "all") == 0)
            on = d->behavior != EXT_DISABLE;
    }
    return on;
}

int emit_ray_nv(const Emitter *e)
{
    return enabled(e, "GL_NV_ray_tracing") && !enabled(e, "GL_EXT_ray_tracing");
}

void emit_ray_requirements(Emitter *e, Stage stage)
{
    /* The grammar lists RayTracingNV first for the ray tracing execution
     * models, storage classes and built-ins: name the capability meant. */
    if (stage >= STAGE_RAYGEN && stage <= STAGE_CALLABLE) {
        if (emit_ray_nv(e)) {
            spv_require_capability(&e->b, SpvCapabilityRayTracingNV);
            spv_require_extension(&e->b, "SPV_NV_ray_tracing");
        } else {
            spv_require_capability(&e->b, SpvCapabilityRayTracingKHR);
            spv_require_extension(&e->b, "SPV_KHR_ray_tracing");
        }
    } else if (enabled(e, "GL_EXT_ray_query")) {
        /* accelerationStructureEXT outside ray tracing stages is ray query's
         * (the grammar names SPV_NV_ray_tracing first for its type) */
        spv_require_capability(&e->b, SpvCapabilityRayQueryKHR);
        spv_require_extension(&e->b, "SPV_KHR_ray_query");
    }
    if (e->unit->primitive_culling)
        spv_require_capability(&e->b, SpvCapabilityRayTraversalPrimitiveCullingKHR);
}

int emit_is_ray_object(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_OPAQUE && (TYPE_BASE(t->opaque) == BT_RAY_QUERY || TYPE_BASE(t->opaque) == BT_HIT_OBJECT);
}

uint32_t emit_ray_type(Emitter *e, const Type *t)
{
    if (TYPE_BASE(t->opaque) == BT_RAY_QUERY)
        return spv_unique(&e->b, SpvOpTypeRayQueryKHR, 0, NULL, 0);
    if (TYPE_BASE(t->opaque) == BT_HIT_OBJECT)
        return spv_unique(&e->b, SpvOpTypeHitObjectNV, 0, NULL, 0);
    return spv_unique(&e->b, SpvOpTypeAccelerationStructureKHR, 0, NULL, 0);
}

static uint32_t storage_class(StorageQual storage)
{
    switch (storage) {
    case SQ_RAY_PAYLOAD: return SpvStorageClassRayPayloadKHR;
    case SQ_RAY_PAYLOAD_IN: return SpvStorageClassIncomingRayPayloadKHR;
    case SQ_HIT_ATTRIBUTE: return SpvStorageClassHitAttributeKHR;
    case SQ_CALLABLE_DATA: return SpvStorageClassCallableDataKHR;
    case SQ_CALLABLE_DATA_IN: return SpvStorageClassIncomingCallableDataKHR;
    case SQ_HIT_OBJECT_ATTR: return SpvStorageClassHitObjectAttributeNV;
    default: return 0;
    }
}

uint32_t emit_ray_variable(Emitter *e, Symbol *s)
{
    uint32_t storage = storage_class(s->storage);
    if (!storage)
        return 0;
    s->spv_storage = storage;
    /* a block's variable is named by its instance (an anonymous one's by nothing, as glslang names it) */
    int block = s->decl && s->decl->kind == ND_BLOCK_DECL;
    const char *name = block ? (s->decl->instance ? s->decl->instance : "") : s->name;
    uint32_t id = emit_new_variable(e, storage, s->type, LAYOUT_NONE, name, 0);
    const TypeSpec *ts = block ? s->decl->type : s->decl_type;
    const LayoutItem *loc = emit_find_layout(ts, "location");
    /* OpTraceNV and OpExecuteCallableNV find their variable by Location. */
    if (emit_ray_nv(e) && loc && loc->value && loc->value->cval)
        emit_decorate(e, id, SpvDecorationLocation, 1, (uint32_t)loc->value->cval->comps[0].u);
    return id;
}

void emit_ray_builtin(Emitter *e, const Symbol *s, uint32_t id)
{
    /* GLSL_EXT_ray_tracing §7.1: `in volatile float gl_RayTmaxEXT` in
     * intersection shaders, where reportIntersectionEXT() can change it
     * (glslang's decorations; the Vulkan memory model has no volatile
     * variables, so there it is left to the driver). */
    if (s->builtin == SpvBuiltInRayTmaxKHR && e->g->opts->stage == STAGE_INTERSECT && !e->vulkan_memory_model) {
        emit_decorate(e, id, SpvDecorationVolatile, 0);
        emit_decorate(e, id, SpvDecorationCoherent, 0);
    }
}

uint32_t emit_ray_object_local(Emitter *e, Symbol *s)
{
    s->spv_storage = SpvStorageClassPrivate;
    return emit_new_variable(e, SpvStorageClassPrivate, s->type, LAYOUT_NONE, s->name, 0);
}

static uint32_t with_result(Emitter *e, SpvOp op, const Type *t, const uint32_t *operands, unsigned count)
{
    uint32_t w[2 + BUILTIN_MAX_PARAMS] = {emit_type(e, t, LAYOUT_NONE), spv_new_id(&e->b)};
    for (unsigned i = 0; i < count && i < BUILTIN_MAX_PARAMS; i++)
        w[2 + i] = operands[i];
    emit_op_words(e, op, w, 2 + count);
    return w[1];
}

uint32_t emit_ray_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    SpvOp op = (SpvOp)bc->fn->ops[1];
    uint32_t w[BUILTIN_MAX_PARAMS];
    unsigned count = bc->param_count;
    for (unsigned i = 0; i < count; i++) {
        const Node *arg = n->args.data[i];
        if (bc->directions[i] == PARAM_REFERENCE) {
            /* a ray query or hit object: the variable (or element) itself */
            LValue lv;
            if (!emit_lvalue(e, n->args.data[i], &lv))
                return 0;
            w[i] = lv.ptr;
        } else if (bc->params[i]->kind == TY_BOOL) {
            /* `committed`: the Intersection operand, candidate 0 or committed 1 */
            w[i] = emit_uint_constant(e, arg->cval && arg->cval->comps[0].u ? 1 : 0);
        } else {
            w[i] = args[i];
        }
    }
    /* The last argument names a payload, callable data or hit object
     * attributes by location: the variable goes in its place (the NV
     * forms keep the number). */
    if (count && check_ray_located_storage(op) != SQ_NONE && n->sym) {
        if (op == SpvOpExecuteCallableKHR && emit_ray_nv(e))
            op = SpvOpExecuteCallableNV;
        else
            w[count - 1] = emit_global(e, n->sym);
    }
    if (n->ty->kind == TY_VOID) {
        emit_op_words(e, op, w, count);
        return 0;
    }
    return with_result(e, op, n->ty, w, count);
}
