/* The emitter, part 8: the control, debugging and fragment extensions of
 * issue 10 (check_control.c checked them).
 *
 *   [[attributes]]        loop and selection controls, operands in bit order
 *   debugPrintfEXT        OpExtInst of NonSemantic.DebugPrintf (1) with the
 *                         format as an OpString; SPV_KHR_non_semantic_info
 *                         below SPIR-V 1.6
 *   clockARB and kin      OpReadClockKHR at Subgroup or Device scope
 *   interlock             OpBegin/EndInvocationInterlockEXT and its mode
 *   sparseTexelsResident  OpImageSparseTexelsResident (the sparse texture
 *                         functions are emit_image.c's)
 *   terminateInvocation   OpTerminateInvocation (emit_stmt.c)
 *   built-in variables    the capability and extension of each; where two
 *                         extensions share a capability (barycentrics,
 *                         fragment density and NV shading rate), the one the
 *                         shader enabled
 *   pervertexEXT inputs   PerVertexKHR
 * The builder infers the rest from the grammar tables. */
#include <string.h>

#include "glsl/emit/emit.h"
#include "spirv/tables.h"


static uint32_t type_id(Emitter *e, const Type *t)
{
    return emit_type(e, t, LAYOUT_NONE);
}

/* Whether the unit enables GLSL extension `name`. */
static int enabled(const Emitter *e, const char *name)
{
    const PpOutput *pp = e->unit->pp;
    int on = 0;
    for (size_t i = 0; i < pp->extensions.len; i++)
        if (strcmp(pp->extensions.data[i].name, name) == 0)
            on = pp->extensions.data[i].behavior != EXT_DISABLE;
    return on;
}

/* ---- [[attributes]] ---- */

static const struct {
    const char *name;
    uint32_t mask;   /* SpvLoopControl or SpvSelectionControl bit */
    int has_value;
} control_bits[] = {
    {"unroll", SpvLoopControlUnrollMask, 0},
    {"dont_unroll", SpvLoopControlDontUnrollMask, 0},
    {"loop", SpvLoopControlDontUnrollMask, 0},
    {"dependency_infinite", SpvLoopControlDependencyInfiniteMask, 0},
    {"dependency_length", SpvLoopControlDependencyLengthMask, 1},
    {"min_iterations", SpvLoopControlMinIterationsMask, 1},
    {"max_iterations", SpvLoopControlMaxIterationsMask, 1},
    {"iteration_multiple", SpvLoopControlIterationMultipleMask, 1},
    {"peel_count", SpvLoopControlPeelCountMask, 1},
    {"partial_count", SpvLoopControlPartialCountMask, 1},
    {"flatten", SpvSelectionControlFlattenMask, 0},
    {"dont_flatten", SpvSelectionControlDontFlattenMask, 0},
    {"branch", SpvSelectionControlDontFlattenMask, 0},
};

/* The control mask of statement `s` and, in `operands` (up to 6), the
 * literals of its bits in increasing bit order, as SPIR-V orders them. */
uint32_t emit_control_mask(const Node *s, uint32_t *operands, uint32_t *count)
{
    *count = 0;
    if (!s->attributes.len)
        return 0; /* most statements: no table to clear, no bits to walk */
    uint32_t mask = 0, values[32] = {0};
    for (size_t i = 0; i < s->attributes.len; i++) {
        const LayoutItem *a = &s->attributes.data[i];
        for (size_t k = 0; k < COUNT_OF(control_bits); k++) {
            if (strcmp(control_bits[k].name, a->name) != 0)
                continue;
            mask |= control_bits[k].mask;
            if (control_bits[k].has_value && a->value && a->value->cval) {
                int bit = 0;
                while (!(control_bits[k].mask & (1u << bit)))
                    bit++;
                values[bit] = (uint32_t)a->value->cval->comps[0].u;
            }
        }
    }
    for (int bit = 0; bit < 32 && operands; bit++) {
        uint32_t m = 1u << bit;
        if ((mask & m) && (m & (SpvLoopControlDependencyLengthMask | SpvLoopControlMinIterationsMask |
                                SpvLoopControlMaxIterationsMask | SpvLoopControlIterationMultipleMask |
                                SpvLoopControlPeelCountMask | SpvLoopControlPartialCountMask)))
            operands[(*count)++] = values[bit];
    }
    return mask;
}

/* ---- debugPrintfEXT ---- */

uint32_t emit_debug_printf(Emitter *e, Node *n)
{
    uint32_t set = emit_ext_import(e, "NonSemantic.DebugPrintf");
    /* The format: an OpString in the debug section, where strings go. */
    SpvWords str = {0};
    uint32_t str_id = spv_new_id(&e->b);
    vec_push(e->a, &str, str_id);
    spv_string(&e->b, &str, n->args.data[0]->name ? n->args.data[0]->name : "");
    spv_inst(&e->b, SEC_DEBUG_SOURCE, SpvOpString, str.data, str.len);
    SpvWords w = {0};
    vec_push(e->a, &w, type_id(e, e->tt->void_));
    vec_push(e->a, &w, spv_new_id(&e->b));
    vec_push(e->a, &w, set);
    vec_push(e->a, &w, 1); /* DebugPrintf */
    vec_push(e->a, &w, str_id);
    for (size_t i = 1; i < n->args.len; i++)
        vec_push(e->a, &w, emit_expr(e, n->args.data[i]));
    emit_op_words(e, SpvOpExtInst, w.data, w.len);
    return 0;
}

/* ---- functions ---- */

uint32_t emit_control_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    (void)args;
    switch ((ControlOp)bc->fn->ops[0]) {
    case CTL_CLOCK: {
        uint32_t id = spv_new_id(&e->b);
        emit_op(e, SpvOpReadClockKHR, 3, type_id(e, n->ty), id, emit_uint_constant(e, bc->fn->ops[1]));
        return id;
    }
    case CTL_INTERLOCK_BEGIN:
        emit_op(e, SpvOpBeginInvocationInterlockEXT, 0);
        return 0;
    case CTL_INTERLOCK_END:
        emit_op(e, SpvOpEndInvocationInterlockEXT, 0);
        return 0;
    case CTL_SPARSE_RESIDENT: {
        uint32_t id = spv_new_id(&e->b);
        emit_op(e, SpvOpImageSparseTexelsResident, 3, type_id(e, n->ty), id, args[0]);
        return id;
    }
    }
    return 0;
}

/* ---- built-in variables ---- */

/* The capabilities and extensions a built-in variable or gl_PerVertex
 * member of these extensions needs, once used. */
void emit_control_builtin_used(Emitter *e, int builtin)
{
    SpvBuilder *b = &e->b;
    Stage stage = e->g->opts->stage;
    /* Mesh shaders have the NV viewport and per-view built-ins through MeshShadingNV. */
    int mesh = stage == STAGE_MESH || stage == STAGE_TASK;
    switch (builtin) {
    case SpvBuiltInBaryCoordKHR: case SpvBuiltInBaryCoordNoPerspKHR:
        spv_require_capability(b, SpvCapabilityFragmentBarycentricKHR);
        spv_require_extension(b, enabled(e, "GL_EXT_fragment_shader_barycentric")
                                     ? "SPV_KHR_fragment_shader_barycentric" : "SPV_NV_fragment_shader_barycentric");
        break;
    case SpvBuiltInFragSizeEXT: case SpvBuiltInFragInvocationCountEXT:
        spv_require_capability(b, SpvCapabilityFragmentDensityEXT);
        spv_require_extension(b, enabled(e, "GL_EXT_fragment_invocation_density")
                                     ? "SPV_EXT_fragment_invocation_density" : "SPV_NV_shading_rate");
        break;
    case SpvBuiltInLayer: case SpvBuiltInViewportIndex:
        if (stage == STAGE_VERTEX || stage == STAGE_TESS_CONTROL || stage == STAGE_TESS_EVALUATION) {
            spv_require_capability(b, SpvCapabilityShaderViewportIndexLayerEXT);
            spv_require_extension(b, "SPV_EXT_shader_viewport_index_layer");
        }
        break;
    case SpvBuiltInViewportMaskNV:
        if (!mesh)
            spv_require_capability(b, SpvCapabilityShaderViewportMaskNV);
        break;
    case SpvBuiltInSecondaryPositionNV: case SpvBuiltInSecondaryViewportMaskNV:
        if (!mesh)
            spv_require_capability(b, SpvCapabilityShaderStereoViewNV);
        break;
    case SpvBuiltInPositionPerViewNV: case SpvBuiltInViewportMaskPerViewNV:
        if (!mesh)
            spv_require_capability(b, SpvCapabilityPerViewAttributesNV);
        break;
    case SpvBuiltInCoreIDARM: case SpvBuiltInCoreCountARM: case SpvBuiltInCoreMaxIDARM: case SpvBuiltInWarpIDARM:
    case SpvBuiltInWarpMaxIDARM:
        /* The grammar gives CoreBuiltinsARM no version, so the builder would not add it. */
        spv_require_extension(b, "SPV_ARM_core_builtins");
        break;
    default:
        break;
    }
}

/* gl_Layer redeclared with viewport_relative or secondary_view_offset = N. */
void emit_control_decorate_builtin(Emitter *e, const Symbol *s, uint32_t id)
{
    if (s->builtin != SpvBuiltInLayer || !s->decl_type)
        return;
    if (emit_find_layout(s->decl_type, "viewport_relative"))
        emit_decorate(e, id, SpvDecorationViewportRelativeNV, 0);
    const LayoutItem *offset = emit_find_layout(s->decl_type, "secondary_view_offset");
    if (offset && offset->value && offset->value->cval)
        emit_decorate(e, id, SpvDecorationSecondaryViewportRelativeNV, 1, (uint32_t)offset->value->cval->comps[0].u);
}

/* pervertexEXT / pervertexNV fragment inputs. */
/* GL_NV_geometry_shader_passthrough: SPV_NV_geometry_shader_passthrough's
 * decoration (with its capability) on an input with layout(passthrough). */
static void passthrough(Emitter *e, uint32_t id, int member)
{
    spv_require_capability(&e->b, SpvCapabilityGeometryShaderPassthroughNV);
    spv_require_extension(&e->b, "SPV_NV_geometry_shader_passthrough");
    if (member >= 0)
        emit_member_decorate(e, id, (uint32_t)member, SpvDecorationPassthroughNV, 0, 0);
    else
        emit_decorate(e, id, SpvDecorationPassthroughNV, 0);
}

void emit_control_decorate_members(Emitter *e, uint32_t struct_id, const Type *block)
{
    for (uint32_t i = 0; e->unit->passthrough && i < block->field_count; i++)
        if (block->fields[i].passthrough)
            passthrough(e, struct_id, (int)i);
}

void emit_control_decorate_input(Emitter *e, const Symbol *s, uint32_t id)
{
    const TypeSpec *ts = s->decl && s->decl->kind == ND_BLOCK_DECL ? s->decl->type : s->decl_type;
    if (e->unit->passthrough && emit_find_layout(ts, "passthrough"))
        passthrough(e, id, -1);
    if (!(s->flags & QF_PERVERTEX))
        return;
    emit_decorate(e, id, SpvDecorationPerVertexKHR, 0);
    spv_require_capability(&e->b, SpvCapabilityFragmentBarycentricKHR);
    spv_require_extension(&e->b, enabled(e, "GL_EXT_fragment_shader_barycentric")
                                     ? "SPV_KHR_fragment_shader_barycentric" : "SPV_NV_fragment_shader_barycentric");
}

/* ---- execution modes ---- */

void emit_control_modes(Emitter *e)
{
    const StageLayout *l = &e->unit->stage_layout;
    if (e->g->opts->stage == STAGE_COMPUTE && l->derivative_group) {
        spv_require_capability(&e->b, l->derivative_group == SpvExecutionModeDerivativeGroupQuadsNV
                                          ? SpvCapabilityComputeDerivativeGroupQuadsNV
                                          : SpvCapabilityComputeDerivativeGroupLinearNV);
        spv_require_extension(&e->b, "SPV_NV_compute_shader_derivatives");
        emit_mode(e, (uint32_t)l->derivative_group, NULL, 0);
    }
    if (e->g->opts->stage != STAGE_FRAGMENT)
        return;
    if (l->post_depth_coverage) {
        /* GL_ARB_post_depth_coverage: post_depth_coverage implies early_fragment_tests. */
        if (!l->early_fragment_tests)
            emit_mode(e, SpvExecutionModeEarlyFragmentTests, NULL, 0);
        emit_mode(e, SpvExecutionModePostDepthCoverage, NULL, 0);
    }
    if (l->early_and_late) {
        spv_require_extension(&e->b, "SPV_AMD_shader_early_and_late_fragment_tests");
        emit_mode(e, SpvExecutionModeEarlyAndLateFragmentTestsAMD, NULL, 0);
    }
    if (l->stencil_front || l->stencil_back) {
        spv_require_extension(&e->b, "SPV_AMD_shader_early_and_late_fragment_tests");
        spv_require_extension(&e->b, "SPV_EXT_shader_stencil_export");
        spv_require_capability(&e->b, SpvCapabilityStencilExportEXT);
        if (l->stencil_front)
            emit_mode(e, (uint32_t)l->stencil_front, NULL, 0);
        if (l->stencil_back)
            emit_mode(e, (uint32_t)l->stencil_back, NULL, 0);
    }
    if (l->interlock || e->unit->uses_interlock)
        emit_mode(e, (uint32_t)(l->interlock ? l->interlock : SpvExecutionModePixelInterlockOrderedEXT), NULL, 0);
}
