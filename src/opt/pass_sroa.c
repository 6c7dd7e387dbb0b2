/* Scalar replacement of aggregates: a Function variable of struct or array
 * type becomes one variable per member or element, so that the load/store
 * passes and SSA can take the parts.
 *
 * A variable is split when every use is
 *  - an OpAccessChain or OpInBoundsAccessChain based on it whose first
 *    index is an OpConstant (not a specialization constant) in range: the
 *    chain then starts at the part, the remaining indices kept (with none
 *    left, its uses take the part);
 *  - a whole OpLoad: loads of the parts and an OpCompositeConstruct;
 *  - a whole OpStore: OpCompositeExtract of each part and stores;
 *  - an OpName, or an OpDecorate RelaxedPrecision (copied to the parts).
 * Its initializer splits when it is an OpConstantComposite or an
 * OpConstantNull; an OpUndef initializer is dropped. Anything else (a call
 * argument, OpCopyMemory, a dynamic first index, OpPtrAccessChain, another
 * decoration, a debug instruction naming it, Volatile or memory-model
 * access) keeps the variable as it is.
 *
 * Only types made of numbers, booleans, vectors, matrices, structs and
 * arrays of a constant length split (no pointers, images or samplers, which
 * Vulkan keeps out of new Function variables). Bounds: at most MAX_PARTS
 * elements per level, MAX_VARS variables in a function; parts that are
 * composites are split again, at most MAX_LEVELS times in one call. */
#include <string.h>

#include "opt/ir.h"

#define MAX_PARTS 64
#define MAX_VARS 1024
#define MAX_LEVELS 8
#define MAX_TYPE_DEPTH 16

typedef struct Cand {
    OptInst *var;
    uint32_t type;      /* the pointee */
    uint32_t count;     /* members or elements */
    uint32_t *parts;    /* the part variables, once made */
    uint8_t refused, chosen;
} Cand;

typedef struct Sroa {
    OptModule *m;
    VEC(Cand) cands;
    uint32_t *cand_of;  /* by id (the cap when made): index + 1 into cands */
    uint32_t cap;
    VEC(uint32_t) repl; /* pairs: an access chain's id, the part it names */
    U32Map ptr_of;      /* pointee type -> its Function pointer type, as found or made */
} Sroa;

/* Members of a struct, elements of an array of constant length; 0 for any
 * other type or one too long. */
static uint32_t element_count(const OptModule *m, uint32_t type)
{
    OptInst *t = opt_def(m, type);
    if (!t)
        return 0;
    if (t->opcode == SpvOpTypeStruct)
        return t->operand_count > 1 && t->operand_count - 1u <= MAX_PARTS ? t->operand_count - 1u : 0;
    if (t->opcode == SpvOpTypeArray) {
        uint32_t n = opt_const_index(m, opt_word(t, 2));
        return n != OPT_NONE && n >= 1 && n <= MAX_PARTS ? n : 0;
    }
    return 0;
}

static uint32_t element_type(const OptModule *m, uint32_t type, uint32_t i)
{
    OptInst *t = opt_def(m, type);
    return t->opcode == SpvOpTypeStruct ? opt_word(t, (uint16_t)(1 + i)) : opt_word(t, 1);
}

/* Numbers, booleans, vectors, matrices and structs and arrays of them. */
static int plain_type(const OptModule *m, uint32_t type, int depth)
{
    OptInst *t = opt_def(m, type);
    if (!t || depth > MAX_TYPE_DEPTH)
        return 0;
    switch (t->opcode) {
    case SpvOpTypeInt: case SpvOpTypeFloat: case SpvOpTypeBool: case SpvOpTypeVector: case SpvOpTypeMatrix:
        return 1;
    case SpvOpTypeArray:
        return plain_type(m, opt_word(t, 1), depth + 1);
    case SpvOpTypeStruct:
        for (uint16_t i = 1; i < t->operand_count; i++)
            if (!plain_type(m, opt_word(t, i), depth + 1))
                return 0;
        return 1;
    default:
        return 0;
    }
}

/* Whether the initializer (if any) can be split. */
static int splittable_init(const OptModule *m, const Cand *c)
{
    if (c->var->operand_count < 4)
        return 1;
    OptInst *d = opt_def(m, opt_word(c->var, 3));
    if (!d)
        return 0;
    return d->opcode == SpvOpConstantNull || d->opcode == SpvOpUndef ||
           (d->opcode == SpvOpConstantComposite && d->operand_count - 2u == c->count);
}

static void classify(Sroa *s, const OptInst *in)
{
    int weak = opt_is_weak(in);
    for (uint16_t k = 0; k < in->use_count + weak; k++) { /* the weak target first */
        uint16_t i = k < weak ? 0 : in->uses_at[k - weak];
        uint32_t id = in->words[in->operands[i].offset];
        if (id >= s->cap || !s->cand_of[id])
            continue;
        Cand *c = &s->cands.data[s->cand_of[id] - 1];
        int ok;
        if (weak)
            ok = in->opcode == SpvOpName ||
                 (in->opcode == SpvOpDecorate && opt_word(in, 1) == SpvDecorationRelaxedPrecision);
        else if (in->opcode == SpvOpAccessChain || in->opcode == SpvOpInBoundsAccessChain)
            ok = i == 2 && in->operand_count >= 4 && opt_const_index(s->m, opt_word(in, 3)) < c->count;
        else if (in->opcode == SpvOpLoad)
            ok = i == 2 && opt_plain_access(in, 3);
        else if (in->opcode == SpvOpStore)
            ok = i == 0 && opt_plain_access(in, 2);
        else
            ok = 0;
        if (!ok || (in->function && in->function != c->var->function))
            c->refused = 1;
    }
}

/* An OpTypePointer Function to `type`, found or added after the globals
 * (remembered: every part of every candidate asks). */
static uint32_t function_pointer(Sroa *s, uint32_t type)
{
    OptModule *m = s->m;
    uint32_t id;
    if (u32map_get(&s->ptr_of, type, &id))
        return id;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *g = m->globals.data[i];
        if (!g->dead && g->opcode == SpvOpTypePointer && opt_word(g, 1) == SpvStorageClassFunction &&
            opt_word(g, 2) == type) {
            u32map_put(m->a, &s->ptr_of, type, g->result_id);
            return g->result_id;
        }
    }
    uint32_t words[4] = {4u << 16 | SpvOpTypePointer, opt_new_id(m), SpvStorageClassFunction, type};
    static const uint16_t kinds[] = {SPV_KIND_IdResult, SPV_KIND_StorageClass, SPV_KIND_IdRef};
    OptInst *in = opt_new_inst(m, words, 4, kinds, 3);
    vec_push(m->a, &m->globals, in);
    m->def[words[1]] = in;
    u32map_put(m->a, &s->ptr_of, type, words[1]);
    return words[1];
}

static uint32_t null_constant(OptModule *m, uint32_t type)
{
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *g = m->globals.data[i];
        if (!g->dead && g->opcode == SpvOpConstantNull && g->type_id == type)
            return g->result_id;
    }
    uint32_t words[3] = {3u << 16 | SpvOpConstantNull, type, opt_new_id(m)};
    static const uint16_t kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult};
    OptInst *in = opt_new_inst(m, words, 3, kinds, 2);
    vec_push(m->a, &m->globals, in);
    m->def[words[2]] = in;
    return words[2];
}

/* The initializer of part i, or 0. */
static uint32_t part_init(OptModule *m, const Cand *c, uint32_t i)
{
    if (c->var->operand_count < 4)
        return 0;
    OptInst *d = opt_def(m, opt_word(c->var, 3));
    if (d->opcode == SpvOpConstantComposite)
        return opt_word(d, (uint16_t)(2 + i));
    if (d->opcode == SpvOpConstantNull)
        return null_constant(m, element_type(m, c->type, i));
    return 0; /* OpUndef: no initial value to keep */
}

static OptInst *place(OptInst *in, OptBlock *b, OptFunction *f)
{
    in->block = b;
    in->function = f;
    return in;
}

/* The part variables, after the variable in the entry block. */
static void make_parts(Sroa *s, OptFunction *f, Cand *c, void *list)
{
    OptModule *m = s->m;
    VEC(OptInst *) *out = list;
    c->parts = arena_alloc(m->a, c->count * sizeof *c->parts);
    static const uint16_t kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_StorageClass,
                                     SPV_KIND_IdRef};
    for (uint32_t i = 0; i < c->count; i++) {
        uint32_t ptr = function_pointer(s, element_type(m, c->type, i));
        uint32_t init = part_init(m, c, i);
        uint32_t words[5] = {(init ? 5u : 4u) << 16 | SpvOpVariable, ptr, opt_new_id(m), SpvStorageClassFunction,
                             init};
        OptInst *v = place(opt_new_inst(m, words, init ? 5 : 4, kinds, init ? 4 : 3), f->blocks.data[0], f);
        m->def[words[2]] = v;
        c->parts[i] = words[2];
        vec_push(m->a, out, v);
    }
}

/* RelaxedPrecision on the variable goes to each part, next to it (the
 * annotations must stay before the types). */
static void copy_decorations(OptModule *m, const Sroa *s)
{
    VEC(OptInst *) out = {0};
    int any = 0;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *g = m->globals.data[i];
        vec_push(m->a, &out, g);
        uint32_t target = g->operand_count ? opt_word(g, 0) : 0;
        if (g->dead || g->opcode != SpvOpDecorate || target >= s->cap || !s->cand_of[target])
            continue;
        const Cand *c = &s->cands.data[s->cand_of[target] - 1];
        if (!c->chosen || !c->parts)
            continue;
        static const uint16_t kinds[] = {SPV_KIND_IdRef, SPV_KIND_Decoration};
        for (uint32_t p = 0; p < c->count; p++) {
            uint32_t words[3] = {3u << 16 | SpvOpDecorate, c->parts[p], SpvDecorationRelaxedPrecision};
            vec_push(m->a, &out, opt_new_inst(m, words, 3, kinds, 2));
        }
        any = 1;
    }
    if (any) {
        m->globals.data = out.data;
        m->globals.len = out.len;
        m->globals.cap = out.cap;
    }
}

/* The chosen candidate `id` names, or NULL. Its variable comes before
 * every use in block order (the entry block first), so its parts exist
 * when a use is rewritten. */
static Cand *split_cand(const Sroa *s, uint32_t id)
{
    if (id >= s->cap || !s->cand_of[id])
        return NULL;
    Cand *c = &s->cands.data[s->cand_of[id] - 1];
    return c->chosen ? c : NULL;
}

/* The access chain without its first index, based on the part. */
static void rewrite_chain(Sroa *s, const Cand *c, OptInst *in, void *list)
{
    VEC(OptInst *) *out = list;
    OptModule *m = s->m;
    uint32_t part = c->parts[opt_const_index(m, opt_word(in, 3))];
    if (in->operand_count == 4 && opt_def(m, part)->type_id == in->type_id) {
        vec_push(m->a, &s->repl, in->result_id);
        vec_push(m->a, &s->repl, part);
        in->dead = 1;
        return;
    }
    /* Without indices left a chain still gives its own pointer type (the
     * module may declare that type twice). */
    uint16_t n = (uint16_t)(in->operand_count - 1);
    uint32_t *words = arena_alloc(m->a, (n + 1u) * sizeof *words);
    uint16_t *kinds = arena_alloc(m->a, n * sizeof *kinds);
    words[0] = (uint32_t)(n + 1) << 16 | in->opcode;
    words[1] = in->type_id, words[2] = in->result_id, words[3] = part;
    kinds[0] = SPV_KIND_IdResultType, kinds[1] = SPV_KIND_IdResult, kinds[2] = SPV_KIND_IdRef;
    for (uint16_t i = 4; i < in->operand_count; i++) {
        words[i] = opt_word(in, i);
        kinds[i - 1] = SPV_KIND_IdRef;
    }
    OptInst *chain = place(opt_new_inst(m, words, (uint16_t)(n + 1), kinds, n), in->block, in->function);
    m->def[in->result_id] = chain;
    in->dead = 1;
    vec_push(m->a, out, chain);
}

/* A whole load: the parts' loads and a construct with the load's id. */
static void rewrite_load(OptModule *m, const Cand *c, OptInst *in, void *list)
{
    VEC(OptInst *) *out = list;
    uint32_t *words = arena_alloc(m->a, (3u + c->count) * sizeof *words);
    uint16_t *kinds = arena_alloc(m->a, (2u + c->count) * sizeof *kinds);
    static const uint16_t load_kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_IdRef};
    words[0] = (3u + c->count) << 16 | SpvOpCompositeConstruct;
    words[1] = in->type_id, words[2] = in->result_id;
    kinds[0] = SPV_KIND_IdResultType, kinds[1] = SPV_KIND_IdResult;
    for (uint32_t i = 0; i < c->count; i++) {
        uint32_t lw[4] = {4u << 16 | SpvOpLoad, element_type(m, c->type, i), opt_new_id(m), c->parts[i]};
        OptInst *ld = place(opt_new_inst(m, lw, 4, load_kinds, 3), in->block, in->function);
        m->def[lw[2]] = ld;
        vec_push(m->a, out, ld);
        words[3 + i] = lw[2];
        kinds[2 + i] = SPV_KIND_IdRef;
    }
    OptInst *cc = place(opt_new_inst(m, words, (uint16_t)(3 + c->count), kinds, (uint16_t)(2 + c->count)),
                        in->block, in->function);
    m->def[in->result_id] = cc;
    in->dead = 1;
    vec_push(m->a, out, cc);
}

/* A whole store: each part stores its extract of the value. */
static void rewrite_store(OptModule *m, const Cand *c, OptInst *in, void *list)
{
    VEC(OptInst *) *out = list;
    static const uint16_t extract_kinds[] = {SPV_KIND_IdResultType, SPV_KIND_IdResult, SPV_KIND_IdRef,
                                             SPV_KIND_LiteralInteger};
    static const uint16_t store_kinds[] = {SPV_KIND_IdRef, SPV_KIND_IdRef};
    uint32_t value = opt_word(in, 1);
    for (uint32_t i = 0; i < c->count; i++) {
        uint32_t ew[5] = {5u << 16 | SpvOpCompositeExtract, element_type(m, c->type, i), opt_new_id(m), value, i};
        OptInst *ex = place(opt_new_inst(m, ew, 5, extract_kinds, 4), in->block, in->function);
        m->def[ew[2]] = ex;
        uint32_t sw[3] = {3u << 16 | SpvOpStore, c->parts[i], ew[2]};
        vec_push(m->a, out, ex);
        vec_push(m->a, out, place(opt_new_inst(m, sw, 3, store_kinds, 2), in->block, in->function));
    }
    in->dead = 1;
}

/* Every use of the split variables in f rewritten; each variable's parts
 * after it. */
static void rewrite_function(Sroa *s, OptFunction *f)
{
    OptModule *m = s->m;
    for (uint32_t bi = 0; bi < f->blocks.len; bi++) {
        OptBlock *b = f->blocks.data[bi];
        VEC(OptInst *) out = {0};
        int touched = 0;
        for (uint32_t k = 0; k < b->insts.len; k++) {
            OptInst *in = b->insts.data[k];
            Cand *c;
            if (in->dead) {
                vec_push(m->a, &out, in);
                continue;
            }
            if (in->opcode == SpvOpVariable && (c = split_cand(s, in->result_id))) {
                make_parts(s, f, c, &out);
                in->dead = 1;
                touched = 1;
            } else if ((in->opcode == SpvOpAccessChain || in->opcode == SpvOpInBoundsAccessChain) &&
                       (c = split_cand(s, opt_word(in, 2)))) {
                rewrite_chain(s, c, in, &out);
                touched = 1;
            } else if (in->opcode == SpvOpLoad && (c = split_cand(s, opt_word(in, 2)))) {
                rewrite_load(m, c, in, &out);
                touched = 1;
            } else if (in->opcode == SpvOpStore && (c = split_cand(s, opt_word(in, 0)))) {
                rewrite_store(m, c, in, &out);
                touched = 1;
            } else {
                vec_push(m->a, &out, in);
            }
        }
        if (touched) {
            b->insts.data = out.data;
            b->insts.len = out.len;
            b->insts.cap = out.cap;
        }
    }
}

/* The candidates of f; the number of its variables. */
static uint32_t collect(Sroa *s, OptFunction *f)
{
    OptModule *m = s->m;
    OptBlock *entry = f->blocks.data[0];
    uint32_t vars = 0;
    for (uint32_t k = 0; k < entry->insts.len; k++) {
        OptInst *in = entry->insts.data[k];
        if (in->dead || in->opcode != SpvOpVariable)
            continue;
        vars++;
        OptInst *ptr = opt_def(m, in->type_id);
        uint32_t type = ptr && ptr->opcode == SpvOpTypePointer ? opt_word(ptr, 2) : 0;
        Cand c = {0};
        c.var = in, c.type = type, c.count = type ? element_count(m, type) : 0;
        if (opt_word(in, 2) != SpvStorageClassFunction || !c.count || !plain_type(m, type, 0) ||
            !splittable_init(m, &c) || in->result_id >= s->cap)
            continue;
        vec_push(m->a, &s->cands, c);
        s->cand_of[in->result_id] = s->cands.len;
    }
    return vars;
}

/* Every instruction of the module to classify (a use from another
 * function, which only an invalid module has, refuses too). */
static void classify_all(Sroa *s)
{
    OptModule *m = s->m;
    for (uint32_t i = 0; i < m->globals.len; i++)
        if (!m->globals.data[i]->dead)
            classify(s, m->globals.data[i]);
    for (uint32_t i = 0; i < m->functions.len; i++) {
        OptFunction *f = m->functions.data[i];
        if (f->dead)
            continue;
        for (uint32_t j = 0; j < f->pre.len; j++)
            classify(s, f->pre.data[j]);
        for (uint32_t j = 0; j < f->head.len; j++)
            classify(s, f->head.data[j]);
        OPT_FOR_EACH_BLOCK_INST(f, b, in, { classify(s, in); })
    }
}

/* One level: the candidates of every function that pass split, within
 * the bound on variables per function. */
static int split_level(OptModule *m)
{
    if (!opt_has_local_vars(m))
        return 0;
    opt_analyze(m);
    Sroa s = {0};
    s.m = m;
    s.cap = m->cap;
    s.cand_of = arena_alloc(m->a, s.cap * sizeof *s.cand_of);
    uint32_t nf = m->functions.len;
    uint32_t *vars = arena_alloc(m->a, (nf + 1) * sizeof *vars), *first = arena_alloc(m->a, (nf + 1) * sizeof *first);
    for (uint32_t i = 0; i < nf; i++) {
        OptFunction *f = m->functions.data[i];
        first[i] = s.cands.len;
        if (!f->dead && f->blocks.len)
            vars[i] = collect(&s, f);
    }
    first[nf] = s.cands.len;
    if (!s.cands.len)
        return 0;
    classify_all(&s);
    int changed = 0;
    for (uint32_t i = 0; i < nf; i++) {
        int any = 0;
        for (uint32_t k = first[i]; k < first[i + 1]; k++) {
            Cand *c = &s.cands.data[k];
            if (c->refused || vars[i] + c->count > MAX_VARS)
                continue;
            vars[i] += c->count - 1;
            c->chosen = 1;
            any = 1;
        }
        if (any)
            rewrite_function(&s, m->functions.data[i]);
        changed |= any;
    }
    if (!changed)
        return 0;
    copy_decorations(m, &s);
    if (s.repl.len) {
        uint32_t *repl = arena_alloc(m->a, m->cap * sizeof *repl);
        for (uint32_t i = 0; i < s.repl.len; i += 2)
            repl[s.repl.data[i]] = s.repl.data[i + 1];
        opt_replace_uses(m, repl);
    }
    return 1;
}

int opt_sroa(OptModule *m)
{
    int changed = 0;
    for (int level = 0; level < MAX_LEVELS && split_level(m); level++) {
        changed = 1;
        opt_values_changed(m); /* the next level analyzes the parts made */
    }
    return changed;
}
