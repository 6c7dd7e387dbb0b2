/* Library version, status names and target environments. */
#include <string.h>

#include "base/base.h"

uint32_t glspv_version(void)
{
    return (GLSPV_VERSION_MAJOR << 16) | (GLSPV_VERSION_MINOR << 8) | GLSPV_VERSION_PATCH;
}

#define STR2(x) #x
#define STR(x) STR2(x)

const char *glspv_version_string(void)
{
    return "glspv " STR(GLSPV_VERSION_MAJOR) "." STR(GLSPV_VERSION_MINOR) "." STR(GLSPV_VERSION_PATCH);
}

const char *glspv_status_string(glspv_status status)
{
    switch (status) {
    case GLSPV_OK: return "success";
    case GLSPV_ERROR_INVALID_ARGUMENT: return "invalid argument";
    case GLSPV_ERROR_OUT_OF_MEMORY: return "out of memory";
    case GLSPV_ERROR_COMPILE: return "compilation failed";
    case GLSPV_ERROR_LINK: return "linking failed";
    case GLSPV_ERROR_INCLUDE: return "include failed";
    case GLSPV_ERROR_INVALID_STAGE: return "invalid shader stage";
    case GLSPV_ERROR_INVALID_ASSEMBLY: return "invalid SPIR-V assembly";
    case GLSPV_ERROR_INVALID_BINARY: return "invalid SPIR-V binary";
    case GLSPV_ERROR_VALIDATION: return "validation failed";
    case GLSPV_ERROR_INTERNAL: return "internal error";
    }
    return "unknown status";
}

/* One row per environment, in the order of glspv_target_env. */
static const struct {
    const char *name;
    uint32_t spirv_version;
} envs[] = {
    {"spv1.0", 0x00010000}, {"spv1.1", 0x00010100}, {"spv1.2", 0x00010200}, {"spv1.3", 0x00010300},
    {"spv1.4", 0x00010400}, {"spv1.5", 0x00010500}, {"spv1.6", 0x00010600},
    {"vulkan1.0", 0x00010000}, {"vulkan1.1", 0x00010300}, {"vulkan1.1spv1.4", 0x00010400},
    {"vulkan1.2", 0x00010500}, {"vulkan1.3", 0x00010600},
    {"opengl4.0", 0x00010000}, {"opengl4.1", 0x00010000}, {"opengl4.2", 0x00010000},
    {"opengl4.3", 0x00010000}, {"opengl4.5", 0x00010000},
};

glspv_status glspv_target_env_parse(const char *name, glspv_target_env *env)
{
    if (!name || !env)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    for (size_t i = 0; i < COUNT_OF(envs); i++) {
        if (strcmp(name, envs[i].name) == 0) {
            *env = (glspv_target_env)i;
            return GLSPV_OK;
        }
    }
    return GLSPV_ERROR_INVALID_ARGUMENT;
}

const char *glspv_target_env_name(glspv_target_env env)
{
    return (unsigned)env < COUNT_OF(envs) ? envs[env].name : NULL;
}

uint32_t glspv_target_env_spirv_version(glspv_target_env env)
{
    return (unsigned)env < COUNT_OF(envs) ? envs[env].spirv_version : 0;
}
