/* Pipeline creation: where GLSL becomes SPIR-V.
 *
 * For each pipeline of a vkCreate*Pipelines call, each stage whose module is
 * a GLSL module of the layer's (or, as VK_KHR_maintenance5 allows, whose
 * pNext carries a VkShaderModuleCreateInfo with GLSL and whose module is
 * VK_NULL_HANDLE) is compiled for that stage (compile.c, cached), a real
 * module is made from the SPIR-V, and a copy of the create info names it.
 * Everything else of the create infos is passed on as it was: other pNext
 * structs, specialization info, layouts. After the driver's call the real
 * modules are destroyed (a pipeline does not need its modules).
 *
 * A stage that does not compile makes its pipeline fail: its log goes to the
 * application (debug.c), its slot of pPipelines is VK_NULL_HANDLE and the call
 * returns VK_ERROR_INVALID_SHADER_NV. The other pipelines are still created,
 * as the driver would for its own failures, except after a failing pipeline
 * with VK_PIPELINE_CREATE_EARLY_RETURN_ON_FAILURE_BIT. Failed pipelines are
 * left out of the array handed down, so basePipelineIndex is renumbered (a
 * derivative of a failed pipeline fails too).
 *
 * GLSL's entry point is main(), so a GLSL stage's pName must be "main".
 *
 * A call with no GLSL stage at all (and any call on a device without the
 * extension) goes down untouched: SPIR-V pipelines cost the layer one scan.
 *
 * The four commands differ only in their create info structs, described by a
 * Kind: the struct's size and where its flags, stages and basePipelineIndex
 * are. Compute pipelines have one stage inside the struct. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "layer/layer.h"

bool stage_from_vulkan(VkShaderStageFlagBits bit, glspv_stage *stage)
{
    switch (bit) {
    case VK_SHADER_STAGE_VERTEX_BIT: *stage = GLSPV_STAGE_VERTEX; return true;
    case VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT: *stage = GLSPV_STAGE_TESS_CONTROL; return true;
    case VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT: *stage = GLSPV_STAGE_TESS_EVALUATION; return true;
    case VK_SHADER_STAGE_GEOMETRY_BIT: *stage = GLSPV_STAGE_GEOMETRY; return true;
    case VK_SHADER_STAGE_FRAGMENT_BIT: *stage = GLSPV_STAGE_FRAGMENT; return true;
    case VK_SHADER_STAGE_COMPUTE_BIT: *stage = GLSPV_STAGE_COMPUTE; return true;
    case VK_SHADER_STAGE_TASK_BIT_EXT: *stage = GLSPV_STAGE_TASK; return true;
    case VK_SHADER_STAGE_MESH_BIT_EXT: *stage = GLSPV_STAGE_MESH; return true;
    case VK_SHADER_STAGE_RAYGEN_BIT_KHR: *stage = GLSPV_STAGE_RAYGEN; return true;
    case VK_SHADER_STAGE_ANY_HIT_BIT_KHR: *stage = GLSPV_STAGE_ANY_HIT; return true;
    case VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR: *stage = GLSPV_STAGE_CLOSEST_HIT; return true;
    case VK_SHADER_STAGE_MISS_BIT_KHR: *stage = GLSPV_STAGE_MISS; return true;
    case VK_SHADER_STAGE_INTERSECTION_BIT_KHR: *stage = GLSPV_STAGE_INTERSECT; return true;
    case VK_SHADER_STAGE_CALLABLE_BIT_KHR: *stage = GLSPV_STAGE_CALLABLE; return true;
    default: return false;
    }
}

/* ---- the create info structs ---- */

#define INLINE_STAGE SIZE_MAX

typedef enum Command { GRAPHICS, COMPUTE, RAY_TRACING_KHR, RAY_TRACING_NV } Command;

typedef struct Kind {
    const char *name;   /* the command, for messages */
    size_t size;        /* of one create info */
    size_t flags;       /* offset of VkPipelineCreateFlags flags */
    size_t stages;      /* offset of pStages, or of the inline stage */
    size_t stage_count; /* offset of stageCount, or INLINE_STAGE */
    size_t base_index;  /* offset of int32_t basePipelineIndex */
} Kind;

#define KIND(cmd, T, stages_member, count_offset)                                                  \
    {cmd, sizeof(T), offsetof(T, flags), offsetof(T, stages_member), count_offset,                  \
     offsetof(T, basePipelineIndex)}

static const Kind kinds[] = {
    [GRAPHICS] = KIND("vkCreateGraphicsPipelines", VkGraphicsPipelineCreateInfo, pStages,
                      offsetof(VkGraphicsPipelineCreateInfo, stageCount)),
    [COMPUTE] = KIND("vkCreateComputePipelines", VkComputePipelineCreateInfo, stage, INLINE_STAGE),
    [RAY_TRACING_KHR] = KIND("vkCreateRayTracingPipelinesKHR", VkRayTracingPipelineCreateInfoKHR, pStages,
                             offsetof(VkRayTracingPipelineCreateInfoKHR, stageCount)),
    [RAY_TRACING_NV] = KIND("vkCreateRayTracingPipelinesNV", VkRayTracingPipelineCreateInfoNV, pStages,
                            offsetof(VkRayTracingPipelineCreateInfoNV, stageCount)),
};

static uint32_t read_u32(const void *info, size_t offset)
{
    uint32_t v;
    memcpy(&v, (const char *)info + offset, sizeof v);
    return v;
}

static void write_u32(void *info, size_t offset, uint32_t v)
{
    memcpy((char *)info + offset, &v, sizeof v);
}

static uint32_t stage_count(const Kind *k, const void *info)
{
    return k->stage_count == INLINE_STAGE ? 1 : read_u32(info, k->stage_count);
}

static const VkPipelineShaderStageCreateInfo *stages_of(const Kind *k, const void *info)
{
    if (k->stage_count == INLINE_STAGE)
        return (const VkPipelineShaderStageCreateInfo *)((const char *)info + k->stages);
    const VkPipelineShaderStageCreateInfo *p;
    memcpy(&p, (const char *)info + k->stages, sizeof p);
    return p;
}

/* Points `info` (a copy) at `stages`. */
static void set_stages(const Kind *k, void *info, const VkPipelineShaderStageCreateInfo *stages)
{
    if (k->stage_count == INLINE_STAGE)
        memcpy((char *)info + k->stages, stages, sizeof *stages);
    else
        memcpy((char *)info + k->stages, &stages, sizeof stages);
}

/* ---- one call ---- */

/* Memory of one call, freed as a whole at its end. */
typedef struct Block {
    struct Block *next;
    _Alignas(16) unsigned char data[];
} Block;

typedef struct Call {
    Device *dev;
    const Kind *kind;
    const VkAllocationCallbacks *alloc;      /* the command's pAllocator, for the real modules */
    const VkAllocationCallbacks *mem;        /* for the layer's memory: the command's, else the device's */
    Block *blocks;
    VkShaderModule *temps;                   /* real modules to destroy at the end */
    size_t temp_count;
} Call;

static void *call_alloc(Call *c, size_t size)
{
    Block *b = mem_alloc(c->mem, sizeof *b + size, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    if (!b)
        return NULL;
    b->next = c->blocks;
    c->blocks = b;
    return b->data;
}

static void call_end(Call *c)
{
    for (size_t i = 0; i < c->temp_count; i++)
        c->dev->next.DestroyShaderModule(c->dev->handle, c->temps[i], c->alloc);
    while (c->blocks) {
        Block *next = c->blocks->next;
        mem_free(c->mem, c->blocks);
        c->blocks = next;
    }
}

/* A GLSL stage: where its text is and what it is called. */
typedef struct Source {
    const char *text;
    size_t length;
    bool has_stage;                          /* the legacy header named a stage */
    VkShaderStageFlagBits stage;
    uint64_t module;                         /* the layer's handle, 0 when inline */
    GlslModule *glsl;                        /* NULL when inline */
    const VkShaderModuleCreateInfo *inline_info;
    const char *inline_name;                 /* a name chained on the stage */
} Source;

static const VkShaderModuleCreateInfo *chained_module_info(const void *pnext)
{
    for (const VkBaseInStructure *s = pnext; s; s = s->pNext) {
        if (s->sType == VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO)
            return (const VkShaderModuleCreateInfo *)s;
    }
    return NULL;
}

static const char *chained_name(const void *pnext)
{
    for (const VkBaseInStructure *s = pnext; s; s = s->pNext) {
        if (s->sType == VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT)
            return ((const VkDebugUtilsObjectNameInfoEXT *)s)->pObjectName;
    }
    return NULL;
}

/* Is this stage GLSL? Then fills `src`. */
static bool glsl_source(Device *dev, const VkPipelineShaderStageCreateInfo *st, Source *src)
{
    memset(src, 0, sizeof *src);
    if (st->module) {
        GlslModule *m = module_find(dev, st->module);
        if (!m)
            return false;
        src->text = m->text;
        src->length = m->length;
        src->has_stage = m->has_stage;
        src->stage = m->stage;
        src->module = HANDLE_BITS(st->module);
        src->glsl = m;
        return true;
    }
    const VkShaderModuleCreateInfo *info = chained_module_info(st->pNext);
    if (!info)
        return false;
    Code code = code_classify(info->pCode, info->codeSize);
    if (code.kind != CODE_GLSL)
        return false;
    src->text = code.text;
    src->length = code.length;
    src->has_stage = code.has_stage;
    src->stage = code.stage;
    src->inline_info = info;
    src->inline_name = chained_name(info->pNext);
    if (!src->inline_name)
        src->inline_name = chained_name(st->pNext);
    return true;
}

static bool any_glsl(Device *dev, const Kind *k, uint32_t count, const void *infos)
{
    for (uint32_t i = 0; i < count; i++) {
        const void *info = (const char *)infos + i * k->size;
        const VkPipelineShaderStageCreateInfo *st = stages_of(k, info);
        Source src;
        for (uint32_t j = 0, n = stage_count(k, info); j < n; j++) {
            if (glsl_source(dev, &st[j], &src))
                return true;
        }
    }
    return false;
}

/* The size of the pNext structs that may come before an inline
 * VkShaderModuleCreateInfo on a stage (to copy them when unlinking it); 0
 * for any other. */
static size_t stage_struct_size(VkStructureType type)
{
    switch (type) {
    case VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO:
        return sizeof(VkPipelineShaderStageRequiredSubgroupSizeCreateInfo);
    case VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT:
        return sizeof(VkDebugUtilsObjectNameInfoEXT);
    case VK_STRUCTURE_TYPE_SHADER_MODULE_VALIDATION_CACHE_CREATE_INFO_EXT:
        return sizeof(VkShaderModuleValidationCacheCreateInfoEXT);
    case VK_STRUCTURE_TYPE_PIPELINE_ROBUSTNESS_CREATE_INFO_EXT:
        return sizeof(VkPipelineRobustnessCreateInfoEXT);
    case VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_MODULE_IDENTIFIER_CREATE_INFO_EXT:
        return sizeof(VkPipelineShaderStageModuleIdentifierCreateInfoEXT);
    default:
        return 0;
    }
}

/* The chain `pnext` without `drop`: the part after it is shared, the part
 * before it copied. NULL with *ok false when a struct before it is unknown
 * or memory ran out. */
static const void *chain_without(Call *c, const void *pnext, const void *drop, bool *ok)
{
    if (pnext == drop)
        return ((const VkBaseInStructure *)drop)->pNext;
    const VkBaseInStructure *s = pnext;
    size_t size = s ? stage_struct_size(s->sType) : 0;
    VkBaseOutStructure *copy = size ? call_alloc(c, size) : NULL;
    if (!copy) {
        *ok = false;
        return NULL;
    }
    memcpy(copy, s, size);
    copy->pNext = (VkBaseOutStructure *)chain_without(c, s->pNext, drop, ok);
    return copy;
}

/* Sends one failed stage's log to the application. */
static void report(Call *c, uint32_t i, uint32_t j, const Source *src, const char *name, const char *log,
                   const VkPipelineShaderStageCreateInfo *st)
{
    char where[96];
    if (c->kind->stage_count == INLINE_STAGE)
        snprintf(where, sizeof where, "pCreateInfos[%u].stage", i);
    else
        snprintf(where, sizeof where, "pCreateInfos[%u].pStages[%u]", i, j);
    const char *fmt = "%s%s%s: %s (%s, module %s) did not compile: VK_ERROR_INVALID_SHADER_NV";
    const char *sep = *log && log[strlen(log) - 1] != '\n' ? "\n" : "";
    int n = snprintf(NULL, 0, fmt, log, sep, c->kind->name, where, vk_stage_name(st->stage), name);
    char *msg = n > 0 ? mem_alloc(c->mem, (size_t)n + 1, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND) : NULL;
    if (msg)
        snprintf(msg, (size_t)n + 1, fmt, log, sep, c->kind->name, where, vk_stage_name(st->stage), name);
    debug_error(c->dev->instance, MESSAGE_COMPILE, src->module, name, msg ? msg : log);
    mem_free(c->mem, msg);
}

static char *printf_log(Call *c, const char *fmt, ...) LAYER_PRINTF(2, 3);
static char *printf_log(Call *c, const char *fmt, ...)
{
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    char *p = n > 0 ? mem_alloc(c->mem, (size_t)n + 1, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND) : NULL;
    if (p)
        vsnprintf(p, (size_t)n + 1, fmt, again);
    va_end(again);
    va_end(ap);
    return p;
}

/* Compiles stage j of pipeline i and writes the stage the driver gets. */
static VkResult substitute(Call *c, uint32_t i, uint32_t j, const VkPipelineShaderStageCreateInfo *st,
                           const Source *src, VkPipelineShaderStageCreateInfo *out)
{
    Device *dev = c->dev;
    char fallback[64];
    char *owned = NULL;
    const char *name = fallback;
    if (src->glsl && (owned = module_name(src->glsl, c->mem)))
        name = owned;
    else if (src->inline_name)
        name = src->inline_name;
    else if (c->kind->stage_count == INLINE_STAGE)
        snprintf(fallback, sizeof fallback, "pCreateInfos[%u].stage", i);
    else
        snprintf(fallback, sizeof fallback, "pCreateInfos[%u].pStages[%u]", i, j);

    char *log = NULL, refusal[512];
    Spirv *spv = NULL;
    Code inline_code = {CODE_GLSL, src->text, src->length, src->has_stage, src->stage};
    if (!st->pName || strcmp(st->pName, "main"))
        log = printf_log(c, "%s: error: pName is \"%s\", but the entry point of GLSL is main", name,
                         st->pName ? st->pName : "(null)");
    else if (src->has_stage && src->stage != st->stage)
        log = printf_log(c, "%s: error: the module's 2015-style header says it is for %s, not %s", name,
                         vk_stage_name(src->stage), vk_stage_name(st->stage));
    else if (src->inline_info && glsl_refusal(dev, &inline_code, refusal, sizeof refusal))
        log = printf_log(c, "%s: error: %s", name, refusal);
    else
        spv = compile_glsl(dev, src->text, src->length, st->stage, name, c->mem, &log);
    if (!spv) {
        report(c, i, j, src, name, log ? log : "out of memory", st);
        mem_free(c->mem, log);
        mem_free(c->mem, owned);
        return VK_ERROR_INVALID_SHADER_NV;
    }
    mem_free(c->mem, owned);

    VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    mi.codeSize = spv->word_count * sizeof(uint32_t);
    mi.pCode = spv->words;
    VkShaderModule real = VK_NULL_HANDLE;
    VkResult r = dev->next.CreateShaderModule(dev->handle, &mi, c->alloc, &real);
    spirv_release(dev, spv);
    if (r != VK_SUCCESS)
        return r;
    c->temps[c->temp_count++] = real;
    out->module = real;
    if (src->inline_info) {
        bool ok = true;
        out->pNext = chain_without(c, st->pNext, src->inline_info, &ok);
        if (!ok) {
            report(c, i, j, src, name,
                   "error: a VkShaderModuleCreateInfo with GLSL follows a pNext struct the layer does not know",
                   st);
            return VK_ERROR_INVALID_SHADER_NV;
        }
    }
    return VK_SUCCESS;
}

/* Prepares pipeline i: `copy` is its create info as the driver will get it. */
static VkResult prepare(Call *c, uint32_t i, const void *info, void *copy)
{
    const Kind *k = c->kind;
    const VkPipelineShaderStageCreateInfo *st = stages_of(k, info);
    uint32_t n = stage_count(k, info);
    VkPipelineShaderStageCreateInfo *stages = NULL;
    for (uint32_t j = 0; j < n; j++) {
        Source src;
        if (!glsl_source(c->dev, &st[j], &src))
            continue;
        if (!stages) {
            if (!(stages = call_alloc(c, n * sizeof *stages)))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
            memcpy(stages, st, n * sizeof *stages);
        }
        VkResult r = substitute(c, i, j, &st[j], &src, &stages[j]);
        if (r != VK_SUCCESS)
            return r;
    }
    if (stages)
        set_stages(k, copy, stages);
    return VK_SUCCESS;
}

/* How to call the next layer's command. */
typedef struct Down {
    Command command;
    Device *dev;
    VkPipelineCache cache;
    VkDeferredOperationKHR deferred;
    const VkAllocationCallbacks *alloc;
} Down;

static VkResult call_down(const Down *d, uint32_t count, const void *infos, VkPipeline *out)
{
    const DeviceNext *next = &d->dev->next;
    VkDevice dev = d->dev->handle;
    switch (d->command) {
    case GRAPHICS: return next->CreateGraphicsPipelines(dev, d->cache, count, infos, d->alloc, out);
    case COMPUTE: return next->CreateComputePipelines(dev, d->cache, count, infos, d->alloc, out);
    case RAY_TRACING_KHR:
        return next->CreateRayTracingPipelinesKHR(dev, d->deferred, d->cache, count, infos, d->alloc, out);
    case RAY_TRACING_NV: return next->CreateRayTracingPipelinesNV(dev, d->cache, count, infos, d->alloc, out);
    }
    return VK_ERROR_UNKNOWN;
}

#define NONE UINT32_MAX

static VkResult create_pipelines(Down *d, uint32_t count, const void *infos, VkPipeline *out)
{
    Device *dev = d->dev;
    const Kind *k = &kinds[d->command];
    if (!any_glsl(dev, k, count, infos))
        return call_down(d, count, infos, out);

    /* Compiled in the driver's call, not deferred: our copies and modules
     * go when this function returns. */
    VkDeferredOperationKHR deferred = d->deferred;
    d->deferred = VK_NULL_HANDLE;

    Call c = {dev, k, d->alloc, mem_pick(d->alloc, dev->alloc), NULL, NULL, 0};
    size_t total_stages = 0;
    for (uint32_t i = 0; i < count; i++)
        total_stages += stage_count(k, (const char *)infos + i * k->size);
    unsigned char *copies = call_alloc(&c, count * k->size);
    unsigned char *packed = call_alloc(&c, count * k->size);
    VkResult *result = call_alloc(&c, count * sizeof *result);
    uint32_t *packed_index = call_alloc(&c, count * sizeof *packed_index);
    uint32_t *original = call_alloc(&c, count * sizeof *original);
    VkPipeline *made = call_alloc(&c, count * sizeof *made);
    c.temps = call_alloc(&c, total_stages * sizeof *c.temps);
    for (uint32_t i = 0; i < count; i++)
        out[i] = VK_NULL_HANDLE;
    if (!copies || !packed || !result || !packed_index || !original || !made || !c.temps) {
        call_end(&c);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    memcpy(copies, infos, count * k->size);

    /* Compile; stop at a failure that asks for an early return. */
    uint32_t end = count;
    VkResult failure = VK_SUCCESS;
    for (uint32_t i = 0; i < count; i++) {
        const void *info = (const char *)infos + i * k->size;
        result[i] = prepare(&c, i, info, copies + i * k->size);
        if (result[i] != VK_SUCCESS) {
            if (failure == VK_SUCCESS)
                failure = result[i];
            if (read_u32(info, k->flags) & VK_PIPELINE_CREATE_EARLY_RETURN_ON_FAILURE_BIT) {
                end = i;
                break;
            }
        }
    }

    /* The pipelines that go down, packed; derivatives follow their base. */
    uint32_t n = 0;
    for (uint32_t i = 0; i < end; i++) {
        packed_index[i] = NONE;
        if (result[i] != VK_SUCCESS)
            continue;
        unsigned char *copy = copies + i * k->size;
        int32_t base = (int32_t)read_u32(copy, k->base_index);
        if ((read_u32(copy, k->flags) & VK_PIPELINE_CREATE_DERIVATIVE_BIT) && base >= 0 && (uint32_t)base < i) {
            if (packed_index[base] == NONE) {
                result[i] = result[base] != VK_SUCCESS ? result[base] : VK_ERROR_INVALID_SHADER_NV;
                continue;
            }
            write_u32(copy, k->base_index, packed_index[base]);
        }
        memcpy(packed + n * k->size, copy, k->size);
        original[n] = i;
        packed_index[i] = n++;
    }

    VkResult down = VK_SUCCESS;
    if (n) {
        down = call_down(d, n, packed, made);
        for (uint32_t j = 0; j < n; j++)
            out[original[j]] = made[j];
    }
    call_end(&c);

    if (down < 0)
        return down;
    if (failure != VK_SUCCESS)
        return failure;
    if (deferred && down == VK_SUCCESS)
        return VK_OPERATION_NOT_DEFERRED_KHR;
    return down;
}

/* ---- the commands ---- */

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateGraphicsPipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                             const VkGraphicsPipelineCreateInfo *infos,
                                                             const VkAllocationCallbacks *alloc,
                                                             VkPipeline *pipelines)
{
    Down d = {GRAPHICS, device_of(device), cache, VK_NULL_HANDLE, alloc};
    return d.dev ? create_pipelines(&d, count, infos, pipelines) : VK_ERROR_INITIALIZATION_FAILED;
}

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateComputePipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                            const VkComputePipelineCreateInfo *infos,
                                                            const VkAllocationCallbacks *alloc,
                                                            VkPipeline *pipelines)
{
    Down d = {COMPUTE, device_of(device), cache, VK_NULL_HANDLE, alloc};
    return d.dev ? create_pipelines(&d, count, infos, pipelines) : VK_ERROR_INITIALIZATION_FAILED;
}

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateRayTracingPipelinesKHR(VkDevice device, VkDeferredOperationKHR deferred,
                                                                  VkPipelineCache cache, uint32_t count,
                                                                  const VkRayTracingPipelineCreateInfoKHR *infos,
                                                                  const VkAllocationCallbacks *alloc,
                                                                  VkPipeline *pipelines)
{
    Down d = {RAY_TRACING_KHR, device_of(device), cache, deferred, alloc};
    return d.dev ? create_pipelines(&d, count, infos, pipelines) : VK_ERROR_INITIALIZATION_FAILED;
}

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateRayTracingPipelinesNV(VkDevice device, VkPipelineCache cache,
                                                                 uint32_t count,
                                                                 const VkRayTracingPipelineCreateInfoNV *infos,
                                                                 const VkAllocationCallbacks *alloc,
                                                                 VkPipeline *pipelines)
{
    Down d = {RAY_TRACING_NV, device_of(device), cache, VK_NULL_HANDLE, alloc};
    return d.dev ? create_pipelines(&d, count, infos, pipelines) : VK_ERROR_INITIALIZATION_FAILED;
}
