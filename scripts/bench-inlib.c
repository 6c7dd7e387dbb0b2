/* One shader compiled RUNS times in one process, through a library: what an
 * engine that compiles at run time pays per shader once it is warm.
 * scripts/bench --in-library builds this twice, against libglspv and (with
 * -DUSE_SHADERC, where libshaderc-dev is installed) against shaderc, runs it
 * under callgrind with RUNS = 1 and 6 to take the per-compile instructions,
 * and alone for the wall time. A measurement, not a test.
 *
 *   bench-inlib RUNS STAGE VULKAN_MINOR FILE
 *
 * STAGE is glslc's name (vert, frag, comp, ...); VULKAN_MINOR 0-3. Prints
 * "NS_PER_COMPILE WORDS" (the median over the runs, and the module's size);
 * exits 1 when a compile fails, with its log. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef USE_SHADERC
#include <shaderc/shaderc.h>
#else
#include "glspv.h"
#endif

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static char *read_text(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *data = NULL;
    size_t cap = 0, n = 0, got;
    do {
        if (n == cap) {
            cap = cap ? cap * 2 : 65536;
            char *more = realloc(data, cap);
            if (!more) {
                free(data);
                fclose(f);
                return NULL;
            }
            data = more;
        }
        got = fread(data + n, 1, cap - n, f);
        n += got;
    } while (got);
    fclose(f);
    *size = n;
    return data;
}

#ifdef USE_SHADERC
static const struct {
    const char *name;
    shaderc_shader_kind kind;
} kinds[] = {
    {"vert", shaderc_vertex_shader},     {"frag", shaderc_fragment_shader},  {"comp", shaderc_compute_shader},
    {"geom", shaderc_geometry_shader},   {"tesc", shaderc_tess_control_shader},
    {"tese", shaderc_tess_evaluation_shader}, {"mesh", shaderc_mesh_shader}, {"task", shaderc_task_shader},
    {"rgen", shaderc_raygen_shader},     {"rint", shaderc_intersection_shader},
    {"rahit", shaderc_anyhit_shader},    {"rchit", shaderc_closesthit_shader},
    {"rmiss", shaderc_miss_shader},      {"rcall", shaderc_callable_shader},
};

int main(int argc, char **argv)
{
    int runs = argc == 5 ? atoi(argv[1]) : 0;
    size_t size = 0;
    char *text = runs > 0 ? read_text(argv[4], &size) : NULL;
    shaderc_shader_kind kind = shaderc_glsl_infer_from_source;
    for (size_t i = 0; runs > 0 && i < sizeof kinds / sizeof kinds[0]; i++)
        if (!strcmp(kinds[i].name, argv[2]))
            kind = kinds[i].kind;
    if (!text || kind == shaderc_glsl_infer_from_source) {
        fprintf(stderr, "usage: bench-inlib RUNS STAGE VULKAN_MINOR FILE\n");
        return 2;
    }
    static const shaderc_env_version versions[] = {shaderc_env_version_vulkan_1_0, shaderc_env_version_vulkan_1_1,
                                                   shaderc_env_version_vulkan_1_2, shaderc_env_version_vulkan_1_3};
    int minor = atoi(argv[3]);
    shaderc_compiler_t compiler = shaderc_compiler_initialize();
    shaderc_compile_options_t options = shaderc_compile_options_initialize();
    shaderc_compile_options_set_target_env(options, shaderc_target_env_vulkan,
                                           versions[minor >= 0 && minor <= 3 ? minor : 0]);
    double *ns = malloc(sizeof *ns * (size_t)runs);
    size_t words = 0;
    for (int i = 0; i < runs; i++) {
        double t0 = now_ns();
        shaderc_compilation_result_t r =
            shaderc_compile_into_spv(compiler, text, size, kind, argv[4], "main", options);
        ns[i] = now_ns() - t0;
        if (shaderc_result_get_compilation_status(r) != shaderc_compilation_status_success) {
            fprintf(stderr, "%s", shaderc_result_get_error_message(r));
            return 1;
        }
        words = shaderc_result_get_length(r) / 4;
        shaderc_result_release(r);
    }
    qsort(ns, (size_t)runs, sizeof *ns, by_value);
    printf("%.0f %zu\n", ns[runs / 2], words);
    shaderc_compile_options_release(options);
    shaderc_compiler_release(compiler);
    free(ns);
    free(text);
    return 0;
}
#else
int main(int argc, char **argv)
{
    int runs = argc == 5 ? atoi(argv[1]) : 0;
    size_t size = 0;
    char *text = runs > 0 ? read_text(argv[4], &size) : NULL;
    glspv_stage stage;
    if (!text || glspv_stage_parse(argv[2], &stage) != GLSPV_OK) {
        fprintf(stderr, "usage: bench-inlib RUNS STAGE VULKAN_MINOR FILE\n");
        return 2;
    }
    static const glspv_target_env envs[] = {GLSPV_ENV_VULKAN_1_0, GLSPV_ENV_VULKAN_1_1, GLSPV_ENV_VULKAN_1_2,
                                            GLSPV_ENV_VULKAN_1_3};
    int minor = atoi(argv[3]);
    glspv_options *options = NULL;
    if (glspv_options_create(&options) != GLSPV_OK ||
        glspv_options_set_target_env(options, envs[minor >= 0 && minor <= 3 ? minor : 0]) != GLSPV_OK)
        return 1;
    double *ns = malloc(sizeof *ns * (size_t)runs);
    size_t words = 0;
    for (int i = 0; i < runs; i++) {
        glspv_result *r = NULL;
        double t0 = now_ns();
        glspv_status st = glspv_compile(options, stage, text, size, argv[4], &r);
        ns[i] = now_ns() - t0;
        if (st != GLSPV_OK) {
            fprintf(stderr, "%s", r ? glspv_result_log(r) : glspv_status_string(st));
            return 1;
        }
        glspv_result_words(r, &words);
        glspv_result_destroy(r);
    }
    qsort(ns, (size_t)runs, sizeof *ns, by_value);
    printf("%.0f %zu\n", ns[runs / 2], words);
    glspv_options_destroy(options);
    free(ns);
    free(text);
    return 0;
}
#endif
