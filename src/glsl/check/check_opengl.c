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
 *   came with GLSL 1.30 and ES 3.00: before, only the old ones.
 * - Uniform and buffer blocks are `shared` unless they say otherwise (GLSL
 *   4.60 4.4.5; Vulkan's are std140 and std430): offset and align need an
 *   explicit std140 or std430 (or a default one); offset needs 4.40 or
 *   GL_ARB_enhanced_layouts, and offsets go forward (4.4.5: "smaller than
 *   the offset of the previous member" is an error; GL_KHR_vulkan_glsl
 *   lifts that, so only literal offsets smaller than the one before are
 *   checked here). */
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
