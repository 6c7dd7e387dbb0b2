/* The emitter, part 8: mesh and task shaders (SPV_EXT_mesh_shader, and
 * SPV_NV_mesh_shader for GL_NV_mesh_shader).
 *
 * The execution models and their capability, the output layouts as
 * execution modes, the task payload (TaskPayloadWorkgroupEXT) and the
 * taskNV block, PerPrimitiveEXT and PerViewNV decorations (fragment
 * shaders' perprimitive inputs too), and the functions: SetMeshOutputsEXT,
 * EmitMeshTasksEXT (a terminator that hands the payload on) and
 * writePackedPrimitiveIndices4x8NV. */
#include <string.h>

#include "glsl/emit/emit.h"

static int enabled(const Emitter *e, const char *name)
{
    const PpOutput *pp = e->unit->pp;
    int on = 0;
    for (size_t i = 0; i < pp->extensions.len; i++)
        if (strcmp(pp->extensions.data[i].name, name) == 0 || strcmp(pp->extensions.data[i].name, "all") == 0)
            on = pp->extensions.data[i].behavior != EXT_DISABLE;
    return on;
}

int emit_mesh_nv(const Emitter *e)
{
    return !enabled(e, "GL_EXT_mesh_shader") && enabled(e, "GL_NV_mesh_shader");
}

int emit_uses_per_primitive(const Emitter *e)
{
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        const Symbol *s = e->unit->globals.data[i];
        if (s->flags & QF_PERPRIMITIVE)
            return 1;
        const Type *t = s->type;
        while (t->kind == TY_ARRAY)
            t = t->elem;
        for (uint32_t k = 0; t->kind == TY_STRUCT && s->decl && s->decl->kind == ND_BLOCK_DECL &&
                             k < t->field_count; k++)
            if (t->fields[k].flags & QF_PERPRIMITIVE)
                return 1;
    }
    return 0;
}

/* Explicit, so that the EXT or NV form is the one named (the grammar
 * lists the NV capability first for the enumerants both share). */
void emit_mesh_requirements(Emitter *e, Stage stage)
{
    if (stage != STAGE_TASK && stage != STAGE_MESH && !(stage == STAGE_FRAGMENT && emit_uses_per_primitive(e)))
        return;
    if (emit_mesh_nv(e)) {
        spv_require_capability(&e->b, SpvCapabilityMeshShadingNV);
        spv_require_extension(&e->b, "SPV_NV_mesh_shader");
    } else {
        spv_require_capability(&e->b, SpvCapabilityMeshShadingEXT);
        spv_require_extension(&e->b, "SPV_EXT_mesh_shader");
    }
}

uint32_t emit_mesh_execution_model(const Emitter *e, Stage stage)
{
    int nv = emit_mesh_nv(e);
    if (stage == STAGE_TASK)
        return nv ? SpvExecutionModelTaskNV : SpvExecutionModelTaskEXT;
    return nv ? SpvExecutionModelMeshNV : SpvExecutionModelMeshEXT;
}

void emit_mesh_modes(Emitter *e, Stage stage)
{
    const StageLayout *l = &e->unit->stage_layout;
    if (stage != STAGE_MESH)
        return;
    uint32_t v = (uint32_t)(l->max_vertices > 0 ? l->max_vertices : 0);
    uint32_t p = (uint32_t)(l->max_primitives > 0 ? l->max_primitives : 0);
    emit_mode(e, SpvExecutionModeOutputVertices, &v, 1);
    emit_mode(e, SpvExecutionModeOutputPrimitivesEXT, &p, 1);
    if (l->output_primitive)
        emit_mode(e, (uint32_t)l->output_primitive, NULL, 0);
}

void emit_mesh_decorate(Emitter *e, uint32_t id, int member, uint32_t flags)
{
    static const QualifierDecoration decorations[] = {
        {QF_PERPRIMITIVE, SpvDecorationPerPrimitiveEXT},
        {QF_PERVIEW, SpvDecorationPerViewNV},
    };
    emit_decorate_qualifiers(e, id, member, flags, decorations, COUNT_OF(decorations));
}

/* taskNV out Task { ... } t; (task) and taskNV in Task { ... } t; (mesh):
 * a laid-out block in Output or Input, its members PerTaskNV. */
static uint32_t task_nv_block(Emitter *e, Symbol *s)
{
    const Type *block = s->type;
    while (block->kind == TY_ARRAY)
        block = block->elem;
    uint32_t storage = e->g->opts->stage == STAGE_TASK ? SpvStorageClassOutput : SpvStorageClassInput;
    uint32_t struct_id = emit_type(e, block, LAYOUT_STD430);
    for (uint32_t i = 0; i < block->field_count; i++)
        emit_member_decorate(e, struct_id, i, SpvDecorationPerTaskNV, 0, 0);
    emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    s->spv_storage = storage;
    s->spv_layout = LAYOUT_STD430;
    return emit_new_variable(e, storage, s->type, LAYOUT_STD430, s->decl->instance ? s->decl->instance : "", 0);
}

uint32_t emit_mesh_variable(Emitter *e, Symbol *s)
{
    if (s->storage == SQ_TASK_NV && s->decl && s->decl->kind == ND_BLOCK_DECL)
        return task_nv_block(e, s);
    if (s->storage != SQ_TASK_PAYLOAD)
        return 0;
    s->spv_storage = SpvStorageClassTaskPayloadWorkgroupEXT;
    return emit_new_variable(e, SpvStorageClassTaskPayloadWorkgroupEXT, s->type, LAYOUT_NONE, s->name, 0);
}

/* The task payload that EmitMeshTasksEXT hands on, or 0. */
static uint32_t payload(Emitter *e)
{
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        Symbol *s = e->unit->globals.data[i];
        if (s->storage == SQ_TASK_PAYLOAD)
            return emit_global(e, s);
    }
    return 0;
}

uint32_t emit_mesh_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    (void)n;
    switch ((SpecialBuiltin)bc->fn->ops[0]) {
    case SPECIAL_SET_MESH_OUTPUTS:
        emit_op(e, SpvOpSetMeshOutputsEXT, 2, args[0], args[1]);
        return 0;
    case SPECIAL_WRITE_PACKED_PRIMITIVE_INDICES:
        emit_op(e, SpvOpWritePackedPrimitiveIndices4x8NV, 2, args[0], args[1]);
        return 0;
    case SPECIAL_EMIT_MESH_TASKS: {
        uint32_t p = payload(e);
        if (p)
            emit_op(e, SpvOpEmitMeshTasksEXT, 4, args[0], args[1], args[2], p);
        else
            emit_op(e, SpvOpEmitMeshTasksEXT, 3, args[0], args[1], args[2]);
        e->label = 0; /* it ends the invocation: nothing follows in its block */
        return 0;
    }
    default:
        return 0;
    }
}
