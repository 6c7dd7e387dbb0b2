/* VK_LAYER_GLSPV_glsl_shader: VK_NV_glsl_shader for every Vulkan driver.
 *
 * The layer sits between the application and the driver. It advertises the
 * device extension VK_NV_glsl_shader, keeps GLSL handed to
 * vkCreateShaderModule as a layer object (the driver never sees it or its
 * handle), and compiles it with libglspv when a pipeline names it together
 * with a stage. The contract is docs/layer.md; the files are split by concern:
 *
 *   dispatch.c   the loader interface: negotiation, vkGet*ProcAddr, the one
 *                global map from dispatch keys to Instance/Device (one lock)
 *   device.c     vkCreate/DestroyInstance, vkCreate/DestroyDevice, the
 *                extension list (VK_NV_glsl_shader added and stripped)
 *   shader.c     vkCreate/DestroyShaderModule: SPIR-V or GLSL, the GLSL
 *                module objects, names and identifiers of those objects
 *   compile.c    GLSL -> SPIR-V through libglspv, the per-device cache,
 *                the SPIR-V dump folder
 *   disk_cache.c the persistent cache (VK_GLSPV_CACHE_DIR), shared by runs
 *                and processes
 *   pipeline.c   vkCreate{Graphics,Compute,RayTracing*}Pipelines: compile,
 *                substitute real modules, call down, put the results back
 *   debug.c      the application's debug_report callbacks and debug_utils
 *                messengers, and delivering compile logs to them
 *   settings.c   the settings: VK_GLSPV_* variables, vk_layer_settings.txt,
 *                VK_EXT_layer_settings
 *   memory.c     allocation through VkAllocationCallbacks
 *
 * Locking: the layer's only mutable shared state is behind one mutex
 * (layer_lock/layer_unlock): the dispatch map, each device's set of GLSL
 * modules and compile cache, each instance's debug callback lists, and the
 * names of GLSL modules. Compiling, calling down and calling the
 * application's callbacks all happen without it. */
#ifndef GLSPV_LAYER_H
#define GLSPV_LAYER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* No prototypes: the layer must never call the loader's vk* functions by
 * their names (they would re-enter the chain from the top); it calls the
 * next layer through its dispatch tables only. */
#define VK_NO_PROTOTYPES
#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#include "glspv.h"

#define LAYER_NAME "VK_LAYER_GLSPV_glsl_shader"
#define LAYER_DESCRIPTION "VK_NV_glsl_shader: GLSL in vkCreateShaderModule, compiled by glspv"
#define LAYER_IMPLEMENTATION_VERSION 1
/* The pMessageIdName of the layer's debug_utils messages. */
#define MESSAGE_COMPILE "VK_NV_glsl_shader-compile"         /* a stage did not compile */
#define MESSAGE_NOT_ENABLED "VK_NV_glsl_shader-not-enabled" /* GLSL without the extension */
#define MESSAGE_EMPTY "VK_NV_glsl_shader-empty"             /* GLSL of no characters */
#define MESSAGE_LAYER_ORDER "VK_NV_glsl_shader-layer-order" /* the validation layer above this one */

#if defined(__GNUC__)
#define LAYER_EXPORT __attribute__((visibility("default")))
#define LAYER_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define LAYER_EXPORT
#define LAYER_PRINTF(f, a)
#endif

/* Non-dispatchable handles are 64-bit integers or pointers depending on the
 * platform; the layer's own handles are pointers to its objects. */
#define HANDLE_BITS(h) ((uint64_t)(uintptr_t)(h))

/* ---- memory.c ---------------------------------------------------------- */

/* `a` may be NULL (the C library). Allocations are zeroed. */
void *mem_alloc(const VkAllocationCallbacks *a, size_t size, VkSystemAllocationScope scope);
void mem_free(const VkAllocationCallbacks *a, void *p);
char *mem_strdup(const VkAllocationCallbacks *a, const char *s, VkSystemAllocationScope scope);
/* The first of `a`, `b` that is not NULL (a command's allocator, then its
 * parent object's), or NULL. */
const VkAllocationCallbacks *mem_pick(const VkAllocationCallbacks *a, const VkAllocationCallbacks *b);
/* A glspv allocator that calls `a` (scope COMMAND); NULL when `a` is NULL. */
void mem_glspv_allocator(const VkAllocationCallbacks *a, glspv_allocator *out);

/* ---- settings.c -------------------------------------------------------- */

typedef enum LogStderr { LOG_STDERR_AUTO, LOG_STDERR_NEVER, LOG_STDERR_ALWAYS } LogStderr;

typedef struct Settings {
    bool strict;              /* VK_GLSPV_STRICT: GLSL only where VK_NV_glsl_shader is enabled, default off */
    bool auto_map_locations;  /* VK_GLSPV_AUTO_MAP_LOCATIONS, default on */
    bool auto_bind_uniforms;  /* VK_GLSPV_AUTO_BIND_UNIFORMS, default off */
    bool optimize;            /* VK_GLSPV_OPTIMIZE: glspv -O's modules, default off (drivers optimize) */
    char *dump_dir;           /* VK_GLSPV_DUMP_DIR, NULL: no dump */
    LogStderr log_stderr;     /* VK_GLSPV_LOG_STDERR: 0, 1, unset: auto */
    size_t cache_bytes;       /* VK_GLSPV_CACHE_SIZE, default 16 MiB; 0: no cache */
    bool validate;            /* VK_GLSPV_VALIDATE: glspv-val on each compiled module, default off */
    char *cache_dir;          /* VK_GLSPV_CACHE_DIR: the persistent cache's folder, NULL: none */
    size_t cache_dir_bytes;   /* VK_GLSPV_CACHE_DIR_SIZE, default 64 MiB */
} Settings;

/* Reads the environment, vk_layer_settings.txt and the VkLayerSettingsCreateInfoEXT
 * on `instance_pnext` (settings.c). False only when out of memory. */
bool settings_load(Settings *s, const VkAllocationCallbacks *a, const void *instance_pnext);
void settings_free(Settings *s, const VkAllocationCallbacks *a);

/* ---- dispatch tables --------------------------------------------------- */

/* The next layer's commands that the layer calls, as X-macro lists:
 * X(name) for vk##name. */
#define INSTANCE_NEXT(X)                     \
    X(DestroyInstance)                       \
    X(EnumerateDeviceExtensionProperties)    \
    X(GetPhysicalDeviceProperties)           \
    X(CreateDebugReportCallbackEXT)          \
    X(DestroyDebugReportCallbackEXT)         \
    X(CreateDebugUtilsMessengerEXT)          \
    X(DestroyDebugUtilsMessengerEXT)

#define DEVICE_NEXT(X)                       \
    X(DestroyDevice)                         \
    X(CreateShaderModule)                    \
    X(DestroyShaderModule)                   \
    X(CreateGraphicsPipelines)               \
    X(CreateComputePipelines)                \
    X(CreateRayTracingPipelinesKHR)          \
    X(CreateRayTracingPipelinesNV)           \
    X(SetDebugUtilsObjectNameEXT)            \
    X(SetDebugUtilsObjectTagEXT)             \
    X(DebugMarkerSetObjectNameEXT)           \
    X(DebugMarkerSetObjectTagEXT)            \
    X(GetShaderModuleIdentifierEXT)          \
    X(GetShaderModuleCreateInfoIdentifierEXT)

#define DECLARE_PFN(name) PFN_vk##name name;
typedef struct InstanceNext {
    PFN_vkGetInstanceProcAddr GetInstanceProcAddr;
    INSTANCE_NEXT(DECLARE_PFN)
} InstanceNext;

typedef struct DeviceNext {
    PFN_vkGetDeviceProcAddr GetDeviceProcAddr;
    DEVICE_NEXT(DECLARE_PFN)
} DeviceNext;
#undef DECLARE_PFN

/* ---- objects ----------------------------------------------------------- */

/* An entry of the global map (dispatch.c): Instance and Device start with
 * one, keyed by the loader's dispatch pointer of their handle. */
typedef enum MapKind { MAP_INSTANCE, MAP_DEVICE } MapKind;
typedef struct MapEntry {
    void *key;
    MapKind kind;
    struct MapEntry *next;
} MapEntry;

/* One application callback (debug.c). */
typedef struct DebugReport {
    VkDebugReportCallbackEXT handle; /* VK_NULL_HANDLE: chained at instance creation */
    VkDebugReportFlagsEXT flags;
    PFN_vkDebugReportCallbackEXT fn;
    void *user;
} DebugReport;

typedef struct DebugUtils {
    VkDebugUtilsMessengerEXT handle; /* VK_NULL_HANDLE: chained at instance creation */
    VkDebugUtilsMessageSeverityFlagsEXT severities;
    VkDebugUtilsMessageTypeFlagsEXT types;
    PFN_vkDebugUtilsMessengerCallbackEXT fn;
    void *user;
} DebugUtils;

typedef struct DebugTargets {
    DebugReport *reports;
    size_t report_count, report_cap;
    DebugUtils *utils;
    size_t utils_count, utils_cap;
} DebugTargets;

typedef struct Instance {
    MapEntry entry;
    VkInstance handle;
    VkAllocationCallbacks alloc_copy;
    const VkAllocationCallbacks *alloc; /* &alloc_copy or NULL */
    uint32_t api_version;               /* the application's, at least 1.0 */
    Settings settings;
    InstanceNext next;
    DebugTargets debug;                 /* under the lock */
} Instance;

/* A compiled module (compile.c), shared by the cache and its users. */
typedef struct Spirv {
    size_t refs;         /* under the lock */
    size_t word_count;
    uint32_t words[];
} Spirv;

typedef struct CacheEntry CacheEntry;
typedef struct GlslModule GlslModule;

typedef struct Device {
    MapEntry entry;
    VkDevice handle;
    VkPhysicalDevice physical;
    Instance *instance;
    VkAllocationCallbacks alloc_copy;
    const VkAllocationCallbacks *alloc; /* &alloc_copy or NULL */
    bool glsl_enabled;                  /* the application enabled VK_NV_glsl_shader */
    bool takes_glsl;                    /* it did, or the layer is permissive (not VK_GLSPV_STRICT) */
    bool warned_not_enabled;            /* under the lock: the one warning for GLSL without the extension */
    glspv_target_env env;               /* from the effective API version */
    uint32_t val_options;               /* GLSPV_VAL_* from the enabled layout features */
    glspv_options *options;             /* read-only once made, shared by threads */
    DeviceNext next;
    /* Under the lock: the GLSL modules (a hash set of pointers) and the cache. */
    GlslModule **modules;
    size_t module_count, module_cap;
    CacheEntry **cache;                 /* hash buckets */
    size_t cache_buckets;
    CacheEntry *lru_first, *lru_last;   /* most recently used first */
    size_t cache_count, cache_bytes;
    uint64_t disk_seed;                 /* the persistent cache's key for the options (disk_cache.c) */
    bool disk_warned;                   /* under the lock: the one warning for a folder not written */
} Device;

/* ---- dispatch.c -------------------------------------------------------- */

void layer_lock(void);
void layer_unlock(void);
/* The loader's dispatch pointer of a dispatchable handle. */
void *dispatch_key(const void *dispatchable);
void map_add(MapEntry *e);
void map_remove(MapEntry *e);
/* The Instance of an instance or physical device, the Device of a device. */
Instance *instance_of(const void *dispatchable);
Device *device_of(VkDevice device);

PFN_vkVoidFunction VKAPI_CALL layer_GetInstanceProcAddr(VkInstance instance, const char *name);
PFN_vkVoidFunction VKAPI_CALL layer_GetDeviceProcAddr(VkDevice device, const char *name);

/* The three symbols the shared object exports (layer.map). */
LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface *v);
LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetInstanceProcAddr(VkInstance instance, const char *name);
LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddr(VkDevice device, const char *name);

/* ---- device.c ---------------------------------------------------------- */

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateInstance(const VkInstanceCreateInfo *info,
                                                    const VkAllocationCallbacks *alloc, VkInstance *out);
VKAPI_ATTR void VKAPI_CALL layer_DestroyInstance(VkInstance instance, const VkAllocationCallbacks *alloc);
VKAPI_ATTR VkResult VKAPI_CALL layer_EnumerateDeviceExtensionProperties(VkPhysicalDevice pd, const char *layer,
                                                                        uint32_t *count,
                                                                        VkExtensionProperties *props);
VKAPI_ATTR VkResult VKAPI_CALL layer_EnumerateInstanceExtensionProperties(const char *layer, uint32_t *count,
                                                                          VkExtensionProperties *props);
VKAPI_ATTR VkResult VKAPI_CALL layer_EnumerateInstanceLayerProperties(uint32_t *count, VkLayerProperties *props);
VKAPI_ATTR VkResult VKAPI_CALL layer_CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo *info,
                                                  const VkAllocationCallbacks *alloc, VkDevice *out);
VKAPI_ATTR void VKAPI_CALL layer_DestroyDevice(VkDevice device, const VkAllocationCallbacks *alloc);

/* ---- debug.c ----------------------------------------------------------- */

/* Collects the callbacks chained on VkInstanceCreateInfo. */
bool debug_add_chained(Instance *inst, const void *pnext);
void debug_free(Instance *inst);

/* One error message to the application: exactly once to each debug_report
 * callback and debug_utils messenger that listens to errors, and to stderr
 * as the settings say. `id` is one of the MESSAGE_ names; `module` a shader
 * module handle or 0, `module_name` its name or NULL. */
void debug_error(Instance *inst, const char *id, uint64_t module, const char *module_name, const char *message);
/* The same at warning severity, about no object. */
void debug_warning(Instance *inst, const char *id, const char *message);

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateDebugReportCallbackEXT(VkInstance instance,
                                                                  const VkDebugReportCallbackCreateInfoEXT *info,
                                                                  const VkAllocationCallbacks *alloc,
                                                                  VkDebugReportCallbackEXT *out);
VKAPI_ATTR void VKAPI_CALL layer_DestroyDebugReportCallbackEXT(VkInstance instance, VkDebugReportCallbackEXT cb,
                                                               const VkAllocationCallbacks *alloc);
VKAPI_ATTR VkResult VKAPI_CALL layer_CreateDebugUtilsMessengerEXT(VkInstance instance,
                                                                  const VkDebugUtilsMessengerCreateInfoEXT *info,
                                                                  const VkAllocationCallbacks *alloc,
                                                                  VkDebugUtilsMessengerEXT *out);
VKAPI_ATTR void VKAPI_CALL layer_DestroyDebugUtilsMessengerEXT(VkInstance instance, VkDebugUtilsMessengerEXT m,
                                                               const VkAllocationCallbacks *alloc);

/* ---- shader.c ---------------------------------------------------------- */

/* What pCode holds. */
typedef enum CodeKind { CODE_SPIRV, CODE_GLSL } CodeKind;
typedef struct Code {
    CodeKind kind;
    const char *text;     /* GLSL: the text, BOM and trailing NULs removed */
    size_t length;
    bool has_stage;       /* the legacy magic/0/stage header named a stage */
    VkShaderStageFlagBits stage;
} Code;

/* Looks at `size` bytes of `code` (any alignment) and says what they are. */
Code code_classify(const void *code, size_t size);
/* Whether the device takes this GLSL: NULL when it does (with the one
 * warning per device when the application did not enable VK_NV_glsl_shader
 * and the layer is permissive), else the reason it does not, in `buf`. */
const char *glsl_refusal(Device *dev, const Code *code, char *buf, size_t size);
/* "VK_SHADER_STAGE_VERTEX_BIT" and so on. */
const char *vk_stage_name(VkShaderStageFlagBits bit);

struct GlslModule {
    Device *device;
    VkAllocationCallbacks alloc_copy;
    const VkAllocationCallbacks *alloc;
    char *name;             /* debug name or NULL; under the lock */
    bool has_stage;
    VkShaderStageFlagBits stage;
    size_t length;
    char text[];            /* the GLSL, NUL-terminated for convenience */
};

/* The GLSL module behind `handle` on `dev`, or NULL if it is not one. */
GlslModule *module_find(Device *dev, VkShaderModule handle);
/* The name a module goes by in messages: its debug name, or
 * "shader-module-0x<handle>". Allocated with `a`. */
char *module_name(GlslModule *m, const VkAllocationCallbacks *a);
/* Frees the GLSL modules the application did not destroy. */
void modules_free_all(Device *dev);

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateShaderModule(VkDevice device, const VkShaderModuleCreateInfo *info,
                                                        const VkAllocationCallbacks *alloc, VkShaderModule *out);
VKAPI_ATTR void VKAPI_CALL layer_DestroyShaderModule(VkDevice device, VkShaderModule module,
                                                     const VkAllocationCallbacks *alloc);
VKAPI_ATTR VkResult VKAPI_CALL layer_SetDebugUtilsObjectNameEXT(VkDevice device,
                                                                const VkDebugUtilsObjectNameInfoEXT *info);
VKAPI_ATTR VkResult VKAPI_CALL layer_SetDebugUtilsObjectTagEXT(VkDevice device,
                                                               const VkDebugUtilsObjectTagInfoEXT *info);
VKAPI_ATTR VkResult VKAPI_CALL layer_DebugMarkerSetObjectNameEXT(VkDevice device,
                                                                 const VkDebugMarkerObjectNameInfoEXT *info);
VKAPI_ATTR VkResult VKAPI_CALL layer_DebugMarkerSetObjectTagEXT(VkDevice device,
                                                                const VkDebugMarkerObjectTagInfoEXT *info);
VKAPI_ATTR void VKAPI_CALL layer_GetShaderModuleIdentifierEXT(VkDevice device, VkShaderModule module,
                                                              VkShaderModuleIdentifierEXT *id);
VKAPI_ATTR void VKAPI_CALL layer_GetShaderModuleCreateInfoIdentifierEXT(VkDevice device,
                                                                        const VkShaderModuleCreateInfo *info,
                                                                        VkShaderModuleIdentifierEXT *id);

/* ---- compile.c --------------------------------------------------------- */

/* Makes dev->options from the instance's settings and dev->env. */
bool compile_setup(Device *dev);
/* GLSL for a Vulkan stage: the compiled SPIR-V (from the cache or compiled
 * now; release it with spirv_release), or NULL with *log set to the compile
 * log (allocated with `a`; NULL when out of memory). */
Spirv *compile_glsl(Device *dev, const char *text, size_t length, VkShaderStageFlagBits stage,
                    const char *name, const VkAllocationCallbacks *a, char **log);
void spirv_release(Device *dev, Spirv *s);
/* ---- disk_cache.c ------------------------------------------------------ */

/* The part of the persistent cache's key that the device's options make. */
void disk_cache_setup(Device *dev, uint32_t flags, uint32_t default_version);
/* The words kept for (text, stage) under these options, or NULL. */
Spirv *disk_cache_load(Device *dev, glspv_stage stage, const char *text, size_t length);
/* Keeps `s` for (text, stage); failures are one warning, never an error. */
void disk_cache_store(Device *dev, glspv_stage stage, const char *text, size_t length, const Spirv *s);

/* Empties the cache and frees dev->options. */
void compile_teardown(Device *dev);
/* FNV-1a, for the cache and module identifiers. */
uint64_t hash_bytes(uint64_t h, const void *data, size_t size);
#define HASH_SEED 0xcbf29ce484222325ull

/* ---- pipeline.c -------------------------------------------------------- */

VKAPI_ATTR VkResult VKAPI_CALL layer_CreateGraphicsPipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                             const VkGraphicsPipelineCreateInfo *infos,
                                                             const VkAllocationCallbacks *alloc,
                                                             VkPipeline *pipelines);
VKAPI_ATTR VkResult VKAPI_CALL layer_CreateComputePipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                            const VkComputePipelineCreateInfo *infos,
                                                            const VkAllocationCallbacks *alloc,
                                                            VkPipeline *pipelines);
VKAPI_ATTR VkResult VKAPI_CALL layer_CreateRayTracingPipelinesKHR(VkDevice device, VkDeferredOperationKHR deferred,
                                                                  VkPipelineCache cache, uint32_t count,
                                                                  const VkRayTracingPipelineCreateInfoKHR *infos,
                                                                  const VkAllocationCallbacks *alloc,
                                                                  VkPipeline *pipelines);
VKAPI_ATTR VkResult VKAPI_CALL layer_CreateRayTracingPipelinesNV(VkDevice device, VkPipelineCache cache,
                                                                 uint32_t count,
                                                                 const VkRayTracingPipelineCreateInfoNV *infos,
                                                                 const VkAllocationCallbacks *alloc,
                                                                 VkPipeline *pipelines);

/* The GLSL stage of a Vulkan stage bit, false for none. */
bool stage_from_vulkan(VkShaderStageFlagBits bit, glspv_stage *stage);

#endif
