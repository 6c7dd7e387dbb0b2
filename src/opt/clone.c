/* New instructions and blocks, and copies of instructions under new ids,
 * for the passes that duplicate code: the inliner (a callee's body at each
 * call) and the unroller (a loop's body at each iteration). A copy's id operands go through a map by id;
 * the decorations of each copied result are made again for its copy
 * (RelaxedPrecision, NoContraction, NonUniform... belong to the value). */
#include <string.h>

#include "opt/ir.h"

static int is_export(const OptInst *in)
{
    return in->opcode == SpvOpDecorate && opt_word(in, 1) == SpvDecorationLinkageAttributes &&
           in->words[in->word_count - 1] == SpvLinkageTypeExport;
}

static int is_decoration(const OptInst *in)
{
    return in->opcode == SpvOpDecorate || in->opcode == SpvOpDecorateId || in->opcode == SpvOpDecorateString;
}

static uint32_t mapped(const uint32_t *map, uint32_t map_len, uint32_t id)
{
    return id < map_len && map[id] ? map[id] : id;
}

OptInst *opt_copy_inst(OptModule *m, const OptInst *in, const uint32_t *map, uint32_t map_len)
{
    /* The instruction and its words in one block; its operands and use
     * indexes are the original's (the same layout). */
    OptInst *c = arena_alloc_uninit(m->a, sizeof *c + in->word_count * sizeof(uint32_t));
    *c = *in;
    c->words = (uint32_t *)(c + 1);
    memcpy(c->words, in->words, in->word_count * sizeof(uint32_t));
    if (in->info && in->info->has_result == (in->result_id != 0) && in->info->has_type == (in->type_id != 0)) {
        /* The ids: the uses, the result, a name's or decoration's target. */
        for (uint16_t k = 0; k < in->use_count; k++)
            c->words[in->use_words[k]] = mapped(map, map_len, in->words[in->use_words[k]]);
        if (in->result_id)
            c->words[in->type_id ? 2 : 1] = mapped(map, map_len, in->result_id);
        if (in->weak && in->operand_count)
            c->words[in->operands[0].offset] = mapped(map, map_len, in->words[in->operands[0].offset]);
    } else {
        for (uint16_t i = 0; i < in->operand_count; i++)
            if (spv_kinds[in->operands[i].kind].category == SPV_CAT_ID)
                c->words[in->operands[i].offset] = mapped(map, map_len, in->words[in->operands[i].offset]);
    }
    c->type_id = in->type_id ? mapped(map, map_len, in->type_id) : 0;
    c->result_id = in->result_id ? mapped(map, map_len, in->result_id) : 0;
    c->dead = 0;
    return c;
}

int opt_is_export(const OptInst *in)
{
    return is_export(in);
}

static void add_node(OptModule *m, OptDecorations *d, OptInst *in, uint32_t target)
{
    OptDecoNode n = {in, 0};
    uint32_t first;
    if (u32map_get(&d->first, target, &first))
        n.next = first;
    vec_push(m->a, &d->nodes, n);
    u32map_put(m->a, &d->first, target, d->nodes.len);
}

void opt_index_decorations(OptModule *m, OptDecorations *d)
{
    for (uint32_t i = 0; i < m->globals.len; i++) {
        OptInst *in = m->globals.data[i];
        if (!in->dead && is_decoration(in) && !is_export(in))
            add_node(m, d, in, opt_word(in, 0));
    }
}

void opt_clone_decorations(OptModule *m, OptDecorations *d, uint32_t from, uint32_t to)
{
    uint32_t at;
    if (!u32map_get(&d->first, from, &at))
        return;
    for (; at; at = d->nodes.data[at - 1].next) {
        OptInst *c = opt_copy_inst(m, d->nodes.data[at - 1].in, NULL, 0);
        c->words[c->operands[0].offset] = to;
        vec_push(m->a, &d->clones, c);
        add_node(m, d, c, to);
    }
}

void opt_insert_decorations(OptModule *m, OptDecorations *d)
{
    if (!d->clones.len)
        return;
    uint32_t last = 0; /* after the last annotation */
    for (uint32_t i = 0; i < m->globals.len; i++) {
        uint16_t op = m->globals.data[i]->opcode;
        if (is_decoration(m->globals.data[i]) || op == SpvOpMemberDecorate || op == SpvOpMemberDecorateString ||
            op == SpvOpDecorationGroup || op == SpvOpGroupDecorate || op == SpvOpGroupMemberDecorate)
            last = i + 1;
    }
    VEC(OptInst *) globals = {0};
    for (uint32_t i = 0; i <= m->globals.len; i++) {
        if (i == last)
            for (uint32_t k = 0; k < d->clones.len; k++)
                vec_push(m->a, &globals, d->clones.data[k]);
        if (i < m->globals.len)
            vec_push(m->a, &globals, m->globals.data[i]);
    }
    m->globals.data = globals.data, m->globals.len = globals.len, m->globals.cap = globals.cap;
    d->clones.len = 0;
}

OptInst *opt_make_inst(OptModule *m, uint16_t opcode, const uint32_t *ops, uint16_t n, const uint16_t *kinds)
{
    uint32_t w[8];
    w[0] = (uint32_t)(n + 1) << 16 | opcode;
    for (uint16_t i = 0; i < n && i < 7; i++)
        w[1 + i] = ops[i];
    return opt_new_inst(m, w, (uint16_t)(n + 1), kinds, n);
}

OptInst *opt_make_branch(OptModule *m, uint32_t to)
{
    static const uint16_t k[] = {SPV_KIND_IdRef};
    return opt_make_inst(m, SpvOpBranch, &to, 1, k);
}

OptBlock *opt_new_block(OptModule *m, OptFunction *f, uint32_t label)
{
    static const uint16_t k[] = {SPV_KIND_IdResult};
    OptBlock *b = arena_alloc(m->a, sizeof *b);
    b->label = opt_make_inst(m, SpvOpLabel, &label, 1, k);
    b->label->block = b;
    b->label->function = f;
    return b;
}

void opt_append(OptModule *m, OptBlock *b, OptInst *in)
{
    in->block = b;
    in->function = b->label->function;
    vec_push(m->a, &b->insts, in);
}
