/* The checker: the built-ins of mesh and task shaders (GL_EXT_mesh_shader,
 * GL_NV_mesh_shader): their built-in blocks and variables, per-view members
 * and per-primitive outputs, declared by check_stage.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/check_stage.h"
#include "glsl/check/fold.h"
#include "spirv/grammar.h"
#include "spirv/tables.h"

#define TASK BIT(STAGE_TASK)

/* A member of a built-in block of mesh shaders. Per-view members
 * (perviewNV) have one element per view: "[4]" is gl_MaxMeshViewCountNV. */
typedef struct MeshMember {
    const char *name;
    const char *type;
    int builtin;
    uint32_t flags;   /* QF_PERVIEW */
} MeshMember;

static const MeshMember mesh_vertex_ext[] = {
    {"gl_Position", "vec4", SpvBuiltInPosition, 0},
    {"gl_PointSize", "float", SpvBuiltInPointSize, 0},
    {"gl_ClipDistance", "float[]", SpvBuiltInClipDistance, 0},
    {"gl_CullDistance", "float[]", SpvBuiltInCullDistance, 0},
};

/* gl_PrimitiveShadingRateEXT only with GL_EXT_fragment_shading_rate. */
static const MeshMember mesh_primitive_ext[] = {
    {"gl_PrimitiveID", "int", SpvBuiltInPrimitiveId, 0},
    {"gl_Layer", "int", SpvBuiltInLayer, 0},
    {"gl_ViewportIndex", "int", SpvBuiltInViewportIndex, 0},
    {"gl_CullPrimitiveEXT", "bool", SpvBuiltInCullPrimitiveEXT, 0},
    {"gl_PrimitiveShadingRateEXT", "int", SpvBuiltInPrimitiveShadingRateKHR, 0},
};

static const MeshMember mesh_vertex_nv[] = {
    {"gl_Position", "vec4", SpvBuiltInPosition, 0},
    {"gl_PointSize", "float", SpvBuiltInPointSize, 0},
    {"gl_ClipDistance", "float[]", SpvBuiltInClipDistance, 0},
    {"gl_CullDistance", "float[]", SpvBuiltInCullDistance, 0},
    {"gl_PositionPerViewNV", "vec4[4]", SpvBuiltInPositionPerViewNV, QF_PERVIEW},
    {"gl_ClipDistancePerViewNV", "float[4][]", SpvBuiltInClipDistancePerViewNV, QF_PERVIEW},
    {"gl_CullDistancePerViewNV", "float[4][]", SpvBuiltInCullDistancePerViewNV, QF_PERVIEW},
};

static const MeshMember mesh_primitive_nv[] = {
    {"gl_PrimitiveID", "int", SpvBuiltInPrimitiveId, 0},
    {"gl_Layer", "int", SpvBuiltInLayer, 0},
    {"gl_ViewportIndex", "int", SpvBuiltInViewportIndex, 0},
    {"gl_ViewportMask", "int[]", SpvBuiltInViewportMaskNV, 0},
    {"gl_LayerPerViewNV", "int[4]", SpvBuiltInLayerPerViewNV, QF_PERVIEW},
    {"gl_ViewportMaskPerViewNV", "int[4][]", SpvBuiltInViewportMaskPerViewNV, QF_PERVIEW},
};

/* Built-in variables outside the blocks: "[P]" is sized by max_primitives,
 * "[I]" by max_primitives times the vertices of a primitive. `nv` says which
 * extension brings it (0 EXT, 1 NV, 2 either). */
static const struct {
    BuiltinVar var;
    int nv;
    const char *other_extension; /* also needed, or NULL */
} mesh_vars[] = {
    {{"gl_PrimitivePointIndicesEXT", "uint[P]", SQ_OUT, MESH, SpvBuiltInPrimitivePointIndicesEXT, 0}, 0, NULL},
    {{"gl_PrimitiveLineIndicesEXT", "uvec2[P]", SQ_OUT, MESH, SpvBuiltInPrimitiveLineIndicesEXT, 0}, 0, NULL},
    {{"gl_PrimitiveTriangleIndicesEXT", "uvec3[P]", SQ_OUT, MESH, SpvBuiltInPrimitiveTriangleIndicesEXT, 0}, 0, NULL},
    {{"gl_PrimitiveIndicesNV", "uint[I]", SQ_OUT, MESH, SpvBuiltInPrimitiveIndicesNV, 0}, 1, NULL},
    {{"gl_PrimitiveCountNV", "uint", SQ_OUT, MESH, SpvBuiltInPrimitiveCountNV, 0}, 1, NULL},
    {{"gl_TaskCountNV", "uint", SQ_OUT, TASK, SpvBuiltInTaskCountNV, 0}, 1, NULL},
    {{"gl_MeshViewCountNV", "uint", SQ_IN, TASK | MESH, SpvBuiltInMeshViewCountNV, 0}, 1, NULL},
    {{"gl_MeshViewIndicesNV", "uint[4]", SQ_IN, TASK | MESH, SpvBuiltInMeshViewIndicesNV, 0}, 1, NULL},
    {{"gl_DrawIDARB", "int", SQ_IN, TASK | MESH, SpvBuiltInDrawIndex, 0}, 2, "GL_ARB_shader_draw_parameters"},
    {{"gl_DrawID", "int", SQ_IN, TASK | MESH, SpvBuiltInDrawIndex, 0}, 2, NULL},
    {{"gl_ViewIndex", "int", SQ_IN, MESH, SpvBuiltInViewIndex, 0}, 2, "GL_EXT_multiview"},
};

static const Type *mesh_type(Checker *c, const char *name)
{
    const char *views = strstr(name, "[4][]");
    if (views) {
        /* One array of distances (sized by use) per view. */
        char elem[16];
        snprintf(elem, sizeof elem, "%.*s[]", (int)(views - name), name);
        return type_array(c->tt, stage_builtin_type_made(c, elem), 4);
    }
    const char *bracket = strchr(name, '[');
    if (bracket && (bracket[1] == 'P' || bracket[1] == 'I')) {
        char elem[16];
        snprintf(elem, sizeof elem, "%.*s", (int)(bracket - name), name);
        return stage_per_vertex_array(c, stage_builtin_type_made(c, elem),
                                bracket[1] == 'P' ? IMPLICIT_PER_PRIMITIVE : IMPLICIT_PRIMITIVE_INDICES);
    }
    return stage_builtin_type(c, name);
}

/* gl_MeshVerticesEXT[] and gl_MeshPrimitivesEXT[] (or the NV ones): an
 * array of a block of built-ins, one element per vertex or primitive. */
static void declare_mesh_block(Checker *c, const char *block_name, const char *instance, const MeshMember *members,
                               size_t count, int how)
{
    Field *fields = arena_alloc(c->a, count * sizeof *fields);
    uint32_t n = 0;
    for (size_t i = 0; i < count; i++) {
        int builtin = members[i].builtin;
        if ((builtin == SpvBuiltInCullDistance && c->pp->version < 450) ||
            (builtin == SpvBuiltInPrimitiveShadingRateKHR &&
             !check_extension_enabled(c, "GL_EXT_fragment_shading_rate")))
            continue;
        Field f = {0};
        f.name = members[i].name;
        f.type = mesh_type(c, members[i].type);
        f.offset = f.align = f.location = f.component = -1;
        f.builtin = builtin;
        f.flags = members[i].flags;
        fields[n++] = f;
    }
    Type *block = type_struct(c->tt, block_name, fields, n, 1);
    Symbol *v = new_symbol(c, SYM_VARIABLE, instance, stage_per_vertex_array(c, block, how), (SrcLoc){0, 0, 0});
    v->storage = SQ_OUT;
    v->is_global = 1;
    v->builtin_block = 1;
    v->per_vertex = 1;
    v->flags = how == IMPLICIT_PER_PRIMITIVE ? QF_PERPRIMITIVE : 0;
    scope_add(c->a, c->scope, v);
}

void check_mesh_declare_builtins(Checker *c)
{
    if (c->stage != STAGE_MESH && c->stage != STAGE_TASK)
        return;
    int ext = check_mesh_ext(c), nv = check_mesh_nv(c);
    for (size_t i = 0; i < COUNT_OF(mesh_vars); i++) {
        const BuiltinVar *b = &mesh_vars[i].var;
        int wanted = mesh_vars[i].nv == 2 ? ext || nv : mesh_vars[i].nv ? nv : ext;
        if (!(b->stages & BIT(c->stage)) || !wanted ||
            (mesh_vars[i].other_extension && !check_extension_enabled(c, mesh_vars[i].other_extension)))
            continue;
        Symbol *s = new_symbol(c, SYM_VARIABLE, b->name, mesh_type(c, b->type), (SrcLoc){0, 0, 0});
        s->storage = b->storage;
        s->builtin = b->builtin;
        s->is_global = 1;
        scope_add(c->a, c->scope, s);
    }
    if (c->stage != STAGE_MESH)
        return;
    if (ext) {
        declare_mesh_block(c, "gl_MeshPerVertexEXT", "gl_MeshVerticesEXT", mesh_vertex_ext, COUNT_OF(mesh_vertex_ext),
                           IMPLICIT_PER_VERTEX_OUT);
        declare_mesh_block(c, "gl_MeshPerPrimitiveEXT", "gl_MeshPrimitivesEXT", mesh_primitive_ext,
                           COUNT_OF(mesh_primitive_ext), IMPLICIT_PER_PRIMITIVE);
    }
    if (nv) {
        declare_mesh_block(c, "gl_MeshPerVertexNV", "gl_MeshVerticesNV", mesh_vertex_nv, COUNT_OF(mesh_vertex_nv),
                           IMPLICIT_PER_VERTEX_OUT);
        declare_mesh_block(c, "gl_MeshPerPrimitiveNV", "gl_MeshPrimitivesNV", mesh_primitive_nv,
                           COUNT_OF(mesh_primitive_nv), IMPLICIT_PER_PRIMITIVE);
    }
}

/* gl_PrimitiveShadingRateEXT, left out of gl_MeshPerPrimitiveEXT without
 * GL_EXT_fragment_shading_rate (it needs a capability of its own), comes
 * back when the block is redeclared with it. */
const Field *mesh_optional_member(Checker *c, const char *block_name, const char *name)
{
    if (strcmp(block_name, "gl_MeshPerPrimitiveEXT") != 0 || strcmp(name, "gl_PrimitiveShadingRateEXT") != 0)
        return NULL;
    Field *f = arena_alloc(c->a, sizeof *f);
    memset(f, 0, sizeof *f);
    f->name = name;
    f->type = c->tt->int_;
    f->offset = f->align = f->location = f->component = -1;
    f->builtin = SpvBuiltInPrimitiveShadingRateKHR;
    return f;
}

/* perviewNV outputs have one element per view in the dimension after the
 * vertex or primitive one (block members: their first): written without a
 * size, it is gl_MaxMeshViewCountNV. */
const Type *check_mesh_per_view(Checker *c, const Type *t, const char *name, SrcLoc loc)
{
    /* An inner dimension without a size is an error even when the views' one is sized by use. */
    for (const Type *in = t->kind == TY_ARRAY ? t->elem : t; in->kind == TY_ARRAY; in = in->elem) {
        if (!in->length && !in->spec_length) {
            check_error(c, loc, "'%s': only the views' dimension of a perviewNV output may be left without a size",
                        name);
            return c->tt->error;
        }
    }
    if (t->kind == TY_ERROR || t->implicit)
        return t;
    if (t->kind != TY_ARRAY) {
        check_error(c, loc, "'%s' is perviewNV, so it needs a dimension for the views: '%s[]'", name, name);
        return c->tt->error;
    }
    if (t->length && t->length != 4) {
        check_error(c, loc, "'%s' has %u views, but a perviewNV output has gl_MaxMeshViewCountNV (4), or is "
                    "declared without a size", name, t->length);
        return c->tt->error;
    }
    return t->length ? t : type_array(c->tt, t->elem, 4);
}

/* Whether `name` is a built-in of mesh or task shaders (for "does not
 * exist in vertex shaders" rather than "is not declared"). */
int mesh_is_builtin_var(const char *name)
{
    static const char *const blocks[] = {"gl_MeshVerticesEXT", "gl_MeshPrimitivesEXT", "gl_MeshVerticesNV",
                                         "gl_MeshPrimitivesNV"};
    if (strncmp(name, "gl_", 3) != 0)
        return 0;
    for (size_t i = 0; i < COUNT_OF(blocks); i++)
        if (strcmp(blocks[i], name) == 0)
            return 1;
    for (size_t i = 0; i < COUNT_OF(mesh_vars); i++)
        if (mesh_vars[i].nv != 2 && strcmp(mesh_vars[i].var.name, name) == 0)
            return 1;
    return 0;
}

Symbol *check_mesh_builtin_block(Checker *c, const char *block_name)
{
    static const char *const blocks[][2] = {
        {"gl_MeshPerVertexEXT", "gl_MeshVerticesEXT"}, {"gl_MeshPerPrimitiveEXT", "gl_MeshPrimitivesEXT"},
        {"gl_MeshPerVertexNV", "gl_MeshVerticesNV"}, {"gl_MeshPerPrimitiveNV", "gl_MeshPrimitivesNV"},
    };
    if (c->stage != STAGE_MESH || strncmp(block_name, "gl_MeshPer", 10) != 0)
        return NULL;
    for (size_t i = 0; i < COUNT_OF(blocks); i++) {
        if (strcmp(blocks[i][0], block_name) != 0)
            continue;
        Symbol *s = scope_lookup_local(c->globals, blocks[i][1]);
        return s && s->builtin_block ? s : NULL;
    }
    return NULL;
}
