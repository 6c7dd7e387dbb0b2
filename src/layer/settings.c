/* The layer's settings, read from the environment when an instance is
 * created (docs/layer.md lists them):
 *
 *   VK_GLSPV_AUTO_MAP_LOCATIONS=0|1   inputs/outputs without a location get one (default 1)
 *   VK_GLSPV_AUTO_BIND_UNIFORMS=0|1   resources without a binding get one (default 0)
 *   VK_GLSPV_DUMP_DIR=FOLDER          write each compiled module and its GLSL there
 *   VK_GLSPV_LOG_STDERR=0|1           compile logs also to stderr (default: only when
 *                                     the application has no debug callback)
 *   VK_GLSPV_CACHE_SIZE=BYTES         compiled SPIR-V kept per device (default 16 MiB)
 *   VK_GLSPV_VALIDATE=0|1             check each compiled module with glspv-val before
 *                                     the driver sees it (default 0)
 *
 * A value the layer cannot read is reported on stderr once per instance and
 * the default kept: a typo must not silently change behaviour. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "layer/layer.h"

#define DEFAULT_CACHE_BYTES (16u << 20)

/* 1 or 0 for the variable's value, `fallback` when unset or unreadable. */
static int read_bool(const char *var, int fallback)
{
    const char *v = getenv(var);
    if (!v || !*v)
        return fallback;
    if (!strcmp(v, "1") || !strcmp(v, "true") || !strcmp(v, "on") || !strcmp(v, "yes"))
        return 1;
    if (!strcmp(v, "0") || !strcmp(v, "false") || !strcmp(v, "off") || !strcmp(v, "no"))
        return 0;
    fprintf(stderr, "%s: warning: %s=%s is not 0 or 1; ignored\n", LAYER_NAME, var, v);
    return fallback;
}

static size_t read_size(const char *var, size_t fallback)
{
    const char *v = getenv(var);
    if (!v || !*v)
        return fallback;
    char *end;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 10);
    if (errno || *end || *v == '-') {
        fprintf(stderr, "%s: warning: %s=%s is not a number of bytes; using %zu\n", LAYER_NAME, var, v,
                fallback);
        return fallback;
    }
    return (size_t)n;
}

bool settings_load(Settings *s, const VkAllocationCallbacks *a)
{
    memset(s, 0, sizeof *s);
    s->auto_map_locations = read_bool("VK_GLSPV_AUTO_MAP_LOCATIONS", true);
    s->auto_bind_uniforms = read_bool("VK_GLSPV_AUTO_BIND_UNIFORMS", false);
    int log = read_bool("VK_GLSPV_LOG_STDERR", -1);
    s->log_stderr = log < 0 ? LOG_STDERR_AUTO : log ? LOG_STDERR_ALWAYS : LOG_STDERR_NEVER;
    s->cache_bytes = read_size("VK_GLSPV_CACHE_SIZE", DEFAULT_CACHE_BYTES);
    s->validate = read_bool("VK_GLSPV_VALIDATE", false);
    const char *dir = getenv("VK_GLSPV_DUMP_DIR");
    if (dir && *dir && !(s->dump_dir = mem_strdup(a, dir, VK_SYSTEM_ALLOCATION_SCOPE_INSTANCE)))
        return false;
    return true;
}

void settings_free(Settings *s, const VkAllocationCallbacks *a)
{
    mem_free(a, s->dump_dir);
    s->dump_dir = NULL;
}
