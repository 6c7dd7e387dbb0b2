/* The test harness of the layer's test programs (layer_test.c, apps_test.c),
 * which run through the real loader on whatever driver VK_ICD_FILENAMES
 * names (lavapipe in the tests).
 *
 * usage: PROGRAM [--validation] [--implicit] [--spirv FILE] [--label L] [TEST...]
 *
 * Each test creates its own instances with the layers
 *     VK_LAYER_GLSPV_glsl_shader, [VK_LAYER_KHRONOS_validation,] VK_LAYER_GLSPV_test_spy
 * (the first closest to the application; --implicit leaves ours out, for an
 * implicit manifest to bring in) and prints `PASS layer/NAME` or
 * `FAIL layer/NAME` with the reasons indented (`layer/vvl/NAME` with
 * --validation, `layer/L/NAME` with --label L). The spy layer (spy_layer.c)
 * reports what reached the driver; after every test it must have seen no
 * VK_NV_glsl_shader in a vkCreateDevice, no shader module that is not SPIR-V,
 * and no module handle the driver did not make. With --validation any error
 * from the validation layer fails the test. Tests run in the order given
 * (default: all those marked default). --spirv names a SPIR-V file for the
 * tests that need one. Exit status 0 when everything passed. */
#ifndef GLSPV_TESTS_LAYER_HARNESS_H
#define GLSPV_TESTS_LAYER_HARNESS_H

#include <pthread.h>
#include <stdatomic.h>

#include "spy_layer.h"
#include "vkutil.h"

#define GLSL_EXT VK_NV_GLSL_SHADER_EXTENSION_NAME
#define MAX_WHY 4096

/* The state of the test that runs (one at a time; callbacks may come from
 * any thread). */
typedef struct Harness {
    bool validation, implicit;
    const char *spirv_path;
    const char *label;          /* "vvl/" or "L/": in front of test names */
    char why[MAX_WHY];          /* the current test's failure reasons */
    atomic_int vvl_errors;      /* errors from anyone but our layer */
    atomic_int vvl_allowed;     /* while a test provokes validation errors on purpose */
    atomic_int ours;            /* messages from our layer seen by the watcher */
    atomic_int ours_warnings;   /* of those, warnings */
    pthread_mutex_t lock;
    char last_vvl[512];
    char last_ours[1024];       /* the last message of our layer */
} Harness;
extern Harness T;

/* Adds a reason to the running test's failure list. */
void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#define CHECK(cond) ((cond) ? true : (fail("%s:%d: check failed: %s", __FILE__, __LINE__, #cond), false))
/* Fails unless the layer's last message contains `what`. */
bool last_ours_has(const char *what);

/* The application-side messenger every test has: counts validation errors
 * (which fail the test) and our layer's messages. */
VKAPI_ATTR VkBool32 VKAPI_CALL watcher(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                       VkDebugUtilsMessageTypeFlagsEXT types,
                                       const VkDebugUtilsMessengerCallbackDataEXT *data, void *user);

/* What the spy layer has seen so far. */
SpyRecord spy(void);

/* ---- instances and devices ---- */

typedef struct Env {
    Vk vk;
    VkDebugUtilsMessengerEXT watcher;
    PFN_vkSetDebugUtilsObjectNameEXT set_name;
} Env;

/* An instance with the test's layers (plus debug_report and debug_utils),
 * `next` chained; a device with VK_NV_glsl_shader when `glsl`, and the core
 * `features` when not NULL. */
bool env_open(Env *e, bool glsl, uint32_t api, const void *next, const VkAllocationCallbacks *alloc);
bool env_open_with(Env *e, bool glsl, uint32_t api, const void *next, const VkPhysicalDeviceFeatures *features,
                   const VkAllocationCallbacks *alloc);
void env_close(Env *e, const VkAllocationCallbacks *alloc);
void name_module(Env *e, VkShaderModule m, const char *name);

/* ---- a render target ---- */

#define W 16
#define H 16

/* A W x H RGBA8 image in a one-subpass render pass, an empty pipeline
 * layout, two quads' vertices (the left half red, the top right quarter
 * blue; x, y, then RGBA) and a buffer the image is copied to. */
typedef struct Target {
    VkImage image;
    VkDeviceMemory memory;
    VkImageView view;
    VkRenderPass pass;
    VkFramebuffer fb;
    VkPipelineLayout layout;
    Buffer vertices, readback;
} Target;

bool target_open(Vk *vk, Target *t);
void target_close(Vk *vk, Target *t);
typedef struct Stage {
    VkShaderStageFlagBits stage;
    VkShaderModule module;
} Stage;

/* A pipeline drawing the target's two quads (x, y, RGBA per vertex) through
 * `stages`, as patches of 3 when a tessellation stage is among them. */
VkResult target_pipeline(Vk *vk, Target *t, VkPipelineLayout layout, const Stage *stages, uint32_t n,
                         VkPipeline *out);
/* Clears, draws the quads with `pipeline` (binding `set` and pushing
 * `push_size` bytes to every stage when given), and copies the image to the
 * readback buffer. */
void target_record(VkCommandBuffer cb, Target *t, VkPipeline pipeline, VkPipelineLayout layout,
                   const VkDescriptorSet *set, const void *push, uint32_t push_size);
/* The pixel read back at (x, y) is 0xRRGGBBAA, or the test fails. */
bool expect_pixel(Target *t, int x, int y, uint32_t rgba);

/* ---- files and module forms ---- */

void *read_file(const char *path, size_t *size);
/* The 2015 convention of early samples: the SPIR-V magic, a version word
 * of 0, the stage, then the GLSL text; *size excludes the NUL. Freed by the
 * caller. */
uint32_t *legacy_module(const char *text, VkShaderStageFlagBits stage, size_t *size);

/* ---- the driver ---- */

typedef struct TestCase {
    const char *name;
    bool (*fn)(void);
    bool by_default;
} TestCase;

/* Parses the command line, runs the tests, prints their lines; the exit
 * status for main. */
int harness_main(int argc, char **argv, const TestCase *tests, size_t count);

#endif
