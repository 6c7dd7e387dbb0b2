/* GLSL to SPIR-V: the whole pipeline (compile.c). */
#ifndef GLSPV_GLSL_COMPILE_H
#define GLSPV_GLSL_COMPILE_H

#include "glsl/glsl.h"

/* Compiles one source; the words (in the arena) or NULL after errors. When
 * opts->stage_from_pragma is set, #pragma shader_stage decides the stage. */
uint32_t *glsl_compile(Glsl *g, GlslOptions *opts, const char *source, size_t len, const char *name,
                       uint32_t spirv_version, size_t *count);

#endif
