/* The loader interface (LoaderLayerInterface.md, interface version 2).
 *
 * The shared object exports three functions and nothing else (layer.map):
 * vkNegotiateLoaderLayerInterfaceVersion, which hands the loader our
 * vkGetInstanceProcAddr and vkGetDeviceProcAddr, and those two under their
 * own names for loaders that look them up directly. Everything else is
 * reached through them.
 *
 * The loader gives every dispatchable handle a dispatch pointer as its first
 * word; an instance shares it with its physical devices, a device with its
 * queues and command buffers. That pointer keys the one global map from
 * handles to the layer's Instance and Device, behind the one lock, which
 * also guards the per-device and per-instance lists (layer.h). This file
 * holds the only mutable globals of the layer, which the loader interface
 * forces: a layer has no other way from a handle to its data. */
#include <pthread.h>
#include <string.h>

#include "layer/layer.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* A handful of instances and devices at a time: a small fixed hash table. */
#define MAP_BUCKETS 64
static MapEntry *buckets[MAP_BUCKETS];

void layer_lock(void)
{
    pthread_mutex_lock(&lock);
}

void layer_unlock(void)
{
    pthread_mutex_unlock(&lock);
}

void *dispatch_key(const void *dispatchable)
{
    void *key;
    memcpy(&key, dispatchable, sizeof key);
    return key;
}

static size_t bucket_of(const void *key)
{
    uintptr_t k = (uintptr_t)key;
    return (size_t)((k >> 4) ^ (k >> 12)) % MAP_BUCKETS;
}

void map_add(MapEntry *e)
{
    layer_lock();
    size_t b = bucket_of(e->key);
    e->next = buckets[b];
    buckets[b] = e;
    layer_unlock();
}

void map_remove(MapEntry *e)
{
    layer_lock();
    for (MapEntry **p = &buckets[bucket_of(e->key)]; *p; p = &(*p)->next) {
        if (*p == e) {
            *p = e->next;
            break;
        }
    }
    layer_unlock();
}

static MapEntry *map_find(const void *key, MapKind kind)
{
    layer_lock();
    MapEntry *e = buckets[bucket_of(key)];
    while (e && !(e->key == key && e->kind == kind))
        e = e->next;
    layer_unlock();
    return e;
}

Instance *instance_of(const void *dispatchable)
{
    if (!dispatchable)
        return NULL;
    return (Instance *)map_find(dispatch_key(dispatchable), MAP_INSTANCE);
}

Device *device_of(VkDevice device)
{
    if (!device)
        return NULL;
    return (Device *)map_find(dispatch_key(device), MAP_DEVICE);
}

/* ---- the commands the layer implements ---- */

typedef enum Level { GLOBAL, INSTANCE, DEVICE } Level;

/* GLOBAL: returned whatever the instance; INSTANCE and DEVICE: returned only
 * where the next layer has the command too (so disabled extensions stay
 * NULL), DEVICE ones also from vkGetDeviceProcAddr. */
#define INTERCEPTS(X)                                          \
    X(GLOBAL, CreateInstance)                                  \
    X(GLOBAL, GetInstanceProcAddr)                             \
    X(GLOBAL, EnumerateInstanceExtensionProperties)            \
    X(GLOBAL, EnumerateInstanceLayerProperties)                \
    X(INSTANCE, DestroyInstance)                               \
    X(INSTANCE, EnumerateDeviceExtensionProperties)            \
    X(INSTANCE, CreateDevice)                                  \
    X(INSTANCE, CreateDebugReportCallbackEXT)                  \
    X(INSTANCE, DestroyDebugReportCallbackEXT)                 \
    X(INSTANCE, CreateDebugUtilsMessengerEXT)                  \
    X(INSTANCE, DestroyDebugUtilsMessengerEXT)                 \
    X(DEVICE, GetDeviceProcAddr)                               \
    X(DEVICE, DestroyDevice)                                   \
    X(DEVICE, CreateShaderModule)                              \
    X(DEVICE, DestroyShaderModule)                             \
    X(DEVICE, CreateGraphicsPipelines)                         \
    X(DEVICE, CreateComputePipelines)                          \
    X(DEVICE, CreateRayTracingPipelinesKHR)                    \
    X(DEVICE, CreateRayTracingPipelinesNV)                     \
    X(DEVICE, SetDebugUtilsObjectNameEXT)                      \
    X(DEVICE, SetDebugUtilsObjectTagEXT)                       \
    X(DEVICE, DebugMarkerSetObjectNameEXT)                     \
    X(DEVICE, DebugMarkerSetObjectTagEXT)                      \
    X(DEVICE, GetShaderModuleIdentifierEXT)                    \
    X(DEVICE, GetShaderModuleCreateInfoIdentifierEXT)

static const struct {
    const char *name;
    Level level;
    PFN_vkVoidFunction fn;
} intercepts[] = {
#define ENTRY(level, name) {"vk" #name, level, (PFN_vkVoidFunction)layer_##name},
    INTERCEPTS(ENTRY)
#undef ENTRY
};

static int find_intercept(const char *name)
{
    if (!name || name[0] != 'v' || name[1] != 'k')
        return -1;
    for (size_t i = 0; i < sizeof intercepts / sizeof intercepts[0]; i++) {
        if (!strcmp(name, intercepts[i].name))
            return (int)i;
    }
    return -1;
}

PFN_vkVoidFunction VKAPI_CALL layer_GetInstanceProcAddr(VkInstance instance, const char *name)
{
    int i = find_intercept(name);
    if (i >= 0 && intercepts[i].level == GLOBAL)
        return intercepts[i].fn;
    Instance *inst = instance_of(instance);
    if (!inst)
        return NULL;
    PFN_vkVoidFunction next = inst->next.GetInstanceProcAddr(instance, name);
    if (i >= 0 && next)
        return intercepts[i].fn;
    return next;
}

PFN_vkVoidFunction VKAPI_CALL layer_GetDeviceProcAddr(VkDevice device, const char *name)
{
    Device *dev = device_of(device);
    if (!dev)
        return NULL;
    PFN_vkVoidFunction next = dev->next.GetDeviceProcAddr(device, name);
    int i = find_intercept(name);
    if (i >= 0 && intercepts[i].level == DEVICE && next)
        return intercepts[i].fn;
    return next;
}

/* ---- exported ---- */

LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface *v)
{
    if (!v || v->sType != LAYER_NEGOTIATE_INTERFACE_STRUCT || v->loaderLayerInterfaceVersion < 2)
        return VK_ERROR_INITIALIZATION_FAILED;
    v->loaderLayerInterfaceVersion = 2;
    v->pfnGetInstanceProcAddr = layer_GetInstanceProcAddr;
    v->pfnGetDeviceProcAddr = layer_GetDeviceProcAddr;
    v->pfnGetPhysicalDeviceProcAddr = NULL; /* no physical-device commands of our own */
    return VK_SUCCESS;
}

/* Inside the layer only the layer_ names are used, and the link uses
 * -Bsymbolic: a call through these names could otherwise land in the
 * loader's functions of the same names. */
LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetInstanceProcAddr(VkInstance instance, const char *name)
{
    return layer_GetInstanceProcAddr(instance, name);
}

LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddr(VkDevice device, const char *name)
{
    return layer_GetDeviceProcAddr(device, name);
}
