/* What the layer's test programs share (harness.h): the test state and its
 * failure list, the watcher messenger, the spy layer, instances and devices
 * with the test's layer stack, a render target, and the driver that runs
 * the tests named on the command line. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>

#include "harness.h"

/* ---- test state (one test at a time; callbacks may come from any thread) ---- */

Harness T = {.lock = PTHREAD_MUTEX_INITIALIZER};


void fail(const char *fmt, ...)
{
    pthread_mutex_lock(&T.lock);
    size_t n = strlen(T.why);
    if (n < MAX_WHY - 8) {
        va_list ap;
        va_start(ap, fmt);
        snprintf(T.why + n, MAX_WHY - n, "    ");
        vsnprintf(T.why + n + 4, MAX_WHY - n - 4, fmt, ap);
        va_end(ap);
        n = strlen(T.why);
        if (n < MAX_WHY - 1)
            strcat(T.why, "\n");
    }
    pthread_mutex_unlock(&T.lock);
}


/* The application-side messenger every test has: counts validation errors
 * (which fail the test) and our layer's messages. */
VKAPI_ATTR VkBool32 VKAPI_CALL watcher(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                       VkDebugUtilsMessageTypeFlagsEXT types,
                                       const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)
{
    (void)types;
    (void)user;
    const char *id = data->pMessageIdName ? data->pMessageIdName : "";
    if (!strncmp(id, "VK_NV_glsl_shader", 17)) {
        T.ours++;
        if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT)
            T.ours_warnings++;
        pthread_mutex_lock(&T.lock);
        snprintf(T.last_ours, sizeof T.last_ours, "%s", data->pMessage ? data->pMessage : "");
        pthread_mutex_unlock(&T.lock);
        return VK_FALSE;
    }
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) {
        if (T.vvl_allowed) {
            T.vvl_allowed++;
            return VK_FALSE;
        }
        T.vvl_errors++;
        pthread_mutex_lock(&T.lock);
        snprintf(T.last_vvl, sizeof T.last_vvl, "%s", data->pMessage ? data->pMessage : id);
        pthread_mutex_unlock(&T.lock);
    }
    return VK_FALSE;
}

/* The spy layer's library, opened by the test itself so that it stays
 * loaded (and keeps its record) between instances; the loader's dlopen of
 * the same file gets the same copy. GLSPV_SPY_DIR names its folder. */
static SpyGetFn spy_get;
static const char *program = "layer test"; /* for messages: argv[0] */

static bool spy_open(void)
{
    const char *dir = getenv("GLSPV_SPY_DIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/libVkLayer_GLSPV_test_spy.so", dir ? dir : ".");
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "%s: cannot load the spy layer: %s (set GLSPV_SPY_DIR)\n", program, dlerror());
        return false;
    }
    spy_get = (SpyGetFn)(uintptr_t)dlsym(lib, "glspv_spy_get");
    return spy_get != NULL;
}

SpyRecord spy(void)
{
    SpyRecord r;
    memset(&r, 0, sizeof r);
    spy_get(&r);
    return r;
}

/* ---- instances and devices ---- */

bool env_open(Env *e, bool glsl, uint32_t api, const void *next, const VkAllocationCallbacks *alloc)
{
    return env_open_with(e, glsl, api, next, NULL, alloc);
}

bool env_open_with(Env *e, bool glsl, uint32_t api, const void *next, const VkPhysicalDeviceFeatures *features,
                   const VkAllocationCallbacks *alloc)
{
    memset(e, 0, sizeof *e);
    const char *layers[3];
    uint32_t n = 0;
    if (!T.implicit)
        layers[n++] = GLSPV_LAYER;
    if (T.validation)
        layers[n++] = VALIDATION_LAYER;
    layers[n++] = SPY_LAYER;
    const char *exts[] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME, VK_EXT_DEBUG_REPORT_EXTENSION_NAME};
    if (!vk_instance(&e->vk, api, layers, n, exts, 2, next, alloc)) {
        fail("cannot create the instance");
        return false;
    }
    PFN_vkCreateDebugUtilsMessengerEXT create =
        (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(e->vk.instance, "vkCreateDebugUtilsMessengerEXT");
    VkDebugUtilsMessengerCreateInfoEXT mi = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    mi.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    mi.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    mi.pfnUserCallback = watcher;
    if (!create || !VK_OK(create(e->vk.instance, &mi, alloc, &e->watcher))) {
        fail("cannot create the debug utils messenger");
        return false;
    }
    /* EARLY_RETURN_ON_FAILURE needs pipelineCreationCacheControl (Vulkan 1.3). */
    VkPhysicalDeviceVulkan13Features f13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES};
    const void *dev_next = NULL;
    if (api >= VK_API_VERSION_1_3) {
        VkPhysicalDeviceFeatures2 all = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f13};
        vkGetPhysicalDeviceFeatures2(e->vk.physical, &all);
        f13 = (VkPhysicalDeviceVulkan13Features){.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                                 .pipelineCreationCacheControl =
                                                     f13.pipelineCreationCacheControl};
        dev_next = &f13;
    }
    VkPhysicalDeviceFeatures2 want = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = (void *)dev_next};
    if (features) {
        want.features = *features;
        dev_next = &want;
    }
    const char *dev_exts[] = {GLSL_EXT};
    if (!vk_device(&e->vk, dev_exts, glsl ? 1 : 0, dev_next, alloc)) {
        fail("cannot create the device");
        return false;
    }
    e->set_name = (PFN_vkSetDebugUtilsObjectNameEXT)vkGetDeviceProcAddr(e->vk.device, "vkSetDebugUtilsObjectNameEXT");
    return true;
}

void env_close(Env *e, const VkAllocationCallbacks *alloc)
{
    if (e->watcher) {
        PFN_vkDestroyDebugUtilsMessengerEXT destroy = (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
            e->vk.instance, "vkDestroyDebugUtilsMessengerEXT");
        destroy(e->vk.instance, e->watcher, alloc);
    }
    vk_destroy(&e->vk, alloc);
}

void name_module(Env *e, VkShaderModule m, const char *name)
{
    VkDebugUtilsObjectNameInfoEXT info = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT};
    info.objectType = VK_OBJECT_TYPE_SHADER_MODULE;
    info.objectHandle = (uint64_t)(uintptr_t)m;
    info.pObjectName = name;
    CHECK(e->set_name && VK_OK(e->set_name(e->vk.device, &info)));
}


bool target_open(Vk *vk, Target *t)
{
    memset(t, 0, sizeof *t);
    VkImageCreateInfo ii = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
    ii.imageType = VK_IMAGE_TYPE_2D;
    ii.format = VK_FORMAT_R8G8B8A8_UNORM;
    ii.extent = (VkExtent3D){W, H, 1};
    ii.mipLevels = 1;
    ii.arrayLayers = 1;
    ii.samples = VK_SAMPLE_COUNT_1_BIT;
    ii.tiling = VK_IMAGE_TILING_OPTIMAL;
    ii.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
    ii.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    if (!VK_OK(vkCreateImage(vk->device, &ii, NULL, &t->image)))
        return false;
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(vk->device, t->image, &req);
    if (!vk_memory(vk, req, 0, &t->memory) || !VK_OK(vkBindImageMemory(vk->device, t->image, t->memory, 0)))
        return false;
    VkImageViewCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
    vi.image = t->image;
    vi.viewType = VK_IMAGE_VIEW_TYPE_2D;
    vi.format = ii.format;
    vi.subresourceRange = (VkImageSubresourceRange){VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    if (!VK_OK(vkCreateImageView(vk->device, &vi, NULL, &t->view)))
        return false;
    VkAttachmentDescription att = {0};
    att.format = ii.format;
    att.samples = VK_SAMPLE_COUNT_1_BIT;
    att.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
    att.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    att.stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE;
    att.stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE;
    att.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    att.finalLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
    VkAttachmentReference ref = {0, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL};
    VkSubpassDescription sub = {0};
    sub.pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS;
    sub.colorAttachmentCount = 1;
    sub.pColorAttachments = &ref;
    VkSubpassDependency dep = {0, VK_SUBPASS_EXTERNAL, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
                               VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                               VK_ACCESS_TRANSFER_READ_BIT, 0};
    VkRenderPassCreateInfo rp = {.sType = VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO};
    rp.attachmentCount = 1;
    rp.pAttachments = &att;
    rp.subpassCount = 1;
    rp.pSubpasses = &sub;
    rp.dependencyCount = 1;
    rp.pDependencies = &dep;
    if (!VK_OK(vkCreateRenderPass(vk->device, &rp, NULL, &t->pass)))
        return false;
    VkFramebufferCreateInfo fi = {.sType = VK_STRUCTURE_TYPE_FRAMEBUFFER_CREATE_INFO};
    fi.renderPass = t->pass;
    fi.attachmentCount = 1;
    fi.pAttachments = &t->view;
    fi.width = W;
    fi.height = H;
    fi.layers = 1;
    if (!VK_OK(vkCreateFramebuffer(vk->device, &fi, NULL, &t->fb)))
        return false;
    VkPipelineLayoutCreateInfo pl = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    if (!VK_OK(vkCreatePipelineLayout(vk->device, &pl, NULL, &t->layout)))
        return false;
    /* Two quads: the left half red, the top right quarter blue. */
    static const float quads[][6] = {
        {-1, -1, 1, 0, 0, 1}, {0, -1, 1, 0, 0, 1}, {-1, 1, 1, 0, 0, 1},
        {0, -1, 1, 0, 0, 1},  {0, 1, 1, 0, 0, 1},  {-1, 1, 1, 0, 0, 1},
        {0, -1, 0, 0, 1, 1},  {1, -1, 0, 0, 1, 1}, {0, 0, 0, 0, 1, 1},
        {1, -1, 0, 0, 1, 1},  {1, 0, 0, 0, 1, 1},  {0, 0, 0, 0, 1, 1},
    };
    if (!vk_buffer(vk, sizeof quads, VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, &t->vertices) ||
        !vk_buffer(vk, W * H * 4, VK_BUFFER_USAGE_TRANSFER_DST_BIT, &t->readback))
        return false;
    memcpy(t->vertices.map, quads, sizeof quads);
    return true;
}

void target_close(Vk *vk, Target *t)
{
    if (!vk->device)
        return;
    vkDeviceWaitIdle(vk->device);
    vk_buffer_destroy(vk, &t->vertices);
    vk_buffer_destroy(vk, &t->readback);
    if (t->layout)
        vkDestroyPipelineLayout(vk->device, t->layout, NULL);
    if (t->fb)
        vkDestroyFramebuffer(vk->device, t->fb, NULL);
    if (t->pass)
        vkDestroyRenderPass(vk->device, t->pass, NULL);
    if (t->view)
        vkDestroyImageView(vk->device, t->view, NULL);
    if (t->image)
        vkDestroyImage(vk->device, t->image, NULL);
    if (t->memory)
        vkFreeMemory(vk->device, t->memory, NULL);
}


VkResult target_pipeline(Vk *vk, Target *t, VkPipelineLayout layout, const Stage *stages, uint32_t n,
                         VkPipeline *out)
{
    VkPipelineShaderStageCreateInfo st[5];
    bool tess = false;
    for (uint32_t i = 0; i < n; i++) {
        st[i] = (VkPipelineShaderStageCreateInfo){.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                                                  .stage = stages[i].stage, .module = stages[i].module,
                                                  .pName = "main"};
        tess |= stages[i].stage == VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT;
    }
    VkVertexInputBindingDescription binding = {0, 6 * sizeof(float), VK_VERTEX_INPUT_RATE_VERTEX};
    VkVertexInputAttributeDescription attrs[2] = {{0, 0, VK_FORMAT_R32G32_SFLOAT, 0},
                                                  {1, 0, VK_FORMAT_R32G32B32A32_SFLOAT, 2 * sizeof(float)}};
    VkPipelineVertexInputStateCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO};
    vi.vertexBindingDescriptionCount = 1;
    vi.pVertexBindingDescriptions = &binding;
    vi.vertexAttributeDescriptionCount = 2;
    vi.pVertexAttributeDescriptions = attrs;
    VkPipelineInputAssemblyStateCreateInfo ia = {.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO};
    ia.topology = tess ? VK_PRIMITIVE_TOPOLOGY_PATCH_LIST : VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
    VkPipelineTessellationStateCreateInfo ts = {.sType = VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO};
    ts.patchControlPoints = 3;
    VkViewport viewport = {0, 0, W, H, 0, 1};
    VkRect2D scissor = {{0, 0}, {W, H}};
    VkPipelineViewportStateCreateInfo vp = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO};
    vp.viewportCount = 1;
    vp.pViewports = &viewport;
    vp.scissorCount = 1;
    vp.pScissors = &scissor;
    VkPipelineRasterizationStateCreateInfo rs = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO};
    rs.polygonMode = VK_POLYGON_MODE_FILL;
    rs.cullMode = VK_CULL_MODE_NONE;
    rs.lineWidth = 1;
    VkPipelineMultisampleStateCreateInfo ms = {.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO};
    ms.rasterizationSamples = VK_SAMPLE_COUNT_1_BIT;
    VkPipelineColorBlendAttachmentState blend = {0};
    blend.colorWriteMask = 0xf;
    VkPipelineColorBlendStateCreateInfo cb = {.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO};
    cb.attachmentCount = 1;
    cb.pAttachments = &blend;
    VkGraphicsPipelineCreateInfo info = {.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO};
    info.stageCount = n;
    info.pStages = st;
    info.pVertexInputState = &vi;
    info.pInputAssemblyState = &ia;
    info.pTessellationState = tess ? &ts : NULL;
    info.pViewportState = &vp;
    info.pRasterizationState = &rs;
    info.pMultisampleState = &ms;
    info.pColorBlendState = &cb;
    info.layout = layout;
    info.renderPass = t->pass;
    info.basePipelineIndex = -1;
    *out = VK_NULL_HANDLE;
    return vkCreateGraphicsPipelines(vk->device, VK_NULL_HANDLE, 1, &info, NULL, out);
}

void target_record(VkCommandBuffer cb, Target *t, VkPipeline pipeline, VkPipelineLayout layout,
                   const VkDescriptorSet *set, const void *push, uint32_t push_size)
{
    VkClearValue clear = {.color = {{0, 0, 0, 1}}};
    VkRenderPassBeginInfo rb = {.sType = VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO};
    rb.renderPass = t->pass;
    rb.framebuffer = t->fb;
    rb.renderArea = (VkRect2D){{0, 0}, {W, H}};
    rb.clearValueCount = 1;
    rb.pClearValues = &clear;
    vkCmdBeginRenderPass(cb, &rb, VK_SUBPASS_CONTENTS_INLINE);
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
    if (set)
        vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_GRAPHICS, layout, 0, 1, set, 0, NULL);
    if (push)
        vkCmdPushConstants(cb, layout, VK_SHADER_STAGE_ALL, 0, push_size, push);
    VkDeviceSize offset = 0;
    vkCmdBindVertexBuffers(cb, 0, 1, &t->vertices.buffer, &offset);
    vkCmdDraw(cb, 12, 1, 0, 0);
    vkCmdEndRenderPass(cb);
    VkBufferImageCopy copy = {0};
    copy.imageSubresource = (VkImageSubresourceLayers){VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    copy.imageExtent = (VkExtent3D){W, H, 1};
    vkCmdCopyImageToBuffer(cb, t->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, t->readback.buffer, 1, &copy);
    VkMemoryBarrier barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0, NULL, 0,
                         NULL);
}

bool expect_pixel(Target *t, int x, int y, uint32_t rgba)
{
    const uint8_t *p = (const uint8_t *)t->readback.map + (y * W + x) * 4;
    uint32_t got = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
    if (got != rgba) {
        fail("pixel (%d, %d) is %08x, expected %08x", x, y, got, rgba);
        return false;
    }
    return true;
}


void *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *p = n > 0 ? malloc((size_t)n) : NULL;
    if (p && fread(p, 1, (size_t)n, f) != (size_t)n) {
        free(p);
        p = NULL;
    }
    fclose(f);
    *size = (size_t)n;
    return p;
}

/* The driver gets the very create info the application gave, and the
 * module works; byte-swapped SPIR-V goes down too, unread. */

/* The 2015 convention of early samples: the SPIR-V magic, a version word
 * of 0, the stage, then the GLSL text. Freed by the caller. */
uint32_t *legacy_module(const char *text, VkShaderStageFlagBits stage, size_t *size)
{
    size_t len = strlen(text);
    uint32_t *m = calloc(1, 12 + len + 4);
    m[0] = 0x07230203;
    m[1] = 0;
    m[2] = stage;
    memcpy(m + 3, text, len);
    *size = 12 + len;
    return m;
}

bool last_ours_has(const char *what)
{
    pthread_mutex_lock(&T.lock);
    bool has = strstr(T.last_ours, what) != NULL;
    pthread_mutex_unlock(&T.lock);
    if (!has)
        fail("the layer's last message lacks \"%s\": %s", what, T.last_ours);
    return has;
}


/* ---- the driver ---- */

static bool run(const TestCase *t)
{
    T.why[0] = '\0';
    T.vvl_errors = 0;
    T.vvl_allowed = 0;
    SpyRecord before = spy();
    t->fn();
    SpyRecord after = spy();
    if (after.devices_with_glsl_extension != before.devices_with_glsl_extension)
        fail("VK_NV_glsl_shader reached the driver's vkCreateDevice");
    if (after.non_spirv_modules != before.non_spirv_modules)
        fail("%u shader modules that are not SPIR-V reached the driver",
             after.non_spirv_modules - before.non_spirv_modules);
    if (after.unknown_handles != before.unknown_handles)
        fail("%u shader module handles the driver never made reached it",
             after.unknown_handles - before.unknown_handles);
    if (T.vvl_errors)
        fail("%d validation errors, the last: %s", (int)T.vvl_errors, T.last_vvl);
    bool ok = T.why[0] == '\0';
    printf("%s layer/%s%s\n%s", ok ? "PASS" : "FAIL", T.label, t->name, T.why);
    fflush(stdout);
    return ok;
}

int harness_main(int argc, char **argv, const TestCase *tests, size_t count)
{
    program = argv[0];
    int first = 1;
    const char *label = NULL;
    for (; first < argc && !strncmp(argv[first], "--", 2); first++) {
        if (!strcmp(argv[first], "--validation"))
            T.validation = true;
        else if (!strcmp(argv[first], "--implicit"))
            T.implicit = true;
        else if (!strcmp(argv[first], "--spirv") && first + 1 < argc)
            T.spirv_path = argv[++first];
        else if (!strcmp(argv[first], "--label") && first + 1 < argc)
            label = argv[++first];
        else {
            fprintf(stderr, "usage: %s [--validation] [--implicit] [--spirv FILE] [--label L] [TEST...]\n", program);
            return 2;
        }
    }
    char prefix[256] = "";
    if (label || T.validation)
        snprintf(prefix, sizeof prefix, "%s/", label ? label : "vvl");
    T.label = prefix;
    if (!spy_open())
        return 2;
    /* GLSPV_TEST_KEEP=LIB:LIB...: libraries kept loaded for the whole run,
     * so that the sanitizers can name them in their reports (the loader
     * unloads layers and drivers with each instance). */
    const char *keep = getenv("GLSPV_TEST_KEEP");
    while (keep && *keep) {
        char path[4096];
        size_t n = strcspn(keep, ":");
        snprintf(path, sizeof path, "%.*s", (int)n, keep);
        if (!dlopen(path, RTLD_NOW | RTLD_LOCAL))
            fprintf(stderr, "%s: GLSPV_TEST_KEEP: %s\n", program, dlerror());
        keep += n + (keep[n] == ':');
    }
    int failed = 0;
    if (first == argc) {
        for (size_t i = 0; i < count; i++)
            if (tests[i].by_default)
                failed += !run(&tests[i]);
    }
    for (int a = first; a < argc; a++) {
        size_t i = 0;
        while (i < count && strcmp(tests[i].name, argv[a]))
            i++;
        if (i == count) {
            printf("FAIL layer/%s\n    no such test\n", argv[a]);
            failed++;
            continue;
        }
        failed += !run(&tests[i]);
    }
    return failed ? 1 : 0;
}
