/* The checker, part 7: mesh and task shaders (GL_EXT_mesh_shader, and
 * GL_NV_mesh_shader where it shares the machinery).
 *
 * check_stage.c declares the built-ins (gl_MeshVerticesEXT[],
 * gl_MeshPrimitivesEXT[], the primitive index arrays) and reads the
 * layouts (max_vertices, max_primitives, points/lines/triangles); this file
 * sizes the arrays those layouts size, checks where taskPayloadSharedEXT,
 * taskNV, perprimitiveEXT/NV and perviewNV may be written, what the unit
 * must declare, and the SPIR-V version GL_EXT_mesh_shader needs (1.4:
 * SPV_EXT_mesh_shader is written against it). */
#include <string.h>

#include "glsl/check/check.h"
#include "spirv/tables.h"


int check_mesh_ext(const Checker *c)
{
    return check_extension_enabled(c, "GL_EXT_mesh_shader");
}

int check_mesh_nv(const Checker *c)
{
    return !check_mesh_ext(c) && check_extension_enabled(c, "GL_NV_mesh_shader");
}

/* How many vertices make one primitive of the declared output type. */
static uint32_t primitive_vertices(const StageLayout *l)
{
    switch (l->output_primitive) {
    case SpvExecutionModeOutputPoints: return 1;
    case SpvExecutionModeOutputLinesEXT: return 2;
    case SpvExecutionModeOutputTrianglesEXT: return 3;
    default: return 0;
    }
}

uint32_t check_mesh_array_length(const Checker *c, int how)
{
    const StageLayout *l = &c->unit->stage_layout;
    uint32_t vertices = l->max_vertices > 0 ? (uint32_t)l->max_vertices : 0;
    uint32_t primitives = l->max_primitives > 0 ? (uint32_t)l->max_primitives : 0;
    switch (how) {
    case IMPLICIT_PER_PRIMITIVE: return primitives;
    case IMPLICIT_PRIMITIVE_INDICES: return primitives * primitive_vertices(l);
    default: return vertices;
    }
}

/* The global variable with storage `storage` declared already, or NULL. */
static const Symbol *declared_with(const Checker *c, StorageQual storage)
{
    for (size_t i = 0; i < c->unit->globals.len; i++)
        if (c->unit->globals.data[i]->storage == storage && c->unit->globals.data[i]->unit == c->unit_index)
            return c->unit->globals.data[i];
    return NULL;
}

void check_mesh_declaration(Checker *c, const Qualifiers *q, int block, const char *name, SrcLoc loc)
{
    int task = c->stage == STAGE_TASK, mesh = c->stage == STAGE_MESH;
    switch (q->storage) {
    case SQ_TASK_PAYLOAD: {
        /* GL_EXT_mesh_shader §4.3.X: one such variable, in task and mesh shaders. */
        const Symbol *other = declared_with(c, SQ_TASK_PAYLOAD);
        if (!task && !mesh)
            check_error(c, loc, "'taskPayloadSharedEXT' is only for task and mesh shaders, not %s shaders",
                        glsl_stage_long_name(c->stage));
        else if (block)
            check_error(c, loc, "'%s': a taskPayloadSharedEXT variable is not a block: declare a struct and a "
                        "variable of it", name);
        else if (other && strcmp(other->name, name) != 0)
            check_error(c, loc, "'%s' is a second taskPayloadSharedEXT variable: a shader has one at most, and "
                        "'%s' is declared already", name, other->name);
        return;
    }
    case SQ_TASK_NV:
        if (!block || (!task && !mesh))
            check_error(c, loc, "'taskNV' is for one block of task shader outputs or mesh shader inputs");
        return;
    case SQ_IN:
        if (task || mesh)
            check_error(c, loc, "'%s': %s shaders have no user-defined inputs (read a taskPayloadSharedEXT variable "
                        "or memory instead)", name, glsl_stage_long_name(c->stage));
        break;
    case SQ_OUT:
        if (task)
            check_error(c, loc, "'%s': task shaders have no user-defined outputs (write a taskPayloadSharedEXT "
                        "variable instead)", name);
        break;
    default:
        break;
    }
    if ((q->flags & QF_PERPRIMITIVE) && !(mesh && q->storage == SQ_OUT) &&
        !(c->stage == STAGE_FRAGMENT && q->storage == SQ_IN))
        check_error(c, loc, "'%s': perprimitive qualifies mesh shader outputs and fragment shader inputs only", name);
    if ((q->flags & QF_PERVIEW) && !(mesh && q->storage == SQ_OUT))
        check_error(c, loc, "'%s': perviewNV qualifies mesh shader outputs only", name);
}

/* The location of the #extension directive that enabled `name`. */
static SrcLoc extension_loc(const Checker *c, const char *name)
{
    SrcLoc loc = {0, 0, 0};
    for (size_t i = 0; i < c->pp->extensions.len; i++)
        if (strcmp(c->pp->extensions.data[i].name, name) == 0 && c->pp->extensions.data[i].behavior != EXT_DISABLE)
            return c->pp->extensions.data[i].loc;
    return loc;
}

/* SPV_EXT_mesh_shader is written against SPIR-V 1.4. */
static void check_version(Checker *c)
{
    uint32_t version = c->g->opts->spirv_version;
    if (!check_mesh_ext(c) || !version || version >= SPIRV_1_4)
        return;
    int uses = c->stage == STAGE_TASK || c->stage == STAGE_MESH;
    for (size_t i = 0; i < c->unit->globals.len && !uses; i++)
        uses = (c->unit->globals.data[i]->flags & QF_PERPRIMITIVE) != 0;
    if (uses)
        check_error(c, extension_loc(c, "GL_EXT_mesh_shader"), "GL_EXT_mesh_shader needs SPIR-V 1.4, but the target "
                    "is SPIR-V 1.%u: use --target-env vulkan1.2 (or vulkan1.1 with --target-spv=spv1.4)",
                    (version >> 8) & 0xff);
}

/* Only the index array of the declared primitive type may be written. */
static void check_index_array(Checker *c, const Symbol *s, SrcLoc loc)
{
    static const struct {
        const char *name;
        int mode;
        const char *primitive;
    } arrays[] = {
        {"gl_PrimitivePointIndicesEXT", SpvExecutionModeOutputPoints, "points"},
        {"gl_PrimitiveLineIndicesEXT", SpvExecutionModeOutputLinesEXT, "lines"},
        {"gl_PrimitiveTriangleIndicesEXT", SpvExecutionModeOutputTrianglesEXT, "triangles"},
    };
    int declared = c->unit->stage_layout.output_primitive;
    size_t want = COUNT_OF(arrays);
    for (size_t i = 0; i < COUNT_OF(arrays); i++)
        if (arrays[i].mode == declared)
            want = i;
    for (size_t i = 0; i < COUNT_OF(arrays) && want < COUNT_OF(arrays); i++)
        if (strcmp(arrays[i].name, s->name) == 0 && i != want)
            check_error(c, loc, "'%s' is written, but the mesh shader outputs %s: write %s", s->name,
                        arrays[want].primitive, arrays[want].name);
}

void check_mesh_local_size(Checker *c, const Qualifiers *q)
{
    static const char *const names[3] = {"local_size_x", "local_size_y", "local_size_z"};
    static const uint32_t ext_max[3] = {128, 128, 128}, nv_max[3] = {32, 1, 1};
    if (c->stage != STAGE_MESH && c->stage != STAGE_TASK)
        return;
    int nv = check_mesh_nv(c);
    const uint32_t *max = nv ? nv_max : ext_max;
    const char *limit = c->stage == STAGE_MESH ? (nv ? "gl_MaxMeshWorkGroupSizeNV" : "gl_MaxMeshWorkGroupSizeEXT")
                                               : (nv ? "gl_MaxTaskWorkGroupSizeNV" : "gl_MaxTaskWorkGroupSizeEXT");
    for (int i = 0; i < 3; i++) {
        int64_t v;
        if (layout_int(c, q, names[i], &v) && v > max[i])
            check_error(c, layout_item(q, names[i])->loc, "%s = %lld is more than %s allows (%u)", names[i],
                        (long long)v, limit, max[i]);
    }
}

void check_mesh_call(Checker *c, Node *n, const BuiltinCall *bc)
{
    if (bc->fn->ops[0] == SPECIAL_EMIT_MESH_TASKS)
        c->unit->emits_mesh_tasks = 1;
    if (bc->fn->ops[0] != SPECIAL_SET_MESH_OUTPUTS || n->args.len != 2)
        return;
    /* More than the layouts allow is undefined behaviour (§8): said when the counts are constants. */
    const StageLayout *l = &c->unit->stage_layout;
    const int max[2] = {l->max_vertices, l->max_primitives};
    static const char *const what[2] = {"vertices", "primitives"};
    for (int i = 0; i < 2; i++) {
        const Node *a = n->args.data[i];
        if (a->cval && !a->spec && max[i] >= 0 && a->cval->comps[0].u > (uint64_t)max[i])
            glsl_warning(c->g, a->loc, "SetMeshOutputsEXT asks for %llu %s, but max_%s is %d: what the mesh "
                         "shader outputs is undefined", (unsigned long long)a->cval->comps[0].u, what[i], what[i],
                         max[i]);
    }
}

void check_mesh_write(Checker *c, const Node *n)
{
    if (c->stage != STAGE_MESH)
        return;
    const Node *base = n;
    while (base->kind == ND_INDEX || base->kind == ND_FIELD)
        base = base->lhs;
    if (base->kind == ND_IDENT && base->sym && base->sym->builtin >= 0)
        check_index_array(c, base->sym, n->loc);
    /* A component of an element: n is .x / [k] of lhs, lhs is array[i]. */
    const Node *vec = n->kind == ND_FIELD || n->kind == ND_INDEX ? n->lhs : NULL;
    if (!vec || !vec->ty || vec->ty->kind != TY_VECTOR || vec->kind != ND_INDEX || vec->lhs->kind != ND_IDENT ||
        !vec->lhs->sym)
        return;
    int builtin = vec->lhs->sym->builtin;
    if (builtin == SpvBuiltInPrimitiveLineIndicesEXT || builtin == SpvBuiltInPrimitiveTriangleIndicesEXT)
        check_error(c, n->loc, "'%s' elements are written whole (GL_EXT_mesh_shader): write all the indices of a "
                    "primitive at once, not one component", vec->lhs->sym->name);
}

void check_mesh_finish(Checker *c)
{
    StageLayout *l = &c->unit->stage_layout;
    SrcLoc none = check_shader_loc(c);
    check_version(c);
    if (c->stage != STAGE_MESH && c->stage != STAGE_TASK)
        return;
    if (!check_mesh_ext(c) && !check_mesh_nv(c)) {
        glsl_error(c->g, none, "%s shaders need #extension GL_EXT_mesh_shader : require (or GL_NV_mesh_shader)",
                   glsl_stage_long_name(c->stage));
        return;
    }
    for (size_t i = 0; i < c->unit->globals.len; i++) {
        const Symbol *s = c->unit->globals.data[i];
        if (s->storage == SQ_TASK_PAYLOAD && s->type->kind == TY_ARRAY && !s->type->length && !s->type->spec_length)
            check_error(c, s->loc, "'%s': a taskPayloadSharedEXT array needs a size", s->name);
    }
    /* After errors (a call that failed to resolve) it would be no news. */
    if (c->stage == STAGE_TASK && check_mesh_ext(c) && !c->unit->emits_mesh_tasks && c->unit->main &&
        !c->g->ctx->error_count)
        glsl_warning(c->g, none, "the task shader never calls EmitMeshTasksEXT(x, y, z): it starts no mesh "
                     "shader workgroups");
    if (c->stage != STAGE_MESH)
        return;
    if (l->max_vertices < 0)
        glsl_error(c->g, none, "a mesh shader must declare how many vertices it outputs at most: "
                   "layout(max_vertices = N) out;");
    if (l->max_primitives < 0)
        glsl_error(c->g, none, "a mesh shader must declare how many primitives it outputs at most: "
                   "layout(max_primitives = N) out;");
    if (!l->output_primitive)
        glsl_error(c->g, none, "a mesh shader must declare its output primitive: layout(triangles) out; "
                   "(or points, lines)");
}
