/* Instances and devices: creation through the loader's chain, the layer's
 * data for each, and the device extension VK_NV_glsl_shader.
 *
 * vkCreateInstance and vkCreateDevice find the loader's link info in the
 * create info's pNext chain, advance it for the next layer, and call down.
 * The extension is advertised in vkEnumerateDeviceExtensionProperties for
 * our own layer name and, appended to the lower layers' and the driver's
 * list, for NULL (the loader adds an explicit layer's extensions to neither
 * on its own); vkCreateDevice removes it from the list the driver sees and
 * remembers that the application enabled it. */
#include <stdlib.h>
#include <string.h>

#include "layer/layer.h"

static const VkExtensionProperties glsl_extension = {
    VK_NV_GLSL_SHADER_EXTENSION_NAME, VK_NV_GLSL_SHADER_SPEC_VERSION,
};

/* The loader's link info: VkLayerInstanceCreateInfo or VkLayerDeviceCreateInfo
 * (both start with sType, pNext, function). The loader owns it and expects
 * each layer to advance it, so the const is cast away. */
static void *find_link(const void *pnext, VkStructureType type)
{
    for (const VkBaseInStructure *s = pnext; s; s = s->pNext) {
        const VkLayerInstanceCreateInfo *l = (const VkLayerInstanceCreateInfo *)s;
        if (s->sType == type && l->function == VK_LAYER_LINK_INFO)
            return (void *)s;
    }
    return NULL;
}

/* Writes `n` properties the Vulkan way: the count alone when `out` is NULL,
 * else as many as fit, and VK_INCOMPLETE when not all did. */
static VkResult copy_extensions(const VkExtensionProperties *all, uint32_t n, uint32_t *count,
                                VkExtensionProperties *out)
{
    if (!out) {
        *count = n;
        return VK_SUCCESS;
    }
    uint32_t k = *count < n ? *count : n;
    if (k)
        memcpy(out, all, k * sizeof *out);
    *count = k;
    return k < n ? VK_INCOMPLETE : VK_SUCCESS;
}

/* ---- instance ---- */

/* The position of `name` among the layers as the loader stacks them, the
 * first closest to the application: VK_INSTANCE_LAYERS (and the newer
 * loaders' VK_LOADER_LAYERS_ENABLE, when it names layers exactly) before the
 * application's list. -1 when it is in neither (an implicit layer, which
 * is above every explicit one). */
static int layer_position(const VkInstanceCreateInfo *info, const char *name)
{
    int pos = 0;
    static const char *const vars[] = {"VK_INSTANCE_LAYERS", "VK_LOADER_LAYERS_ENABLE"};
    for (size_t v = 0; v < 2; v++) {
        const char *list = getenv(vars[v]);
        while (list && *list) {
            size_t n = strcspn(list, ":,");
            if (n == strlen(name) && !strncmp(list, name, n))
                return pos;
            pos += n > 0;
            list += n + (list[n] != '\0');
        }
    }
    for (uint32_t i = 0; i < info->enabledLayerCount; i++, pos++) {
        if (info->ppEnabledLayerNames[i] && !strcmp(info->ppEnabledLayerNames[i], name))
            return pos;
    }
    return -1;
}

/* The validation layer above this one sees GLSL handed to
 * vkCreateShaderModule and this layer's module handles, and reports both as
 * errors of the application: say once, at instance creation, what to change. */
static void check_layer_order(Instance *inst, const VkInstanceCreateInfo *info)
{
    int ours = layer_position(info, LAYER_NAME), vvl = layer_position(info, "VK_LAYER_KHRONOS_validation");
    if (ours < 0 || vvl < 0 || vvl > ours)
        return;
    debug_warning(inst, MESSAGE_LAYER_ORDER,
                  "vkCreateInstance: VK_LAYER_KHRONOS_validation is above " LAYER_NAME
                  ", so it sees the GLSL given to vkCreateShaderModule and reports it as invalid SPIR-V; list " LAYER_NAME
                  " before VK_LAYER_KHRONOS_validation (in ppEnabledLayerNames or VK_INSTANCE_LAYERS) to have the "
                  "validation layer check the SPIR-V this layer makes");
}

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateInstance(const VkInstanceCreateInfo *info,
                                                    const VkAllocationCallbacks *alloc, VkInstance *out)
{
    VkLayerInstanceCreateInfo *link = find_link(info->pNext, VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO);
    if (!link || !link->u.pLayerInfo)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_vkCreateInstance create = (PFN_vkCreateInstance)gipa(VK_NULL_HANDLE, "vkCreateInstance");
    if (!create)
        return VK_ERROR_INITIALIZATION_FAILED;

    Instance *inst = mem_alloc(alloc, sizeof *inst, VK_SYSTEM_ALLOCATION_SCOPE_INSTANCE);
    if (!inst)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    if (alloc) {
        inst->alloc_copy = *alloc;
        inst->alloc = &inst->alloc_copy;
    }
    uint32_t api = info->pApplicationInfo ? info->pApplicationInfo->apiVersion : 0;
    inst->api_version = api ? api : VK_API_VERSION_1_0;
    if (!settings_load(&inst->settings, inst->alloc, info->pNext) || !debug_add_chained(inst, info->pNext)) {
        debug_free(inst);
        settings_free(&inst->settings, inst->alloc);
        mem_free(alloc, inst);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }

    check_layer_order(inst, info);
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    VkResult r = create(info, alloc, out);
    if (r != VK_SUCCESS) {
        debug_free(inst);
        settings_free(&inst->settings, inst->alloc);
        mem_free(alloc, inst);
        return r;
    }
    inst->handle = *out;
    inst->next.GetInstanceProcAddr = gipa;
#define LOAD(name) inst->next.name = (PFN_vk##name)gipa(*out, "vk" #name);
    INSTANCE_NEXT(LOAD)
#undef LOAD
    inst->entry.key = dispatch_key(*out);
    inst->entry.kind = MAP_INSTANCE;
    map_add(&inst->entry);
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL layer_DestroyInstance(VkInstance instance, const VkAllocationCallbacks *alloc)
{
    Instance *inst = instance_of(instance);
    if (!inst)
        return;
    map_remove(&inst->entry);
    inst->next.DestroyInstance(instance, alloc);
    const VkAllocationCallbacks *a = inst->alloc;
    debug_free(inst);
    settings_free(&inst->settings, a);
    mem_free(a, inst);
}

/* The layer has one instance extension, VK_EXT_layer_settings (read in
 * settings.c), and is one layer. The loader reads
 * both from the manifest; these answer loaders that ask the layer. */
VKAPI_ATTR VkResult VKAPI_CALL layer_EnumerateInstanceExtensionProperties(const char *layer, uint32_t *count,
                                                                          VkExtensionProperties *props)
{
    if (!layer || strcmp(layer, LAYER_NAME))
        return VK_ERROR_LAYER_NOT_PRESENT;
    static const VkExtensionProperties ours[] = {{"VK_EXT_layer_settings", 2}};
    uint32_t n = sizeof ours / sizeof ours[0];
    if (!props) {
        *count = n;
        return VK_SUCCESS;
    }
    uint32_t k = *count < n ? *count : n;
    memcpy(props, ours, k * sizeof *props);
    *count = k;
    return k < n ? VK_INCOMPLETE : VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL layer_EnumerateInstanceLayerProperties(uint32_t *count, VkLayerProperties *props)
{
    if (!props) {
        *count = 1;
        return VK_SUCCESS;
    }
    if (*count < 1)
        return VK_INCOMPLETE;
    memset(props, 0, sizeof *props);
    strcpy(props->layerName, LAYER_NAME);
    strcpy(props->description, LAYER_DESCRIPTION);
    props->specVersion = VK_HEADER_VERSION_COMPLETE;
    props->implementationVersion = LAYER_IMPLEMENTATION_VERSION;
    *count = 1;
    return VK_SUCCESS;
}

/* ---- device extensions ---- */

VKAPI_ATTR VkResult VKAPI_CALL layer_EnumerateDeviceExtensionProperties(VkPhysicalDevice pd, const char *layer,
                                                                        uint32_t *count,
                                                                        VkExtensionProperties *props)
{
    if (layer && !strcmp(layer, LAYER_NAME))
        return copy_extensions(&glsl_extension, 1, count, props);
    Instance *inst = instance_of(pd);
    if (!inst)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (layer)
        return inst->next.EnumerateDeviceExtensionProperties(pd, layer, count, props);

    /* The whole list from below (asked again should it grow in between),
     * then ours when it is not there already. */
    VkExtensionProperties *all = NULL;
    uint32_t n = 0;
    VkResult r;
    do {
        mem_free(inst->alloc, all);
        all = NULL;
        r = inst->next.EnumerateDeviceExtensionProperties(pd, NULL, &n, NULL);
        if (r != VK_SUCCESS)
            return r;
        all = mem_alloc(inst->alloc, (n + 1) * sizeof *all, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
        if (!all)
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        r = inst->next.EnumerateDeviceExtensionProperties(pd, NULL, &n, all);
    } while (r == VK_INCOMPLETE);
    if (r == VK_SUCCESS) {
        bool found = false;
        for (uint32_t i = 0; i < n && !found; i++)
            found = !strcmp(all[i].extensionName, glsl_extension.extensionName);
        if (!found)
            all[n++] = glsl_extension;
        r = copy_extensions(all, n, count, props);
    }
    mem_free(inst->alloc, all);
    return r;
}

/* ---- device ---- */

/* The SPIR-V the device takes: the application's API version capped by the
 * device's (the validation layer holds the application to its own), as in
 * the table of vk-nv-glsl-shader.md §2.6. */
static glspv_target_env target_env(uint32_t app, uint32_t device, bool spirv_1_4)
{
    uint32_t v = app < device ? app : device;
    uint32_t minor = VK_API_VERSION_MAJOR(v) > 1 ? 3 : VK_API_VERSION_MINOR(v);
    switch (minor) {
    case 0: return GLSPV_ENV_VULKAN_1_0;
    case 1: return spirv_1_4 ? GLSPV_ENV_VULKAN_1_1_SPIRV_1_4 : GLSPV_ENV_VULKAN_1_1;
    case 2: return GLSPV_ENV_VULKAN_1_2;
    default: return GLSPV_ENV_VULKAN_1_3;
    }
}

static void destroy_device_data(Device *dev)
{
    modules_free_all(dev);
    compile_teardown(dev);
    mem_free(dev->alloc, dev);
}

/* The block layouts the device allows, as the validator's options (what
 * VK_LAYER_KHRONOS_validation also derives from the enabled features). */
static uint32_t layout_options(const VkDeviceCreateInfo *info)
{
    uint32_t o = 0;
    for (uint32_t i = 0; i < info->enabledExtensionCount; i++) {
        if (!strcmp(info->ppEnabledExtensionNames[i], VK_KHR_RELAXED_BLOCK_LAYOUT_EXTENSION_NAME))
            o |= GLSPV_VAL_RELAX_BLOCK_LAYOUT;
    }
    for (const VkBaseInStructure *s = info->pNext; s; s = s->pNext) {
        switch (s->sType) {
        case VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES: {
            const VkPhysicalDeviceVulkan12Features *f = (const void *)s;
            o |= f->scalarBlockLayout ? GLSPV_VAL_SCALAR_BLOCK_LAYOUT : 0;
            o |= f->uniformBufferStandardLayout ? GLSPV_VAL_UNIFORM_BUFFER_STANDARD_LAYOUT : 0;
            break;
        }
        case VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SCALAR_BLOCK_LAYOUT_FEATURES:
            o |= ((const VkPhysicalDeviceScalarBlockLayoutFeatures *)(const void *)s)->scalarBlockLayout
                     ? GLSPV_VAL_SCALAR_BLOCK_LAYOUT : 0;
            break;
        case VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_UNIFORM_BUFFER_STANDARD_LAYOUT_FEATURES:
            o |= ((const VkPhysicalDeviceUniformBufferStandardLayoutFeatures *)(const void *)s)
                         ->uniformBufferStandardLayout ? GLSPV_VAL_UNIFORM_BUFFER_STANDARD_LAYOUT : 0;
            break;
        case VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR:
            o |= ((const VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR *)(const void *)s)
                         ->workgroupMemoryExplicitLayoutScalarBlockLayout ? GLSPV_VAL_WORKGROUP_SCALAR_BLOCK_LAYOUT
                                                                          : 0;
            break;
        default:
            break;
        }
    }
    return o;
}

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo *info,
                                                  const VkAllocationCallbacks *alloc, VkDevice *out)
{
    Instance *inst = instance_of(pd);
    VkLayerDeviceCreateInfo *link = find_link(info->pNext, VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO);
    if (!inst || !link || !link->u.pLayerInfo)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr gdpa = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    PFN_vkCreateDevice create = (PFN_vkCreateDevice)gipa(inst->handle, "vkCreateDevice");
    if (!create)
        return VK_ERROR_INITIALIZATION_FAILED;

    const VkAllocationCallbacks *a = mem_pick(alloc, inst->alloc);
    Device *dev = mem_alloc(a, sizeof *dev, VK_SYSTEM_ALLOCATION_SCOPE_DEVICE);
    const char **names = mem_alloc(a, (info->enabledExtensionCount + 1) * sizeof *names,
                                   VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    if (!dev || !names) {
        mem_free(a, dev);
        mem_free(a, names);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    if (a) {
        dev->alloc_copy = *a;
        dev->alloc = &dev->alloc_copy;
    }

    /* The driver does not know VK_NV_glsl_shader: take it out of the list. */
    uint32_t n = 0;
    bool spirv_1_4 = false;
    for (uint32_t i = 0; i < info->enabledExtensionCount; i++) {
        const char *e = info->ppEnabledExtensionNames[i];
        if (!strcmp(e, VK_NV_GLSL_SHADER_EXTENSION_NAME)) {
            dev->glsl_enabled = true;
            continue;
        }
        spirv_1_4 |= !strcmp(e, VK_KHR_SPIRV_1_4_EXTENSION_NAME);
        names[n++] = e;
    }
    VkDeviceCreateInfo down = *info;
    down.enabledExtensionCount = n;
    down.ppEnabledExtensionNames = n ? names : NULL;

    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    VkResult r = create(pd, &down, alloc, out);
    mem_free(a, names);
    if (r != VK_SUCCESS) {
        mem_free(a, dev);
        return r;
    }

    dev->handle = *out;
    dev->physical = pd;
    dev->instance = inst;
    dev->next.GetDeviceProcAddr = gdpa;
#define LOAD(name) dev->next.name = (PFN_vk##name)gdpa(*out, "vk" #name);
    DEVICE_NEXT(LOAD)
#undef LOAD
    VkPhysicalDeviceProperties props;
    inst->next.GetPhysicalDeviceProperties(pd, &props);
    dev->env = target_env(inst->api_version, props.apiVersion, spirv_1_4);
    dev->val_options = layout_options(info);
    dev->takes_glsl = dev->glsl_enabled || !inst->settings.strict;
    if (!dev->next.DestroyDevice || (dev->takes_glsl && !compile_setup(dev))) {
        if (dev->next.DestroyDevice)
            dev->next.DestroyDevice(*out, alloc);
        destroy_device_data(dev);
        *out = VK_NULL_HANDLE;
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    dev->entry.key = dispatch_key(*out);
    dev->entry.kind = MAP_DEVICE;
    map_add(&dev->entry);
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL layer_DestroyDevice(VkDevice device, const VkAllocationCallbacks *alloc)
{
    Device *dev = device_of(device);
    if (!dev)
        return;
    map_remove(&dev->entry);
    dev->next.DestroyDevice(device, alloc);
    destroy_device_data(dev);
}
