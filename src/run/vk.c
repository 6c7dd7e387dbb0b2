/* The Vulkan instance and device for one script.
 *
 * vk_init makes an instance (with VK_LAYER_KHRONOS_validation and a
 * debug-utils messenger under --validate; the layer's debug printf, its
 * messages captured for `expect printf`, under --debug-printf), or reuses the
 * one the script before made (VkKeep), picks the first physical device
 * that meets the script's [require] section (or the one --device-id names)
 * and creates a device with exactly the features and extensions the script
 * asked for, plus the extensions its feature structs come from. A device that
 * lacks something is not an error but a skip, with the reason kept for the
 * log. Every Vulkan call is checked; failures name the call and the VkResult. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

#define VALIDATION_LAYER "VK_LAYER_KHRONOS_validation"
#define GLSL_LAYER "VK_LAYER_GLSPV_glsl_shader"
#define GLSL_EXTENSION "VK_NV_glsl_shader"
/* The pMessageIdName prefix of the GLSL layer's own messages: a compile log
 * for a shader, not a validation error. */
#define GLSL_MESSAGE_PREFIX "VK_NV_glsl_shader"

const char *vk_result_name(VkResult r)
{
    switch (r) {
#define R(x) case x: return #x;
    R(VK_SUCCESS) R(VK_NOT_READY) R(VK_TIMEOUT) R(VK_EVENT_SET) R(VK_EVENT_RESET) R(VK_INCOMPLETE)
    R(VK_ERROR_OUT_OF_HOST_MEMORY) R(VK_ERROR_OUT_OF_DEVICE_MEMORY) R(VK_ERROR_INITIALIZATION_FAILED)
    R(VK_ERROR_DEVICE_LOST) R(VK_ERROR_MEMORY_MAP_FAILED) R(VK_ERROR_LAYER_NOT_PRESENT)
    R(VK_ERROR_EXTENSION_NOT_PRESENT) R(VK_ERROR_FEATURE_NOT_PRESENT) R(VK_ERROR_INCOMPATIBLE_DRIVER)
    R(VK_ERROR_TOO_MANY_OBJECTS) R(VK_ERROR_FORMAT_NOT_SUPPORTED) R(VK_ERROR_FRAGMENTED_POOL)
    R(VK_ERROR_UNKNOWN) R(VK_ERROR_OUT_OF_POOL_MEMORY) R(VK_ERROR_INVALID_EXTERNAL_HANDLE)
    R(VK_ERROR_FRAGMENTATION) R(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS) R(VK_PIPELINE_COMPILE_REQUIRED)
    R(VK_ERROR_INVALID_SHADER_NV)
#undef R
    default: return "unknown VkResult";
    }
}

bool vk_check(Vk *vk, VkResult r, const char *what)
{
    if (r == VK_SUCCESS)
        return true;
    fprintf(stderr, "%s: error: %s failed: %s (%d)\n", vk->filename, what, vk_result_name(r), (int)r);
    return false;
}

int32_t memory_type_index(const Vk *vk, uint32_t type_bits, VkMemoryPropertyFlags want)
{
    for (uint32_t i = 0; i < vk->mem_props.memoryTypeCount; i++) {
        if ((type_bits & (1u << i)) && (vk->mem_props.memoryTypes[i].propertyFlags & want) == want)
            return (int32_t)i;
    }
    return -1;
}

static void skip(Vk *vk, char *reason)
{
    if (!vk->skip_reason)
        vk->skip_reason = reason;
    else
        free(reason);
}

/* ---- instance ---- */

/* A debugPrintfEXT message: the validation layer (1.3.239) sends
 * "Validation Information: [ UNASSIGNED-DEBUG-PRINTF ] Object 0: ... |
 * MessageID = 0x92394c89 | TEXT". Each line of TEXT is kept for
 * `expect printf` and printed unless --quiet. */
static void capture_printf(Vk *vk, const char *message)
{
    const char *text = message, *id = strstr(message, "| MessageID = ");
    const char *bar = id ? strstr(id + 1, " | ") : NULL;
    if (bar)
        text = bar + 3;
    while (*text) {
        size_t n = strcspn(text, "\n");
        char *line = run_alloc(n + 1);
        memcpy(line, text, n);
        line[n] = 0;
        array_push(&vk->printf_lines, line);
        if (!vk->opts->quiet)
            printf("%s: printf: %s\n", vk->filename, line);
        text += n + (text[n] == '\n');
    }
}

static VkBool32 VKAPI_PTR on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                     VkDebugUtilsMessageTypeFlagsEXT types,
                                     const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)
{
    VkKeep *keep = user;
    Vk *vk = keep->current;
    (void)types;
    if (!vk) {
        /* Between scripts (vkDestroyInstance): no script to blame or print for. */
        bool error = severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        keep->stray_errors += error;
        if (error)
            fprintf(stderr, "glspv-run: error: validation: %s\n", data && data->pMessage ? data->pMessage : "(no message)");
        return VK_FALSE;
    }
    if (data && data->pMessageIdName &&
        !strncmp(data->pMessageIdName, GLSL_MESSAGE_PREFIX, strlen(GLSL_MESSAGE_PREFIX))) {
        fprintf(stderr, "%s: %s\n", vk->filename, data->pMessage ? data->pMessage : "(no message)");
        return VK_FALSE;
    }
    if (data && data->pMessageIdName && strstr(data->pMessageIdName, "DEBUG-PRINTF")) {
        capture_printf(vk, data->pMessage ? data->pMessage : "");
        return VK_FALSE;
    }
    if (severity < VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT)
        return VK_FALSE; /* asked for the printf messages only */
    bool error = severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    if (error)
        vk->validation_errors++;
    if (error || !vk->opts->quiet)
        fprintf(stderr, "%s: %s: validation: %s\n", vk->filename, error ? "error" : "warning",
                data && data->pMessage ? data->pMessage : "(no message)");
    return VK_FALSE;
}

static bool has_layer(const char *name)
{
    uint32_t n = 0;
    if (vkEnumerateInstanceLayerProperties(&n, NULL) != VK_SUCCESS)
        return false;
    VkLayerProperties *layers = run_alloc(n * sizeof *layers);
    bool found = false;
    if (vkEnumerateInstanceLayerProperties(&n, layers) == VK_SUCCESS) {
        for (uint32_t i = 0; i < n && !found; i++)
            found = !strcmp(layers[i].layerName, name);
    }
    free(layers);
    return found;
}

static uint32_t instance_version(void)
{
    uint32_t v = VK_API_VERSION_1_0;
    PFN_vkEnumerateInstanceVersion f =
        (PFN_vkEnumerateInstanceVersion)vkGetInstanceProcAddr(NULL, "vkEnumerateInstanceVersion");
    if (f && f(&v) != VK_SUCCESS)
        v = VK_API_VERSION_1_0;
    return v;
}

static bool create_instance(Vk *vk, VkKeep *keep)
{
    uint32_t version = instance_version();
    if (version > VK_API_VERSION_1_3)
        version = VK_API_VERSION_1_3;
    bool validation = vk->opts->validate || vk->debug_printf;
    if (validation && !has_layer(VALIDATION_LAYER)) {
        fprintf(stderr, "%s: error: %s needs %s, which is not installed\n", vk->filename,
                vk->opts->validate ? "--validate" : "debug printf", VALIDATION_LAYER);
        return false;
    }
    if (vk->opts->via_layer && !has_layer(GLSL_LAYER)) {
        fprintf(stderr, "%s: error: --via-layer needs %s, which the loader does not find (make install, or "
                "VK_ADD_LAYER_PATH=build/layer)\n", vk->filename, GLSL_LAYER);
        return false;
    }
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "glspv-run";
    app.apiVersion = version;
    VkDebugUtilsMessengerCreateInfoEXT messenger = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    messenger.messageSeverity =
        VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    messenger.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    messenger.pfnUserCallback = on_message;
    messenger.pUserData = keep;
    if (vk->debug_printf)
        messenger.messageSeverity |= VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT;
    /* Debug printf is a feature of the validation layer, enabled here; without
     * --validate the layer's other checks are off. */
    VkValidationFeatureEnableEXT enables[] = {VK_VALIDATION_FEATURE_ENABLE_DEBUG_PRINTF_EXT};
    VkValidationFeatureDisableEXT disables[] = {
        VK_VALIDATION_FEATURE_DISABLE_CORE_CHECKS_EXT, VK_VALIDATION_FEATURE_DISABLE_THREAD_SAFETY_EXT,
        VK_VALIDATION_FEATURE_DISABLE_OBJECT_LIFETIMES_EXT, VK_VALIDATION_FEATURE_DISABLE_API_PARAMETERS_EXT};
    VkValidationFeaturesEXT features = {.sType = VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT};
    features.pNext = &messenger;
    features.enabledValidationFeatureCount = 1;
    features.pEnabledValidationFeatures = enables;
    if (!vk->opts->validate) {
        features.disabledValidationFeatureCount = sizeof disables / sizeof disables[0];
        features.pDisabledValidationFeatures = disables;
    }
    /* The GLSL layer first, nearest the application: the validation layer
     * below it sees the SPIR-V it makes, as a driver would. */
    const char *layers[2], *ext = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    uint32_t n_layers = 0;
    if (vk->opts->via_layer)
        layers[n_layers++] = GLSL_LAYER;
    if (validation)
        layers[n_layers++] = VALIDATION_LAYER;
    VkInstanceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    info.pApplicationInfo = &app;
    info.enabledLayerCount = n_layers;
    info.ppEnabledLayerNames = layers;
    if (validation) {
        /* Chained here, the messenger also hears vkCreate/DestroyInstance. */
        info.pNext = vk->debug_printf ? (const void *)&features : (const void *)&messenger;
        info.enabledExtensionCount = 1;
        info.ppEnabledExtensionNames = &ext;
    }
    if (!vk_check(vk, vkCreateInstance(&info, NULL, &keep->instance), "vkCreateInstance"))
        return false;
    keep->debug_printf = vk->debug_printf;
    if (!validation)
        return true;
    PFN_vkCreateDebugUtilsMessengerEXT create =
        (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(keep->instance, "vkCreateDebugUtilsMessengerEXT");
    keep->destroy_messenger =
        (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(keep->instance, "vkDestroyDebugUtilsMessengerEXT");
    if (!create || !keep->destroy_messenger) {
        fprintf(stderr, "%s: error: VK_EXT_debug_utils has no entry points\n", vk->filename);
        return false;
    }
    return vk_check(vk, create(keep->instance, &messenger, NULL, &keep->messenger), "vkCreateDebugUtilsMessengerEXT");
}

int vk_keep_free(VkKeep *keep)
{
    if (keep->messenger)
        keep->destroy_messenger(keep->instance, keep->messenger, NULL);
    keep->messenger = VK_NULL_HANDLE;
    if (keep->instance)
        vkDestroyInstance(keep->instance, NULL);
    keep->instance = VK_NULL_HANDLE;
    return keep->stray_errors;
}

/* The kept instance when it was made as this script wants it, else a new one.
 * Messages while the old one goes are no script's (keep->current is NULL). */
static bool get_instance(Vk *vk, VkKeep *keep)
{
    if (keep->instance && keep->debug_printf != vk->debug_printf)
        vk_keep_free(keep);
    keep->current = vk;
    if (!keep->instance && !create_instance(vk, keep)) {
        keep->current = NULL; /* what the half-made instance says as it goes is no script's */
        vk_keep_free(keep);
        return false;
    }
    vk->instance = keep->instance;
    return true;
}

/* ---- what a device offers ---- */

typedef struct DeviceInfo {
    VkPhysicalDeviceProperties props;
    VkExtensionProperties *exts;
    uint32_t n_exts;
    uint32_t queue_family; /* UINT32_MAX: none does graphics and compute */
} DeviceInfo;

static bool has_extension(const DeviceInfo *d, const char *name)
{
    for (uint32_t i = 0; i < d->n_exts; i++) {
        if (!strcmp(d->exts[i].extensionName, name))
            return true;
    }
    return false;
}

static bool get_device_info(Vk *vk, VkPhysicalDevice phys, DeviceInfo *d)
{
    memset(d, 0, sizeof *d);
    vkGetPhysicalDeviceProperties(phys, &d->props);
    if (!vk_check(vk, vkEnumerateDeviceExtensionProperties(phys, NULL, &d->n_exts, NULL),
                  "vkEnumerateDeviceExtensionProperties"))
        return false;
    d->exts = run_alloc((d->n_exts + 1) * sizeof *d->exts);
    if (!vk_check(vk, vkEnumerateDeviceExtensionProperties(phys, NULL, &d->n_exts, d->exts),
                  "vkEnumerateDeviceExtensionProperties"))
        return false;
    uint32_t n = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(phys, &n, NULL);
    VkQueueFamilyProperties *q = run_alloc((n + 1) * sizeof *q);
    vkGetPhysicalDeviceQueueFamilyProperties(phys, &n, q);
    d->queue_family = UINT32_MAX;
    VkQueueFlags want = VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT;
    for (uint32_t i = 0; i < n && d->queue_family == UINT32_MAX; i++) {
        if ((q[i].queueFlags & want) == want && q[i].queueCount > 0)
            d->queue_family = i;
    }
    free(q);
    return true;
}

/* ---- feature structs: one of each kind the script names, chained ---- */

typedef struct FeatureChain {
    VkPhysicalDeviceFeatures core;
    void *structs[64]; /* each starts with sType and pNext */
    VkStructureType stypes[64];
    size_t n;
} FeatureChain;

static VkBool32 *member(void *base, size_t offset)
{
    return (VkBool32 *)((char *)base + offset);
}

/* The struct for `f` in the chain, added zeroed if it is not there yet. */
static void *chain_struct(FeatureChain *c, const FeatureInfo *f)
{
    if (!f->stype)
        return &c->core;
    for (size_t i = 0; i < c->n; i++) {
        if (c->stypes[i] == f->stype)
            return c->structs[i];
    }
    if (c->n == RUN_COUNT(c->structs))
        return NULL;
    VkBaseOutStructure *s = run_alloc(f->struct_size);
    s->sType = f->stype;
    s->pNext = c->n ? c->structs[c->n - 1] : NULL;
    c->structs[c->n] = s;
    c->stypes[c->n++] = f->stype;
    return s;
}

static void chain_free(FeatureChain *c)
{
    for (size_t i = 0; i < c->n; i++)
        free(c->structs[i]);
    c->n = 0;
}

static void *chain_head(FeatureChain *c)
{
    return c->n ? c->structs[c->n - 1] : NULL;
}

/* Builds the chain of every feature the script requires; with `set`, the
 * required members are VK_TRUE (for device creation), else all are zero
 * (for a query). */
static void build_chain(const Script *s, FeatureChain *c, bool set)
{
    memset(c, 0, sizeof *c);
    for (size_t i = 0; i < s->requirements.len; i++) {
        const FeatureInfo *f = feature_find(s->requirements.data[i].name);
        void *st = f ? chain_struct(c, f) : NULL;
        if (st && set)
            *member(st, f->offset) = VK_TRUE;
    }
}

static char *version_text(uint32_t v)
{
    return run_printf("%u.%u.%u", VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v));
}

static bool check_format(VkPhysicalDevice phys, const Format *f, VkFormatFeatureFlags want)
{
    VkFormatProperties p;
    vkGetPhysicalDeviceFormatProperties(phys, f->vk, &p);
    return (p.optimalTilingFeatures & want) == want;
}

/* NULL when the device can run the script, else why not. */
static char *unmet_requirement(Vk *vk, VkPhysicalDevice phys, const DeviceInfo *d, const Script *s)
{
    const char *dev = d->props.deviceName;
    if (d->queue_family == UINT32_MAX)
        return run_printf("%s has no queue with graphics and compute", dev);
    if (vk->opts->via_layer && !has_extension(d, GLSL_EXTENSION))
        return run_printf("%s does not offer %s through %s", dev, GLSL_EXTENSION, GLSL_LAYER);
    if (s->vulkan_version && d->props.apiVersion < s->vulkan_version) {
        char *want = version_text(s->vulkan_version), *have = version_text(d->props.apiVersion);
        char *r = run_printf("the script requires Vulkan %s but %s has %s", want, dev, have);
        free(want);
        free(have);
        return r;
    }
    VkPhysicalDeviceFeatures core;
    vkGetPhysicalDeviceFeatures(phys, &core);
    FeatureChain chain;
    build_chain(s, &chain, false);
    if (chain.n) {
        if (d->props.apiVersion < VK_API_VERSION_1_1 || instance_version() < VK_API_VERSION_1_1) {
            chain_free(&chain);
            return run_printf("feature structs need Vulkan 1.1, which %s lacks", dev);
        }
        VkPhysicalDeviceFeatures2 f2 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, chain_head(&chain), {0}};
        vkGetPhysicalDeviceFeatures2(phys, &f2);
    }
    char *reason = NULL;
    for (size_t i = 0; i < s->requirements.len && !reason; i++) {
        const char *name = s->requirements.data[i].name;
        const FeatureInfo *f = feature_find(name);
        if (!f) {
            if (!has_extension(d, name))
                reason = run_printf("%s does not have the extension %s", dev, name);
            continue;
        }
        void *st = f->stype ? chain_struct(&chain, f) : &core;
        if (!*member(st, f->offset))
            reason = run_printf("%s does not support the feature %s", dev, name);
        else if (f->extension && !has_extension(d, f->extension) &&
                 !(f->core_version && d->props.apiVersion >= f->core_version))
            reason = run_printf("%s needs %s for %s", dev, f->extension, name);
    }
    chain_free(&chain);
    (void)vk;
    if (reason)
        return reason;
    if (!check_format(phys, &s->color_format,
                      VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT | VK_FORMAT_FEATURE_TRANSFER_SRC_BIT))
        return run_printf("%s can't render to %s", dev, s->color_format.name);
    if (s->has_depth && !check_format(phys, &s->depth_format, VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT))
        return run_printf("%s has no depth/stencil attachments of %s", dev, s->depth_format.name);
    char *images = images_unmet(phys, &d->props, s);
    if (images)
        return images;
    for (size_t i = 0; i < s->vertex_data.attribs.len; i++) {
        VkFormatProperties p;
        const Format *f = &s->vertex_data.attribs.data[i].format;
        vkGetPhysicalDeviceFormatProperties(phys, f->vk, &p);
        if (!(p.bufferFeatures & VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT))
            return run_printf("%s can't read vertices of %s", dev, f->name);
    }
    return NULL;
}

/* ---- device ---- */

static void add_unique(const char **list, uint32_t *n, const char *name)
{
    for (uint32_t i = 0; i < *n; i++) {
        if (!strcmp(list[i], name))
            return;
    }
    list[(*n)++] = name;
}

static bool create_device(Vk *vk, const DeviceInfo *d, const Script *s)
{
    const char **exts = run_alloc((s->requirements.len * 2 + 2) * sizeof *exts);
    uint32_t n_exts = 0;
    if (vk->opts->via_layer)
        exts[n_exts++] = GLSL_EXTENSION;
    for (size_t i = 0; i < s->requirements.len; i++) {
        const char *name = s->requirements.data[i].name;
        const FeatureInfo *f = feature_find(name);
        if (!f)
            add_unique(exts, &n_exts, name);
        else if (f->extension && has_extension(d, f->extension))
            add_unique(exts, &n_exts, f->extension);
    }
    FeatureChain chain;
    build_chain(s, &chain, true);
    float priority = 1.0f;
    VkDeviceQueueCreateInfo queue = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue.queueFamilyIndex = d->queue_family;
    queue.queueCount = 1;
    queue.pQueuePriorities = &priority;
    VkDeviceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    info.pNext = chain_head(&chain);
    info.queueCreateInfoCount = 1;
    info.pQueueCreateInfos = &queue;
    info.enabledExtensionCount = n_exts;
    info.ppEnabledExtensionNames = exts;
    info.pEnabledFeatures = &chain.core;
    bool ok = vk_check(vk, vkCreateDevice(vk->phys, &info, NULL, &vk->device), "vkCreateDevice");
    chain_free(&chain);
    free(exts);
    if (ok) {
        vk->queue_family = d->queue_family;
        vkGetDeviceQueue(vk->device, vk->queue_family, 0, &vk->queue);
    }
    return ok;
}

/* Tries one physical device: true with *chosen set when it meets the
 * requirements, true without when it doesn't (the reason goes to skip). */
static bool try_device(Vk *vk, VkPhysicalDevice phys, const Script *s, DeviceInfo *d, bool *chosen)
{
    *chosen = false;
    if (!get_device_info(vk, phys, d))
        return false;
    char *reason = unmet_requirement(vk, phys, d, s);
    if (reason) {
        skip(vk, reason);
        return true;
    }
    *chosen = true;
    return true;
}

static RunResult pick_device(Vk *vk, const Script *s, DeviceInfo *d)
{
    uint32_t n = 0;
    if (!vk_check(vk, vkEnumeratePhysicalDevices(vk->instance, &n, NULL), "vkEnumeratePhysicalDevices"))
        return RESULT_FAIL;
    if (n == 0) {
        skip(vk, run_strdup("no Vulkan device found"));
        return RESULT_SKIP;
    }
    VkPhysicalDevice *devs = run_alloc(n * sizeof *devs);
    RunResult result = RESULT_SKIP;
    if (!vk_check(vk, vkEnumeratePhysicalDevices(vk->instance, &n, devs), "vkEnumeratePhysicalDevices")) {
        result = RESULT_FAIL;
    } else if (vk->opts->device_id > n) {
        fprintf(stderr, "%s: error: --device-id %u but there are only %u devices\n", vk->filename,
                vk->opts->device_id, n);
        result = RESULT_FAIL;
    } else {
        uint32_t first = vk->opts->device_id ? vk->opts->device_id - 1 : 0;
        uint32_t last = vk->opts->device_id ? first + 1 : n;
        for (uint32_t i = first; i < last && result == RESULT_SKIP; i++) {
            bool chosen;
            free(d->exts);
            d->exts = NULL;
            if (!try_device(vk, devs[i], s, d, &chosen))
                result = RESULT_FAIL;
            else if (chosen) {
                vk->phys = devs[i];
                result = RESULT_PASS;
            }
        }
    }
    free(devs);
    return result;
}

RunResult vk_init(Vk *vk, VkKeep *keep, const Options *opts, const Script *s)
{
    memset(vk, 0, sizeof *vk);
    vk->keep = keep;
    vk->opts = opts;
    vk->filename = s->filename;
    vk->debug_printf = opts->debug_printf || s->expects_printf;
    if (s->vulkan_version && instance_version() < s->vulkan_version) {
        char *want = version_text(s->vulkan_version);
        skip(vk, run_printf("the script requires Vulkan %s, more than the loader offers", want));
        free(want);
        return RESULT_SKIP;
    }
    if (!get_instance(vk, keep))
        return RESULT_FAIL;
    DeviceInfo d = {0};
    RunResult r = pick_device(vk, s, &d);
    if (r == RESULT_PASS) {
        vk->props = d.props;
        vkGetPhysicalDeviceMemoryProperties(vk->phys, &vk->mem_props);
        if (!create_device(vk, &d, s))
            r = RESULT_FAIL;
    }
    free(d.exts);
    return r;
}

void vk_free(Vk *vk)
{
    if (vk->device) {
        vkDeviceWaitIdle(vk->device);
        vkDestroyDevice(vk->device, NULL);
    }
    free(vk->skip_reason);
    for (size_t i = 0; i < vk->printf_lines.len; i++)
        free(vk->printf_lines.data[i]);
    free(vk->printf_lines.data);
    memset(&vk->printf_lines, 0, sizeof vk->printf_lines);
    vk->device = VK_NULL_HANDLE;
    vk->instance = VK_NULL_HANDLE;
    vk->skip_reason = NULL;
    if (vk->keep)
        vk->keep->current = NULL;
}
