/* The module builder: ids, deduplicated types and constants, and the
 * capabilities and extensions it infers from the grammar. Each module built
 * here is disassembled with glspv-dis's library call and checked by
 * spirv-val. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spirv/builder.h"
#include "test.h"

/* spirv-val on the words; 1 when it accepts them. */
static int spirv_val(const uint32_t *words, size_t count, const char *env)
{
    char path[] = "/tmp/glspv-builder-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return 0;
    FILE *f = fdopen(fd, "wb");
    fwrite(words, 4, count, f);
    fclose(f);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "spirv-val --target-env %s %s", env, path);
    int rc = system(cmd);
    remove(path);
    return rc == 0;
}

static const char *disassemble(const uint32_t *words, size_t count, glspv_result **r)
{
    if (glspv_spirv_disassemble(words, count, GLSPV_DIS_NO_HEADER, r) != GLSPV_OK)
        return "";
    return glspv_result_text(*r, NULL);
}

/* A compute shader that uses a string decoration at SPIR-V 1.0. */
static void build_compute(SpvBuilder *b)
{
    spv_instv(b, SEC_MEMORY_MODEL, SpvOpMemoryModel, 2, SpvAddressingModelLogical, SpvMemoryModelGLSL450);
    uint32_t t_void = spv_unique(b, SpvOpTypeVoid, 0, NULL, 0);
    uint32_t t_void2 = spv_unique(b, SpvOpTypeVoid, 0, NULL, 0);
    CHECK_EQ_INT(t_void, t_void2);
    uint32_t t_fn = spv_unique(b, SpvOpTypeFunction, 0, &t_void, 1);
    uint32_t int_ops[2] = {32, 1};
    uint32_t t_int = spv_unique(b, SpvOpTypeInt, 0, int_ops, 2);
    uint32_t seven = 7, eight = 8;
    uint32_t c7 = spv_unique(b, SpvOpConstant, t_int, &seven, 1);
    CHECK_EQ_INT(spv_unique(b, SpvOpConstant, t_int, &seven, 1), c7);
    CHECK(spv_unique(b, SpvOpConstant, t_int, &eight, 1) != c7);
    uint32_t ptr_ops[2] = {SpvStorageClassPrivate, t_int};
    uint32_t t_ptr = spv_unique(b, SpvOpTypePointer, 0, ptr_ops, 2);
    uint32_t var = spv_new_id(b);
    spv_instv(b, SEC_GLOBAL, SpvOpVariable, 4, t_ptr, var, SpvStorageClassPrivate, c7);

    SpvWords w = {0};
    vec_push(&b->ctx->arena, &w, var);
    vec_push(&b->ctx->arena, &w, SpvDecorationUserSemantic);
    spv_string(b, &w, "COLOR0");
    spv_inst(b, SEC_ANNOTATION, SpvOpDecorateString, w.data, w.len);

    uint32_t main_fn = spv_new_id(b), label = spv_new_id(b);
    SpvWords ep = {0};
    vec_push(&b->ctx->arena, &ep, SpvExecutionModelGLCompute);
    vec_push(&b->ctx->arena, &ep, main_fn);
    spv_string(b, &ep, "main");
    spv_inst(b, SEC_ENTRY_POINT, SpvOpEntryPoint, ep.data, ep.len);
    spv_instv(b, SEC_EXECUTION_MODE, SpvOpExecutionMode, 5, main_fn, SpvExecutionModeLocalSize, 1, 1, 1);
    spv_instv(b, SEC_FUNCTION, SpvOpFunction, 4, t_void, main_fn, SpvFunctionControlNoneMask, t_fn);
    spv_instv(b, SEC_FUNCTION, SpvOpLabel, 1, label);
    spv_instv(b, SEC_FUNCTION, SpvOpReturn, 0);
    spv_instv(b, SEC_FUNCTION, SpvOpFunctionEnd, 0);
}

int main(void)
{
    /* At SPIR-V 1.0 the string decoration needs its extension, and the
     * entry point needs Shader; UserSemantic needs hlsl_functionality1. */
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"the builder failed");
        return TEST_DONE();
    }
    SpvBuilder b;
    spv_builder_init(&b, &ctx, 0x00010000, 0x00070000);
    build_compute(&b);
    size_t n;
    uint32_t *words = spv_finish(&b, &n);
    CHECK_EQ_INT(ctx.error_count, 0);
    glspv_result *r = NULL;
    const char *text = disassemble(words, n, &r);
    CHECK(strncmp(text, "               OpCapability Shader\n", 35) == 0);
    CHECK(strstr(text, "OpExtension \"SPV_GOOGLE_decorate_string\"\n") != NULL);
    CHECK(strstr(text, "OpExtension \"SPV_GOOGLE_hlsl_functionality1\"\n") != NULL);
    CHECK(strstr(text, "OpDecorateString %") != NULL);
    CHECK(strstr(text, "OpCapability Matrix") == NULL); /* implied by Shader */
    CHECK(spirv_val(words, n, "vulkan1.0"));
    glspv_result_destroy(r);
    ctx_free(&ctx);

    /* At SPIR-V 1.4 the same module needs no extension at all. */
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"the builder failed");
        return TEST_DONE();
    }
    spv_builder_init(&b, &ctx, 0x00010400, 0x00070000);
    build_compute(&b);
    words = spv_finish(&b, &n);
    text = disassemble(words, n, &r);
    CHECK(strstr(text, "OpExtension") == NULL);
    CHECK(spirv_val(words, n, "spv1.4"));
    glspv_result_destroy(r);
    ctx_free(&ctx);

    /* A capability that brings its own extension, requested explicitly. */
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"the builder failed");
        return TEST_DONE();
    }
    spv_builder_init(&b, &ctx, 0x00010000, 0x00070000);
    spv_require_capability(&b, SpvCapabilityShader);
    spv_require_capability(&b, SpvCapabilityImageReadWriteLodAMD);
    /* Asked again (an emitter asks per use): still declared once, in the
     * order first asked. */
    spv_require_capability(&b, SpvCapabilityShader);
    spv_require_capability(&b, SpvCapabilityImageReadWriteLodAMD);
    build_compute(&b);
    words = spv_finish(&b, &n);
    text = disassemble(words, n, &r);
    CHECK(strncmp(text, "               OpCapability Shader\n               OpCapability ImageReadWriteLodAMD\n"
                        "               OpExtension", 110) == 0);
    CHECK(strstr(strstr(text, "OpCapability ImageReadWriteLodAMD\n") + 1, "OpCapability ImageReadWriteLodAMD") == NULL);
    CHECK(strstr(text, "OpExtension \"SPV_AMD_shader_image_load_store_lod\"\n") != NULL);
    CHECK(spirv_val(words, n, "vulkan1.0"));
    glspv_result_destroy(r);
    ctx_free(&ctx);

    /* With Shader declared, spv_finish passes over what the grammar's
     * tables say asks nothing (an entry point of a Shader model, GLSL.std.450's
     * Sin) and over a form whose needs an earlier one met (a second group
     * operation of GroupNonUniformArithmetic), but not over what asks more:
     * the Geometry model, InterpolateAtCentroid, a clustered reduction. */
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"the builder failed");
        return TEST_DONE();
    }
    spv_builder_init(&b, &ctx, 0x00010300, 0x00070000);
    spv_require_capability(&b, SpvCapabilityShader);
    uint32_t glsl = spv_new_id(&b);
    SpvWords imp = {0};
    vec_push(&ctx.arena, &imp, glsl);
    spv_string(&b, &imp, "GLSL.std.450");
    spv_inst(&b, SEC_EXT_IMPORT, SpvOpExtInstImport, imp.data, imp.len);
    spv_instv(&b, SEC_MEMORY_MODEL, SpvOpMemoryModel, 2, SpvAddressingModelLogical, SpvMemoryModelGLSL450);
    uint32_t models[2] = {SpvExecutionModelFragment, SpvExecutionModelGeometry};
    for (int i = 0; i < 2; i++) {
        SpvWords ep2 = {0};
        vec_push(&ctx.arena, &ep2, models[i]);
        vec_push(&ctx.arena, &ep2, spv_new_id(&b));
        spv_string(&b, &ep2, "main");
        spv_inst(&b, SEC_ENTRY_POINT, SpvOpEntryPoint, ep2.data, ep2.len);
    }
    uint32_t t_float = spv_unique(&b, SpvOpTypeFloat, 0, (uint32_t[]){32}, 1);
    uint32_t t_uint = spv_unique(&b, SpvOpTypeInt, 0, (uint32_t[]){32, 0}, 2);
    uint32_t scope = spv_unique(&b, SpvOpConstant, t_uint, (uint32_t[]){SpvScopeSubgroup}, 1);
    uint32_t x = spv_unique(&b, SpvOpConstant, t_float, (uint32_t[]){0x3f800000u}, 1);
    uint32_t two = spv_unique(&b, SpvOpConstant, t_uint, (uint32_t[]){2}, 1);
    spv_instv(&b, SEC_FUNCTION, SpvOpExtInst, 5, t_float, spv_new_id(&b), glsl, GLSLstd450Sin, x);
    spv_instv(&b, SEC_FUNCTION, SpvOpExtInst, 5, t_float, spv_new_id(&b), glsl, GLSLstd450InterpolateAtCentroid, x);
    spv_instv(&b, SEC_FUNCTION, SpvOpGroupNonUniformFAdd, 5, t_float, spv_new_id(&b), scope,
              SpvGroupOperationReduce, x);
    spv_instv(&b, SEC_FUNCTION, SpvOpGroupNonUniformFAdd, 5, t_float, spv_new_id(&b), scope,
              SpvGroupOperationInclusiveScan, x);
    spv_instv(&b, SEC_FUNCTION, SpvOpGroupNonUniformFAdd, 6, t_float, spv_new_id(&b), scope,
              SpvGroupOperationClusteredReduce, x, two);
    words = spv_finish(&b, &n);
    CHECK_EQ_INT(ctx.error_count, 0);
    text = disassemble(words, n, &r);
    const char *caps = "               OpCapability Shader\n               OpCapability Geometry\n"
                       "               OpCapability InterpolationFunction\n"
                       "               OpCapability GroupNonUniformArithmetic\n"
                       "               OpCapability GroupNonUniformClustered\n"
                       "          %1 = OpExtInstImport";
    CHECK(strncmp(text, caps, strlen(caps)) == 0);
    CHECK(strstr(text, "OpExtension") == NULL);
    glspv_result_destroy(r);
    ctx_free(&ctx);
    return TEST_DONE();
}
