/* What VK_LAYER_GLSPV_glsl_shader adds to pipeline creation (scripts/bench-layer
 * builds and runs this; it is a measurement, not a test).
 *
 * For each shader set it times vkCreate*Pipelines, median of N runs, in
 * four set-ups on the same driver:
 *
 *   spirv          no layer, SPIR-V modules (made by libglspv here, with the
 *                  layer's options, so the driver gets the same words)
 *   spirv+layer    the layer loaded, the same SPIR-V modules: the cost of
 *                  the layer on pipelines it only passes through
 *   glsl cold      GLSL modules, a different text every time (a counter in a
 *                  comment), so each pipeline compiles: the first use
 *   glsl warm      GLSL modules, the same text every time: the layer's cache
 *   glsl disk      the same, with the per-device cache off and VK_GLSPV_CACHE_DIR
 *                  on: every pipeline reads the persistent cache, as a new run
 *                  of the application would
 *
 * and, for reference, glspv_compile alone on the same text ("compile").
 * "added" is the difference from "spirv". Times in milliseconds. Then 8
 * threads create cold GLSL pipelines on one device at once, against one
 * thread creating as many: the layer holds no lock while compiling, so the
 * threads overlap as far as the machine's cores allow.
 *
 * usage: bench-layer [RUNS]   (the layer found through VK_ADD_LAYER_PATH) */
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "glspv.h"
#include "vkutil.h"

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* ---- the shaders ---- */

typedef struct Shader {
    const char *name;
    VkShaderStageFlagBits stage;
    glspv_stage glspv;
    const char *text;
} Shader;

static const char small_comp[] =
    "#version 450\n"
    "layout(local_size_x = 64) in;\n"
    "layout(std430, binding = 0) buffer Data { uint v[]; } data;\n"
    "void main() { uint i = gl_GlobalInvocationID.x; data.v[i] = data.v[i] * data.v[i] + 1u; }\n";

/* Some arithmetic, a loop, functions, shared memory and a barrier. */
static const char large_comp[] =
    "#version 450\n"
    "layout(local_size_x = 64) in;\n"
    "layout(std430, binding = 0) buffer Data { float v[]; } data;\n"
    "shared float tile[64];\n"
    "float smooth_step(float e0, float e1, float x) {\n"
    "    float t = clamp((x - e0) / (e1 - e0), 0.0, 1.0);\n"
    "    return t * t * (3.0 - 2.0 * t);\n"
    "}\n"
    "vec3 hsv(float h) {\n"
    "    vec3 k = vec3(1.0, 2.0 / 3.0, 1.0 / 3.0);\n"
    "    vec3 p = abs(fract(vec3(h) + k) * 6.0 - 3.0);\n"
    "    return clamp(p - 1.0, 0.0, 1.0);\n"
    "}\n"
    "float noise(vec2 p) {\n"
    "    return fract(sin(dot(p, vec2(12.9898, 78.233))) * 43758.5453);\n"
    "}\n"
    "void main() {\n"
    "    uint i = gl_GlobalInvocationID.x;\n"
    "    uint l = gl_LocalInvocationID.x;\n"
    "    tile[l] = data.v[i];\n"
    "    barrier();\n"
    "    float acc = 0.0;\n"
    "    for (int k = 0; k < 64; k++) {\n"
    "        float w = smooth_step(0.0, 64.0, float(k));\n"
    "        acc += tile[(l + uint(k)) % 64u] * w;\n"
    "        if (acc > 1000.0) acc *= 0.5;\n"
    "    }\n"
    "    vec3 c = hsv(acc * 0.001) * noise(vec2(float(i), acc));\n"
    "    switch (int(i % 4u)) {\n"
    "    case 0: acc += c.x; break;\n"
    "    case 1: acc += c.y; break;\n"
    "    default: acc += c.z; break;\n"
    "    }\n"
    "    data.v[i] = acc + length(c) + pow(abs(acc), 0.5) + mix(c.x, c.y, 0.25);\n"
    "}\n";

static const char vert[] =
    "#version 450 core\n"
    "layout(location = 0) in vec2 aVertex;\n"
    "layout(location = 1) in vec4 aColor;\n"
    "out vec4 vColor;\n"
    "void main() { vColor = aColor; gl_Position = vec4(aVertex, 0, 1); }\n";

static const char frag[] =
    "#version 450\n"
    "in vec4 vColor;\n"
    "out vec4 color;\n"
    "void main() { color = vColor * vec4(0.5, 1.0, 1.0, 1.0) + vec4(0.1); }\n";

/* ---- one set-up ---- */

typedef enum Mode { SPIRV, SPIRV_LAYER, GLSL_COLD, GLSL_WARM, GLSL_DISK, MODES } Mode;
static const char *mode_names[MODES] = {"spirv", "spirv+layer", "glsl cold", "glsl warm", "glsl disk"};

typedef struct Bench {
    Vk vk;
    VkPipelineLayout compute_layout, graphics_layout;
    VkDescriptorSetLayout set_layout;
    VkRenderPass pass;
    glspv_options *options;
    _Atomic unsigned serial;
} Bench;

static bool bench_open(Bench *b, bool layer)
{
    memset(b, 0, sizeof *b);
    const char *layers[] = {GLSPV_LAYER};
    const char *exts[] = {VK_NV_GLSL_SHADER_EXTENSION_NAME};
    if (!vk_instance(&b->vk, VK_API_VERSION_1_1, layers, layer, NULL, 0, NULL, NULL) ||
        !vk_device(&b->vk, exts, layer, NULL, NULL))
        return false;
    VkDescriptorSetLayoutBinding binding = {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT,
                                            NULL};
    VkDescriptorSetLayoutCreateInfo sl = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                          .bindingCount = 1, .pBindings = &binding};
    VkPipelineLayoutCreateInfo pl = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    if (!VK_OK(vkCreateDescriptorSetLayout(b->vk.device, &sl, NULL, &b->set_layout)) ||
        !VK_OK(vkCreatePipelineLayout(b->vk.device, &pl, NULL, &b->graphics_layout)))
        return false;
    pl.setLayoutCount = 1;
    pl.pSetLayouts = &b->set_layout;
    if (!VK_OK(vkCreatePipelineLayout(b->vk.device, &pl, NULL, &b->compute_layout)))
        return false;
    VkAttachmentDescription att = {0, VK_FORMAT_R8G8B8A8_UNORM, VK_SAMPLE_COUNT_1_BIT, VK_ATTACHMENT_LOAD_OP_CLEAR,
                                   VK_ATTACHMENT_STORE_OP_STORE, VK_ATTACHMENT_LOAD_OP_DONT_CARE,
                                   VK_ATTACHMENT_STORE_OP_DONT_CARE, VK_IMAGE_LAYOUT_UNDEFINED,
                                   VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL};
    VkAttachmentReference ref = {0, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL};
    VkSubpassDescription sub = {.pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS, .colorAttachmentCount = 1,
                                .pColorAttachments = &ref};
    VkRenderPassCreateInfo rp = {.sType = VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO, .attachmentCount = 1,
                                 .pAttachments = &att, .subpassCount = 1, .pSubpasses = &sub};
    if (!VK_OK(vkCreateRenderPass(b->vk.device, &rp, NULL, &b->pass)))
        return false;
    /* The layer's own options: Vulkan 1.1, auto-mapped locations, #version 450 by default. */
    return glspv_options_create(&b->options) == GLSPV_OK &&
           glspv_options_set_target_env(b->options, GLSPV_ENV_VULKAN_1_1) == GLSPV_OK &&
           glspv_options_set_flags(b->options, GLSPV_FLAG_AUTO_MAP_LOCATIONS) == GLSPV_OK &&
           glspv_options_set_default_version(b->options, 450, GLSPV_PROFILE_CORE) == GLSPV_OK;
}

static void bench_close(Bench *b)
{
    if (b->vk.device) {
        vkDestroyRenderPass(b->vk.device, b->pass, NULL);
        vkDestroyPipelineLayout(b->vk.device, b->compute_layout, NULL);
        vkDestroyPipelineLayout(b->vk.device, b->graphics_layout, NULL);
        vkDestroyDescriptorSetLayout(b->vk.device, b->set_layout, NULL);
    }
    glspv_options_destroy(b->options);
    vk_destroy(&b->vk, NULL);
}

/* A module of `s` for `mode`: SPIR-V compiled here, or the GLSL text (made
 * unique with a comment for cold runs). */
static VkShaderModule module_for(Bench *b, const Shader *s, Mode mode, double *compile_ms)
{
    char text[8192];
    snprintf(text, sizeof text, "%s", s->text);
    if (mode == GLSL_COLD)
        snprintf(text + strlen(s->text), sizeof text - strlen(s->text), "// %u\n", b->serial++);
    if (mode == GLSL_COLD || mode == GLSL_WARM || mode == GLSL_DISK)
        return vk_module(&b->vk, text, strlen(text), NULL);
    glspv_result *res = NULL;
    double t0 = now_ms();
    glspv_status st = glspv_compile(b->options, s->glspv, text, strlen(text), s->name, &res);
    if (compile_ms)
        *compile_ms = now_ms() - t0;
    size_t count = 0;
    const uint32_t *words = st == GLSPV_OK ? glspv_result_words(res, &count) : NULL;
    if (!words) {
        fprintf(stderr, "bench-layer: %s does not compile:\n%s\n", s->name, res ? glspv_result_log(res) : "");
        glspv_result_destroy(res);
        return VK_NULL_HANDLE;
    }
    VkShaderModule m = vk_module(&b->vk, words, count * 4, NULL);
    glspv_result_destroy(res);
    return m;
}

/* One pipeline of `set` (one compute shader, or vertex + fragment); its
 * creation time in ms, or a negative number on failure. */
static double time_pipeline(Bench *b, const Shader *set, int n, Mode mode)
{
    VkShaderModule m[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
    for (int i = 0; i < n; i++)
        if (!(m[i] = module_for(b, &set[i], mode, NULL)))
            return -1;
    VkPipeline p = VK_NULL_HANDLE;
    VkResult r;
    double t0 = now_ms(), t;
    if (n == 1) {
        VkComputePipelineCreateInfo info = vk_compute_info(m[0], b->compute_layout, NULL);
        r = vkCreateComputePipelines(b->vk.device, VK_NULL_HANDLE, 1, &info, NULL, &p);
        t = now_ms() - t0;
    } else {
        VkPipelineShaderStageCreateInfo stages[2] = {
            {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = set[0].stage, .module = m[0],
             .pName = "main"},
            {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = set[1].stage, .module = m[1],
             .pName = "main"}};
        VkVertexInputBindingDescription vb = {0, 24, VK_VERTEX_INPUT_RATE_VERTEX};
        VkVertexInputAttributeDescription va[2] = {{0, 0, VK_FORMAT_R32G32_SFLOAT, 0},
                                                   {1, 0, VK_FORMAT_R32G32B32A32_SFLOAT, 8}};
        VkPipelineVertexInputStateCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO,
                                                   .vertexBindingDescriptionCount = 1,
                                                   .pVertexBindingDescriptions = &vb,
                                                   .vertexAttributeDescriptionCount = 2,
                                                   .pVertexAttributeDescriptions = va};
        VkPipelineInputAssemblyStateCreateInfo ia = {
            .sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
            .topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST};
        VkViewport viewport = {0, 0, 64, 64, 0, 1};
        VkRect2D scissor = {{0, 0}, {64, 64}};
        VkPipelineViewportStateCreateInfo vp = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
                                                .viewportCount = 1, .pViewports = &viewport, .scissorCount = 1,
                                                .pScissors = &scissor};
        VkPipelineRasterizationStateCreateInfo rs = {
            .sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO, .lineWidth = 1};
        VkPipelineMultisampleStateCreateInfo ms = {.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
                                                   .rasterizationSamples = VK_SAMPLE_COUNT_1_BIT};
        VkPipelineColorBlendAttachmentState blend = {.colorWriteMask = 0xf};
        VkPipelineColorBlendStateCreateInfo cb = {.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
                                                  .attachmentCount = 1, .pAttachments = &blend};
        VkGraphicsPipelineCreateInfo info = {.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO,
                                             .stageCount = 2, .pStages = stages, .pVertexInputState = &vi,
                                             .pInputAssemblyState = &ia, .pViewportState = &vp,
                                             .pRasterizationState = &rs, .pMultisampleState = &ms,
                                             .pColorBlendState = &cb, .layout = b->graphics_layout,
                                             .renderPass = b->pass, .basePipelineIndex = -1};
        t0 = now_ms();
        r = vkCreateGraphicsPipelines(b->vk.device, VK_NULL_HANDLE, 1, &info, NULL, &p);
        t = now_ms() - t0;
    }
    vkDestroyPipeline(b->vk.device, p, NULL);
    for (int i = 0; i < n; i++)
        vkDestroyShaderModule(b->vk.device, m[i], NULL);
    if (r != VK_SUCCESS) {
        fprintf(stderr, "bench-layer: %s (%s): %s\n", set[0].name, mode_names[mode], vk_name(r));
        return -1;
    }
    return t;
}

/* ---- threads ---- */

#define THREADS 8

typedef struct Worker {
    Bench *b;
    const Shader *set;
    int runs, failed;
} Worker;

static void *work(void *user)
{
    Worker *w = user;
    for (int i = 0; i < w->runs; i++)
        if (time_pipeline(w->b, w->set, 1, GLSL_COLD) < 0)
            w->failed = 1;
    return NULL;
}

/* THREADS threads making `runs` cold pipelines of `set` each, at once, against
 * one thread making as many; 0, or 1 when a pipeline failed. */
static int threaded(Bench *b, const Shader *set, int runs)
{
    Worker w[THREADS];
    pthread_t t[THREADS];
    double t0 = now_ms();
    Worker one = {b, set, runs * THREADS, 0};
    work(&one);
    double alone = now_ms() - t0;
    t0 = now_ms();
    int started = 0;
    for (int i = 0; i < THREADS; i++) {
        w[i] = (Worker){b, set, runs, 0};
        if (pthread_create(&t[i], NULL, work, &w[i]) != 0)
            break;
        started++;
    }
    int failed = one.failed || started < THREADS;
    for (int i = 0; i < started; i++) {
        pthread_join(t[i], NULL);
        failed |= w[i].failed;
    }
    double together = now_ms() - t0;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    printf("\n%d cold %s pipelines: one thread %.1f ms, %d threads at once %.1f ms (%.2fx, %ld cores)\n",
           runs * THREADS, set->name, alone, THREADS, together, alone / together, cores);
    return failed;
}

int main(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 30;
    if (runs < 1 || runs > 10000) {
        fprintf(stderr, "usage: bench-layer [RUNS]\n");
        return 2;
    }
    static const Shader small[] = {{"small.comp", VK_SHADER_STAGE_COMPUTE_BIT, GLSPV_STAGE_COMPUTE, small_comp}};
    static const Shader large[] = {{"large.comp", VK_SHADER_STAGE_COMPUTE_BIT, GLSPV_STAGE_COMPUTE, large_comp}};
    static const Shader graphics[] = {{"example.vert", VK_SHADER_STAGE_VERTEX_BIT, GLSPV_STAGE_VERTEX, vert},
                                      {"example.frag", VK_SHADER_STAGE_FRAGMENT_BIT, GLSPV_STAGE_FRAGMENT, frag}};
    static const struct {
        const char *name;
        const Shader *set;
        int n;
    } sets[] = {{"small compute", small, 1}, {"large compute", large, 1}, {"vertex+fragment", graphics, 2}};

    /* The persistent cache's instance: settings are read at vkCreateInstance. */
    char dir[] = "/tmp/glspv-bench-cache-XXXXXX";
    Bench plain, layered, disk;
    bool have_dir = mkdtemp(dir) != NULL;
    bool opened = bench_open(&plain, false) && bench_open(&layered, true);
    if (have_dir) {
        setenv("VK_GLSPV_CACHE_DIR", dir, 1);
        setenv("VK_GLSPV_CACHE_SIZE", "0", 1);
    }
    opened = opened && have_dir && bench_open(&disk, true);
    unsetenv("VK_GLSPV_CACHE_DIR");
    unsetenv("VK_GLSPV_CACHE_SIZE");
    if (!opened) {
        fprintf(stderr, "bench-layer: cannot set up Vulkan (is the layer on VK_ADD_LAYER_PATH?)\n");
        return 1;
    }
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(plain.vk.physical, &props);
    printf("device: %s; median of %d runs, milliseconds per vkCreate*Pipelines call\n\n", props.deviceName, runs);
    printf("%-16s %9s %12s %10s %10s %10s %9s %12s %12s\n", "shaders", "spirv", "spirv+layer", "glsl cold",
           "glsl warm", "glsl disk", "compile", "added cold", "added warm");
    double *v = malloc(sizeof *v * (size_t)runs);
    int status = 0;
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) {
        double med[MODES], compile = 0;
        for (int mode = 0; mode < MODES; mode++) {
            Bench *b = mode == SPIRV ? &plain : mode == GLSL_DISK ? &disk : &layered;
            time_pipeline(b, sets[s].set, sets[s].n, (Mode)mode); /* warm-up (and fills the cache) */
            for (int i = 0; i < runs; i++)
                if ((v[i] = time_pipeline(b, sets[s].set, sets[s].n, (Mode)mode)) < 0)
                    status = 1;
            med[mode] = median(v, runs);
        }
        for (int i = 0; i < runs; i++) {
            v[i] = 0;
            for (int k = 0; k < sets[s].n; k++) {
                double ms = 0;
                VkShaderModule m = module_for(&plain, &sets[s].set[k], SPIRV, &ms);
                vkDestroyShaderModule(plain.vk.device, m, NULL);
                v[i] += ms;
            }
        }
        compile = median(v, runs);
        printf("%-16s %9.3f %12.3f %10.3f %10.3f %10.3f %9.3f %+12.3f %+12.3f\n", sets[s].name, med[SPIRV],
               med[SPIRV_LAYER], med[GLSL_COLD], med[GLSL_WARM], med[GLSL_DISK], compile,
               med[GLSL_COLD] - med[SPIRV], med[GLSL_WARM] - med[SPIRV]);
    }
    free(v);
    if (threaded(&layered, large, runs) != 0)
        status = 1;
    bench_close(&plain);
    bench_close(&layered);
    bench_close(&disk);
    char rm[256];
    snprintf(rm, sizeof rm, "rm -rf '%s'", dir);
    if (system(rm) != 0)
        fprintf(stderr, "bench-layer: cannot remove %s\n", dir);
    return status;
}
