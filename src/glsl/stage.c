/* Stage names, glslc's: -fshader-stage= values, file extensions and the
 * #pragma shader_stage names. Here, below every phase, because the
 * preprocessor (#pragma shader_stage), the checker (messages) and the API
 * (glspv_stage_parse) all name stages. */
#include <string.h>

#include "glsl/glsl.h"

/* In Stage order (glspv_stage's too). */
static const struct {
    const char *short_name, *long_name, *other_name;
} stage_names[] = {
    {"vert", "vertex", NULL},
    {"tesc", "tesscontrol", NULL},
    {"tese", "tesseval", NULL},
    {"geom", "geometry", NULL},
    {"frag", "fragment", NULL},
    {"comp", "compute", NULL},
    {"task", "task", NULL},
    {"mesh", "mesh", NULL},
    {"rgen", "raygen", NULL},
    {"rint", "intersect", "intersection"},
    {"rahit", "anyhit", NULL},
    {"rchit", "closesthit", NULL},
    {"rmiss", "miss", NULL},
    {"rcall", "callable", NULL},
};

int glsl_stage_from_name(const char *name, Stage *stage)
{
    for (size_t i = 0; i < COUNT_OF(stage_names); i++) {
        if (!strcmp(name, stage_names[i].short_name) || !strcmp(name, stage_names[i].long_name) ||
            (stage_names[i].other_name && !strcmp(name, stage_names[i].other_name))) {
            *stage = (Stage)i;
            return 1;
        }
    }
    return 0;
}

const char *glsl_stage_short_name(Stage stage)
{
    return (unsigned)stage < COUNT_OF(stage_names) ? stage_names[stage].short_name : NULL;
}

const char *glsl_stage_long_name(Stage stage)
{
    return (unsigned)stage < COUNT_OF(stage_names) ? stage_names[stage].long_name : "unknown";
}
