/* Shader modules and pipelines.
 *
 * Each stage's sections become one SPIR-V module: GLSL through the compiler
 * command (invoked as VkRunner invokes glslangValidator: "CMD -V --target-env
 * vulkan1.X -S STAGE -o OUT IN..." on temporary files without an extension,
 * every source of the stage linked together, its output captured for the
 * log), SPIR-V assembly through libglspv's assembler (or --spirv-as CMD),
 * hex words as they are. One pipeline layout serves every
 * pipeline: all descriptor sets plus one push-constant range for all stages.
 * Pipelines are made per distinct PipelineKey, the first time a command uses
 * one. */
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "glspv.h"
#include "run/run.h"

extern char **environ;

#define SPIRV_MAGIC 0x07230203u

static uint32_t target_minor(const Script *s)
{
    uint32_t minor = s->vulkan_version ? VK_API_VERSION_MINOR(s->vulkan_version) : 0;
    return minor > 3 ? 3 : minor;
}

/* ---- running a tool on temporary files ---- */

typedef struct TempFile {
    char path[64];
    int fd;
} TempFile;

static bool temp_create(TempFile *t)
{
    const char *dir = getenv("TMPDIR");
    if (!dir || strlen(dir) > 32)
        dir = "/tmp";
    snprintf(t->path, sizeof t->path, "%s/glspv-run-XXXXXX", dir);
    t->fd = mkstemp(t->path);
    return t->fd >= 0;
}

static void temp_remove(TempFile *t)
{
    if (t->fd >= 0) {
        close(t->fd);
        unlink(t->path);
    }
    t->fd = -1;
}

static bool write_all(int fd, const char *data, size_t len)
{
    while (len) {
        ssize_t n = write(fd, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        len -= (size_t)n;
    }
    return true;
}

typedef ARRAY(char *) StrList;

/* Splits a command line at blanks (no quoting: tools with spaces in their
 * paths go through a wrapper script). */
static void split_command(const char *cmd, StrList *argv)
{
    const char *p = cmd;
    while (*p) {
        while (*p == ' ' || *p == '\t')
            p++;
        const char *start = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
        if (p > start)
            array_push(argv, run_strndup(start, (size_t)(p - start)));
    }
}

/* Runs argv with stdout and stderr going to `log`; the exit status, or -1
 * when it could not start. */
static int run_tool(char **argv, int log)
{
    posix_spawn_file_actions_t fa;
    if (posix_spawn_file_actions_init(&fa))
        return -1;
    posix_spawn_file_actions_adddup2(&fa, log, 1);
    posix_spawn_file_actions_adddup2(&fa, log, 2);
    pid_t pid;
    int err = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (err)
        return -1;
    int status;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR)
            return -1;
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/* Reads a SPIR-V file in either byte order into host-order words. */
static bool read_spirv(const char *path, uint32_t **words, size_t *n)
{
    size_t len;
    char *data = run_read_file(path, &len);
    if (!data)
        return false;
    if (len < 20 || len % 4) {
        free(data);
        return false;
    }
    *n = len / 4;
    *words = run_alloc(len);
    memcpy(*words, data, len);
    free(data);
    if ((*words)[0] == SPIRV_MAGIC)
        return true;
    for (size_t i = 0; i < *n; i++) {
        uint32_t w = (*words)[i];
        (*words)[i] = (w >> 24) | ((w >> 8) & 0xff00) | ((w << 8) & 0xff0000) | (w << 24);
    }
    if ((*words)[0] == SPIRV_MAGIC)
        return true;
    free(*words);
    *words = NULL;
    return false;
}

/* Runs `cmd ARGS... -o OUT [IN...]` style tools: `pre` is what goes between
 * the command and the inputs. Sources are written to temporary files. */
static bool run_compiler(Runner *r, const char *what, const char *cmd, const char *const *pre, size_t n_pre,
                         const Shader *const *src, size_t n_src, uint32_t **words, size_t *n_words)
{
    const Script *s = r->script;
    TempFile out = {{0}, -1}, log = {{0}, -1};
    TempFile *in = run_alloc(n_src * sizeof *in);
    StrList argv = {0};
    bool ok = temp_create(&out) && temp_create(&log);
    for (size_t i = 0; i < n_src; i++)
        in[i].fd = -1;
    for (size_t i = 0; ok && i < n_src; i++)
        ok = temp_create(&in[i]) && write_all(in[i].fd, src[i]->text, src[i]->text_len);
    if (!ok) {
        fprintf(stderr, "%s: error: can't write temporary files: %s\n", s->filename, strerror(errno));
    } else {
        split_command(cmd, &argv);
        for (size_t i = 0; i < n_pre; i++)
            array_push(&argv, run_strdup(strcmp(pre[i], "@OUT@") ? pre[i] : out.path));
        for (size_t i = 0; i < n_src; i++)
            array_push(&argv, run_strdup(in[i].path));
        array_push(&argv, NULL);
        int status = argv.len > 1 ? run_tool(argv.data, log.fd) : -1;
        size_t log_len = 0;
        char *text = run_read_file(log.path, &log_len);
        ok = status == 0 && read_spirv(out.path, words, n_words);
        if (!ok) {
            fprintf(stderr, "%s:%d: error: %s failed (%s, %s %d)%s\n%s", s->filename, src[0]->line, what, cmd,
                    status < 0 ? "could not run it" : "exit status", status,
                    status == 0 ? ": no SPIR-V output" : "", text ? text : "");
        }
        free(text);
    }
    for (size_t i = 0; i < argv.len; i++)
        free(argv.data[i]);
    free(argv.data);
    for (size_t i = 0; i < n_src; i++)
        temp_remove(&in[i]);
    free(in);
    temp_remove(&out);
    temp_remove(&log);
    return ok;
}

/* `--compiler libglspv`: glspv's own compiler, in this process. */
static bool compile_in_process(Runner *r, Stage st, uint32_t **words, size_t *n)
{
    const Script *s = r->script;
    size_t n_src = s->shaders[st].len;
    if (n_src > 256) {
        fprintf(stderr, "%s: error: the %s shader has %zu sections; libglspv links at most 256\n", s->filename,
                stage_names[st], n_src);
        return false;
    }
    const Shader *sh = &s->shaders[st].data[0];
    /* Several sections of one stage are linked, as glslangValidator links its files. */
    glspv_source sources[256];
    for (size_t i = 0; i < n_src; i++)
        sources[i] = (glspv_source){s->shaders[st].data[i].text, s->shaders[st].data[i].text_len, s->filename};
    char env_name[16];
    snprintf(env_name, sizeof env_name, "vulkan1.%u", target_minor(s));
    glspv_target_env env = GLSPV_ENV_VULKAN_1_0;
    glspv_target_env_parse(env_name, &env);
    glspv_options *o = NULL;
    glspv_result *res = NULL;
    glspv_stage stage;
    bool ok = glspv_options_create(&o) == GLSPV_OK && glspv_options_set_target_env(o, env) == GLSPV_OK &&
              glspv_options_set_optimization(o, (glspv_optimization)r->opts->optimization) == GLSPV_OK &&
              glspv_stage_parse(stage_short_names[st], &stage) == GLSPV_OK &&
              glspv_compile_linked(o, stage, sources, n_src, &res) == GLSPV_OK;
    size_t count = 0;
    const uint32_t *w = res ? glspv_result_words(res, &count) : NULL;
    if (ok && w && count) {
        *words = run_alloc(count * sizeof *w);
        memcpy(*words, w, count * sizeof *w);
        *n = count;
    } else {
        ok = false;
        fprintf(stderr, "%s:%d: error: compiling the %s shader failed:\n%s", s->filename, sh->line, stage_names[st],
                res ? glspv_result_log(res) : "out of memory\n");
    }
    glspv_result_destroy(res);
    glspv_options_destroy(o);
    return ok;
}

/* -O, -Os with another compiler: its module through glspv's optimizer
 * (glspv_spirv_optimize, what glspv-opt does), the differential test of
 * the optimizer on modules glspv did not write. */
static bool optimize_module(Runner *r, Stage st, uint32_t **words, size_t *n)
{
    const Script *s = r->script;
    char env_name[16];
    glspv_target_env env = GLSPV_ENV_VULKAN_1_0;
    snprintf(env_name, sizeof env_name, "vulkan1.%u", target_minor(s));
    glspv_target_env_parse(env_name, &env);
    glspv_result *res = NULL;
    glspv_status status =
        glspv_spirv_optimize(*words, *n, env, (glspv_optimization)r->opts->optimization, &res);
    size_t count = 0;
    const uint32_t *w = res ? glspv_result_words(res, &count) : NULL;
    bool ok = status == GLSPV_OK && w && count;
    if (ok) {
        free(*words);
        *words = run_alloc(count * sizeof *w);
        memcpy(*words, w, count * sizeof *w);
        *n = count;
    } else {
        fprintf(stderr, "%s:%d: error: optimizing the %s shader's module (from %s) failed: %s\n%s", s->filename,
                s->shaders[st].data[0].line, stage_names[st], r->opts->compiler, glspv_status_string(status),
                res ? glspv_result_log(res) : "");
        free(*words);
        *words = NULL;
    }
    glspv_result_destroy(res);
    return ok;
}

static bool compile_glsl(Runner *r, Stage st, uint32_t **words, size_t *n)
{
    if (!strcmp(r->opts->compiler, "libglspv"))
        return compile_in_process(r, st, words, n);
    const Script *s = r->script;
    char env[16], what[64];
    snprintf(env, sizeof env, "vulkan1.%u", target_minor(s));
    snprintf(what, sizeof what, "compiling the %s shader", stage_names[st]);
    const char *pre[] = {"-V", "--target-env", env, "-S", stage_short_names[st], "-o", "@OUT@"};
    const Shader **src = run_alloc(s->shaders[st].len * sizeof *src);
    for (size_t i = 0; i < s->shaders[st].len; i++)
        src[i] = &s->shaders[st].data[i];
    bool ok = run_compiler(r, what, r->opts->compiler, pre, RUN_COUNT(pre), src, s->shaders[st].len, words, n);
    free(src);
    return ok && (!r->opts->optimization || optimize_module(r, st, words, n));
}

static bool assemble_in_process(Runner *r, Stage st, const Shader *sh, uint32_t **words, size_t *n)
{
    char env_name[16];
    glspv_target_env env;
    snprintf(env_name, sizeof env_name, "vulkan1.%u", target_minor(r->script));
    if (glspv_target_env_parse(env_name, &env) != GLSPV_OK)
        env = GLSPV_ENV_VULKAN_1_0;
    glspv_result *res = NULL;
    glspv_status status = glspv_spirv_assemble(sh->text, sh->text_len, env, 0, &res);
    size_t count = 0;
    const uint32_t *w = res ? glspv_result_words(res, &count) : NULL;
    bool ok = status == GLSPV_OK && w && count;
    if (ok) {
        *words = run_alloc(count * sizeof *w);
        memcpy(*words, w, count * sizeof *w);
        *n = count;
    } else {
        fprintf(stderr, "%s:%d: error: assembling the %s shader failed: %s\n", r->script->filename, sh->line,
                stage_names[st], glspv_status_string(status));
        /* Assembler lines count from the line after the section header. */
        size_t nd = res ? glspv_result_diagnostic_count(res) : 0;
        for (size_t i = 0; i < nd; i++) {
            const glspv_diagnostic *d = glspv_result_diagnostic(res, i);
            fprintf(stderr, "%s:%d:%u: %s: %s\n", r->script->filename, sh->line + (int)d->line, d->column,
                    d->severity == GLSPV_SEVERITY_ERROR ? "error" : "note", d->message);
        }
    }
    glspv_result_destroy(res);
    return ok;
}

static bool assemble(Runner *r, Stage st, const Shader *sh, uint32_t **words, size_t *n)
{
    if (!r->opts->assembler)
        return assemble_in_process(r, st, sh, words, n);
    char env[16], what[64];
    snprintf(env, sizeof env, "vulkan1.%u", target_minor(r->script));
    snprintf(what, sizeof what, "assembling the %s shader", stage_names[st]);
    const char *pre[] = {"--target-env", env, "-o", "@OUT@"};
    return run_compiler(r, what, r->opts->assembler, pre, RUN_COUNT(pre), &sh, 1, words, n);
}

static void show_disassembly(Runner *r, Stage st, const uint32_t *words, size_t n)
{
    glspv_result *res = NULL;
    glspv_spirv_disassemble(words, n, 0, &res);
    size_t len = 0;
    const char *text = res ? glspv_result_text(res, &len) : NULL;
    printf("SPIR-V for the %s shader of %s:\n%s\n", stage_names[st], r->script->filename,
           text ? text : res ? glspv_result_log(res) : "(out of memory)");
    glspv_result_destroy(res);
}

/* --via-layer: the GLSL text itself goes to vkCreateShaderModule, and the
 * layer compiles it when a pipeline names the stage. */
static bool create_glsl_module(Runner *r, Stage st)
{
    const Script *s = r->script;
    const Shader *sh = &s->shaders[st].data[0];
    if (s->shaders[st].len != 1) {
        fprintf(stderr, "%s: error: the %s shader has %zu sections; through VK_NV_glsl_shader a module is one "
                "source\n", s->filename, stage_names[st], s->shaders[st].len);
        return false;
    }
    if (r->opts->disasm) {
        uint32_t *words = NULL;
        size_t n = 0;
        if (compile_in_process(r, st, &words, &n))
            show_disassembly(r, st, words, n);
        free(words);
    }
    /* pCode is a uint32_t pointer: give the text an aligned home. */
    uint32_t *code = run_alloc((sh->text_len / 4 + 1) * sizeof *code);
    memcpy(code, sh->text, sh->text_len);
    VkShaderModuleCreateInfo info = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    info.codeSize = sh->text_len;
    info.pCode = code;
    bool ok = vk_check(&r->vk, vkCreateShaderModule(r->vk.device, &info, NULL, &r->modules[st]),
                       "vkCreateShaderModule (GLSL, through VK_LAYER_GLSPV_glsl_shader)");
    free(code);
    return ok;
}

static bool create_module(Runner *r, Stage st)
{
    const Script *s = r->script;
    const Shader *first = &s->shaders[st].data[0];
    uint32_t *words = NULL;
    size_t n = 0;
    bool ok;
    if (first->kind == SHADER_GLSL && r->opts->via_layer)
        return create_glsl_module(r, st);
    if (first->kind == SHADER_GLSL)
        ok = compile_glsl(r, st, &words, &n);
    else if (first->kind == SHADER_SPIRV)
        ok = assemble(r, st, first, &words, &n);
    else {
        n = first->n_words;
        words = run_alloc((n + 1) * sizeof *words);
        memcpy(words, first->words, n * sizeof *words);
        ok = n >= 5 && words[0] == SPIRV_MAGIC;
        if (!ok)
            fprintf(stderr, "%s:%d: error: the %s shader binary is not SPIR-V (no magic number)\n", s->filename,
                    first->line, stage_names[st]);
    }
    if (ok && r->opts->disasm)
        show_disassembly(r, st, words, n);
    if (ok) {
        VkShaderModuleCreateInfo info = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
        info.codeSize = n * sizeof *words;
        info.pCode = words;
        ok = vk_check(&r->vk, vkCreateShaderModule(r->vk.device, &info, NULL, &r->modules[st]),
                      "vkCreateShaderModule");
    }
    free(words);
    return ok;
}

bool shaders_create(Runner *r)
{
    for (int st = 0; st < N_STAGES; st++) {
        if (r->script->shaders[st].len && !create_module(r, (Stage)st))
            return false;
    }
    return true;
}

bool pipeline_layout_create(Runner *r)
{
    const Script *s = r->script;
    VkPushConstantRange range = {VK_SHADER_STAGE_ALL, 0, (uint32_t)((s->push_size + 3) & ~(size_t)3)};
    if (range.size > r->vk.props.limits.maxPushConstantsSize) {
        fprintf(stderr, "%s: error: the script sets %u bytes of push constants; the device allows %u\n",
                s->filename, range.size, r->vk.props.limits.maxPushConstantsSize);
        return false;
    }
    r->push_size = range.size;
    r->push_data = run_alloc(range.size + 4);
    VkPipelineLayoutCreateInfo info = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    info.setLayoutCount = r->n_sets;
    info.pSetLayouts = r->set_layouts;
    info.pushConstantRangeCount = range.size ? 1 : 0;
    info.pPushConstantRanges = &range;
    r->pipelines = run_alloc((s->keys.len + 1) * sizeof *r->pipelines);
    return vk_check(&r->vk, vkCreatePipelineLayout(r->vk.device, &info, NULL, &r->layout),
                    "vkCreatePipelineLayout");
}

/* ---- pipelines ---- */

static const VkShaderStageFlagBits stage_bits[N_STAGES] = {
    VK_SHADER_STAGE_VERTEX_BIT, VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT,
    VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT, VK_SHADER_STAGE_GEOMETRY_BIT,
    VK_SHADER_STAGE_FRAGMENT_BIT, VK_SHADER_STAGE_COMPUTE_BIT,
};

/* The key's specialization constants, pointing into the key and `entries`. */
typedef struct SpecInfo {
    VkSpecializationMapEntry entries[MAX_SPEC_CONSTANTS];
    VkSpecializationInfo info;
} SpecInfo;

static const VkSpecializationInfo *spec_info(const PipelineKey *k, SpecInfo *si)
{
    if (!k->n_spec)
        return NULL;
    for (uint32_t i = 0; i < k->n_spec; i++) {
        si->entries[i].constantID = k->spec[i].id;
        si->entries[i].offset = (uint32_t)((const uint8_t *)k->spec[i].data - (const uint8_t *)k->spec);
        si->entries[i].size = k->spec[i].size;
    }
    si->info.mapEntryCount = k->n_spec;
    si->info.pMapEntries = si->entries;
    si->info.dataSize = k->n_spec * sizeof k->spec[0];
    si->info.pData = k->spec;
    return &si->info;
}

static VkPipelineShaderStageCreateInfo stage_info(Runner *r, const PipelineKey *k, Stage st,
                                                  const VkSpecializationInfo *spec)
{
    VkPipelineShaderStageCreateInfo info = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
    info.stage = stage_bits[st];
    info.module = r->modules[st];
    info.pName = pipeline_key_entrypoint(k, st);
    info.pSpecializationInfo = spec;
    return info;
}

static VkPipeline create_compute(Runner *r, const PipelineKey *k, int line)
{
    if (!r->modules[STAGE_COMPUTE]) {
        fprintf(stderr, "%s:%d: error: 'compute' needs a [compute shader]\n", r->script->filename, line);
        return VK_NULL_HANDLE;
    }
    VkComputePipelineCreateInfo info = {.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    SpecInfo si;
    info.stage = stage_info(r, k, STAGE_COMPUTE, spec_info(k, &si));
    info.layout = r->layout;
    VkPipeline p = VK_NULL_HANDLE;
    if (!vk_check(&r->vk, vkCreateComputePipelines(r->vk.device, VK_NULL_HANDLE, 1, &info, NULL, &p),
                  "vkCreateComputePipelines"))
        return VK_NULL_HANDLE;
    return p;
}

/* The state structs of a graphics pipeline, filled from one key. */
typedef struct GraphicsState {
    VkPipelineShaderStageCreateInfo stages[N_STAGES];
    VkVertexInputBindingDescription binding;
    VkVertexInputAttributeDescription *attribs;
    VkPipelineVertexInputStateCreateInfo vertex_input;
    VkPipelineInputAssemblyStateCreateInfo assembly;
    VkPipelineTessellationStateCreateInfo tess;
    VkViewport viewport;
    VkRect2D scissor;
    VkPipelineViewportStateCreateInfo viewport_state;
    VkPipelineRasterizationStateCreateInfo raster;
    VkPipelineMultisampleStateCreateInfo multisample;
    VkPipelineDepthStencilStateCreateInfo depth;
    VkPipelineColorBlendAttachmentState blend_att;
    VkPipelineColorBlendStateCreateInfo blend;
} GraphicsState;

static void fill_vertex_input(Runner *r, const PipelineKey *k, GraphicsState *g)
{
    const VertexData *vd = &r->script->vertex_data;
    g->vertex_input.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO;
    if (k->source == SOURCE_RECT) {
        g->binding = (VkVertexInputBindingDescription){0, 3 * sizeof(float), VK_VERTEX_INPUT_RATE_VERTEX};
        g->attribs = run_alloc(sizeof *g->attribs);
        g->attribs[0] = (VkVertexInputAttributeDescription){0, 0, VK_FORMAT_R32G32B32_SFLOAT, 0};
        g->vertex_input.vertexAttributeDescriptionCount = 1;
    } else if (r->script->has_vertex_data && vd->attribs.len) {
        g->binding = (VkVertexInputBindingDescription){0, (uint32_t)vd->stride, VK_VERTEX_INPUT_RATE_VERTEX};
        g->attribs = run_alloc(vd->attribs.len * sizeof *g->attribs);
        for (size_t i = 0; i < vd->attribs.len; i++) {
            const VertexAttrib *a = &vd->attribs.data[i];
            g->attribs[i] = (VkVertexInputAttributeDescription){a->location, 0, a->format.vk, (uint32_t)a->offset};
        }
        g->vertex_input.vertexAttributeDescriptionCount = (uint32_t)vd->attribs.len;
    } else {
        return; /* the vertex shader makes its own positions */
    }
    g->vertex_input.vertexBindingDescriptionCount = 1;
    g->vertex_input.pVertexBindingDescriptions = &g->binding;
    g->vertex_input.pVertexAttributeDescriptions = g->attribs;
}

static void fill_raster(const double *p, GraphicsState *g)
{
    g->raster.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO;
    g->raster.depthClampEnable = p[PROP_depthClampEnable] != 0;
    g->raster.rasterizerDiscardEnable = p[PROP_rasterizerDiscardEnable] != 0;
    g->raster.polygonMode = (VkPolygonMode)p[PROP_polygonMode];
    g->raster.cullMode = (VkCullModeFlags)p[PROP_cullMode];
    g->raster.frontFace = (VkFrontFace)p[PROP_frontFace];
    g->raster.depthBiasEnable = p[PROP_depthBiasEnable] != 0;
    g->raster.depthBiasConstantFactor = (float)p[PROP_depthBiasConstantFactor];
    g->raster.depthBiasClamp = (float)p[PROP_depthBiasClamp];
    g->raster.depthBiasSlopeFactor = (float)p[PROP_depthBiasSlopeFactor];
    g->raster.lineWidth = (float)p[PROP_lineWidth];
}

static VkStencilOpState stencil(const double *p, int first)
{
    /* The seven front.* (or back.*) properties are consecutive. */
    VkStencilOpState s;
    s.failOp = (VkStencilOp)p[first];
    s.passOp = (VkStencilOp)p[first + 1];
    s.depthFailOp = (VkStencilOp)p[first + 2];
    s.compareOp = (VkCompareOp)p[first + 3];
    s.compareMask = (uint32_t)p[first + 4];
    s.writeMask = (uint32_t)p[first + 5];
    s.reference = (uint32_t)p[first + 6];
    return s;
}

static void fill_depth_blend(const double *p, GraphicsState *g)
{
    g->depth.sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO;
    g->depth.depthTestEnable = p[PROP_depthTestEnable] != 0;
    g->depth.depthWriteEnable = p[PROP_depthWriteEnable] != 0;
    g->depth.depthCompareOp = (VkCompareOp)p[PROP_depthCompareOp];
    g->depth.depthBoundsTestEnable = p[PROP_depthBoundsTestEnable] != 0;
    g->depth.stencilTestEnable = p[PROP_stencilTestEnable] != 0;
    g->depth.front = stencil(p, PROP_front_failOp);
    g->depth.back = stencil(p, PROP_back_failOp);
    g->depth.minDepthBounds = (float)p[PROP_minDepthBounds];
    g->depth.maxDepthBounds = (float)p[PROP_maxDepthBounds];
    g->blend_att.blendEnable = p[PROP_blendEnable] != 0;
    g->blend_att.srcColorBlendFactor = (VkBlendFactor)p[PROP_srcColorBlendFactor];
    g->blend_att.dstColorBlendFactor = (VkBlendFactor)p[PROP_dstColorBlendFactor];
    g->blend_att.colorBlendOp = (VkBlendOp)p[PROP_colorBlendOp];
    g->blend_att.srcAlphaBlendFactor = (VkBlendFactor)p[PROP_srcAlphaBlendFactor];
    g->blend_att.dstAlphaBlendFactor = (VkBlendFactor)p[PROP_dstAlphaBlendFactor];
    g->blend_att.alphaBlendOp = (VkBlendOp)p[PROP_alphaBlendOp];
    g->blend_att.colorWriteMask = (VkColorComponentFlags)p[PROP_colorWriteMask];
    g->blend.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO;
    g->blend.logicOpEnable = p[PROP_logicOpEnable] != 0;
    g->blend.logicOp = (VkLogicOp)p[PROP_logicOp];
    g->blend.attachmentCount = 1;
    g->blend.pAttachments = &g->blend_att;
}

static void fill_fixed(Runner *r, const PipelineKey *k, GraphicsState *g)
{
    const double *p = k->props;
    g->assembly.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO;
    g->assembly.topology = (VkPrimitiveTopology)p[PROP_topology];
    g->assembly.primitiveRestartEnable = p[PROP_primitiveRestartEnable] != 0;
    g->tess.sType = VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO;
    g->tess.patchControlPoints = (uint32_t)p[PROP_patchControlPoints];
    g->viewport = (VkViewport){0, 0, (float)r->script->width, (float)r->script->height, 0, 1};
    g->scissor = (VkRect2D){{0, 0}, {r->script->width, r->script->height}};
    g->viewport_state.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO;
    g->viewport_state.viewportCount = 1;
    g->viewport_state.pViewports = &g->viewport;
    g->viewport_state.scissorCount = 1;
    g->viewport_state.pScissors = &g->scissor;
    g->multisample.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO;
    g->multisample.rasterizationSamples = VK_SAMPLE_COUNT_1_BIT;
    fill_raster(p, g);
    fill_depth_blend(p, g);
}

static VkPipeline create_graphics(Runner *r, const PipelineKey *k, int line)
{
    if (!r->modules[STAGE_VERTEX]) {
        fprintf(stderr, "%s:%d: error: drawing needs a vertex shader ([vertex shader] or "
                        "[vertex shader passthrough])\n", r->script->filename, line);
        return VK_NULL_HANDLE;
    }
    GraphicsState g;
    memset(&g, 0, sizeof g);
    uint32_t n_stages = 0;
    SpecInfo si;
    const VkSpecializationInfo *spec = spec_info(k, &si);
    for (int st = 0; st < STAGE_COMPUTE; st++) {
        if (r->modules[st])
            g.stages[n_stages++] = stage_info(r, k, (Stage)st, spec);
    }
    fill_vertex_input(r, k, &g);
    fill_fixed(r, k, &g);
    bool tess = r->modules[STAGE_TESS_CTRL] || r->modules[STAGE_TESS_EVAL];
    VkGraphicsPipelineCreateInfo info = {.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO};
    info.stageCount = n_stages;
    info.pStages = g.stages;
    info.pVertexInputState = &g.vertex_input;
    info.pInputAssemblyState = &g.assembly;
    info.pTessellationState = tess ? &g.tess : NULL;
    info.pViewportState = &g.viewport_state;
    info.pRasterizationState = &g.raster;
    info.pMultisampleState = &g.multisample;
    info.pDepthStencilState = &g.depth;
    info.pColorBlendState = &g.blend;
    info.layout = r->layout;
    info.renderPass = r->render_pass;
    VkPipeline p = VK_NULL_HANDLE;
    bool ok = vk_check(&r->vk, vkCreateGraphicsPipelines(r->vk.device, VK_NULL_HANDLE, 1, &info, NULL, &p),
                       "vkCreateGraphicsPipelines");
    free(g.attribs);
    return ok ? p : VK_NULL_HANDLE;
}

VkPipeline pipeline_get(Runner *r, size_t k, int line)
{
    if (!r->pipelines[k]) {
        const PipelineKey *key = &r->script->keys.data[k];
        r->pipelines[k] = key->type == PIPELINE_COMPUTE ? create_compute(r, key, line)
                                                         : create_graphics(r, key, line);
    }
    return r->pipelines[k];
}

void pipelines_free(Runner *r)
{
    VkDevice dev = r->vk.device;
    if (!dev)
        return;
    if (r->pipelines) {
        for (size_t i = 0; i < r->script->keys.len; i++) {
            if (r->pipelines[i])
                vkDestroyPipeline(dev, r->pipelines[i], NULL);
        }
    }
    free(r->pipelines);
    r->pipelines = NULL;
    if (r->layout)
        vkDestroyPipelineLayout(dev, r->layout, NULL);
    for (int st = 0; st < N_STAGES; st++) {
        if (r->modules[st])
            vkDestroyShaderModule(dev, r->modules[st], NULL);
    }
    free(r->push_data);
    r->push_data = NULL;
}
