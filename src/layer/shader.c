/* Shader modules: SPIR-V passes through, GLSL becomes a layer object.
 *
 * vkCreateShaderModule looks at the bytes (never more than codeSize, any
 * alignment): SPIR-V's magic word in either byte order is SPIR-V and goes to
 * the driver untouched, create info and all. Anything else is GLSL, on
 * devices that enabled VK_NV_glsl_shader: the layer copies the text (the
 * application may free pCode at once), drops trailing NULs and a UTF-8 BOM,
 * and hands out a pointer to its copy as the handle. That handle never goes
 * down the chain: vkDestroyShaderModule, the object naming commands and the
 * shader module identifier commands recognise it, and pipeline creation
 * (pipeline.c) replaces it with a real module.
 *
 * The pre-1.0 convention of 2015 samples (magic, version word 0, a stage
 * bit, then GLSL text) is read as GLSL for that stage.
 *
 * Non-SPIR-V code on a device that did not enable the extension is refused
 * here with VK_ERROR_INVALID_SHADER_NV and a message: some drivers (lavapipe)
 * take any bytes at module creation and fail, or crash, much later. */
#include <stdio.h>
#include <string.h>

#include "layer/layer.h"

#define SPIRV_MAGIC 0x07230203u
#define SPIRV_MAGIC_SWAPPED 0x03022307u

static bool single_stage(uint32_t bits)
{
    glspv_stage s;
    return bits && !(bits & (bits - 1)) && stage_from_vulkan((VkShaderStageFlagBits)bits, &s);
}

Code code_classify(const void *code, size_t size)
{
    if (!code)
        size = 0;
    Code c = {CODE_GLSL, code, size, false, 0};
    uint32_t head[3] = {0, 0, 0};
    if (code)
        memcpy(head, code, size < sizeof head ? size : sizeof head);
    if (size >= 4 && (head[0] == SPIRV_MAGIC || head[0] == SPIRV_MAGIC_SWAPPED)) {
        if (head[0] == SPIRV_MAGIC && size >= 12 && head[1] == 0 && single_stage(head[2])) {
            c.has_stage = true;
            c.stage = (VkShaderStageFlagBits)head[2];
            c.text += 12;
            c.length -= 12;
        } else {
            c.kind = CODE_SPIRV;
            return c;
        }
    }
    while (c.length && c.text[c.length - 1] == '\0')
        c.length--;
    if (c.length >= 3 && !memcmp(c.text, "\xef\xbb\xbf", 3)) {
        c.text += 3;
        c.length -= 3;
    }
    return c;
}

const char *vk_stage_name(VkShaderStageFlagBits bit)
{
    switch (bit) {
#define S(x) case VK_SHADER_STAGE_##x: return "VK_SHADER_STAGE_" #x;
        S(VERTEX_BIT) S(TESSELLATION_CONTROL_BIT) S(TESSELLATION_EVALUATION_BIT) S(GEOMETRY_BIT)
        S(FRAGMENT_BIT) S(COMPUTE_BIT) S(TASK_BIT_EXT) S(MESH_BIT_EXT) S(RAYGEN_BIT_KHR) S(ANY_HIT_BIT_KHR)
        S(CLOSEST_HIT_BIT_KHR) S(MISS_BIT_KHR) S(INTERSECTION_BIT_KHR) S(CALLABLE_BIT_KHR)
#undef S
    default: return "an unknown stage";
    }
}

/* What the application handed over, in its words. */
static void describe(const Code *code, char *buf, size_t size)
{
    if (code->has_stage)
        snprintf(buf, size, "a 2015-style GLSL module (the SPIR-V magic number, a version word of 0, %s, then GLSL text)",
                 vk_stage_name(code->stage));
    else
        snprintf(buf, size, "GLSL text (it does not start with the SPIR-V magic number)");
}

/* Applications of 2016-2020 passed GLSL without enabling the extension,
 * because NVIDIA's drivers took it anyway: the layer does too, unless it is
 * strict, and says once per device what the application should change. */
const char *glsl_refusal(Device *dev, const Code *code, char *buf, size_t size)
{
    if (dev->glsl_enabled)
        return NULL;
    char what[192];
    describe(code, what, sizeof what);
    if (!dev->takes_glsl) {
        snprintf(buf, size,
                 "pCode is %s, and VK_NV_glsl_shader is not enabled on this device (the layer is strict: "
                 "VK_GLSPV_STRICT); enable the extension in VkDeviceCreateInfo::ppEnabledExtensionNames",
                 what);
        return buf;
    }
    layer_lock();
    bool first = !dev->warned_not_enabled;
    dev->warned_not_enabled = true;
    layer_unlock();
    if (first) {
        char msg[640];
        snprintf(msg, sizeof msg,
                 "pCode is %s on a device created without VK_NV_glsl_shader: accepted, as NVIDIA's drivers "
                 "did (said once per device). Enable VK_NV_glsl_shader in "
                 "VkDeviceCreateInfo::ppEnabledExtensionNames, or set VK_GLSPV_STRICT=1 to refuse such code",
                 what);
        debug_warning(dev->instance, MESSAGE_NOT_ENABLED, msg);
    }
    return NULL;
}

/* ---- the device's set of GLSL modules (under the lock) ---- */

static size_t slot_of(const Device *dev, const GlslModule *m)
{
    uintptr_t k = (uintptr_t)m;
    return (size_t)((k >> 4) ^ (k >> 16)) & (dev->module_cap - 1);
}

/* Open addressing with linear probing; the capacity is a power of two and
 * at most half full. */
static bool set_insert(Device *dev, GlslModule *m)
{
    if ((dev->module_count + 1) * 2 > dev->module_cap) {
        size_t cap = dev->module_cap ? dev->module_cap * 2 : 16;
        GlslModule **slots = mem_alloc(dev->alloc, cap * sizeof *slots, VK_SYSTEM_ALLOCATION_SCOPE_DEVICE);
        if (!slots)
            return false;
        GlslModule **old = dev->modules;
        size_t old_cap = dev->module_cap;
        dev->modules = slots;
        dev->module_cap = cap;
        for (size_t i = 0; i < old_cap; i++) {
            if (old[i]) {
                size_t s = slot_of(dev, old[i]);
                while (slots[s])
                    s = (s + 1) & (cap - 1);
                slots[s] = old[i];
            }
        }
        mem_free(dev->alloc, old);
    }
    size_t s = slot_of(dev, m);
    while (dev->modules[s])
        s = (s + 1) & (dev->module_cap - 1);
    dev->modules[s] = m;
    dev->module_count++;
    return true;
}

static size_t set_find(const Device *dev, const void *p)
{
    if (!dev->module_cap || !p)
        return SIZE_MAX;
    for (size_t s = slot_of(dev, p);; s = (s + 1) & (dev->module_cap - 1)) {
        if (!dev->modules[s])
            return SIZE_MAX;
        if (dev->modules[s] == p)
            return s;
    }
}

/* Removal by moving later entries of the probe run back into the hole. */
static void set_remove_at(Device *dev, size_t hole)
{
    size_t mask = dev->module_cap - 1;
    dev->modules[hole] = NULL;
    dev->module_count--;
    for (size_t s = (hole + 1) & mask; dev->modules[s]; s = (s + 1) & mask) {
        size_t home = slot_of(dev, dev->modules[s]);
        /* The entry may move to the hole if the hole lies between its home
         * slot and where it is now, cyclically. */
        if (((s - home) & mask) >= ((s - hole) & mask)) {
            dev->modules[hole] = dev->modules[s];
            dev->modules[s] = NULL;
            hole = s;
        }
    }
}

GlslModule *module_find(Device *dev, VkShaderModule handle)
{
    const void *p = (const void *)(uintptr_t)HANDLE_BITS(handle);
    layer_lock();
    size_t s = set_find(dev, p);
    GlslModule *m = s == SIZE_MAX ? NULL : dev->modules[s];
    layer_unlock();
    return m;
}

char *module_name(GlslModule *m, const VkAllocationCallbacks *a)
{
    char buf[64];
    const char *name = buf;
    layer_lock();
    if (m->name)
        name = m->name;
    else
        snprintf(buf, sizeof buf, "shader-module-0x%llx", (unsigned long long)HANDLE_BITS(m));
    char *copy = mem_strdup(a, name, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    layer_unlock();
    return copy;
}

static void module_destroy(GlslModule *m)
{
    mem_free(m->alloc, m->name);
    mem_free(m->alloc, m);
}

void modules_free_all(Device *dev)
{
    for (size_t i = 0; i < dev->module_cap; i++) {
        if (dev->modules[i])
            module_destroy(dev->modules[i]);
    }
    mem_free(dev->alloc, dev->modules);
    dev->modules = NULL;
    dev->module_cap = dev->module_count = 0;
}

/* ---- vkCreateShaderModule / vkDestroyShaderModule ---- */

/* The name chained on a create info, if any. */
static const char *chained_name(const void *pnext)
{
    for (const VkBaseInStructure *s = pnext; s; s = s->pNext) {
        if (s->sType == VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT)
            return ((const VkDebugUtilsObjectNameInfoEXT *)s)->pObjectName;
    }
    return NULL;
}

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateShaderModule(VkDevice device, const VkShaderModuleCreateInfo *info,
                                                        const VkAllocationCallbacks *alloc, VkShaderModule *out)
{
    Device *dev = device_of(device);
    *out = VK_NULL_HANDLE; /* on any failure: applications that ignore the result pass a null handle on */
    if (!dev)
        return VK_ERROR_INITIALIZATION_FAILED;
    Code code = code_classify(info->pCode, info->codeSize);
    if (code.kind == CODE_SPIRV)
        return dev->next.CreateShaderModule(device, info, alloc, out);
    char refusal[512], msg[560];
    if (glsl_refusal(dev, &code, refusal, sizeof refusal)) {
        snprintf(msg, sizeof msg, "vkCreateShaderModule: %s", refusal);
        debug_error(dev->instance, MESSAGE_NOT_ENABLED, 0, NULL, msg);
        return VK_ERROR_INVALID_SHADER_NV;
    }
    if (code.length == 0) {
        debug_error(dev->instance, MESSAGE_EMPTY, 0, NULL, "vkCreateShaderModule: the GLSL source is empty");
        return VK_ERROR_INVALID_SHADER_NV;
    }

    const VkAllocationCallbacks *a = mem_pick(alloc, dev->alloc);
    GlslModule *m = mem_alloc(a, sizeof *m + code.length + 1, VK_SYSTEM_ALLOCATION_SCOPE_OBJECT);
    if (!m)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    if (a) {
        m->alloc_copy = *a;
        m->alloc = &m->alloc_copy;
    }
    m->device = dev;
    m->has_stage = code.has_stage;
    m->stage = code.stage;
    m->length = code.length;
    memcpy(m->text, code.text, code.length);
    m->text[code.length] = '\0';
    const char *name = chained_name(info->pNext);
    if (name && !(m->name = mem_strdup(a, name, VK_SYSTEM_ALLOCATION_SCOPE_OBJECT))) {
        module_destroy(m);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    layer_lock();
    bool ok = set_insert(dev, m);
    layer_unlock();
    if (!ok) {
        module_destroy(m);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    *out = (VkShaderModule)(uintptr_t)m;
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL layer_DestroyShaderModule(VkDevice device, VkShaderModule module,
                                                     const VkAllocationCallbacks *alloc)
{
    Device *dev = device_of(device);
    if (!dev)
        return;
    GlslModule *m = NULL;
    layer_lock();
    size_t s = set_find(dev, (const void *)(uintptr_t)HANDLE_BITS(module));
    if (s != SIZE_MAX) {
        m = dev->modules[s];
        set_remove_at(dev, s);
    }
    layer_unlock();
    if (m)
        module_destroy(m);
    else
        dev->next.DestroyShaderModule(device, module, alloc);
}

/* ---- names and tags ---- */

/* Names the GLSL module `handle` of `dev`: VK_SUCCESS, VK_ERROR_OUT_OF_HOST_MEMORY,
 * or VK_INCOMPLETE when the handle is not one of the layer's. */
static VkResult set_name(Device *dev, uint64_t handle, const char *name)
{
    GlslModule *m = module_find(dev, (VkShaderModule)(uintptr_t)handle);
    if (!m)
        return VK_INCOMPLETE;
    char *copy = NULL;
    if (name && *name && !(copy = mem_strdup(m->alloc, name, VK_SYSTEM_ALLOCATION_SCOPE_OBJECT)))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    layer_lock();
    char *old = m->name;
    m->name = copy;
    layer_unlock();
    mem_free(m->alloc, old);
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL layer_SetDebugUtilsObjectNameEXT(VkDevice device,
                                                                const VkDebugUtilsObjectNameInfoEXT *info)
{
    Device *dev = device_of(device);
    if (!dev)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (info->objectType == VK_OBJECT_TYPE_SHADER_MODULE) {
        VkResult r = set_name(dev, info->objectHandle, info->pObjectName);
        if (r != VK_INCOMPLETE)
            return r;
    }
    return dev->next.SetDebugUtilsObjectNameEXT(device, info);
}

VKAPI_ATTR VkResult VKAPI_CALL layer_DebugMarkerSetObjectNameEXT(VkDevice device,
                                                                 const VkDebugMarkerObjectNameInfoEXT *info)
{
    Device *dev = device_of(device);
    if (!dev)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (info->objectType == VK_DEBUG_REPORT_OBJECT_TYPE_SHADER_MODULE_EXT) {
        VkResult r = set_name(dev, info->object, info->pObjectName);
        if (r != VK_INCOMPLETE)
            return r;
    }
    return dev->next.DebugMarkerSetObjectNameEXT(device, info);
}

/* Tags on GLSL modules are accepted and dropped: nothing below knows them. */
VKAPI_ATTR VkResult VKAPI_CALL layer_SetDebugUtilsObjectTagEXT(VkDevice device,
                                                               const VkDebugUtilsObjectTagInfoEXT *info)
{
    Device *dev = device_of(device);
    if (!dev)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (info->objectType == VK_OBJECT_TYPE_SHADER_MODULE &&
        module_find(dev, (VkShaderModule)(uintptr_t)info->objectHandle))
        return VK_SUCCESS;
    return dev->next.SetDebugUtilsObjectTagEXT(device, info);
}

VKAPI_ATTR VkResult VKAPI_CALL layer_DebugMarkerSetObjectTagEXT(VkDevice device,
                                                                const VkDebugMarkerObjectTagInfoEXT *info)
{
    Device *dev = device_of(device);
    if (!dev)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (info->objectType == VK_DEBUG_REPORT_OBJECT_TYPE_SHADER_MODULE_EXT &&
        module_find(dev, (VkShaderModule)(uintptr_t)info->object))
        return VK_SUCCESS;
    return dev->next.DebugMarkerSetObjectTagEXT(device, info);
}

/* ---- VK_EXT_shader_module_identifier ---- */

/* A GLSL module's identifier: "glspv" and the library version, then a hash
 * of everything that decides the SPIR-V (text, options, target). Stable for
 * identical input; never one the driver would recognise, so a pipeline made
 * from it alone gets VK_PIPELINE_COMPILE_REQUIRED, as the extension allows. */
static void glsl_identifier(const Device *dev, const char *text, size_t length, VkShaderModuleIdentifierEXT *id)
{
    const Settings *s = &dev->instance->settings;
    uint32_t opts[4] = {(uint32_t)dev->env, s->auto_map_locations, s->auto_bind_uniforms, s->optimize};
    uint64_t h = hash_bytes(hash_bytes(HASH_SEED, text, length), opts, sizeof opts);
    uint32_t version = glspv_version();
    id->identifierSize = 16;
    memset(id->identifier, 0, sizeof id->identifier);
    memcpy(id->identifier, "glspv", 5);
    id->identifier[5] = (uint8_t)(version >> 16);
    id->identifier[6] = (uint8_t)(version >> 8);
    id->identifier[7] = (uint8_t)version;
    memcpy(id->identifier + 8, &h, sizeof h);
}

VKAPI_ATTR void VKAPI_CALL layer_GetShaderModuleIdentifierEXT(VkDevice device, VkShaderModule module,
                                                              VkShaderModuleIdentifierEXT *id)
{
    Device *dev = device_of(device);
    if (!dev)
        return;
    GlslModule *m = module_find(dev, module);
    if (m)
        glsl_identifier(dev, m->text, m->length, id);
    else
        dev->next.GetShaderModuleIdentifierEXT(device, module, id);
}

VKAPI_ATTR void VKAPI_CALL layer_GetShaderModuleCreateInfoIdentifierEXT(VkDevice device,
                                                                        const VkShaderModuleCreateInfo *info,
                                                                        VkShaderModuleIdentifierEXT *id)
{
    Device *dev = device_of(device);
    if (!dev)
        return;
    Code code = code_classify(info->pCode, info->codeSize);
    if (code.kind == CODE_GLSL && dev->takes_glsl)
        glsl_identifier(dev, code.text, code.length, id);
    else
        dev->next.GetShaderModuleCreateInfoIdentifierEXT(device, info, id);
}
