/* glslang's resource limits through the C API: the table (names, the two
 * presets), the setters, and what a limit does to a compile: the built-in
 * constant's value, a fragment output's location (below MaxDrawBuffers)
 * and the work group size (MaxComputeWorkGroupSize*). */
#include "test.h"

/* Compiles `src` for `stage` with `o`: the status; the module's words in
 * *words (malloc'd) when it compiled. */
static glspv_status compile(const glspv_options *o, glspv_stage stage, const char *src, uint32_t **words, size_t *n)
{
    glspv_result *r = NULL;
    glspv_status s = glspv_compile(o, stage, src, strlen(src), "r.glsl", &r);
    *words = NULL;
    *n = 0;
    if (s == GLSPV_OK) {
        const uint32_t *w = glspv_result_words(r, n);
        *words = malloc(*n * sizeof **words);
        memcpy(*words, w, *n * sizeof **words);
    }
    glspv_result_destroy(r);
    return s;
}

/* Whether the module has a 32-bit OpConstant of value `bits`. */
static int has_constant(const uint32_t *w, size_t n, uint32_t bits)
{
    for (size_t i = 5; i < n && (w[i] >> 16);) {
        if ((w[i] & 0xffff) == 43 /* OpConstant */ && (w[i] >> 16) == 4 && w[i + 3] == bits)
            return 1;
        i += w[i] >> 16;
    }
    return 0;
}

static const char outputs[] =
    "#version 450\n"
    "layout(location = 5) out vec4 o;\n"
    "void main() { o = vec4(gl_MaxDrawBuffers); }\n";

static const char compute[] =
    "#version 450\n"
    "layout(local_size_x = 32) in;\n"
    "void main() { }\n";

int main(void)
{
    /* The table: glslang's 111 limits in its order, glslc's 83 first. */
    CHECK_EQ_INT(glspv_resource_limit_count(), 111);
    CHECK_EQ_STR(glspv_resource_limit_name(0), "MaxLights");
    CHECK_EQ_INT(glspv_resource_limit_default(0, GLSPV_RESOURCES_GLSLC), 8);
    CHECK_EQ_INT(glspv_resource_limit_default(0, GLSPV_RESOURCES_GLSLANG), 32);
    CHECK_EQ_STR(glspv_resource_limit_name(82), "MaxSamples");
    CHECK(glspv_resource_limit_in_glslc(82) && !glspv_resource_limit_in_glslc(83));
    CHECK_EQ_STR(glspv_resource_limit_name(110), "generalConstantMatrixVectorIndexing");
    CHECK(glspv_resource_limit_name(111) == NULL && glspv_resource_limit_default(111, GLSPV_RESOURCES_GLSLC) == 0);
    CHECK_EQ_INT(glspv_resource_limit_default(0, (glspv_resource_preset)7), 0);

    /* Options: glslang's defaults; a preset; one limit; bad arguments. */
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_resource_limit(o, "MaxDrawBuffers"), 32);
    CHECK_EQ_INT(glspv_options_get_resource_limit(NULL, "MaxDrawBuffers"), 32);
    CHECK_EQ_INT(glspv_options_get_resource_limit(o, "NoSuchLimit"), 0);
    CHECK_EQ_INT(glspv_options_set_resource_limit(o, "NoSuchLimit", 3), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_resource_limit(o, NULL, 3), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_resource_limit(NULL, "MaxLights", 3), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_resource_preset(o, (glspv_resource_preset)2), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_resource_preset(o, GLSPV_RESOURCES_GLSLC), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_resource_limit(o, "MaxDrawBuffers"), 8);
    CHECK_EQ_INT(glspv_options_get_resource_limit(o, "MaxAtomicCounterBufferSize"), 32);

    /* gl_MaxDrawBuffers is the limit's value, and locations stop below it. */
    uint32_t *w = NULL;
    size_t n = 0;
    CHECK_EQ_INT(compile(o, GLSPV_STAGE_FRAGMENT, outputs, &w, &n), GLSPV_OK);
    CHECK(w && has_constant(w, n, 0x41000000u)); /* 8.0f */
    free(w);
    CHECK_EQ_INT(glspv_options_set_resource_limit(o, "MaxDrawBuffers", 5), GLSPV_OK);
    CHECK_EQ_INT(compile(o, GLSPV_STAGE_FRAGMENT, outputs, &w, &n), GLSPV_ERROR_COMPILE);
    CHECK_EQ_INT(glspv_options_set_resource_limit(o, "MaxDrawBuffers", 6), GLSPV_OK);
    CHECK_EQ_INT(compile(o, GLSPV_STAGE_FRAGMENT, outputs, &w, &n), GLSPV_OK);
    CHECK(w && has_constant(w, n, 0x40c00000u)); /* 6.0f */
    free(w);

    /* The work group size stops at MaxComputeWorkGroupSizeX. */
    CHECK_EQ_INT(compile(o, GLSPV_STAGE_COMPUTE, compute, &w, &n), GLSPV_OK);
    free(w);
    CHECK_EQ_INT(glspv_options_set_resource_limit(o, "MaxComputeWorkGroupSizeX", 16), GLSPV_OK);
    CHECK_EQ_INT(compile(o, GLSPV_STAGE_COMPUTE, compute, &w, &n), GLSPV_ERROR_COMPILE);

    /* Back to glslang's: 32 draw buffers, 1024 invocations along x. */
    CHECK_EQ_INT(glspv_options_set_resource_preset(o, GLSPV_RESOURCES_GLSLANG), GLSPV_OK);
    CHECK_EQ_INT(compile(o, GLSPV_STAGE_COMPUTE, compute, &w, &n), GLSPV_OK);
    free(w);
    CHECK_EQ_INT(compile(o, GLSPV_STAGE_FRAGMENT, outputs, &w, &n), GLSPV_OK);
    CHECK(w && has_constant(w, n, 0x42000000u)); /* 32.0f */
    free(w);

    glspv_options_destroy(o);
    return TEST_DONE();
}
