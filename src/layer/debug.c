/* Compile logs to the application: VK_EXT_debug_report callbacks and
 * VK_EXT_debug_utils messengers, each exactly once.
 *
 * The layer keeps its own list of the application's callbacks, as the
 * validation layers do: those chained on VkInstanceCreateInfo and those made
 * with vkCreateDebug{ReportCallback,UtilsMessenger}EXT (which still go down
 * the chain so that lower layers get them too). It calls them itself:
 * forwarding through vkDebugReportMessageEXT reaches a callback twice on
 * some loader and driver pairs (vk-nv-glsl-shader.md §5, trap 8).
 *
 * A chained callback normally hears only vkCreateInstance and
 * vkDestroyInstance; the layer also sends it compile logs, since an
 * application that only chains one expects to hear about its shaders. When
 * the application made a callback with the same function and user data as a
 * chained one (as many do, to cover instance creation too), that pair gets
 * the message once. */
#include <stdio.h>
#include <string.h>

#include "layer/layer.h"

/* Grows an array of the instance's (under the lock, or before the instance
 * is in the map). */
static bool grow(Instance *inst, void **data, size_t *cap, size_t count, size_t elem)
{
    if (count < *cap)
        return true;
    size_t n = *cap ? *cap * 2 : 4;
    void *p = mem_alloc(inst->alloc, n * elem, VK_SYSTEM_ALLOCATION_SCOPE_INSTANCE);
    if (!p)
        return false;
    if (count)
        memcpy(p, *data, count * elem);
    mem_free(inst->alloc, *data);
    *data = p;
    *cap = n;
    return true;
}

static bool add_report(Instance *inst, DebugReport r)
{
    DebugTargets *t = &inst->debug;
    if (!grow(inst, (void **)&t->reports, &t->report_cap, t->report_count, sizeof r))
        return false;
    t->reports[t->report_count++] = r;
    return true;
}

static bool add_utils(Instance *inst, DebugUtils u)
{
    DebugTargets *t = &inst->debug;
    if (!grow(inst, (void **)&t->utils, &t->utils_cap, t->utils_count, sizeof u))
        return false;
    t->utils[t->utils_count++] = u;
    return true;
}

bool debug_add_chained(Instance *inst, const void *pnext)
{
    for (const VkBaseInStructure *s = pnext; s; s = s->pNext) {
        if (s->sType == VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT) {
            const VkDebugReportCallbackCreateInfoEXT *c = (const void *)s;
            if (c->pfnCallback && !add_report(inst, (DebugReport){VK_NULL_HANDLE, c->flags, c->pfnCallback,
                                                                  c->pUserData}))
                return false;
        } else if (s->sType == VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT) {
            const VkDebugUtilsMessengerCreateInfoEXT *c = (const void *)s;
            if (c->pfnUserCallback &&
                !add_utils(inst, (DebugUtils){VK_NULL_HANDLE, c->messageSeverity, c->messageType,
                                              c->pfnUserCallback, c->pUserData}))
                return false;
        }
    }
    return true;
}

void debug_free(Instance *inst)
{
    mem_free(inst->alloc, inst->debug.reports);
    mem_free(inst->alloc, inst->debug.utils);
    memset(&inst->debug, 0, sizeof inst->debug);
}

/* ---- the application's callbacks ---- */

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateDebugReportCallbackEXT(VkInstance instance,
                                                                  const VkDebugReportCallbackCreateInfoEXT *info,
                                                                  const VkAllocationCallbacks *alloc,
                                                                  VkDebugReportCallbackEXT *out)
{
    Instance *inst = instance_of(instance);
    if (!inst || !inst->next.CreateDebugReportCallbackEXT)
        return VK_ERROR_INITIALIZATION_FAILED;
    VkResult r = inst->next.CreateDebugReportCallbackEXT(instance, info, alloc, out);
    if (r != VK_SUCCESS)
        return r;
    layer_lock();
    bool ok = add_report(inst, (DebugReport){*out, info->flags, info->pfnCallback, info->pUserData});
    layer_unlock();
    if (!ok) {
        inst->next.DestroyDebugReportCallbackEXT(instance, *out, alloc);
        *out = VK_NULL_HANDLE;
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL layer_DestroyDebugReportCallbackEXT(VkInstance instance, VkDebugReportCallbackEXT cb,
                                                               const VkAllocationCallbacks *alloc)
{
    Instance *inst = instance_of(instance);
    if (!inst)
        return;
    layer_lock();
    DebugTargets *t = &inst->debug;
    for (size_t i = 0; cb && i < t->report_count; i++) {
        if (t->reports[i].handle == cb) {
            t->reports[i] = t->reports[--t->report_count];
            break;
        }
    }
    layer_unlock();
    inst->next.DestroyDebugReportCallbackEXT(instance, cb, alloc);
}

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateDebugUtilsMessengerEXT(VkInstance instance,
                                                                  const VkDebugUtilsMessengerCreateInfoEXT *info,
                                                                  const VkAllocationCallbacks *alloc,
                                                                  VkDebugUtilsMessengerEXT *out)
{
    Instance *inst = instance_of(instance);
    if (!inst || !inst->next.CreateDebugUtilsMessengerEXT)
        return VK_ERROR_INITIALIZATION_FAILED;
    VkResult r = inst->next.CreateDebugUtilsMessengerEXT(instance, info, alloc, out);
    if (r != VK_SUCCESS)
        return r;
    layer_lock();
    bool ok = add_utils(inst, (DebugUtils){*out, info->messageSeverity, info->messageType, info->pfnUserCallback,
                                           info->pUserData});
    layer_unlock();
    if (!ok) {
        inst->next.DestroyDebugUtilsMessengerEXT(instance, *out, alloc);
        *out = VK_NULL_HANDLE;
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL layer_DestroyDebugUtilsMessengerEXT(VkInstance instance, VkDebugUtilsMessengerEXT m,
                                                               const VkAllocationCallbacks *alloc)
{
    Instance *inst = instance_of(instance);
    if (!inst)
        return;
    layer_lock();
    DebugTargets *t = &inst->debug;
    for (size_t i = 0; m && i < t->utils_count; i++) {
        if (t->utils[i].handle == m) {
            t->utils[i] = t->utils[--t->utils_count];
            break;
        }
    }
    layer_unlock();
    inst->next.DestroyDebugUtilsMessengerEXT(instance, m, alloc);
}

/* ---- delivery ---- */

/* A chained callback that the application also made: it hears the message
 * through the one it made. */
static bool report_duplicate(const DebugReport *all, size_t n, size_t i)
{
    if (all[i].handle)
        return false;
    for (size_t j = 0; j < n; j++) {
        if (all[j].handle && all[j].fn == all[i].fn && all[j].user == all[i].user)
            return true;
    }
    return false;
}

static bool utils_duplicate(const DebugUtils *all, size_t n, size_t i)
{
    if (all[i].handle)
        return false;
    for (size_t j = 0; j < n; j++) {
        if (all[j].handle && all[j].fn == all[i].fn && all[j].user == all[i].user)
            return true;
    }
    return false;
}

/* One message to every listener that takes its severity. */
static void deliver(Instance *inst, bool error, const char *id, uint64_t module, const char *module_name,
                    const char *message)
{
    /* Copied under the lock, called without it: a callback may well call
     * Vulkan, and the application's callbacks are its own business. */
    DebugReport *reports = NULL;
    DebugUtils *utils = NULL;
    size_t nr = 0, nu = 0;
    bool copied = true;
    layer_lock();
    if (inst->debug.report_count) {
        reports = mem_alloc(inst->alloc, inst->debug.report_count * sizeof *reports,
                            VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
        if (reports) {
            nr = inst->debug.report_count;
            memcpy(reports, inst->debug.reports, nr * sizeof *reports);
        } else {
            copied = false;
        }
    }
    if (inst->debug.utils_count) {
        utils = mem_alloc(inst->alloc, inst->debug.utils_count * sizeof *utils, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
        if (utils) {
            nu = inst->debug.utils_count;
            memcpy(utils, inst->debug.utils, nu * sizeof *utils);
        } else {
            copied = false;
        }
    }
    layer_unlock();

    VkDebugReportFlagsEXT report_flag = error ? VK_DEBUG_REPORT_ERROR_BIT_EXT : VK_DEBUG_REPORT_WARNING_BIT_EXT;
    VkDebugUtilsMessageSeverityFlagBitsEXT severity =
        error ? VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT : VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    size_t delivered = 0;
    for (size_t i = 0; i < nr; i++) {
        if (!(reports[i].flags & report_flag) || report_duplicate(reports, nr, i))
            continue;
        reports[i].fn(report_flag,
                      module ? VK_DEBUG_REPORT_OBJECT_TYPE_SHADER_MODULE_EXT : VK_DEBUG_REPORT_OBJECT_TYPE_UNKNOWN_EXT,
                      module, 0, 0, LAYER_NAME, message, reports[i].user);
        delivered++;
    }
    VkDebugUtilsObjectNameInfoEXT object = {VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT, NULL,
                                            VK_OBJECT_TYPE_SHADER_MODULE, module, module_name};
    VkDebugUtilsMessengerCallbackDataEXT data = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT};
    data.pMessageIdName = id;
    data.pMessage = message;
    data.objectCount = module ? 1 : 0;
    data.pObjects = module ? &object : NULL;
    for (size_t i = 0; i < nu; i++) {
        if (!(utils[i].severities & severity) || !(utils[i].types & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT) ||
            utils_duplicate(utils, nu, i))
            continue;
        utils[i].fn(severity, VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT,
                    &data, utils[i].user);
        delivered++;
    }
    mem_free(inst->alloc, reports);
    mem_free(inst->alloc, utils);

    LogStderr to_stderr = inst->settings.log_stderr;
    if (to_stderr == LOG_STDERR_ALWAYS || (to_stderr == LOG_STDERR_AUTO && (!delivered || !copied)))
        fprintf(stderr, "%s: %s\n", LAYER_NAME, message);
}

void debug_error(Instance *inst, const char *id, uint64_t module, const char *module_name, const char *message)
{
    deliver(inst, true, id, module, module_name, message);
}

void debug_warning(Instance *inst, const char *id, const char *message)
{
    deliver(inst, false, id, 0, NULL, message);
}
