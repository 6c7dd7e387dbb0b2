/* Vulkan boilerplate shared by the layer's test program and its benchmark:
 * instance and device creation with a given layer list, host-visible
 * buffers, a one-storage-buffer compute pipeline layout, and one-shot
 * command buffers. Header-only (static functions); every failure prints the
 * call and the VkResult and makes the helper return false or NULL. */
#ifndef GLSPV_TESTS_VKUTIL_H
#define GLSPV_TESTS_VKUTIL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#define GLSPV_LAYER "VK_LAYER_GLSPV_glsl_shader"
#define VALIDATION_LAYER "VK_LAYER_KHRONOS_validation"
#define SPY_LAYER "VK_LAYER_GLSPV_test_spy"

static inline const char *vk_name(VkResult r)
{
    switch (r) {
#define R(x) case x: return #x;
        R(VK_SUCCESS) R(VK_NOT_READY) R(VK_TIMEOUT) R(VK_INCOMPLETE) R(VK_ERROR_OUT_OF_HOST_MEMORY)
        R(VK_ERROR_OUT_OF_DEVICE_MEMORY) R(VK_ERROR_INITIALIZATION_FAILED) R(VK_ERROR_LAYER_NOT_PRESENT)
        R(VK_ERROR_EXTENSION_NOT_PRESENT) R(VK_ERROR_FEATURE_NOT_PRESENT) R(VK_ERROR_INCOMPATIBLE_DRIVER)
        R(VK_ERROR_UNKNOWN) R(VK_ERROR_INVALID_SHADER_NV) R(VK_PIPELINE_COMPILE_REQUIRED)
#undef R
    default: return "(another VkResult)";
    }
}

#define VK_OK(call) vk_ok_((call), #call, __FILE__, __LINE__)
static inline bool vk_ok_(VkResult r, const char *what, const char *file, int line)
{
    if (r == VK_SUCCESS)
        return true;
    fprintf(stderr, "%s:%d: %s: %s (%d)\n", file, line, what, vk_name(r), (int)r);
    return false;
}

typedef struct Vk {
    VkInstance instance;
    VkPhysicalDevice physical;
    VkDevice device;
    VkQueue queue;
    uint32_t family;
    VkCommandPool pool;
    VkPhysicalDeviceMemoryProperties memory;
} Vk;

/* An instance with `layers` (in order: [0] is closest to the application)
 * and `exts`, `next` chained on its create info. */
static inline bool vk_instance(Vk *vk, uint32_t api, const char *const *layers, uint32_t layer_count,
                               const char *const *exts, uint32_t ext_count, const void *next,
                               const VkAllocationCallbacks *alloc)
{
    memset(vk, 0, sizeof *vk);
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "glspv layer test";
    app.apiVersion = api;
    VkInstanceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    info.pNext = next;
    info.pApplicationInfo = &app;
    info.enabledLayerCount = layer_count;
    info.ppEnabledLayerNames = layers;
    info.enabledExtensionCount = ext_count;
    info.ppEnabledExtensionNames = exts;
    if (!VK_OK(vkCreateInstance(&info, alloc, &vk->instance)))
        return false;
    uint32_t n = 1;
    VkResult r = vkEnumeratePhysicalDevices(vk->instance, &n, &vk->physical);
    if ((r != VK_SUCCESS && r != VK_INCOMPLETE) || n == 0) {
        fprintf(stderr, "no Vulkan device (%s)\n", vk_name(r));
        vkDestroyInstance(vk->instance, alloc);
        vk->instance = VK_NULL_HANDLE;
        return false;
    }
    vkGetPhysicalDeviceMemoryProperties(vk->physical, &vk->memory);
    return true;
}

/* A device with one queue that does graphics and compute, and its pool. */
static inline bool vk_device(Vk *vk, const char *const *exts, uint32_t ext_count, const void *next,
                             const VkAllocationCallbacks *alloc)
{
    uint32_t n = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(vk->physical, &n, NULL);
    VkQueueFamilyProperties props[16];
    n = n > 16 ? 16 : n;
    vkGetPhysicalDeviceQueueFamilyProperties(vk->physical, &n, props);
    vk->family = UINT32_MAX;
    for (uint32_t i = 0; i < n && vk->family == UINT32_MAX; i++) {
        VkQueueFlags want = VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT;
        if ((props[i].queueFlags & want) == want)
            vk->family = i;
    }
    if (vk->family == UINT32_MAX) {
        fprintf(stderr, "no queue family does graphics and compute\n");
        return false;
    }
    float priority = 1.0f;
    VkDeviceQueueCreateInfo queue = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue.queueFamilyIndex = vk->family;
    queue.queueCount = 1;
    queue.pQueuePriorities = &priority;
    VkDeviceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    info.pNext = next;
    info.queueCreateInfoCount = 1;
    info.pQueueCreateInfos = &queue;
    info.enabledExtensionCount = ext_count;
    info.ppEnabledExtensionNames = exts;
    if (!VK_OK(vkCreateDevice(vk->physical, &info, alloc, &vk->device)))
        return false;
    vkGetDeviceQueue(vk->device, vk->family, 0, &vk->queue);
    VkCommandPoolCreateInfo pool = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pool.queueFamilyIndex = vk->family;
    return VK_OK(vkCreateCommandPool(vk->device, &pool, NULL, &vk->pool));
}

static inline void vk_destroy(Vk *vk, const VkAllocationCallbacks *alloc)
{
    if (vk->device) {
        vkDeviceWaitIdle(vk->device);
        if (vk->pool)
            vkDestroyCommandPool(vk->device, vk->pool, NULL);
        vkDestroyDevice(vk->device, alloc);
    }
    if (vk->instance)
        vkDestroyInstance(vk->instance, alloc);
    memset(vk, 0, sizeof *vk);
}

/* ---- memory ---- */

typedef struct Buffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    void *map;
    VkDeviceSize size;
} Buffer;

static inline bool vk_memory(Vk *vk, VkMemoryRequirements req, VkMemoryPropertyFlags want, VkDeviceMemory *out)
{
    for (uint32_t i = 0; i < vk->memory.memoryTypeCount; i++) {
        if ((req.memoryTypeBits & (1u << i)) && (vk->memory.memoryTypes[i].propertyFlags & want) == want) {
            VkMemoryAllocateInfo info = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
            info.allocationSize = req.size;
            info.memoryTypeIndex = i;
            return VK_OK(vkAllocateMemory(vk->device, &info, NULL, out));
        }
    }
    fprintf(stderr, "no memory type fits\n");
    return false;
}

/* A host-visible, coherent, mapped buffer. */
static inline bool vk_buffer(Vk *vk, VkDeviceSize size, VkBufferUsageFlags usage, Buffer *b)
{
    memset(b, 0, sizeof *b);
    b->size = size;
    VkBufferCreateInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    info.size = size;
    info.usage = usage;
    if (!VK_OK(vkCreateBuffer(vk->device, &info, NULL, &b->buffer)))
        return false;
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(vk->device, b->buffer, &req);
    if (!vk_memory(vk, req, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                   &b->memory))
        return false;
    return VK_OK(vkBindBufferMemory(vk->device, b->buffer, b->memory, 0)) &&
           VK_OK(vkMapMemory(vk->device, b->memory, 0, VK_WHOLE_SIZE, 0, &b->map));
}

static inline void vk_buffer_destroy(Vk *vk, Buffer *b)
{
    if (b->buffer)
        vkDestroyBuffer(vk->device, b->buffer, NULL);
    if (b->memory)
        vkFreeMemory(vk->device, b->memory, NULL);
    memset(b, 0, sizeof *b);
}

/* ---- modules and compute ---- */

static inline VkShaderModule vk_module(Vk *vk, const void *code, size_t size, VkResult *result)
{
    VkShaderModuleCreateInfo info = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    info.codeSize = size;
    info.pCode = code;
    VkShaderModule m = VK_NULL_HANDLE;
    VkResult r = vkCreateShaderModule(vk->device, &info, NULL, &m);
    if (result)
        *result = r;
    return r == VK_SUCCESS ? m : VK_NULL_HANDLE;
}

static inline VkShaderModule vk_glsl(Vk *vk, const char *text, VkResult *result)
{
    return vk_module(vk, text, strlen(text) + 1, result);
}

/* Set 0: storage buffer at binding 0; push constants: 16 bytes for compute. */
typedef struct ComputeLayout {
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout layout;
    VkDescriptorPool pool;
    VkDescriptorSet set;
} ComputeLayout;

static inline bool vk_compute_layout(Vk *vk, Buffer *storage, ComputeLayout *c)
{
    memset(c, 0, sizeof *c);
    VkDescriptorSetLayoutBinding binding = {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT,
                                            NULL};
    VkDescriptorSetLayoutCreateInfo sl = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    sl.bindingCount = 1;
    sl.pBindings = &binding;
    if (!VK_OK(vkCreateDescriptorSetLayout(vk->device, &sl, NULL, &c->set_layout)))
        return false;
    VkPushConstantRange push = {VK_SHADER_STAGE_COMPUTE_BIT, 0, 16};
    VkPipelineLayoutCreateInfo pl = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    pl.setLayoutCount = 1;
    pl.pSetLayouts = &c->set_layout;
    pl.pushConstantRangeCount = 1;
    pl.pPushConstantRanges = &push;
    if (!VK_OK(vkCreatePipelineLayout(vk->device, &pl, NULL, &c->layout)))
        return false;
    VkDescriptorPoolSize size = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
    VkDescriptorPoolCreateInfo dp = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    dp.maxSets = 1;
    dp.poolSizeCount = 1;
    dp.pPoolSizes = &size;
    if (!VK_OK(vkCreateDescriptorPool(vk->device, &dp, NULL, &c->pool)))
        return false;
    VkDescriptorSetAllocateInfo ds = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    ds.descriptorPool = c->pool;
    ds.descriptorSetCount = 1;
    ds.pSetLayouts = &c->set_layout;
    if (!VK_OK(vkAllocateDescriptorSets(vk->device, &ds, &c->set)))
        return false;
    VkDescriptorBufferInfo bi = {storage->buffer, 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    w.dstSet = c->set;
    w.descriptorCount = 1;
    w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    w.pBufferInfo = &bi;
    vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);
    return true;
}

static inline void vk_compute_layout_destroy(Vk *vk, ComputeLayout *c)
{
    if (c->pool)
        vkDestroyDescriptorPool(vk->device, c->pool, NULL);
    if (c->layout)
        vkDestroyPipelineLayout(vk->device, c->layout, NULL);
    if (c->set_layout)
        vkDestroyDescriptorSetLayout(vk->device, c->set_layout, NULL);
    memset(c, 0, sizeof *c);
}

static inline VkComputePipelineCreateInfo vk_compute_info(VkShaderModule module, VkPipelineLayout layout,
                                                          const VkSpecializationInfo *spec)
{
    VkComputePipelineCreateInfo info = {.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    info.stage.module = module;
    info.stage.pName = "main";
    info.stage.pSpecializationInfo = spec;
    info.layout = layout;
    info.basePipelineIndex = -1;
    return info;
}

/* Records with `record`, submits, waits. */
static inline bool vk_submit(Vk *vk, void (*record)(VkCommandBuffer, void *), void *user)
{
    VkCommandBufferAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    ai.commandPool = vk->pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    VkCommandBuffer cb;
    if (!VK_OK(vkAllocateCommandBuffers(vk->device, &ai, &cb)))
        return false;
    VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    bool ok = VK_OK(vkBeginCommandBuffer(cb, &begin));
    if (ok) {
        record(cb, user);
        ok = VK_OK(vkEndCommandBuffer(cb));
    }
    VkSubmitInfo submit = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO};
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cb;
    ok = ok && VK_OK(vkQueueSubmit(vk->queue, 1, &submit, VK_NULL_HANDLE)) && VK_OK(vkQueueWaitIdle(vk->queue));
    vkFreeCommandBuffers(vk->device, vk->pool, 1, &cb);
    return ok;
}

typedef struct Dispatch {
    VkPipeline pipeline;
    ComputeLayout *layout;
    uint32_t groups;
    uint32_t push[4];
} Dispatch;

static inline void vk_record_dispatch(VkCommandBuffer cb, void *user)
{
    Dispatch *d = user;
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, d->pipeline);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, d->layout->layout, 0, 1, &d->layout->set, 0, NULL);
    vkCmdPushConstants(cb, d->layout->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof d->push, d->push);
    vkCmdDispatch(cb, d->groups, 1, 1);
    VkMemoryBarrier barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                         NULL, 0, NULL);
}

#endif
