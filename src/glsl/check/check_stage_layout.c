/* The checker: stage layout qualifiers (GLSL 4.60 §4.4.1-4.4.2: `layout(triangles) in;`,
 * `layout(vertices = 3) out;`, `layout(local_size_x = 8) in;`, ...) that become execution
 * modes, and which stages and storage each of them, and each interface qualifier, belongs to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/check_stage.h"
#include "glsl/check/fold.h"
#include "spirv/grammar.h"
#include "spirv/tables.h"

/* ---- stage layout qualifiers ---- */

typedef struct StageLayoutName {
    const char *name;
    uint32_t stages;
    StorageQual storage;
    int mode;        /* SpvExecutionMode */
    int slot;        /* which StageLayout field */
} StageLayoutName;

enum { SLOT_INPUT_PRIMITIVE, SLOT_OUTPUT_PRIMITIVE, SLOT_SPACING, SLOT_ORDER, SLOT_POINT_MODE, SLOT_PIXEL_CENTER,
       SLOT_EARLY_TESTS, SLOT_DEPTH, SLOT_ORIGIN, SLOT_POST_DEPTH_COVERAGE, SLOT_INTERLOCK,
       SLOT_DERIVATIVE_GROUP, SLOT_EARLY_AND_LATE, SLOT_STENCIL_FRONT, SLOT_STENCIL_BACK };

static const StageLayoutName stage_layout_names[] = {
    {"points", GEOM, SQ_IN, SpvExecutionModeInputPoints, SLOT_INPUT_PRIMITIVE},
    {"lines", GEOM, SQ_IN, SpvExecutionModeInputLines, SLOT_INPUT_PRIMITIVE},
    {"lines_adjacency", GEOM, SQ_IN, SpvExecutionModeInputLinesAdjacency, SLOT_INPUT_PRIMITIVE},
    {"triangles", GEOM | TESE, SQ_IN, SpvExecutionModeTriangles, SLOT_INPUT_PRIMITIVE},
    {"triangles_adjacency", GEOM, SQ_IN, SpvExecutionModeInputTrianglesAdjacency, SLOT_INPUT_PRIMITIVE},
    {"quads", TESE, SQ_IN, SpvExecutionModeQuads, SLOT_INPUT_PRIMITIVE},
    {"isolines", TESE, SQ_IN, SpvExecutionModeIsolines, SLOT_INPUT_PRIMITIVE},
    {"equal_spacing", TESE, SQ_IN, SpvExecutionModeSpacingEqual, SLOT_SPACING},
    {"fractional_even_spacing", TESE, SQ_IN, SpvExecutionModeSpacingFractionalEven, SLOT_SPACING},
    {"fractional_odd_spacing", TESE, SQ_IN, SpvExecutionModeSpacingFractionalOdd, SLOT_SPACING},
    {"cw", TESE, SQ_IN, SpvExecutionModeVertexOrderCw, SLOT_ORDER},
    {"ccw", TESE, SQ_IN, SpvExecutionModeVertexOrderCcw, SLOT_ORDER},
    {"point_mode", TESE, SQ_IN, SpvExecutionModePointMode, SLOT_POINT_MODE},
    {"points", GEOM, SQ_OUT, SpvExecutionModeOutputPoints, SLOT_OUTPUT_PRIMITIVE},
    {"line_strip", GEOM, SQ_OUT, SpvExecutionModeOutputLineStrip, SLOT_OUTPUT_PRIMITIVE},
    {"triangle_strip", GEOM, SQ_OUT, SpvExecutionModeOutputTriangleStrip, SLOT_OUTPUT_PRIMITIVE},
    {"origin_upper_left", FRAG, SQ_IN, SpvExecutionModeOriginUpperLeft, SLOT_ORIGIN},
    {"pixel_center_integer", FRAG, SQ_IN, SpvExecutionModePixelCenterInteger, SLOT_PIXEL_CENTER},
    {"early_fragment_tests", FRAG, SQ_IN, SpvExecutionModeEarlyFragmentTests, SLOT_EARLY_TESTS},
    {"depth_any", FRAG, SQ_OUT, SpvExecutionModeDepthReplacing, SLOT_DEPTH},
    {"depth_greater", FRAG, SQ_OUT, SpvExecutionModeDepthGreater, SLOT_DEPTH},
    {"depth_less", FRAG, SQ_OUT, SpvExecutionModeDepthLess, SLOT_DEPTH},
    {"depth_unchanged", FRAG, SQ_OUT, SpvExecutionModeDepthUnchanged, SLOT_DEPTH},
    /* GL_ARB/EXT_post_depth_coverage, GL_ARB_fragment_shader_interlock */
    {"post_depth_coverage", FRAG, SQ_IN, SpvExecutionModePostDepthCoverage, SLOT_POST_DEPTH_COVERAGE},
    {"pixel_interlock_ordered", FRAG, SQ_IN, SpvExecutionModePixelInterlockOrderedEXT, SLOT_INTERLOCK},
    {"pixel_interlock_unordered", FRAG, SQ_IN, SpvExecutionModePixelInterlockUnorderedEXT, SLOT_INTERLOCK},
    {"sample_interlock_ordered", FRAG, SQ_IN, SpvExecutionModeSampleInterlockOrderedEXT, SLOT_INTERLOCK},
    {"sample_interlock_unordered", FRAG, SQ_IN, SpvExecutionModeSampleInterlockUnorderedEXT, SLOT_INTERLOCK},
    {"shading_rate_interlock_ordered", FRAG, SQ_IN, SpvExecutionModeShadingRateInterlockOrderedEXT, SLOT_INTERLOCK},
    {"shading_rate_interlock_unordered", FRAG, SQ_IN, SpvExecutionModeShadingRateInterlockUnorderedEXT,
     SLOT_INTERLOCK},
    /* GL_NV_compute_shader_derivatives */
    {"derivative_group_quadsNV", BIT(STAGE_COMPUTE), SQ_IN, SpvExecutionModeDerivativeGroupQuadsNV,
     SLOT_DERIVATIVE_GROUP},
    {"derivative_group_linearNV", BIT(STAGE_COMPUTE), SQ_IN, SpvExecutionModeDerivativeGroupLinearNV,
     SLOT_DERIVATIVE_GROUP},
    /* GL_AMD_shader_early_and_late_fragment_tests */
    {"early_and_late_fragment_tests_amd", FRAG, SQ_IN, SpvExecutionModeEarlyAndLateFragmentTestsAMD,
     SLOT_EARLY_AND_LATE},
    {"stencil_ref_unchanged_front_amd", FRAG, SQ_OUT, SpvExecutionModeStencilRefUnchangedFrontAMD, SLOT_STENCIL_FRONT},
    {"stencil_ref_greater_front_amd", FRAG, SQ_OUT, SpvExecutionModeStencilRefGreaterFrontAMD, SLOT_STENCIL_FRONT},
    {"stencil_ref_less_front_amd", FRAG, SQ_OUT, SpvExecutionModeStencilRefLessFrontAMD, SLOT_STENCIL_FRONT},
    {"stencil_ref_unchanged_back_amd", FRAG, SQ_OUT, SpvExecutionModeStencilRefUnchangedBackAMD, SLOT_STENCIL_BACK},
    {"stencil_ref_greater_back_amd", FRAG, SQ_OUT, SpvExecutionModeStencilRefGreaterBackAMD, SLOT_STENCIL_BACK},
    {"stencil_ref_less_back_amd", FRAG, SQ_OUT, SpvExecutionModeStencilRefLessBackAMD, SLOT_STENCIL_BACK},
    /* mesh shaders (GL_EXT_mesh_shader, GL_NV_mesh_shader: the modes have one value) */
    {"points", MESH, SQ_OUT, SpvExecutionModeOutputPoints, SLOT_OUTPUT_PRIMITIVE},
    {"lines", MESH, SQ_OUT, SpvExecutionModeOutputLinesEXT, SLOT_OUTPUT_PRIMITIVE},
    {"triangles", MESH, SQ_OUT, SpvExecutionModeOutputTrianglesEXT, SLOT_OUTPUT_PRIMITIVE},
};

static int *layout_slot(StageLayout *l, int slot)
{
    switch (slot) {
    case SLOT_INPUT_PRIMITIVE: return &l->input_primitive;
    case SLOT_OUTPUT_PRIMITIVE: return &l->output_primitive;
    case SLOT_SPACING: return &l->spacing;
    case SLOT_ORDER: return &l->order;
    case SLOT_POINT_MODE: return &l->point_mode;
    case SLOT_PIXEL_CENTER: return &l->pixel_center_integer;
    case SLOT_EARLY_TESTS: return &l->early_fragment_tests;
    case SLOT_ORIGIN: return &l->origin_upper_left;
    case SLOT_POST_DEPTH_COVERAGE: return &l->post_depth_coverage;
    case SLOT_INTERLOCK: return &l->interlock;
    case SLOT_DERIVATIVE_GROUP: return &l->derivative_group;
    case SLOT_EARLY_AND_LATE: return &l->early_and_late;
    case SLOT_STENCIL_FRONT: return &l->stencil_front;
    case SLOT_STENCIL_BACK: return &l->stencil_back;
    default: return &l->depth;
    }
}

static const char *layout_name_of(int slot, int mode)
{
    for (size_t k = 0; k < COUNT_OF(stage_layout_names); k++)
        if (stage_layout_names[k].slot == slot && stage_layout_names[k].mode == mode)
            return stage_layout_names[k].name;
    return "?";
}

/* One integer stage layout (vertices, max_vertices, invocations): every
 * declaration must agree, and none exceed the implementation's limit, the
 * built-in constant `limit` (GLSL 4.60 §4.4.1.3, §4.4.2.1, §4.4.2.2). */
static void set_layout_int(Checker *c, const Qualifiers *q, const char *name, int *slot, int min, const char *limit)
{
    int64_t v;
    if (!layout_int(c, q, name, &v))
        return;
    const LayoutItem *it = layout_item(q, name);
    int max = limit ? check_builtin_limit(c, limit, 0) : 0;
    if (v < min)
        check_error(c, it->loc, "%s must be at least %d", name, min);
    else if (*slot > 0 && *slot != v)
        check_error(c, it->loc, "%s = %lld contradicts the %d declared before", name, (long long)v, *slot);
    else if (max > 0 && v > max)
        check_error(c, it->loc, "%s = %lld is more than %s (%d)", name, (long long)v, limit, max);
    if (v >= min && (*slot <= 0 || *slot == v))
        *slot = (int)(v > max && max > 0 ? max : v); /* declared, whatever the error: no second message */
}

/* The stage layout qualifiers of `layout(...) in;` / `layout(...) out;`
 * (and of redeclared built-ins: layout(depth_greater) out float gl_FragDepth). */
void check_stage_layout(Checker *c, const Qualifiers *q)
{
    StageLayout *l = &c->unit->stage_layout;
    int had_primitive = l->input_primitive != 0, had_vertices = l->vertices > 0;
    for (size_t i = 0; i < q->layout.len; i++) {
        const LayoutItem *it = &q->layout.data[i];
        if (strncmp(it->name, "blend_support_", 14) == 0 && c->stage == STAGE_FRAGMENT && q->storage == SQ_OUT &&
            !(c->pp->profile == PROFILE_ES && c->pp->version >= 320) &&
            !check_extension_enabled(c, "GL_KHR_blend_equation_advanced"))
            check_error(c, it->loc, "layout(%s) needs #version 320 es or #extension GL_KHR_blend_equation_advanced "
                        ": enable", it->name);
        for (size_t k = 0; k < COUNT_OF(stage_layout_names); k++) {
            const StageLayoutName *n = &stage_layout_names[k];
            if (n->name[0] != it->name[0] || strcmp(n->name, it->name) != 0 || !(n->stages & BIT(c->stage)) || n->storage != q->storage)
                continue;
            if (n->slot == SLOT_PIXEL_CENTER && c->g->opts->vulkan_version) {
                check_error(c, it->loc, "Vulkan has no 'pixel_center_integer': fragment centres are at half-pixel "
                            "offsets");
                continue;
            }
            if ((n->slot == SLOT_EARLY_AND_LATE || n->slot == SLOT_STENCIL_FRONT || n->slot == SLOT_STENCIL_BACK) &&
                !check_extension_enabled(c, "GL_AMD_shader_early_and_late_fragment_tests")) {
                check_error(c, it->loc, "layout(%s) needs #extension GL_AMD_shader_early_and_late_fragment_tests : "
                            "enable", it->name);
                continue;
            }
            int *slot = layout_slot(l, n->slot);
            if (*slot && *slot != n->mode && n->slot != SLOT_ORIGIN)
                check_error(c, it->loc, "'%s' contradicts the '%s' declared before", it->name,
                            layout_name_of(n->slot, *slot));
            *slot = n->mode;
            if (n->slot == SLOT_DERIVATIVE_GROUP)
                l->derivative_group_loc = it->loc;
            if (n->slot == SLOT_POST_DEPTH_COVERAGE)
                l->post_depth_coverage_loc = it->loc;
            if (n->slot == SLOT_INTERLOCK)
                l->interlock_loc = it->loc;
        }
    }
    if (c->stage == STAGE_TESS_CONTROL && q->storage == SQ_OUT)
        set_layout_int(c, q, "vertices", &l->vertices, 1, "gl_MaxPatchVertices");
    if (c->stage == STAGE_GEOMETRY && q->storage == SQ_IN)
        set_layout_int(c, q, "invocations", &l->invocations, 1, NULL); /* GLSL has no constant for its limit */
    if (c->stage == STAGE_GEOMETRY && q->storage == SQ_OUT) {
        set_layout_int(c, q, "max_vertices", &l->max_vertices, 0, "gl_MaxGeometryOutputVertices");
        int64_t v;
        if (layout_int(c, q, "stream", &v))
            c->stream = (int)v; /* the default stream of the outputs declared after */
    }
    if (c->stage == STAGE_MESH && q->storage == SQ_OUT) {
        int nv = check_mesh_nv(c);
        set_layout_int(c, q, "max_vertices", &l->max_vertices, 0,
                       nv ? "gl_MaxMeshOutputVerticesNV" : "gl_MaxMeshOutputVerticesEXT");
        set_layout_int(c, q, "max_primitives", &l->max_primitives, 0,
                       nv ? "gl_MaxMeshOutputPrimitivesNV" : "gl_MaxMeshOutputPrimitivesEXT");
    }
    if (c->stage == STAGE_GEOMETRY && !had_primitive && l->input_primitive && q->layout.len)
        stage_check_sized_before(c, SQ_IN, q->layout.data[0].loc);
    if (c->stage == STAGE_TESS_CONTROL && !had_vertices && l->vertices > 0)
        stage_check_sized_before(c, SQ_OUT, layout_item(q, "vertices")->loc);
    stage_size_per_vertex_arrays(c);
}

/* ---- where the stage layout qualifiers go ---- */

/* The stages whose `in` and whose `out` a stage-specific layout qualifier
 * qualifies (GLSL 4.60 §4.4.1-4.4.2), and whether it qualifies the
 * standalone `layout(...) in;` only. Elsewhere it is an error: glslang
 * refuses them too (other stages' qualifiers are unknown words to it). */
typedef struct StageQualifier {
    const char *name;
    uint32_t in, out;
    int standalone;
} StageQualifier;

/* In strcmp order of the names (each once), for the binary search of
 * find_stage_qualifier: every layout qualifier of every declaration is
 * looked up. tests/unit/check_rules.c checks the order. */
static const StageQualifier stage_qualifiers[] = {
    {"blend_support_all_equations", 0, FRAG, 1},             /* GL_KHR_blend_equation_advanced: layout(blend_support_multiply) out; */
    {"blend_support_colorburn", 0, FRAG, 1},
    {"blend_support_colordodge", 0, FRAG, 1},
    {"blend_support_darken", 0, FRAG, 1},
    {"blend_support_difference", 0, FRAG, 1},
    {"blend_support_exclusion", 0, FRAG, 1},
    {"blend_support_hardlight", 0, FRAG, 1},
    {"blend_support_hsl_color", 0, FRAG, 1},
    {"blend_support_hsl_hue", 0, FRAG, 1},
    {"blend_support_hsl_luminosity", 0, FRAG, 1},
    {"blend_support_hsl_saturation", 0, FRAG, 1},
    {"blend_support_lighten", 0, FRAG, 1},
    {"blend_support_multiply", 0, FRAG, 1},
    {"blend_support_overlay", 0, FRAG, 1},
    {"blend_support_screen", 0, FRAG, 1},
    {"blend_support_softlight", 0, FRAG, 1},
    {"ccw", TESE, 0, 1},
    {"cw", TESE, 0, 1},
    {"depth_any", 0, FRAG, 0},                               /* on gl_FragDepth redeclared */
    {"depth_greater", 0, FRAG, 0},                           /* on gl_FragDepth redeclared */
    {"depth_less", 0, FRAG, 0},                              /* on gl_FragDepth redeclared */
    {"depth_unchanged", 0, FRAG, 0},                         /* on gl_FragDepth redeclared */
    {"derivative_group_linearNV", COMPUTE_STAGES, 0, 1},
    {"derivative_group_quadsNV", COMPUTE_STAGES, 0, 1},
    {"early_and_late_fragment_tests_amd", FRAG, 0, 1},
    {"early_fragment_tests", FRAG, 0, 1},
    {"equal_spacing", TESE, 0, 1},
    {"fractional_even_spacing", TESE, 0, 1},
    {"fractional_odd_spacing", TESE, 0, 1},
    {"index", 0, FRAG, 0},
    {"invocations", GEOM, 0, 1},
    {"isolines", TESE, 0, 1},
    {"line_strip", 0, GEOM, 1},
    {"lines", GEOM, MESH, 1},
    {"lines_adjacency", GEOM, 0, 1},
    {"local_size_x", COMPUTE_STAGES, 0, 1},
    {"local_size_x_id", COMPUTE_STAGES, 0, 1},
    {"local_size_y", COMPUTE_STAGES, 0, 1},
    {"local_size_y_id", COMPUTE_STAGES, 0, 1},
    {"local_size_z", COMPUTE_STAGES, 0, 1},
    {"local_size_z_id", COMPUTE_STAGES, 0, 1},
    {"max_primitives", 0, MESH, 1},
    {"max_vertices", 0, GEOM | MESH, 1},
    {"origin_upper_left", FRAG, 0, 0},                       /* on gl_FragCoord redeclared */
    {"pixel_center_integer", FRAG, 0, 0},                    /* on gl_FragCoord redeclared */
    {"pixel_interlock_ordered", FRAG, 0, 1},
    {"pixel_interlock_unordered", FRAG, 0, 1},
    {"point_mode", TESE, 0, 1},
    {"points", GEOM, GEOM | MESH, 1},
    {"post_depth_coverage", FRAG, 0, 1},
    {"quads", TESE, 0, 1},
    {"sample_interlock_ordered", FRAG, 0, 1},
    {"sample_interlock_unordered", FRAG, 0, 1},
    {"shading_rate_interlock_ordered", FRAG, 0, 1},
    {"shading_rate_interlock_unordered", FRAG, 0, 1},
    {"stencil_ref_greater_back_amd", 0, FRAG, 0},
    {"stencil_ref_greater_front_amd", 0, FRAG, 0},
    {"stencil_ref_less_back_amd", 0, FRAG, 0},
    {"stencil_ref_less_front_amd", 0, FRAG, 0},
    {"stencil_ref_unchanged_back_amd", 0, FRAG, 0},
    {"stencil_ref_unchanged_front_amd", 0, FRAG, 0},
    {"stream", 0, GEOM, 0},
    {"triangle_strip", 0, GEOM, 1},
    {"triangles", GEOM | TESE, MESH, 1},
    {"triangles_adjacency", GEOM, 0, 1},
    {"vertices", 0, TESC, 1},
    {"xfb_buffer", 0, VERT | TESC | TESE | GEOM, 0},
    {"xfb_offset", 0, VERT | TESC | TESE | GEOM, 0},
    {"xfb_stride", 0, VERT | TESC | TESE | GEOM, 0},
};

/* A stage's name in a sentence ("tessellation control", not glslc's "tesscontrol"). */
static const char *stage_words(Stage stage)
{
    return stage == STAGE_TESS_CONTROL ? "tessellation control"
           : stage == STAGE_TESS_EVALUATION ? "tessellation evaluation" : glsl_stage_long_name(stage);
}

/* The stage layout qualifier named `name`, or NULL (most names asked are
 * location, binding, set, ...: none). */
static const StageQualifier *find_stage_qualifier(const char *name)
{
    return table_find_name(stage_qualifiers, COUNT_OF(stage_qualifiers), sizeof stage_qualifiers[0], name,
                           strlen(name));
}

const char *check_stage_qualifier_name(size_t i)
{
    return i < COUNT_OF(stage_qualifiers) ? stage_qualifiers[i].name : NULL;
}

/* "tessellation evaluation and geometry": the stages of `mask`. */
static const char *stage_list(Checker *c, uint32_t mask)
{
    Str s = {0};
    unsigned left = 0;
    for (int st = 0; st < STAGE_COUNT; st++)
        left += (mask >> st) & 1;
    for (int st = 0; st < STAGE_COUNT; st++) {
        if (!(mask & BIT(st)))
            continue;
        left--;
        str_printf(c->a, &s, "%s%s", stage_words((Stage)st), left > 1 ? ", " : left ? " and " : "");
    }
    return s.data ? s.data : "";
}

static const char *in_or_out(StorageQual storage)
{
    switch (storage) {
    case SQ_IN: return "in";
    case SQ_OUT: return "out";
    case SQ_UNIFORM: return "uniform";
    case SQ_BUFFER: return "buffer";
    case SQ_SHARED: return "shared";
    default: return "a declaration without in or out";
    }
}

/* Stage layout qualifiers of another stage, on the wrong storage, or on a
 * variable, block or member when they qualify `in;` or `out;` alone. */
void check_stage_qualifiers(Checker *c, const Qualifiers *q, StorageQual storage, QualifiedThing what)
{
    static const char *const things[] = {"", "a variable", "a block", "a block member"};
    for (size_t i = 0; i < q->layout.len; i++) {
        const LayoutItem *it = &q->layout.data[i];
        const StageQualifier *sq = find_stage_qualifier(it->name);
        if (it->name[0] == 'p' && strcmp(it->name, "passthrough") == 0)
            check_passthrough_qualifier(c, it, storage, what);
        if (sq) {
            uint32_t here = BIT(c->stage), allowed = storage == SQ_IN ? sq->in : storage == SQ_OUT ? sq->out : 0;
            const char *stage = stage_words(c->stage), *wanted = sq->in & here ? "in" : "out";
            if (!((sq->in | sq->out) & here))
                check_error(c, it->loc, "layout(%s) is not a qualifier of %s shaders (it is one of %s shaders)",
                            it->name, stage, stage_list(c, sq->in | sq->out));
            else if (what != QUALIFIED_MEMBER && !(allowed & here))
                check_error(c, it->loc, "layout(%s) qualifies '%s' in %s shaders, not %s%s%s", it->name, wanted,
                            stage, storage == SQ_IN || storage == SQ_OUT ? "'" : "", in_or_out(storage),
                            storage == SQ_IN || storage == SQ_OUT ? "'" : "");
            else if (sq->standalone && what != QUALIFIED_ALONE)
                check_error(c, it->loc, "layout(%s) qualifies '%s;' alone, not %s", it->name, wanted, things[what]);
            else if (c->stage == STAGE_COMPUTE && c->pp->profile != PROFILE_ES && c->pp->version < 430 &&
                     !check_extension_enabled(c, "GL_ARB_compute_shader") &&
                     ext_directives_enable(c->pp, "GL_ARB_compute_shader", UINT32_MAX, 1))
                /* before 4.30 a compute shader's qualifiers are the extension's, from its #extension on
                 * (without one at all, check_stage_version says it once) */
                check_error(c, it->loc, "layout(%s) comes before #extension GL_ARB_compute_shader : enable, which "
                            "compute shaders before #version 430 need", it->name);
        }
    }
}

/* `in` and `out` where the stage has them (GLSL 4.60 §4.3.4, §4.3.6):
 * compute shaders have no user inputs or outputs (the local size is a
 * qualifier of `in;` alone; check_mesh.c and check_ray.c say it for the
 * mesh, task and ray tracing stages, check_patch_stage where patch goes). */
void check_interface_stage(Checker *c, StorageQual storage, const char *name, SrcLoc loc)
{
    if (c->stage == STAGE_COMPUTE && (storage == SQ_IN || storage == SQ_OUT))
        check_error(c, loc, "'%s': compute shaders have no user-defined %s", name,
                    storage == SQ_IN ? "inputs ('in' qualifies only layout(local_size_x = ...) in;)" : "outputs");
}

/* GLSL 4.60 §8.16 (ES 3.20 too): in a tessellation control shader,
 * barrier() is called in main only, outside any control flow and before
 * any return; elsewhere it is a compile-time error. */
void check_tesc_barrier(Checker *c, SrcLoc loc)
{
    if (!c->function || strcmp(c->function->name, "main") != 0)
        check_error(c, loc, "barrier() in a tessellation control shader must be called in main(), not in '%s'",
                    c->function ? c->function->name : "a global initializer");
    else if (c->branches || c->loops || c->switches)
        check_error(c, loc, "barrier() in a tessellation control shader cannot be inside an if, a loop or a switch");
    else if (c->main_returned)
        check_error(c, loc, "barrier() in a tessellation control shader cannot come after a return from main()");
}

/* GLSL 4.60 §4.3.6 (ES 3.20 too): a tessellation control shader writes
 * the per-vertex outputs of its own vertex only: an l-value into one is
 * indexed by the identifier gl_InvocationID itself. */
void check_tesc_output_write(Checker *c, const Node *n)
{
    if (c->stage != STAGE_TESS_CONTROL)
        return;
    const Node *vertex = NULL, *base = n;
    while (base->kind == ND_INDEX || base->kind == ND_FIELD) {
        vertex = base;
        base = base->lhs;
    }
    const Symbol *s = base->kind == ND_IDENT ? base->sym : NULL;
    if (!s || s->kind != SYM_VARIABLE || s->storage != SQ_OUT || !check_is_per_vertex(c, SQ_OUT, s->flags) ||
        s->type->kind != TY_ARRAY)
        return;
    if (!vertex || vertex->kind != ND_INDEX)
        check_error(c, n->loc, "'%s' is written whole, but a tessellation control shader writes only its own "
                    "vertex: %s[gl_InvocationID]", s->name, s->name);
    else if (vertex->rhs->kind != ND_IDENT || !vertex->rhs->sym || vertex->rhs->sym->builtin != SpvBuiltInInvocationId)
        check_error(c, vertex->rhs->loc, "'%s' is written at another index than gl_InvocationID: a tessellation "
                    "control shader writes only its own vertex's outputs", s->name);
}
