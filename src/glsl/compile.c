/* The compiler's pipeline, one phase per line: each phase runs only when
 * the ones before it reported no error. */
#include "glsl/compile.h"
#include "glsl/emit.h"

uint32_t *glsl_compile(Glsl *g, GlslOptions *opts, const char *source, size_t len, const char *name,
                       uint32_t spirv_version, size_t *count)
{
    PpOutput pp;
    pp_run(g, source, len, name, &pp);
    if (g->ctx->error_count)
        return NULL;
    if (pp.shader_stage_pragma && opts->stage_from_pragma)
        opts->stage = pp.pragma_stage;
    Ast *ast = parse_unit(g, &pp);
    if (g->ctx->error_count)
        return NULL;
    CheckedUnit *unit = check_unit(g, &pp, ast);
    if (g->ctx->error_count)
        return NULL;
    uint32_t *words = emit_unit(g, unit, spirv_version, count);
    return g->ctx->error_count ? NULL : words;
}
