/* GLSL to SPIR-V: the whole pipeline (compile.c). */
#ifndef GLSPV_GLSL_COMPILE_H
#define GLSPV_GLSL_COMPILE_H

#include "glsl/glsl.h"

typedef struct GlslSource {
    const char *text;
    size_t len;
    const char *name;
} GlslSource;

/* Compiles `count` sources of one stage into one module (glslang's linking:
 * each is preprocessed and parsed alone, then they are checked together,
 * with one global scope); the words (in the arena) or NULL after errors.
 * When opts->stage_from_pragma is set, the first source's #pragma
 * shader_stage decides the stage; without one it is an error (glslc's:
 * there is no default stage) and opts->stage_missing is set. */
uint32_t *glsl_compile(Glsl *g, GlslOptions *opts, const GlslSource *sources, size_t count, uint32_t spirv_version,
                       size_t *words);

#endif
