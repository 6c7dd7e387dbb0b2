/* What the layer examples share: the Vulkan set-up that has nothing to do
 * with GLSL. An instance with VK_LAYER_GLSPV_glsl_shader, a device with
 * VK_NV_glsl_shader, a host-visible storage buffer bound at set 0, binding 0,
 * and a one-shot dispatch. Errors end the program with a message naming the
 * call. Build: cc example.c -lvulkan; run with the layer findable, e.g.
 * VK_ADD_LAYER_PATH=build/layer (make demo does this). */
#ifndef GLSPV_EXAMPLE_H
#define GLSPV_EXAMPLE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#define LAYER "VK_LAYER_GLSPV_glsl_shader"

static inline const char *result_name(VkResult r)
{
    switch (r) {
    case VK_SUCCESS: return "VK_SUCCESS";
    case VK_ERROR_INVALID_SHADER_NV: return "VK_ERROR_INVALID_SHADER_NV";
    case VK_ERROR_LAYER_NOT_PRESENT: return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    default: return "another VkResult";
    }
}

static inline void check(VkResult r, const char *what)
{
    if (r != VK_SUCCESS) {
        fprintf(stderr, "example: %s failed: %s (%d)\n", what, result_name(r), (int)r);
        exit(1);
    }
}

typedef struct Example {
    VkInstance instance;
    VkPhysicalDevice physical;
    VkDevice device;
    VkQueue queue;
    uint32_t family;
    VkBuffer buffer;
    VkDeviceMemory memory;
    uint32_t *data;                 /* the buffer, mapped */
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout layout;
    VkDescriptorPool pool;
    VkDescriptorSet set;
    VkCommandPool commands;
} Example;

/* The instance, with the layer and `instance_next` chained (a debug
 * messenger, say), and the first device, with VK_NV_glsl_shader. */
static inline void example_open(Example *e, const void *instance_next, uint32_t values)
{
    memset(e, 0, sizeof *e);
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "glspv layer example";
    app.apiVersion = VK_API_VERSION_1_1;
    const char *layers[] = {LAYER};
    const char *instance_exts[] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
    VkInstanceCreateInfo ii = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    ii.pNext = instance_next;
    ii.pApplicationInfo = &app;
    ii.enabledLayerCount = 1;
    ii.ppEnabledLayerNames = layers;
    ii.enabledExtensionCount = 1;
    ii.ppEnabledExtensionNames = instance_exts;
    VkResult r = vkCreateInstance(&ii, NULL, &e->instance);
    if (r == VK_ERROR_LAYER_NOT_PRESENT) {
        fprintf(stderr, "example: %s is not installed; point VK_ADD_LAYER_PATH at the folder of its "
                        "manifest (build/layer)\n", LAYER);
        exit(1);
    }
    check(r, "vkCreateInstance");
    uint32_t n = 1;
    r = vkEnumeratePhysicalDevices(e->instance, &n, &e->physical);
    if (n == 0 || (r != VK_SUCCESS && r != VK_INCOMPLETE)) {
        fprintf(stderr, "example: no Vulkan device\n");
        exit(1);
    }
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(e->physical, &props);
    printf("device: %s\n", props.deviceName);

    VkQueueFamilyProperties families[16];
    n = 16;
    vkGetPhysicalDeviceQueueFamilyProperties(e->physical, &n, families);
    e->family = UINT32_MAX;
    for (uint32_t i = 0; i < n && e->family == UINT32_MAX; i++)
        if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
            e->family = i;
    float priority = 1;
    VkDeviceQueueCreateInfo qi = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    qi.queueFamilyIndex = e->family;
    qi.queueCount = 1;
    qi.pQueuePriorities = &priority;
    const char *device_exts[] = {VK_NV_GLSL_SHADER_EXTENSION_NAME};
    VkDeviceCreateInfo di = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    di.queueCreateInfoCount = 1;
    di.pQueueCreateInfos = &qi;
    di.enabledExtensionCount = 1;
    di.ppEnabledExtensionNames = device_exts;
    check(vkCreateDevice(e->physical, &di, NULL, &e->device), "vkCreateDevice with VK_NV_glsl_shader");
    vkGetDeviceQueue(e->device, e->family, 0, &e->queue);

    /* The storage buffer, host-visible so that we can read it back. */
    VkBufferCreateInfo bi = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    bi.size = values * sizeof(uint32_t);
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    check(vkCreateBuffer(e->device, &bi, NULL, &e->buffer), "vkCreateBuffer");
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(e->device, e->buffer, &req);
    VkPhysicalDeviceMemoryProperties mem;
    vkGetPhysicalDeviceMemoryProperties(e->physical, &mem);
    VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    VkMemoryAllocateInfo mi = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    mi.allocationSize = req.size;
    mi.memoryTypeIndex = UINT32_MAX;
    for (uint32_t i = 0; i < mem.memoryTypeCount && mi.memoryTypeIndex == UINT32_MAX; i++)
        if ((req.memoryTypeBits & (1u << i)) && (mem.memoryTypes[i].propertyFlags & want) == want)
            mi.memoryTypeIndex = i;
    check(vkAllocateMemory(e->device, &mi, NULL, &e->memory), "vkAllocateMemory");
    check(vkBindBufferMemory(e->device, e->buffer, e->memory, 0), "vkBindBufferMemory");
    check(vkMapMemory(e->device, e->memory, 0, VK_WHOLE_SIZE, 0, (void **)&e->data), "vkMapMemory");

    /* layout(set = 0, binding = 0) buffer ... */
    VkDescriptorSetLayoutBinding binding = {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT,
                                            NULL};
    VkDescriptorSetLayoutCreateInfo sli = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    sli.bindingCount = 1;
    sli.pBindings = &binding;
    check(vkCreateDescriptorSetLayout(e->device, &sli, NULL, &e->set_layout), "vkCreateDescriptorSetLayout");
    VkPipelineLayoutCreateInfo pli = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    pli.setLayoutCount = 1;
    pli.pSetLayouts = &e->set_layout;
    check(vkCreatePipelineLayout(e->device, &pli, NULL, &e->layout), "vkCreatePipelineLayout");
    VkDescriptorPoolSize size = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
    VkDescriptorPoolCreateInfo dpi = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    dpi.maxSets = 1;
    dpi.poolSizeCount = 1;
    dpi.pPoolSizes = &size;
    check(vkCreateDescriptorPool(e->device, &dpi, NULL, &e->pool), "vkCreateDescriptorPool");
    VkDescriptorSetAllocateInfo dsa = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    dsa.descriptorPool = e->pool;
    dsa.descriptorSetCount = 1;
    dsa.pSetLayouts = &e->set_layout;
    check(vkAllocateDescriptorSets(e->device, &dsa, &e->set), "vkAllocateDescriptorSets");
    VkDescriptorBufferInfo dbi = {e->buffer, 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    w.dstSet = e->set;
    w.descriptorCount = 1;
    w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    w.pBufferInfo = &dbi;
    vkUpdateDescriptorSets(e->device, 1, &w, 0, NULL);

    VkCommandPoolCreateInfo cpi = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    cpi.queueFamilyIndex = e->family;
    check(vkCreateCommandPool(e->device, &cpi, NULL, &e->commands), "vkCreateCommandPool");
}

/* Runs `pipeline` over `groups` work groups and waits for it. */
static inline void example_dispatch(Example *e, VkPipeline pipeline, uint32_t groups)
{
    VkCommandBufferAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    ai.commandPool = e->commands;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    VkCommandBuffer cb;
    check(vkAllocateCommandBuffers(e->device, &ai, &cb), "vkAllocateCommandBuffers");
    VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    check(vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer");
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, e->layout, 0, 1, &e->set, 0, NULL);
    vkCmdDispatch(cb, groups, 1, 1);
    VkMemoryBarrier barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                         NULL, 0, NULL);
    check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO};
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cb;
    check(vkQueueSubmit(e->queue, 1, &si, VK_NULL_HANDLE), "vkQueueSubmit");
    check(vkQueueWaitIdle(e->queue), "vkQueueWaitIdle");
    vkFreeCommandBuffers(e->device, e->commands, 1, &cb);
}

static inline void example_close(Example *e)
{
    vkDeviceWaitIdle(e->device);
    vkDestroyCommandPool(e->device, e->commands, NULL);
    vkDestroyDescriptorPool(e->device, e->pool, NULL);
    vkDestroyPipelineLayout(e->device, e->layout, NULL);
    vkDestroyDescriptorSetLayout(e->device, e->set_layout, NULL);
    vkDestroyBuffer(e->device, e->buffer, NULL);
    vkFreeMemory(e->device, e->memory, NULL);
    vkDestroyDevice(e->device, NULL);
    vkDestroyInstance(e->instance, NULL);
}

#endif
