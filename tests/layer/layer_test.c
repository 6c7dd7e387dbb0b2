/* The layer's own behaviour, test by test, through the real loader (the
 * harness, its options and its checks after every test: harness.h). --spirv
 * names the SPIR-V of tests/layer/square.comp for the pass-through test. */
#define _GNU_SOURCE
#include <dirent.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "harness.h"
#include "glspv.h"
#include "layer/disk_cache.h"

/* ---- shaders ---- */

/* v[i] = v[i] * v[i] * scale + OFFSET, scale a push constant, OFFSET a
 * specialization constant. */
static const char compute_glsl[] =
    "#version 450\n"
    "layout(local_size_x = 64) in;\n"
    "layout(constant_id = 0) const uint OFFSET = 0u;\n"
    "layout(push_constant) uniform Push { uint scale; } p;\n"
    "layout(std430, binding = 0) buffer Data { uint v[]; } data;\n"
    "void main()\n"
    "{\n"
    "    uint i = gl_GlobalInvocationID.x;\n"
    "    data.v[i] = data.v[i] * data.v[i] * p.scale + OFFSET;\n"
    "}\n";

static const char broken_glsl[] =
    "#version 450\n"
    "layout(local_size_x = 1) in;\n"
    "void main() {\n"
    "    undefined_function();\n"
    "}\n";

#define N_VALUES 256

/* Runs `pipeline` on 0..N-1 with push constant `scale` and checks
 * v[i] == i*i*scale + offset. */
static bool run_compute(Env *e, ComputeLayout *cl, Buffer *buf, VkPipeline pipeline, uint32_t scale,
                        uint32_t offset, const char *what)
{
    uint32_t *v = buf->map;
    for (uint32_t i = 0; i < N_VALUES; i++)
        v[i] = i;
    Dispatch d = {pipeline, cl, N_VALUES / 64, {scale, 0, 0, 0}};
    if (!vk_submit(&e->vk, vk_record_dispatch, &d)) {
        fail("%s: the dispatch failed", what);
        return false;
    }
    for (uint32_t i = 0; i < N_VALUES; i++) {
        if (v[i] != i * i * scale + offset) {
            fail("%s: v[%u] is %u, expected %u", what, i, v[i], i * i * scale + offset);
            return false;
        }
    }
    return true;
}

/* A compute pipeline from `module` with OFFSET = offset. */
static VkResult make_compute(Env *e, ComputeLayout *cl, VkShaderModule module, uint32_t offset, VkPipeline *out)
{
    VkSpecializationMapEntry entry = {0, 0, sizeof(uint32_t)};
    VkSpecializationInfo spec = {1, &entry, sizeof offset, &offset};
    VkComputePipelineCreateInfo info = vk_compute_info(module, cl->layout, &spec);
    *out = VK_NULL_HANDLE;
    return vkCreateComputePipelines(e->vk.device, VK_NULL_HANDLE, 1, &info, NULL, out);
}

/* Module from `size` bytes at `code`, pipeline, dispatch, check. */
static bool compute_roundtrip(Env *e, ComputeLayout *cl, Buffer *buf, const void *code, size_t size,
                              uint32_t offset, const char *what)
{
    VkResult r;
    VkShaderModule m = vk_module(&e->vk, code, size, &r);
    if (!m) {
        fail("%s: vkCreateShaderModule: %s", what, vk_name(r));
        return false;
    }
    VkPipeline p;
    r = make_compute(e, cl, m, offset, &p);
    vkDestroyShaderModule(e->vk.device, m, NULL);
    if (r != VK_SUCCESS) {
        fail("%s: vkCreateComputePipelines: %s", what, vk_name(r));
        return false;
    }
    bool ok = run_compute(e, cl, buf, p, 3, offset, what);
    vkDestroyPipeline(e->vk.device, p, NULL);
    return ok;
}

typedef struct ComputeEnv {
    Env env;
    Buffer buf;
    ComputeLayout cl;
} ComputeEnv;

static bool compute_open(ComputeEnv *c, bool glsl, uint32_t api, const void *next)
{
    memset(c, 0, sizeof *c);
    return env_open(&c->env, glsl, api, next, NULL) &&
           vk_buffer(&c->env.vk, N_VALUES * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &c->buf) &&
           vk_compute_layout(&c->env.vk, &c->buf, &c->cl);
}

static void compute_close(ComputeEnv *c)
{
    if (c->env.vk.device) {
        vkDeviceWaitIdle(c->env.vk.device);
        vk_compute_layout_destroy(&c->env.vk, &c->cl);
        vk_buffer_destroy(&c->env.vk, &c->buf);
    }
    env_close(&c->env, NULL);
}

/* ---- tests ---- */

static bool has_glsl_ext(const VkExtensionProperties *p, uint32_t n, uint32_t *count)
{
    *count = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!strcmp(p[i].extensionName, GLSL_EXT)) {
            (*count)++;
            if (p[i].specVersion != 1)
                fail("%s has spec version %u, expected 1", GLSL_EXT, p[i].specVersion);
        }
    }
    return *count == 1;
}

/* VK_NV_glsl_shader in both queries, spec version 1, VK_INCOMPLETE right. */
static bool test_extension_advertised(void)
{
    Env e;
    if (!env_open(&e, false, VK_API_VERSION_1_3, NULL, NULL)) {
        env_close(&e, NULL);
        return false;
    }
    VkPhysicalDevice pd = e.vk.physical;
    VkExtensionProperties props[512];
    uint32_t n = 0, count;
    CHECK(VK_OK(vkEnumerateDeviceExtensionProperties(pd, GLSPV_LAYER, &n, NULL)) && n == 1);
    n = 1;
    if (CHECK(VK_OK(vkEnumerateDeviceExtensionProperties(pd, GLSPV_LAYER, &n, props))))
        CHECK(has_glsl_ext(props, n, &count));
    n = 0;
    CHECK(vkEnumerateDeviceExtensionProperties(pd, GLSPV_LAYER, &n, props) == VK_INCOMPLETE && n == 0);

    uint32_t all = 0;
    CHECK(VK_OK(vkEnumerateDeviceExtensionProperties(pd, NULL, &all, NULL)) && all > 1 && all <= 512);
    n = all;
    if (CHECK(VK_OK(vkEnumerateDeviceExtensionProperties(pd, NULL, &n, props))) && CHECK(n == all) &&
        !has_glsl_ext(props, n, &count))
        fail("the NULL-layer query lists %s %u times, expected once", GLSL_EXT, count);
    /* One short: VK_INCOMPLETE and exactly that many written. */
    memset(props, 0xab, sizeof props);
    n = all - 1;
    CHECK(vkEnumerateDeviceExtensionProperties(pd, NULL, &n, props) == VK_INCOMPLETE);
    CHECK(n == all - 1);
    CHECK(((unsigned char *)&props[all - 1])[0] == 0xab);
    n = 0;
    CHECK(vkEnumerateDeviceExtensionProperties(pd, NULL, &n, props) == VK_INCOMPLETE && n == 0);
    env_close(&e, NULL);
    return true;
}

/* A device with VK_NV_glsl_shader; the driver never hears of it. */
static bool test_device_created(void)
{
    Env e;
    bool ok = env_open(&e, true, VK_API_VERSION_1_3, NULL, NULL);
    if (ok) {
        SpyRecord s = spy();
        CHECK(s.devices >= 1);
        CHECK(vkGetDeviceProcAddr(e.vk.device, "vkCreateShaderModule") != NULL);
    }
    env_close(&e, NULL);
    return ok;
}

/* GLSL compute: push constant, specialization constant, two pipelines
 * from one module with different specialization. */
static bool test_compute(void)
{
    ComputeEnv c;
    bool ok = compute_open(&c, true, VK_API_VERSION_1_3, NULL);
    VkShaderModule m = ok ? vk_glsl(&c.env.vk, compute_glsl, NULL) : VK_NULL_HANDLE;
    VkPipeline p1 = VK_NULL_HANDLE, p2 = VK_NULL_HANDLE;
    if (CHECK(m != VK_NULL_HANDLE)) {
        CHECK(VK_OK(make_compute(&c.env, &c.cl, m, 7, &p1)));
        CHECK(VK_OK(make_compute(&c.env, &c.cl, m, 1000, &p2)));
        if (p1 && p2) {
            run_compute(&c.env, &c.cl, &c.buf, p1, 3, 7, "OFFSET 7");
            run_compute(&c.env, &c.cl, &c.buf, p2, 5, 1000, "OFFSET 1000");
        }
        vkDestroyPipeline(c.env.vk.device, p1, NULL);
        vkDestroyPipeline(c.env.vk.device, p2, NULL);
        vkDestroyShaderModule(c.env.vk.device, m, NULL);
    }
    compute_close(&c);
    return true;
}

/* The same at Vulkan 1.0 (SPIR-V 1.0): the validation layer holds the
 * application to its own API version. */
static bool test_compute_vulkan10(void)
{
    ComputeEnv c;
    if (compute_open(&c, true, VK_API_VERSION_1_0, NULL))
        compute_roundtrip(&c.env, &c.cl, &c.buf, compute_glsl, sizeof compute_glsl, 11, "Vulkan 1.0");
    compute_close(&c);
    return true;
}

/* ---- graphics ---- */

/* The extension's own example: vColor has no location (auto-mapped). */
static const char vertex_glsl[] =
    "#version 450 core\n"
    "layout(location = 0) in vec2 aVertex;\n"
    "layout(location = 1) in vec4 aColor;\n"
    "out vec4 vColor;\n"
    "void main()\n"
    "{\n"
    "    vColor = aColor;\n"
    "    gl_Position = vec4(aVertex, 0, 1);\n"
    "}\n";

static const char fragment_glsl[] =
    "#version 450\n"
    "in vec4 vColor;\n"
    "out vec4 color;\n"
    "void main() { color = vColor; }\n";

/* A graphics pipeline with the two quads' vertex format. */
static VkResult make_graphics(Vk *vk, Target *t, VkShaderModule vs, VkShaderModule fs, VkPipeline *out)
{
    Stage stages[2] = {{VK_SHADER_STAGE_VERTEX_BIT, vs}, {VK_SHADER_STAGE_FRAGMENT_BIT, fs}};
    return target_pipeline(vk, t, t->layout, stages, 2, out);
}

typedef struct Draw {
    Target *t;
    VkPipeline pipeline;
} Draw;

static void record_draw(VkCommandBuffer cb, void *user)
{
    Draw *d = user;
    target_record(cb, d->t, d->pipeline, d->t->layout, NULL, NULL, 0);
}

/* GLSL vertex + fragment: render the quads, check pixels of each colour. */
static bool test_graphics(void)
{
    Env e;
    Target t;
    memset(&t, 0, sizeof t);
    bool ok = env_open(&e, true, VK_API_VERSION_1_3, NULL, NULL) && target_open(&e.vk, &t);
    VkShaderModule vs = ok ? vk_glsl(&e.vk, vertex_glsl, NULL) : VK_NULL_HANDLE;
    VkShaderModule fs = ok ? vk_glsl(&e.vk, fragment_glsl, NULL) : VK_NULL_HANDLE;
    VkPipeline p = VK_NULL_HANDLE;
    if (CHECK(vs && fs) && CHECK(VK_OK(make_graphics(&e.vk, &t, vs, fs, &p)))) {
        Draw d = {&t, p};
        if (CHECK(vk_submit(&e.vk, record_draw, &d))) {
            expect_pixel(&t, 2, 2, 0xff0000ff);
            expect_pixel(&t, 5, 13, 0xff0000ff);
            expect_pixel(&t, 12, 3, 0x0000ffff);
            expect_pixel(&t, 12, 12, 0x000000ff);
        }
    }
    if (e.vk.device) {
        vkDestroyPipeline(e.vk.device, p, NULL);
        vkDestroyShaderModule(e.vk.device, vs, NULL);
        vkDestroyShaderModule(e.vk.device, fs, NULL);
    }
    target_close(&e.vk, &t);
    env_close(&e, NULL);
    return ok;
}

/* VK_GLSPV_AUTO_MAP_LOCATIONS=0 (set by run.sh): the extension's example
 * no longer compiles, and the log says why. */
static bool test_auto_map_off(void)
{
    Env e;
    Target t;
    memset(&t, 0, sizeof t);
    bool ok = env_open(&e, true, VK_API_VERSION_1_3, NULL, NULL) && target_open(&e.vk, &t);
    VkShaderModule vs = ok ? vk_glsl(&e.vk, vertex_glsl, NULL) : VK_NULL_HANDLE;
    VkShaderModule fs = ok ? vk_glsl(&e.vk, fragment_glsl, NULL) : VK_NULL_HANDLE;
    VkPipeline p = VK_NULL_HANDLE;
    if (CHECK(vs && fs)) {
        int before = T.ours;
        CHECK(make_graphics(&e.vk, &t, vs, fs, &p) == VK_ERROR_INVALID_SHADER_NV);
        CHECK(p == VK_NULL_HANDLE);
        CHECK(T.ours == before + 1);
    }
    if (e.vk.device) {
        vkDestroyShaderModule(e.vk.device, vs, NULL);
        vkDestroyShaderModule(e.vk.device, fs, NULL);
    }
    target_close(&e.vk, &t);
    env_close(&e, NULL);
    return ok;
}

/* ---- SPIR-V passes through ---- */

static uint64_t fnv(const void *data, size_t size)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < size; i++)
        h = (h ^ ((const unsigned char *)data)[i]) * 0x100000001b3ull;
    return h;
}

static bool test_spirv_passthrough(void)
{
    size_t size = 0;
    uint32_t *words = T.spirv_path ? read_file(T.spirv_path, &size) : NULL;
    if (!words) {
        fail("no SPIR-V to pass through (--spirv %s)", T.spirv_path ? T.spirv_path : "missing");
        return false;
    }
    ComputeEnv c;
    if (compute_open(&c, true, VK_API_VERSION_1_3, NULL)) {
        VkShaderModule m = vk_module(&c.env.vk, words, size, NULL);
        SpyRecord s = spy();
        if (CHECK(m != VK_NULL_HANDLE)) {
            /* The validation layer copies the create info it passes on. */
            CHECK(T.validation || s.last_pointer == words);
            CHECK(s.last_size == size);
            CHECK(s.last_hash == fnv(words, size));
            VkPipeline p;
            VkComputePipelineCreateInfo info = vk_compute_info(m, c.cl.layout, NULL);
            if (CHECK(VK_OK(vkCreateComputePipelines(c.env.vk.device, VK_NULL_HANDLE, 1, &info, NULL, &p)))) {
                /* square.comp: v[i] * v[i] + 1 */
                run_compute(&c.env, &c.cl, &c.buf, p, 1, 1, "SPIR-V module");
                vkDestroyPipeline(c.env.vk.device, p, NULL);
            }
            vkDestroyShaderModule(c.env.vk.device, m, NULL);
        }
        /* The other byte order: for the driver to judge (the validation
         * layer below rejects it, as it should, and does not pass it on). */
        uint32_t *swapped = malloc(size);
        for (size_t i = 0; i < size / 4; i++)
            swapped[i] = __builtin_bswap32(words[i]);
        T.vvl_allowed = 1;
        VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
        mi.codeSize = size;
        mi.pCode = swapped;
        VkShaderModule sm = VK_NULL_HANDLE;
        VkResult r = vkCreateShaderModule(c.env.vk.device, &mi, NULL, &sm);
        int provoked = T.vvl_allowed - 1;
        T.vvl_allowed = 0;
        s = spy();
        CHECK(T.validation || (s.last_pointer == swapped && s.last_hash == fnv(swapped, size)));
        CHECK(!T.validation || provoked > 0);
        if (r == VK_SUCCESS)
            vkDestroyShaderModule(c.env.vk.device, sm, NULL);
        free(swapped);
    }
    compute_close(&c);
    free(words);
    return true;
}

/* ---- the failure path ---- */

typedef struct Heard {
    atomic_int count;
    char text[2048];
} Heard;

static void heard(Heard *h, const char *msg)
{
    if (h->count++ == 0)
        snprintf(h->text, sizeof h->text, "%s", msg ? msg : "");
}

static VKAPI_ATTR VkBool32 VKAPI_CALL report_cb(VkDebugReportFlagsEXT flags, VkDebugReportObjectTypeEXT type,
                                                uint64_t object, size_t location, int32_t code, const char *prefix,
                                                const char *msg, void *user)
{
    (void)location;
    (void)code;
    (void)prefix;
    if ((flags & VK_DEBUG_REPORT_ERROR_BIT_EXT) && type == VK_DEBUG_REPORT_OBJECT_TYPE_SHADER_MODULE_EXT && object)
        heard(user, msg);
    return VK_FALSE;
}

static VKAPI_ATTR VkBool32 VKAPI_CALL utils_cb(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                               VkDebugUtilsMessageTypeFlagsEXT types,
                                               const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)
{
    (void)types;
    if ((severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) && data->pMessageIdName &&
        !strcmp(data->pMessageIdName, "VK_NV_glsl_shader-compile"))
        heard(user, data->pMessage);
    return VK_FALSE;
}

static void expect_heard(Heard *h, const char *who, int times, const char *text)
{
    if (h->count != times)
        fail("%s got %d messages, expected %d", who, (int)h->count, times);
    else if (times && !strstr(h->text, text))
        fail("%s's message lacks \"%s\": %s", who, text, h->text);
}

/* [good, broken, good derived from 0] in one call: VK_ERROR_INVALID_SHADER_NV,
 * NULL for the broken one only, the log once to each of four callbacks
 * (two chained on the instance, two made later) and to the watcher. Then
 * the same with EARLY_RETURN_ON_FAILURE on the broken one, a graphics
 * failure, and a pName other than main. */
static bool test_failure(void)
{
    Heard r_chain = {0}, u_chain = {0}, r_made = {0}, u_made = {0};
    VkDebugReportCallbackCreateInfoEXT rc = {.sType = VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT};
    rc.flags = VK_DEBUG_REPORT_ERROR_BIT_EXT | VK_DEBUG_REPORT_WARNING_BIT_EXT;
    rc.pfnCallback = report_cb;
    rc.pUserData = &r_chain;
    VkDebugUtilsMessengerCreateInfoEXT uc = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    uc.pNext = &rc;
    uc.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    uc.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                     VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    uc.pfnUserCallback = utils_cb;
    uc.pUserData = &u_chain;
    ComputeEnv c;
    if (!compute_open(&c, true, VK_API_VERSION_1_3, &uc)) {
        compute_close(&c);
        return false;
    }
    Vk *vk = &c.env.vk;
    PFN_vkCreateDebugReportCallbackEXT mk_report =
        (PFN_vkCreateDebugReportCallbackEXT)vkGetInstanceProcAddr(vk->instance, "vkCreateDebugReportCallbackEXT");
    PFN_vkDestroyDebugReportCallbackEXT rm_report =
        (PFN_vkDestroyDebugReportCallbackEXT)vkGetInstanceProcAddr(vk->instance, "vkDestroyDebugReportCallbackEXT");
    PFN_vkCreateDebugUtilsMessengerEXT mk_utils =
        (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(vk->instance, "vkCreateDebugUtilsMessengerEXT");
    PFN_vkDestroyDebugUtilsMessengerEXT rm_utils =
        (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(vk->instance, "vkDestroyDebugUtilsMessengerEXT");
    VkDebugReportCallbackEXT report = VK_NULL_HANDLE;
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    rc.pUserData = &r_made;
    uc.pNext = NULL;
    uc.pUserData = &u_made;
    CHECK(VK_OK(mk_report(vk->instance, &rc, NULL, &report)));
    CHECK(VK_OK(mk_utils(vk->instance, &uc, NULL, &messenger)));

    VkShaderModule good = vk_glsl(vk, compute_glsl, NULL);
    VkShaderModule bad = vk_glsl(vk, broken_glsl, NULL);
    CHECK(good && bad);
    name_module(&c.env, bad, "bad.comp");
    int ours = T.ours;

    uint32_t offset = 5;
    VkSpecializationMapEntry entry = {0, 0, 4};
    VkSpecializationInfo spec = {1, &entry, 4, &offset};
    VkComputePipelineCreateInfo infos[3] = {vk_compute_info(good, c.cl.layout, &spec),
                                            vk_compute_info(bad, c.cl.layout, NULL),
                                            vk_compute_info(good, c.cl.layout, &spec)};
    infos[0].flags = VK_PIPELINE_CREATE_ALLOW_DERIVATIVES_BIT;
    infos[2].flags = VK_PIPELINE_CREATE_DERIVATIVE_BIT;
    infos[2].basePipelineIndex = 0;
    VkPipeline p[3] = {VK_NULL_HANDLE, VK_NULL_HANDLE, VK_NULL_HANDLE};
    VkResult r = vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 3, infos, NULL, p);
    if (r != VK_ERROR_INVALID_SHADER_NV)
        fail("vkCreateComputePipelines returned %s, expected VK_ERROR_INVALID_SHADER_NV", vk_name(r));
    CHECK(p[0] != VK_NULL_HANDLE && p[1] == VK_NULL_HANDLE && p[2] != VK_NULL_HANDLE);
    const char *where = "bad.comp:4: error:";
    expect_heard(&r_chain, "the chained debug_report callback", 1, where);
    expect_heard(&u_chain, "the chained debug_utils messenger", 1, where);
    expect_heard(&r_made, "the debug_report callback", 1, where);
    expect_heard(&u_made, "the debug_utils messenger", 1, where);
    CHECK(T.ours == ours + 1);
    if (p[0])
        run_compute(&c.env, &c.cl, &c.buf, p[0], 2, 5, "pipeline 0 of the failing batch");
    if (p[2])
        run_compute(&c.env, &c.cl, &c.buf, p[2], 4, 5, "pipeline 2 of the failing batch");
    for (int i = 0; i < 3; i++)
        vkDestroyPipeline(vk->device, p[i], NULL);

    /* Early return: nothing at or after the failing pipeline. */
    infos[0].flags = infos[2].flags = 0;
    infos[2].basePipelineIndex = -1;
    infos[1].flags = VK_PIPELINE_CREATE_EARLY_RETURN_ON_FAILURE_BIT;
    r = vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 3, infos, NULL, p);
    CHECK(r == VK_ERROR_INVALID_SHADER_NV);
    CHECK(p[0] != VK_NULL_HANDLE && p[1] == VK_NULL_HANDLE && p[2] == VK_NULL_HANDLE);
    expect_heard(&u_made, "the debug_utils messenger", 2, where);
    for (int i = 0; i < 3; i++)
        vkDestroyPipeline(vk->device, p[i], NULL);

    /* pName must be main. */
    VkComputePipelineCreateInfo other = vk_compute_info(good, c.cl.layout, NULL);
    other.stage.pName = "entry";
    VkPipeline q = VK_NULL_HANDLE;
    CHECK(vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &other, NULL, &q) == VK_ERROR_INVALID_SHADER_NV);
    CHECK(q == VK_NULL_HANDLE);
    expect_heard(&r_made, "the debug_report callback", 3, where);

    /* A graphics pipeline whose fragment shader does not compile. */
    Target t;
    if (CHECK(target_open(vk, &t))) {
        VkShaderModule vs = vk_glsl(vk, vertex_glsl, NULL);
        VkShaderModule fs = vk_glsl(vk, "#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = 1; }\n",
                                    NULL);
        int before = u_made.count;
        CHECK(make_graphics(vk, &t, vs, fs, &q) == VK_ERROR_INVALID_SHADER_NV && q == VK_NULL_HANDLE);
        CHECK(u_made.count == before + 1);
        vkDestroyShaderModule(vk->device, vs, NULL);
        vkDestroyShaderModule(vk->device, fs, NULL);
    }
    target_close(vk, &t);

    vkDestroyShaderModule(vk->device, good, NULL);
    vkDestroyShaderModule(vk->device, bad, NULL);
    rm_report(vk->instance, report, NULL);
    rm_utils(vk->instance, messenger, NULL);
    compute_close(&c);
    return true;
}

/* VK_GLSPV_VALIDATE=1: glspv-val checks each module the layer compiles.
 * GL_EXT_spirv_intrinsics lets GLSL name any opcode, so OpIAdd on floats
 * makes a module that compiles but is invalid: the stage must fail with the
 * validator's message, and the driver must never see those words. A valid
 * shader still runs. */
static const char invalid_spirv_glsl[] =
    "#version 450\n"
    "#extension GL_EXT_spirv_intrinsics : require\n"
    "layout(local_size_x = 64) in;\n"
    "layout(std430, binding = 0) buffer Data { uint v[]; } data;\n"
    "spirv_instruction(id = 128) float iadd(float a, float b);\n"
    "void main() { data.v[0] = uint(iadd(float(data.v[0]), 1.0)); }\n";

static bool test_validate(void)
{
    Heard u = {0};
    VkDebugUtilsMessengerCreateInfoEXT uc = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    uc.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    uc.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    uc.pfnUserCallback = utils_cb;
    uc.pUserData = &u;
    ComputeEnv c;
    if (!compute_open(&c, true, VK_API_VERSION_1_3, &uc)) {
        compute_close(&c);
        return false;
    }
    Vk *vk = &c.env.vk;
    VkShaderModule good = vk_glsl(vk, compute_glsl, NULL);
    VkShaderModule bad = vk_glsl(vk, invalid_spirv_glsl, NULL);
    CHECK(good && bad);
    name_module(&c.env, bad, "invalid.comp");
    VkComputePipelineCreateInfo info = vk_compute_info(bad, c.cl.layout, NULL);
    VkPipeline p = VK_NULL_HANDLE;
    VkResult r = vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &info, NULL, &p);
    if (r != VK_ERROR_INVALID_SHADER_NV)
        fail("an invalid module: vkCreateComputePipelines returned %s, expected VK_ERROR_INVALID_SHADER_NV",
             vk_name(r));
    CHECK(p == VK_NULL_HANDLE);
    /* The compiler checks what GL_EXT_spirv_intrinsics makes with glspv-val
     * itself, so the message is a located compile error; the layer's own
     * check (VK_GLSPV_VALIDATE) stays behind it for any module. */
    expect_heard(&u, "the debug_utils messenger", 1,
                 "invalid.comp:6: error: the SPIR-V that GL_EXT_spirv_intrinsics makes here is invalid");
    if (!strstr(u.text, "Expected int scalar or vector type as Result Type: IAdd"))
        fail("the message lacks the validator's reason: %s", u.text);
    vkDestroyPipeline(vk->device, p, NULL);
    uint32_t offset = 5;
    VkSpecializationMapEntry entry = {0, 0, 4};
    VkSpecializationInfo spec = {1, &entry, 4, &offset};
    info = vk_compute_info(good, c.cl.layout, &spec);
    p = VK_NULL_HANDLE;
    if (CHECK(VK_OK(vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &info, NULL, &p))))
        run_compute(&c.env, &c.cl, &c.buf, p, 3, 5, "a valid module under VK_GLSPV_VALIDATE");
    vkDestroyPipeline(vk->device, p, NULL);
    vkDestroyShaderModule(vk->device, good, NULL);
    vkDestroyShaderModule(vk->device, bad, NULL);
    compute_close(&c);
    return true;
}

/* ---- limits ---- */

/* A compute shader whose macros expand past the macro-expansion limit:
 * under 1 KB of text, stopped by the compiler's longjmp inside the layer. */
static const char limit_glsl[] =
    "#version 450\n"
    "layout(local_size_x = 1) in;\n"
    "#define a0 x\n#define a1 a0 a0\n#define a2 a1 a1\n#define a3 a2 a2\n#define a4 a3 a3\n"
    "#define a5 a4 a4\n#define a6 a5 a5\n#define a7 a6 a6\n#define a8 a7 a7\n#define a9 a8 a8\n"
    "#define b0 a9 a9\n#define b1 b0 b0\n#define b2 b1 b1\n#define b3 b2 b2\n#define b4 b3 b3\n"
    "#define b5 b4 b4\n#define b6 b5 b5\n#define b7 b6 b6\n#define b8 b7 b7\n#define b9 b8 b8\n"
    "#define c0 b9 b9\n#define c1 c0 c0\n#define c2 c1 c1\n"
    "void main() { c2 }\n";

/* A GLSL module over a limit (docs/limits.md): pipeline creation fails with
 * VK_ERROR_INVALID_SHADER_NV and the message naming the limit, for compute
 * and for graphics (an identifier over identifier-length). */
static bool test_limit(void)
{
    Heard u = {0};
    VkDebugUtilsMessengerCreateInfoEXT uc = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    uc.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    uc.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    uc.pfnUserCallback = utils_cb;
    uc.pUserData = &u;
    ComputeEnv c;
    if (!compute_open(&c, true, VK_API_VERSION_1_3, &uc)) {
        compute_close(&c);
        return false;
    }
    Vk *vk = &c.env.vk;
    VkShaderModule m = vk_glsl(vk, limit_glsl, NULL);
    CHECK(m != VK_NULL_HANDLE);
    name_module(&c.env, m, "limit.comp");
    VkComputePipelineCreateInfo info = vk_compute_info(m, c.cl.layout, NULL);
    VkPipeline p = VK_NULL_HANDLE;
    VkResult r = vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &info, NULL, &p);
    if (r != VK_ERROR_INVALID_SHADER_NV)
        fail("over a limit: vkCreateComputePipelines returned %s, expected VK_ERROR_INVALID_SHADER_NV", vk_name(r));
    CHECK(p == VK_NULL_HANDLE);
    expect_heard(&u, "the debug_utils messenger", 1,
                 "limit.comp:26: error: macro expansion produces too many tokens (limit macro-expansion: 2097152)");
    vkDestroyShaderModule(vk->device, m, NULL);

    Target t;
    if (CHECK(target_open(vk, &t))) {
        char fs_text[2048];
        snprintf(fs_text, sizeof fs_text, "#version 450\nlayout(location = 0) out vec4 %01100d;\nvoid main() {}\n", 0);
        strstr(fs_text, "vec4 ")[5] = 'o'; /* the name: 'o' then 1,099 zeros */
        VkShaderModule vs = vk_glsl(vk, vertex_glsl, NULL);
        VkShaderModule fs = vk_glsl(vk, fs_text, NULL);
        VkPipeline q = VK_NULL_HANDLE;
        u.count = 0;
        CHECK(make_graphics(vk, &t, vs, fs, &q) == VK_ERROR_INVALID_SHADER_NV && q == VK_NULL_HANDLE);
        expect_heard(&u, "the debug_utils messenger", 1, "is 1100 characters long (limit identifier-length: 1024)");
        vkDestroyShaderModule(vk->device, vs, NULL);
        vkDestroyShaderModule(vk->device, fs, NULL);
    }
    target_close(vk, &t);
    compute_close(&c);
    return true;
}

/* ---- GLSL on a device without the extension ---- */

/* Without VK_NV_glsl_shader on the device, by default GLSL is accepted as
 * NVIDIA's drivers accepted it (the applications of 2016-2020 relied on
 * that), with one warning per device naming the extension. */
static bool test_no_extension(void)
{
    ComputeEnv c;
    if (compute_open(&c, false, VK_API_VERSION_1_3, NULL)) {
        int ours = T.ours, warnings = T.ours_warnings;
        size_t len = strlen(compute_glsl);
        compute_roundtrip(&c.env, &c.cl, &c.buf, compute_glsl, len, 2, "GLSL text without the extension");
        CHECK(T.ours == ours + 1 && T.ours_warnings == warnings + 1);
        last_ours_has("GLSL text");
        last_ours_has("Enable VK_NV_glsl_shader");
        size_t size;
        uint32_t *legacy = legacy_module(compute_glsl, VK_SHADER_STAGE_COMPUTE_BIT, &size);
        compute_roundtrip(&c.env, &c.cl, &c.buf, legacy, size, 3, "the 2015 header without the extension");
        free(legacy);
        /* Once per device. */
        CHECK(T.ours == ours + 1);
        /* SPIR-V still works there. */
        size_t spv_size = 0;
        void *words = T.spirv_path ? read_file(T.spirv_path, &spv_size) : NULL;
        VkResult r;
        if (CHECK(words)) {
            VkShaderModule s = vk_module(&c.env.vk, words, spv_size, &r);
            CHECK(r == VK_SUCCESS && s);
            vkDestroyShaderModule(c.env.vk.device, s, NULL);
            free(words);
        }
    }
    compute_close(&c);
    /* A second device warns again. */
    if (compute_open(&c, false, VK_API_VERSION_1_3, NULL)) {
        int ours = T.ours;
        compute_roundtrip(&c.env, &c.cl, &c.buf, compute_glsl, strlen(compute_glsl), 4, "a second device");
        CHECK(T.ours == ours + 1);
    }
    compute_close(&c);
    return true;
}

/* An application with no debug callback at all (run.sh checks that the one
 * warning per device reached stderr): two modules, two devices. */
static bool test_no_callback(void)
{
    const char *layers[] = {GLSPV_LAYER, SPY_LAYER};
    for (int d = 0; d < 2; d++) {
        Vk vk;
        if (!CHECK(vk_instance(&vk, VK_API_VERSION_1_3, layers, 2, NULL, 0, NULL, NULL)))
            return false;
        if (CHECK(vk_device(&vk, NULL, 0, NULL, NULL))) {
            for (int i = 0; i < 2; i++) {
                VkResult r;
                VkShaderModule m = vk_module(&vk, compute_glsl, strlen(compute_glsl), &r);
                CHECK(r == VK_SUCCESS && m);
                vkDestroyShaderModule(vk.device, m, NULL);
            }
        }
        vk_destroy(&vk, NULL);
    }
    return true;
}

/* Strict (VK_GLSPV_STRICT=1, the settings file or VK_EXT_layer_settings,
 * set by run.sh or by test_strict_api): GLSL on a device without the
 * extension is refused at vkCreateShaderModule, saying what was seen, and
 * the handle is VK_NULL_HANDLE. */
static bool expect_strict_refusal(ComputeEnv *c)
{
    SpyRecord before = spy();
    int ours = T.ours;
    VkResult r;
    VkShaderModuleCreateInfo info = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    info.codeSize = strlen(compute_glsl);
    info.pCode = (const uint32_t *)(const void *)compute_glsl;
    VkShaderModule m = (VkShaderModule)(uintptr_t)0xdeadbeef;
    r = vkCreateShaderModule(c->env.vk.device, &info, NULL, &m);
    if (r != VK_ERROR_INVALID_SHADER_NV)
        fail("vkCreateShaderModule returned %s, expected VK_ERROR_INVALID_SHADER_NV", vk_name(r));
    CHECK(m == VK_NULL_HANDLE);
    CHECK(T.ours == ours + 1);
    last_ours_has("GLSL text");
    last_ours_has("VK_NV_glsl_shader is not enabled");
    size_t size;
    uint32_t *legacy = legacy_module(compute_glsl, VK_SHADER_STAGE_COMPUTE_BIT, &size);
    info.codeSize = size;
    info.pCode = legacy;
    m = (VkShaderModule)(uintptr_t)0xdeadbeef;
    r = vkCreateShaderModule(c->env.vk.device, &info, NULL, &m);
    free(legacy);
    CHECK(r == VK_ERROR_INVALID_SHADER_NV && m == VK_NULL_HANDLE);
    CHECK(T.ours == ours + 2);
    last_ours_has("a 2015-style GLSL module");
    last_ours_has("VK_SHADER_STAGE_COMPUTE_BIT");
    CHECK(spy().modules_created == before.modules_created);
    return true;
}

static bool test_strict(void)
{
    ComputeEnv c;
    if (compute_open(&c, false, VK_API_VERSION_1_3, NULL))
        expect_strict_refusal(&c);
    compute_close(&c);
    /* With the extension, strict changes nothing. */
    if (compute_open(&c, true, VK_API_VERSION_1_3, NULL))
        compute_roundtrip(&c.env, &c.cl, &c.buf, compute_glsl, strlen(compute_glsl), 5, "strict, with the extension");
    compute_close(&c);
    return true;
}

/* VK_EXT_layer_settings: strict through a VkLayerSettingsCreateInfoEXT
 * chained on the instance (defined here for headers that predate it). */
#ifndef VK_EXT_layer_settings
#define VK_STRUCTURE_TYPE_LAYER_SETTINGS_CREATE_INFO_EXT ((VkStructureType)1000496000)
typedef struct VkLayerSettingEXT {
    const char *pLayerName;
    const char *pSettingName;
    uint32_t type; /* VK_LAYER_SETTING_TYPE_BOOL32_EXT = 0, STRING_EXT = 7 */
    uint32_t valueCount;
    const void *pValues;
} VkLayerSettingEXT;
typedef struct VkLayerSettingsCreateInfoEXT {
    VkStructureType sType;
    const void *pNext;
    uint32_t settingCount;
    const VkLayerSettingEXT *pSettings;
} VkLayerSettingsCreateInfoEXT;
#endif

static bool test_strict_api(void)
{
    VkBool32 on = VK_TRUE, off = VK_FALSE;
    /* Another layer's setting of the same name, then ours; the first of
     * ours wins over a later one. */
    VkLayerSettingEXT settings[3] = {
        {"VK_LAYER_KHRONOS_validation", "strict", 0, 1, &off},
        {GLSPV_LAYER, "strict", 0, 1, &on},
        {GLSPV_LAYER, "strict", 0, 1, &off},
    };
    /* A validation layer older than the extension reports the structure as
     * unknown at vkCreateInstance: heard, and allowed, by a chained watcher. */
    VkDebugUtilsMessengerCreateInfoEXT chained = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    chained.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    chained.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    chained.pfnUserCallback = watcher;
    VkLayerSettingsCreateInfoEXT info = {VK_STRUCTURE_TYPE_LAYER_SETTINGS_CREATE_INFO_EXT, &chained, 3, settings};
    ComputeEnv c;
    T.vvl_allowed = 1;
    bool open = compute_open(&c, false, VK_API_VERSION_1_3, &info);
    T.vvl_allowed = 0;
    if (open)
        expect_strict_refusal(&c);
    compute_close(&c);
    /* Off through the API: permissive. */
    VkLayerSettingsCreateInfoEXT lax = {VK_STRUCTURE_TYPE_LAYER_SETTINGS_CREATE_INFO_EXT, &chained, 1, &settings[2]};
    T.vvl_allowed = 1;
    open = compute_open(&c, false, VK_API_VERSION_1_3, &lax);
    T.vvl_allowed = 0;
    if (open)
        compute_roundtrip(&c.env, &c.cl, &c.buf, compute_glsl, strlen(compute_glsl), 6, "strict off through the API");
    compute_close(&c);
    return true;
}

/* The validation layer above ours (the wrong order): one warning at
 * vkCreateInstance saying what to change; in the right order, none. */
static int order_warnings(const char *first, const char *second)
{
    VkDebugUtilsMessengerCreateInfoEXT chained = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    chained.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    chained.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    chained.pfnUserCallback = watcher;
    const char *layers[] = {first, second, SPY_LAYER};
    Vk vk;
    int before = T.ours_warnings;
    if (CHECK(vk_instance(&vk, VK_API_VERSION_1_3, layers, 3, NULL, 0, &chained, NULL)))
        vk_destroy(&vk, NULL);
    return T.ours_warnings - before;
}

static bool test_layer_order(void)
{
    CHECK(order_warnings(VALIDATION_LAYER, GLSPV_LAYER) == 1);
    last_ours_has("VK_LAYER_KHRONOS_validation is above VK_LAYER_GLSPV_glsl_shader");
    last_ours_has("list VK_LAYER_GLSPV_glsl_shader before VK_LAYER_KHRONOS_validation");
    CHECK(order_warnings(GLSPV_LAYER, VALIDATION_LAYER) == 0);
    return true;
}

/* ---- codeSize and the shape of the text ---- */

static bool test_code_size(void)
{
    ComputeEnv c;
    if (!compute_open(&c, true, VK_API_VERSION_1_3, NULL)) {
        compute_close(&c);
        return false;
    }
    size_t len = strlen(compute_glsl);
    /* A copy the application scribbles over right after creating the
     * module: the layer must have taken its own. */
    char *copy = malloc(len + 16);
    memcpy(copy, compute_glsl, len);
    VkShaderModule m = vk_module(&c.env.vk, copy, len, NULL);
    memset(copy, '#', len);
    VkPipeline p = VK_NULL_HANDLE;
    if (CHECK(m) && CHECK(VK_OK(make_compute(&c.env, &c.cl, m, 1, &p))))
        run_compute(&c.env, &c.cl, &c.buf, p, 3, 1, "pCode overwritten after creation");
    vkDestroyPipeline(c.env.vk.device, p, NULL);
    vkDestroyShaderModule(c.env.vk.device, m, NULL);

    compute_roundtrip(&c.env, &c.cl, &c.buf, compute_glsl, len + 1, 2, "codeSize with the NUL");
    compute_roundtrip(&c.env, &c.cl, &c.buf, compute_glsl, len, 3, "codeSize without the NUL");
    memset(copy, 0, len + 16);
    memcpy(copy, compute_glsl, len);
    compute_roundtrip(&c.env, &c.cl, &c.buf, copy, (len + 3 + 8) & ~(size_t)3, 4, "padded with NULs to 4n");
    /* Misaligned: starting at an odd address. */
    memmove(copy + 1, compute_glsl, len);
    compute_roundtrip(&c.env, &c.cl, &c.buf, copy + 1, len, 5, "misaligned pCode");
    /* A BOM and a comment before #version. */
    char bom[1024];
    snprintf(bom, sizeof bom, "\xef\xbb\xbf// a comment first\n%s", compute_glsl);
    compute_roundtrip(&c.env, &c.cl, &c.buf, bom, strlen(bom), 6, "a BOM and a comment first");
    /* No #version: 450 core. */
    const char *body = strchr(compute_glsl, '\n') + 1;
    compute_roundtrip(&c.env, &c.cl, &c.buf, body, strlen(body), 7, "no #version");
    /* The 2015 convention: magic, 0, stage, then the text. */
    size_t legacy_size;
    uint32_t *legacy = legacy_module(compute_glsl, VK_SHADER_STAGE_COMPUTE_BIT, &legacy_size);
    compute_roundtrip(&c.env, &c.cl, &c.buf, legacy, legacy_size + 1, 8, "legacy magic/0/stage header");
    free(legacy);

    /* Too short to be SPIR-V: GLSL, which then does not compile. */
    VkResult r;
    m = vk_module(&c.env.vk, "x", 1, &r);
    if (CHECK(r == VK_SUCCESS && m)) {
        int ours = T.ours;
        CHECK(make_compute(&c.env, &c.cl, m, 0, &p) == VK_ERROR_INVALID_SHADER_NV && p == VK_NULL_HANDLE);
        CHECK(T.ours == ours + 1);
        vkDestroyShaderModule(c.env.vk.device, m, NULL);
    }
    /* #include: refused, with a message (the layer reads no files). */
    {
        Heard h = {0};
        PFN_vkCreateDebugUtilsMessengerEXT mk = (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
            c.env.vk.instance, "vkCreateDebugUtilsMessengerEXT");
        PFN_vkDestroyDebugUtilsMessengerEXT rm = (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
            c.env.vk.instance, "vkDestroyDebugUtilsMessengerEXT");
        VkDebugUtilsMessengerCreateInfoEXT uc = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
        uc.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        uc.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
        uc.pfnUserCallback = utils_cb;
        uc.pUserData = &h;
        VkDebugUtilsMessengerEXT messenger;
        static const char inc[] = "#version 450\n#extension GL_GOOGLE_include_directive : require\n"
                                  "#include \"/etc/hostname\"\nlayout(local_size_x = 1) in;\nvoid main() {}\n";
        m = vk_glsl(&c.env.vk, inc, NULL);
        if (CHECK(m) && CHECK(VK_OK(mk(c.env.vk.instance, &uc, NULL, &messenger)))) {
            CHECK(make_compute(&c.env, &c.cl, m, 0, &p) == VK_ERROR_INVALID_SHADER_NV);
            expect_heard(&h, "the messenger", 1, ":3: error: cannot include '/etc/hostname': #include is not available");
            rm(c.env.vk.instance, messenger, NULL);
        }
        vkDestroyShaderModule(c.env.vk.device, m, NULL);
    }
    /* Only NULs: empty, refused at once. */
    m = vk_module(&c.env.vk, "\0\0\0", 3, &r);
    CHECK(r == VK_ERROR_INVALID_SHADER_NV && m == VK_NULL_HANDLE);
    free(copy);
    compute_close(&c);
    return true;
}

/* ---- maintenance5: a VkShaderModuleCreateInfo on the stage ---- */

static bool test_inline_module(void)
{
    ComputeEnv c;
    if (!compute_open(&c, true, VK_API_VERSION_1_3, NULL)) {
        compute_close(&c);
        return false;
    }
    VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    mi.codeSize = strlen(compute_glsl);
    mi.pCode = (const uint32_t *)(const void *)compute_glsl;
    uint32_t offset = 9;
    VkSpecializationMapEntry entry = {0, 0, 4};
    VkSpecializationInfo spec = {1, &entry, 4, &offset};
    VkComputePipelineCreateInfo info = vk_compute_info(VK_NULL_HANDLE, c.cl.layout, &spec);
    info.stage.pNext = &mi;
    SpyRecord before = spy();
    VkPipeline p = VK_NULL_HANDLE;
    if (CHECK(VK_OK(vkCreateComputePipelines(c.env.vk.device, VK_NULL_HANDLE, 1, &info, NULL, &p)))) {
        run_compute(&c.env, &c.cl, &c.buf, p, 3, 9, "inline GLSL module");
        vkDestroyPipeline(c.env.vk.device, p, NULL);
    }
    CHECK(spy().inline_modules == before.inline_modules);

    /* A failing inline module, named by a struct chained on it. */
    VkDebugUtilsObjectNameInfoEXT name = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT};
    name.objectType = VK_OBJECT_TYPE_SHADER_MODULE;
    name.pObjectName = "inline.comp";
    mi.pNext = &name;
    mi.codeSize = sizeof broken_glsl;
    mi.pCode = (const uint32_t *)(const void *)broken_glsl;
    Heard h = {0};
    VkDebugUtilsMessengerCreateInfoEXT uc = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    uc.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    uc.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    uc.pfnUserCallback = utils_cb;
    uc.pUserData = &h;
    PFN_vkCreateDebugUtilsMessengerEXT mk = (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
        c.env.vk.instance, "vkCreateDebugUtilsMessengerEXT");
    PFN_vkDestroyDebugUtilsMessengerEXT rm = (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
        c.env.vk.instance, "vkDestroyDebugUtilsMessengerEXT");
    VkDebugUtilsMessengerEXT messenger;
    if (CHECK(VK_OK(mk(c.env.vk.instance, &uc, NULL, &messenger)))) {
        p = VK_NULL_HANDLE;
        CHECK(vkCreateComputePipelines(c.env.vk.device, VK_NULL_HANDLE, 1, &info, NULL, &p) ==
              VK_ERROR_INVALID_SHADER_NV);
        CHECK(p == VK_NULL_HANDLE);
        expect_heard(&h, "the messenger", 1, "inline.comp:4: error:");
        rm(c.env.vk.instance, messenger, NULL);
    }
    compute_close(&c);
    return true;
}

/* ---- a module destroyed right after pipeline creation ---- */

static bool test_destroy_early(void)
{
    ComputeEnv c;
    if (compute_open(&c, true, VK_API_VERSION_1_3, NULL)) {
        VkShaderModule m = vk_glsl(&c.env.vk, compute_glsl, NULL);
        VkPipeline p = VK_NULL_HANDLE;
        if (CHECK(m) && CHECK(VK_OK(make_compute(&c.env, &c.cl, m, 12, &p)))) {
            vkDestroyShaderModule(c.env.vk.device, m, NULL);
            run_compute(&c.env, &c.cl, &c.buf, p, 3, 12, "after vkDestroyShaderModule");
            vkDestroyPipeline(c.env.vk.device, p, NULL);
        }
        /* Never destroyed by the application: the device takes it along. */
        CHECK(vk_glsl(&c.env.vk, compute_glsl, NULL) != VK_NULL_HANDLE);
    }
    compute_close(&c);
    return true;
}

/* ---- many threads ---- */

#define THREADS 8
#define PER_THREAD 12

typedef struct Worker {
    ComputeEnv *c;
    int index;
    int failures_wanted;
    VkPipeline unique;   /* a pipeline from this thread's own source, kept */
    uint32_t constant;
    bool ok;
} Worker;

/* v[i] = v[i] * v[i] * scale + K, K differing by thread and pipeline. */
static void unique_source(char *buf, size_t size, uint32_t k)
{
    snprintf(buf, size,
             "#version 450\n"
             "layout(local_size_x = 64) in;\n"
             "layout(push_constant) uniform Push { uint scale; } p;\n"
             "layout(std430, binding = 0) buffer Data { uint v[]; } data;\n"
             "const uint K = %uu;\n"
             "void main()\n"
             "{\n"
             "    uint i = gl_GlobalInvocationID.x;\n"
             "    data.v[i] = data.v[i] * data.v[i] * p.scale + K;\n"
             "}\n",
             k);
}

static void *worker(void *arg)
{
    Worker *w = arg;
    Vk *vk = &w->c->env.vk;
    w->ok = true;
    for (int i = 0; i < PER_THREAD; i++) {
        char src[1024];
        uint32_t k = (uint32_t)(w->index * 1000 + i);
        bool shared = i % 3 == 0; /* every third: the same text in all threads */
        if (shared)
            snprintf(src, sizeof src, "%s", compute_glsl);
        else
            unique_source(src, sizeof src, k);
        VkShaderModule m = vk_glsl(vk, src, NULL);
        VkPipeline p = VK_NULL_HANDLE;
        if (!m || make_compute(&w->c->env, &w->c->cl, m, 0, &p) != VK_SUCCESS) {
            fail("thread %d: pipeline %d failed", w->index, i);
            w->ok = false;
        }
        vkDestroyShaderModule(vk->device, m, NULL);
        if (!shared && !w->unique) {
            w->unique = p;
            w->constant = k;
        } else {
            vkDestroyPipeline(vk->device, p, NULL);
        }
    }
    for (int i = 0; i < w->failures_wanted; i++) {
        VkShaderModule m = vk_glsl(vk, broken_glsl, NULL);
        VkPipeline p = VK_NULL_HANDLE;
        if (make_compute(&w->c->env, &w->c->cl, m, 0, &p) != VK_ERROR_INVALID_SHADER_NV || p) {
            fail("thread %d: a broken shader did not fail", w->index);
            w->ok = false;
        }
        vkDestroyShaderModule(vk->device, m, NULL);
    }
    return NULL;
}

static bool test_threads(void)
{
    ComputeEnv c;
    if (!compute_open(&c, true, VK_API_VERSION_1_3, NULL)) {
        compute_close(&c);
        return false;
    }
    Worker w[THREADS];
    pthread_t t[THREADS];
    int ours = T.ours;
    for (int i = 0; i < THREADS; i++) {
        w[i] = (Worker){&c, i, i % 2 ? 2 : 0, VK_NULL_HANDLE, 0, false};
        if (pthread_create(&t[i], NULL, worker, &w[i]) != 0) {
            fail("pthread_create failed");
            t[i] = 0;
        }
    }
    for (int i = 0; i < THREADS; i++)
        if (t[i])
            pthread_join(t[i], NULL);
    CHECK(T.ours == ours + THREADS); /* two failures in every other thread */
    for (int i = 0; i < THREADS; i++) {
        if (w[i].unique) {
            char what[64];
            snprintf(what, sizeof what, "thread %d's pipeline", i);
            run_compute(&c.env, &c.cl, &c.buf, w[i].unique, 2, w[i].constant, what);
            vkDestroyPipeline(c.env.vk.device, w[i].unique, NULL);
        }
    }
    compute_close(&c);
    return true;
}

/* ---- pAllocator ---- */

typedef struct Counting {
    atomic_long live, calls;
} Counting;

/* Each block starts with its size, 64 bytes before what is handed out. */
static void *VKAPI_CALL count_alloc(void *user, size_t size, size_t align, VkSystemAllocationScope scope)
{
    (void)scope;
    Counting *c = user;
    if (align > 64)
        return NULL;
    unsigned char *p = aligned_alloc(64, 64 + ((size + 63) & ~(size_t)63));
    if (!p)
        return NULL;
    memcpy(p, &size, sizeof size);
    c->live++;
    c->calls++;
    return p + 64;
}

static void VKAPI_CALL count_free(void *user, void *mem)
{
    Counting *c = user;
    if (!mem)
        return;
    c->live--;
    free((unsigned char *)mem - 64);
}

static void *VKAPI_CALL count_realloc(void *user, void *old, size_t size, size_t align, VkSystemAllocationScope scope)
{
    if (!old)
        return count_alloc(user, size, align, scope);
    if (!size) {
        count_free(user, old);
        return NULL;
    }
    void *p = count_alloc(user, size, align, scope);
    if (p) {
        size_t was;
        memcpy(&was, (unsigned char *)old - 64, sizeof was);
        memcpy(p, old, was < size ? was : size);
        count_free(user, old);
    }
    return p;
}

/* Everything allocated through the application's callbacks is freed
 * through them; the layer's GLSL modules come from them. */
static bool test_allocator(void)
{
    Counting counts = {0, 0};
    VkAllocationCallbacks a = {&counts, count_alloc, count_realloc, count_free, NULL, NULL};
    Env e;
    bool ok = env_open(&e, true, VK_API_VERSION_1_3, NULL, &a);
    if (ok) {
        long calls = counts.calls;
        VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
        mi.codeSize = sizeof compute_glsl;
        mi.pCode = (const uint32_t *)(const void *)compute_glsl;
        VkShaderModule m = VK_NULL_HANDLE;
        SpyRecord before = spy();
        CHECK(VK_OK(vkCreateShaderModule(e.vk.device, &mi, &a, &m)));
        CHECK(spy().modules_created == before.modules_created); /* the layer's, not the driver's */
        CHECK(counts.calls > calls);
        Buffer buf;
        ComputeLayout cl;
        if (CHECK(vk_buffer(&e.vk, N_VALUES * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &buf) &&
                  vk_compute_layout(&e.vk, &buf, &cl))) {
            VkComputePipelineCreateInfo info = vk_compute_info(m, cl.layout, NULL);
            VkPipeline p = VK_NULL_HANDLE;
            calls = counts.calls;
            CHECK(VK_OK(vkCreateComputePipelines(e.vk.device, VK_NULL_HANDLE, 1, &info, &a, &p)));
            CHECK(counts.calls > calls);
            vkDestroyPipeline(e.vk.device, p, &a);
            vk_compute_layout_destroy(&e.vk, &cl);
            vk_buffer_destroy(&e.vk, &buf);
        }
        vkDestroyShaderModule(e.vk.device, m, &a);
    }
    env_close(&e, &a);
    if (counts.live != 0)
        fail("%ld allocations made through pAllocator were not freed", (long)counts.live);
    return ok;
}

/* ---- VK_GLSPV_AUTO_BIND_UNIFORMS=1 (set by run.sh) ---- */

typedef struct Plain {
    VkPipeline pipeline;
    VkPipelineLayout layout;
    VkDescriptorSet set;
} Plain;

/* A dispatch with no push constants. */
static void record_plain(VkCommandBuffer cb, void *user)
{
    Plain *r = user;
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, r->pipeline);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, r->layout, 0, 1, &r->set, 0, NULL);
    vkCmdDispatch(cb, N_VALUES / 64, 1, 1);
    VkMemoryBarrier barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
                               .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                         NULL, 0, NULL);
}

/* Two buffers without a binding get 0 and 1. */
static bool test_auto_bind(void)
{
    static const char src[] = "#version 450\n"
                              "layout(local_size_x = 64) in;\n"
                              "layout(std430) buffer A { uint a[]; };\n"
                              "layout(std430) buffer B { uint b[]; };\n"
                              "void main() { uint i = gl_GlobalInvocationID.x; b[i] = a[i] + 100u; }\n";
    Env e;
    bool ok = env_open(&e, true, VK_API_VERSION_1_3, NULL, NULL);
    VkDevice d = e.vk.device;
    Buffer a = {0}, b = {0};
    VkDescriptorSetLayout sl = VK_NULL_HANDLE;
    VkPipelineLayout pl = VK_NULL_HANDLE;
    VkDescriptorPool pool = VK_NULL_HANDLE;
    VkPipeline p = VK_NULL_HANDLE;
    VkShaderModule m = VK_NULL_HANDLE;
    VkDescriptorSetLayoutBinding bindings[2] = {
        {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
        {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL}};
    VkDescriptorSetLayoutCreateInfo sli = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                           .bindingCount = 2, .pBindings = bindings};
    VkDescriptorPoolSize ps = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 2};
    VkDescriptorPoolCreateInfo dpi = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, .maxSets = 1,
                                      .poolSizeCount = 1, .pPoolSizes = &ps};
    VkPipelineLayoutCreateInfo pli = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, .setLayoutCount = 1,
                                      .pSetLayouts = &sl};
    VkDescriptorSetAllocateInfo dsa = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                       .descriptorSetCount = 1, .pSetLayouts = &sl};
    Plain rec = {VK_NULL_HANDLE, VK_NULL_HANDLE, VK_NULL_HANDLE};
    ok = ok && CHECK(vk_buffer(&e.vk, N_VALUES * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &a)) &&
         CHECK(vk_buffer(&e.vk, N_VALUES * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &b)) &&
         CHECK(VK_OK(vkCreateDescriptorSetLayout(d, &sli, NULL, &sl))) &&
         CHECK(VK_OK(vkCreateDescriptorPool(d, &dpi, NULL, &pool))) &&
         CHECK(VK_OK(vkCreatePipelineLayout(d, &pli, NULL, &pl)));
    if (ok) {
        dsa.descriptorPool = pool;
        ok = CHECK(VK_OK(vkAllocateDescriptorSets(d, &dsa, &rec.set)));
    }
    if (ok) {
        VkDescriptorBufferInfo bi[2] = {{a.buffer, 0, VK_WHOLE_SIZE}, {b.buffer, 0, VK_WHOLE_SIZE}};
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = rec.set,
                                  .descriptorCount = 2, .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                  .pBufferInfo = bi};
        vkUpdateDescriptorSets(d, 1, &w, 0, NULL);
        m = vk_glsl(&e.vk, src, NULL);
        VkComputePipelineCreateInfo info = vk_compute_info(m, pl, NULL);
        ok = CHECK(m) && CHECK(VK_OK(vkCreateComputePipelines(d, VK_NULL_HANDLE, 1, &info, NULL, &p)));
    }
    if (ok) {
        uint32_t *va = a.map, *vb = b.map;
        for (uint32_t i = 0; i < N_VALUES; i++) {
            va[i] = i;
            vb[i] = 0;
        }
        rec.pipeline = p;
        rec.layout = pl;
        CHECK(vk_submit(&e.vk, record_plain, &rec));
        for (uint32_t i = 0; i < N_VALUES; i++) {
            if (vb[i] != i + 100u) {
                fail("b[%u] is %u, expected %u", i, vb[i], i + 100u);
                break;
            }
        }
    }
    if (d) {
        vkDeviceWaitIdle(d);
        vkDestroyPipeline(d, p, NULL);
        vkDestroyShaderModule(d, m, NULL);
        vkDestroyPipelineLayout(d, pl, NULL);
        vkDestroyDescriptorPool(d, pool, NULL);
        vkDestroyDescriptorSetLayout(d, sl, NULL);
        vk_buffer_destroy(&e.vk, &a);
        vk_buffer_destroy(&e.vk, &b);
    }
    env_close(&e, NULL);
    return ok;
}

/* ---- an implicit manifest (run.sh sets it up) ---- */

static bool advertised(Env *e)
{
    VkExtensionProperties props[512];
    uint32_t n = 512, count;
    return VK_OK(vkEnumerateDeviceExtensionProperties(e->vk.physical, NULL, &n, props)) &&
           has_glsl_ext(props, n, &count);
}

/* ENABLE_VK_LAYER_GLSPV_glsl_shader=1: the layer is there unasked. */
static bool test_implicit_on(void)
{
    ComputeEnv c;
    if (compute_open(&c, true, VK_API_VERSION_1_3, NULL)) {
        CHECK(advertised(&c.env));
        compute_roundtrip(&c.env, &c.cl, &c.buf, compute_glsl, sizeof compute_glsl, 3, "implicit layer");
    }
    compute_close(&c);
    return true;
}

/* Not enabled, or disabled: not there (the device cannot have the extension). */
static bool test_implicit_off(void)
{
    Env e;
    T.vvl_allowed = 0;
    if (env_open(&e, false, VK_API_VERSION_1_3, NULL, NULL))
        CHECK(!advertised(&e));
    env_close(&e, NULL);
    return true;
}

/* ---- the persistent cache (VK_GLSPV_CACHE_DIR) ---- */

/* compute_glsl with 5 more: the words a cache entry is given to show that it is read. */
static const char compute_plus5_glsl[] =
    "#version 450\n"
    "layout(local_size_x = 64) in;\n"
    "layout(constant_id = 0) const uint OFFSET = 0u;\n"
    "layout(push_constant) uniform Push { uint scale; } p;\n"
    "layout(std430, binding = 0) buffer Data { uint v[]; } data;\n"
    "void main()\n"
    "{\n"
    "    uint i = gl_GlobalInvocationID.x;\n"
    "    data.v[i] = data.v[i] * data.v[i] * p.scale + OFFSET + 5u;\n"
    "}\n";

/* The one entry in `dir` whose text is `text`: its path in `path`, its bytes returned. */
static unsigned char *cache_entry(const char *dir, const char *text, char *path, size_t path_size, size_t *size)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    unsigned char *found = NULL;
    while (d && !found && (de = readdir(d)) != NULL) {
        if (!strstr(de->d_name, DISK_CACHE_SUFFIX))
            continue;
        snprintf(path, path_size, "%s/%s", dir, de->d_name);
        unsigned char *bytes = read_file(path, size);
        const DiskCacheHeader *h = (const void *)bytes;
        if (bytes && *size >= sizeof *h && h->text_bytes == strlen(text) &&
            !memcmp(bytes + sizeof *h, text, h->text_bytes))
            found = bytes;
        else
            free(bytes);
    }
    if (d)
        closedir(d);
    return found;
}

static bool write_bytes(const char *path, const void *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(data, 1, size, f) == size;
    return (f && fclose(f) == 0) && ok;
}

/* `text` (compute_glsl or compute_plus5_glsl) with OFFSET 7 on `c`, checked
 * against compute_glsl's result plus `plus`. */
static bool run_text(ComputeEnv *c, const char *text, uint32_t plus, const char *what)
{
    VkShaderModule m = vk_glsl(&c->env.vk, text, NULL);
    VkPipeline p = VK_NULL_HANDLE;
    bool ok = CHECK(m != VK_NULL_HANDLE) && CHECK(VK_OK(make_compute(&c->env, &c->cl, m, 7, &p))) &&
              run_compute(&c->env, &c->cl, &c->buf, p, 3, 7 + plus, what);
    if (p)
        vkDestroyPipeline(c->env.vk.device, p, NULL);
    if (m)
        vkDestroyShaderModule(c->env.vk.device, m, NULL);
    return ok;
}

/* compute_glsl through a new instance and device (the in-memory cache is a
 * device's), its result `plus` more than its own. */
static bool run_fresh(uint32_t plus, const char *what)
{
    ComputeEnv c;
    bool ok = compute_open(&c, true, VK_API_VERSION_1_3, NULL) && run_text(&c, compute_glsl, plus, what);
    compute_close(&c);
    return ok;
}

/* An entry is written, read back by the next device (given other words, the
 * pipeline runs those), and a damaged or truncated one is a miss that the
 * compile rewrites. */
static bool test_disk_cache(void)
{
    const char *dir = getenv("VK_GLSPV_CACHE_DIR");
    char path[4096], plus_path[4096];
    size_t size = 0, plus_size = 0;
    if (!CHECK(dir != NULL))
        return true;
    ComputeEnv c;
    if (compute_open(&c, true, VK_API_VERSION_1_3, NULL)) {
        run_text(&c, compute_glsl, 0, "written");
        run_text(&c, compute_plus5_glsl, 5, "plus 5");
    }
    compute_close(&c);
    unsigned char *entry = cache_entry(dir, compute_glsl, path, sizeof path, &size);
    unsigned char *plus = cache_entry(dir, compute_plus5_glsl, plus_path, sizeof plus_path, &plus_size);
    if (!CHECK(entry != NULL) || !CHECK(plus != NULL)) {
        free(entry);
        free(plus);
        return true;
    }
    DiskCacheHeader h = *(const DiskCacheHeader *)(const void *)entry;
    const DiskCacheHeader *ph = (const void *)plus;
    CHECK(h.magic == DISK_CACHE_MAGIC && h.stage == GLSPV_STAGE_COMPUTE && h.word_count > 5);
    CHECK(h.checksum == disk_cache_checksum(&h, compute_glsl,
                                            (const uint32_t *)(const void *)(entry + disk_cache_words_offset(h.text_bytes))));
    /* The entry of compute_glsl given the words of compute_plus5_glsl: read, and run. */
    size_t words_at = disk_cache_words_offset(h.text_bytes);
    size_t forged_size = words_at + (size_t)ph->word_count * 4;
    unsigned char *forged = calloc(1, forged_size);
    if (CHECK(forged != NULL)) {
        DiskCacheHeader fh = h;
        fh.word_count = ph->word_count;
        memcpy(forged + sizeof fh, compute_glsl, h.text_bytes);
        memcpy(forged + words_at, plus + disk_cache_words_offset(ph->text_bytes), (size_t)ph->word_count * 4);
        fh.checksum = disk_cache_checksum(&fh, compute_glsl, (const uint32_t *)(const void *)(forged + words_at));
        memcpy(forged, &fh, sizeof fh);
        if (CHECK(write_bytes(path, forged, forged_size)))
            run_fresh(5, "an entry read back");
        /* One word damaged: a miss, the shader's own words, the entry rewritten. */
        forged[forged_size - 8] ^= 0x40;
        if (CHECK(write_bytes(path, forged, forged_size)) && run_fresh(0, "a damaged entry")) {
            size_t again_size;
            unsigned char *again = read_file(path, &again_size);
            CHECK(again && again_size == size && !memcmp(again, entry, size));
            free(again);
        }
        /* Cut short: the same. */
        if (CHECK(write_bytes(path, entry, size / 2)) && run_fresh(0, "a truncated entry")) {
            size_t again_size;
            unsigned char *again = read_file(path, &again_size);
            CHECK(again && again_size == size && !memcmp(again, entry, size));
            free(again);
        }
        /* Another shader's entry under this one's name: its text differs, a miss. */
        if (CHECK(write_bytes(path, plus, plus_size)))
            run_fresh(0, "an entry of another text");
    }
    free(forged);
    free(entry);
    free(plus);
    return true;
}

/* ---- driver ---- */

static const TestCase tests[] = {
    {"extension-advertised", test_extension_advertised, true},
    {"device-created", test_device_created, true},
    {"compute", test_compute, true},
    {"compute-vulkan1.0", test_compute_vulkan10, true},
    {"graphics", test_graphics, true},
    {"spirv-passthrough", test_spirv_passthrough, true},
    {"failure", test_failure, true},
    {"limit", test_limit, true},
    {"no-extension", test_no_extension, true},
    {"strict-api", test_strict_api, true},
    {"strict", test_strict, false},
    {"no-callback", test_no_callback, false},
    {"layer-order", test_layer_order, true},
    {"code-size", test_code_size, true},
    {"inline-module", test_inline_module, true},
    {"destroy-early", test_destroy_early, true},
    {"threads", test_threads, true},
    {"allocator", test_allocator, true},
    {"auto-map-off", test_auto_map_off, false},
    {"auto-bind", test_auto_bind, false},
    {"validate", test_validate, false},
    {"implicit-on", test_implicit_on, false},
    {"implicit-off", test_implicit_off, false},
    {"disk-cache", test_disk_cache, false},
};


int main(int argc, char **argv)
{
    return harness_main(argc, argv, tests, sizeof tests / sizeof tests[0]);
}
