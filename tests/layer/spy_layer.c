/* VK_LAYER_GLSPV_test_spy: a layer for the tests only, enabled below
 * VK_LAYER_GLSPV_glsl_shader, that records what reaches the driver:
 *
 *   - whether any vkCreateDevice still lists VK_NV_glsl_shader;
 *   - the bytes of every vkCreateShaderModule (size, hash, whether SPIR-V);
 *   - every shader module handle used in pipeline creation or destroyed
 *     that the driver never made (the GLSL layer's own handles must never
 *     come down).
 *
 * The test program reads the record through glspv_spy_get(), found with
 * dlopen(RTLD_NOLOAD) + dlsym on this library. Test code: global state and
 * one lock are fine here.
 *
 * The next layer's commands are looked up while the object is created: the
 * loader's terminator answers vkGetInstanceProcAddr from the instance's
 * dispatch table, which after vkCreateInstance is the top of the chain. */
#include <pthread.h>
#include <string.h>

#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#include "spy_layer.h"

#define EXPORT __attribute__((visibility("default")))
#define MAX_OBJECTS 64
#define MAX_MODULES 4096

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* The commands of the next layer the spy calls or passes on. */
#define SPY_INSTANCE(X) X(DestroyInstance) X(EnumerateDeviceExtensionProperties)
#define SPY_DEVICE(X)                                                                              \
    X(DestroyDevice) X(CreateShaderModule) X(DestroyShaderModule) X(CreateGraphicsPipelines)       \
    X(CreateComputePipelines)

#define PFN_MEMBER(name) PFN_vk##name name;
typedef struct Object {
    void *key;
    PFN_vkGetInstanceProcAddr gipa;
    PFN_vkGetDeviceProcAddr gdpa;
    VkInstance instance;
    SPY_INSTANCE(PFN_MEMBER)
    SPY_DEVICE(PFN_MEMBER)
} Object;
#undef PFN_MEMBER
static Object objects[MAX_OBJECTS];

static VkShaderModule modules[MAX_MODULES];
static size_t module_count;
static SpyRecord record;

static void *key_of(const void *handle)
{
    void *k;
    memcpy(&k, handle, sizeof k);
    return k;
}

static int find(const void *handle)
{
    void *k = key_of(handle);
    for (int i = 0; i < MAX_OBJECTS; i++)
        if (objects[i].key == k)
            return i;
    return -1;
}

static int add(const void *handle)
{
    for (int i = 0; i < MAX_OBJECTS; i++) {
        if (!objects[i].key) {
            objects[i].key = key_of(handle);
            return i;
        }
    }
    return -1;
}

/* A copy of the entry of a handle (all NULL if unknown). */
static Object get(const void *handle)
{
    Object o;
    memset(&o, 0, sizeof o);
    pthread_mutex_lock(&lock);
    int i = find(handle);
    if (i >= 0)
        o = objects[i];
    pthread_mutex_unlock(&lock);
    return o;
}
#define NEXT(handle, member) (get(handle).member)

static PFN_vkVoidFunction next_instance(const void *handle, const char *name)
{
    pthread_mutex_lock(&lock);
    int i = find(handle);
    PFN_vkGetInstanceProcAddr gipa = i >= 0 ? objects[i].gipa : NULL;
    VkInstance inst = i >= 0 ? objects[i].instance : VK_NULL_HANDLE;
    pthread_mutex_unlock(&lock);
    return gipa ? gipa(inst, name) : NULL;
}

static PFN_vkVoidFunction next_device(VkDevice device, const char *name)
{
    pthread_mutex_lock(&lock);
    int i = find(device);
    PFN_vkGetDeviceProcAddr gdpa = i >= 0 ? objects[i].gdpa : NULL;
    pthread_mutex_unlock(&lock);
    return gdpa ? gdpa(device, name) : NULL;
}

/* Call with the lock held. */
static void check_module(VkShaderModule m)
{
    if (!m)
        return;
    for (size_t i = 0; i < module_count; i++)
        if (modules[i] == m)
            return;
    record.unknown_handles++;
}

static VKAPI_ATTR VkResult VKAPI_CALL spy_CreateInstance(const VkInstanceCreateInfo *info,
                                                         const VkAllocationCallbacks *alloc, VkInstance *out)
{
    VkLayerInstanceCreateInfo *link = (VkLayerInstanceCreateInfo *)info->pNext;
    while (link && !(link->sType == VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO &&
                     link->function == VK_LAYER_LINK_INFO))
        link = (VkLayerInstanceCreateInfo *)link->pNext;
    if (!link)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    PFN_vkCreateInstance create = (PFN_vkCreateInstance)gipa(VK_NULL_HANDLE, "vkCreateInstance");
    VkResult r = create(info, alloc, out);
    if (r != VK_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    int i = add(*out);
    if (i >= 0) {
        objects[i].gipa = gipa;
        objects[i].instance = *out;
#define LOAD(name) objects[i].name = (PFN_vk##name)gipa(*out, "vk" #name);
        SPY_INSTANCE(LOAD)
#undef LOAD
    }
    pthread_mutex_unlock(&lock);
    return i >= 0 ? VK_SUCCESS : VK_ERROR_TOO_MANY_OBJECTS;
}

static VKAPI_ATTR void VKAPI_CALL spy_DestroyInstance(VkInstance instance, const VkAllocationCallbacks *alloc)
{
    PFN_vkDestroyInstance destroy = NEXT(instance, DestroyInstance);
    pthread_mutex_lock(&lock);
    int i = find(instance);
    if (i >= 0)
        memset(&objects[i], 0, sizeof objects[i]);
    pthread_mutex_unlock(&lock);
    if (destroy)
        destroy(instance, alloc);
}

static VKAPI_ATTR VkResult VKAPI_CALL spy_CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo *info,
                                                       const VkAllocationCallbacks *alloc, VkDevice *out)
{
    VkLayerDeviceCreateInfo *link = (VkLayerDeviceCreateInfo *)info->pNext;
    while (link && !(link->sType == VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO &&
                     link->function == VK_LAYER_LINK_INFO))
        link = (VkLayerDeviceCreateInfo *)link->pNext;
    if (!link)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr gdpa = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    pthread_mutex_lock(&lock);
    record.devices++;
    for (uint32_t i = 0; i < info->enabledExtensionCount; i++)
        if (!strcmp(info->ppEnabledExtensionNames[i], VK_NV_GLSL_SHADER_EXTENSION_NAME))
            record.devices_with_glsl_extension++;
    int inst = find(pd);
    VkInstance instance = inst >= 0 ? objects[inst].instance : VK_NULL_HANDLE;
    pthread_mutex_unlock(&lock);
    PFN_vkCreateDevice create = (PFN_vkCreateDevice)gipa(instance, "vkCreateDevice");
    VkResult r = create(pd, info, alloc, out);
    if (r != VK_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    int i = add(*out);
    if (i >= 0) {
        objects[i].gdpa = gdpa;
#define LOAD(name) objects[i].name = (PFN_vk##name)gdpa(*out, "vk" #name);
        SPY_DEVICE(LOAD)
#undef LOAD
    }
    pthread_mutex_unlock(&lock);
    return i >= 0 ? VK_SUCCESS : VK_ERROR_TOO_MANY_OBJECTS;
}

static VKAPI_ATTR void VKAPI_CALL spy_DestroyDevice(VkDevice device, const VkAllocationCallbacks *alloc)
{
    PFN_vkDestroyDevice destroy = NEXT(device, DestroyDevice);
    pthread_mutex_lock(&lock);
    int i = find(device);
    if (i >= 0)
        memset(&objects[i], 0, sizeof objects[i]);
    pthread_mutex_unlock(&lock);
    if (destroy)
        destroy(device, alloc);
}

static VKAPI_ATTR VkResult VKAPI_CALL spy_CreateShaderModule(VkDevice device, const VkShaderModuleCreateInfo *info,
                                                             const VkAllocationCallbacks *alloc,
                                                             VkShaderModule *out)
{
    PFN_vkCreateShaderModule create = NEXT(device, CreateShaderModule);
    uint32_t first = 0;
    memcpy(&first, info->pCode, info->codeSize < 4 ? info->codeSize : 4);
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < info->codeSize; i++)
        h = (h ^ ((const unsigned char *)info->pCode)[i]) * 0x100000001b3ull;
    VkResult r = create(device, info, alloc, out);
    pthread_mutex_lock(&lock);
    record.modules_created++;
    record.last_size = info->codeSize;
    record.last_hash = h;
    record.last_pointer = info->pCode;
    if (first != 0x07230203u && first != 0x03022307u)
        record.non_spirv_modules++;
    if (r == VK_SUCCESS && module_count < MAX_MODULES)
        modules[module_count++] = *out;
    pthread_mutex_unlock(&lock);
    return r;
}

static VKAPI_ATTR void VKAPI_CALL spy_DestroyShaderModule(VkDevice device, VkShaderModule module,
                                                          const VkAllocationCallbacks *alloc)
{
    PFN_vkDestroyShaderModule destroy = NEXT(device, DestroyShaderModule);
    pthread_mutex_lock(&lock);
    check_module(module);
    for (size_t i = 0; i < module_count; i++) {
        if (modules[i] == module) {
            modules[i] = modules[--module_count];
            break;
        }
    }
    pthread_mutex_unlock(&lock);
    destroy(device, module, alloc);
}

static VKAPI_ATTR VkResult VKAPI_CALL spy_CreateGraphicsPipelines(VkDevice device, VkPipelineCache cache,
                                                                  uint32_t count,
                                                                  const VkGraphicsPipelineCreateInfo *infos,
                                                                  const VkAllocationCallbacks *alloc,
                                                                  VkPipeline *out)
{
    PFN_vkCreateGraphicsPipelines create = NEXT(device, CreateGraphicsPipelines);
    pthread_mutex_lock(&lock);
    record.pipelines += count;
    for (uint32_t i = 0; i < count; i++)
        for (uint32_t j = 0; j < infos[i].stageCount; j++)
            check_module(infos[i].pStages[j].module);
    pthread_mutex_unlock(&lock);
    return create(device, cache, count, infos, alloc, out);
}

static VKAPI_ATTR VkResult VKAPI_CALL spy_CreateComputePipelines(VkDevice device, VkPipelineCache cache,
                                                                 uint32_t count,
                                                                 const VkComputePipelineCreateInfo *infos,
                                                                 const VkAllocationCallbacks *alloc,
                                                                 VkPipeline *out)
{
    PFN_vkCreateComputePipelines create = NEXT(device, CreateComputePipelines);
    pthread_mutex_lock(&lock);
    record.pipelines += count;
    for (uint32_t i = 0; i < count; i++) {
        check_module(infos[i].stage.module);
        for (const VkBaseInStructure *s = infos[i].stage.pNext; s; s = s->pNext)
            if (s->sType == VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO)
                record.inline_modules++;
    }
    pthread_mutex_unlock(&lock);
    return create(device, cache, count, infos, alloc, out);
}

static PFN_vkVoidFunction own(const char *name)
{
#define OWN(fn) if (!strcmp(name, "vk" #fn)) return (PFN_vkVoidFunction)spy_##fn;
    OWN(CreateInstance) OWN(DestroyInstance) OWN(CreateDevice) OWN(DestroyDevice) OWN(CreateShaderModule)
    OWN(DestroyShaderModule) OWN(CreateGraphicsPipelines) OWN(CreateComputePipelines)
#undef OWN
    return NULL;
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL spy_GetDeviceProcAddr(VkDevice device, const char *name)
{
    if (!strcmp(name, "vkGetDeviceProcAddr"))
        return (PFN_vkVoidFunction)spy_GetDeviceProcAddr;
    PFN_vkVoidFunction f = own(name);
    return f ? f : next_device(device, name);
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL spy_GetInstanceProcAddr(VkInstance instance, const char *name)
{
    if (!strcmp(name, "vkGetInstanceProcAddr"))
        return (PFN_vkVoidFunction)spy_GetInstanceProcAddr;
    if (!strcmp(name, "vkGetDeviceProcAddr"))
        return (PFN_vkVoidFunction)spy_GetDeviceProcAddr;
    PFN_vkVoidFunction f = own(name);
    if (f)
        return f;
    return instance ? next_instance(instance, name) : NULL;
}

EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface *v);
EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface *v)
{
    if (v->loaderLayerInterfaceVersion < 2)
        return VK_ERROR_INITIALIZATION_FAILED;
    v->loaderLayerInterfaceVersion = 2;
    v->pfnGetInstanceProcAddr = spy_GetInstanceProcAddr;
    v->pfnGetDeviceProcAddr = spy_GetDeviceProcAddr;
    v->pfnGetPhysicalDeviceProcAddr = NULL;
    return VK_SUCCESS;
}

EXPORT void glspv_spy_get(SpyRecord *out);
EXPORT void glspv_spy_get(SpyRecord *out)
{
    pthread_mutex_lock(&lock);
    *out = record;
    pthread_mutex_unlock(&lock);
}
