/* The checker's OpenGL client (issue 23, docs/compiler.md "OpenGL's GLSL"):
 * the forms OpenGL's GLSL has and GL_KHR_vulkan_glsl removes, where they
 * need more than a row of a table.
 *
 * - The texture functions of GLSL 1.10 and ES 1.00 (§8.7 of each):
 *   texture2D, texture2DProj, texture2DLod, textureCube, ... name their
 *   sampler in the function; each is the generic function of GLSL 1.30
 *   (texture, textureProj, textureLod, textureProjLod) on that sampler.
 *   Desktop GLSL keeps them before 4.20 and in the compatibility profile,
 *   GLSL ES 1.00 only; ES 1.00 has the Lod forms in vertex shaders only
 *   (GL_EXT_shader_texture_lod's are not here yet). The shadow forms
 *   (shadow2D, ...) return a vec4 and are not here yet either. Only
 *   without a SPIR-V target: SPIR-V for OpenGL has none of them.
 * - The generic texture functions (texture, textureSize, texelFetch, ...)
 *   came with GLSL 1.30 and ES 3.00: before, only the old ones. */
#include <string.h>

#include "glsl/check/check.h"

static const struct {
    const char *name;    /* the old function */
    const char *generic; /* the function of GLSL 1.30 it is */
    const char *sampler; /* the only sampler it takes */
    int lod;             /* a Lod form: ES 1.00 has it in vertex shaders only */
} legacy_textures[] = {
    {"texture1D", "texture", "sampler1D", 0},
    {"texture1DProj", "textureProj", "sampler1D", 0},
    {"texture1DLod", "textureLod", "sampler1D", 1},
    {"texture1DProjLod", "textureProjLod", "sampler1D", 1},
    {"texture2D", "texture", "sampler2D", 0},
    {"texture2DProj", "textureProj", "sampler2D", 0},
    {"texture2DLod", "textureLod", "sampler2D", 1},
    {"texture2DProjLod", "textureProjLod", "sampler2D", 1},
    {"texture3D", "texture", "sampler3D", 0},
    {"texture3DProj", "textureProj", "sampler3D", 0},
    {"texture3DLod", "textureLod", "sampler3D", 1},
    {"texture3DProjLod", "textureProjLod", "sampler3D", 1},
    {"textureCube", "texture", "samplerCube", 0},
    {"textureCubeLod", "textureLod", "samplerCube", 1},
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

const char *check_opengl_texture_function(Checker *c, const char *name, const Type *const *args, unsigned count)
{
    if (name[0] != 't' || strncmp(name, "texture", 7) != 0 || !has_legacy_textures(c))
        return NULL;
    for (size_t i = 0; i < COUNT_OF(legacy_textures); i++) {
        if (strcmp(name, legacy_textures[i].name) != 0)
            continue;
        if (legacy_textures[i].lod && c->pp->profile == PROFILE_ES && c->stage != STAGE_VERTEX)
            return NULL;
        /* Another sampler matches no form: said as for any call. */
        if (!count || !args[0] || strcmp(type_name(c->a, args[0]), legacy_textures[i].sampler) != 0)
            return NULL;
        return legacy_textures[i].generic;
    }
    return NULL;
}

int check_opengl_texture_version(Checker *c, const Node *n, const BuiltinCall *bc, int through_old_name)
{
    if (c->g->opts->vulkan_version || through_old_name || bc->fn->lowering != LOWER_TEXTURE || bc->fn->desktop)
        return 1;
    int es = c->pp->profile == PROFILE_ES;
    int first = es ? 300 : 130;
    if (c->pp->version >= first)
        return 1;
    check_error(c, n->loc, "'%s' needs #version %d%s or later (GLSL %s has the texture functions that name their "
                "sampler: texture2D, textureCube, ...)", n->name, first, es ? " es" : "", es ? "ES 1.00" : "1.10 and 1.20");
    return 0;
}
