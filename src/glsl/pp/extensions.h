/* The GLSL extensions glspv knows: one const table (extensions.c) that the
 * preprocessor uses for #extension and for the predefined extension macros,
 * and that later phases use for availability checks.
 *
 * An extension is "known" when it is in the table: `#extension NAME : require`
 * succeeds for it, and NAME is a predefined macro (value 1) in every profile
 * and version where the row says it is available. */
#ifndef GLSPV_GLSL_EXTENSIONS_H
#define GLSPV_GLSL_EXTENSIONS_H

#include "glsl/pp/pp.h"

/* Stage masks: 1 << Stage. */
#define STAGES_ALL ((1u << STAGE_COUNT) - 1)
#define STAGES_RAY ((1u << STAGE_RAYGEN) | (1u << STAGE_INTERSECT) | (1u << STAGE_ANY_HIT) | \
                    (1u << STAGE_CLOSEST_HIT) | (1u << STAGE_MISS) | (1u << STAGE_CALLABLE))
#define STAGES_MESH ((1u << STAGE_TASK) | (1u << STAGE_MESH))
#define STAGES_FRAG (1u << STAGE_FRAGMENT)

typedef struct ExtensionInfo {
    const char *name;
    uint16_t desktop_min; /* lowest desktop #version with it; 0: not in desktop GLSL */
    uint16_t es_min;      /* lowest ES #version with it; 0: not in GLSL ES */
    uint32_t stages;      /* where its features apply (informative: #extension is accepted anywhere) */
} ExtensionInfo;

/* The row for `name` (len bytes), or NULL when the extension is unknown. */
const ExtensionInfo *ext_find(const char *name, size_t len);

/* Whether the #extension directives of `pp` at tokens up to `token` turn
 * `name` on: the last naming it (or `all`) decides; with `ever`, any that
 * turned it on does. The ES tessellation and geometry extensions count as
 * directives for the io_blocks extension they imply. */
int ext_directives_enable(const PpOutput *pp, const char *name, size_t token, int ever);
/* The tokens [*lo, *hi) around `token` with no #extension directive
 * between them: ext_directives_enable answers alike for each. */
void ext_directives_span(const PpOutput *pp, size_t token, size_t *lo, size_t *hi);
/* Sets the fields of `d` that ext_directives_enable reads, from its name. */
void ext_directive_info(ExtDirective *d);
/* Whether the row's macro is predefined (and its features exist) here. */
int ext_available(const ExtensionInfo *e, int version, Profile profile);
/* All rows, for iteration. */
const ExtensionInfo *ext_table(size_t *count);

#endif
