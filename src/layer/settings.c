/* The layer's settings, read when an instance is created (docs/layer.md
 * lists them). Each has three sources, taken in the order the Khronos layers
 * take theirs (Vulkan-Utility-Libraries' layer settings):
 *
 *   1. the environment:            VK_GLSPV_STRICT=1
 *   2. the vk_layer_settings.txt file:  glspv_glsl_shader.strict = true
 *      ($XDG_DATA_HOME or ~/.local/share, then vulkan/settings.d/; else
 *      $VK_LAYER_SETTINGS_PATH, a file or a folder; else the working folder)
 *   3. VK_EXT_layer_settings: a VkLayerSettingsCreateInfoEXT chained on
 *      VkInstanceCreateInfo, pLayerName VK_LAYER_GLSPV_glsl_shader, setting
 *      "strict" (the first mention of a setting wins)
 *
 * A value the layer cannot read is reported on stderr, naming its source,
 * and the default kept: a typo must not silently change behaviour. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "layer/layer.h"

#define DEFAULT_CACHE_BYTES (16u << 20)
#define DEFAULT_CACHE_DIR_BYTES (64u << 20)
#define FILE_PREFIX "glspv_glsl_shader." /* the layer's name, lower case, without VK_LAYER_ */
#define MAX_SETTINGS_FILE (1u << 20)     /* bytes read of vk_layer_settings.txt */
#define MAX_VALUE 4096                   /* characters of one value */

typedef enum SettingKind { KIND_BOOL, KIND_TRISTATE, KIND_SIZE, KIND_PATH } SettingKind;

typedef struct SettingInfo {
    const char *key; /* in the file (after FILE_PREFIX) and in VK_EXT_layer_settings */
    const char *env;
    SettingKind kind;
    size_t offset; /* in Settings */
} SettingInfo;

#define AT(field) offsetof(Settings, field)
static const SettingInfo setting_table[] = {
    {"strict", "VK_GLSPV_STRICT", KIND_BOOL, AT(strict)},
    {"auto_map_locations", "VK_GLSPV_AUTO_MAP_LOCATIONS", KIND_BOOL, AT(auto_map_locations)},
    {"auto_bind_uniforms", "VK_GLSPV_AUTO_BIND_UNIFORMS", KIND_BOOL, AT(auto_bind_uniforms)},
    {"dump_dir", "VK_GLSPV_DUMP_DIR", KIND_PATH, AT(dump_dir)},
    {"log_stderr", "VK_GLSPV_LOG_STDERR", KIND_TRISTATE, AT(log_stderr)},
    {"cache_size", "VK_GLSPV_CACHE_SIZE", KIND_SIZE, AT(cache_bytes)},
    {"validate", "VK_GLSPV_VALIDATE", KIND_BOOL, AT(validate)},
    {"optimize", "VK_GLSPV_OPTIMIZE", KIND_BOOL, AT(optimize)},
    {"cache_dir", "VK_GLSPV_CACHE_DIR", KIND_PATH, AT(cache_dir)},
    {"cache_dir_size", "VK_GLSPV_CACHE_DIR_SIZE", KIND_SIZE, AT(cache_dir_bytes)},
};
#undef AT

/* VK_EXT_layer_settings, for headers older than it (Vulkan 1.3.261). */
#ifndef VK_EXT_layer_settings
#define VK_STRUCTURE_TYPE_LAYER_SETTINGS_CREATE_INFO_EXT ((VkStructureType)1000496000)
typedef enum VkLayerSettingTypeEXT {
    VK_LAYER_SETTING_TYPE_BOOL32_EXT = 0,
    VK_LAYER_SETTING_TYPE_INT32_EXT = 1,
    VK_LAYER_SETTING_TYPE_INT64_EXT = 2,
    VK_LAYER_SETTING_TYPE_UINT32_EXT = 3,
    VK_LAYER_SETTING_TYPE_UINT64_EXT = 4,
    VK_LAYER_SETTING_TYPE_FLOAT32_EXT = 5,
    VK_LAYER_SETTING_TYPE_FLOAT64_EXT = 6,
    VK_LAYER_SETTING_TYPE_STRING_EXT = 7,
} VkLayerSettingTypeEXT;
typedef struct VkLayerSettingEXT {
    const char *pLayerName;
    const char *pSettingName;
    VkLayerSettingTypeEXT type;
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

/* ---- the settings file ---- */

/* The text of vk_layer_settings.txt where the Khronos layers look for it,
 * or NULL. */
static char *read_settings_file(const VkAllocationCallbacks *a, char *path, size_t path_size)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME"), *env = getenv("VK_LAYER_SETTINGS_PATH");
    FILE *f = NULL;
    if (xdg && *xdg)
        snprintf(path, path_size, "%s/vulkan/settings.d/vk_layer_settings.txt", xdg);
    else if (home && *home)
        snprintf(path, path_size, "%s/.local/share/vulkan/settings.d/vk_layer_settings.txt", home);
    else
        path[0] = '\0';
    if (path[0])
        f = fopen(path, "rb");
    if (!f && env && *env) {
        snprintf(path, path_size, "%s/vk_layer_settings.txt", env);
        f = fopen(path, "rb"); /* a folder */
        if (!f) {
            snprintf(path, path_size, "%s", env);
            f = fopen(path, "rb");
        }
    }
    if (!f) {
        snprintf(path, path_size, "vk_layer_settings.txt");
        f = fopen(path, "rb");
    }
    if (!f)
        return NULL;
    char *text = mem_alloc(a, MAX_SETTINGS_FILE + 1, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    size_t n = text ? fread(text, 1, MAX_SETTINGS_FILE, f) : 0;
    fclose(f);
    if (text)
        text[n] = '\0';
    return text;
}

static const char *trim(char *s, char *end)
{
    while (s < end && (*s == ' ' || *s == '\t'))
        s++;
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
        end--;
    *end = '\0';
    return s;
}

/* The value of FILE_PREFIX `key` in the file's text (a copy in `out`), or
 * NULL. Lines are "name = value", '#' starts a comment; the last line
 * naming a key wins, as in the Khronos layers. */
static const char *file_value(const char *text, const char *key, char *out, size_t out_size)
{
    const char *found = NULL;
    size_t prefix = strlen(FILE_PREFIX), klen = strlen(key);
    for (const char *line = text; line && *line;) {
        const char *eol = strchr(line, '\n');
        size_t len = eol ? (size_t)(eol - line) : strlen(line);
        char buf[MAX_VALUE + 256];
        if (len < sizeof buf) {
            memcpy(buf, line, len);
            buf[len] = '\0';
            char *hash = strchr(buf, '#');
            if (hash)
                *hash = '\0';
            char *eq = strchr(buf, '=');
            if (eq) {
                const char *name = trim(buf, eq);
                const char *value = trim(eq + 1, eq + 1 + strlen(eq + 1));
                if (strlen(name) == prefix + klen && !strncmp(name, FILE_PREFIX, prefix) &&
                    !strcmp(name + prefix, key)) {
                    snprintf(out, out_size, "%s", value);
                    found = out;
                }
            }
        }
        line = eol ? eol + 1 : NULL;
    }
    return found;
}

/* ---- VK_EXT_layer_settings ---- */

/* The first VkLayerSettingEXT for this layer and `key` on the chain. */
static const VkLayerSettingEXT *api_setting(const void *pnext, const char *key)
{
    for (const VkBaseInStructure *s = pnext; s; s = s->pNext) {
        if (s->sType != VK_STRUCTURE_TYPE_LAYER_SETTINGS_CREATE_INFO_EXT)
            continue;
        const VkLayerSettingsCreateInfoEXT *info = (const void *)s;
        for (uint32_t i = 0; info->pSettings && i < info->settingCount; i++) {
            const VkLayerSettingEXT *e = &info->pSettings[i];
            if (e->pLayerName && e->pSettingName && !strcmp(e->pLayerName, LAYER_NAME) &&
                !strcmp(e->pSettingName, key))
                return e;
        }
    }
    return NULL;
}

/* The API value as text, for the same reading as the other sources; NULL
 * when it has no value or a type the layer does not read. */
static const char *api_value(const VkLayerSettingEXT *e, char *out, size_t out_size)
{
    if (!e->valueCount || !e->pValues)
        return NULL;
    switch (e->type) {
    case VK_LAYER_SETTING_TYPE_BOOL32_EXT:
        snprintf(out, out_size, "%d", *(const VkBool32 *)e->pValues ? 1 : 0);
        return out;
    case VK_LAYER_SETTING_TYPE_INT32_EXT:
        snprintf(out, out_size, "%d", (int)*(const int32_t *)e->pValues);
        return out;
    case VK_LAYER_SETTING_TYPE_UINT32_EXT:
        snprintf(out, out_size, "%u", (unsigned)*(const uint32_t *)e->pValues);
        return out;
    case VK_LAYER_SETTING_TYPE_INT64_EXT:
        snprintf(out, out_size, "%lld", (long long)*(const int64_t *)e->pValues);
        return out;
    case VK_LAYER_SETTING_TYPE_UINT64_EXT:
        snprintf(out, out_size, "%llu", (unsigned long long)*(const uint64_t *)e->pValues);
        return out;
    case VK_LAYER_SETTING_TYPE_STRING_EXT: {
        const char *const *s = e->pValues;
        if (!*s)
            return NULL;
        snprintf(out, out_size, "%s", *s);
        return out;
    }
    default:
        return NULL;
    }
}

/* ---- reading one value ---- */

static int parse_bool(const char *v)
{
    static const char *const yes[] = {"1", "true", "on", "yes"}, *const no[] = {"0", "false", "off", "no"};
    for (size_t i = 0; i < 4; i++) {
        if (!strcmp(v, yes[i]))
            return 1;
        if (!strcmp(v, no[i]))
            return 0;
    }
    return -1;
}

static bool parse_size(const char *v, size_t *out)
{
    char *end;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 10);
    if (errno || *end || *v == '-' || !*v)
        return false;
    *out = (size_t)n;
    return true;
}

/* Stores `value` (from `source`, which names the setting where it was
 * found) into the setting; false only when out of
 * memory. */
static bool apply(Settings *s, const SettingInfo *info, const char *value, const char *source,
                  const VkAllocationCallbacks *a)
{
    char *field = (char *)s + info->offset;
    int b = parse_bool(value);
    switch (info->kind) {
    case KIND_BOOL:
        if (b >= 0)
            *(bool *)field = b;
        else
            fprintf(stderr, "%s: warning: %s=%s is not 0 or 1; ignored\n", LAYER_NAME, source, value);
        return true;
    case KIND_TRISTATE:
        if (b >= 0)
            *(LogStderr *)field = b ? LOG_STDERR_ALWAYS : LOG_STDERR_NEVER;
        else
            fprintf(stderr, "%s: warning: %s=%s is not 0 or 1; ignored\n", LAYER_NAME, source, value);
        return true;
    case KIND_SIZE:
        if (!parse_size(value, (size_t *)field))
            fprintf(stderr, "%s: warning: %s=%s is not a number of bytes; using %zu\n", LAYER_NAME, source, value,
                    *(size_t *)field);
        return true;
    case KIND_PATH:
        if (!*value)
            return true;
        mem_free(a, *(char **)field);
        return (*(char **)field = mem_strdup(a, value, VK_SYSTEM_ALLOCATION_SCOPE_INSTANCE)) != NULL;
    }
    return true;
}

/* mkdir -p: true when `path` is a folder afterwards. */
static bool make_folder(const char *path)
{
    char buf[4096];
    size_t n = strlen(path);
    if (n >= sizeof buf)
        return false;
    memcpy(buf, path, n + 1);
    for (size_t i = 1; i <= n; i++) {
        if (buf[i] != '/' && buf[i] != '\0')
            continue;
        char c = buf[i];
        buf[i] = '\0';
        if (mkdir(buf, 0777) != 0 && errno != EEXIST)
            return false;
        buf[i] = c;
    }
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool settings_load(Settings *s, const VkAllocationCallbacks *a, const void *instance_pnext)
{
    memset(s, 0, sizeof *s);
    s->auto_map_locations = true;
    s->log_stderr = LOG_STDERR_AUTO;
    s->cache_bytes = DEFAULT_CACHE_BYTES;
    s->cache_dir_bytes = DEFAULT_CACHE_DIR_BYTES;
    char path[4096], file_buf[MAX_VALUE], api_buf[MAX_VALUE], source[4200];
    char *file = read_settings_file(a, path, sizeof path);
    bool ok = true;
    for (size_t i = 0; ok && i < sizeof setting_table / sizeof setting_table[0]; i++) {
        const SettingInfo *info = &setting_table[i];
        const char *v = getenv(info->env);
        const VkLayerSettingEXT *e;
        if (v && *v) {
            snprintf(source, sizeof source, "%s", info->env);
        } else if (file && (v = file_value(file, info->key, file_buf, sizeof file_buf))) {
            snprintf(source, sizeof source, "%s: %s%s", path, FILE_PREFIX, info->key);
        } else if ((e = api_setting(instance_pnext, info->key))) {
            v = api_value(e, api_buf, sizeof api_buf);
            snprintf(source, sizeof source, "VkLayerSettingEXT %s", info->key);
            if (!v)
                fprintf(stderr, "%s: warning: VkLayerSettingEXT %s has no value of a type it can take; ignored\n",
                        LAYER_NAME, info->key);
        }
        if (v)
            ok = apply(s, info, v, source, a);
    }
    mem_free(a, file);
    if (ok && s->dump_dir && !make_folder(s->dump_dir)) {
        fprintf(stderr, "%s: warning: cannot create the folder %s (dump_dir, VK_GLSPV_DUMP_DIR): %s; nothing is dumped\n",
                LAYER_NAME, s->dump_dir, strerror(errno));
        mem_free(a, s->dump_dir);
        s->dump_dir = NULL;
    }
    if (ok && s->cache_dir && !make_folder(s->cache_dir)) {
        fprintf(stderr,
                "%s: warning: cannot create the folder %s (cache_dir, VK_GLSPV_CACHE_DIR): %s; nothing is kept\n",
                LAYER_NAME, s->cache_dir, strerror(errno));
        mem_free(a, s->cache_dir);
        s->cache_dir = NULL;
    }
    return ok;
}

void settings_free(Settings *s, const VkAllocationCallbacks *a)
{
    mem_free(a, s->dump_dir);
    s->dump_dir = NULL;
    mem_free(a, s->cache_dir);
    s->cache_dir = NULL;
}
