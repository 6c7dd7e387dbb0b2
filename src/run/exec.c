/* Executing a script: commands in, command buffers and probe results out.
 *
 * Commands are recorded into one command buffer, inside the render pass for
 * draws and clears and outside it for dispatches, and the buffer is
 * submitted (and waited for) only when the host must see results: before a
 * probe, before the host writes a buffer that recorded work may read, and at
 * the end. So "ubo 0 subdata ..., draw, ubo 0 subdata ..., draw" gives each
 * draw its own values. Probes of the framebuffer read a host copy of the
 * colour image that stays valid until the next draw or clear.
 *
 * A failed probe reports expected and observed values and the run goes on;
 * a Vulkan error ends it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

/* ---- recording and submitting ---- */

bool exec_begin(Runner *r)
{
    if (r->recording)
        return true;
    VkCommandBufferBeginInfo info = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    info.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    if (!vk_check(&r->vk, vkBeginCommandBuffer(r->cmd, &info), "vkBeginCommandBuffer"))
        return false;
    r->recording = true;
    return true;
}

static void end_render_pass(Runner *r)
{
    if (r->in_render_pass)
        vkCmdEndRenderPass(r->cmd);
    r->in_render_pass = false;
}

static bool begin_render_pass(Runner *r)
{
    if (r->in_render_pass)
        return true;
    if (!exec_begin(r))
        return false;
    VkRenderPassBeginInfo info = {.sType = VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO};
    info.renderPass = r->render_pass;
    info.framebuffer = r->framebuffer;
    info.renderArea.extent = (VkExtent2D){r->script->width, r->script->height};
    vkCmdBeginRenderPass(r->cmd, &info, VK_SUBPASS_CONTENTS_INLINE);
    r->in_render_pass = true;
    return true;
}

/* Everything before is done (and visible to what follows, host included). */
static void full_barrier(Runner *r)
{
    VkMemoryBarrier b = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    b.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
    b.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT | VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(r->cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
                         VK_PIPELINE_STAGE_ALL_COMMANDS_BIT | VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &b, 0, NULL, 0,
                         NULL);
}

bool exec_submit(Runner *r)
{
    if (!r->recording)
        return true;
    end_render_pass(r);
    full_barrier(r);
    r->recording = false;
    if (!vk_check(&r->vk, vkEndCommandBuffer(r->cmd), "vkEndCommandBuffer"))
        return false;
    VkSubmitInfo info = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO};
    info.commandBufferCount = 1;
    info.pCommandBuffers = &r->cmd;
    return vk_check(&r->vk, vkQueueSubmit(r->vk.queue, 1, &info, r->fence), "vkQueueSubmit") &&
           vk_check(&r->vk, vkWaitForFences(r->vk.device, 1, &r->fence, VK_TRUE, UINT64_MAX), "vkWaitForFences") &&
           vk_check(&r->vk, vkResetFences(r->vk.device, 1, &r->fence), "vkResetFences") &&
           vk_check(&r->vk, vkResetCommandBuffer(r->cmd, 0), "vkResetCommandBuffer");
}

static void image_barrier(Runner *r, VkImage image, VkImageAspectFlags aspect, VkImageLayout from,
                          VkImageLayout to)
{
    VkImageMemoryBarrier b = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
    b.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
    b.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
    b.oldLayout = from;
    b.newLayout = to;
    b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    b.image = image;
    b.subresourceRange = (VkImageSubresourceRange){aspect, 0, 1, 0, VK_REMAINING_ARRAY_LAYERS};
    vkCmdPipelineBarrier(r->cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0,
                         NULL, 0, NULL, 1, &b);
}

static VkImageAspectFlags depth_aspects(const Format *f)
{
    VkImageAspectFlags a = 0;
    for (int i = 0; i < f->n_parts; i++) {
        if (f->parts[i].component == 'D')
            a |= VK_IMAGE_ASPECT_DEPTH_BIT;
        if (f->parts[i].component == 'S')
            a |= VK_IMAGE_ASPECT_STENCIL_BIT;
    }
    return a;
}

static bool is_integer_format(const Format *f)
{
    FormatMode m = f->parts[0].mode;
    return m == MODE_UINT || m == MODE_SINT;
}

static VkClearColorValue clear_color(const Format *f, const float *c)
{
    VkClearColorValue v;
    for (int i = 0; i < 4; i++) {
        if (!is_integer_format(f))
            v.float32[i] = c[i];
        else if (f->parts[0].mode == MODE_UINT)
            v.uint32[i] = c[i] <= 0 ? 0 : (uint32_t)c[i];
        else
            v.int32[i] = (int32_t)c[i];
    }
    return v;
}

/* The images start cleared (colour 0, depth 1, stencil 0) in the layouts
 * the render pass expects. */
static bool init_images(Runner *r)
{
    if (!exec_begin(r))
        return false;
    const Script *s = r->script;
    VkImageSubresourceRange range = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, VK_REMAINING_ARRAY_LAYERS};
    image_barrier(r, r->color_image, range.aspectMask, VK_IMAGE_LAYOUT_UNDEFINED,
                  VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    static const float zero[4] = {0, 0, 0, 0};
    VkClearColorValue color = clear_color(&s->color_format, zero);
    vkCmdClearColorImage(r->cmd, r->color_image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &color, 1, &range);
    image_barrier(r, r->color_image, range.aspectMask, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                  VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
    if (s->has_depth) {
        range.aspectMask = depth_aspects(&s->depth_format);
        image_barrier(r, r->depth_image, range.aspectMask, VK_IMAGE_LAYOUT_UNDEFINED,
                      VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
        VkClearDepthStencilValue ds = {1.0f, 0};
        vkCmdClearDepthStencilImage(r->cmd, r->depth_image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &ds, 1, &range);
        image_barrier(r, r->depth_image, range.aspectMask, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                      VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL);
    }
    return exec_submit(r);
}

/* Copies the colour image to the readback buffer, unless nothing changed. */
static bool read_framebuffer(Runner *r)
{
    if (r->readback_valid)
        return true;
    if (!exec_begin(r))
        return false;
    end_render_pass(r);
    image_barrier(r, r->color_image, VK_IMAGE_ASPECT_COLOR_BIT, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                  VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
    VkBufferImageCopy copy = {0}; /* every layer, one after another */
    uint32_t layers = r->script->views ? r->script->views : 1;
    copy.imageSubresource = (VkImageSubresourceLayers){VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, layers};
    copy.imageExtent = (VkExtent3D){r->script->width, r->script->height, 1};
    vkCmdCopyImageToBuffer(r->cmd, r->color_image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, r->readback.buffer, 1,
                           &copy);
    image_barrier(r, r->color_image, VK_IMAGE_ASPECT_COLOR_BIT, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                  VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
    if (!exec_submit(r) || !gpu_buffer_invalidate(r, &r->readback))
        return false;
    r->readback_valid = true;
    return true;
}

/* ---- draws, dispatches, clears ---- */

static void bind_state(Runner *r, VkPipelineBindPoint point, VkPipeline pipeline)
{
    vkCmdBindPipeline(r->cmd, point, pipeline);
    if (r->n_sets)
        vkCmdBindDescriptorSets(r->cmd, point, r->layout, 0, r->n_sets, r->sets, 0, NULL);
    if (r->push_size)
        vkCmdPushConstants(r->cmd, r->layout, VK_SHADER_STAGE_ALL, 0, (uint32_t)r->push_size, r->push_data);
}

static bool draw(Runner *r, const Command *c)
{
    VkPipeline p = pipeline_get(r, c->key, c->line);
    if (!p || !begin_render_pass(r))
        return false;
    bind_state(r, VK_PIPELINE_BIND_POINT_GRAPHICS, p);
    r->readback_valid = false;
    if (c->kind == CMD_DRAW_RECT) {
        VkDeviceSize offset = c->u.rect.rect_index * 12 * sizeof(float);
        vkCmdBindVertexBuffers(r->cmd, 0, 1, &r->rect_buffer.buffer, &offset);
        vkCmdDraw(r->cmd, 4, 1, 0, 0);
        return true;
    }
    VkDeviceSize zero = 0;
    if (r->vertex_buffer.buffer)
        vkCmdBindVertexBuffers(r->cmd, 0, 1, &r->vertex_buffer.buffer, &zero);
    if (!c->u.arrays.indexed) {
        vkCmdDraw(r->cmd, c->u.arrays.count, c->u.arrays.instances, c->u.arrays.first, 0);
        return true;
    }
    if (!r->index_buffer.buffer) {
        fprintf(stderr, "%s:%d: error: 'draw arrays indexed' needs an [indices] section\n", r->script->filename,
                c->line);
        return false;
    }
    vkCmdBindIndexBuffer(r->cmd, r->index_buffer.buffer, 0, VK_INDEX_TYPE_UINT16);
    /* As VkRunner: FIRST is the vertex offset, indices start at 0. */
    vkCmdDrawIndexed(r->cmd, c->u.arrays.count, c->u.arrays.instances, 0, (int32_t)c->u.arrays.first, 0);
    return true;
}

static bool dispatch(Runner *r, const Command *c)
{
    VkPipeline p = pipeline_get(r, c->key, c->line);
    if (!p || !exec_begin(r))
        return false;
    end_render_pass(r);
    full_barrier(r);
    bind_state(r, VK_PIPELINE_BIND_POINT_COMPUTE, p);
    vkCmdDispatch(r->cmd, c->u.compute.x, c->u.compute.y, c->u.compute.z);
    full_barrier(r);
    return true;
}

static bool clear(Runner *r, const Command *c)
{
    if (!begin_render_pass(r))
        return false;
    const Script *s = r->script;
    VkClearAttachment att[2];
    uint32_t n = 0;
    att[n].aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
    att[n].colorAttachment = 0;
    att[n++].clearValue.color = clear_color(&s->color_format, c->u.clear.color);
    if (s->has_depth) {
        att[n].aspectMask = depth_aspects(&s->depth_format);
        att[n].colorAttachment = 0;
        att[n++].clearValue.depthStencil = (VkClearDepthStencilValue){c->u.clear.depth, c->u.clear.stencil};
    }
    VkClearRect rect = {{{0, 0}, {s->width, s->height}}, 0, 1};
    vkCmdClearAttachments(r->cmd, n, att, 1, &rect);
    r->readback_valid = false;
    return true;
}

/* The device address an "address" command writes. */
static bool buffer_address(Runner *r, const Command *c)
{
    int j = find_buffer(r->script, c->u.set.addr_set, c->u.set.addr_binding);
    if (j < 0) {
        fprintf(stderr, "%s:%d: error: no buffer %u:%u to take the address of\n", r->script->filename, c->line,
                c->u.set.addr_set, c->u.set.addr_binding);
        return false;
    }
    VkBufferDeviceAddressInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO};
    info.buffer = r->buffers[j].buffer;
    uint64_t address = vkGetBufferDeviceAddress(r->vk.device, &info) + c->u.set.addr_offset;
    memcpy(c->u.set.data, &address, 8);
    return true;
}

static bool set_buffer(Runner *r, const Command *c)
{
    if (c->u.set.address && !buffer_address(r, c))
        return false;
    if (c->kind == CMD_SET_PUSH) {
        memcpy(r->push_data + c->u.set.offset, c->u.set.data, c->u.set.size);
        return true;
    }
    int i = find_buffer(r->script, c->u.set.set, c->u.set.binding);
    if (i < 0)
        return false; /* cannot happen: the parser made the buffer */
    /* Work already recorded must see the old contents. */
    if (!exec_submit(r))
        return false;
    memcpy((uint8_t *)r->buffers[i].map + c->u.set.offset, c->u.set.data, c->u.set.size);
    return gpu_buffer_flush(r, &r->buffers[i]);
}

/* ---- probes ---- */

static void print_color(const char *label, const double *c, int n)
{
    fprintf(stderr, "  %s:", label);
    for (int i = 0; i < n; i++)
        fprintf(stderr, " %g", c[i]);
    fputc('\n', stderr);
}

/* False (with a report) when the rectangle doesn't match; true else. */
static bool probe_rect(Runner *r, const Command *c, bool *vk_ok)
{
    const Script *s = r->script;
    *vk_ok = read_framebuffer(r);
    if (!*vk_ok)
        return false;
    size_t texel = format_size(&s->color_format);
    const uint8_t *base = (const uint8_t *)r->readback.map + (size_t)c->u.probe.view * s->width * s->height * texel;
    for (uint32_t y = c->u.probe.y; y < c->u.probe.y + c->u.probe.h; y++) {
        for (uint32_t x = c->u.probe.x; x < c->u.probe.x + c->u.probe.w; x++) {
            double px[4];
            if (!format_load_pixel(&s->color_format, base + ((size_t)y * s->width + x) * texel, px)) {
                fprintf(stderr, "%s:%d: error: can't probe framebuffer format %s\n", s->filename, c->line,
                        s->color_format.name);
                return false;
            }
            for (int i = 0; i < c->u.probe.n_components; i++) {
                if (tolerance_equal(&c->u.probe.tolerance, i, px[i], c->u.probe.color[i]))
                    continue;
                if (s->views)
                    fprintf(stderr, "%s:%d: error: probe color at (%u, %u) of view %u failed\n", s->filename, c->line,
                            x, y, c->u.probe.view);
                else
                    fprintf(stderr, "%s:%d: error: probe color at (%u, %u) failed\n", s->filename, c->line, x, y);
                print_color("expected", c->u.probe.color, c->u.probe.n_components);
                print_color("observed", px, c->u.probe.n_components);
                return false;
            }
        }
    }
    return true;
}

static void print_value(ValueType t, Layout l, const uint8_t *v)
{
    char buf[64];
    for (int col = 0; col < t.columns; col++) {
        for (int row = 0; row < t.rows; row++) {
            value_format(t.base, v + value_component_offset(t, l, col, row), buf, sizeof buf);
            fprintf(stderr, " %s", buf);
        }
    }
}

static bool probe_ssbo(Runner *r, const Command *c, bool *vk_ok)
{
    const Script *s = r->script;
    ValueType t = c->u.probe_ssbo.type;
    Layout l = c->u.probe_ssbo.layout;
    uint32_t set = c->u.probe_ssbo.set, binding = c->u.probe_ssbo.binding;
    int i = find_buffer(s, set, binding);
    *vk_ok = exec_submit(r) && (i < 0 || gpu_buffer_invalidate(r, &r->buffers[i]));
    if (!*vk_ok)
        return false;
    if (i < 0) {
        fprintf(stderr, "%s:%d: error: no buffer at binding %u:%u\n", s->filename, c->line, set, binding);
        return false;
    }
    size_t size = value_type_size(t, l), stride = value_type_array_stride(t, l);
    size_t n = c->u.probe_ssbo.n_values, end = c->u.probe_ssbo.offset + (n - 1) * stride + size;
    if (end > r->buffers[i].size) {
        fprintf(stderr, "%s:%d: error: probe reads up to byte %zu of buffer %u:%u, which has %zu bytes\n",
                s->filename, c->line, end, set, binding, (size_t)r->buffers[i].size);
        return false;
    }
    for (size_t v = 0; v < n; v++) {
        const uint8_t *obs = (const uint8_t *)r->buffers[i].map + c->u.probe_ssbo.offset + v * stride;
        const uint8_t *exp = c->u.probe_ssbo.values + v * size;
        for (int col = 0; col < t.columns; col++) {
            for (int row = 0; row < t.rows; row++) {
                size_t off = value_component_offset(t, l, col, row);
                if (value_compare(t.base, c->u.probe_ssbo.op, &c->u.probe_ssbo.tolerance, row, obs + off,
                                  exp + off))
                    continue;
                fprintf(stderr, "%s:%d: error: probe ssbo %u:%u at offset %zu failed (value %zu)\n", s->filename,
                        c->line, set, binding, c->u.probe_ssbo.offset + v * stride, v);
                fprintf(stderr, "  expected: %s", compare_op_name(c->u.probe_ssbo.op));
                print_value(t, l, exp);
                fprintf(stderr, "\n  observed:");
                print_value(t, l, obs);
                fputc('\n', stderr);
                return false;
            }
        }
    }
    return true;
}

/* ---- the command loop ---- */

/* expect printf: the work so far is submitted and done (the validation
 * layer reports the messages of a submission when it completes), then one
 * message must read exactly the text. */
static bool expect_printf(Runner *r, const Command *c, bool *vk_ok)
{
    *vk_ok = exec_submit(r);
    if (!*vk_ok)
        return false;
    const char *want = c->u.expect_printf.text;
    for (size_t i = 0; i < r->vk.printf_lines.len; i++)
        if (!strcmp(r->vk.printf_lines.data[i], want))
            return true;
    fprintf(stderr, "%s:%d: error: no debugPrintfEXT message reads \"%s\" (%zu message%s:", r->script->filename,
            c->line, want, r->vk.printf_lines.len, r->vk.printf_lines.len == 1 ? "" : "s");
    for (size_t i = 0; i < r->vk.printf_lines.len && i < 8; i++)
        fprintf(stderr, "%s \"%s\"", i ? "," : "", r->vk.printf_lines.data[i]);
    fprintf(stderr, "%s)\n", r->vk.printf_lines.len > 8 ? ", ..." : "");
    return false;
}

/* Runs every command; false only when Vulkan failed and the run must stop.
 * *failed is set by any failed probe. */
static bool execute_command(Runner *r, const Command *c, bool *failed)
{
    bool vk_ok = true;
    switch (c->kind) {
    case CMD_DRAW_RECT:
    case CMD_DRAW_ARRAYS:
        return draw(r, c);
    case CMD_COMPUTE:
        return dispatch(r, c);
    case CMD_CLEAR:
        return clear(r, c);
    case CMD_SET_PUSH:
    case CMD_SET_BUFFER:
        return set_buffer(r, c);
    case CMD_PROBE_RECT:
        if (!probe_rect(r, c, &vk_ok))
            *failed = true;
        return vk_ok;
    case CMD_PROBE_SSBO:
        if (!probe_ssbo(r, c, &vk_ok))
            *failed = true;
        return vk_ok;
    case CMD_PROBE_IMAGE:
        if (!probe_image(r, c, &vk_ok))
            *failed = true;
        return vk_ok;
    case CMD_EXPECT_PRINTF:
        if (!expect_printf(r, c, &vk_ok))
            *failed = true;
        return vk_ok;
    }
    return true;
}

static bool write_image(Runner *r)
{
    const Script *s = r->script;
    if (!read_framebuffer(r))
        return false;
    size_t texel = format_size(&s->color_format), n = (size_t)s->width * s->height;
    uint8_t *rgba = run_alloc(n * 4);
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++) {
        double px[4];
        ok = format_load_pixel(&s->color_format, (const uint8_t *)r->readback.map + i * texel, px);
        for (int k = 0; k < 4; k++) {
            double v = px[k] != px[k] ? 0 : px[k] < 0 ? 0 : px[k] > 1 ? 1 : px[k];
            rgba[i * 4 + (size_t)k] = (uint8_t)lround(v * 255.0);
        }
    }
    if (!ok)
        fprintf(stderr, "%s: error: can't convert framebuffer format %s to an image\n", s->filename,
                s->color_format.name);
    else if (!(ok = png_write(r->opts->image_file, rgba, s->width, s->height)))
        fprintf(stderr, "%s: error: can't write %s\n", s->filename, r->opts->image_file);
    free(rgba);
    return ok;
}

static bool write_buffer(Runner *r)
{
    const Script *s = r->script;
    const Options *o = r->opts;
    int i = o->buffer_binding_given ? find_buffer(s, o->buffer_set, o->buffer_binding) : s->buffers.len ? 0 : -1;
    if (i < 0) {
        if (o->buffer_binding_given)
            fprintf(stderr, "%s: error: no buffer with binding %u:%u\n", s->filename, o->buffer_set,
                    o->buffer_binding);
        else
            fprintf(stderr, "%s: error: buffer dump requested but the script has no buffers\n", s->filename);
        return false;
    }
    if (!gpu_buffer_invalidate(r, &r->buffers[i]))
        return false;
    FILE *f = fopen(o->buffer_file, "wb");
    size_t size = s->buffers.data[i].size;
    bool ok = f && fwrite(r->buffers[i].map, 1, size, f) == size;
    if (f && fclose(f))
        ok = false;
    if (!ok)
        fprintf(stderr, "%s: error: can't write %s\n", s->filename, o->buffer_file);
    return ok;
}

static RunResult execute(Runner *r)
{
    bool failed = false;
    if (!init_images(r))
        return RESULT_FAIL;
    for (size_t i = 0; i < r->script->commands.len; i++) {
        if (!execute_command(r, &r->script->commands.data[i], &failed))
            return RESULT_FAIL;
    }
    if (!exec_submit(r))
        return RESULT_FAIL;
    if (r->opts->image_file && !write_image(r))
        failed = true;
    if (r->opts->buffer_file && !write_buffer(r))
        failed = true;
    return failed ? RESULT_FAIL : RESULT_PASS;
}

RunResult run_script(const Script *s, const Options *opts, VkKeep *keep)
{
    Runner r;
    memset(&r, 0, sizeof r);
    r.script = s;
    r.opts = opts;
    RunResult result = vk_init(&r.vk, keep, opts, s);
    if (result == RESULT_SKIP && !opts->quiet)
        printf("%s: skip: %s\n", s->filename, r.vk.skip_reason ? r.vk.skip_reason : "requirements not met");
    if (result == RESULT_PASS) {
        if (resources_create(&r) && pipeline_layout_create(&r) && shaders_create(&r))
            result = execute(&r);
        else
            result = RESULT_FAIL;
    }
    if (r.vk.device)
        vkDeviceWaitIdle(r.vk.device);
    pipelines_free(&r);
    resources_free(&r);
    vk_free(&r.vk);
    /* Counted last: destroying objects can also raise validation errors. */
    if (r.vk.validation_errors && result != RESULT_SKIP) {
        fprintf(stderr, "%s: error: %d validation error%s\n", s->filename, r.vk.validation_errors,
                r.vk.validation_errors == 1 ? "" : "s");
        result = RESULT_FAIL;
    }
    return result;
}
