/* Many threads, one glspv_options (issue 16): 8 threads compile 20
 * different shaders (every stage, includes, macros, an error) at once, each
 * in its own order, with no lock; every result must be the single-threaded
 * one, word for word and message for message. scripts/check.sh also runs
 * this program built with ThreadSanitizer (build-tsan/), which must report
 * nothing. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "test.h"

enum { THREADS = 8, ROUNDS = 3 };

typedef struct Shader {
    glspv_stage stage;
    const char *text;
} Shader;

#define V "#version 460\n"
#define OUT "layout(location = 0) out vec4 color;\n"
#define RT "#extension GL_EXT_ray_tracing : require\n"
#define MESH "#extension GL_EXT_mesh_shader : require\n"

static const Shader shaders[] = {
    {GLSPV_STAGE_VERTEX, V "layout(location = 0) in vec3 p;\n"
                         "layout(binding = 0) uniform U { mat4 m; };\n"
                         "void main() { gl_Position = m * vec4(p, 1.0); }\n"},
    {GLSPV_STAGE_VERTEX, V "layout(location = 0) out vec2 uv;\n"
                         "void main() { uv = vec2(gl_VertexIndex & 1, gl_VertexIndex >> 1);\n"
                         "              gl_Position = vec4(uv * 2.0 - 1.0, 0.0, 1.0); }\n"},
    {GLSPV_STAGE_TESS_CONTROL, V "layout(vertices = 4) out;\n"
                               "void main() { gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;\n"
                               "              gl_TessLevelOuter[1] = 4.0; }\n"},
    {GLSPV_STAGE_TESS_EVALUATION, V "layout(quads, fractional_odd_spacing) in;\n"
                                  "void main() { gl_Position = mix(gl_in[0].gl_Position, gl_in[2].gl_Position, gl_TessCoord.x); }\n"},
    {GLSPV_STAGE_GEOMETRY, V "layout(points) in;\nlayout(triangle_strip, max_vertices = 3) out;\n"
                           "void main() { for (int i = 0; i < 3; i++) { gl_Position = gl_in[0].gl_Position + float(i);\n"
                           "              EmitVertex(); } }\n"},
    {GLSPV_STAGE_FRAGMENT, V OUT "void main() { color = vec4(gl_FragCoord.xy / 100.0, 0.0, 1.0); }\n"},
    {GLSPV_STAGE_FRAGMENT, V OUT "layout(binding = 1) uniform sampler2D t;\nlayout(location = 0) in vec2 uv;\n"
                           "void main() { color = textureLod(t, uv, 1.0) + texelFetch(t, ivec2(uv), 0); }\n"},
    {GLSPV_STAGE_FRAGMENT, V OUT "#extension GL_GOOGLE_include_directive : require\n#include \"common.h\"\n"
                           "void main() { color = vec4(luma(vec3(SCALE))); }\n"},
    {GLSPV_STAGE_FRAGMENT, V OUT "struct L { vec3 dir; float power; };\n"
                           "layout(binding = 2) uniform Lights { L lights[4]; };\n"
                           "void main() { vec3 c = vec3(0.0);\n"
                           "  for (int i = 0; i < 4; i++) c += max(lights[i].dir, 0.0) * lights[i].power;\n"
                           "  color = vec4(c, 1.0); }\n"},
    {GLSPV_STAGE_FRAGMENT, V OUT "void main() { int k = int(gl_FragCoord.x) % 3; switch (k) {\n"
                           "  case 0: color = vec4(1.0); break; case 1: discard; default: color = vec4(0.5); } }\n"},
    {GLSPV_STAGE_FRAGMENT, V OUT "void main() { color = undefined_name; }\n"},
    {GLSPV_STAGE_COMPUTE, V "layout(local_size_x = 32) in;\nlayout(std430, binding = 0) buffer B { uint v[]; };\n"
                          "void main() { atomicAdd(v[0], v[gl_GlobalInvocationID.x]); }\n"},
    {GLSPV_STAGE_COMPUTE, V "#extension GL_KHR_shader_subgroup_arithmetic : require\n"
                          "layout(local_size_x = 64) in;\nlayout(std430, binding = 0) buffer B { float f[]; };\n"
                          "void main() { f[gl_GlobalInvocationID.x] = subgroupAdd(f[gl_GlobalInvocationID.x]); }\n"},
    {GLSPV_STAGE_COMPUTE, V "layout(local_size_x = 8, local_size_y = 8) in;\n"
                          "layout(binding = 0, rgba8) uniform writeonly image2D img;\n"
                          "shared vec4 tile[64];\n"
                          "void main() { tile[gl_LocalInvocationIndex] = vec4(1.0); barrier();\n"
                          "  imageStore(img, ivec2(gl_GlobalInvocationID.xy), tile[63 - gl_LocalInvocationIndex]); }\n"},
    {GLSPV_STAGE_MESH, V MESH "layout(local_size_x = 1) in;\nlayout(points, max_vertices = 1, max_primitives = 1) out;\n"
                       "void main() { SetMeshOutputsEXT(1, 1); gl_MeshVerticesEXT[0].gl_Position = vec4(0.0);\n"
                       "  gl_PrimitivePointIndicesEXT[0] = 0u; }\n"},
    {GLSPV_STAGE_TASK, V MESH "layout(local_size_x = 4) in;\ntaskPayloadSharedEXT uint n;\n"
                       "void main() { n = gl_LocalInvocationIndex; EmitMeshTasksEXT(2, 1, 1); }\n"},
    {GLSPV_STAGE_RAYGEN, V RT "layout(binding = 0) uniform accelerationStructureEXT s;\n"
                         "layout(location = 0) rayPayloadEXT float hit;\n"
                         "void main() { traceRayEXT(s, 0u, 0xffu, 0u, 1u, 0u, vec3(gl_LaunchIDEXT), 0.1, vec3(0, 0, 1), 10.0, 0); }\n"},
    {GLSPV_STAGE_MISS, V RT "layout(location = 0) rayPayloadInEXT float hit;\nvoid main() { hit = 0.0; }\n"},
    {GLSPV_STAGE_ANY_HIT, V RT "void main() { if (gl_HitTEXT > 5.0) ignoreIntersectionEXT; }\n"},
    {GLSPV_STAGE_INTERSECT, V RT "hitAttributeEXT vec2 a;\n"
                            "void main() { a = vec2(0.5); reportIntersectionEXT(1.0, 0u); }\n"},
};

enum { SHADERS = sizeof shaders / sizeof *shaders };

/* What one compilation gave: status, words and log. */
typedef struct Output {
    glspv_status status;
    size_t n_words;
    uint32_t *words;
    char *log;
} Output;

typedef struct Worker {
    const glspv_options *options;
    const Output *expected;
    int index;
    int mismatches;
} Worker;

static const char common_h[] = "#define SCALE 0.5\nfloat luma(vec3 c) { return dot(c, vec3(0.3, 0.6, 0.1)); }\n";

/* Called from every thread at once: reads only its arguments. */
static int resolve(void *user, const char *requested, int is_system, const char *requesting, size_t depth,
                   const char **content, size_t *content_length, const char **resolved_name,
                   void **release_data)
{
    (void)user, (void)is_system, (void)requesting, (void)depth;
    *release_data = NULL;
    int found = strcmp(requested, "common.h") == 0;
    *content = found ? common_h : "no such file";
    *content_length = strlen(*content);
    *resolved_name = "common.h";
    return !found;
}

static void release(void *user, void *release_data)
{
    (void)user, (void)release_data;
}

static Output compile(const glspv_options *o, int i)
{
    glspv_result *r = NULL;
    Output out = {glspv_compile(o, shaders[i].stage, shaders[i].text, strlen(shaders[i].text), "t.glsl", &r),
                  0, NULL, NULL};
    const uint32_t *w = glspv_result_words(r, &out.n_words);
    out.words = malloc(out.n_words * sizeof *w + 1);
    if (out.n_words)
        memcpy(out.words, w, out.n_words * sizeof *w);
    const char *log = glspv_result_log(r);
    out.log = strcpy(malloc(strlen(log) + 1), log);
    glspv_result_destroy(r);
    return out;
}

static int same_output(const Output *a, const Output *b)
{
    return a->status == b->status && a->n_words == b->n_words &&
           memcmp(a->words, b->words, a->n_words * sizeof *a->words) == 0 && strcmp(a->log, b->log) == 0;
}

static void output_free(Output *o)
{
    free(o->words);
    free(o->log);
}

/* Every shader, ROUNDS times, starting at a place of its own. */
static void *work(void *arg)
{
    Worker *w = arg;
    for (int k = 0; k < ROUNDS * SHADERS; k++) {
        int i = (w->index * 7 + k) % SHADERS;
        Output got = compile(w->options, i);
        if (!same_output(&got, &w->expected[i]))
            w->mismatches++;
        output_free(&got);
    }
    return NULL;
}

int main(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_target_env(o, GLSPV_ENV_VULKAN_1_3), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_include_callbacks(o, resolve, release, NULL), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_add_macro(o, "THREADS", "8"), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_flags(o, GLSPV_FLAG_SHOW_COLUMN), GLSPV_OK);

    /* The single-threaded answers: all compile but the one with an error. */
    Output expected[SHADERS];
    for (int i = 0; i < SHADERS; i++) {
        expected[i] = compile(o, i);
        int want_error = strstr(shaders[i].text, "undefined_name") != NULL;
        if ((expected[i].status != GLSPV_OK) != want_error)
            fprintf(stderr, "shader %d: status %d\n%s", i, expected[i].status, expected[i].log);
        CHECK_EQ_INT(expected[i].status, want_error ? GLSPV_ERROR_COMPILE : GLSPV_OK);
        CHECK(want_error ? expected[i].log[0] != 0 : expected[i].n_words > 5);
    }

    pthread_t threads[THREADS];
    Worker workers[THREADS];
    for (int t = 0; t < THREADS; t++) {
        workers[t] = (Worker){o, expected, t, 0};
        CHECK_EQ_INT(pthread_create(&threads[t], NULL, work, &workers[t]), 0);
    }
    for (int t = 0; t < THREADS; t++) {
        CHECK_EQ_INT(pthread_join(threads[t], NULL), 0);
        CHECK_EQ_INT(workers[t].mismatches, 0);
    }
    for (int i = 0; i < SHADERS; i++)
        output_free(&expected[i]);
    glspv_options_destroy(o);
    return TEST_DONE();
}
