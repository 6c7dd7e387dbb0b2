/* The checker, part 7: the control, debugging and fragment extensions of
 * issue 10 (docs/compiler.md, "Control and debugging", "Fragment and
 * geometry").
 *
 * - GL_EXT_control_flow_attributes(2): a statement's [[...]] attributes.
 *   The checker keeps only those that apply (known, on the right kind of
 *   statement, with a valid constant argument, in a SPIR-V version that has
 *   them), warning about the rest as glslang does; the emitter turns what is
 *   left into loop and selection controls.
 * - GL_EXT_debug_printf: debugPrintfEXT("format", ...), a literal format
 *   and scalar or vector arguments.
 * - GL_ARB_fragment_shader_interlock: the begin/end calls, in main only;
 *   the ordering layouts and post_depth_coverage on `in;` alone (and the
 *   EXT post_depth_coverage with early_fragment_tests).
 * - Clocks returning uint64_t need 64-bit integers; the texture forms of
 *   GL_AMD_texture_gather_bias_lod need their extension although they
 *   share core names.
 * - GL_NV_shader_texture_footprint: its structures and functions need the
 *   extension and GLSL 4.50 or ES 3.20 (its "Dependencies"); for SPIR-V
 *   the coarse flag is a constant (OpImageSampleFootprintNV's Coarse is a
 *   constant instruction; GLSL does not say, so OpenGL without SPIR-V takes
 *   any bool).
 * - Built-in variables: gl_Layer and gl_ViewportIndex not in tessellation
 *   control shaders; gl_Layer's viewport_relative, secondary_view_offset.
 * - GL_NV_geometry_shader_passthrough (its changes to GLSL 4.30 4.4.1.2):
 *   layout(passthrough) on geometry inputs (variables, blocks, members;
 *   not `in;` alone), which stay arrays like every geometry input (the
 *   extension's own example redeclares gl_in[]; its outputs are the
 *   non-arrayed ones). A passthrough geometry shader takes points, lines or
 *   triangles, one invocation, no output primitive, max_vertices, emitting
 *   or transform feedback: its output layout is implied (points:
 *   points/1, lines: line_strip/2, triangles: triangle_strip/3).
 * - Constants the extensions bring (gl_ShadingRateFlag*EXT).
 * The built-in variables are in check_stage.c's table, the functions in
 * builtins.def. */
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/fold.h"
#include "spirv/tables.h"


/* ---- [[attributes]] ---- */

typedef enum AttrKind { ATTR_LOOP, ATTR_SELECTION } AttrKind;

static const struct {
    const char *name;
    AttrKind kind;
    int has_value;    /* takes one constant integer */
    uint32_t version; /* the SPIR-V version its control needs */
} control_attributes[] = {
    {"unroll", ATTR_LOOP, 0, 0},
    {"dont_unroll", ATTR_LOOP, 0, 0},
    {"loop", ATTR_LOOP, 0, 0},
    {"dependency_infinite", ATTR_LOOP, 0, SPIRV_1_1},
    {"dependency_length", ATTR_LOOP, 1, SPIRV_1_1},
    {"min_iterations", ATTR_LOOP, 1, SPIRV_1_4},
    {"max_iterations", ATTR_LOOP, 1, SPIRV_1_4},
    {"iteration_multiple", ATTR_LOOP, 1, SPIRV_1_4},
    {"peel_count", ATTR_LOOP, 1, SPIRV_1_4},
    {"partial_count", ATTR_LOOP, 1, SPIRV_1_4},
    {"flatten", ATTR_SELECTION, 0, 0},
    {"dont_flatten", ATTR_SELECTION, 0, 0},
    {"branch", ATTR_SELECTION, 0, 0},
};

/* Attributes that contradict each other: SPIR-V forbids both bits at once. */
static int contradicts(const char *a, const char *b)
{
    static const char *const groups[][3] = {
        {"unroll", "dont_unroll", "loop"},
        {"dependency_infinite", "dependency_length", NULL},
        {"flatten", "dont_flatten", "branch"},
    };
    for (size_t g = 0; g < COUNT_OF(groups); g++) {
        int ia = 0, ib = 0;
        for (int i = 0; i < 3; i++) {
            ia |= groups[g][i] && strcmp(groups[g][i], a) == 0;
            ib |= groups[g][i] && strcmp(groups[g][i], b) == 0;
        }
        if (ia && ib)
            return 1;
    }
    return 0;
}

/* Checks one attribute; 1 when it applies to statement `s`. */
static int check_attribute(Checker *c, const Node *s, LayoutItem *a)
{
    int is_loop = s->kind == ND_FOR || s->kind == ND_WHILE || s->kind == ND_DO;
    int is_selection = s->kind == ND_IF || s->kind == ND_SWITCH;
    size_t k = 0;
    while (k < COUNT_OF(control_attributes) && strcmp(control_attributes[k].name, a->name) != 0)
        k++;
    if (k == COUNT_OF(control_attributes)) {
        glsl_warning(c->g, a->loc, "unknown attribute '%s' is ignored", a->name);
        return 0;
    }
    if (!check_extension_enabled(c, "GL_EXT_control_flow_attributes")) {
        check_error(c, a->loc, "attribute '%s' needs #extension GL_EXT_control_flow_attributes : enable", a->name);
        return 0;
    }
    AttrKind kind = control_attributes[k].kind;
    if ((kind == ATTR_LOOP && !is_loop) || (kind == ATTR_SELECTION && !is_selection)) {
        glsl_warning(c->g, a->loc, "attribute '%s' applies to %s only: ignored here", a->name,
                     kind == ATTR_LOOP ? "loops" : "'if' and 'switch'");
        return 0;
    }
    if (!control_attributes[k].has_value) {
        if (a->value)
            glsl_warning(c->g, a->loc, "attribute '%s' takes no argument: the argument is ignored", a->name);
        a->value = NULL;
    } else if (!a->value) {
        glsl_warning(c->g, a->loc, "attribute '%s' needs an argument: ignored", a->name);
        return 0;
    } else {
        check_expr(c, a->value);
        int64_t v;
        if (!check_const_int_of(c, a->value, &v, (Subject){"the argument of attribute '%s'", a->name, NULL, NULL}))
            return 0;
        int positive = strcmp(a->name, "dependency_length") == 0 || strcmp(a->name, "iteration_multiple") == 0;
        if (v < (positive ? 1 : 0) || v > UINT32_MAX) {
            check_error(c, a->value->loc, "the argument of attribute '%s' is %lld: it must be %s", a->name,
                        (long long)v, positive ? "at least 1" : "0 or more");
            return 0;
        }
    }
    uint32_t version = c->g->opts->spirv_version;
    if (version && version < control_attributes[k].version) {
        glsl_warning(c->g, a->loc, "attribute '%s' needs SPIR-V %u.%u: ignored", a->name,
                     control_attributes[k].version >> 16, (control_attributes[k].version >> 8) & 0xff);
        return 0;
    }
    return 1;
}

void check_attributes(Checker *c, Node *s)
{
    size_t kept = 0;
    for (size_t i = 0; i < s->attributes.len; i++) {
        LayoutItem a = s->attributes.data[i];
        if (!check_attribute(c, s, &a))
            continue;
        int clash = 0;
        for (size_t j = 0; j < kept && !clash; j++) {
            const char *b = s->attributes.data[j].name;
            if (strcmp(b, a.name) == 0 || contradicts(b, a.name)) {
                glsl_warning(c->g, a.loc, "attribute '%s' contradicts or repeats '%s' before it: ignored", a.name, b);
                clash = 1;
            }
        }
        if (!clash)
            s->attributes.data[kept++] = a;
    }
    s->attributes.len = kept;
}

/* ---- debugPrintfEXT ---- */

/* debugPrintfEXT("format", args...): a string literal, then scalars or
 * vectors of numbers or bools (what the printf layer can print). */
const Type *check_debug_printf(Checker *c, Node *n)
{
    if (!check_extension_enabled(c, "GL_EXT_debug_printf")) {
        check_error(c, n->loc, "'debugPrintfEXT' needs #extension GL_EXT_debug_printf : enable");
        return n->ty = c->tt->error;
    }
    if (!n->args.len || n->args.data[0]->kind != ND_STRING) {
        check_error(c, n->args.len ? n->args.data[0]->loc : n->loc,
                    "the first argument of 'debugPrintfEXT' must be a string literal (the format)");
        return n->ty = c->tt->error;
    }
    for (size_t i = 1; i < n->args.len; i++) {
        Node *arg = n->args.data[i];
        if (arg->kind == ND_STRING) {
            check_error(c, arg->loc, "only the first argument of 'debugPrintfEXT' may be a string");
            continue;
        }
        const Type *t = check_expr(c, arg);
        if (t->kind == TY_ERROR)
            continue;
        if (!type_scalar_of(t) || t->kind == TY_MATRIX)
            check_error(c, arg->loc, "'debugPrintfEXT' prints scalars and vectors, not %s", tname(c, t));
    }
    Node *format = n->args.data[0];
    const char *text = check_string_text(c, format);
    format->name = text ? text : ""; /* the emitter's OpString: the text, decoded */
    format->ty = c->tt->void_;
    return n->ty = c->tt->void_;
}

/* ---- functions with rules of their own ---- */

/* LOWER_CONTROL functions and the extensions' texture function forms. */

/* ---- GL_NV_shader_texture_footprint ---- */

/* The extension applies to GLSL 4.50 and later, ES 3.20 and later. */
static int footprint_version(Checker *c, const char *name, SrcLoc loc)
{
    int es = c->pp->profile == PROFILE_ES;
    if (c->pp->version >= (es ? 320 : 450))
        return 1;
    if (check_first_report(c, name))
        check_error(c, loc, "'%s' needs #version %s: GL_NV_shader_texture_footprint applies to GLSL 4.50 and "
                    "GLSL ES 3.20 and later", name, es ? "320 es" : "450");
    return 0;
}

const Type *check_footprint_type(Checker *c, const char *name, SrcLoc loc)
{
    static const char prefix[] = "gl_TextureFootprint";
    if (strncmp(name, prefix, sizeof prefix - 1) != 0)
        return NULL;
    const char *dims = name + sizeof prefix - 1;
    if (strcmp(dims, "2DNV") != 0 && strcmp(dims, "3DNV") != 0)
        return NULL;
    if (!check_ext_use(c, BEXT_TEXTURE_FOOTPRINT, name, loc) || !footprint_version(c, name, loc))
        return c->tt->error;
    return type_footprint(c->tt, dims[0] == '3' ? 3 : 2);
}

/* textureFootprint*NV(..., granularity, coarse, out footprint [, bias]). */
static void check_footprint_call(Checker *c, Node *n, const BuiltinCall *bc)
{
    if (!footprint_version(c, n->name, n->loc))
        return;
    unsigned out = 0;
    while (out < bc->param_count && bc->directions[out] != PARAM_OUT)
        out++;
    const Node *coarse = out >= 1 && out < bc->param_count ? n->args.data[out - 1] : NULL;
    if (coarse && !coarse->cval && !c->g->opts->without_spirv)
        check_error(c, coarse->loc, "the coarse argument of '%s' must be a constant expression: SPIR-V's "
                    "OpImageSampleFootprintNV takes a constant Coarse", n->name);
}

void check_control_call(Checker *c, Node *n, const BuiltinCall *bc)
{
    if (bc->fn->lowering == LOWER_TEXTURE) {
        /* GL_AMD_texture_gather_bias_lod's textureGather(..., bias) shares
         * its name with the core function: its extension is checked here. */
        if (check_ext_use(c, (BuiltinExt)bc->fn->ext, n->name, n->loc) && (bc->fn->form & TXV_FOOTPRINT))
            check_footprint_call(c, n, bc);
        return;
    }
    switch ((ControlOp)bc->fn->ops[0]) {
    case CTL_INTERLOCK_BEGIN: case CTL_INTERLOCK_END:
        /* GL_ARB_fragment_shader_interlock: "only inside main()". */
        if (c->function != c->unit->main && (!c->function || strcmp(c->function->name, "main") != 0))
            check_error(c, n->loc, "'%s' may only be called in main()", n->name);
        c->unit->uses_interlock = 1;
        break;
    case CTL_SPARSE_RESIDENT:
        break;
    case CTL_CLOCK:
        if (bc->ret->kind != TY_VECTOR && !check_extension_enabled(c, "GL_ARB_gpu_shader_int64") &&
            !check_extension_enabled(c, "GL_EXT_shader_explicit_arithmetic_types") &&
            !check_extension_enabled(c, "GL_EXT_shader_explicit_arithmetic_types_int64"))
            check_error(c, n->loc, "'%s' returns a uint64_t: it needs #extension GL_ARB_gpu_shader_int64 : enable "
                        "(or GL_EXT_shader_explicit_arithmetic_types_int64); the 2x32 form returns a uvec2", n->name);
        break;
    }
}

/* ---- built-in variables ---- */

/* A use of built-in variable `s` these extensions bring. */
void check_control_var_use(Checker *c, const Symbol *s, SrcLoc loc)
{
    /* GL_NV_viewport_array2 declares gl_Layer and gl_ViewportIndex in
     * tessellation control shaders, where Vulkan has neither. */
    if (c->stage == STAGE_TESS_CONTROL && (s->builtin == SpvBuiltInLayer || s->builtin == SpvBuiltInViewportIndex))
        check_error(c, loc, "'%s' cannot be used in tessellation control shaders: Vulkan has it in vertex, "
                    "tessellation evaluation, geometry and fragment shaders", s->name);
}

/* ---- GL_NV_geometry_shader_passthrough ---- */

void check_passthrough_qualifier(Checker *c, const LayoutItem *it, StorageQual storage, QualifiedThing what)
{
    if (!check_extension_enabled(c, "GL_NV_geometry_shader_passthrough"))
        check_error(c, it->loc, "layout(passthrough) needs #extension GL_NV_geometry_shader_passthrough : enable");
    else if (c->stage != STAGE_GEOMETRY)
        check_error(c, it->loc, "layout(passthrough) is a qualifier of geometry shader inputs, not of %s shaders",
                    glsl_stage_long_name(c->stage));
    else if (storage != SQ_IN || what == QUALIFIED_ALONE)
        check_error(c, it->loc, "layout(passthrough) qualifies geometry inputs (variables, blocks or members), "
                    "not %s", what == QUALIFIED_ALONE ? "'in;' alone" : "outputs or uniforms");
    else if (!c->unit->passthrough) {
        c->unit->passthrough = 1;
        c->unit->passthrough_loc = it->loc;
    }
}

void check_passthrough_finish(Checker *c)
{
    StageLayout *l = &c->unit->stage_layout;
    SrcLoc at = c->unit->passthrough_loc;
    static const char why[] = "a passthrough geometry shader (layout(passthrough))";
    if (l->output_primitive || l->max_vertices >= 0)
        check_error(c, at, "%s cannot declare %s: its output primitive is its input's", why,
                    l->output_primitive ? "an output primitive" : "max_vertices");
    if (l->invocations > 1)
        check_error(c, at, "%s has one invocation, not layout(invocations = %d)", why, l->invocations);
    if (c->unit->emits)
        check_error(c, c->unit->emit_loc, "%s emits no vertices and ends no primitives: its vertices are its "
                    "input's", why);
    if (c->unit->uses_xfb)
        check_error(c, at, "%s cannot capture transform feedback (xfb_buffer, xfb_offset, xfb_stride)", why);
    switch (l->input_primitive) {
    case SpvExecutionModeInputPoints:
        l->output_primitive = SpvExecutionModeOutputPoints, l->max_vertices = 1;
        break;
    case SpvExecutionModeInputLines:
        l->output_primitive = SpvExecutionModeOutputLineStrip, l->max_vertices = 2;
        break;
    case SpvExecutionModeTriangles:
        l->output_primitive = SpvExecutionModeOutputTriangleStrip, l->max_vertices = 3;
        break;
    case 0:
        break; /* (check_stage asks for one) */
    default:
        check_error(c, at, "%s takes points, lines or triangles, not adjacency primitives", why);
        break;
    }
}

/* ---- redeclared built-ins ---- */

void check_control_redeclare(Checker *c, const Symbol *s, const Qualifiers *q)
{
    const LayoutItem *pass = layout_item(q, "passthrough");
    if (pass && (s->builtin == SpvBuiltInPrimitiveId || s->builtin == SpvBuiltInInvocationId))
        check_error(c, pass->loc, "'%s' cannot be redeclared with layout(passthrough): it is one value, not one "
                    "per vertex (GL_NV_geometry_shader_passthrough)", s->name);
    const LayoutItem *rel = layout_item(q, "viewport_relative");
    const LayoutItem *offset = layout_item(q, "secondary_view_offset");
    if ((rel || offset) && s->builtin != SpvBuiltInLayer) {
        check_error(c, (rel ? rel : offset)->loc, "'%s' applies to gl_Layer only", rel ? rel->name : offset->name);
        return;
    }
    if (rel && !check_extension_enabled(c, "GL_NV_viewport_array2"))
        check_error(c, rel->loc, "'viewport_relative' needs #extension GL_NV_viewport_array2 : enable");
    if (offset && !check_extension_enabled(c, "GL_NV_stereo_view_rendering"))
        check_error(c, offset->loc, "'secondary_view_offset' needs #extension GL_NV_stereo_view_rendering : enable");
    int64_t v;
    if (offset)
        layout_int(c, q, "secondary_view_offset", &v); /* a constant integer */
}

/* ---- stage layouts ---- */

/* GL_NV_compute_shader_derivatives: quads need an even width and height,
 * the linear grouping a multiple of four invocations (sizes given by
 * specialization constants are the application's to get right). */
static void check_derivative_group_size(Checker *c)
{
    const CheckedUnit *u = c->unit;
    uint32_t size[3];
    for (int i = 0; i < 3; i++) {
        if (u->local_size_id[i] >= 0)
            return;
        size[i] = u->local_size_set[i] ? u->local_size[i] : 1;
    }
    if (u->stage_layout.derivative_group == SpvExecutionModeDerivativeGroupQuadsNV && (size[0] % 2 || size[1] % 2))
        glsl_error(c->g, u->stage_layout.derivative_group_loc, "layout(derivative_group_quadsNV) needs a local size whose x and y are multiples of "
                   "2, not %u x %u", size[0], size[1]);
    else if (u->stage_layout.derivative_group == SpvExecutionModeDerivativeGroupLinearNV &&
             (size[0] * size[1] * size[2]) % 4)
        glsl_error(c->g, u->stage_layout.derivative_group_loc, "layout(derivative_group_linearNV) needs a local size of a multiple of 4 "
                   "invocations, not %u", size[0] * size[1] * size[2]);
}

/* What the fragment layouts these extensions add ask, at the end of the unit. */
void check_control_finish(Checker *c)
{
    const StageLayout *l = &c->unit->stage_layout;
    int arb = check_extension_enabled(c, "GL_ARB_post_depth_coverage");
    if (l->post_depth_coverage && !arb && !check_extension_enabled(c, "GL_EXT_post_depth_coverage"))
        glsl_error(c->g, l->post_depth_coverage_loc, "layout(post_depth_coverage) needs #extension "
                   "GL_EXT_post_depth_coverage : enable (or GL_ARB_post_depth_coverage)");
    else if (l->post_depth_coverage && !arb && !l->early_fragment_tests && !c->g->opts->without_spirv)
        /* A link-time rule: OpenGL checks it when it links the stage. */
        glsl_link_error(c->g, l->post_depth_coverage_loc,
                        "with GL_EXT_post_depth_coverage, layout(post_depth_coverage) in; needs "
                        "layout(early_fragment_tests) in; too (GL_ARB_post_depth_coverage implies it)");
    if (l->derivative_group && !check_extension_enabled(c, "GL_NV_compute_shader_derivatives"))
        glsl_error(c->g, l->derivative_group_loc, "layout(derivative_group_quadsNV/linearNV) needs #extension "
                   "GL_NV_compute_shader_derivatives : enable");
    else if (l->derivative_group)
        check_derivative_group_size(c);
    if (l->interlock && !check_extension_enabled(c, "GL_ARB_fragment_shader_interlock"))
        glsl_error(c->g, l->interlock_loc, "the interlock ordering layouts need #extension GL_ARB_fragment_shader_interlock : "
                   "enable");
}

/* ---- constants ---- */

static const struct {
    const char *name;
    int value;
    BuiltinExt ext;
} ext_constants[] = {
    /* GL_EXT_fragment_shading_rate */
    {"gl_ShadingRateFlag2VerticalPixelsEXT", 1, BEXT_FRAGMENT_SHADING_RATE},
    {"gl_ShadingRateFlag4VerticalPixelsEXT", 2, BEXT_FRAGMENT_SHADING_RATE},
    {"gl_ShadingRateFlag2HorizontalPixelsEXT", 4, BEXT_FRAGMENT_SHADING_RATE},
    {"gl_ShadingRateFlag4HorizontalPixelsEXT", 8, BEXT_FRAGMENT_SHADING_RATE},
};

/* The constant `name` an extension brings, declared when first named
 * (an error when its extension is not enabled); NULL when there is none. */
Symbol *check_ext_constant(Checker *c, const char *name, SrcLoc loc)
{
    if (strncmp(name, "gl_ShadingRateFlag", 18) != 0)
        return NULL;
    for (size_t i = 0; i < COUNT_OF(ext_constants); i++) {
        if (strcmp(ext_constants[i].name, name) != 0)
            continue;
        check_ext_use(c, ext_constants[i].ext, name, loc); /* declared even so: one message */
        Symbol *s = new_symbol(c, SYM_VARIABLE, ext_constants[i].name, c->tt->int_, (SrcLoc){0, 0, 0});
        ConstValue *v = const_zero(c->a, c->tt->int_, 1);
        if (v)
            v->comps[0].i = ext_constants[i].value;
        s->flags = QF_CONST;
        s->value = v;
        s->is_global = 1;
        scope_add(c->a, c->globals, s);
        return s;
    }
    return NULL;
}
