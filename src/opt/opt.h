/* The SPIR-V optimizer (src/opt/): the one header the rest of the library
 * includes. It reads any valid module's words into an in-memory form
 * (ir.h), runs the passes of a recipe (opt.c lists them) and writes the
 * words back with the ids compacted. */
#ifndef GLSPV_OPT_OPT_H
#define GLSPV_OPT_OPT_H

#include "base/base.h"

/* Optimizes `count` words at `level` (GLSPV_OPT_NONE returns a copy).
 * The words come back in the context's arena. A module the reader cannot
 * decode gives GLSPV_ERROR_INVALID_BINARY, one the optimizer cannot take
 * apart (no valid module does that) GLSPV_ERROR_INVALID_BINARY with a
 * diagnostic naming what was wrong; the input is then left alone. */
/* `flags`: OPT_PRESERVE_BINDINGS keeps every resource with a binding, used
 * or not (glslc -fpreserve-bindings). */
enum { OPT_PRESERVE_BINDINGS = 1u << 0 };
glspv_status opt_module(Ctx *ctx, const uint32_t *words, size_t count, glspv_optimization level, uint32_t flags,
                        uint32_t **out, size_t *out_count);

/* Removes the debug information from a module, in place (OpName,
 * OpMemberName, OpSource, OpLine, ... and the strings only they name), as
 * glslc -O does without -g; returns the new word count. */
size_t opt_strip_debug(Ctx *ctx, uint32_t *words, size_t count);

/* Removes NonSemantic.Shader.DebugInfo.100 from a module, in place: its
 * OpExtInstImport and every OpExtInst of it, the OpStrings only those
 * took, and OpExtension SPV_KHR_non_semantic_info when no other
 * NonSemantic set is left. The constants they took stay (unused: the
 * optimizer's dead globals). Returns the new word count. */
size_t opt_strip_shader_debug_info(Ctx *ctx, uint32_t *words, size_t count);

#endif
