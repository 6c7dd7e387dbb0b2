/* The emitter, part 5: the stage's interface. Input and Output variables
 * and blocks with their locations and interpolation decorations, built-in
 * variables and the gl_PerVertex blocks, and the execution modes the
 * stage's layout qualifiers ask for. */
#include <string.h>

#include "glsl/emit/emit.h"

/* Interpolation and auxiliary qualifiers (flat is decided apart: integers need it too). */
static const QualifierDecoration interpolation_decorations[] = {
    {QF_NOPERSPECTIVE, SpvDecorationNoPerspective},
    {QF_CENTROID, SpvDecorationCentroid},
    {QF_SAMPLE, SpvDecorationSample},
};

/* The type whose values one invocation sees: per-vertex arrays drop their
 * outer dimension (it counts vertices, not locations). */
static const Type *value_type(const Symbol *s)
{
    const Type *t = s->per_vertex && s->type->kind == TY_ARRAY ? s->type->elem : s->type;
    return s->decl && s->decl->kind == ND_BLOCK_DECL ? t : layout_view_type(t, s->flags);
}

/* Locations are taken once per direction, component by component (and
 * per dual-source index): Vulkan forbids overlaps. OpenGL allows one:
 * vertex shader inputs outside blocks may alias components (GLSL 4.60
 * §4.4.1, for shaders whose paths each read one of the aliases), so -G
 * takes them as glslangValidator -G does. */
/* Far above any device's limit (maxFragmentInputComponents / 4 is 32 to 128),
 * and low enough that location arithmetic never wraps. */
#define MAX_LOCATIONS 4096u

static void claim_locations(Emitter *e, Symbol *s, int input, uint32_t first, uint32_t n, uint32_t components,
                            uint32_t index)
{
    if (first >= MAX_LOCATIONS || n > MAX_LOCATIONS - first) {
        glsl_error(e->g, s->loc, "'%s' needs %s locations %u to %llu: more than any device has (%u)", s->name,
                   input ? "input" : "output", first, (unsigned long long)first + n - 1, MAX_LOCATIONS);
        return;
    }
    if (input && e->g->opts->stage == STAGE_VERTEX && !e->g->opts->vulkan_version && s->kind != SYM_BLOCK_MEMBER)
        return;
    uint32_t self = (uint32_t)e->location_owners.len;
    vec_push(e->a, &e->location_owners, s);
    for (uint32_t l = first; l < first + n; l++) {
        /* One lookup a location, its components' owners side by side. */
        uint32_t key = (index * 4096 + l) + 1, slot;
        if (!u32map_get(&e->locations[input], key, &slot)) {
            LocationComponents none = {{0}};
            vec_push(e->a, &e->location_components, none);
            slot = (uint32_t)e->location_components.len;
            u32map_put(e->a, &e->locations[input], key, slot);
        }
        for (uint32_t c = 0; c < 4; c++) {
            if (!(components >> c & 1))
                continue;
            uint32_t *owner = &e->location_components.data[slot - 1].owner[c];
            if (*owner && *owner != self + 1) {
                glsl_error(e->g, s->loc, "'%s' uses %s location %u%s, which '%s' uses already", s->name,
                           input ? "input" : "output", l, components == 0xf ? "" : " (some of its components)",
                           e->location_owners.data[*owner - 1]->name);
                return;
            }
            *owner = self + 1;
        }
    }
}

/* Flat, NoPerspective, Centroid, Sample (and Patch) on a variable or one of
 * its members, for the qualifiers and type given. Vulkan wants integer and
 * double fragment inputs flat. */
static void decorate_interpolation(Emitter *e, uint32_t id, int member, uint32_t flags, const Type *t, int input)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    const Type *scalar = type_scalar_of(t);
    /* perprimitiveEXT integer inputs too: GLSL asks no flat of them, but Vulkan wants Flat. */
    int needs_flat = input && e->g->opts->stage == STAGE_FRAGMENT && scalar &&
                     (scalar->kind != TY_FLOAT || scalar->width == 64);
    if ((flags & QF_FLAT) || needs_flat) {
        if (member >= 0)
            emit_member_decorate(e, id, (uint32_t)member, SpvDecorationFlat, 0, 0);
        else
            emit_decorate(e, id, SpvDecorationFlat, 0);
    }
    emit_decorate_qualifiers(e, id, member, flags, interpolation_decorations, COUNT_OF(interpolation_decorations));
    emit_mesh_decorate(e, id, member, flags);
}

static void decorate_variable(Emitter *e, Symbol *s, uint32_t id)
{
    if (s->flags & QF_PATCH)
        emit_decorate(e, id, SpvDecorationPatch, 0);
    if (s->flags & QF_INVARIANT)
        emit_decorate(e, id, SpvDecorationInvariant, 0);
    if (e->unit->uses_streams && s->storage == SQ_OUT)
        emit_decorate(e, id, SpvDecorationStream, 1, (uint32_t)s->stream);
}

/* Whether the shader's outputs are transform feedback's (the Xfb mode):
 * vertex processing stages that name an xfb_ layout. */
static int xfb_outputs(const Emitter *e, const Symbol *s)
{
    Stage st = e->g->opts->stage;
    return e->unit->uses_xfb && s->storage == SQ_OUT &&
           (st == STAGE_VERTEX || st == STAGE_TESS_EVALUATION || st == STAGE_GEOMETRY);
}

/* In the Xfb mode every output names its buffer and that buffer's stride,
 * as glslang writes them; only what xfb_offset captures has an Offset. */
static void decorate_xfb(Emitter *e, const Symbol *s, uint32_t id)
{
    if (!xfb_outputs(e, s))
        return;
    emit_decorate(e, id, SpvDecorationXfbBuffer, 1, (uint32_t)s->xfb_buffer);
    emit_decorate(e, id, SpvDecorationXfbStride, 1, e->unit->xfb_strides[s->xfb_buffer & 3]);
    if (s->xfb_offset && !(s->decl && s->decl->kind == ND_BLOCK_DECL) && !s->builtin_block)
        emit_decorate(e, id, SpvDecorationOffset, 1, s->xfb_offset - 1);
}

/* The Offset of each captured member of an output block. */
static void decorate_xfb_members(Emitter *e, const Symbol *s, uint32_t struct_id, const Type *block)
{
    for (uint32_t i = 0; xfb_outputs(e, s) && i < block->field_count; i++)
        if (block->fields[i].xfb_offset)
            emit_member_decorate(e, struct_id, i, SpvDecorationOffset, 1, block->fields[i].xfb_offset - 1);
}

/* The location written on a variable or block, or -1. */
static int64_t written_location(const Symbol *s)
{
    const TypeSpec *ts = s->decl && s->decl->kind == ND_BLOCK_DECL ? s->decl->type : s->decl_type;
    const LayoutItem *loc = emit_find_layout(ts, "location");
    return loc && loc->value && loc->value->cval ? (int64_t)loc->value->cval->comps[0].u : -1;
}

/* The operand of spirv_decorate(decoration, n) on `s`, or -1. */
static int64_t spirv_decoration_value(const Symbol *s, uint32_t decoration)
{
    const SpirvDecorations *ds = s->spirv_decorations;
    for (uint32_t i = 0; ds && i < ds->count; i++)
        if (ds->list[i].kind == SPIRV_DECORATE && ds->list[i].decoration == decoration)
            return ds->list[i].operand_count ? ds->list[i].operands[0].word : 0;
    return -1;
}

/* A user `in` or `out` variable: Input or Output with its location. */
static uint32_t user_variable(Emitter *e, Symbol *s)
{
    const TypeSpec *ts = s->decl_type;
    int input = s->storage == SQ_IN;
    uint32_t storage = input ? SpvStorageClassInput : SpvStorageClassOutput;
    s->spv_storage = storage;
    uint32_t id = emit_new_variable(e, storage, s->type, LAYOUT_NONE, s->name, 0);
    emit_control_decorate_input(e, s, id);
    int64_t first = s->location ? (int64_t)s->location - 1 : written_location(s);
    /* GL_EXT_spirv_intrinsics: a built-in of the user's (spirv_decorate(11,
     * ...)) has no location; one given as spirv_decorate(30, n) is n. */
    if (spirv_decoration_value(s, SpvDecorationBuiltIn) >= 0)
        return id;
    int64_t by_decoration = spirv_decoration_value(s, SpvDecorationLocation);
    if (by_decoration >= 0 && written_location(s) < 0) {
        /* With layout(location) too, the checker made sure both say the
         * same: the layout's is emitted and the decoration merged with it. */
        claim_locations(e, s, input, (uint32_t)by_decoration, layout_location_count(value_type(s)),
                        layout_component_mask(value_type(s), 0), 0);
        return id;
    }
    if (first < 0) {
        glsl_error(e->g, s->loc, "'%s' needs layout(location = N): Vulkan has no automatic locations "
                   "(-fauto-map-locations assigns them)", s->name);
        return id;
    }
    emit_decorate(e, id, SpvDecorationLocation, 1, (uint32_t)first);
    const LayoutItem *comp = emit_find_layout(ts, "component");
    uint32_t component = 0, index = 0;
    if (comp && comp->value && comp->value->cval) {
        /* in range: the checker's check_io_component says so */
        component = (uint32_t)comp->value->cval->comps[0].u & 3;
        emit_decorate(e, id, SpvDecorationComponent, 1, component);
    }
    const LayoutItem *ix = emit_find_layout(ts, "index");
    if (ix && ix->value && ix->value->cval) {
        index = (uint32_t)ix->value->cval->comps[0].u & 1;
        emit_decorate(e, id, SpvDecorationIndex, 1, index);
    }
    claim_locations(e, s, input, (uint32_t)first, layout_location_count(value_type(s)),
                    layout_component_mask(value_type(s), component), index);
    decorate_interpolation(e, id, -1, s->flags, s->type, input);
    decorate_variable(e, s, id);
    decorate_xfb(e, s, id);
    return id;
}

/* The spirv_decorate of a block's members, after what the interface gives
 * them: the same decoration again merges, another value is an error. */
static void member_spirv_decorations(Emitter *e, uint32_t struct_id, const Type *block)
{
    for (uint32_t i = 0; i < block->field_count; i++)
        emit_spirv_decorations(e, struct_id, (int)i, block->fields[i].spirv);
}

/* A user `in`/`out` block: a Block struct in Input or Output. The location
 * is the block's (members follow one another) or each member's. */
static uint32_t user_block(Emitter *e, Symbol *s)
{
    int input = s->storage == SQ_IN;
    uint32_t storage = input ? SpvStorageClassInput : SpvStorageClassOutput;
    const Type *block = value_type(s);
    while (block->kind == TY_ARRAY)
        block = block->elem;
    e->deferred_block = block;
    uint32_t struct_id = emit_type(e, block, LAYOUT_NONE);
    int deferred = !e->deferred_block;
    e->deferred_block = NULL;
    emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    s->spv_storage = storage;
    uint32_t id = emit_new_variable(e, storage, s->type, LAYOUT_NONE, s->decl->instance ? s->decl->instance : "", 0);
    emit_control_decorate_input(e, s, id);
    int64_t first = s->location ? (int64_t)s->location - 1 : written_location(s);
    /* Vulkan allows locations on the variable or on the members, not both:
     * once one member has its own, every member gets one (the others
     * following the member before, the first the block's). */
    int member_locations = 0;
    for (uint32_t i = 0; i < block->field_count; i++)
        member_locations |= block->fields[i].location >= 0;
    if (first >= 0 && !member_locations) {
        emit_decorate(e, id, SpvDecorationLocation, 1, (uint32_t)first);
        claim_locations(e, s, input, (uint32_t)first, layout_location_count(value_type(s)), 0xf, 0);
    }
    int64_t next = first;
    for (uint32_t i = 0; i < block->field_count; i++) {
        const Field *f = &block->fields[i];
        int64_t loc = f->location >= 0 ? f->location : next;
        if (loc < 0) {
            glsl_error(e->g, f->loc, "member '%s' of block '%s' needs layout(location = N), or the block one: Vulkan "
                       "has no automatic locations (-fauto-map-locations assigns them)", f->name, s->decl->name);
            break;
        }
        if (member_locations) {
            emit_member_decorate(e, struct_id, i, SpvDecorationLocation, 1, (uint32_t)loc);
            claim_locations(e, s, input, (uint32_t)loc, layout_location_count(layout_view_type(f->type, f->flags)),
                            layout_component_mask(f->type, 0), 0);
        }
        next = loc + layout_location_count(layout_view_type(f->type, f->flags));
        decorate_interpolation(e, struct_id, (int)i, f->flags | (s->flags & ~QF_PATCH), f->type, input);
        if ((f->flags | s->flags) & QF_INVARIANT)
            emit_member_decorate(e, struct_id, i, SpvDecorationInvariant, 0, 0);
    }
    if (s->flags & QF_PATCH)
        emit_decorate(e, id, SpvDecorationPatch, 0);
    if (e->unit->uses_streams && s->storage == SQ_OUT)
        emit_decorate(e, id, SpvDecorationStream, 1, (uint32_t)s->stream);
    decorate_xfb_members(e, s, struct_id, block);
    decorate_xfb(e, s, id);
    if (input)
        emit_control_decorate_members(e, struct_id, block);
    if (deferred)
        member_spirv_decorations(e, struct_id, block);
    return id;
}

/* gl_in[], gl_out[] or the anonymous output block: a Block struct whose
 * members are BuiltIn. */
static uint32_t builtin_block(Emitter *e, Symbol *s)
{
    uint32_t storage = s->storage == SQ_IN ? SpvStorageClassInput : SpvStorageClassOutput;
    const Type *block = s->type->kind == TY_ARRAY ? s->type->elem : s->type;
    e->deferred_block = block;
    uint32_t struct_id = emit_type(e, block, LAYOUT_NONE);
    int deferred = !e->deferred_block;
    e->deferred_block = NULL;
    for (uint32_t i = 0; i < block->field_count; i++) {
        emit_mesh_decorate(e, struct_id, (int)i, (s->flags & QF_PERPRIMITIVE) | block->fields[i].flags);
        emit_member_decorate(e, struct_id, i, SpvDecorationBuiltIn, 1, (uint32_t)block->fields[i].builtin);
        if (block->fields[i].builtin == SpvBuiltInPrimitiveShadingRateKHR)
            emit_builtin_used(e, block->fields[i].builtin); /* spirv-val wants its capability even unused */
        emit_control_builtin_used(e, block->fields[i].builtin); /* the NV members' extensions */
        if (block->fields[i].flags & QF_INVARIANT)
            emit_member_decorate(e, struct_id, i, SpvDecorationInvariant, 0, 0);
    }
    emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    s->spv_storage = storage;
    /* The anonymous block's variable has an empty name, as glslang gives it. */
    uint32_t id = emit_new_variable(e, storage, s->type, LAYOUT_NONE, s->type->kind == TY_ARRAY ? s->name : "", 0);
    if (s->storage == SQ_IN) { /* gl_in[] redeclared with layout(passthrough) */
        emit_control_decorate_input(e, s, id);
        emit_control_decorate_members(e, struct_id, block);
    }
    if (e->unit->uses_streams && s->storage == SQ_OUT)
        emit_decorate(e, id, SpvDecorationStream, 1, (uint32_t)s->stream);
    decorate_xfb_members(e, s, struct_id, block);
    decorate_xfb(e, s, id);
    if (deferred)
        member_spirv_decorations(e, struct_id, block);
    return id;
}

static uint32_t builtin_variable(Emitter *e, Symbol *s)
{
    uint32_t storage = s->storage == SQ_OUT ? SpvStorageClassOutput : SpvStorageClassInput;
    s->spv_storage = storage;
    uint32_t id = emit_new_variable(e, storage, emit_subgroup_variable_type(e, s), LAYOUT_NONE, s->name, 0);
    emit_decorate(e, id, SpvDecorationBuiltIn, 1, (uint32_t)s->builtin);
    emit_subgroup_variable(e, s);
    /* Vulkan wants integer fragment inputs flat, built-ins included. */
    const Type *scalar = type_scalar_of(s->type->kind == TY_ARRAY ? s->type->elem : s->type);
    if (e->g->opts->stage == STAGE_FRAGMENT && storage == SpvStorageClassInput && scalar && scalar->kind == TY_INT)
        emit_decorate(e, id, SpvDecorationFlat, 0);
    decorate_variable(e, s, id);
    emit_control_decorate_builtin(e, s, id);
    /* From SPIR-V 1.6 demote is core and a helper's status can change: glslang's Volatile. */
    if (s->builtin == SpvBuiltInHelperInvocation && e->b.version >= 0x00010600 && !e->vulkan_memory_model)
        emit_decorate(e, id, SpvDecorationVolatile, 0);
    if (s->builtin == SpvBuiltInFragDepth)
        e->writes_depth = 1;
    emit_ray_builtin(e, s, id);
    emit_builtin_used(e, s->builtin);
    return id;
}

uint32_t emit_interface_variable(Emitter *e, Symbol *s)
{
    if (s->builtin_block)
        return builtin_block(e, s);
    if (s->builtin >= 0)
        return builtin_variable(e, s);
    if (s->decl && s->decl->kind == ND_BLOCK_DECL)
        return user_block(e, s);
    return user_variable(e, s);
}

void emit_builtin_used(Emitter *e, int builtin)
{
    Stage stage = e->g->opts->stage;
    switch (builtin) {
    case SpvBuiltInClipDistance: spv_require_capability(&e->b, SpvCapabilityClipDistance); break;
    case SpvBuiltInCullDistance: spv_require_capability(&e->b, SpvCapabilityCullDistance); break;
    case SpvBuiltInPrimitiveShadingRateKHR: spv_require_capability(&e->b, SpvCapabilityFragmentShadingRateKHR); break;
    case SpvBuiltInPointSize:
        /* Point size outside vertex shaders is a device feature of its own. */
        if (stage == STAGE_TESS_CONTROL || stage == STAGE_TESS_EVALUATION)
            spv_require_capability(&e->b, SpvCapabilityTessellationPointSize);
        else if (stage == STAGE_GEOMETRY)
            spv_require_capability(&e->b, SpvCapabilityGeometryPointSize);
        break;
    default:
        emit_control_builtin_used(e, builtin);
        break;
    }
}

/* ---- -fauto-map-locations ---- */

/* The locations a user input or output declares itself, or 0 if none. */
static int declares_location(const Symbol *s)
{
    if (written_location(s) >= 0)
        return 1;
    if (!s->decl || s->decl->kind != ND_BLOCK_DECL)
        return 0;
    const Type *block = value_type(s);
    while (block->kind == TY_ARRAY)
        block = block->elem;
    for (uint32_t i = 0; i < block->field_count; i++)
        if (block->fields[i].location >= 0)
            return 1; /* the other members follow it */
    return 0;
}

static void mark(U32Map *used, Arena *a, uint32_t first, uint32_t n)
{
    for (uint32_t l = first; l < first + n && l < first + 4096; l++)
        u32map_put(a, used, l + 1, 1);
}

/* Each input and output without a location takes the lowest run of free
 * locations it fits in, in declaration order: two stages that declare
 * their interface in the same order match. */
void emit_assign_locations(Emitter *e)
{
    U32Map used[2] = {{0}};
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        Symbol *s = e->unit->globals.data[i];
        if ((s->storage != SQ_IN && s->storage != SQ_OUT) || s->builtin >= 0 || s->builtin_block ||
            !declares_location(s))
            continue;
        int64_t first = written_location(s);
        if (first >= 0) {
            mark(&used[s->storage == SQ_IN], e->a, (uint32_t)first, layout_location_count(value_type(s)));
            continue;
        }
        const Type *block = value_type(s);
        while (block->kind == TY_ARRAY)
            block = block->elem;
        uint32_t next = 0;
        for (uint32_t k = 0; k < block->field_count; k++) {
            const Field *f = &block->fields[k];
            uint32_t loc = f->location >= 0 ? (uint32_t)f->location : next;
            mark(&used[s->storage == SQ_IN], e->a, loc, layout_location_count(f->type));
            next = loc + layout_location_count(f->type);
        }
    }
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        Symbol *s = e->unit->globals.data[i];
        if ((s->storage != SQ_IN && s->storage != SQ_OUT) || s->builtin >= 0 || s->builtin_block || s->location ||
            declares_location(s) || spirv_decoration_value(s, SpvDecorationBuiltIn) >= 0 ||
            spirv_decoration_value(s, SpvDecorationLocation) >= 0)
            continue;
        U32Map *u = &used[s->storage == SQ_IN];
        uint32_t n = layout_location_count(value_type(s)), l = 0;
        for (;; l++) {
            uint32_t k = 0;
            while (k < n && !u32map_get(u, l + k + 1, NULL))
                k++;
            if (k == n)
                break;
        }
        mark(u, e->a, l, n);
        s->location = l + 1;
    }
}

/* ---- execution modes ---- */

static void mode(Emitter *e, uint32_t m)
{
    emit_mode(e, m, NULL, 0);
}

static void mode_value(Emitter *e, uint32_t m, uint32_t value)
{
    emit_mode(e, m, &value, 1);
}

void emit_execution_modes(Emitter *e, Stage stage)
{
    const StageLayout *l = &e->unit->stage_layout;
    switch (stage) {
    case STAGE_COMPUTE: case STAGE_TASK: case STAGE_MESH: {
        /* A size given only with spirv_execution_mode(_id) replaces the default 1 1 1. */
        const int *set = e->unit->local_size_set;
        int declared = set[0] || set[1] || set[2];
        if (declared || (!emit_spirv_has_mode(e, SpvExecutionModeLocalSize) &&
                         !emit_spirv_has_mode(e, SpvExecutionModeLocalSizeId)))
            emit_mode(e, SpvExecutionModeLocalSize, e->unit->local_size, 3);
        /* local_size_*_id: the size is specializable whether or not the
         * shader reads gl_WorkGroupSize, and only the WorkgroupSize built-in
         * makes it so (LocalSize is fixed). */
        const int *ids = e->unit->local_size_id;
        if (ids[0] >= 0 || ids[1] >= 0 || ids[2] >= 0)
            emit_work_group_size(e);
        break;
    }
    case STAGE_FRAGMENT:
        /* Vulkan's only origin is the upper left; OpenGL's is the lower left
         * unless gl_FragCoord is redeclared with origin_upper_left. */
        mode(e, e->g->opts->vulkan_version || l->origin_upper_left ? SpvExecutionModeOriginUpperLeft
                                                                   : SpvExecutionModeOriginLowerLeft);
        if (l->pixel_center_integer)
            mode(e, SpvExecutionModePixelCenterInteger);
        if (l->early_fragment_tests)
            mode(e, SpvExecutionModeEarlyFragmentTests);
        if (e->writes_depth || l->depth)
            mode(e, SpvExecutionModeDepthReplacing);
        if (l->depth && l->depth != SpvExecutionModeDepthReplacing)
            mode(e, (uint32_t)l->depth);
        break;
    case STAGE_TESS_CONTROL:
        mode_value(e, SpvExecutionModeOutputVertices, (uint32_t)l->vertices);
        break;
    case STAGE_TESS_EVALUATION:
        /* Spacing and winding default as GLSL says (§4.4.1.2): equal, ccw. */
        mode(e, (uint32_t)l->input_primitive);
        mode(e, (uint32_t)(l->spacing ? l->spacing : SpvExecutionModeSpacingEqual));
        mode(e, (uint32_t)(l->order ? l->order : SpvExecutionModeVertexOrderCcw));
        if (l->point_mode)
            mode(e, SpvExecutionModePointMode);
        break;
    case STAGE_GEOMETRY:
        mode(e, (uint32_t)l->input_primitive);
        mode_value(e, SpvExecutionModeInvocations, (uint32_t)(l->invocations ? l->invocations : 1));
        mode(e, (uint32_t)l->output_primitive);
        mode_value(e, SpvExecutionModeOutputVertices, (uint32_t)l->max_vertices);
        if (e->unit->uses_streams)
            spv_require_capability(&e->b, SpvCapabilityGeometryStreams);
        break;
    default:
        break;
    }
    if (e->unit->uses_xfb && (stage == STAGE_VERTEX || stage == STAGE_TESS_EVALUATION || stage == STAGE_GEOMETRY))
        mode(e, SpvExecutionModeXfb);
    emit_mesh_modes(e, stage);
    /* void main() [[subgroup_uniform_control_flow]] (GL_EXT_subgroup_uniform_control_flow). */
    const Node *main_decl = e->unit->main ? e->unit->main->decl : NULL;
    for (size_t i = 0; main_decl && i < main_decl->attributes.len; i++)
        if (strcmp(main_decl->attributes.data[i].name, "subgroup_uniform_control_flow") == 0)
            mode(e, SpvExecutionModeSubgroupUniformControlFlowKHR);
    emit_control_modes(e);
    emit_spirv_modes(e);
}
