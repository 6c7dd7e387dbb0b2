/* Inlining: every OpFunctionCall whose callee can be inlined becomes the
 * callee's blocks in the caller, as spirv-opt does for Vulkan. Refused
 * (the call stays):
 *
 *  - callees decorated LinkageAttributes Export, callees without blocks
 *    (imports), and callees on a cycle of the call graph (recursion);
 *  - callees ending a block with anything but a branch, a return or
 *    OpUnreachable (OpKill and the like could land in a continue
 *    construct, where the back-edge block must post-dominate);
 *  - callees with a return inside a loop construct (leaving it for the
 *    caller would need a flag per nesting level);
 *  - calls in a loop header block (its OpLoopMerge must stay with the
 *    block the back edge names).
 *
 * The block of the call is split there: the callee's entry block continues
 * it, its other blocks follow, and the rest of the block (its terminator
 * with any merge instruction) goes to a new block N after them. With one
 * return outside every construct of the callee, the return branches to N,
 * whose first instruction is the call's result as an OpCopyObject of the
 * returned value. Otherwise the body goes inside a loop that runs once:
 *
 *     B: ...          OpBranch %H
 *     H: OpLoopMerge %N %C None; OpBranch %E     (E: the callee's entry)
 *     each return:    OpStore %ret %value; OpBranch %N   (a loop break)
 *     C: OpBranch %H  (the continue target, unreachable)
 *     N: %result = OpLoad %T %ret; the rest of B
 *
 * and the local-store and SSA passes take %ret apart. Parameters are the
 * call's arguments; the callee's Function variables move to the caller's
 * entry block (an initializer becomes a store where the body starts, as
 * each call initializes anew); every result gets a fresh id and the
 * decorations of the callee's results (NoContraction, RelaxedPrecision)
 * are copied for the new ids. Extension instructions naming the callee
 * itself (DebugFunctionDefinition) are left out. Calls copied in from a
 * callee are inlined in turn (the callees left form no cycle). */
#include "opt/ir.h"

/* Copied instructions per module at most: the limit on what inlining can
 * add (calls nested k deep, each callee called twice, double k times). */
#define INLINE_BUDGET (1u << 20)

enum { REFUSE, SIMPLE, WRAP };

typedef VEC(OptInst *) InstList;

typedef struct Inliner {
    OptModule *m;
    uint32_t fn_cap;       /* the arrays by function id are this long */
    uint8_t *exported;     /* by function id */
    uint8_t *recursive;    /* by function id */
    OptDecorations decos;
    U32Map ptr_of;         /* type id -> its Function pointer type */
    uint32_t budget;
    /* The call being inlined: callee id -> its id at the call, 0 for
     * none (by id, map_len long, cleared after each call by `keys`). */
    uint32_t *map, map_len;
    VEC(uint32_t) keys;
} Inliner;

/* The callee's `from` is `to` at the call being inlined. */
static void map_put(Inliner *I, uint32_t from, uint32_t to)
{
    if (from >= I->map_len) {
        uint32_t len = I->m->cap > from ? I->m->cap : from + 1;
        I->map = arena_grow(I->m->a, I->map, I->map_len * sizeof *I->map, len * sizeof *I->map);
        I->map_len = len;
    }
    I->map[from] = to;
    vec_push(I->m->a, &I->keys, from);
}

static void map_clear(Inliner *I)
{
    for (uint32_t i = 0; i < I->keys.len; i++)
        I->map[I->keys.data[i]] = 0;
    I->keys.len = 0;
}

static OptInst *make_store(OptModule *m, uint32_t ptr, uint32_t value)
{
    static const uint16_t k[] = {SPV_KIND_IdRef, SPV_KIND_IdRef};
    uint32_t ops[] = {ptr, value};
    return opt_make_inst(m, SpvOpStore, ops, 2, k);
}

static OptInst *make_value(OptModule *m, uint16_t opcode, uint32_t type, uint32_t id, uint32_t from)
{
    static const uint16_t k[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_IdRef};
    uint32_t ops[] = {type, id, from};
    return opt_make_inst(m, opcode, ops, 3, k);
}

static OptInst *make_variable(OptModule *m, uint32_t ptr_type, uint32_t id)
{
    static const uint16_t k[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_StorageClass};
    uint32_t ops[] = {ptr_type, id, SpvStorageClassFunction};
    return opt_make_inst(m, SpvOpVariable, ops, 3, k);
}

/* ---- which calls ---- */

static OptFunction *callee_of(const OptModule *m, const OptInst *call)
{
    OptInst *d = opt_def(m, opt_word(call, 2));
    return d && d->opcode == SpvOpFunction ? d->function : NULL;
}

/* Whether `from` reaches `to` through calls (depth-first, `seen` by
 * function id, cleared by the caller). */
static int reaches(Inliner *I, OptFunction *from, OptFunction *to, uint8_t *seen)
{
    OPT_FOR_EACH_BLOCK_INST(from, b, in, {
        if (in->opcode != SpvOpFunctionCall)
            continue;
        OptFunction *g = callee_of(I->m, in);
        if (!g || g->dead)
            continue;
        if (g == to)
            return 1;
        uint32_t id = g->def->result_id;
        if (id >= I->fn_cap || seen[id])
            continue;
        seen[id] = 1;
        if (reaches(I, g, to, seen))
            return 1;
    })
    return 0;
}

static void find_recursive(Inliner *I)
{
    OptModule *m = I->m;
    uint8_t *seen = arena_alloc(m->a, I->fn_cap);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        for (uint32_t k = 0; k < I->fn_cap; k++)
            seen[k] = 0;
        I->recursive[f->def->result_id] = (uint8_t)reaches(I, f, f, seen);
    }
}

/* SIMPLE, WRAP or REFUSE for a callee (its analysis current). */
static int shape_of(Inliner *I, const OptFunction *g)
{
    OptModule *m = I->m;
    uint32_t id = g->def->result_id;
    if (g->dead || !g->blocks.len || id >= I->fn_cap || I->exported[id] || I->recursive[id])
        return REFUSE;
    OptInst *rt = opt_def(m, g->def->type_id);
    int void_fn = rt && rt->opcode == SpvOpTypeVoid;
    uint32_t returns = 0, outside = 1;
    for (uint32_t i = 0; i < g->blocks.len; i++) {
        const OptBlock *r = g->blocks.data[i];
        OptInst *t = opt_terminator(r);
        if (!t)
            return REFUSE;
        switch (t->opcode) {
        case SpvOpBranch: case SpvOpBranchConditional: case SpvOpSwitch: case SpvOpUnreachable:
            continue;
        case SpvOpReturn: case SpvOpReturnValue:
            if ((t->opcode == SpvOpReturn) != void_fn || (!void_fn && !opt_word(t, 0)))
                return REFUSE; /* (an unvalidated module) */
            break;
        default:
            return REFUSE;
        }
        returns++;
        if (r->rpo == OPT_NONE)
            continue;
        /* Inside a construct: its header dominates the return and its
         * merge block does not. */
        for (uint32_t j = 0; j < g->blocks.len; j++) {
            const OptBlock *h = g->blocks.data[j];
            OptInst *t2 = opt_terminator(h);
            OptInst *merge = NULL;
            for (uint32_t k = h->insts.len; k-- > 0;) {
                OptInst *in = h->insts.data[k];
                if (in->dead || in == t2)
                    continue;
                if (in->opcode == SpvOpLoopMerge || in->opcode == SpvOpSelectionMerge)
                    merge = in;
                break;
            }
            if (!merge || !opt_dominates(g, h->index, r->index))
                continue;
            OptInst *mb = opt_def(m, opt_word(merge, 0));
            if (mb && mb->block && mb->function == g && opt_dominates(g, mb->block->index, r->index))
                continue;
            if (merge->opcode == SpvOpLoopMerge)
                return REFUSE;
            outside = 0;
        }
    }
    if (!returns)
        return REFUSE;
    return returns == 1 && outside ? SIMPLE : WRAP;
}

/* ---- copying ---- */

static uint32_t mapped(const Inliner *I, uint32_t id)
{
    return id < I->map_len && I->map[id] ? I->map[id] : id;
}

static OptInst *copy_inst(OptModule *m, const OptInst *in, const Inliner *I)
{
    return opt_copy_inst(m, in, I->map, I->map_len);
}

/* Whether `in` names the function `id` (a debug instruction about it). */
static int names(const OptInst *in, uint32_t id)
{
    for (uint16_t i = 0; i < in->operand_count; i++)
        if (opt_is_use(in, i) && in->words[in->operands[i].offset] == id)
            return 1;
    return 0;
}

/* A debug instruction about a parameter (DebugDeclare, DebugValue): the
 * argument in its place need not be a variable. */
static int names_parameter(const OptFunction *g, const OptInst *in)
{
    if (in->ext_set != SPV_EXT_SET_NonSemantic_Shader_DebugInfo_100 &&
        in->ext_set != SPV_EXT_SET_OpenCL_DebugInfo_100 && in->ext_set != SPV_EXT_SET_DebugInfo)
        return 0;
    for (uint32_t i = 0; i < g->head.len; i++)
        if (g->head.data[i]->opcode == SpvOpFunctionParameter && names(in, g->head.data[i]->result_id))
            return 1;
    return 0;
}

/* The Function pointer type to `type`, made when the module has none. */
static uint32_t function_pointer(Inliner *I, uint32_t type)
{
    OptModule *m = I->m;
    uint32_t id;
    if (u32map_get(&I->ptr_of, type, &id))
        return id;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (!in->dead && in->opcode == SpvOpTypePointer && opt_word(in, 1) == SpvStorageClassFunction &&
            opt_word(in, 2) == type) {
            u32map_put(m->a, &I->ptr_of, type, in->result_id);
            return in->result_id;
        }
    }
    static const uint16_t k[] = {SPV_KIND_IdResult, SPV_KIND_StorageClass, SPV_KIND_IdRef};
    id = opt_new_id(m);
    uint32_t ops[] = {id, SpvStorageClassFunction, type};
    OptInst *ptr = opt_make_inst(m, SpvOpTypePointer, ops, 3, k);
    vec_push(m->a, &m->globals, ptr);
    m->def[id] = ptr; /* defined as made: the module stays analyzed */
    u32map_put(m->a, &I->ptr_of, type, id);
    return id;
}

/* The callee's variables, without initializers, into the caller's entry
 * block after its own; the stores of the initializers into `at`. */
static void move_variables(Inliner *I, OptFunction *f, const InstList *vars, OptBlock *at)
{
    OptModule *m = I->m;
    OptBlock *entry = f->blocks.data[0];
    uint32_t p = 0;
    for (uint32_t i = 0; i < entry->insts.len; i++) {
        uint16_t op = entry->insts.data[i]->opcode;
        if (op == SpvOpVariable)
            p = i + 1;
        else if (op != SpvOpLine && op != SpvOpNoLine)
            break;
    }
    InstList insts = {0};
    for (uint32_t i = 0; i <= entry->insts.len; i++) {
        if (i == p)
            for (uint32_t k = 0; k < vars->len; k++) {
                OptInst *v = vars->data[k];
                v->block = entry;
                v->function = f;
                vec_push(m->a, &insts, v);
            }
        if (i < entry->insts.len)
            vec_push(m->a, &insts, entry->insts.data[i]);
    }
    entry->insts.data = insts.data, entry->insts.len = insts.len, entry->insts.cap = insts.cap;
    for (uint32_t k = 0; k < vars->len; k++) {
        OptInst *v = vars->data[k];
        if (v->operand_count > 3) {
            opt_append(m, at, make_store(m, v->result_id, opt_word(v, 3)));
            v->operand_count = 3; /* the words past it are no longer written */
            v->word_count = 4;
            v->words[0] = 4u << 16 | SpvOpVariable;
            opt_index_operands(m, v);
        }
    }
}

/* OpPhi parents naming `from` in the blocks `t` branches to now name `to`. */
static void repoint_phis(OptModule *m, OptFunction *f, const OptInst *t, uint32_t from, uint32_t to)
{
    for (uint16_t i = 0; i < t->operand_count; i++) {
        if (!opt_is_use(t, i))
            continue;
        uint32_t label = t->words[t->operands[i].offset];
        for (uint32_t j = 0; j < f->blocks.len; j++) {
            OptBlock *s = f->blocks.data[j];
            if (s->label->result_id != label)
                continue;
            for (uint32_t k = 0; k < s->insts.len; k++) {
                OptInst *in = s->insts.data[k];
                if (in->dead || in->opcode != SpvOpPhi)
                    continue;
                for (uint16_t o = 3; o < in->operand_count; o += 2)
                    if (opt_word(in, o) == from)
                        in->words[in->operands[o].offset] = to;
            }
        }
    }
    (void)m;
}

/* Inlines the call at insts[at] of block f->blocks[bi]; the new blocks go
 * after it. */
static void inline_call(Inliner *I, OptFunction *f, uint32_t bi, uint32_t at, OptFunction *g, int shape)
{
    OptModule *m = I->m;
    OptBlock *b = f->blocks.data[bi];
    OptInst *call = b->insts.data[at];
    /* Parameters are the arguments; every result a fresh id. */
    uint32_t np = 0;
    for (uint32_t i = 0; i < g->head.len; i++) {
        OptInst *p = g->head.data[i];
        if (p->opcode == SpvOpFunctionParameter)
            map_put(I, p->result_id, opt_word(call, (uint16_t)(3 + np++)));
    }
    /* Without the wrapper the callee's entry goes on in b: what names
     * that label (an OpPhi parent) names b. */
    for (uint32_t i = 0; i < g->blocks.len; i++) {
        OptBlock *gb = g->blocks.data[i];
        uint32_t label = i == 0 && shape == SIMPLE ? b->label->result_id : opt_new_id(m);
        map_put(I, gb->label->result_id, label);
        for (uint32_t k = 0; k < gb->insts.len; k++) {
            OptInst *in = gb->insts.data[k];
            if (!in->dead && in->result_id) {
                uint32_t to = opt_new_id(m);
                map_put(I, in->result_id, to);
                opt_clone_decorations(m, &I->decos, in->result_id, to);
            }
        }
    }
    uint32_t type = call->type_id, result = call->result_id;
    int has_value = opt_def(m, type) && opt_def(m, type)->opcode != SpvOpTypeVoid;
    /* The tail of B goes to N. */
    OptBlock *n = opt_new_block(m, f, opt_new_id(m));
    OptInst *ret = NULL;
    if (shape == WRAP && has_value) {
        ret = make_variable(m, function_pointer(I, type), opt_new_id(m));
        opt_append(m, n, make_value(m, SpvOpLoad, type, result, ret->result_id));
    }
    for (uint32_t k = at + 1; k < b->insts.len; k++)
        opt_append(m, n, b->insts.data[k]);
    b->insts.len = at;
    call->dead = 1; /* out of the lists: no analysis may find it defining its result */
    OptInst *tail_end = opt_terminator(n);
    if (tail_end)
        repoint_phis(m, f, tail_end, b->label->result_id, n->label->result_id);
    VEC(OptBlock *) added = {0};
    OptBlock *cont = NULL, *body = b;
    if (shape == WRAP) {
        OptBlock *h = opt_new_block(m, f, opt_new_id(m));
        cont = opt_new_block(m, f, opt_new_id(m));
        opt_append(m, b, opt_make_branch(m, h->label->result_id));
        static const uint16_t k[] = {SPV_KIND_IdRef, SPV_KIND_IdRef, SPV_KIND_LoopControl};
        uint32_t ops[] = {n->label->result_id, cont->label->result_id, 0};
        opt_append(m, h, opt_make_inst(m, SpvOpLoopMerge, ops, 3, k));
        opt_append(m, h, opt_make_branch(m, mapped(I, g->blocks.data[0]->label->result_id)));
        opt_append(m, cont, opt_make_branch(m, h->label->result_id));
        vec_push(m->a, &added, h);
        body = NULL; /* the entry gets a block of its own */
    }
    /* The variables first: their initializers are stored where the body starts. */
    InstList vars = {0};
    if (ret)
        vec_push(m->a, &vars, ret);
    OptBlock *ge = g->blocks.data[0];
    for (uint32_t k = 0; k < ge->insts.len; k++) {
        OptInst *in = ge->insts.data[k];
        if (!in->dead && in->opcode == SpvOpVariable && opt_word(in, 2) == SpvStorageClassFunction)
            vec_push(m->a, &vars, copy_inst(m, in, I));
    }
    OptBlock *start = body ? body : opt_new_block(m, f, mapped(I, ge->label->result_id));
    move_variables(I, f, &vars, start);
    uint32_t value = 0; /* SIMPLE: the value returned */
    for (uint32_t i = 0; i < g->blocks.len; i++) {
        OptBlock *gb = g->blocks.data[i];
        OptBlock *to = i == 0 ? start : opt_new_block(m, f, mapped(I, gb->label->result_id));
        if (to != b)
            vec_push(m->a, &added, to);
        for (uint32_t k = 0; k < gb->insts.len; k++) {
            OptInst *in = gb->insts.data[k];
            if (in->dead || (i == 0 && in->opcode == SpvOpVariable && opt_word(in, 2) == SpvStorageClassFunction))
                continue;
            I->budget -= I->budget ? 1 : 0;
            if (in->opcode == SpvOpExtInst && (names(in, g->def->result_id) || names_parameter(g, in)))
                continue;
            OptInst *c = copy_inst(m, in, I);
            if (c->opcode == SpvOpReturn || c->opcode == SpvOpReturnValue) {
                if (c->opcode == SpvOpReturnValue && has_value) {
                    if (shape == WRAP)
                        opt_append(m, to, make_store(m, ret->result_id, opt_word(c, 0)));
                    else
                        value = opt_word(c, 0);
                }
                opt_append(m, to, opt_make_branch(m, n->label->result_id));
                continue;
            }
            opt_append(m, to, c);
        }
    }
    if (shape == SIMPLE && has_value) {
        /* N starts with the call's result. */
        VEC(OptInst *) insts = {0};
        OptInst *copy = make_value(m, SpvOpCopyObject, type, result, value);
        copy->block = n, copy->function = f;
        vec_push(m->a, &insts, copy);
        for (uint32_t k = 0; k < n->insts.len; k++)
            vec_push(m->a, &insts, n->insts.data[k]);
        n->insts.data = insts.data, n->insts.len = insts.len, n->insts.cap = insts.cap;
    }
    map_clear(I);
    if (cont)
        vec_push(m->a, &added, cont);
    vec_push(m->a, &added, n);
    /* The new blocks after B, in order. */
    VEC(OptBlock *) blocks = {0};
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        vec_push(m->a, &blocks, f->blocks.data[i]);
        if (i == bi)
            for (uint32_t k = 0; k < added.len; k++)
                vec_push(m->a, &blocks, added.data[k]);
    }
    for (uint32_t i = 0; i < blocks.len; i++)
        blocks.data[i]->index = i;
    f->blocks.data = blocks.data, f->blocks.len = blocks.len, f->blocks.cap = blocks.cap;
}

/* A call that can be inlined, or REFUSE. */
static int inlinable(Inliner *I, const OptBlock *b, const OptInst *call, OptFunction **callee)
{
    if (call->dead || call->opcode != SpvOpFunctionCall || !I->budget)
        return REFUSE;
    OptFunction *g = callee_of(I->m, call);
    if (!g || g == call->function || call->type_id != g->def->type_id)
        return REFUSE;
    uint32_t params = 0;
    for (uint32_t i = 0; i < g->head.len; i++)
        params += g->head.data[i]->opcode == SpvOpFunctionParameter;
    if (call->operand_count != 3 + params)
        return REFUSE;
    for (uint32_t k = 0; k < b->insts.len; k++)
        if (!b->insts.data[k]->dead && b->insts.data[k]->opcode == SpvOpLoopMerge)
            return REFUSE;
    *callee = g;
    return shape_of(I, g);
}

static int inline_into(Inliner *I, OptFunction *f)
{
    int changed = 0;
    for (uint32_t bi = 0; bi < f->blocks.len; bi++) {
        OptBlock *b = f->blocks.data[bi];
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptFunction *g = NULL;
            int shape = inlinable(I, b, b->insts.data[k], &g);
            if (shape == REFUSE)
                continue;
            inline_call(I, f, bi, k, g, shape);
            changed = 1;
            /* b goes on with the callee's entry (or ends in the branch to
             * the wrapper's header): its calls are next. */
            k--;
        }
    }
    return changed;
}

int opt_inline(OptModule *m)
{
    opt_analyze(m);
    Inliner I = {0};
    I.m = m;
    I.fn_cap = m->cap;
    I.exported = arena_alloc(m->a, m->cap);
    I.recursive = arena_alloc(m->a, m->cap);
    I.budget = INLINE_BUDGET;
    int any_call = 0;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (!in->dead && opt_is_export(in) && opt_word(in, 0) < m->cap)
            I.exported[opt_word(in, 0)] = 1;
    }
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        OPT_FOR_EACH_BLOCK_INST(f, b, in, { any_call |= in->opcode == SpvOpFunctionCall; })
    }
    if (!any_call)
        return 0;
    find_recursive(&I);
    opt_index_decorations(m, &I.decos);
    int changed = 0;
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead || !f->blocks.len)
            continue;
        if (inline_into(&I, f)) {
            changed = 1;
            opt_analyze_function(m, f); /* f may be another's callee; nothing else changed */
        }
    }
    opt_insert_decorations(m, &I.decos);
    return changed;
}
