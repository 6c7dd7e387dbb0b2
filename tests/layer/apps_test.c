/* The applications that used VK_NV_glsl_shader, replayed: each test does what
 * one kind of program of 2016-2020 did, through the real loader, with the
 * results probed (the harness, its options and its checks: harness.h).
 *
 *   gpgpu-2020    a GPGPU library: raw GLSL text, codeSize = strlen (not a
 *                 multiple of 4), on a device that never enabled the
 *                 extension; storage buffers without instance names,
 *                 specialization constants, a global initialized from one
 *   samples-2016  a collection of Vulkan examples built with its GLSL switch:
 *                 the 2015 header form (magic, 0, stage, text) for a vertex,
 *                 tessellation, geometry and fragment pipeline and for a
 *                 compute one, without the extension; and a module used for
 *                 a stage other than its header's (each stage redeclares the
 *                 gl_PerVertex blocks it uses alike, as GLSL requires of
 *                 linked stages: the validation layer checks it)
 *   player-2018   a video player that enables the extension and generates
 *                 GLSL: push constants, a std140 uniform block with a matrix,
 *                 std430 storage, shared memory and barrier() in compute; a
 *                 graphics pipeline with push constants and a uniform block
 *
 * With VK_GLSPV_STRICT=1 in the environment (run.sh runs both ways) the
 * first two must be refused at vkCreateShaderModule, saying what the layer
 * saw, and the third must work as before. */
#include <math.h>

#include "harness.h"

static bool strict(void)
{
    const char *v = getenv("VK_GLSPV_STRICT");
    return v && !strcmp(v, "1");
}

/* ---- resources: one descriptor set of buffers, push constants for all ---- */

#define MAX_BINDINGS 4
#define PUSH_BYTES 16

typedef struct Resources {
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout layout;
    VkDescriptorPool pool;
    VkDescriptorSet set;
} Resources;

/* Binding i of set 0 is buffers[i], of types[i]; visible to every stage. */
static bool resources_open(Vk *vk, const VkDescriptorType *types, Buffer *const *buffers, uint32_t n, Resources *r)
{
    memset(r, 0, sizeof *r);
    VkDescriptorSetLayoutBinding bindings[MAX_BINDINGS];
    VkDescriptorPoolSize sizes[MAX_BINDINGS];
    for (uint32_t i = 0; i < n; i++) {
        bindings[i] = (VkDescriptorSetLayoutBinding){i, types[i], 1, VK_SHADER_STAGE_ALL, NULL};
        sizes[i] = (VkDescriptorPoolSize){types[i], 1};
    }
    VkDescriptorSetLayoutCreateInfo sl = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    sl.bindingCount = n;
    sl.pBindings = bindings;
    if (!VK_OK(vkCreateDescriptorSetLayout(vk->device, &sl, NULL, &r->set_layout)))
        return false;
    VkPushConstantRange push = {VK_SHADER_STAGE_ALL, 0, PUSH_BYTES};
    VkPipelineLayoutCreateInfo pl = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    pl.setLayoutCount = 1;
    pl.pSetLayouts = &r->set_layout;
    pl.pushConstantRangeCount = 1;
    pl.pPushConstantRanges = &push;
    if (!VK_OK(vkCreatePipelineLayout(vk->device, &pl, NULL, &r->layout)))
        return false;
    VkDescriptorPoolCreateInfo dp = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    dp.maxSets = 1;
    dp.poolSizeCount = n;
    dp.pPoolSizes = sizes;
    if (!VK_OK(vkCreateDescriptorPool(vk->device, &dp, NULL, &r->pool)))
        return false;
    VkDescriptorSetAllocateInfo ds = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    ds.descriptorPool = r->pool;
    ds.descriptorSetCount = 1;
    ds.pSetLayouts = &r->set_layout;
    if (!VK_OK(vkAllocateDescriptorSets(vk->device, &ds, &r->set)))
        return false;
    for (uint32_t i = 0; i < n; i++) {
        VkDescriptorBufferInfo bi = {buffers[i]->buffer, 0, VK_WHOLE_SIZE};
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
        w.dstSet = r->set;
        w.dstBinding = i;
        w.descriptorCount = 1;
        w.descriptorType = types[i];
        w.pBufferInfo = &bi;
        vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);
    }
    return true;
}

static void resources_close(Vk *vk, Resources *r)
{
    if (!vk->device)
        return;
    vkDeviceWaitIdle(vk->device);
    if (r->pool)
        vkDestroyDescriptorPool(vk->device, r->pool, NULL);
    if (r->layout)
        vkDestroyPipelineLayout(vk->device, r->layout, NULL);
    if (r->set_layout)
        vkDestroyDescriptorSetLayout(vk->device, r->set_layout, NULL);
}

/* ---- commands ---- */

typedef struct Work {
    VkPipeline pipeline;
    Resources *res;
    uint32_t groups;       /* compute */
    Target *target;        /* graphics: draws the target's 12 vertices */
    unsigned char push[PUSH_BYTES];
} Work;

static void record_dispatch(VkCommandBuffer cb, void *user)
{
    Work *w = user;
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, w->pipeline);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, w->res->layout, 0, 1, &w->res->set, 0, NULL);
    vkCmdPushConstants(cb, w->res->layout, VK_SHADER_STAGE_ALL, 0, PUSH_BYTES, w->push);
    vkCmdDispatch(cb, w->groups, 1, 1);
    VkMemoryBarrier barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                         NULL, 0, NULL);
}

static void record_draw(VkCommandBuffer cb, void *user)
{
    Work *w = user;
    target_record(cb, w->target, w->pipeline, w->res->layout, &w->res->set, w->push, PUSH_BYTES);
}

/* ---- pipelines ---- */

static VkResult compute_pipeline(Vk *vk, VkShaderModule m, Resources *r, const VkSpecializationInfo *spec,
                                 VkPipeline *out)
{
    VkComputePipelineCreateInfo info = vk_compute_info(m, r->layout, spec);
    *out = VK_NULL_HANDLE;
    return vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &info, NULL, out);
}

/* A module from `size` bytes; under strict, one that must be refused (then
 * VK_NULL_HANDLE), saying what the layer saw. */
static VkShaderModule app_module(Env *e, const void *code, size_t size, bool refused, const char *what_was_seen)
{
    int ours = T.ours;
    VkResult r;
    VkShaderModule m = vk_module(&e->vk, code, size, &r);
    if (!refused) {
        if (r != VK_SUCCESS)
            fail("vkCreateShaderModule returned %s", vk_name(r));
        return m;
    }
    if (r != VK_ERROR_INVALID_SHADER_NV)
        fail("strict: vkCreateShaderModule returned %s, expected VK_ERROR_INVALID_SHADER_NV", vk_name(r));
    CHECK(m == VK_NULL_HANDLE);
    if (CHECK(T.ours == ours + 1))
        last_ours_has(what_was_seen);
    return VK_NULL_HANDLE;
}

/* ---- gpgpu-2020 ---- */

static const char gpgpu_glsl[] =
    "#version 450\n"
    "\n"
    "layout (constant_id = 0) const float SCALE = 1.0;\n"
    "layout (constant_id = 1) const uint BIAS = 0;\n"
    "layout (local_size_x = 1, local_size_y = 1, local_size_z = 1) in;\n"
    "\n"
    "layout (set = 0, binding = 0) buffer tensorLhs { float valuesLhs[]; };\n"
    "layout (set = 0, binding = 1) buffer tensorRhs { float valuesRhs[]; };\n"
    "layout (set = 0, binding = 2) buffer tensorOutput { float valuesOutput[]; };\n"
    "\n"
    "float bias = float(BIAS);\n"
    "\n"
    "void main() {\n"
    "    uint index = gl_GlobalInvocationID.x;\n"
    "    valuesOutput[index] = valuesLhs[index] * valuesRhs[index] * SCALE + bias;\n"
    "}";

#define GPGPU_N 37

static bool test_gpgpu(void)
{
    Env e;
    Buffer lhs = {0}, rhs = {0}, out = {0};
    Resources res = {0};
    VkPipeline p = VK_NULL_HANDLE;
    VkShaderModule m = VK_NULL_HANDLE;
    size_t size = strlen(gpgpu_glsl);
    CHECK(size % 4 != 0); /* as the library passed it */
    int warnings = T.ours_warnings;
    if (env_open(&e, false, VK_API_VERSION_1_1, NULL, NULL) &&
        vk_buffer(&e.vk, GPGPU_N * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &lhs) &&
        vk_buffer(&e.vk, GPGPU_N * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &rhs) &&
        vk_buffer(&e.vk, GPGPU_N * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &out)) {
        VkDescriptorType types[3] = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                     VK_DESCRIPTOR_TYPE_STORAGE_BUFFER};
        Buffer *bufs[3] = {&lhs, &rhs, &out};
        m = app_module(&e, gpgpu_glsl, size, strict(), "pCode is GLSL text");
        if (m && CHECK(resources_open(&e.vk, types, bufs, 3, &res))) {
            struct {
                float scale;
                uint32_t bias;
            } values = {2.0f, 3};
            VkSpecializationMapEntry entries[2] = {{0, 0, 4}, {1, 4, 4}};
            VkSpecializationInfo spec = {2, entries, sizeof values, &values};
            float *a = lhs.map, *b = rhs.map, *c = out.map;
            for (int i = 0; i < GPGPU_N; i++) {
                a[i] = (float)i;
                b[i] = (float)(i % 5) - 1.0f;
                c[i] = NAN;
            }
            Work w = {.res = &res, .groups = GPGPU_N};
            if (CHECK(VK_OK(compute_pipeline(&e.vk, m, &res, &spec, &p))) && (w.pipeline = p) &&
                CHECK(vk_submit(&e.vk, record_dispatch, &w))) {
                for (int i = 0; i < GPGPU_N; i++) {
                    float want = a[i] * b[i] * 2.0f + 3.0f;
                    if (c[i] != want) {
                        fail("valuesOutput[%d] is %g, expected %g", i, c[i], want);
                        break;
                    }
                }
            }
        }
    }
    if (e.vk.device) {
        vkDeviceWaitIdle(e.vk.device);
        vkDestroyPipeline(e.vk.device, p, NULL);
        vkDestroyShaderModule(e.vk.device, m, NULL);
        resources_close(&e.vk, &res);
        vk_buffer_destroy(&e.vk, &lhs);
        vk_buffer_destroy(&e.vk, &rhs);
        vk_buffer_destroy(&e.vk, &out);
    }
    env_close(&e, NULL);
    /* Permissive: the one warning of the device, naming the extension. */
    if (!strict() && CHECK(T.ours_warnings == warnings + 1))
        last_ours_has("Enable VK_NV_glsl_shader");
    return true;
}

/* ---- samples-2016 ---- */

#define SAMPLES_HEADER                                                                                               \
    "#version 450\n"                                                                                                 \
    "\n"                                                                                                             \
    "#extension GL_ARB_separate_shader_objects : enable\n"                                                           \
    "#extension GL_ARB_shading_language_420pack : enable\n"                                                          \
    "\n"

static const char samples_vert[] = SAMPLES_HEADER
    "layout (location = 0) in vec2 inPos;\n"
    "layout (location = 1) in vec4 inColor;\n"
    "\n"
    "layout (location = 0) out vec4 outColor;\n"
    "\n"
    "out gl_PerVertex\n"
    "{\n"
    "    vec4 gl_Position;\n"
    "};\n"
    "\n"
    "void main()\n"
    "{\n"
    "    outColor = inColor;\n"
    "    gl_Position = vec4(inPos.xy, 0.0, 1.0);\n"
    "}\n";

static const char samples_tesc[] = SAMPLES_HEADER
    "layout (vertices = 3) out;\n"
    "\n"
    "layout (location = 0) in vec4 inColor[];\n"
    "layout (location = 0) out vec4 outColor[3];\n"
    "\n"
    "in gl_PerVertex\n"
    "{\n"
    "    vec4 gl_Position;\n"
    "} gl_in[gl_MaxPatchVertices];\n"
    "\n"
    "out gl_PerVertex\n"
    "{\n"
    "    vec4 gl_Position;\n"
    "} gl_out[];\n"
    "\n"
    "void main()\n"
    "{\n"
    "    if (gl_InvocationID == 0)\n"
    "    {\n"
    "        gl_TessLevelInner[0] = 2.0;\n"
    "        gl_TessLevelOuter[0] = 2.0;\n"
    "        gl_TessLevelOuter[1] = 2.0;\n"
    "        gl_TessLevelOuter[2] = 2.0;\n"
    "    }\n"
    "    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;\n"
    "    outColor[gl_InvocationID] = inColor[gl_InvocationID];\n"
    "}\n";

static const char samples_tese[] = SAMPLES_HEADER
    "layout (triangles, equal_spacing, cw) in;\n"
    "\n"
    "layout (location = 0) in vec4 inColor[];\n"
    "layout (location = 0) out vec4 outColor;\n"
    "\n"
    "in gl_PerVertex\n"
    "{\n"
    "    vec4 gl_Position;\n"
    "} gl_in[gl_MaxPatchVertices];\n"
    "\n"
    "out gl_PerVertex\n"
    "{\n"
    "    vec4 gl_Position;\n"
    "};\n"
    "\n"
    "void main()\n"
    "{\n"
    "    gl_Position = (gl_TessCoord.x * gl_in[0].gl_Position) +\n"
    "                  (gl_TessCoord.y * gl_in[1].gl_Position) +\n"
    "                  (gl_TessCoord.z * gl_in[2].gl_Position);\n"
    "    outColor = inColor[0];\n"
    "}\n";

static const char samples_geom[] = SAMPLES_HEADER
    "layout (triangles) in;\n"
    "layout (triangle_strip, max_vertices = 3) out;\n"
    "\n"
    "layout (binding = 0) uniform UBO\n"
    "{\n"
    "    vec4 add;\n"
    "} ubo;\n"
    "\n"
    "layout (location = 0) in vec4 inColor[];\n"
    "layout (location = 0) out vec4 outColor;\n"
    "\n"
    "in gl_PerVertex\n"
    "{\n"
    "    vec4 gl_Position;\n"
    "} gl_in[];\n"
    "\n"
    "out gl_PerVertex\n"
    "{\n"
    "    vec4 gl_Position;\n"
    "};\n"
    "\n"
    "void main()\n"
    "{\n"
    "    for (int i = 0; i < gl_in.length(); i++)\n"
    "    {\n"
    "        gl_Position = gl_in[i].gl_Position;\n"
    "        outColor = inColor[i] + ubo.add;\n"
    "        EmitVertex();\n"
    "    }\n"
    "    EndPrimitive();\n"
    "}\n";

static const char samples_frag[] = SAMPLES_HEADER
    "layout (location = 0) in vec4 inColor;\n"
    "\n"
    "layout (location = 0) out vec4 outFragColor;\n"
    "\n"
    "void main()\n"
    "{\n"
    "    outFragColor = inColor;\n"
    "}\n";

static const char samples_comp[] = SAMPLES_HEADER
    "struct Particle\n"
    "{\n"
    "    vec2 pos;\n"
    "    vec2 vel;\n"
    "};\n"
    "\n"
    "layout(std140, binding = 0) buffer Pos\n"
    "{\n"
    "    Particle particles[];\n"
    "};\n"
    "\n"
    "layout (local_size_x = 16) in;\n"
    "\n"
    "layout (binding = 1) uniform UBO\n"
    "{\n"
    "    float deltaT;\n"
    "    int particleCount;\n"
    "} ubo;\n"
    "\n"
    "void main()\n"
    "{\n"
    "    uint index = gl_GlobalInvocationID.x;\n"
    "    if (index >= ubo.particleCount)\n"
    "        return;\n"
    "    particles[index].pos += particles[index].vel * ubo.deltaT;\n"
    "}\n";

/* Each stage's module in the 2015 header form. */
static VkShaderModule legacy(Env *e, const char *text, VkShaderStageFlagBits stage)
{
    size_t size;
    uint32_t *code = legacy_module(text, stage, &size);
    VkShaderModule m = app_module(e, code, size, strict(), "a 2015-style GLSL module");
    free(code);
    return m;
}

static void samples_graphics(Env *e)
{
    Target t;
    Buffer ubo = {0};
    Resources res = {0};
    Stage st[5] = {{VK_SHADER_STAGE_VERTEX_BIT, 0}, {VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT, 0},
                   {VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT, 0}, {VK_SHADER_STAGE_GEOMETRY_BIT, 0},
                   {VK_SHADER_STAGE_FRAGMENT_BIT, 0}};
    const char *texts[5] = {samples_vert, samples_tesc, samples_tese, samples_geom, samples_frag};
    VkPipeline p = VK_NULL_HANDLE, wrong = VK_NULL_HANDLE;
    VkDescriptorType type = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    Buffer *bufs[1] = {&ubo};
    if (CHECK(target_open(&e->vk, &t)) && CHECK(vk_buffer(&e->vk, 16, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &ubo)) &&
        CHECK(resources_open(&e->vk, &type, bufs, 1, &res))) {
        bool all = true;
        for (int i = 0; i < 5; i++)
            all &= (st[i].module = legacy(e, texts[i], st[i].stage)) != VK_NULL_HANDLE;
        if (all) {
            static const float add[4] = {0, 1, 0, 0};
            memcpy(ubo.map, add, sizeof add);
            Work w = {.res = &res, .target = &t};
            if (CHECK(VK_OK(target_pipeline(&e->vk, &t, res.layout, st, 5, &p))) && (w.pipeline = p) &&
                CHECK(vk_submit(&e->vk, record_draw, &w))) {
                /* Red and blue quads, green added by the geometry stage. */
                expect_pixel(&t, 2, 2, 0xffff00ff);
                expect_pixel(&t, 5, 13, 0xffff00ff);
                expect_pixel(&t, 12, 3, 0x00ffffff);
                expect_pixel(&t, 12, 12, 0x000000ff);
            }
            /* The fragment module at the vertex stage: its header says otherwise. */
            Stage swapped[2] = {{VK_SHADER_STAGE_VERTEX_BIT, st[4].module}, {VK_SHADER_STAGE_FRAGMENT_BIT, st[0].module}};
            int ours = T.ours;
            CHECK(target_pipeline(&e->vk, &t, res.layout, swapped, 2, &wrong) == VK_ERROR_INVALID_SHADER_NV);
            CHECK(wrong == VK_NULL_HANDLE);
            if (CHECK(T.ours >= ours + 1))
                last_ours_has("2015-style header says it is for VK_SHADER_STAGE_");
        }
    }
    if (e->vk.device) {
        vkDeviceWaitIdle(e->vk.device);
        vkDestroyPipeline(e->vk.device, p, NULL);
        for (int i = 0; i < 5; i++)
            vkDestroyShaderModule(e->vk.device, st[i].module, NULL);
        resources_close(&e->vk, &res);
        vk_buffer_destroy(&e->vk, &ubo);
    }
    target_close(&e->vk, &t);
}

#define PARTICLES 40

static void samples_compute(Env *e)
{
    Buffer particles = {0}, ubo = {0};
    Resources res = {0};
    VkPipeline p = VK_NULL_HANDLE;
    VkShaderModule m = VK_NULL_HANDLE;
    VkDescriptorType types[2] = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER};
    Buffer *bufs[2] = {&particles, &ubo};
    /* 48 invocations for 40 particles: the last 8 return early. */
    if (CHECK(vk_buffer(&e->vk, 48 * 16, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &particles)) &&
        CHECK(vk_buffer(&e->vk, 16, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &ubo)) &&
        (m = legacy(e, samples_comp, VK_SHADER_STAGE_COMPUTE_BIT)) &&
        CHECK(resources_open(&e->vk, types, bufs, 2, &res))) {
        float *v = particles.map;
        for (int i = 0; i < 48; i++) {
            v[4 * i + 0] = (float)i;
            v[4 * i + 1] = (float)-i;
            v[4 * i + 2] = 2.0f;
            v[4 * i + 3] = (float)(i % 3);
        }
        struct {
            float dt;
            int32_t count;
        } u = {0.5f, PARTICLES};
        memcpy(ubo.map, &u, sizeof u);
        Work w = {.res = &res, .groups = 3};
        if (CHECK(VK_OK(compute_pipeline(&e->vk, m, &res, NULL, &p))) && (w.pipeline = p) &&
            CHECK(vk_submit(&e->vk, record_dispatch, &w))) {
            for (int i = 0; i < 48; i++) {
                float x = (float)i + (i < PARTICLES ? 1.0f : 0.0f);
                float y = (float)-i + (i < PARTICLES ? (float)(i % 3) * 0.5f : 0.0f);
                if (v[4 * i] != x || v[4 * i + 1] != y) {
                    fail("particles[%d].pos is (%g, %g), expected (%g, %g)", i, v[4 * i], v[4 * i + 1], x, y);
                    break;
                }
            }
        }
    }
    if (e->vk.device) {
        vkDeviceWaitIdle(e->vk.device);
        vkDestroyPipeline(e->vk.device, p, NULL);
        vkDestroyShaderModule(e->vk.device, m, NULL);
        resources_close(&e->vk, &res);
        vk_buffer_destroy(&e->vk, &particles);
        vk_buffer_destroy(&e->vk, &ubo);
    }
}

static bool test_samples(void)
{
    Env e;
    VkPhysicalDeviceFeatures f = {0};
    f.tessellationShader = VK_TRUE;
    f.geometryShader = VK_TRUE;
    int warnings = T.ours_warnings;
    if (env_open_with(&e, false, VK_API_VERSION_1_1, NULL, &f, NULL)) {
        samples_graphics(&e);
        samples_compute(&e);
    }
    env_close(&e, NULL);
    CHECK(T.ours_warnings == warnings + (strict() ? 0 : 1));
    return true;
}

/* ---- player-2018 ---- */

static const char player_comp[] =
    "#version 450\n"
    "#extension GL_ARB_compute_shader : enable\n"
    "layout (local_size_x = 64, local_size_y = 1) in;\n"
    "layout (std140, binding = 0) uniform UBO {\n"
    "    vec4 scale;\n"
    "    mat2 rot;\n"
    "};\n"
    "layout (push_constant) uniform PushC {\n"
    "    float offset;\n"
    "    int shift;\n"
    "} pc;\n"
    "layout (std430, binding = 1) buffer Data {\n"
    "    float data[];\n"
    "};\n"
    "shared float tile[64];\n"
    "void main() {\n"
    "    uint lid = gl_LocalInvocationID.x, gid = gl_GlobalInvocationID.x;\n"
    "    tile[lid] = data[gid];\n"
    "    barrier();\n"
    "    float neighbour = tile[(lid + uint(pc.shift)) % 64u];\n"
    "    vec2 r = rot * vec2(neighbour, 1.0);\n"
    "    data[gid] = r.x * scale.x + pc.offset;\n"
    "}\n";

static const char player_vert[] =
    "#version 450\n"
    "layout(location = 0) in vec2 position;\n"
    "layout(location = 1) in vec4 color;\n"
    "layout(location = 0) out vec4 v_color;\n"
    "layout(push_constant) uniform PushC { vec2 offset; } pc;\n"
    "void main() {\n"
    "    gl_Position = vec4(position + pc.offset, 0.0, 1.0);\n"
    "    v_color = color;\n"
    "}\n";

static const char player_frag[] =
    "#version 450\n"
    "layout(std140, binding = 0) uniform UBO { vec4 tint_add; };\n"
    "layout(location = 0) in vec4 v_color;\n"
    "layout(location = 0) out vec4 out_color;\n"
    "void main() {\n"
    "    out_color = v_color + tint_add;\n"
    "}\n";

static void player_compute(Env *e)
{
    Buffer ubo = {0}, data = {0};
    Resources res = {0};
    VkPipeline p = VK_NULL_HANDLE;
    VkShaderModule m = VK_NULL_HANDLE;
    VkDescriptorType types[2] = {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER};
    Buffer *bufs[2] = {&ubo, &data};
    if (CHECK(vk_buffer(&e->vk, 48, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &ubo)) &&
        CHECK(vk_buffer(&e->vk, 128 * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &data)) &&
        (m = app_module(e, player_comp, strlen(player_comp) + 1, false, NULL)) &&
        CHECK(resources_open(&e->vk, types, bufs, 2, &res))) {
        /* scale, then rot's columns (2, 0) and (1, 0), each 16 bytes apart (std140). */
        static const float u[12] = {3, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0};
        memcpy(ubo.map, u, sizeof u);
        float *v = data.map;
        for (int i = 0; i < 128; i++)
            v[i] = (float)i;
        Work w = {.res = &res, .groups = 2};
        struct {
            float offset;
            int32_t shift;
        } push = {0.5f, 5};
        memcpy(w.push, &push, sizeof push);
        if (CHECK(VK_OK(compute_pipeline(&e->vk, m, &res, NULL, &p))) && (w.pipeline = p) &&
            CHECK(vk_submit(&e->vk, record_dispatch, &w))) {
            for (int i = 0; i < 128; i++) {
                int group = i / 64, lid = i % 64;
                float n = (float)(group * 64 + (lid + 5) % 64);
                float want = (2.0f * n + 1.0f) * 3.0f + 0.5f;
                if (v[i] != want) {
                    fail("data[%d] is %g, expected %g", i, v[i], want);
                    break;
                }
            }
        }
    }
    if (e->vk.device) {
        vkDeviceWaitIdle(e->vk.device);
        vkDestroyPipeline(e->vk.device, p, NULL);
        vkDestroyShaderModule(e->vk.device, m, NULL);
        resources_close(&e->vk, &res);
        vk_buffer_destroy(&e->vk, &ubo);
        vk_buffer_destroy(&e->vk, &data);
    }
}

static void player_graphics(Env *e)
{
    Target t;
    Buffer ubo = {0};
    Resources res = {0};
    VkPipeline p = VK_NULL_HANDLE;
    Stage st[2] = {{VK_SHADER_STAGE_VERTEX_BIT, 0}, {VK_SHADER_STAGE_FRAGMENT_BIT, 0}};
    VkDescriptorType type = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    Buffer *bufs[1] = {&ubo};
    if (CHECK(target_open(&e->vk, &t)) && CHECK(vk_buffer(&e->vk, 16, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &ubo)) &&
        CHECK(resources_open(&e->vk, &type, bufs, 1, &res)) &&
        (st[0].module = app_module(e, player_vert, strlen(player_vert) + 1, false, NULL)) &&
        (st[1].module = app_module(e, player_frag, strlen(player_frag) + 1, false, NULL))) {
        static const float add[4] = {0, 1, 0, 0};
        memcpy(ubo.map, add, sizeof add);
        Work w = {.res = &res, .target = &t};
        static const float offset[2] = {0.0f, 1.0f}; /* half the height down */
        memcpy(w.push, offset, sizeof offset);
        if (CHECK(VK_OK(target_pipeline(&e->vk, &t, res.layout, st, 2, &p))) && (w.pipeline = p) &&
            CHECK(vk_submit(&e->vk, record_draw, &w))) {
            expect_pixel(&t, 2, 2, 0x000000ff);
            expect_pixel(&t, 5, 13, 0xffff00ff);
            expect_pixel(&t, 12, 3, 0x000000ff);
            expect_pixel(&t, 12, 12, 0x00ffffff);
        }
    }
    if (e->vk.device) {
        vkDeviceWaitIdle(e->vk.device);
        vkDestroyPipeline(e->vk.device, p, NULL);
        vkDestroyShaderModule(e->vk.device, st[0].module, NULL);
        vkDestroyShaderModule(e->vk.device, st[1].module, NULL);
        resources_close(&e->vk, &res);
        vk_buffer_destroy(&e->vk, &ubo);
    }
    target_close(&e->vk, &t);
}

static bool test_player(void)
{
    Env e;
    int warnings = T.ours_warnings;
    if (env_open(&e, true, VK_API_VERSION_1_1, NULL, NULL)) {
        player_compute(&e);
        player_graphics(&e);
    }
    env_close(&e, NULL);
    /* With the extension enabled: no warning. */
    CHECK(T.ours_warnings == warnings);
    return true;
}

static const TestCase tests[] = {
    {"gpgpu-2020", test_gpgpu, true},
    {"samples-2016", test_samples, true},
    {"player-2018", test_player, true},
};

int main(int argc, char **argv)
{
    return harness_main(argc, argv, tests, sizeof tests / sizeof tests[0]);
}
