/* The checker's OpenGL client (issue 23, docs/compiler.md "OpenGL's GLSL"):
 * the forms OpenGL's GLSL has and GL_KHR_vulkan_glsl removes, where they
 * need more than a row of a table.
 *
 * - The texture functions of GLSL 1.10 and ES 1.00 (§8.7 of each):
 *   texture2D, texture2DProj, texture2DLod, textureCube, ... name their
 *   sampler in the function; each is the generic function of GLSL 1.30
 *   (texture, textureProj, textureLod, textureProjLod) on that sampler.
 *   Desktop GLSL keeps them before 4.20 and in the compatibility profile,
 *   GLSL ES 1.00 only. The Lod forms are the vertex shader's (GLSL 1.10
 *   and ES 1.00 8.7); GL_ARB_shader_texture_lod gives them to desktop
 *   fragment shaders with its Grad forms (texture2DGradARB, ...), GLSL
 *   1.30 to every stage; GL_EXT_shader_texture_lod gives ES 1.00
 *   fragment shaders texture2DLodEXT, texture2DGradEXT and the like;
 *   GL_OES_EGL_image_external gives ES 1.00 texture2D and texture2DProj on
 *   samplerExternalOES (its "Changes to the OpenGL ES Shading Language"
 *   8.7: coordinates only, no bias form). The shadow forms (shadow2D, ...) return their result in a vec4. Only
 *   without a SPIR-V target: SPIR-V for OpenGL has none of them.
 * - The generic texture functions (texture, textureSize, texelFetch, ...)
 *   came with GLSL 1.30 and ES 3.00: before, only the old ones.
 * - Uniform and buffer blocks are `shared` unless they say otherwise (GLSL
 *   4.60 4.4.5; Vulkan's are std140 and std430): offset and align need an
 *   explicit std140 or std430 (or a default one); offset needs 4.40 or
 *   GL_ARB_enhanced_layouts, and offsets go forward (4.4.5: "smaller than
 *   the offset of the previous member" is an error; GL_KHR_vulkan_glsl
 *   lifts that, so only literal offsets smaller than the one before are
 *   checked here).
 * - The structures of the built-in uniform state (GLSL 1.20 7.5, 4.60 7.4
 *   and the compatibility profile's 7.4.1): gl_DepthRangeParameters in
 *   every OpenGL GLSL, the fixed-function ones (gl_LightSourceParameters,
 *   gl_MaterialParameters, gl_FogParameters, ...) where the compatibility
 *   uniforms are; the variables of those types are rows of check_stage.c's
 *   opengl_vars, whose type names these resolve; ftransform() of the
 *   compatibility vertex shader.
 * - GL_ARB_bindless_texture's handles: its samplers and images are 64-bit
 *   values (its changes to GLSL 4.1.7 and 4.1.X), so they may also be
 *   inputs, outputs, temporaries and members of uniform and buffer blocks,
 *   and sampler2D(uvec2) makes one (5.4.1); only without SPIR-V, as glslang
 *   refuses the extension for SPIR-V (glspv writes no SPV_NV_bindless_texture).
 * - Locations: without SPIR-V no emitter assigns them, so the checker
 *   says where two inputs or two outputs outside blocks take one component
 *   of one location (GLSL 4.60 4.4.1; vertex inputs may alias).
 * - noise1 to noise4 (GLSL 4.60 8.15): deprecated but declared in every
 *   desktop version when no SPIR-V is made (a SPIR-V target has none, and
 *   neither has GLSL ES); they return 0, so nothing lowers them.
 * - What GLSL before 1.30/1.50 has and lacks: global in and out (1.30, ES
 *   3.00), redeclared gl_Position (1.50), redeclared gl_TexCoord and
 *   colors (1.10, 1.30), the built-in constants of 1.10 and ES 1.00. */
#include <string.h>

#include "glsl/check/check.h"

/* The members of each structure, "type name" a member, in order. */
static const struct {
    const char *name;
    const char *members[12];
} uniform_structs[] = {
    {"gl_DepthRangeParameters", {"float near", "float far", "float diff"}},
    {"gl_PointParameters", {"float size", "float sizeMin", "float sizeMax", "float fadeThresholdSize",
                            "float distanceConstantAttenuation", "float distanceLinearAttenuation",
                            "float distanceQuadraticAttenuation"}},
    {"gl_MaterialParameters", {"vec4 emission", "vec4 ambient", "vec4 diffuse", "vec4 specular", "float shininess"}},
    {"gl_LightSourceParameters", {"vec4 ambient", "vec4 diffuse", "vec4 specular", "vec4 position",
                                  "vec4 halfVector", "vec3 spotDirection", "float spotExponent", "float spotCutoff",
                                  "float spotCosCutoff", "float constantAttenuation", "float linearAttenuation",
                                  "float quadraticAttenuation"}},
    {"gl_LightModelParameters", {"vec4 ambient"}},
    {"gl_LightModelProducts", {"vec4 sceneColor"}},
    {"gl_LightProducts", {"vec4 ambient", "vec4 diffuse", "vec4 specular"}},
    {"gl_FogParameters", {"vec4 color", "float density", "float start", "float end", "float scale"}},
};

const Type *check_opengl_struct_type(Checker *c, const char *name, size_t len)
{
    _Static_assert(COUNT_OF(uniform_structs) <= COUNT_OF(((Checker *)0)->opengl_structs), "opengl_structs too small");
    for (size_t i = 0; i < COUNT_OF(uniform_structs); i++) {
        if (strlen(uniform_structs[i].name) != len || strncmp(uniform_structs[i].name, name, len) != 0)
            continue;
        if (c->opengl_structs[i])
            return c->opengl_structs[i];
        Field fields[COUNT_OF(uniform_structs[i].members)];
        uint32_t count = 0;
        for (; count < COUNT_OF(fields) && uniform_structs[i].members[count]; count++) {
            const char *m = uniform_structs[i].members[count];
            const char *space = strchr(m, ' ');
            uint32_t code = 0;
            type_code_from_name(m, (size_t)(space - m), &code);
            fields[count] = (Field){.name = space + 1, .type = type_from_code(c->tt, code), .offset = -1,
                                    .align = -1, .location = -1, .component = -1, .builtin = -1,
                                    .precision = PREC_HIGH};
        }
        return c->opengl_structs[i] = type_struct(c->tt, uniform_structs[i].name, fields, count, 0);
    }
    return NULL;
}

/* The compatibility inputs and outputs a shader may declare again: GLSL
 * 1.10 7.6 sizes gl_TexCoord that way ("varying vec4 gl_TexCoord[6];"),
 * GLSL 1.30 4.3.7 lets the colors take an interpolation qualifier. */
static const char *const redeclarable[] = {
    "gl_TexCoord", "gl_Color", "gl_SecondaryColor", "gl_FrontColor", "gl_BackColor", "gl_FrontSecondaryColor",
    "gl_BackSecondaryColor",
};

int check_opengl_redeclarable(const Checker *c, const Symbol *s)
{
    if (c->g->opts->vulkan_version || s->kind != SYM_VARIABLE || (s->storage != SQ_IN && s->storage != SQ_OUT))
        return 0;
    for (size_t i = 0; i < COUNT_OF(redeclarable); i++)
        if (strcmp(s->name, redeclarable[i]) == 0)
            return 1;
    return 0;
}

int check_opengl_member_redeclarable(Checker *c, const Node *d)
{
    /* GLSL 1.50 7.1 brought the redeclaration of gl_PerVertex; before,
     * gl_Position and gl_PointSize are variables no shader redeclares
     * (invariant aside), unless GL_ARB_separate_shader_objects says so.
     * gl_ClipDistance is sized by redeclaration from 1.30 on. */
    if (c->g->opts->vulkan_version || c->pp->profile == PROFILE_ES || c->pp->version >= 150 ||
        strcmp(d->name, "gl_ClipDistance") == 0 || check_extension_enabled(c, "GL_ARB_separate_shader_objects"))
        return 1;
    check_error(c, d->loc, "'%s' is redeclared: GLSL %d.%d has no redeclaration of it (gl_PerVertex came with "
                "#version 150; or #extension GL_ARB_separate_shader_objects : enable)", d->name,
                c->pp->version / 100, c->pp->version % 100);
    return 0;
}

int check_opengl_builtin_block_name(Checker *c, const Node *b)
{
    /* The compatibility profile's fragment inputs are a block a shader
     * may redeclare (GLSL 4.60 compatibility 7.1.1); no other gl_ block. */
    if (c->g->opts->vulkan_version || strcmp(b->name, "gl_PerFragment") == 0)
        return 1;
    check_error(c, b->loc, "block '%s': names that start with gl_ are reserved, and no built-in block has this one "
                "(gl_PerVertex, gl_PerFragment)", b->name);
    return 0;
}

/* How an old texture function's availability is ruled. */
enum {
    OLD_ANY,       /* every stage */
    OLD_LOD,       /* a Lod form: vertex shaders (ES 1.00, desktop before 1.30); GL_ARB_shader_texture_lod
                    * brings the desktop ones to fragment shaders (GLSL 1.30 to every stage) */
    OLD_ARB_LOD,   /* GL_ARB_shader_texture_lod's own (the Grad forms), desktop */
    OLD_EXT_LOD,   /* GL_EXT_shader_texture_lod's (texture2DLodEXT, ...), ES 1.00 fragment shaders */
    OLD_EXTERNAL,  /* GL_OES_EGL_image_external's on samplerExternalOES (ES 1.00; its type needs the
                    * extension): texture2D and texture2DProj, without a bias */
};

static const struct {
    const char *name;    /* the old function */
    const char *generic; /* the function of GLSL 1.30 it is */
    const char *sampler; /* the only sampler it takes */
    int rule;            /* OLD_* */
    int vec4;            /* a shadow form: GLSL 1.10 returns the result in a vec4 */
} legacy_textures[] = {
    {"texture1D", "texture", "sampler1D", OLD_ANY, 0},
    {"texture1DProj", "textureProj", "sampler1D", OLD_ANY, 0},
    {"texture1DLod", "textureLod", "sampler1D", OLD_LOD, 0},
    {"texture1DProjLod", "textureProjLod", "sampler1D", OLD_LOD, 0},
    {"texture2D", "texture", "sampler2D", OLD_ANY, 0},
    {"texture2DProj", "textureProj", "sampler2D", OLD_ANY, 0},
    {"texture2DLod", "textureLod", "sampler2D", OLD_LOD, 0},
    {"texture2DProjLod", "textureProjLod", "sampler2D", OLD_LOD, 0},
    {"texture3D", "texture", "sampler3D", OLD_ANY, 0},
    {"texture3DProj", "textureProj", "sampler3D", OLD_ANY, 0},
    {"texture3DLod", "textureLod", "sampler3D", OLD_LOD, 0},
    {"texture3DProjLod", "textureProjLod", "sampler3D", OLD_LOD, 0},
    {"textureCube", "texture", "samplerCube", OLD_ANY, 0},
    {"textureCubeLod", "textureLod", "samplerCube", OLD_LOD, 0},
    {"shadow1D", "texture", "sampler1DShadow", OLD_ANY, 1},
    {"shadow2D", "texture", "sampler2DShadow", OLD_ANY, 1},
    {"shadow1DProj", "textureProj", "sampler1DShadow", OLD_ANY, 1},
    {"shadow2DProj", "textureProj", "sampler2DShadow", OLD_ANY, 1},
    {"shadow1DLod", "textureLod", "sampler1DShadow", OLD_LOD, 1},
    {"shadow2DLod", "textureLod", "sampler2DShadow", OLD_LOD, 1},
    {"shadow1DProjLod", "textureProjLod", "sampler1DShadow", OLD_LOD, 1},
    {"shadow2DProjLod", "textureProjLod", "sampler2DShadow", OLD_LOD, 1},
    {"texture1DGradARB", "textureGrad", "sampler1D", OLD_ARB_LOD, 0},
    {"texture1DProjGradARB", "textureProjGrad", "sampler1D", OLD_ARB_LOD, 0},
    {"texture2DGradARB", "textureGrad", "sampler2D", OLD_ARB_LOD, 0},
    {"texture2DProjGradARB", "textureProjGrad", "sampler2D", OLD_ARB_LOD, 0},
    {"texture3DGradARB", "textureGrad", "sampler3D", OLD_ARB_LOD, 0},
    {"texture3DProjGradARB", "textureProjGrad", "sampler3D", OLD_ARB_LOD, 0},
    {"textureCubeGradARB", "textureGrad", "samplerCube", OLD_ARB_LOD, 0},
    {"shadow1DGradARB", "textureGrad", "sampler1DShadow", OLD_ARB_LOD, 1},
    {"shadow1DProjGradARB", "textureProjGrad", "sampler1DShadow", OLD_ARB_LOD, 1},
    {"shadow2DGradARB", "textureGrad", "sampler2DShadow", OLD_ARB_LOD, 1},
    {"shadow2DProjGradARB", "textureProjGrad", "sampler2DShadow", OLD_ARB_LOD, 1},
    {"texture2DLodEXT", "textureLod", "sampler2D", OLD_EXT_LOD, 0},
    {"texture2DProjLodEXT", "textureProjLod", "sampler2D", OLD_EXT_LOD, 0},
    {"textureCubeLodEXT", "textureLod", "samplerCube", OLD_EXT_LOD, 0},
    {"texture2DGradEXT", "textureGrad", "sampler2D", OLD_EXT_LOD, 0},
    {"texture2DProjGradEXT", "textureProjGrad", "sampler2D", OLD_EXT_LOD, 0},
    {"textureCubeGradEXT", "textureGrad", "samplerCube", OLD_EXT_LOD, 0},
    {"texture2D", "texture", "samplerExternalOES", OLD_EXTERNAL, 0},
    {"texture2DProj", "textureProj", "samplerExternalOES", OLD_EXTERNAL, 0},
};

/* Whether this shader has the old texture functions at all. */
static int has_legacy_textures(const Checker *c)
{
    if (c->g->opts->vulkan_version || !c->g->opts->without_spirv)
        return 0; /* glslang -G has none of them either */
    if (c->pp->profile == PROFILE_ES)
        return c->pp->version == 100;
    return c->pp->version < 420 || c->pp->profile == PROFILE_COMPATIBILITY;
}

/* Whether old function `i` is in this stage, version and profile; the
 * extension it needs but is not enabled is put in *ext. */
static int legacy_texture_here(Checker *c, size_t i, const char **ext)
{
    int es = c->pp->profile == PROFILE_ES;
    *ext = NULL;
    switch (legacy_textures[i].rule) {
    case OLD_LOD:
        if (es)
            return c->stage == STAGE_VERTEX;
        if (c->stage != STAGE_VERTEX && c->pp->version < 130 &&
            !check_extension_enabled(c, "GL_ARB_shader_texture_lod"))
            *ext = "GL_ARB_shader_texture_lod";
        return 1;
    case OLD_ARB_LOD:
        if (es)
            return 0;
        if (!check_extension_enabled(c, "GL_ARB_shader_texture_lod"))
            *ext = "GL_ARB_shader_texture_lod";
        return 1;
    case OLD_EXT_LOD:
        if (!es || c->stage != STAGE_FRAGMENT)
            return 0;
        if (!check_extension_enabled(c, "GL_EXT_shader_texture_lod"))
            *ext = "GL_EXT_shader_texture_lod";
        return 1;
    case OLD_EXTERNAL:
        return es;
    default:
        /* GLSL ES 1.00 has neither 1D nor shadow samplers */
        return !es || (!legacy_textures[i].vec4 && strcmp(legacy_textures[i].sampler, "sampler1D") != 0);
    }
}

const char *check_opengl_texture_call(Checker *c, const Node *n, const Type *const *args, unsigned count, int *vec4)
{
    const char *name = n->name;
    *vec4 = 0;
    if (name[0] == 't' && strcmp(name, "textureQueryLOD") == 0 && !c->g->opts->vulkan_version &&
        c->pp->profile != PROFILE_ES) {
        /* GL_ARB_texture_query_lod spells textureQueryLod so, on any sampler */
        if (!check_extension_enabled(c, "GL_ARB_texture_query_lod"))
            check_error(c, n->loc, "'%s' needs #extension GL_ARB_texture_query_lod : enable", name);
        return "textureQueryLod";
    }
    if ((name[0] != 't' || strncmp(name, "texture", 7) != 0) && (name[0] != 's' || strncmp(name, "shadow", 6) != 0))
        return NULL;
    if (!has_legacy_textures(c))
        return NULL;
    for (size_t i = 0; i < COUNT_OF(legacy_textures); i++) {
        if (strcmp(name, legacy_textures[i].name) != 0)
            continue;
        /* Another sampler is another row's (texture2D on samplerExternalOES)
         * or matches no form: said as for any call. */
        if (!count || !args[0] || strcmp(type_name(c->a, args[0]), legacy_textures[i].sampler) != 0)
            continue;
        const char *ext;
        if (!legacy_texture_here(c, i, &ext) || (legacy_textures[i].rule == OLD_EXTERNAL && count != 2))
            return NULL;
        if (ext) /* said here, then resolved as if enabled: one error */
            check_error(c, n->loc, "'%s' needs #extension %s : enable%s", name, ext,
                        legacy_textures[i].rule == OLD_LOD ? " in a fragment shader before #version 130" : "");
        *vec4 = legacy_textures[i].vec4;
        return legacy_textures[i].generic;
    }
    return NULL;
}

/* The texture functions of a later desktop version that an extension
 * brings to earlier ones. */
static const struct {
    const char *name;
    const char *ext, *ext2;
} later_textures[] = {
    {"textureGather", "GL_ARB_texture_gather", "GL_ARB_gpu_shader5"},
    {"textureQueryLevels", "GL_ARB_texture_query_levels", NULL},
    {"textureSamples", "GL_ARB_shader_texture_image_samples", NULL},
};

/* A texture function whose row names a first desktop version (textureGather
 * 4.00, ...): before it, only through its extension. 0 and an error if not. */
static int desktop_texture_version(Checker *c, const Node *n, const BuiltinCall *bc)
{
    if (c->pp->version >= bc->fn->desktop)
        return 1;
    for (size_t i = 0; i < COUNT_OF(later_textures); i++) {
        if (strcmp(n->name, later_textures[i].name) != 0)
            continue;
        if (check_extension_enabled(c, later_textures[i].ext) ||
            (later_textures[i].ext2 && check_extension_enabled(c, later_textures[i].ext2)))
            return 1;
        check_error(c, n->loc, "'%s' needs #version %d or #extension %s : enable", n->name, bc->fn->desktop,
                    later_textures[i].ext);
        return 0;
    }
    return 1; /* the others: the version of their types says it */
}

int check_opengl_texture_version(Checker *c, const Node *n, const BuiltinCall *bc, int through_old_name)
{
    if (c->g->opts->vulkan_version || through_old_name || bc->fn->lowering != LOWER_TEXTURE)
        return 1;
    int es = c->pp->profile == PROFILE_ES;
    if (bc->fn->desktop)
        return es || desktop_texture_version(c, n, bc);
    int first = es ? 300 : 130;
    if (c->pp->version >= first)
        return 1;
    check_error(c, n->loc, "'%s' needs #version %d%s or later (GLSL %s has the texture functions that name their "
                "sampler: texture2D, textureCube, ...)", n->name, first, es ? " es" : "", es ? "ES 1.00" : "1.10 and 1.20");
    return 0;
}

void check_opengl_io_version(Checker *c, const Node *decl)
{
    const Qualifiers *q = decl->type ? decl->type->q : NULL;
    int es = c->pp->profile == PROFILE_ES;
    if (!q || (q->storage != SQ_IN && q->storage != SQ_OUT) || c->g->opts->vulkan_version ||
        c->pp->version >= (es ? 300 : 130))
        return;
    /* GLSL 1.20 and ES 1.00 4.3: the storage qualifiers of a global are
     * const, attribute, uniform and varying; in and out came with 1.30. */
    check_error(c, decl->loc, "'%s' for a shader %s needs #version %s or later (GLSL %s has %s)",
                q->storage == SQ_IN ? "in" : "out", q->storage == SQ_IN ? "input" : "output", es ? "300 es" : "130",
                es ? "ES 1.00" : "before 1.30", q->storage == SQ_IN && (c->stage == STAGE_VERTEX)
                ? "attribute" : "varying");
}

int check_opengl_ftransform_call(Checker *c, const Node *n)
{
    if (n->name[0] != 'f' || strcmp(n->name, "ftransform") != 0 || n->args.len || c->stage != STAGE_VERTEX ||
        c->g->opts->vulkan_version || !c->g->opts->without_spirv || c->pp->profile == PROFILE_ES)
        return 0;
    return c->pp->version < 150 || c->pp->profile == PROFILE_COMPATIBILITY;
}

const Type *check_opengl_noise_call(Checker *c, Node *n)
{
    const char *name = n->name;
    if (name[0] != 'n' || strncmp(name, "noise", 5) != 0 || name[5] < '1' || name[5] > '4' || name[6] ||
        c->g->opts->vulkan_version || !c->g->opts->without_spirv || c->pp->profile == PROFILE_ES)
        return NULL;
    /* genType: float or a float vector, the argument converted to it */
    const Type *arg = n->args.len == 1 ? n->args.data[0]->ty : NULL;
    if (arg == c->tt->error)
        return arg;
    unsigned size = !arg ? 0 : arg->kind == TY_VECTOR ? arg->components : type_is_scalar(arg) ? 1 : 0;
    if (!size) {
        check_error(c, n->loc, "'%s' takes one float or float vector (genType)", name);
        return c->tt->error;
    }
    const Type *to = size == 1 ? c->tt->float_ : type_vector(c->tt, c->tt->float_, size);
    if (!check_convert_named(c, &n->args.data[0], to, "for the argument of", name))
        return c->tt->error;
    return name[5] == '1' ? c->tt->float_ : type_vector(c->tt, c->tt->float_, (unsigned)(name[5] - '0'));
}

int check_opengl_bindless_handle(Checker *c, const Type *t)
{
    if (!c->g->opts->without_spirv || !check_extension_enabled(c, "GL_ARB_bindless_texture"))
        return 0;
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_STRUCT) {
        for (uint32_t i = 0; i < t->field_count; i++)
            if (!check_opengl_bindless_handle(c, t->fields[i].type))
                return 0;
        return 1;
    }
    if (t->kind != TY_OPAQUE)
        return t->kind != TY_ERROR;
    BaseType b = TYPE_BASE(t->opaque);
    return b == BT_SAMPLER || b == BT_IMAGE;
}

/* The constant value of layout(name) as written on `ts`, or -1. */
static int64_t written_layout(const TypeSpec *ts, const char *name)
{
    const LayoutItem *it = ts ? layout_item(ts->q, name) : NULL;
    return it && it->value && it->value->cval ? (int64_t)it->value->cval->comps[0].u : -1;
}

void check_opengl_location(Checker *c, const Symbol *s)
{
    int input = s->storage == SQ_IN;
    if (!c->g->opts->without_spirv || s->kind != SYM_VARIABLE || (!input && s->storage != SQ_OUT) ||
        s->builtin >= 0 || (input && c->stage == STAGE_VERTEX)) /* vertex inputs may alias (GLSL 4.60 4.4.1) */
        return;
    int64_t first = written_layout(s->decl_type, "location");
    if (first < 0 || first >= 4096)
        return;
    const Type *t = s->per_vertex && s->type->kind == TY_ARRAY ? s->type->elem : s->type;
    t = layout_view_type(t, s->flags);
    int64_t component = written_layout(s->decl_type, "component"), index = written_layout(s->decl_type, "index");
    uint32_t mask = layout_component_mask(t, component > 0 ? (uint32_t)component & 3 : 0);
    uint32_t n = layout_location_count(t), end = n > 4096 - first ? 4096 : (uint32_t)first + n;
    uint32_t self = (uint32_t)c->unit->globals.len; /* s is the last global, plus 1 */
    for (uint32_t l = (uint32_t)first; l < end; l++) {
        for (uint32_t k = 0; k < 4; k++) {
            uint32_t key = (((uint32_t)(index > 0) * 4096 + l) * 4 + k) + 1, other;
            if (!(mask >> k & 1))
                continue;
            if (u32map_get(&c->locations[input], key, &other) && other != self) {
                check_error(c, s->loc, "'%s' uses %s location %u%s, which '%s' uses already", s->name,
                            input ? "input" : "output", l, mask == 0xf ? "" : " (some of its components)",
                            c->unit->globals.data[other - 1]->name);
                return;
            }
            u32map_put(c->a, &c->locations[input], key, self);
        }
    }
}

/* The built-in constants older than the versions Vulkan starts at (desktop
 * 1.40, ES 3.10): GLSL 1.10 7.4 and 1.30 7.4, ES 1.00 7.4 and 3.00 7.3. 0:
 * as the checker's table has it. */
static const struct {
    const char *name;
    int desktop, es;
} old_constants[] = {
    {"gl_MaxLights", 110, 0},
    {"gl_MaxClipPlanes", 110, 0},
    {"gl_MaxTextureUnits", 110, 0},
    {"gl_MaxTextureCoords", 110, 0},
    {"gl_MaxVertexAttribs", 110, 100},
    {"gl_MaxVertexUniformComponents", 110, 0},
    {"gl_MaxVaryingFloats", 110, 0},
    {"gl_MaxVertexTextureImageUnits", 110, 100},
    {"gl_MaxCombinedTextureImageUnits", 110, 100},
    {"gl_MaxTextureImageUnits", 110, 100},
    {"gl_MaxFragmentUniformComponents", 110, 0},
    {"gl_MaxDrawBuffers", 110, 100},
    {"gl_MaxVaryingComponents", 130, 0},
    {"gl_MaxClipDistances", 130, 0},
    {"gl_MaxVertexUniformVectors", 0, 100},
    {"gl_MaxFragmentUniformVectors", 0, 100},
    {"gl_MaxVaryingVectors", 0, 100},
    {"gl_MaxVertexOutputVectors", 0, 300},
    {"gl_MaxFragmentInputVectors", 0, 300},
    {"gl_MinProgramTexelOffset", 0, 300},
    {"gl_MaxProgramTexelOffset", 0, 300},
};

int check_opengl_constant_version(const Checker *c, const char *name, int first)
{
    if (c->g->opts->vulkan_version)
        return first;
    int es = c->pp->profile == PROFILE_ES;
    for (size_t i = 0; i < COUNT_OF(old_constants); i++)
        if (strcmp(old_constants[i].name, name) == 0) {
            int v = es ? old_constants[i].es : old_constants[i].desktop;
            return v ? v : first;
        }
    return first;
}

/* Literal member offsets that go backwards: 1 when reported. */
static int offset_backwards(Checker *c, const Node *b)
{
    uint64_t last = 0;
    int any = 0;
    for (size_t i = 0; i < b->list.len; i++) {
        const Qualifiers *mq = b->list.data[i]->type ? b->list.data[i]->type->q : NULL;
        const LayoutItem *it = mq ? layout_item(mq, "offset") : NULL;
        if (!it || !it->value || it->value->kind != ND_INT)
            continue;
        if (any && it->value->lit.u < last) {
            check_error(c, it->loc, "layout(offset = %llu) is before the offset of the member before it (%llu): in "
                        "OpenGL offsets go forward", (unsigned long long)it->value->lit.u, (unsigned long long)last);
            return 1;
        }
        last = it->value->lit.u;
        any = 1;
    }
    return 0;
}

void check_opengl_block(Checker *c, const Node *b)
{
    const Qualifiers *q = b->type->q;
    if (c->g->opts->vulkan_version || (q->storage != SQ_UNIFORM && q->storage != SQ_BUFFER))
        return;
    for (size_t i = 0; c->pp->profile != PROFILE_ES && c->pp->version < 440 &&
                       !check_extension_enabled(c, "GL_ARB_enhanced_layouts") && i < b->list.len; i++) {
        const Qualifiers *mq = b->list.data[i]->type ? b->list.data[i]->type->q : NULL;
        const LayoutItem *it = mq ? layout_item(mq, "offset") : NULL;
        if (mq && !it)
            it = layout_item(mq, "align");
        if (it) {
            check_error(c, it->loc, "layout(%s) on a block member needs #version 440 or #extension "
                        "GL_ARB_enhanced_layouts : enable", it->name);
            return;
        }
    }
    if (offset_backwards(c, b))
        return;
    if (layout_item(q, "std140") || layout_item(q, "std430") || layout_item(q, "scalar"))
        return;
    for (size_t i = 0; i < b->list.len; i++) {
        const Qualifiers *mq = b->list.data[i]->type ? b->list.data[i]->type->q : NULL;
        const LayoutItem *it = mq ? layout_item(mq, "offset") : NULL;
        if (mq && !it)
            it = layout_item(mq, "align");
        if (it) {
            check_error(c, it->loc, "layout(%s) needs a std140 or std430 block, and block '%s' is %s (OpenGL's "
                        "default packing)", it->name, b->name, layout_item(q, "packed") ? "packed" : "shared");
            return;
        }
    }
}
