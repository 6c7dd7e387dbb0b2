/* The compiler's pipeline, one phase per line. After preprocessing errors
 * the parser still runs, and after errors of either the checker still
 * checks the declarations before the first (check_units' `partial`), as
 * glslang reports everything before its first syntax error: the
 * diagnostics, sorted by place, then start with the first in the source;
 * but not after an #include not found or a #version the target refuses,
 * which end the compile there, as glslang and glslc end it. The emitter
 * runs only on a shader without errors. */
#include "glsl/compile.h"
#include "glsl/emit/emit.h"

uint32_t *glsl_compile(Glsl *g, GlslOptions *opts, const GlslSource *sources, size_t count, uint32_t spirv_version,
                       size_t *words)
{
    PpOutput *pp = arena_alloc(&g->ctx->arena, count * sizeof *pp);
    Ast **asts = arena_alloc(&g->ctx->arena, count * sizeof *asts);
    opts->spirv_version = spirv_version; /* #extension and the checker refuse what this version lacks */
    for (size_t i = 0; i < count; i++)
        pp_run(g, sources[i].text, sources[i].len, sources[i].name, &pp[i]);
    /* After errors the phases still run on what is whole, so that the
     * first error in the source comes first (diagnostics are sorted). */
    size_t pp_errors = g->ctx->error_count;
    if (g->stop_after_pp)
        return NULL;
    if (pp[0].shader_stage_pragma && opts->stage_from_pragma)
        opts->stage = pp[0].pragma_stage;
    else if (opts->stage_from_pragma) {
        if (pp_errors)
            return NULL; /* no stage to check for, and the errors stand */
        opts->stage_missing = 1;
        glsl_error(g, pp[0].start_loc, "no shader stage: give one with -fshader-stage=<stage>, a file extension "
                   "(.vert, .frag, ...) or #pragma shader_stage(<stage>)");
        return NULL;
    }
    /* Each phase may report up to the error limit: the preprocessor's and
     * the parser's errors of later lines must not keep the checker from
     * reporting those of earlier ones. */
    g->errors_before_phase = g->ctx->error_count;
    for (size_t i = 0; i < count; i++) {
        asts[i] = parse_unit(g, &pp[i]);
        /* The tree holds what it needs of the tokens (the literals are
         * copied): the parser returned the blocks it passed, the rest go
         * back now. */
        pp_release_tokens(g, &pp[i], pp[i].count);
    }
    g->errors_before_phase = g->ctx->error_count;
    if (g->ctx->error_count) {
        check_units(g, pp, asts, count, 1);
        return NULL;
    }
    CheckedUnit *unit = check_units(g, pp, asts, count, 0);
    if (g->ctx->error_count)
        return NULL;
    if (opts->without_spirv) {
        /* Only checking, for OpenGL: no module to make, and the emitter's
         * interface rules are SPIR-V's. */
        *words = 0;
        return arena_alloc(&g->ctx->arena, sizeof(uint32_t));
    }
    /* Linked sources share the context's arena of bodies: each tree could
     * not tell the chunks its own. */
    Ast *release = count == 1 && asts[0]->bodies ? asts[0] : NULL;
    uint32_t *module = emit_unit(g, unit, spirv_version, release, words);
    return g->ctx->error_count ? NULL : module;
}
