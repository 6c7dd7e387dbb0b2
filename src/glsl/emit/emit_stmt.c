/* The emitter, part 3: statements and functions, as structured control
 * flow: every if and switch gets a merge block (OpSelectionMerge), every
 * loop a merge and a continue block (OpLoopMerge), so that drivers see the
 * shapes SPIR-V's structured rules require. Code after a terminator (dead
 * code after break or return) goes into a fresh, unreachable block. */
#include <string.h>

#include "glsl/emit/emit.h"

static void push_loop(Emitter *e, uint32_t brk, uint32_t cont)
{
    Loop l = {brk, cont};
    vec_push(e->a, &e->loops, l);
}

static uint32_t innermost_continue(Emitter *e)
{
    for (size_t i = e->loops.len; i-- > 0;)
        if (e->loops.data[i].continue_label)
            return e->loops.data[i].continue_label;
    return 0;
}

/* Statements after a return, break, continue or discard never run: they
 * are left out, so that no unreachable block breaks the structured rules. */
static void emit_block(Emitter *e, Node *block)
{
    for (size_t i = 0; i < block->list.len && e->label; i++)
        emit_stmt(e, block->list.data[i]);
}

static void emit_local_decl(Emitter *e, Node *decl)
{
    if (!decl || decl->kind != ND_DECLARATION)
        return;
    for (size_t i = 0; i < decl->list.len; i++) {
        Node *d = decl->list.data[i];
        Symbol *s = d->sym;
        if (!s || ((s->flags & QF_CONST) && s->value))
            continue; /* constants are folded where used */
        if (emit_is_ray_object(s->type)) {
            s->id = emit_ray_object_local(e, s);
            continue;
        }
        s->id = emit_local_qualified(e, s->type, s->name, s->flags);
        s->spv_storage = SpvStorageClassFunction;
        if (s->precision == PREC_LOW || s->precision == PREC_MEDIUM)
            emit_relaxed(e, s->id);
        emit_spirv_decorations(e, s->id, -1, s->spirv_decorations);
        if (e->debug)
            emit_debug_local(e, s, s->id);
        if (d->init) {
            int outer = e->precise;
            e->precise |= (s->flags & QF_PRECISE) != 0;
            emit_op(e, SpvOpStore, 2, s->id, emit_expr(e, d->init));
            e->precise = outer;
        }
    }
}

static uint32_t condition(Emitter *e, Node *cond)
{
    if (cond->kind != ND_CONDITION_DECL)
        return emit_expr(e, cond);
    Symbol *s = cond->sym;
    if (!s->id) {
        s->id = emit_local(e, s->type, s->name);
        s->spv_storage = SpvStorageClassFunction;
        if (s->precision == PREC_LOW || s->precision == PREC_MEDIUM)
            emit_relaxed(e, s->id);
        emit_spirv_decorations(e, s->id, -1, s->spirv_decorations);
        if (e->debug)
            emit_debug_local(e, s, s->id);
    }
    uint32_t v = emit_expr(e, cond->init);
    emit_op(e, SpvOpStore, 2, s->id, v);
    return v;
}

static void emit_if(Emitter *e, Node *s)
{
    uint32_t c = emit_expr(e, s->cond);
    uint32_t then_label = emit_new_label(e), merge = emit_new_label(e);
    uint32_t else_label = s->els ? emit_new_label(e) : merge;
    emit_op(e, SpvOpSelectionMerge, 2, merge, emit_control_mask(s, NULL, &(uint32_t){0}));
    emit_op(e, SpvOpBranchConditional, 3, c, then_label, else_label);
    emit_label(e, then_label);
    emit_stmt(e, s->then);
    emit_branch(e, merge);
    if (s->els) {
        emit_label(e, else_label);
        emit_stmt(e, s->els);
        emit_branch(e, merge);
    }
    emit_label(e, merge);
}

/* while, for and do-while share one shape:
 *   header: OpLoopMerge merge continue; branch to check (or body for do)
 *   check:  condition; OpBranchConditional body merge
 *   body:   ...; branch continue
 *   continue: increment (for) or the do-while check; branch header */
static void emit_loop(Emitter *e, Node *s)
{
    if (s->kind == ND_FOR && s->init)
        emit_stmt(e, s->init);
    uint32_t header = emit_new_label(e), check = emit_new_label(e), body = emit_new_label(e);
    uint32_t cont = emit_new_label(e), merge = emit_new_label(e);
    emit_branch(e, header);
    emit_label(e, header);
    /* [[unroll]], [[dependency_length(N)]]...: the control and its literals. */
    uint32_t control[9] = {merge, cont}, count;
    control[2] = emit_control_mask(s, control + 3, &count);
    emit_op_words(e, SpvOpLoopMerge, control, 3 + count);
    emit_branch(e, s->kind == ND_DO ? body : check);
    if (s->kind != ND_DO) {
        emit_label(e, check);
        if (s->cond)
            emit_op(e, SpvOpBranchConditional, 3, condition(e, s->cond), body, merge);
        else
            emit_branch(e, body);
    }
    push_loop(e, merge, cont);
    emit_label(e, body);
    emit_stmt(e, s->then);
    emit_branch(e, cont);
    e->loops.len--;
    emit_label(e, cont);
    if (e->debug)
        emit_debug_statement(e, s->loc); /* the increment or the do-while check: the loop's line */
    if (s->kind == ND_FOR && s->inc)
        emit_expr(e, s->inc);
    if (s->kind == ND_DO)
        emit_op(e, SpvOpBranchConditional, 3, emit_expr(e, s->cond), header, merge);
    else
        emit_branch(e, header);
    emit_label(e, merge);
}

/* switch: one block per run of case labels, falling through in order. */
static void emit_switch(Emitter *e, Node *s)
{
    uint32_t selector = emit_expr(e, s->cond);
    uint32_t merge = emit_new_label(e), default_label = merge;
    Node *body = s->body;
    size_t n = body ? body->list.len : 0;
    uint32_t *labels = arena_alloc(e->a, (n + 1) * sizeof *labels);
    SpvWords w = {0};
    vec_push(e->a, &w, selector);
    vec_push(e->a, &w, 0); /* the default, filled in below */
    const Type *st = s->cond->ty;
    for (size_t i = 0; i < n; i++) {
        Node *st_node = body->list.data[i];
        if (st_node->kind != ND_CASE && st_node->kind != ND_DEFAULT)
            continue;
        /* Consecutive labels share a block. */
        labels[i] = i > 0 && labels[i - 1] ? labels[i - 1] : emit_new_label(e);
        if (st_node->kind == ND_DEFAULT) {
            default_label = labels[i];
            continue;
        }
        uint64_t v = st_node->lhs->cval->comps[0].u;
        vec_push(e->a, &w, (uint32_t)v);
        if (st->width == 64)
            vec_push(e->a, &w, (uint32_t)(v >> 32));
        vec_push(e->a, &w, labels[i]);
    }
    w.data[1] = default_label;
    emit_op(e, SpvOpSelectionMerge, 2, merge, emit_control_mask(s, NULL, &(uint32_t){0}));
    e->at = s->loc;
    emit_op_words(e, SpvOpSwitch, w.data, w.len);
    e->label = 0; /* OpSwitch ends the block */
    push_loop(e, merge, 0);
    for (size_t i = 0; i < n; i++) {
        Node *st_node = body->list.data[i];
        if (st_node->kind == ND_CASE || st_node->kind == ND_DEFAULT) {
            if (i == 0 || !labels[i - 1]) {
                emit_branch(e, labels[i]); /* fall through */
                emit_label(e, labels[i]);
            }
            continue;
        }
        if (e->label) /* dead code after a break is left out */
            emit_stmt(e, st_node);
    }
    e->loops.len--;
    emit_branch(e, merge);
    emit_label(e, merge);
}

void emit_stmt(Emitter *e, Node *s)
{
    if (!s || !e->label)
        return;
    e->at = s->loc;
    /* -g: where the statement came from (-gV: DebugLine too, before it) */
    if (e->debug && s->kind != ND_BLOCK)
        emit_debug_statement(e, s->loc);
    if (s->loc.line && s->loc.file < e->file_ids.len && s->kind != ND_BLOCK)
        emit_op(e, SpvOpLine, 3, e->file_ids.data[s->loc.file], s->loc.line, s->loc.col);
    switch (s->kind) {
    case ND_BLOCK:
        if (!e->debug) {
            emit_block(e, s);
            return;
        }
        emit_debug_block_begin(e, s->loc); /* -gV: a lexical block */
        emit_block(e, s);
        emit_debug_block_end(e);
        return;
    case ND_EXPR_STMT: emit_expr(e, s->lhs); return;
    case ND_DECL_STMT: emit_local_decl(e, s->lhs); return;
    case ND_IF: emit_if(e, s); return;
    case ND_WHILE: case ND_DO: case ND_FOR: emit_loop(e, s); return;
    case ND_SWITCH: emit_switch(e, s); return;
    case ND_BREAK: emit_branch(e, e->loops.data[e->loops.len - 1].break_label); return;
    case ND_CONTINUE: emit_branch(e, innermost_continue(e)); return;
    case ND_RETURN:
        if (s->lhs)
            emit_op(e, SpvOpReturnValue, 1, emit_expr(e, s->lhs));
        else
            emit_op(e, SpvOpReturn, 0);
        e->label = 0;
        return;
    case ND_DISCARD:
        emit_op(e, SpvOpKill, 0);
        e->label = 0;
        return;
    case ND_TERMINATE_INVOCATION:
        /* GL_EXT_terminate_invocation (SPV_KHR_terminate_invocation, core in SPIR-V 1.6) */
        emit_op(e, SpvOpTerminateInvocation, 0);
        e->label = 0;
        return;
    case ND_DEMOTE:
        /* The invocation goes on as a helper: not a terminator. */
        emit_op(e, SpvOpDemoteToHelperInvocation, 0);
        return;
    case ND_TERMINATE_RAY: case ND_IGNORE_INTERSECTION:
        /* SPV_KHR_ray_tracing: block terminators (the NV functions are not) */
        emit_op(e, s->kind == ND_TERMINATE_RAY ? SpvOpTerminateRayKHR : SpvOpIgnoreIntersectionKHR, 0);
        e->label = 0;
        return;
    case ND_EMPTY: return;
    default:
        glsl_error(e->g, s->loc, "internal error: this statement cannot be emitted yet");
        return;
    }
}

/* Globals whose initializers are not constant get them at the start of main. */
static void initialize_globals(Emitter *e)
{
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        Symbol *s = e->unit->globals.data[i];
        const Node *d = s->decl;
        if (d && d->kind == ND_DECLARATOR && d->init && !emit_global_init_is_constant(d, s->type))
            emit_op(e, SpvOpStore, 2, emit_global(e, s), emit_expr(e, d->init));
    }
}

/* Emits fn as function `id` whose parameters have types `types`. */
static void emit_function_as(Emitter *e, Symbol *fn, const Type *const *types, const uint8_t *by_variable,
                             uint32_t id);

void emit_function(Emitter *e, Symbol *fn)
{
    emit_function_as(e, fn, fn->param_types, NULL, emit_function_id(e, fn));
}

uint32_t emit_function_id(Emitter *e, Symbol *fn)
{
    if (!fn->id)
        fn->id = spv_new_id(&e->b);
    return fn->id;
}

/* ---- functions with image parameters ----
 *
 * A storage image's format is part of its SPIR-V type (OpTypeImage), yet a
 * parameter declared without one takes images of any format (GLSL 4.60
 * §4.10), and OpFunctionCall wants each argument of its parameter's exact
 * type. So such a function is emitted once per distinct list of argument
 * types at its calls: a copy whose image parameters have the argument's type.
 * Calls inside a copy see its parameters' types and ask for copies in turn.
 * The first copy keeps the function's id. Recursion is refused by the
 * checker, so the copies are finite. While a copy is emitted its parameter
 * symbols carry the copy's types (emit_function_as restores them after).
 *
 * An image argument that is a uniform (or an element of one, or a parameter
 * passed that way) is passed as its UniformConstant variable, as glslang
 * passes opaque arguments, not copied into a Function variable: lavapipe
 * (Mesa 22.3) crashes on images loaded from Function variables. */

int emit_has_image_parameter(const Symbol *fn)
{
    for (uint32_t i = 0; i < fn->param_count; i++)
        if (type_is_image(fn->param_types[i]))
            return 1;
    return 0;
}

/* The type an image expression has in the copy being emitted: a parameter
 * (or an element of one) has its copy's type, not the declared one. */
const Type *emit_actual_type(const Node *n)
{
    if (n->kind == ND_IDENT && n->sym)
        return n->sym->type;
    if (n->kind == ND_INDEX) {
        const Type *t = emit_actual_type(n->lhs);
        return t->kind == TY_ARRAY ? t->elem : n->ty;
    }
    return n->ty;
}

/* Whether image argument n is a uniform's variable, an element of one, or a
 * parameter holding such a pointer (else it is copied to a Function variable). */
static uint8_t image_argument_by_variable(const Node *n)
{
    while (n->kind == ND_INDEX)
        n = n->lhs;
    if (n->kind != ND_IDENT || !n->sym || n->sym->kind != SYM_VARIABLE)
        return 0;
    const Symbol *s = n->sym;
    if (s->is_global ? s->storage == SQ_UNIFORM && s->spirv_storage_class < 0
                     : s->spv_image_param)
        return 1;
    return 0;
}

uint32_t emit_function_clone(Emitter *e, Symbol *fn, const Node *n, const Type **types, uint8_t *by_variable)
{
    for (uint32_t i = 0; i < fn->param_count; i++) {
        const Type *t = emit_actual_type(n->args.data[i]);
        int image = type_is_image(t) && type_image_argument_matches(e->tt, t, fn->param_types[i]);
        types[i] = image ? t : fn->param_types[i];
        by_variable[i] = image ? image_argument_by_variable(n->args.data[i]) : 0;
    }
    size_t count = fn->param_count;
    for (size_t k = 0; k < e->clones.len; k++) {
        const FunctionClone *c = &e->clones.data[k];
        if (c->fn == fn && memcmp(c->types, types, count * sizeof *types) == 0 &&
            memcmp(c->by_variable, by_variable, count) == 0)
            return c->id;
    }
    int first = 1; /* the function's id goes to its first copy */
    for (size_t k = 0; k < e->clones.len && first; k++)
        first = e->clones.data[k].fn != fn;
    FunctionClone c = {fn, arena_alloc(e->a, (count + 1) * sizeof *types),
                       arena_alloc(e->a, count + 1),
                       first ? emit_function_id(e, fn) : spv_new_id(&e->b)};
    memcpy(c.types, types, count * sizeof *types);
    memcpy(c.by_variable, by_variable, count);
    vec_push(e->a, &e->clones, c);
    return c.id;
}

void emit_function_clones(Emitter *e)
{
    for (size_t k = 0; k < e->clones.len; k++) {
        FunctionClone c = e->clones.data[k]; /* emitting it may grow the list */
        emit_function_as(e, c.fn, c.types, c.by_variable, c.id);
    }
}

/* Appends words already counted against the module's size (a function's
 * parameters, variables and body, built apart) in one copy. */
static void append_words(Emitter *e, SpvWords *out, const uint32_t *words, size_t count)
{
    if (!count)
        return;
    vec_reserve_uninit(e->a, out, out->len + count);
    memcpy(out->data + out->len, words, count * sizeof *words);
    out->len += (uint32_t)count;
}

static void emit_function_as(Emitter *e, Symbol *fn, const Type *const *types, const uint8_t *by_variable,
                             uint32_t id)
{
    const Node *def = fn->decl;
    e->function = fn;
    e->vars.len = 0;
    e->loops.len = 0;
    /* Parameters are pointers to the caller's temporaries. */
    SpvWords params = {0}, fn_type = {0};
    /* Sized once, never grown: the return type and a pointer per
     * parameter, and an OpFunctionParameter (3 words) per parameter. */
    fn_type.data = arena_alloc_uninit(e->a, ((size_t)fn->param_count + 1) * sizeof *fn_type.data);
    fn_type.cap = fn->param_count + 1;
    if (fn->param_count) {
        params.data = arena_alloc_uninit(e->a, 3 * (size_t)fn->param_count * sizeof *params.data);
        params.cap = 3 * fn->param_count;
    }
    vec_push(e->a, &fn_type, emit_type(e, fn->type, LAYOUT_NONE));
    for (uint32_t i = 0; i < fn->param_count; i++) {
        if (emit_dropped(e, types[i]))
            continue; /* a sampler, under the texture upgrade: its calls pass none */
        /* A ray query or hit object is passed as the Private variable it is (emit_ray.c). */
        /* An atomic counter is passed as the AtomicCounter variable it is (emit_opengl.c). */
        uint32_t param_storage = by_variable && by_variable[i] ? SpvStorageClassUniformConstant
                                 : emit_is_ray_object(types[i]) ? SpvStorageClassPrivate
                                 : emit_is_counter_type(types[i]) ? SpvStorageClassAtomicCounter
                                                                  : SpvStorageClassFunction;
        uint32_t ptr = emit_pointer_type(e, param_storage, types[i], LAYOUT_NONE);
        vec_push(e->a, &fn_type, ptr);
        uint32_t param = spv_new_id(&e->b);
        uint32_t w[2] = {ptr, param};
        spv_inst_to(&e->b, &params, SpvOpFunctionParameter, w, 2);
        Node *p = def->list.data[i];
        if (p->sym) {
            p->sym->id = param;
            p->sym->spv_storage = param_storage;
            p->sym->spv_image_param = param_storage == SpvStorageClassUniformConstant;
            p->sym->type = types[i]; /* this copy's (restored below) */
            emit_name(e, param, p->sym->name);
            emit_pointer_variable(e, param, p->sym->type, p->sym->flags);
            if (p->sym->precision == PREC_LOW || p->sym->precision == PREC_MEDIUM)
                emit_relaxed(e, param);
            emit_spirv_decorations(e, param, -1, p->sym->spirv_decorations);
        }
    }
    emit_spirv_decorations(e, id, -1, fn->spirv_decorations);
    if (fn->precision == PREC_LOW || fn->precision == PREC_MEDIUM)
        emit_relaxed(e, id); /* its result's precision */
    uint32_t type = spv_unique(&e->b, SpvOpTypeFunction, 0, fn_type.data, fn_type.len);
    const char *renamed = fn == e->unit->main ? e->g->opts->entry_point_name : NULL;
    emit_name(e, id, renamed ? renamed : fn->name);
    uint32_t entry = emit_new_label(e);
    e->label = entry;
    /* OpFunction, its parameters and entry label, then the body, made in
     * place in the module's function section; the variables, known only
     * once the body is made, are moved in ahead of it (a body built apart
     * and copied was held twice). */
    e->body = e->b.sections[SEC_FUNCTION];
    uint32_t head[4] = {emit_type(e, fn->type, LAYOUT_NONE), id, SpvFunctionControlNoneMask, type};
    spv_inst_to(&e->b, &e->body, SpvOpFunction, head, 4);
    append_words(e, &e->body, params.data, params.len);
    spv_inst_to(&e->b, &e->body, SpvOpLabel, &entry, 1);
    size_t vars_at = e->body.len;
    if (e->debug) {
        emit_debug_function_begin(e, fn, id, types);
        for (uint32_t i = 0; i < fn->param_count; i++) {
            Symbol *p = def->list.data[i]->sym;
            if (p && p->spv_storage == SpvStorageClassFunction)
                emit_debug_parameter(e, p, i, p->id);
        }
    }
    if (fn == e->unit->main)
        initialize_globals(e);
    if (def->body)
        emit_block(e, def->body);
    if (e->label && e->debug)
        emit_debug_no_scope(e);
    if (e->label) {
        if (fn->type->kind == TY_VOID)
            emit_op(e, SpvOpReturn, 0);
        else
            emit_op(e, SpvOpUnreachable, 0); /* the checker's business to warn: no return */
    }
    for (uint32_t i = 0; i < fn->param_count; i++)
        if (def->list.data[i]->sym)
            def->list.data[i]->sym->type = fn->param_types[i];
    if (e->vars.len) {
        /* Counted against the module's size as they were made. */
        size_t body_len = e->body.len - vars_at;
        vec_reserve_uninit(e->a, &e->body, e->body.len + e->vars.len);
        memmove(e->body.data + vars_at + e->vars.len, e->body.data + vars_at, body_len * sizeof *e->body.data);
        memcpy(e->body.data + vars_at, e->vars.data, e->vars.len * sizeof *e->vars.data);
        e->body.len += e->vars.len;
    }
    spv_inst_to(&e->b, &e->body, SpvOpFunctionEnd, NULL, 0);
    if (e->debug)
        emit_debug_function_end(e);
    e->b.sections[SEC_FUNCTION] = e->body;
    e->body = (SpvWords){0};
}
