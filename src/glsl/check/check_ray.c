/* The checker, ray tracing part: what GL_EXT_ray_tracing, GL_NV_ray_tracing
 * (and _motion_blur), GL_EXT_ray_cull_mask, GL_EXT_ray_flags_primitive_culling,
 * GL_EXT_ray_query and GL_NV_shader_invocation_reorder bring, with the stage
 * rules of their specifications (GLSL_EXT_ray_tracing.txt §4.3 and §7,
 * GLSL_EXT_ray_query.txt §4.1.7).
 *
 * Built-in variables of the six ray tracing stages, the gl_RayFlags*,
 * gl_HitKind* and gl_RayQuery* constants, the storage qualifiers
 * (rayPayloadEXT, hitAttributeEXT, callableDataEXT, ... and shaderRecordEXT
 * blocks), rayQueryEXT and hitObjectNV variables, the calls
 * (builtins_ray.def) and the terminateRayEXT / ignoreIntersectionEXT
 * statements. emit_ray.c lowers what this file accepts. */
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/fold.h"
#include "spirv/tables.h"

#define BIT(stage) (1u << (stage))
#define RGEN BIT(STAGE_RAYGEN)
#define RINT BIT(STAGE_INTERSECT)
#define RAHIT BIT(STAGE_ANY_HIT)
#define RCHIT BIT(STAGE_CLOSEST_HIT)
#define RMISS BIT(STAGE_MISS)
#define RCALL BIT(STAGE_CALLABLE)
#define RT_ALL (RGEN | RINT | RAHIT | RCHIT | RMISS | RCALL)
#define RT_HIT (RINT | RAHIT | RCHIT)       /* the stages that have an intersection */
#define RT_RAY (RT_HIT | RMISS)             /* the stages that have an incoming ray */

/* The extensions that bring a name: any of the list enables it. */
static const char *const ext_rt[] = {"GL_EXT_ray_tracing", NULL};
static const char *const nv_rt[] = {"GL_NV_ray_tracing", NULL};
static const char *const any_rt[] = {"GL_EXT_ray_tracing", "GL_NV_ray_tracing", "GL_NV_ray_tracing_motion_blur", NULL};
static const char *const motion[] = {"GL_NV_ray_tracing_motion_blur", NULL};
static const char *const cull_mask[] = {"GL_EXT_ray_cull_mask", NULL};
static const char *const flags_ext[] = {"GL_EXT_ray_tracing", "GL_EXT_ray_query", NULL};
static const char *const primitive_culling[] = {"GL_EXT_ray_flags_primitive_culling", NULL};
static const char *const opacity_micromap[] = {"GL_EXT_opacity_micromap", NULL};
static const char *const ray_query[] = {"GL_EXT_ray_query", NULL};

static int any_enabled(const Checker *c, const char *const *exts)
{
    for (; *exts; exts++)
        if (check_extension_enabled(c, *exts))
            return 1;
    return 0;
}

int check_ray_tracing_stage(Stage stage)
{
    return (BIT(stage) & RT_ALL) != 0;
}

/* ---- built-in variables (GLSL_EXT_ray_tracing §7.1) ---- */

typedef struct RayVar {
    const char *name;
    const char *type;
    uint32_t stages;
    int builtin;              /* SpvBuiltIn; gl_HitT* is decided by the module (hit_t_builtin) */
    const char *const *exts;
} RayVar;

static const RayVar ray_vars[] = {
    {"gl_LaunchIDEXT", "uvec3", RT_ALL, SpvBuiltInLaunchIdKHR, ext_rt},
    {"gl_LaunchSizeEXT", "uvec3", RT_ALL, SpvBuiltInLaunchSizeKHR, ext_rt},
    {"gl_PrimitiveID", "int", RT_HIT, SpvBuiltInPrimitiveId, any_rt},
    {"gl_InstanceID", "int", RT_HIT, SpvBuiltInInstanceId, any_rt},
    {"gl_InstanceCustomIndexEXT", "int", RT_HIT, SpvBuiltInInstanceCustomIndexKHR, ext_rt},
    {"gl_GeometryIndexEXT", "int", RT_HIT, SpvBuiltInRayGeometryIndexKHR, ext_rt},
    {"gl_WorldRayOriginEXT", "vec3", RT_RAY, SpvBuiltInWorldRayOriginKHR, ext_rt},
    {"gl_WorldRayDirectionEXT", "vec3", RT_RAY, SpvBuiltInWorldRayDirectionKHR, ext_rt},
    {"gl_ObjectRayOriginEXT", "vec3", RT_HIT, SpvBuiltInObjectRayOriginKHR, ext_rt},
    {"gl_ObjectRayDirectionEXT", "vec3", RT_HIT, SpvBuiltInObjectRayDirectionKHR, ext_rt},
    {"gl_RayTminEXT", "float", RT_RAY, SpvBuiltInRayTminKHR, ext_rt},
    {"gl_RayTmaxEXT", "float", RT_RAY, SpvBuiltInRayTmaxKHR, ext_rt},
    {"gl_IncomingRayFlagsEXT", "uint", RT_RAY, SpvBuiltInIncomingRayFlagsKHR, ext_rt},
    {"gl_HitTEXT", "float", RAHIT | RCHIT, SpvBuiltInHitTNV, ext_rt},
    {"gl_HitKindEXT", "uint", RAHIT | RCHIT, SpvBuiltInHitKindKHR, ext_rt},
    {"gl_ObjectToWorldEXT", "mat4x3", RT_HIT, SpvBuiltInObjectToWorldKHR, ext_rt},
    {"gl_WorldToObjectEXT", "mat4x3", RT_HIT, SpvBuiltInWorldToObjectKHR, ext_rt},
    /* The transposed forms read the mat4x3 built-in through transpose() (check_ray_ident). */
    {"gl_ObjectToWorld3x4EXT", "mat3x4", RT_HIT, SpvBuiltInObjectToWorldKHR, ext_rt},
    {"gl_WorldToObject3x4EXT", "mat3x4", RT_HIT, SpvBuiltInWorldToObjectKHR, ext_rt},
    {"gl_CullMaskEXT", "uint", RT_RAY, SpvBuiltInCullMaskKHR, cull_mask},
    {"gl_CurrentRayTimeNV", "float", RT_RAY, SpvBuiltInCurrentRayTimeNV, motion},
    /* GL_NV_ray_tracing's spellings */
    {"gl_LaunchIDNV", "uvec3", RT_ALL, SpvBuiltInLaunchIdNV, nv_rt},
    {"gl_LaunchSizeNV", "uvec3", RT_ALL, SpvBuiltInLaunchSizeNV, nv_rt},
    {"gl_InstanceCustomIndexNV", "int", RT_HIT, SpvBuiltInInstanceCustomIndexNV, nv_rt},
    {"gl_WorldRayOriginNV", "vec3", RT_RAY, SpvBuiltInWorldRayOriginNV, nv_rt},
    {"gl_WorldRayDirectionNV", "vec3", RT_RAY, SpvBuiltInWorldRayDirectionNV, nv_rt},
    {"gl_ObjectRayOriginNV", "vec3", RT_HIT, SpvBuiltInObjectRayOriginNV, nv_rt},
    {"gl_ObjectRayDirectionNV", "vec3", RT_HIT, SpvBuiltInObjectRayDirectionNV, nv_rt},
    {"gl_RayTminNV", "float", RT_RAY, SpvBuiltInRayTminNV, nv_rt},
    {"gl_RayTmaxNV", "float", RT_RAY, SpvBuiltInRayTmaxNV, nv_rt},
    {"gl_IncomingRayFlagsNV", "uint", RT_RAY, SpvBuiltInIncomingRayFlagsNV, nv_rt},
    {"gl_HitTNV", "float", RAHIT | RCHIT, SpvBuiltInHitTNV, nv_rt},
    {"gl_HitKindNV", "uint", RAHIT | RCHIT, SpvBuiltInHitKindNV, nv_rt},
    {"gl_ObjectToWorldNV", "mat4x3", RT_HIT, SpvBuiltInObjectToWorldNV, nv_rt},
    {"gl_WorldToObjectNV", "mat4x3", RT_HIT, SpvBuiltInWorldToObjectNV, nv_rt},
};

int check_ray_nv_module(const Checker *c)
{
    return check_extension_enabled(c, "GL_NV_ray_tracing") && !check_extension_enabled(c, "GL_EXT_ray_tracing");
}

static const char *stage_name(Stage stage);

static const RayVar *find_var(const char *name)
{
    for (size_t i = 0; i < COUNT_OF(ray_vars); i++)
        if (strcmp(ray_vars[i].name, name) == 0)
            return &ray_vars[i];
    return NULL;
}

static const Type *named_type(Checker *c, const char *name)
{
    uint32_t code = 0;
    type_code_from_name(name, strlen(name), &code);
    return type_from_code(c->tt, code);
}

void check_ray_declare_builtins(Checker *c)
{
    if (!check_ray_tracing_stage(c->stage))
        return;
    /* GLSL_EXT_ray_tracing is written against desktop GLSL 4.60 */
    if (c->unit_index == 0 && (c->pp->profile == PROFILE_ES || c->pp->version < 460))
        check_error(c, c->pp->version_loc, "%s shaders need desktop GLSL 4.60 or later ('#version 460'), not "
                    "'#version %d%s'", stage_name(c->stage), c->pp->version, c->pp->profile == PROFILE_ES ? " es" : "");
    /* gl_HitT is RayTmax in SPV_KHR_ray_tracing (which dropped HitT), HitTNV with the NV capability. */
    int hit_t = check_ray_nv_module(c) ? SpvBuiltInHitTNV : SpvBuiltInRayTmaxKHR;
    for (size_t i = 0; i < COUNT_OF(ray_vars); i++) {
        const RayVar *v = &ray_vars[i];
        if (!(v->stages & BIT(c->stage)))
            continue;
        Symbol *s = new_symbol(c, SYM_VARIABLE, v->name, named_type(c, v->type), (SrcLoc){0, 0, 0});
        s->storage = SQ_IN;
        s->builtin = v->builtin == SpvBuiltInHitTNV ? hit_t : v->builtin;
        s->is_global = 1;
        scope_add(c->a, c->scope, s);
    }
}

/* A stage mask in words: "any-hit and closest-hit". */
static const char *stage_list(Checker *c, uint32_t stages)
{
    static const char *const names[] = {"ray generation", "intersection", "any-hit", "closest-hit", "miss",
                                        "callable"};
    Str s = {0};
    unsigned n = 0, total = 0;
    for (int i = STAGE_RAYGEN; i <= STAGE_CALLABLE; i++)
        total += (stages & BIT(i)) != 0;
    for (int i = STAGE_RAYGEN; i <= STAGE_CALLABLE; i++) {
        if (!(stages & BIT(i)))
            continue;
        n++;
        str_printf(c->a, &s, "%s%s", n == 1 ? "" : n == total ? " and " : ", ", names[i - STAGE_RAYGEN]);
    }
    return s.data ? s.data : "";
}

static const char *stage_name(Stage stage)
{
    static const char *const names[] = {"ray generation", "intersection", "any-hit", "closest-hit", "miss",
                                        "callable"};
    return check_ray_tracing_stage(stage) ? names[stage - STAGE_RAYGEN] : glsl_stage_long_name(stage);
}

/* A name used in an expression that is a ray tracing built-in: the
 * extension it needs is enabled, and gl_*3x4EXT becomes transpose() of the
 * mat4x3 built-in. NULL when `n` needs nothing more. */
const Type *check_ray_ident(Checker *c, Node *n, Symbol *s)
{
    if (!check_ray_tracing_stage(c->stage) || s->builtin < 0 || !s->is_global || s->storage != SQ_IN)
        return NULL;
    const RayVar *v = find_var(s->name);
    if (!v)
        return NULL;
    if (!any_enabled(c, v->exts)) {
        check_error(c, n->loc, "'%s' needs #extension %s : enable", n->name, v->exts[0]);
        return n->ty = c->tt->error;
    }
    if (strstr(v->name, "3x4EXT") == NULL)
        return NULL;
    Node *inner = node_copy_expr(c->a, n);
    inner->name = s->builtin == SpvBuiltInObjectToWorldKHR ? "gl_ObjectToWorldEXT" : "gl_WorldToObjectEXT";
    memset(n, 0, NODE_EXPR_SIZE);
    n->kind = ND_CALL;
    n->loc = inner->loc;
    n->name = "transpose";
    nodes_push(c->a, &n->args, inner);
    return check_expr(c, n);
}

/* ---- built-in constants ---- */

static const struct {
    const char *name;
    uint32_t value;
    uint32_t stages;          /* 0: every stage */
    const char *const *exts;  /* all of... */
    const char *const *also;  /* ...and any of these (or NULL) */
} ray_constants[] = {
    {"gl_RayFlagsNoneEXT", 0, 0, flags_ext, NULL},
    {"gl_RayFlagsOpaqueEXT", 1, 0, flags_ext, NULL},
    {"gl_RayFlagsNoOpaqueEXT", 2, 0, flags_ext, NULL},
    {"gl_RayFlagsTerminateOnFirstHitEXT", 4, 0, flags_ext, NULL},
    {"gl_RayFlagsSkipClosestHitShaderEXT", 8, 0, flags_ext, NULL},
    {"gl_RayFlagsCullBackFacingTrianglesEXT", 16, 0, flags_ext, NULL},
    {"gl_RayFlagsCullFrontFacingTrianglesEXT", 32, 0, flags_ext, NULL},
    {"gl_RayFlagsCullOpaqueEXT", 64, 0, flags_ext, NULL},
    {"gl_RayFlagsCullNoOpaqueEXT", 128, 0, flags_ext, NULL},
    {"gl_RayFlagsSkipTrianglesEXT", 256, 0, primitive_culling, flags_ext},
    {"gl_RayFlagsSkipAABBEXT", 512, 0, primitive_culling, flags_ext},
    {"gl_RayFlagsForceOpacityMicromap2StateEXT", 1024, 0, opacity_micromap, NULL},
    {"gl_HitKindFrontFacingTriangleEXT", 0xfe, RT_ALL, ext_rt, NULL},
    {"gl_HitKindBackFacingTriangleEXT", 0xff, RT_ALL, ext_rt, NULL},
    {"gl_RayFlagsNoneNV", 0, RT_ALL, nv_rt, NULL},
    {"gl_RayFlagsOpaqueNV", 1, RT_ALL, nv_rt, NULL},
    {"gl_RayFlagsNoOpaqueNV", 2, RT_ALL, nv_rt, NULL},
    {"gl_RayFlagsTerminateOnFirstHitNV", 4, RT_ALL, nv_rt, NULL},
    {"gl_RayFlagsSkipClosestHitShaderNV", 8, RT_ALL, nv_rt, NULL},
    {"gl_RayFlagsCullBackFacingTrianglesNV", 16, RT_ALL, nv_rt, NULL},
    {"gl_RayFlagsCullFrontFacingTrianglesNV", 32, RT_ALL, nv_rt, NULL},
    {"gl_RayFlagsCullOpaqueNV", 64, RT_ALL, nv_rt, NULL},
    {"gl_RayFlagsCullNoOpaqueNV", 128, RT_ALL, nv_rt, NULL},
    {"gl_HitKindFrontFacingTriangleNV", 0xfe, RT_ALL, nv_rt, NULL},
    {"gl_HitKindBackFacingTriangleNV", 0xff, RT_ALL, nv_rt, NULL},
    {"gl_RayQueryCommittedIntersectionNoneEXT", 0, 0, ray_query, NULL},
    {"gl_RayQueryCommittedIntersectionTriangleEXT", 1, 0, ray_query, NULL},
    {"gl_RayQueryCommittedIntersectionGeneratedEXT", 2, 0, ray_query, NULL},
    {"gl_RayQueryCandidateIntersectionTriangleEXT", 0, 0, ray_query, NULL},
    {"gl_RayQueryCandidateIntersectionAABBEXT", 1, 0, ray_query, NULL},
};

static int constant_index(const char *name)
{
    if (strncmp(name, "gl_Ray", 6) != 0 && strncmp(name, "gl_HitKind", 10) != 0)
        return -1;
    for (size_t i = 0; i < COUNT_OF(ray_constants); i++)
        if (strcmp(ray_constants[i].name, name) == 0)
            return (int)i;
    return -1;
}

static int constant_available(const Checker *c, int i)
{
    if (ray_constants[i].stages && !(ray_constants[i].stages & BIT(c->stage)))
        return 0;
    return any_enabled(c, ray_constants[i].exts) && (!ray_constants[i].also || any_enabled(c, ray_constants[i].also));
}

Symbol *check_ray_constant(Checker *c, const char *name)
{
    int i = constant_index(name);
    if (i < 0 || !constant_available(c, i))
        return NULL;
    /* The skip flags need the device's primitive culling (RayTraversalPrimitiveCullingKHR). */
    if (ray_constants[i].exts == primitive_culling)
        c->unit->primitive_culling = 1;
    Symbol *s = new_symbol(c, SYM_VARIABLE, name, c->tt->uint_, (SrcLoc){0, 0, 0});
    ConstValue *v = const_zero(c->a, c->tt->uint_, 1);
    if (v)
        v->comps[0].u = ray_constants[i].value;
    s->flags = QF_CONST;
    s->value = v;
    s->is_global = 1;
    scope_add(c->a, c->globals, s);
    return s;
}

/* A name that is not declared: when it is a ray tracing built-in of another
 * stage, or one whose extension is not enabled, says so. 1 when reported. */
int check_ray_undeclared(Checker *c, const char *name, SrcLoc loc)
{
    if (strncmp(name, "gl_", 3) != 0)
        return 0;
    const RayVar *v = find_var(name);
    /* gl_InstanceID outside ray tracing is the vertex shader's, which Vulkan GLSL lacks (check_ident says so) */
    if (v && v->builtin == SpvBuiltInInstanceId && !check_ray_tracing_stage(c->stage))
        v = NULL;
    if (v && !(v->stages & BIT(c->stage))) {
        check_error(c, loc, "'%s' does not exist in %s shaders: only in %s shaders", name, stage_name(c->stage),
                    stage_list(c, v->stages));
        return 1;
    }
    int i = constant_index(name);
    if (i < 0)
        return 0;
    if (ray_constants[i].stages && !(ray_constants[i].stages & BIT(c->stage))) {
        check_error(c, loc, "'%s' exists only in ray tracing shaders", name);
        return 1;
    }
    const char *const *need = !any_enabled(c, ray_constants[i].exts) ? ray_constants[i].exts : ray_constants[i].also;
    if (ray_constants[i].exts == flags_ext && strncmp(name, "gl_RayFlags", 11) == 0)
        check_error(c, loc, "'%s' needs #extension GL_EXT_ray_tracing or GL_EXT_ray_query : enable", name);
    else
        check_error(c, loc, "'%s' needs #extension %s : enable", name, need[0]);
    return 1;
}

/* ---- storage qualifiers and variables ---- */

static const struct {
    StorageQual storage;
    const char *name;
    uint32_t stages;
    int located;        /* has a location (which variables other than blocks must give) */
    int single;         /* at most one per shader */
} ray_storage[] = {
    {SQ_RAY_PAYLOAD, "rayPayloadEXT", RGEN | RCHIT | RMISS, 1, 0},
    {SQ_RAY_PAYLOAD_IN, "rayPayloadInEXT", RAHIT | RCHIT | RMISS, 1, 1},
    {SQ_HIT_ATTRIBUTE, "hitAttributeEXT", RINT | RAHIT | RCHIT, 0, 1},
    {SQ_CALLABLE_DATA, "callableDataEXT", RGEN | RCHIT | RMISS | RCALL, 1, 0},
    {SQ_CALLABLE_DATA_IN, "callableDataInEXT", RCALL, 1, 1},
    {SQ_HIT_OBJECT_ATTR, "hitObjectAttributeNV", RGEN | RCHIT | RMISS, 1, 0}, /* GL_NV_shader_invocation_reorder */
};

static int storage_class_is_ray(StorageQual storage)
{
    for (size_t i = 0; i < COUNT_OF(ray_storage); i++)
        if (ray_storage[i].storage == storage)
            return 1;
    return 0;
}

static const char *storage_name(StorageQual storage)
{
    for (size_t i = 0; i < COUNT_OF(ray_storage); i++)
        if (ray_storage[i].storage == storage)
            return ray_storage[i].name;
    return "";
}

/* rayQueryEXT and hitObjectNV: objects SPIR-V cannot copy. */
static int is_ray_query(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_OPAQUE && (TYPE_BASE(t->opaque) == BT_RAY_QUERY || TYPE_BASE(t->opaque) == BT_HIT_OBJECT);
}

static const char *object_name(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_OPAQUE && TYPE_BASE(t->opaque) == BT_HIT_OBJECT ? "hitObjectNV" : "rayQueryEXT";
}

/* Whether a struct has a rayQueryEXT member somewhere. */
static int holds_ray_query(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind != TY_STRUCT)
        return is_ray_query(t);
    for (uint32_t i = 0; i < t->field_count; i++)
        if (holds_ray_query(t->fields[i].type))
            return 1;
    return 0;
}

/* Payloads and callable data share their locations with the incoming ones. */
static int same_kind(StorageQual a, StorageQual b)
{
    if (a == SQ_RAY_PAYLOAD_IN)
        a = SQ_RAY_PAYLOAD;
    if (b == SQ_RAY_PAYLOAD_IN)
        b = SQ_RAY_PAYLOAD;
    if (a == SQ_CALLABLE_DATA_IN)
        a = SQ_CALLABLE_DATA;
    if (b == SQ_CALLABLE_DATA_IN)
        b = SQ_CALLABLE_DATA;
    return a == b;
}

static int location_of(Checker *c, const Symbol *g, int64_t *v)
{
    const TypeSpec *ts = g->decl && g->decl->kind == ND_BLOCK_DECL ? g->decl->type : g->decl_type;
    return ts && layout_int(c, ts->q, "location", v);
}

/* The payload (or callable data) at `location`: an outgoing or incoming one. */
static Symbol *located(Checker *c, StorageQual storage, int64_t location)
{
    for (size_t i = 0; i < c->unit->globals.len; i++) {
        Symbol *g = c->unit->globals.data[i];
        int64_t v;
        if (same_kind(g->storage, storage) && location_of(c, g, &v) && v == location)
            return g;
    }
    return NULL;
}

static const Symbol *first_with(const Checker *c, StorageQual storage)
{
    for (size_t i = 0; i < c->unit->globals.len; i++)
        if (c->unit->globals.data[i]->storage == storage)
            return c->unit->globals.data[i];
    return NULL;
}

/* The rules of one variable (or block, `t` NULL) `name` declared with a
 * ray tracing storage qualifier (GLSL_EXT_ray_tracing §4.3.X, §4.4.X). */
static void check_ray_storage(Checker *c, Qualifiers *q, SrcLoc loc, const char *name, const Type *t, int global)
{
    for (size_t i = 0; i < COUNT_OF(ray_storage); i++) {
        if (ray_storage[i].storage != q->storage)
            continue;
        const char *what = ray_storage[i].name;
        if (!global) {
            check_error(c, loc, "a %s variable must be declared at global scope", what);
            return;
        }
        if (!(ray_storage[i].stages & BIT(c->stage))) {
            check_error(c, loc, "%s does not exist in %s shaders: only in %s shaders", what, stage_name(c->stage),
                        stage_list(c, ray_storage[i].stages));
            return;
        }
        if (t && type_contains_opaque(t))
            check_error(c, loc, "a %s variable cannot hold %s", what, tname(c, t));
        int64_t location;
        int has = layout_int(c, q, "location", &location);
        const Symbol *other = has ? located(c, q->storage, location) : NULL;
        if (!ray_storage[i].located && q->layout.len)
            check_error(c, q->layout.data[0].loc, "a %s variable takes no layout qualifier ('%s')", what,
                        q->layout.data[0].name);
        else if (ray_storage[i].located && t && !layout_item(q, "location"))
            check_error(c, loc, "%s '%s' needs layout(location = N): traceRayEXT and executeCallableEXT name "
                        "payloads and callable data by their location", what, name);
        else if (other)
            check_error(c, loc, "%s '%s' has location %lld, which '%s' has already", what, name, (long long)location,
                        other->name);
        else if (ray_storage[i].single && first_with(c, q->storage))
            check_error(c, loc, "a shader has at most one %s variable: '%s' is one already", what,
                        first_with(c, q->storage)->name);
        /* hit attributes are the intersection shader's to write */
        if (q->storage == SQ_HIT_ATTRIBUTE && c->stage != STAGE_INTERSECT)
            q->flags |= QF_READONLY;
        return;
    }
}

/* The declaration `decl` of variables of type `t` (before they are declared). */
void check_ray_variables(Checker *c, Node *decl, const Type *t, int global)
{
    Qualifiers *q = decl->type->q;
    if (check_ray_tracing_stage(c->stage) && global &&
        (q->storage == SQ_IN || q->storage == SQ_OUT || q->storage == SQ_SHARED)) {
        check_error(c, decl->loc, "ray tracing shaders have no %s variables: their data comes in payloads, hit "
                    "attributes, callable data, buffers and images", q->storage == SQ_IN ? "input" :
                    q->storage == SQ_OUT ? "output" : "shared");
        return;
    }
    if (is_ray_query(t) && q->storage != SQ_NONE)
        check_error(c, decl->loc, "a %s variable is declared without a storage qualifier (in a function or at "
                    "global scope), not as %s", object_name(t), q->storage == SQ_UNIFORM ? "a uniform" :
                    "an interface variable");
    else if (t->kind == TY_STRUCT && holds_ray_query(t))
        check_error(c, decl->loc, "struct %s holds a rayQueryEXT or hitObjectNV: those cannot be struct members",
                    tname(c, t));
    for (size_t k = 0; k < decl->list.len; k++)
        if (decl->list.data[k]->init)
            check_ray_copy(c, t, decl->list.data[k]->loc, "this initializer");
    if (!storage_class_is_ray(q->storage))
        return;
    check_ray_storage(c, q, decl->loc, decl->list.len ? decl->list.data[0]->name : "", t, global);
    if (decl->list.len > 1)
        check_error(c, decl->list.data[1]->loc, "declare one %s variable at a time (each has its location)",
                    storage_name(q->storage));
    for (size_t k = 0; k < decl->list.len; k++)
        if (decl->list.data[k]->init)
            check_error(c, decl->list.data[k]->loc, "a %s variable cannot have an initializer",
                        storage_name(q->storage));
}

/* A copy of a value of type `t` (an assignment, an initializer, a return):
 * never of a ray query. 0 after an error. */
int check_ray_copy(Checker *c, const Type *t, SrcLoc loc, const char *what)
{
    if (!t || !holds_ray_query(t))
        return 1;
    check_error(c, loc, "%s would copy a %s, which cannot be copied: use the variable itself", what,
                t->kind == TY_STRUCT ? "struct holding a rayQueryEXT or hitObjectNV" : object_name(t));
    return 0;
}

/* Arguments for rayQueryEXT parameters of user functions: whole variables,
 * which the call passes by pointer (an element cannot be: SPIR-V passes
 * only variables themselves). */
void check_ray_user_call(Checker *c, const Node *n, const Symbol *f)
{
    for (uint32_t i = 0; i < f->param_count && i < n->args.len; i++) {
        const Node *arg = n->args.data[i];
        if (!is_ray_query(f->param_types[i]) || f->param_types[i]->kind == TY_ARRAY)
            continue;
        if (arg->kind != ND_IDENT || !arg->sym || arg->sym->kind != SYM_VARIABLE)
            check_error(c, arg->loc, "the %s argument of '%s' must be a %s variable itself (not an array element or "
                        "a value): the function works on it in place", object_name(f->param_types[i]), n->name,
                        object_name(f->param_types[i]));
    }
}

/* rayQueryEXT parameters take the caller's variable itself (emit_ray.c):
 * there is no copy to go out. */
void check_ray_parameter(Checker *c, const Node *p, StorageQual sq)
{
    if (p->ty && p->ty->kind == TY_ARRAY && is_ray_query(p->ty))
        check_error(c, p->loc, "a %s parameter is one object, not an array of them", object_name(p->ty));
    else if (p->ty && is_ray_query(p->ty) && (sq == SQ_OUT || sq == SQ_INOUT))
        check_error(c, p->loc, "a %s parameter cannot be %s: it is never copied, the function works on the caller's "
                    "own (declare it '%s %s')", object_name(p->ty), sq == SQ_OUT ? "out" : "inout",
                    object_name(p->ty), p->name ? p->name : "q");
}

/* layout(shaderRecordEXT) buffer blocks: ray tracing stages, buffers, one per shader. */
void check_ray_block(Checker *c, Node *b)
{
    Qualifiers *q = b->type->q;
    if (check_ray_tracing_stage(c->stage) && (q->storage == SQ_IN || q->storage == SQ_OUT))
        check_error(c, b->loc, "ray tracing shaders have no %s blocks", q->storage == SQ_IN ? "input" : "output");
    if (storage_class_is_ray(q->storage))
        check_ray_storage(c, q, b->loc, b->instance ? b->instance : b->name, NULL, 1);
    if (!layout_item(q, "shaderRecordEXT") && !layout_item(q, "shaderRecordNV"))
        return;
    const char *ext = layout_item(q, "shaderRecordNV") ? "GL_NV_ray_tracing" : "GL_EXT_ray_tracing";
    if (!check_ray_tracing_stage(c->stage))
        check_error(c, b->loc, "shaderRecordEXT blocks exist only in ray tracing shaders, not in %s shaders",
                    stage_name(c->stage));
    else if (!check_extension_enabled(c, ext))
        check_error(c, b->loc, "layout(%s) needs #extension %s : enable",
                    layout_item(q, "shaderRecordNV") ? "shaderRecordNV" : "shaderRecordEXT", ext);
    else if (q->storage != SQ_BUFFER)
        check_error(c, b->loc, "a shaderRecordEXT block is a buffer block: 'layout(shaderRecordEXT) buffer %s'",
                    b->name);
    else if (layout_item(q, "binding") || layout_item(q, "set"))
        check_error(c, b->loc, "a shaderRecordEXT block has no set or binding: it lives in the shader binding table");
    q->flags |= QF_READONLY; /* the application writes the shader record; shaders read it */
    for (size_t i = 0; i < c->unit->globals.len; i++) {
        const Symbol *g = c->unit->globals.data[i];
        if (g->decl && g->decl->kind == ND_BLOCK_DECL && g->decl != b &&
            (layout_item(g->decl->type->q, "shaderRecordEXT") || layout_item(g->decl->type->q, "shaderRecordNV"))) {
            check_error(c, b->loc, "a shader has at most one shaderRecordEXT block: '%s' is one already",
                        g->decl->name);
            return;
        }
    }
}

/* ---- calls and statements ---- */

/* The storage of the variable a function's last argument names by its
 * location (SQ_NONE: it names none). */
StorageQual check_ray_located_storage(uint32_t op)
{
    switch (op) {
    case SpvOpTraceRayKHR: case SpvOpTraceRayMotionNV: case SpvOpHitObjectTraceRayNV:
    case SpvOpHitObjectTraceRayMotionNV: case SpvOpHitObjectExecuteShaderNV:
        return SQ_RAY_PAYLOAD;
    case SpvOpExecuteCallableKHR:
        return SQ_CALLABLE_DATA;
    case SpvOpHitObjectRecordHitNV: case SpvOpHitObjectRecordHitMotionNV: case SpvOpHitObjectRecordHitWithIndexNV:
    case SpvOpHitObjectRecordHitWithIndexMotionNV: case SpvOpHitObjectGetAttributesNV:
        return SQ_HIT_OBJECT_ATTR;
    default:
        return SQ_NONE;
    }
}

/* The extension a ray function needs. */
static const char *function_extension(const char *name)
{
    if (strncmp(name, "rayQuery", 8) == 0)
        return "GL_EXT_ray_query";
    if (strcmp(name, "traceRayMotionNV") == 0)
        return "GL_NV_ray_tracing_motion_blur";
    if (strncmp(name, "hitObject", 9) == 0 || strcmp(name, "reorderThreadNV") == 0)
        return "GL_NV_shader_invocation_reorder";
    size_t n = strlen(name);
    return n > 2 && strcmp(name + n - 2, "NV") == 0 ? "GL_NV_ray_tracing" : "GL_EXT_ray_tracing";
}

/* A SPECIAL_RAY call resolved to `bc`: the extension is enabled, payloads
 * and callable data named by location exist (n->sym: that variable),
 * `committed` is a constant, ray queries are variables. 0 after an error. */
int check_ray_call(Checker *c, Node *n, const BuiltinCall *bc)
{
    const char *ext = function_extension(n->name);
    if (!check_extension_enabled(c, ext)) {
        check_error(c, n->loc, "'%s' needs #extension %s : enable", n->name, ext);
        return 0;
    }
    int ok = 1;
    for (unsigned i = 0; i < bc->param_count; i++) {
        Node *arg = n->args.data[i];
        const Type *p = bc->params[i];
        if (bc->directions[i] == PARAM_REFERENCE) {
            const Node *root = arg;
            while (root->kind == ND_INDEX)
                root = root->lhs;
            if (root->kind != ND_IDENT || !root->sym || root->sym->kind != SYM_VARIABLE) {
                check_error(c, arg->loc, "the %s of '%s' must be a variable (or an element of an array of them)",
                            object_name(p), n->name);
                ok = 0;
            }
        } else if (p->kind == TY_BOOL && (!arg->cval || arg->spec)) {
            check_error(c, arg->loc, "the 'committed' argument of '%s' must be a constant expression (true: the "
                        "committed intersection, false: the candidate)", n->name);
            ok = 0;
        }
    }
    /* The KHR forms name their payload, callable data or hit object
     * attributes by location: the variable is found here. The NV ones pass
     * the location itself. */
    SpvOp op = (SpvOp)bc->fn->ops[1];
    StorageQual named = check_ray_located_storage(op);
    if (!ok || (!named && op != SpvOpTraceNV && op != SpvOpExecuteCallableNV))
        return ok;
    Node *last = n->args.data[bc->param_count - 1];
    const char *what = named == SQ_CALLABLE_DATA || op == SpvOpExecuteCallableNV ? "callableDataEXT"
                       : named == SQ_HIT_OBJECT_ATTR ? "hitObjectAttributeNV" : "rayPayloadEXT";
    const char *in = named == SQ_CALLABLE_DATA || op == SpvOpExecuteCallableNV ? "callableDataInEXT"
                     : named == SQ_HIT_OBJECT_ATTR ? NULL : "rayPayloadInEXT";
    if (!last->cval || last->spec) {
        check_error(c, last->loc, "the last argument of '%s' must be a constant expression: the location of a %s "
                    "variable", n->name, what);
        return 0;
    }
    if (!named)
        return 1;
    int64_t location = last->cval->comps[0].i;
    Symbol *s = located(c, named, location);
    if (!s) {
        check_error(c, last->loc, "'%s' names location %lld, but no %s%s%s variable has it (layout(location = %lld) "
                    "%s ...)", n->name, (long long)location, what, in ? " or " : "", in ? in : "", (long long)location,
                    what);
        return 0;
    }
    n->sym = s;
    return 1;
}

/* A ray function called in a stage that lacks it: names the stages that
 * have it. 0 when `name` is no ray function. */
int check_ray_wrong_stage(Checker *c, const Node *n)
{
    uint32_t stages = builtin_stages(n->name);
    if (!(stages & RT_ALL) || (stages & ~RT_ALL))
        return 0;
    check_error(c, n->loc, "'%s' does not exist in %s shaders: only in %s shaders", n->name, stage_name(c->stage),
                stage_list(c, stages));
    return 1;
}

/* terminateRayEXT and ignoreIntersectionEXT: any-hit shaders only. */
void check_ray_statement(Checker *c, const Node *n)
{
    if (c->stage != STAGE_ANY_HIT)
        check_error(c, n->loc, "%s exists only in any-hit shaders, not in %s shaders",
                    n->kind == ND_TERMINATE_RAY ? "terminateRayEXT" : "ignoreIntersectionEXT", stage_name(c->stage));
}
