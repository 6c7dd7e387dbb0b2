/* The control, debugging and fragment extensions as data: the extensions'
 * texture function forms resolve to their TextureOp with the right TXV_*
 * changes, and texture_core_argument maps the core form's arguments onto a
 * call's (the texel, lodClamp, lod and bias left out); the new functions
 * resolve in the stages they exist in. */
#include <string.h>

#include "glsl/check/builtins.h"
#include "glsl/pp/extensions.h"
#include "spirv/tables.h"
#include "test.h"

static TypeTable tt;
static const uint32_t enabled = FAM_CORE | FAM_F64;

static const Type *named(const char *name)
{
    uint32_t code = 0;
    if (!type_code_from_name(name, strlen(name), &code))
        return NULL;
    return type_from_code(&tt, code);
}

/* name(types...) in `stage`, up to 7 argument types (NULL-terminated):
 * the return type's name, or "no match" / "wrong stage" / "other". */
static const char *call_in(Stage stage, BuiltinCall *out, const char *name, const char *const *types)
{
    const Type *args[BUILTIN_MAX_PARAMS];
    unsigned n = 0;
    while (n < BUILTIN_MAX_PARAMS && types[n])
        args[n] = named(types[n]), n++;
    switch (builtin_resolve(&tt, name, args, n, stage, enabled, out)) {
    case BUILTIN_FOUND: return type_name(tt.arena, out->ret);
    case BUILTIN_NO_MATCH: return "no match";
    case BUILTIN_WRONG_STAGE: return "wrong stage";
    default: return "other";
    }
}

#define CALL(stage, bc, name, ...) call_in(stage, bc, name, (const char *const[]){__VA_ARGS__, NULL})

int main(void)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"out of memory");
        return TEST_DONE();
    }
    types_init(&tt, &ctx.arena);
    BuiltinCall bc;

    /* sparseTextureARB(s, P, out texel, bias): the core texture(s, P, bias). */
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "sparseTextureARB", "sampler2D", "vec2", "vec4", "float"), "int");
    CHECK_EQ_INT(bc.fn->ops[0], TEX_SAMPLE_BIAS);
    CHECK_EQ_INT(bc.fn->form, TXV_SPARSE);
    CHECK_EQ_INT(bc.directions[2], PARAM_OUT);
    CHECK_EQ_INT(texture_core_argument(&bc, 0), 0);
    CHECK_EQ_INT(texture_core_argument(&bc, 1), 1);
    CHECK_EQ_INT(texture_core_argument(&bc, 2), 3); /* the bias, after the texel */
    CHECK_EQ_INT(texture_core_argument(&bc, 3), -1);
    /* The bias form is fragment only; the plain one is everywhere (level 0). */
    CHECK_EQ_STR(CALL(STAGE_VERTEX, &bc, "sparseTextureARB", "sampler2D", "vec2", "vec4", "float"), "no match");
    CHECK_EQ_STR(CALL(STAGE_VERTEX, &bc, "sparseTextureARB", "sampler2D", "vec2", "vec4"), "int");
    /* No sparse 1D or buffer textures; a shadow texel is a float; an
     * integer texel converts on its way out to a vec4 (GLSL 4.60 6.1.1),
     * to a bvec4 never. */
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "sparseTextureARB", "sampler1D", "float", "vec4"), "no match");
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "sparseTextureARB", "sampler2DShadow", "vec3", "float"), "int");
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "sparseTextureARB", "isampler3D", "vec3", "vec4"), "int");
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "sparseTextureARB", "isampler3D", "vec3", "bvec4"), "no match");
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "sparseTextureARB", "isampler3D", "vec3", "ivec4"), "int");

    /* The clamp forms: lodClamp is ops[3]; the longest takes 7 arguments. */
    CHECK_EQ_STR(CALL(STAGE_COMPUTE, &bc, "sparseTextureGradOffsetClampARB", "sampler2D", "vec2", "vec2", "vec2",
                      "ivec2", "float", "vec4"), "int");
    CHECK_EQ_INT(bc.fn->form, TXV_SPARSE | TXV_CLAMP);
    CHECK_EQ_INT(bc.fn->ops[3], 5);
    CHECK_EQ_INT(texture_core_argument(&bc, 4), 4); /* the offset stays where textureGradOffset has it */
    CHECK_EQ_INT(texture_core_argument(&bc, 5), -1);
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "textureOffsetClampARB", "sampler2D", "vec2", "ivec2", "float", "float"),
                 "vec4");
    CHECK_EQ_INT(bc.fn->ops[0], TEX_SAMPLE_BIAS_OFFSET);
    CHECK_EQ_INT(texture_core_argument(&bc, 3), 4); /* the bias, after lodClamp */
    /* MinLod takes no rectangle textures. */
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "textureClampARB", "sampler2DRect", "vec2", "float"), "no match");

    /* GL_AMD_texture_gather_bias_lod: textureGather's bias form shares the name. */
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "textureGather", "sampler2D", "vec2", "int", "float"), "vec4");
    CHECK_EQ_INT(bc.fn->form, TXV_GATHER_BIAS);
    CHECK_EQ_INT(bc.fn->ext, BEXT_GATHER_BIAS_LOD);
    CHECK_EQ_INT(texture_core_argument(&bc, 2), 2);
    CHECK_EQ_INT(texture_core_argument(&bc, 3), -1);
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "textureGather", "sampler2D", "vec2", "int"), "vec4");
    CHECK_EQ_INT(bc.fn->form, 0); /* the core form */
    CHECK_EQ_STR(CALL(STAGE_COMPUTE, &bc, "sparseTextureGatherLodOffsetAMD", "sampler2DArray", "vec3", "float",
                      "ivec2", "vec4", "int"), "int");
    CHECK_EQ_INT(bc.fn->ops[0], TEX_GATHER_OFFSET);
    CHECK_EQ_INT(texture_core_argument(&bc, 2), 3); /* the offset, after the lod */
    CHECK_EQ_INT(texture_core_argument(&bc, 3), 5); /* the component, after the texel */

    /* Functions of the control extensions. */
    CHECK_EQ_STR(CALL(STAGE_VERTEX, &bc, "clock2x32ARB", NULL), "uvec2");
    CHECK_EQ_INT(bc.fn->lowering, LOWER_CONTROL);
    CHECK_EQ_INT(bc.fn->ops[1], SpvScopeSubgroup);
    CHECK_EQ_STR(CALL(STAGE_COMPUTE, &bc, "clockRealtimeEXT", NULL), "uint64_t");
    CHECK_EQ_INT(bc.fn->ops[1], SpvScopeDevice);
    CHECK_EQ_STR(CALL(STAGE_FRAGMENT, &bc, "beginInvocationInterlockARB", NULL), "void");
    CHECK_EQ_STR(CALL(STAGE_COMPUTE, &bc, "endInvocationInterlockARB", NULL), "wrong stage");
    CHECK_EQ_STR(CALL(STAGE_COMPUTE, &bc, "sparseTexelsResidentARB", "int"), "bool");
    CHECK_EQ_INT(builtin_extension("sparseTexelsResidentARB"), BEXT_SPARSE_RESIDENT);
    CHECK_EQ_INT(builtin_extension("sparseTextureARB"), BEXT_SPARSE_TEXTURE2);
    CHECK_EQ_INT(builtin_extension("fragmentMaskFetchAMD"), BEXT_FRAGMENT_MASK);

    /* GL_ARB_sparse_texture_clamp brings sparseTexelsResidentARB too, not sparseTextureARB. */
    const BuiltinExtInfo *resident = builtin_ext_info(BEXT_SPARSE_RESIDENT);
    const BuiltinExtInfo *sparse2 = builtin_ext_info(BEXT_SPARSE_TEXTURE2);
    int clamp_resident = 0, clamp_sparse2 = 0;
    for (const char *const *e = resident->extensions; *e; e++)
        clamp_resident |= strcmp(*e, "GL_ARB_sparse_texture_clamp") == 0;
    for (const char *const *e = sparse2->extensions; *e; e++)
        clamp_sparse2 |= strcmp(*e, "GL_ARB_sparse_texture_clamp") == 0;
    CHECK(clamp_resident);
    CHECK(!clamp_sparse2);
    CHECK_EQ_INT(builtin_ext_info(BEXT_FRAGMENT_DENSITY)->capability, SpvCapabilityFragmentDensityEXT);
    return TEST_DONE();
}
