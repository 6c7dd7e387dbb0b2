/* glspv_reflect's C API: bad arguments, words that are not SPIR-V, and a
 * module's JSON (the layout and the answers the oracle tier checks against
 * spirv-cross in bulk: here a few exact lines, so that the call is proven
 * on its own), an odd module read without a crash, and several threads
 * reflecting at once. */
#include <pthread.h>

#include "test.h"

static const char module_text[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 8 4 1\n"
    "OpName %B \"Params\"\n"
    "OpMemberName %B 0 \"scale\"\n"
    "OpDecorate %B Block\n"
    "OpMemberDecorate %B 0 Offset 0\n"
    "OpMemberDecorate %B 1 Offset 16\n"
    "OpDecorate %b DescriptorSet 3\n"
    "OpDecorate %b Binding 5\n"
    "OpDecorate %k SpecId 12\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%float = OpTypeFloat 32\n"
    "%v3 = OpTypeVector %float 3\n"
    "%int = OpTypeInt 32 1\n"
    "%k = OpSpecConstant %int -3\n"
    "%B = OpTypeStruct %float %v3\n"
    "%pB = OpTypePointer Uniform %B\n"
    "%b = OpVariable %pB Uniform\n"
    "%main = OpFunction %void None %fn\n"
    "%l = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static const char expected_json[] =
    "{\n"
    "    \"entryPoints\" : [\n"
    "        {\n"
    "            \"name\" : \"main\",\n"
    "            \"mode\" : \"comp\",\n"
    "            \"workgroup_size\" : [\n"
    "                8,\n"
    "                4,\n"
    "                1\n"
    "            ],\n"
    "            \"workgroup_size_is_spec_constant_id\" : [\n"
    "                false,\n"
    "                false,\n"
    "                false\n"
    "            ]\n"
    "        }\n"
    "    ],\n"
    "    \"types\" : {\n"
    "        \"_2\" : {\n"
    "            \"name\" : \"Params\",\n"
    "            \"members\" : [\n"
    "                {\n"
    "                    \"name\" : \"scale\",\n"
    "                    \"type\" : \"float\",\n"
    "                    \"offset\" : 0\n"
    "                },\n"
    "                {\n"
    "                    \"name\" : \"_m1\",\n"
    "                    \"type\" : \"vec3\",\n"
    "                    \"offset\" : 16\n"
    "                }\n"
    "            ]\n"
    "        }\n"
    "    },\n"
    "    \"ubos\" : [\n"
    "        {\n"
    "            \"type\" : \"_2\",\n"
    "            \"name\" : \"Params\",\n"
    "            \"block_size\" : 28,\n"
    "            \"set\" : 3,\n"
    "            \"binding\" : 5\n"
    "        }\n"
    "    ],\n"
    "    \"specialization_constants\" : [\n"
    "        {\n"
    "            \"name\" : \"\",\n"
    "            \"id\" : 12,\n"
    "            \"type\" : \"int\",\n"
    "            \"variable_id\" : 4,\n"
    "            \"default_value\" : -3\n"
    "        }\n"
    "    ]\n"
    "}";

/* Ids that name the wrong kinds of thing, a struct holding itself, an
 * array sized by a type: read, answered, never a crash. */
static const char odd_text[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %s \"x\" %v %s\n"
    "OpExecutionModeId %s LocalSizeId %s %v %fn\n"
    "OpDecorate %s Block\n"
    "OpDecorate %v Binding 1\n"
    "OpMemberDecorate %s 7 Offset 4\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%arr = OpTypeArray %s %fn\n"
    "%s = OpTypeStruct %arr %s\n"
    "%p = OpTypePointer Uniform %s\n"
    "%v = OpVariable %p Uniform\n";

static void *reflect_thread(void *arg)
{
    const uint32_t *words = arg;
    for (int i = 0; i < 20; i++) {
        glspv_result *r = NULL;
        size_t n = 0;
        while (words[n] != 0xFFFFFFFFu)
            n++;
        if (glspv_reflect(words, n, &r) != GLSPV_OK || strcmp(glspv_result_text(r, NULL), expected_json) != 0) {
            glspv_result_destroy(r);
            return (void *)1;
        }
        glspv_result_destroy(r);
    }
    return NULL;
}

int main(void)
{
    glspv_result *r = NULL;
    size_t n = 0;
    uint32_t *words = test_assemble(module_text, GLSPV_ENV_UNIVERSAL_1_0, &n);
    CHECK(words != NULL);

    /* Arguments. */
    CHECK_EQ_INT(glspv_reflect(words, n, NULL), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_reflect(NULL, 5, &r), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(r == NULL);

    /* Words that are not SPIR-V: refused with a message. */
    uint32_t junk[6] = {0x12345678, 1, 2, 3, 4, 5};
    CHECK_EQ_INT(glspv_reflect(junk, 6, &r), GLSPV_ERROR_INVALID_BINARY);
    CHECK(glspv_result_diagnostic_count(r) > 0);
    glspv_result_destroy(r);
    CHECK_EQ_INT(glspv_reflect(NULL, 0, &r), GLSPV_ERROR_INVALID_BINARY);
    glspv_result_destroy(r);

    /* The JSON, whole. */
    CHECK_EQ_INT(glspv_reflect(words, n, &r), GLSPV_OK);
    size_t len = 0;
    const char *text = glspv_result_text(r, &len);
    CHECK_EQ_STR(text, expected_json);
    CHECK_EQ_INT(len, strlen(expected_json));
    glspv_result_destroy(r);

    /* An odd module: answered without a crash. */
    size_t odd_n = 0;
    uint32_t *odd = test_assemble(odd_text, GLSPV_ENV_UNIVERSAL_1_6, &odd_n);
    CHECK(odd != NULL);
    CHECK_EQ_INT(glspv_reflect(odd, odd_n, &r), GLSPV_OK);
    CHECK(strstr(glspv_result_text(r, NULL), "\"entryPoints\"") != NULL);
    glspv_result_destroy(r);
    free(odd);

    /* Threads: each its own calls, the same answers. */
    uint32_t *terminated = malloc((n + 1) * sizeof *terminated);
    memcpy(terminated, words, n * sizeof *terminated);
    terminated[n] = 0xFFFFFFFFu; /* no module word is all ones here */
    pthread_t threads[4];
    for (int i = 0; i < 4; i++)
        CHECK_EQ_INT(pthread_create(&threads[i], NULL, reflect_thread, terminated), 0);
    for (int i = 0; i < 4; i++) {
        void *failed = NULL;
        pthread_join(threads[i], &failed);
        CHECK(failed == NULL);
    }
    free(terminated);
    free(words);
    return TEST_DONE();
}
