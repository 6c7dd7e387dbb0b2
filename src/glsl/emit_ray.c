/* The emitter, ray tracing part: SPV_KHR_ray_tracing, SPV_NV_ray_tracing
 * (and _motion_blur) and SPV_KHR_ray_query for what check_ray.c accepted.
 *
 * The ray tracing storage classes of payloads, hit attributes, callable
 * data and shader record blocks; rayQueryEXT objects, which SPIR-V cannot
 * copy: every ray query variable is a Private variable (a local one too,
 * as glslang makes it) and functions take them by pointer; and the calls of
 * builtins_ray.def. A module takes SPV_NV_ray_tracing's forms when the
 * shader enables GL_NV_ray_tracing without GL_EXT_ray_tracing: the
 * RayTracingNV capability, payload and callable data named by their
 * Location (OpTraceNV, OpExecuteCallableNV); the KHR forms name the
 * variable itself. */
#include <string.h>

#include "glsl/emit.h"
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

int emit_is_ray_query(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_OPAQUE && TYPE_BASE(t->opaque) == BT_RAY_QUERY;
}

uint32_t emit_ray_type(Emitter *e, const Type *t)
{
    if (TYPE_BASE(t->opaque) == BT_RAY_QUERY)
        return spv_unique(&e->b, SpvOpTypeRayQueryKHR, 0, NULL, 0);
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
    default: return 0;
    }
}

uint32_t emit_ray_variable(Emitter *e, Symbol *s)
{
    uint32_t storage = storage_class(s->storage);
    if (!storage)
        return 0;
    s->spv_storage = storage;
    uint32_t id = emit_new_variable(e, storage, s->type, LAYOUT_NONE, s->name, 0);
    const LayoutItem *loc = emit_find_layout(s->decl_type, "location");
    /* OpTraceNV and OpExecuteCallableNV find their variable by Location. */
    if (emit_ray_nv(e) && loc && loc->value && loc->value->cval)
        emit_decorate(e, id, SpvDecorationLocation, 1, (uint32_t)loc->value->cval->comps[0].u);
    return id;
}

uint32_t emit_ray_query_local(Emitter *e, Symbol *s)
{
    s->spv_storage = SpvStorageClassPrivate;
    return emit_new_variable(e, SpvStorageClassPrivate, s->type, LAYOUT_NONE, s->name, 0);
}

/* The ray query argument: the variable (or element) itself. */
static uint32_t query(Emitter *e, Node *arg)
{
    LValue lv;
    if (!emit_lvalue(e, arg, &lv))
        return 0;
    return lv.ptr;
}

static uint32_t with_result(Emitter *e, SpvOp op, const Type *t, const uint32_t *operands, unsigned count)
{
    uint32_t w[16] = {emit_type(e, t, LAYOUT_NONE), spv_new_id(&e->b)};
    for (unsigned i = 0; i < count && i < 14; i++)
        w[2 + i] = operands[i];
    emit_op_words(e, op, w, 2 + count);
    return w[1];
}

uint32_t emit_ray_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    SpvOp op = (SpvOp)bc->fn->ops[1];
    uint32_t w[16];
    unsigned count = bc->param_count;
    switch (op) {
    case SpvOpTraceRayKHR: case SpvOpTraceRayMotionNV: case SpvOpExecuteCallableKHR:
        /* the last argument names the payload or callable data: the variable goes instead */
        memcpy(w, args, (count - 1) * sizeof *w);
        w[count - 1] = emit_global(e, n->sym);
        if (op == SpvOpExecuteCallableKHR && emit_ray_nv(e)) {
            w[count - 1] = args[count - 1];
            op = SpvOpExecuteCallableNV;
        }
        emit_op_words(e, op, w, count);
        return 0;
    case SpvOpTraceNV: case SpvOpExecuteCallableNV: case SpvOpIgnoreIntersectionNV: case SpvOpTerminateRayNV:
        emit_op_words(e, op, args, count);
        return 0;
    case SpvOpReportIntersectionKHR:
        return with_result(e, op, n->ty, args, 2);
    default:
        break;
    }
    /* ray queries: the query first; then the other arguments, or the
     * intersection (candidate 0, committed 1) where `committed` is given */
    w[0] = query(e, n->args.data[0]);
    if (!w[0])
        return 0;
    for (unsigned i = 1; i < count; i++) {
        const Node *arg = n->args.data[i];
        w[i] = bc->params[i]->kind == TY_BOOL ? emit_uint_constant(e, arg->cval && arg->cval->comps[0].u ? 1 : 0)
                                              : args[i];
    }
    if (n->ty->kind == TY_VOID) {
        emit_op_words(e, op, w, count);
        return 0;
    }
    return with_result(e, op, n->ty, w, count);
}
