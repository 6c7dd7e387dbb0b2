/* The script's textures, samplers and storage images on the device.
 *
 * Every image is device-local with optimal tiling. Its pattern is written
 * into one host-visible staging buffer, copied level by level with
 * vkCmdCopyBufferToImage (multisampled textures are cleared instead, as
 * they can't be copied to), and the image then stays in the one layout its
 * shaders see: SHADER_READ_ONLY_OPTIMAL for textures, GENERAL for storage
 * images. A probe moves it to TRANSFER_SRC_OPTIMAL for the copy back and
 * returns it. Texel buffers are host-visible buffers written in place.
 * Combined textures get a sampler each; "sampler" lines get one alone.
 *
 * images_unmet runs before the device exists: a format or size the device
 * can't do is a skip, not a failure. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

/* ---- what each kind of declaration becomes ---- */

static VkImageType vk_image_type(ImageType t)
{
    switch (t) {
    case IMAGE_1D: case IMAGE_1D_ARRAY: return VK_IMAGE_TYPE_1D;
    case IMAGE_3D: return VK_IMAGE_TYPE_3D;
    default: return VK_IMAGE_TYPE_2D;
    }
}

static VkImageViewType vk_view_type(ImageType t)
{
    switch (t) {
    case IMAGE_1D: return VK_IMAGE_VIEW_TYPE_1D;
    case IMAGE_3D: return VK_IMAGE_VIEW_TYPE_3D;
    case IMAGE_CUBE: return VK_IMAGE_VIEW_TYPE_CUBE;
    case IMAGE_1D_ARRAY: return VK_IMAGE_VIEW_TYPE_1D_ARRAY;
    case IMAGE_2D_ARRAY: return VK_IMAGE_VIEW_TYPE_2D_ARRAY;
    case IMAGE_CUBE_ARRAY: return VK_IMAGE_VIEW_TYPE_CUBE_ARRAY;
    default: return VK_IMAGE_VIEW_TYPE_2D;
    }
}

static const char *type_name(ImageType t)
{
    static const char *const names[] = {"1d", "2d", "3d", "cube", "1darray", "2darray", "cubearray", "buffer"};
    return names[t];
}

static bool has_image(const ScriptImage *im)
{
    return im->kind != KIND_SAMPLER && im->type != IMAGE_BUFFER;
}

static bool has_sampler(const ScriptImage *im)
{
    return im->kind == KIND_SAMPLER || (im->kind == KIND_TEXTURE && !im->separate && im->type != IMAGE_BUFFER);
}

VkDescriptorType image_descriptor_type(const ScriptImage *im)
{
    switch (im->kind) {
    case KIND_SAMPLER:
        return VK_DESCRIPTOR_TYPE_SAMPLER;
    case KIND_STORAGE:
        return im->type == IMAGE_BUFFER ? VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER : VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
    case KIND_TEXTURE:
        break;
    }
    if (im->type == IMAGE_BUFFER)
        return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    return im->separate ? VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE : VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
}

static VkImageAspectFlags aspect(const ScriptImage *im)
{
    return format_is_depth(&im->format) ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
}

static VkImageUsageFlags image_usage(const ScriptImage *im)
{
    VkImageUsageFlags u = VK_IMAGE_USAGE_TRANSFER_DST_BIT;
    u |= im->kind == KIND_STORAGE ? VK_IMAGE_USAGE_STORAGE_BIT : VK_IMAGE_USAGE_SAMPLED_BIT;
    if (im->samples == 1) /* multisampled images can't be copied to a buffer */
        u |= VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
    return u;
}

static VkImageCreateFlags image_flags(const ScriptImage *im)
{
    return im->type == IMAGE_CUBE || im->type == IMAGE_CUBE_ARRAY ? VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT : 0;
}

static bool uses_linear_filter(const SamplerInfo *si)
{
    return si->filter == VK_FILTER_LINEAR || si->mipmap == VK_SAMPLER_MIPMAP_MODE_LINEAR;
}

/* ---- can the device do it ---- */

static char *unmet_buffer(VkPhysicalDevice phys, const VkPhysicalDeviceProperties *props, const ScriptImage *im)
{
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(phys, im->format.vk, &fp);
    bool storage = im->kind == KIND_STORAGE;
    VkFormatFeatureFlags want =
        storage ? VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT : VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT;
    if (!(fp.bufferFeatures & want))
        return run_printf("%s has no %s texel buffers of %s", props->deviceName, storage ? "storage" : "uniform",
                          im->format.name);
    if (im->width > props->limits.maxTexelBufferElements)
        return run_printf("%s has at most %u texel buffer elements", props->deviceName,
                          props->limits.maxTexelBufferElements);
    return NULL;
}

static char *unmet_image(VkPhysicalDevice phys, const VkPhysicalDeviceProperties *props, const ScriptImage *im)
{
    const char *dev = props->deviceName, *fmt = im->format.name;
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(phys, im->format.vk, &fp);
    VkFormatFeatureFlags have = fp.optimalTilingFeatures;
    if (im->kind == KIND_STORAGE && !(have & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT))
        return run_printf("%s has no storage images of %s", dev, fmt);
    if (im->kind == KIND_TEXTURE && !(have & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT))
        return run_printf("%s can't sample images of %s", dev, fmt);
    if (has_sampler(im) && uses_linear_filter(&im->sampler) && !(have & VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT))
        return run_printf("%s can't filter %s linearly", dev, fmt);
    /* Before Vulkan 1.1 (and VK_KHR_maintenance1) transfers had no format bits. */
    VkFormatFeatureFlags transfer = VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
    if (im->samples == 1)
        transfer |= VK_FORMAT_FEATURE_TRANSFER_SRC_BIT;
    if (props->apiVersion >= VK_API_VERSION_1_1 && (have & transfer) != transfer)
        return run_printf("%s can't copy images of %s", dev, fmt);
    VkImageFormatProperties ip;
    VkResult res = vkGetPhysicalDeviceImageFormatProperties(phys, im->format.vk, vk_image_type(im->type),
                                                            VK_IMAGE_TILING_OPTIMAL, image_usage(im),
                                                            image_flags(im), &ip);
    if (res != VK_SUCCESS)
        return run_printf("%s can't make %s %s images of %s", dev, im->kind == KIND_STORAGE ? "storage" : "sampled",
                          type_name(im->type), fmt);
    uint32_t d = im->type == IMAGE_3D ? im->depth : 1;
    if (im->width > ip.maxExtent.width || im->height > ip.maxExtent.height || d > ip.maxExtent.depth)
        return run_printf("%s can't make %ux%ux%u images of %s", dev, im->width, im->height, d, fmt);
    if (im->levels > ip.maxMipLevels || image_layers(im) > ip.maxArrayLayers)
        return run_printf("%s can't make images of %s with %u levels and %u layers", dev, fmt, im->levels,
                          image_layers(im));
    if (!(ip.sampleCounts & im->samples))
        return run_printf("%s can't make images of %s with %u samples", dev, fmt, im->samples);
    return NULL;
}

char *images_unmet(VkPhysicalDevice phys, const VkPhysicalDeviceProperties *props, const Script *s)
{
    for (size_t i = 0; i < s->images.len; i++) {
        const ScriptImage *im = &s->images.data[i];
        char *reason = NULL;
        if (has_sampler(im) && fabsf(im->sampler.lod_bias) > props->limits.maxSamplerLodBias)
            reason = run_printf("%s allows lod-bias up to %g", props->deviceName, props->limits.maxSamplerLodBias);
        else if (im->kind != KIND_SAMPLER)
            reason = im->type == IMAGE_BUFFER ? unmet_buffer(phys, props, im) : unmet_image(phys, props, im);
        if (reason)
            return reason;
    }
    return NULL;
}

/* ---- making them ---- */

static VkBorderColor border_color(const SamplerInfo *si, bool integer)
{
    switch (si->border) {
    case BORDER_OPAQUE_BLACK:
        return integer ? VK_BORDER_COLOR_INT_OPAQUE_BLACK : VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK;
    case BORDER_OPAQUE_WHITE:
        return integer ? VK_BORDER_COLOR_INT_OPAQUE_WHITE : VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE;
    default:
        return integer ? VK_BORDER_COLOR_INT_TRANSPARENT_BLACK : VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
    }
}

static bool create_sampler(Runner *r, const ScriptImage *im, GpuImage *g)
{
    const SamplerInfo *si = &im->sampler;
    VkSamplerCreateInfo info = {.sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO};
    info.magFilter = info.minFilter = si->filter;
    info.mipmapMode = si->mipmap;
    info.addressModeU = info.addressModeV = info.addressModeW = si->wrap;
    info.mipLodBias = si->lod_bias;
    info.compareEnable = si->compare;
    info.compareOp = si->compare ? si->compare_op : VK_COMPARE_OP_NEVER;
    info.minLod = si->min_lod;
    info.maxLod = si->max_lod;
    /* A separate sampler may meet any texture: its border is a float one. */
    info.borderColor = border_color(si, im->kind == KIND_TEXTURE && format_is_integer(&im->format));
    info.unnormalizedCoordinates = si->unnormalized;
    return vk_check(&r->vk, vkCreateSampler(r->vk.device, &info, NULL, &g->sampler), "vkCreateSampler");
}

/* Writes the pattern of one level, layers (or slices) one after another,
 * rows tightly packed: the layout vkCmdCopyBufferToImage reads with
 * bufferRowLength and bufferImageHeight 0. */
static void write_level(const ScriptImage *im, uint32_t level, uint8_t *dst)
{
    uint32_t w, h, d;
    image_level_extent(im, level, &w, &h, &d);
    uint32_t n_z = im->type == IMAGE_3D ? d : image_layers(im);
    size_t texel = format_size(&im->format);
    for (uint32_t z = 0; z < n_z; z++) {
        for (uint32_t y = 0; y < h; y++) {
            for (uint32_t x = 0; x < w; x++) {
                double rgba[4];
                pattern_texel(im, level, x, y, z, rgba);
                format_store_pixel(&im->format, rgba, dst);
                dst += texel;
            }
        }
    }
}

static VkDeviceSize level_size(const ScriptImage *im, uint32_t level)
{
    uint32_t w, h, d;
    image_level_extent(im, level, &w, &h, &d);
    return (VkDeviceSize)w * h * d * image_layers(im) * format_size(&im->format);
}

/* Copy offsets must be multiples of the texel size and of 4. */
static VkDeviceSize align_offset(VkDeviceSize offset, const ScriptImage *im)
{
    VkDeviceSize a = format_size(&im->format) * 4;
    return (offset + a - 1) / a * a;
}

static VkDeviceSize staging_size(const ScriptImage *im)
{
    VkDeviceSize size = 0;
    if (!has_image(im) || im->samples > 1)
        return 0;
    for (uint32_t l = 0; l < im->levels; l++)
        size = align_offset(size, im) + level_size(im, l);
    return size;
}

static bool create_texel_buffer(Runner *r, const ScriptImage *im, GpuImage *g)
{
    VkBufferUsageFlags usage = im->kind == KIND_STORAGE ? VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT
                                                        : VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;
    if (!gpu_buffer_create(r, &g->buffer, level_size(im, 0), usage))
        return false;
    write_level(im, 0, g->buffer.map);
    if (!gpu_buffer_flush(r, &g->buffer))
        return false;
    VkBufferViewCreateInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO};
    info.buffer = g->buffer.buffer;
    info.format = im->format.vk;
    info.range = VK_WHOLE_SIZE;
    return vk_check(&r->vk, vkCreateBufferView(r->vk.device, &info, NULL, &g->buffer_view), "vkCreateBufferView");
}

static bool create_image(Runner *r, const ScriptImage *im, GpuImage *g)
{
    VkDevice dev = r->vk.device;
    VkImageCreateInfo info = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
    info.flags = image_flags(im);
    info.imageType = vk_image_type(im->type);
    info.format = im->format.vk;
    info.extent = (VkExtent3D){im->width, im->height, im->type == IMAGE_3D ? im->depth : 1};
    info.mipLevels = im->levels;
    info.arrayLayers = image_layers(im);
    info.samples = (VkSampleCountFlagBits)im->samples;
    info.tiling = VK_IMAGE_TILING_OPTIMAL;
    info.usage = image_usage(im);
    info.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    if (!vk_check(&r->vk, vkCreateImage(dev, &info, NULL, &g->image), "vkCreateImage"))
        return false;
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(dev, g->image, &req);
    if (!gpu_memory_allocate(r, req, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &g->memory, NULL) ||
        !vk_check(&r->vk, vkBindImageMemory(dev, g->image, g->memory, 0), "vkBindImageMemory"))
        return false;
    VkImageViewCreateInfo vinfo = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
    vinfo.image = g->image;
    vinfo.viewType = vk_view_type(im->type);
    vinfo.format = im->format.vk;
    vinfo.subresourceRange = (VkImageSubresourceRange){aspect(im), 0, im->levels, 0, image_layers(im)};
    g->layout = im->kind == KIND_STORAGE ? VK_IMAGE_LAYOUT_GENERAL : VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
    return vk_check(&r->vk, vkCreateImageView(dev, &vinfo, NULL, &g->view), "vkCreateImageView");
}

/* Every level and layer of the image from one layout to another, after
 * everything before it. */
static void barrier(Runner *r, const ScriptImage *im, const GpuImage *g, VkImageLayout from, VkImageLayout to)
{
    VkImageMemoryBarrier b = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
    b.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
    b.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
    b.oldLayout = from;
    b.newLayout = to;
    b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    b.image = g->image;
    b.subresourceRange = (VkImageSubresourceRange){aspect(im), 0, im->levels, 0, image_layers(im)};
    vkCmdPipelineBarrier(r->cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0,
                         NULL, 0, NULL, 1, &b);
}

/* A multisampled texture: every sample of every layer gets the fill colour. */
static void clear_image(Runner *r, const ScriptImage *im, const GpuImage *g)
{
    const double *c = im->pattern.fill;
    VkImageSubresourceRange range = {aspect(im), 0, 1, 0, image_layers(im)};
    if (format_is_depth(&im->format)) {
        VkClearDepthStencilValue ds = {(float)c[0], 0};
        vkCmdClearDepthStencilImage(r->cmd, g->image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &ds, 1, &range);
        return;
    }
    VkClearColorValue v;
    for (int i = 0; i < 4; i++) {
        if (!format_is_integer(&im->format))
            v.float32[i] = (float)c[i];
        else if (im->format.parts[0].mode == MODE_UINT)
            v.uint32[i] = c[i] <= 0 ? 0 : c[i] >= 4294967295.0 ? UINT32_MAX : (uint32_t)c[i];
        else
            v.int32[i] = c[i] <= -2147483648.0 ? INT32_MIN : c[i] >= 2147483647.0 ? INT32_MAX : (int32_t)c[i];
    }
    vkCmdClearColorImage(r->cmd, g->image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &v, 1, &range);
}

/* Records the pattern's upload from `staging` at *offset. */
static void record_upload(Runner *r, const ScriptImage *im, const GpuImage *g, GpuBuffer *staging,
                          VkDeviceSize *offset)
{
    barrier(r, im, g, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    if (im->samples > 1) {
        clear_image(r, im, g);
    } else {
        for (uint32_t l = 0; l < im->levels; l++) {
            *offset = align_offset(*offset, im);
            write_level(im, l, (uint8_t *)staging->map + *offset);
            VkBufferImageCopy copy = {0};
            copy.bufferOffset = *offset;
            copy.imageSubresource = (VkImageSubresourceLayers){aspect(im), l, 0, image_layers(im)};
            image_level_extent(im, l, &copy.imageExtent.width, &copy.imageExtent.height, &copy.imageExtent.depth);
            vkCmdCopyBufferToImage(r->cmd, staging->buffer, g->image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1,
                                   &copy);
            *offset += level_size(im, l);
        }
    }
    barrier(r, im, g, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, g->layout);
}

static bool upload_images(Runner *r)
{
    const Script *s = r->script;
    VkDeviceSize size = 0, offset = 0;
    for (size_t i = 0; i < s->images.len; i++) {
        if (has_image(&s->images.data[i]))
            size = align_offset(size, &s->images.data[i]) + staging_size(&s->images.data[i]);
    }
    GpuBuffer staging = {0};
    if (!gpu_buffer_create(r, &staging, size, VK_BUFFER_USAGE_TRANSFER_SRC_BIT) || !exec_begin(r)) {
        gpu_buffer_free(r, &staging);
        return false;
    }
    for (size_t i = 0; i < s->images.len; i++) {
        if (has_image(&s->images.data[i]))
            record_upload(r, &s->images.data[i], &r->images[i], &staging, &offset);
    }
    bool ok = gpu_buffer_flush(r, &staging) && exec_submit(r);
    gpu_buffer_free(r, &staging);
    return ok;
}

bool images_create(Runner *r)
{
    const Script *s = r->script;
    r->images = run_alloc((s->images.len + 1) * sizeof *r->images);
    bool any_image = false;
    for (size_t i = 0; i < s->images.len; i++) {
        const ScriptImage *im = &s->images.data[i];
        GpuImage *g = &r->images[i];
        if (has_sampler(im) && !create_sampler(r, im, g))
            return false;
        if (im->kind != KIND_SAMPLER && im->type == IMAGE_BUFFER && !create_texel_buffer(r, im, g))
            return false;
        if (has_image(im) && !create_image(r, im, g))
            return false;
        any_image |= has_image(im);
    }
    return !any_image || upload_images(r);
}

void images_free(Runner *r)
{
    VkDevice dev = r->vk.device;
    if (!r->images)
        return;
    for (size_t i = 0; i < r->script->images.len; i++) {
        GpuImage *g = &r->images[i];
        if (g->sampler)
            vkDestroySampler(dev, g->sampler, NULL);
        if (g->view)
            vkDestroyImageView(dev, g->view, NULL);
        if (g->image)
            vkDestroyImage(dev, g->image, NULL);
        if (g->memory)
            vkFreeMemory(dev, g->memory, NULL);
        if (g->buffer_view)
            vkDestroyBufferView(dev, g->buffer_view, NULL);
        gpu_buffer_free(r, &g->buffer);
    }
    free(r->images);
    r->images = NULL;
}

void image_write_descriptor(Runner *r, size_t i)
{
    const ScriptImage *im = &r->script->images.data[i];
    const GpuImage *g = &r->images[i];
    VkDescriptorImageInfo ii = {g->sampler, g->view, g->layout};
    VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    w.dstSet = r->sets[im->set];
    w.dstBinding = im->binding;
    w.descriptorCount = 1;
    w.descriptorType = image_descriptor_type(im);
    if (im->kind != KIND_SAMPLER && im->type == IMAGE_BUFFER)
        w.pTexelBufferView = &g->buffer_view;
    else
        w.pImageInfo = &ii;
    vkUpdateDescriptorSets(r->vk.device, 1, &w, 0, NULL);
}

/* ---- probe image ---- */

static double srgb_decode(double v)
{
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
}

static void print_texel(const char *label, const double *c, int n)
{
    fprintf(stderr, "  %s:", label);
    for (int i = 0; i < n; i++)
        fprintf(stderr, " %.9g", c[i]);
    fputc('\n', stderr);
}

/* Script mistakes the parser can't see: false with a message. */
static bool check_probe(const Runner *r, const Command *c, int i)
{
    const Script *s = r->script;
    uint32_t set = c->u.probe_image.set, binding = c->u.probe_image.binding;
    if (i < 0 || s->images.data[i].kind == KIND_SAMPLER) {
        fprintf(stderr, "%s:%d: error: no texture or image at binding %u:%u\n", s->filename, c->line, set, binding);
        return false;
    }
    const ScriptImage *im = &s->images.data[i];
    uint32_t w, h, d, level = c->u.probe_image.level, layer = c->u.probe_image.layer;
    image_level_extent(im, level, &w, &h, &d);
    uint32_t layers = im->type == IMAGE_3D ? d : image_layers(im);
    char *why = NULL;
    if (im->samples > 1)
        why = run_strdup("a multisampled texture can't be read back");
    else if (level >= im->levels)
        why = run_printf("level %u is past the last one (the image has %u level%s)", level, im->levels,
                         im->levels == 1 ? "" : "s");
    else if (layer >= layers)
        why = run_printf("layer %u is past the last one (level %u has %u %s)", layer, level, layers,
                         im->type == IMAGE_3D ? "slices" : "layers");
    else if ((uint64_t)c->u.probe_image.x + c->u.probe_image.w > w ||
             (uint64_t)c->u.probe_image.y + c->u.probe_image.h > h)
        why = run_printf("(%u, %u, %u, %u) is outside level %u, which is %ux%u", c->u.probe_image.x,
                         c->u.probe_image.y, c->u.probe_image.w, c->u.probe_image.h, level, w, h);
    if (!why)
        return true;
    fprintf(stderr, "%s:%d: error: probe image %u:%u: %s\n", s->filename, c->line, set, binding, why);
    free(why);
    return false;
}

/* Copies the probed rectangle into a new host-visible buffer. */
static bool read_back(Runner *r, const ScriptImage *im, const GpuImage *g, const Command *c, GpuBuffer *out)
{
    VkDeviceSize size = (VkDeviceSize)c->u.probe_image.w * c->u.probe_image.h * format_size(&im->format);
    if (!gpu_buffer_create(r, out, size, VK_BUFFER_USAGE_TRANSFER_DST_BIT) || !exec_begin(r))
        return false;
    bool is_3d = im->type == IMAGE_3D;
    VkBufferImageCopy copy = {0};
    copy.imageSubresource = (VkImageSubresourceLayers){aspect(im), c->u.probe_image.level,
                                                       is_3d ? 0 : c->u.probe_image.layer, 1};
    copy.imageOffset = (VkOffset3D){(int32_t)c->u.probe_image.x, (int32_t)c->u.probe_image.y,
                                    is_3d ? (int32_t)c->u.probe_image.layer : 0};
    copy.imageExtent = (VkExtent3D){c->u.probe_image.w, c->u.probe_image.h, 1};
    barrier(r, im, g, g->layout, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
    vkCmdCopyImageToBuffer(r->cmd, g->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, out->buffer, 1, &copy);
    barrier(r, im, g, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, g->layout);
    return exec_submit(r) && gpu_buffer_invalidate(r, out);
}

/* Compares every texel of the rectangle at `data` (rows tightly packed). */
static bool compare_texels(const Runner *r, const ScriptImage *im, const Command *c, const uint8_t *data)
{
    const Format *f = &im->format;
    size_t texel = format_size(f);
    int n = c->u.probe_image.n_components;
    for (uint32_t y = 0; y < c->u.probe_image.h; y++) {
        for (uint32_t x = 0; x < c->u.probe_image.w; x++) {
            double px[4];
            format_load_pixel(f, data + ((size_t)y * c->u.probe_image.w + x) * texel, px);
            for (int k = 0; k < 3 && f->parts[0].mode == MODE_SRGB; k++)
                px[k] = srgb_decode(px[k]);
            bool ok = true;
            for (int k = 0; k < n && ok; k++) {
                double want = c->u.probe_image.color[k];
                ok = format_is_integer(f) ? px[k] == want : tolerance_equal(&c->u.probe_image.tolerance, k, px[k], want);
            }
            if (ok)
                continue;
            fprintf(stderr, "%s:%d: error: probe image %u:%u at (%u, %u) layer %u level %u failed\n",
                    r->script->filename, c->line, c->u.probe_image.set, c->u.probe_image.binding,
                    c->u.probe_image.x + x, c->u.probe_image.y + y, c->u.probe_image.layer, c->u.probe_image.level);
            print_texel("expected", c->u.probe_image.color, n);
            print_texel("observed", px, n);
            return false;
        }
    }
    return true;
}

bool probe_image(Runner *r, const Command *c, bool *vk_ok)
{
    int i = find_image(r->script, c->u.probe_image.set, c->u.probe_image.binding);
    *vk_ok = exec_submit(r);
    if (!*vk_ok || !check_probe(r, c, i))
        return false;
    const ScriptImage *im = &r->script->images.data[i];
    GpuImage *g = &r->images[i];
    if (im->type == IMAGE_BUFFER) {
        *vk_ok = gpu_buffer_invalidate(r, &g->buffer);
        const uint8_t *data = (const uint8_t *)g->buffer.map + c->u.probe_image.x * format_size(&im->format);
        return *vk_ok && compare_texels(r, im, c, data);
    }
    GpuBuffer copy = {0};
    *vk_ok = read_back(r, im, g, c, &copy);
    bool ok = *vk_ok && compare_texels(r, im, c, copy.map);
    gpu_buffer_free(r, &copy);
    return ok;
}
