/* Subgroup built-in functions as data: every overload family resolves to
 * the instruction and shape glslang emits, the extension table names only
 * extensions the preprocessor knows, and each extension brings the
 * capability its instructions need. */
#include <string.h>

#include "glsl/check/builtins.h"
#include "glsl/pp/extensions.h"
#include "spirv/tables.h"
#include "test.h"

static TypeTable tt;
static const uint32_t enabled = FAM_CORE | FAM_F64; /* no explicit arithmetic types enabled */

static const Type *named(const char *name)
{
    uint32_t code = 0;
    if (!type_code_from_name(name, strlen(name), &code))
        return NULL;
    return type_from_code(&tt, code);
}

/* name(types...) in `stage`: the return type's name, or "no match" / "ambiguous" / "unknown" / "wrong stage". */
static const char *call_in(Stage stage, BuiltinCall *out, const char *name, const char *a, const char *b)
{
    const Type *args[2];
    unsigned n = 0;
    const char *names[2] = {a, b};
    for (unsigned i = 0; i < 2 && names[i]; i++)
        args[n++] = named(names[i]);
    switch (builtin_resolve(&tt, name, args, n, stage, enabled, out)) {
    case BUILTIN_FOUND: return type_name(tt.arena, out->ret);
    case BUILTIN_NO_MATCH: return "no match";
    case BUILTIN_AMBIGUOUS: return "ambiguous";
    case BUILTIN_WRONG_STAGE: return "wrong stage";
    default: return "unknown";
    }
}

static const char *call(BuiltinCall *out, const char *name, const char *a, const char *b)
{
    return call_in(STAGE_COMPUTE, out, name, a, b);
}

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

    /* The extension table: known extensions, a capability each (but
     * GL_EXT_texture_shadow_lod's forms, plain SPIR-V). */
    for (int x = BEXT_NONE + 1; x < BEXT_COUNT; x++) {
        const BuiltinExtInfo *info = builtin_ext_info((BuiltinExt)x);
        CHECK(info && info->extensions[0] && (info->capability || x == BEXT_TEXTURE_SHADOW_LOD));
        for (const char *const *e = info->extensions; info && *e; e++)
            CHECK(ext_find(*e, strlen(*e)) != NULL);
    }
    CHECK(builtin_ext_info(BEXT_NONE) == NULL);
    CHECK_EQ_INT(builtin_ext_info(BEXT_SUBGROUP_CLUSTERED)->capability, SpvCapabilityGroupNonUniformClustered);
    CHECK_EQ_INT(builtin_ext_info(BEXT_ARB_SHADER_BALLOT)->capability, SpvCapabilitySubgroupBallotKHR);
    CHECK(!builtin_ext_info(BEXT_ARB_SHADER_GROUP_VOTE)->spirv_1_3 && builtin_ext_info(BEXT_SUBGROUP_QUAD)->spirv_1_3);
    CHECK_EQ_INT(builtin_extension("subgroupShuffleUp"), BEXT_SUBGROUP_SHUFFLE_RELATIVE);
    CHECK_EQ_INT(builtin_extension("subgroupPartitionedInclusiveXorNV"), BEXT_SUBGROUP_PARTITIONED);
    CHECK_EQ_INT(builtin_extension("anyInvocationARB"), BEXT_ARB_SHADER_GROUP_VOTE);
    CHECK_EQ_INT(builtin_extension("anyInvocation"), BEXT_NONE); /* GLSL 4.60 core */
    CHECK_EQ_INT(builtin_extension("sin"), BEXT_NONE);

    /* Basic. */
    CHECK_EQ_STR(call(&bc, "subgroupElect", NULL, NULL), "bool");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformElect);
    CHECK_EQ_INT(bc.fn->lowering, LOWER_SUBGROUP);
    CHECK_EQ_STR(call(&bc, "subgroupBarrier", NULL, NULL), "void");
    CHECK_EQ_INT(bc.fn->form, SGF_BARRIER);
    CHECK_EQ_INT(bc.fn->ops[1], 0xD48); /* glslang's semantics */
    CHECK_EQ_STR(call_in(STAGE_FRAGMENT, &bc, "subgroupMemoryBarrierShared", NULL, NULL), "wrong stage");
    CHECK_EQ_STR(call_in(STAGE_MESH, &bc, "subgroupMemoryBarrierShared", NULL, NULL), "void");

    /* Vote: bool votes, AllEqual of anything. */
    CHECK_EQ_STR(call(&bc, "subgroupAll", "bool", NULL), "bool");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformAll);
    CHECK_EQ_STR(call(&bc, "subgroupAll", "int", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "subgroupAllEqual", "dvec3", NULL), "bool");
    CHECK_EQ_STR(call(&bc, "subgroupAllEqual", "bvec2", NULL), "bool");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformAllEqual);

    /* Ballot. */
    CHECK_EQ_STR(call(&bc, "subgroupBallot", "bool", NULL), "uvec4");
    CHECK_EQ_STR(call(&bc, "subgroupBallotBitExtract", "uvec4", "int"), "bool");
    CHECK(bc.params[1] == tt.uint_); /* the index converts to uint */
    CHECK_EQ_STR(call(&bc, "subgroupBallotInclusiveBitCount", "uvec4", NULL), "uint");
    CHECK_EQ_INT(bc.fn->form, SGF_INCLUSIVE);
    CHECK_EQ_STR(call(&bc, "subgroupBroadcast", "ivec3", "uint"), "ivec3");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformBroadcast);
    CHECK_EQ_STR(call(&bc, "subgroupBroadcastFirst", "bvec4", NULL), "bvec4");

    /* Arithmetic: the op by component kind, the form by name. */
    CHECK_EQ_STR(call(&bc, "subgroupAdd", "vec3", NULL), "vec3");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformFAdd);
    CHECK_EQ_INT(bc.fn->form, SGF_REDUCE);
    CHECK_EQ_STR(call(&bc, "subgroupExclusiveMin", "int", NULL), "int");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformSMin);
    CHECK_EQ_INT(bc.fn->form, SGF_EXCLUSIVE);
    CHECK_EQ_STR(call(&bc, "subgroupInclusiveMax", "uvec2", NULL), "uvec2");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformUMax);
    CHECK_EQ_STR(call(&bc, "subgroupMul", "dvec4", NULL), "dvec4");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformFMul);
    CHECK_EQ_STR(call(&bc, "subgroupAnd", "bvec2", NULL), "bvec2");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformLogicalAnd);
    CHECK_EQ_STR(call(&bc, "subgroupXor", "ivec4", NULL), "ivec4");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformBitwiseXor);
    CHECK_EQ_STR(call(&bc, "subgroupAnd", "vec2", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "subgroupAdd", "bool", NULL), "no match");
    /* 8/16/64-bit overloads exist whatever is enabled: the checker asks for the extension. */
    CHECK_EQ_STR(call(&bc, "subgroupAdd", "i8vec2", NULL), "i8vec2");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformIAdd);
    CHECK_EQ_STR(call(&bc, "subgroupMin", "uint64_t", NULL), "uint64_t");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformUMin);
    CHECK_EQ_STR(call(&bc, "subgroupMax", "f16vec3", NULL), "f16vec3");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformFMax);

    /* Clustered and partitioned forms of the same operations. */
    CHECK_EQ_STR(call(&bc, "subgroupClusteredOr", "uvec3", "uint"), "uvec3");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformBitwiseOr);
    CHECK_EQ_INT(bc.fn->form, SGF_CLUSTERED);
    CHECK_EQ_INT(bc.fn->ext, BEXT_SUBGROUP_CLUSTERED);
    CHECK_EQ_STR(call(&bc, "subgroupPartitionedExclusiveAddNV", "float", "uvec4"), "float");
    CHECK_EQ_INT(bc.fn->form, SGF_PARTITIONED_EXCLUSIVE);
    CHECK_EQ_STR(call(&bc, "subgroupPartitionNV", "dvec2", NULL), "uvec4");
    CHECK_EQ_INT(bc.fn->form, SGF_NO_SCOPE);

    /* Shuffles and quads. */
    CHECK_EQ_STR(call(&bc, "subgroupShuffleXor", "bvec3", "uint"), "bvec3");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformShuffleXor);
    CHECK_EQ_STR(call(&bc, "subgroupShuffleDown", "double", "int"), "double");
    CHECK_EQ_INT(bc.op, SpvOpGroupNonUniformShuffleDown);
    CHECK_EQ_STR(call(&bc, "subgroupQuadSwapVertical", "ivec2", NULL), "ivec2");
    CHECK_EQ_INT(bc.fn->form, SGF_QUAD_SWAP_VERTICAL);
    CHECK_EQ_STR(call(&bc, "subgroupQuadBroadcast", "vec4", "uint"), "vec4");

    /* GL_ARB_shader_ballot and GL_ARB_shader_group_vote. */
    CHECK_EQ_STR(call(&bc, "ballotARB", "bool", NULL), "uint64_t");
    CHECK_EQ_INT(bc.fn->form, SGF_BALLOT64);
    CHECK_EQ_STR(call(&bc, "readInvocationARB", "vec3", "uint"), "vec3");
    CHECK_EQ_INT(bc.op, SpvOpSubgroupReadInvocationKHR);
    CHECK_EQ_INT(bc.fn->form, SGF_COMPONENTWISE);
    CHECK_EQ_STR(call(&bc, "readFirstInvocationARB", "bool", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "allInvocationsEqualARB", "bool", NULL), "bool");
    CHECK_EQ_INT(bc.op, SpvOpSubgroupAllEqualKHR);

    ctx_free(&ctx);
    return TEST_DONE();
}
