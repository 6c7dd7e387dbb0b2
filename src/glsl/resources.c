/* glslang's resource limits (resource_limits.def): their names and two
 * sets of defaults, as constant data, and the value one compilation uses. */
#include <string.h>

#include "glsl/glsl.h"

static const struct ResourceInfo {
    const char *name;
    int defaults[2]; /* by glspv_resource_preset */
    int in_glslc;
} resource_limits[RESOURCE_COUNT] = {
#define RESOURCE(name, glslc, glslang, listed) {#name, {glslc, glslang}, listed},
#include "glsl/resource_limits.def"
#undef RESOURCE
};

size_t glspv_resource_limit_count(void)
{
    return RESOURCE_COUNT;
}

const char *glspv_resource_limit_name(size_t index)
{
    return index < RESOURCE_COUNT ? resource_limits[index].name : NULL;
}

int glspv_resource_limit_default(size_t index, glspv_resource_preset preset)
{
    return index < RESOURCE_COUNT && (unsigned)preset <= GLSPV_RESOURCES_GLSLANG
               ? resource_limits[index].defaults[preset] : 0;
}

int glspv_resource_limit_in_glslc(size_t index)
{
    return index < RESOURCE_COUNT && resource_limits[index].in_glslc;
}

int glsl_resource_index(const char *name)
{
    for (size_t i = 0; name && i < RESOURCE_COUNT; i++)
        if (!strcmp(resource_limits[i].name, name))
            return (int)i;
    return -1;
}

int glsl_resource(const Glsl *g, ResourceLimit r)
{
    return g->opts->resources ? g->opts->resources[r] : resource_limits[r].defaults[GLSPV_RESOURCES_GLSLANG];
}
