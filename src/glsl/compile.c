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

/* One source made one external declaration at a time: each function is
 * parsed, checked and emitted, and its tree goes back, before the next is
 * parsed, so that the tree of one function is alive at a time, not the
 * whole unit's. The emitter makes the module in the order of the source
 * (emit_declared), which is what emit_unit makes from the whole tree: the
 * words are the same. A function is emitted when main's calls reach its
 * name (from the tokens: parse_names_called). Where the words might not be
 * the same, the compile gives up and is made again the other way
 * (Glsl.stream_gave_up): on an error of the parser or the checker (the
 * diagnostics and their order are the whole unit's; the emitter's are the
 * same either way), a function emitted that nothing calls (an overload of
 * a called name: the module drops it), or a fact of the whole unit that a
 * function emitted earlier read and a later declaration changed (the
 * stage's layouts, an implicitly sized array's length: emit_settled, at the
 * end: such a fact is set once, and set again only to the same value). */
static uint32_t *give_up(Glsl *g)
{
    g->stream_gave_up = 1;
    return NULL;
}

static uint32_t *compile_streaming(Glsl *g, PpOutput *pp, uint32_t spirv_version, size_t *words)
{
    Parser *p = parse_begin(g, pp);
    Ast *ast = parse_tree(p);
    PtrMap called = parse_names_called(p);
    Checker checker = {0};
    Checker *c = &checker;
    check_begin(c, g, pp, &ast, 1);
    check_source_begin(c, pp, 0);
    Emitter *e = emit_begin(g, c->unit, spirv_version, ast->bodies ? ast : NULL);
    UnitFacts facts;
    int emitted = 0;
    size_t checked = 0;
    /* The emitter's errors (an instruction too large) are the whole unit's
     * emitter's too, in the same order, if the checker finds none: the
     * compile goes on, and gives up only on the parser's or checker's. */
    size_t emit_errors = 0;
    while (parse_next(p)) {
        if (g->ctx->error_count > emit_errors)
            return give_up(g);
        for (; checked < ast->decls.len; checked++)
            check_declaration(c, ast->decls.data[checked], 1);
        if (g->ctx->error_count > emit_errors)
            return give_up(g);
        if (e->next_function == c->unit->functions.len)
            continue; /* no new function: globals wait for the next one, or the end */
        if (!emitted)
            emit_unit_facts(e, &facts); /* each is set once (declared again, it must agree): checked at the end */
        emitted = 1;
        size_t before = g->ctx->error_count;
        emit_declared(e, &called);
        emit_errors += g->ctx->error_count - before;
    }
    parse_end(p);
    pp_release_tokens(g, pp, pp->count);
    CheckedUnit *unit = check_end(c, pp);
    if (g->ctx->error_count > emit_errors || (emitted && !emit_settled(e, &facts)))
        return give_up(g);
    for (size_t i = 0; i < unit->functions.len; i++) {
        const Symbol *fn = unit->functions.data[i];
        if (!emit_has_image_parameter(fn) && fn->reachable != (ptrmap_get(&called, fn->name) != 0))
            return give_up(g); /* emitted, and the module leaves it out (an overload nobody calls) */
    }
    uint32_t *module = emit_end(e, words);
    return g->ctx->error_count ? NULL : module;
}

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
    if (g->stream && count == 1 && !g->ctx->error_count && emit_can_stream(opts))
        return compile_streaming(g, &pp[0], spirv_version, words);
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
