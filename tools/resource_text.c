/* Resource limits as text: see resource_text.h. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "resource_text.h"

/* The next word of `*p` (up to 63 bytes kept in `word`), or 0 at the end. */
static int next_word(const char **p, char *word, size_t size)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
        s++;
    if (!*s)
        return 0;
    size_t n = 0;
    for (; *s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r'; s++)
        if (n + 1 < size)
            word[n++] = *s;
    word[n] = '\0';
    *p = s;
    return 1;
}

static int known_limit(const char *name)
{
    for (size_t i = 0; i < glspv_resource_limit_count(); i++)
        if (!strcmp(glspv_resource_limit_name(i), name))
            return 1;
    return 0;
}

int parse_resource_text(glspv_options *o, const char *text, FILE *warn, char *why, size_t why_size)
{
    char name[64], value[64];
    const char *p = text;
    while (next_word(&p, name, sizeof name)) {
        if (!next_word(&p, value, sizeof value)) {
            snprintf(why, why_size, "missing value after limit: %s", name);
            return 0;
        }
        char *end;
        errno = 0;
        long v = strtol(value, &end, 10);
        if (!known_limit(name) && warn) {
            fprintf(warn, "Warning: unrecognized limit (%s) in configuration file.\n", name);
            continue;
        }
        if (!known_limit(name)) {
            snprintf(why, why_size, "invalid resource limit: %s", name);
            return 0;
        }
        if (end == value || *end || errno || v < INT_MIN || v > INT_MAX) {
            snprintf(why, why_size, "invalid integer: %s", value);
            return 0;
        }
        glspv_options_set_resource_limit(o, name, (int)v);
    }
    return 1;
}

void print_resource_limits(const glspv_options *o, int glslc_only)
{
    for (size_t i = 0; i < glspv_resource_limit_count(); i++) {
        if (glslc_only && !glspv_resource_limit_in_glslc(i))
            continue;
        const char *name = glspv_resource_limit_name(i);
        printf("%s %d\n", name, glspv_options_get_resource_limit(o, name));
    }
}
