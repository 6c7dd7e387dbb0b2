/* The Vulkan objects a script's data lives in: the framebuffer (a colour
 * image, an optional depth/stencil image, a render pass that loads and
 * stores both, and a host-visible buffer to read the colour back), one
 * host-visible buffer per UBO and SSBO the script names, its textures and
 * storage images (images.c), the vertex, index and rectangle buffers, the
 * descriptor sets, and the command buffer with its fence.
 *
 * Buffers are host-visible and persistently mapped: [test] commands write
 * them directly and probes read them after the queue is idle. Memory that is
 * not host-coherent is flushed and invalidated around those moments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

int find_buffer(const Script *s, uint32_t set, uint32_t binding)
{
    for (size_t i = 0; i < s->buffers.len; i++) {
        if (s->buffers.data[i].set == set && s->buffers.data[i].binding == binding)
            return (int)i;
    }
    return -1;
}

/* ---- memory ---- */

static bool allocate(Runner *r, VkMemoryRequirements req, VkMemoryPropertyFlags want, VkMemoryPropertyFlags fallback,
                     VkDeviceMemory *out, VkMemoryPropertyFlags *got, VkMemoryAllocateFlags flags);

bool gpu_memory_allocate(Runner *r, VkMemoryRequirements req, VkMemoryPropertyFlags want,
                         VkMemoryPropertyFlags fallback, VkDeviceMemory *out, VkMemoryPropertyFlags *got)
{
    return allocate(r, req, want, fallback, out, got, 0);
}

/* The same, with VkMemoryAllocateFlags (a device address for buffers that have one). */
static bool allocate(Runner *r, VkMemoryRequirements req, VkMemoryPropertyFlags want, VkMemoryPropertyFlags fallback,
                     VkDeviceMemory *out, VkMemoryPropertyFlags *got, VkMemoryAllocateFlags flags)
{
    int32_t type = memory_type_index(&r->vk, req.memoryTypeBits, want);
    if (type < 0)
        type = memory_type_index(&r->vk, req.memoryTypeBits, fallback);
    if (type < 0) {
        fprintf(stderr, "%s: error: no suitable memory type\n", r->script->filename);
        return false;
    }
    if (got)
        *got = r->vk.mem_props.memoryTypes[type].propertyFlags;
    VkMemoryAllocateInfo info = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    info.allocationSize = req.size;
    info.memoryTypeIndex = (uint32_t)type;
    VkMemoryAllocateFlagsInfo flags_info = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
    flags_info.flags = flags;
    if (flags)
        info.pNext = &flags_info;
    return vk_check(&r->vk, vkAllocateMemory(r->vk.device, &info, NULL, out), "vkAllocateMemory");
}

bool gpu_buffer_create(Runner *r, GpuBuffer *b, VkDeviceSize size, VkBufferUsageFlags usage)
{
    VkDevice dev = r->vk.device;
    memset(b, 0, sizeof *b);
    b->size = size ? size : 4;
    VkBufferCreateInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    info.size = b->size;
    info.usage = usage;
    info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    if (!vk_check(&r->vk, vkCreateBuffer(dev, &info, NULL, &b->buffer), "vkCreateBuffer"))
        return false;
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(dev, b->buffer, &req);
    VkMemoryPropertyFlags got;
    VkMemoryAllocateFlags flags =
        usage & VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT ? VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT : 0;
    if (!allocate(r, req, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                  VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT, &b->memory, &got, flags))
        return false;
    b->coherent = got & VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    if (!vk_check(&r->vk, vkBindBufferMemory(dev, b->buffer, b->memory, 0), "vkBindBufferMemory") ||
        !vk_check(&r->vk, vkMapMemory(dev, b->memory, 0, VK_WHOLE_SIZE, 0, &b->map), "vkMapMemory"))
        return false;
    memset(b->map, 0, (size_t)b->size);
    return gpu_buffer_flush(r, b);
}

void gpu_buffer_free(Runner *r, GpuBuffer *b)
{
    if (b->buffer)
        vkDestroyBuffer(r->vk.device, b->buffer, NULL);
    if (b->memory)
        vkFreeMemory(r->vk.device, b->memory, NULL); /* also unmaps */
    memset(b, 0, sizeof *b);
}

static VkMappedMemoryRange whole_range(GpuBuffer *b)
{
    VkMappedMemoryRange range = {.sType = VK_STRUCTURE_TYPE_MAPPED_MEMORY_RANGE};
    range.memory = b->memory;
    range.size = VK_WHOLE_SIZE;
    return range;
}

bool gpu_buffer_flush(Runner *r, GpuBuffer *b)
{
    if (b->coherent)
        return true;
    VkMappedMemoryRange range = whole_range(b);
    return vk_check(&r->vk, vkFlushMappedMemoryRanges(r->vk.device, 1, &range), "vkFlushMappedMemoryRanges");
}

bool gpu_buffer_invalidate(Runner *r, GpuBuffer *b)
{
    if (b->coherent)
        return true;
    VkMappedMemoryRange range = whole_range(b);
    return vk_check(&r->vk, vkInvalidateMappedMemoryRanges(r->vk.device, 1, &range),
                    "vkInvalidateMappedMemoryRanges");
}

/* ---- the framebuffer ---- */

static bool create_image(Runner *r, const Format *f, VkImageUsageFlags usage, VkImage *image,
                         VkDeviceMemory *memory, VkImageView *view)
{
    VkDevice dev = r->vk.device;
    VkImageCreateInfo info = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
    info.imageType = VK_IMAGE_TYPE_2D;
    info.format = f->vk;
    info.extent = (VkExtent3D){r->script->width, r->script->height, 1};
    uint32_t layers = r->script->views ? r->script->views : 1;
    info.mipLevels = 1;
    info.arrayLayers = layers;
    info.samples = VK_SAMPLE_COUNT_1_BIT;
    info.tiling = VK_IMAGE_TILING_OPTIMAL;
    info.usage = usage;
    info.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    if (!vk_check(&r->vk, vkCreateImage(dev, &info, NULL, image), "vkCreateImage"))
        return false;
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(dev, *image, &req);
    if (!gpu_memory_allocate(r, req, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, memory, NULL) ||
        !vk_check(&r->vk, vkBindImageMemory(dev, *image, *memory, 0), "vkBindImageMemory"))
        return false;
    VkImageViewCreateInfo vinfo = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
    vinfo.image = *image;
    vinfo.viewType = r->script->views ? VK_IMAGE_VIEW_TYPE_2D_ARRAY : VK_IMAGE_VIEW_TYPE_2D;
    vinfo.format = f->vk;
    vinfo.subresourceRange.aspectMask = 0;
    if (!format_is_depth(f))
        vinfo.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
    for (int i = 0; i < f->n_parts; i++) {
        if (f->parts[i].component == 'D')
            vinfo.subresourceRange.aspectMask |= VK_IMAGE_ASPECT_DEPTH_BIT;
        if (f->parts[i].component == 'S')
            vinfo.subresourceRange.aspectMask |= VK_IMAGE_ASPECT_STENCIL_BIT;
    }
    vinfo.subresourceRange.levelCount = 1;
    vinfo.subresourceRange.layerCount = layers;
    return vk_check(&r->vk, vkCreateImageView(dev, &vinfo, NULL, view), "vkCreateImageView");
}

/* Both attachments keep their contents between render pass instances and
 * stay in their attachment layouts; the dependencies order one instance's
 * writes before the next one's, and before copies and compute work. */
static bool create_render_pass(Runner *r)
{
    const Script *s = r->script;
    VkAttachmentDescription att[2] = {{0}, {0}};
    att[0].format = s->color_format.vk;
    att[0].samples = VK_SAMPLE_COUNT_1_BIT;
    att[0].loadOp = VK_ATTACHMENT_LOAD_OP_LOAD;
    att[0].storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    att[0].stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE;
    att[0].stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE;
    att[0].initialLayout = att[0].finalLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    att[1] = att[0];
    att[1].format = s->depth_format.vk;
    att[1].stencilLoadOp = VK_ATTACHMENT_LOAD_OP_LOAD;
    att[1].stencilStoreOp = VK_ATTACHMENT_STORE_OP_STORE;
    att[1].initialLayout = att[1].finalLayout = VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL;
    VkAttachmentReference color_ref = {0, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL};
    VkAttachmentReference depth_ref = {1, VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL};
    VkSubpassDescription sub = {0};
    sub.pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS;
    sub.colorAttachmentCount = 1;
    sub.pColorAttachments = &color_ref;
    sub.pDepthStencilAttachment = s->has_depth ? &depth_ref : NULL;
    VkSubpassDependency deps[2] = {{0}, {0}};
    deps[0].srcSubpass = VK_SUBPASS_EXTERNAL;
    deps[0].dstSubpass = 0;
    deps[0].srcStageMask = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    deps[0].dstStageMask = VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT;
    deps[0].srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
    deps[0].dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
    deps[1] = deps[0];
    deps[1].srcSubpass = 0;
    deps[1].dstSubpass = VK_SUBPASS_EXTERNAL;
    deps[1].srcStageMask = VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT;
    deps[1].dstStageMask = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    VkRenderPassCreateInfo info = {.sType = VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO};
    /* [require] views N: one subpass drawing view i into layer i. */
    uint32_t view_mask = (1u << s->views) - 1;
    VkRenderPassMultiviewCreateInfo multiview = {.sType = VK_STRUCTURE_TYPE_RENDER_PASS_MULTIVIEW_CREATE_INFO};
    multiview.subpassCount = 1;
    multiview.pViewMasks = &view_mask;
    if (s->views)
        info.pNext = &multiview;
    info.attachmentCount = s->has_depth ? 2 : 1;
    info.pAttachments = att;
    info.subpassCount = 1;
    info.pSubpasses = &sub;
    info.dependencyCount = 2;
    info.pDependencies = deps;
    return vk_check(&r->vk, vkCreateRenderPass(r->vk.device, &info, NULL, &r->render_pass), "vkCreateRenderPass");
}

static bool create_framebuffer(Runner *r)
{
    const Script *s = r->script;
    if (!create_image(r, &s->color_format,
                      VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
                          VK_IMAGE_USAGE_TRANSFER_DST_BIT,
                      &r->color_image, &r->color_memory, &r->color_view))
        return false;
    if (s->has_depth &&
        !create_image(r, &s->depth_format,
                      VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
                      &r->depth_image, &r->depth_memory, &r->depth_view))
        return false;
    if (!create_render_pass(r))
        return false;
    VkImageView views[2] = {r->color_view, r->depth_view};
    VkFramebufferCreateInfo info = {.sType = VK_STRUCTURE_TYPE_FRAMEBUFFER_CREATE_INFO};
    info.renderPass = r->render_pass;
    info.attachmentCount = s->has_depth ? 2 : 1;
    info.pAttachments = views;
    info.width = s->width;
    info.height = s->height;
    info.layers = 1;
    if (!vk_check(&r->vk, vkCreateFramebuffer(r->vk.device, &info, NULL, &r->framebuffer), "vkCreateFramebuffer"))
        return false;
    VkDeviceSize size = (VkDeviceSize)s->width * s->height * format_size(&s->color_format) * (s->views ? s->views : 1);
    return gpu_buffer_create(r, &r->readback, size, VK_BUFFER_USAGE_TRANSFER_DST_BIT);
}

/* ---- script buffers and descriptors ---- */

static bool create_vertex_buffers(Runner *r)
{
    const Script *s = r->script;
    if (s->has_vertex_data && s->vertex_data.bytes.len) {
        if (!gpu_buffer_create(r, &r->vertex_buffer, s->vertex_data.bytes.len, VK_BUFFER_USAGE_VERTEX_BUFFER_BIT))
            return false;
        memcpy(r->vertex_buffer.map, s->vertex_data.bytes.data, s->vertex_data.bytes.len);
        if (!gpu_buffer_flush(r, &r->vertex_buffer))
            return false;
    }
    if (s->indices.len) {
        size_t size = s->indices.len * sizeof *s->indices.data;
        if (!gpu_buffer_create(r, &r->index_buffer, size, VK_BUFFER_USAGE_INDEX_BUFFER_BIT))
            return false;
        memcpy(r->index_buffer.map, s->indices.data, size);
        if (!gpu_buffer_flush(r, &r->index_buffer))
            return false;
    }
    if (!s->n_rects)
        return true;
    /* Four vec3 corners per "draw rect", a triangle strip (or a patch). */
    if (!gpu_buffer_create(r, &r->rect_buffer, s->n_rects * 4 * 3 * sizeof(float), VK_BUFFER_USAGE_VERTEX_BUFFER_BIT))
        return false;
    float *v = r->rect_buffer.map;
    for (size_t i = 0; i < s->commands.len; i++) {
        const Command *c = &s->commands.data[i];
        if (c->kind != CMD_DRAW_RECT)
            continue;
        float x = c->u.rect.x, y = c->u.rect.y, w = c->u.rect.w, h = c->u.rect.h;
        float corners[12] = {x, y, 0, x + w, y, 0, x, y + h, 0, x + w, y + h, 0};
        memcpy(v + c->u.rect.rect_index * 12, corners, sizeof corners);
    }
    return gpu_buffer_flush(r, &r->rect_buffer);
}

static VkDescriptorType buffer_descriptor_type(const ScriptBuffer *b)
{
    return b->type == BUFFER_UBO ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
}

/* Sets up to the highest one a buffer or image names. */
static uint32_t count_sets(const Script *s)
{
    uint32_t n = s->buffers.len ? s->buffers.data[s->buffers.len - 1].set + 1 : 0;
    for (size_t i = 0; i < s->images.len; i++) {
        if (s->images.data[i].set >= n)
            n = s->images.data[i].set + 1;
    }
    return n;
}

static VkDescriptorSetLayoutBinding layout_binding(uint32_t binding, VkDescriptorType type)
{
    VkDescriptorSetLayoutBinding lb = {0};
    lb.binding = binding;
    lb.descriptorType = type;
    lb.descriptorCount = 1;
    lb.stageFlags = VK_SHADER_STAGE_ALL;
    return lb;
}

static bool create_set_layouts(Runner *r)
{
    const Script *s = r->script;
    r->n_sets = count_sets(s);
    for (uint32_t set = 0; set < r->n_sets; set++) {
        ARRAY(VkDescriptorSetLayoutBinding) bindings = {0};
        for (size_t i = 0; i < s->buffers.len; i++) {
            const ScriptBuffer *b = &s->buffers.data[i];
            if (b->set == set)
                array_push(&bindings, layout_binding(b->binding, buffer_descriptor_type(b)));
        }
        for (size_t i = 0; i < s->images.len; i++) {
            const ScriptImage *im = &s->images.data[i];
            if (im->set == set)
                array_push(&bindings, layout_binding(im->binding, image_descriptor_type(im)));
        }
        VkDescriptorSetLayoutCreateInfo info = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
        info.bindingCount = (uint32_t)bindings.len;
        info.pBindings = bindings.data;
        bool ok = vk_check(&r->vk, vkCreateDescriptorSetLayout(r->vk.device, &info, NULL, &r->set_layouts[set]),
                           "vkCreateDescriptorSetLayout");
        free(bindings.data);
        if (!ok)
            return false;
    }
    return true;
}

static bool create_descriptor_sets(Runner *r)
{
    const Script *s = r->script;
    if (!r->n_sets)
        return true;
    /* One pool size per descriptor type used (the core types are 0..10). */
    VkDescriptorPoolSize used[VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT + 1];
    uint32_t counts[VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT + 1] = {0};
    for (size_t i = 0; i < s->buffers.len; i++)
        counts[buffer_descriptor_type(&s->buffers.data[i])]++;
    for (size_t i = 0; i < s->images.len; i++)
        counts[image_descriptor_type(&s->images.data[i])]++;
    VkDescriptorPoolCreateInfo info = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    info.maxSets = r->n_sets;
    info.poolSizeCount = 0;
    for (uint32_t t = 0; t < RUN_COUNT(counts); t++) {
        if (counts[t])
            used[info.poolSizeCount++] = (VkDescriptorPoolSize){(VkDescriptorType)t, counts[t]};
    }
    info.pPoolSizes = used;
    if (!vk_check(&r->vk, vkCreateDescriptorPool(r->vk.device, &info, NULL, &r->pool), "vkCreateDescriptorPool"))
        return false;
    VkDescriptorSetAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    alloc.descriptorPool = r->pool;
    alloc.descriptorSetCount = r->n_sets;
    alloc.pSetLayouts = r->set_layouts;
    if (!vk_check(&r->vk, vkAllocateDescriptorSets(r->vk.device, &alloc, r->sets), "vkAllocateDescriptorSets"))
        return false;
    for (size_t i = 0; i < s->buffers.len; i++) {
        const ScriptBuffer *b = &s->buffers.data[i];
        VkDescriptorBufferInfo bi = {r->buffers[i].buffer, 0, VK_WHOLE_SIZE};
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
        w.dstSet = r->sets[b->set];
        w.dstBinding = b->binding;
        w.descriptorCount = 1;
        w.descriptorType = buffer_descriptor_type(b);
        w.pBufferInfo = &bi;
        vkUpdateDescriptorSets(r->vk.device, 1, &w, 0, NULL);
    }
    for (size_t i = 0; i < s->images.len; i++)
        image_write_descriptor(r, i);
    return true;
}

static bool create_script_buffers(Runner *r)
{
    const Script *s = r->script;
    r->buffers = run_alloc((s->buffers.len + 1) * sizeof *r->buffers);
    for (size_t i = 0; i < s->buffers.len; i++) {
        const ScriptBuffer *b = &s->buffers.data[i];
        VkBufferUsageFlags usage =
            (b->type == BUFFER_UBO ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT) |
            VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
        if (s->device_addresses)
            usage |= VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
        if (b->size == 0) {
            fprintf(stderr, "%s:%d: error: buffer %u:%u has size 0\n", s->filename, b->line, b->set, b->binding);
            return false;
        }
        if (b->type == BUFFER_UBO && b->size > r->vk.props.limits.maxUniformBufferRange) {
            fprintf(stderr, "%s:%d: error: UBO %u:%u of %zu bytes is larger than maxUniformBufferRange (%u)\n",
                    s->filename, b->line, b->set, b->binding, b->size, r->vk.props.limits.maxUniformBufferRange);
            return false;
        }
        if (!gpu_buffer_create(r, &r->buffers[i], b->size, usage))
            return false;
    }
    return true;
}

static bool create_commands(Runner *r)
{
    VkDevice dev = r->vk.device;
    VkCommandPoolCreateInfo pool = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pool.queueFamilyIndex = r->vk.queue_family;
    if (!vk_check(&r->vk, vkCreateCommandPool(dev, &pool, NULL, &r->cmd_pool), "vkCreateCommandPool"))
        return false;
    VkCommandBufferAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    alloc.commandPool = r->cmd_pool;
    alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    alloc.commandBufferCount = 1;
    if (!vk_check(&r->vk, vkAllocateCommandBuffers(dev, &alloc, &r->cmd), "vkAllocateCommandBuffers"))
        return false;
    VkFenceCreateInfo fence = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    return vk_check(&r->vk, vkCreateFence(dev, &fence, NULL, &r->fence), "vkCreateFence");
}

bool resources_create(Runner *r)
{
    return create_commands(r) && create_framebuffer(r) && create_script_buffers(r) && create_vertex_buffers(r) &&
           images_create(r) && create_set_layouts(r) && create_descriptor_sets(r);
}

void resources_free(Runner *r)
{
    VkDevice dev = r->vk.device;
    if (!dev)
        return;
    if (r->fence)
        vkDestroyFence(dev, r->fence, NULL);
    if (r->cmd_pool)
        vkDestroyCommandPool(dev, r->cmd_pool, NULL); /* frees r->cmd */
    if (r->pool)
        vkDestroyDescriptorPool(dev, r->pool, NULL);
    for (uint32_t i = 0; i < r->n_sets; i++) {
        if (r->set_layouts[i])
            vkDestroyDescriptorSetLayout(dev, r->set_layouts[i], NULL);
    }
    images_free(r);
    if (r->buffers) {
        for (size_t i = 0; i < r->script->buffers.len; i++)
            gpu_buffer_free(r, &r->buffers[i]);
        free(r->buffers);
    }
    gpu_buffer_free(r, &r->vertex_buffer);
    gpu_buffer_free(r, &r->index_buffer);
    gpu_buffer_free(r, &r->rect_buffer);
    gpu_buffer_free(r, &r->readback);
    if (r->framebuffer)
        vkDestroyFramebuffer(dev, r->framebuffer, NULL);
    if (r->render_pass)
        vkDestroyRenderPass(dev, r->render_pass, NULL);
    VkImageView views[2] = {r->color_view, r->depth_view};
    VkImage images[2] = {r->color_image, r->depth_image};
    VkDeviceMemory mems[2] = {r->color_memory, r->depth_memory};
    for (int i = 0; i < 2; i++) {
        if (views[i])
            vkDestroyImageView(dev, views[i], NULL);
        if (images[i])
            vkDestroyImage(dev, images[i], NULL);
        if (mems[i])
            vkFreeMemory(dev, mems[i], NULL);
    }
}
