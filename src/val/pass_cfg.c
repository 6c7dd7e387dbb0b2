/* glspv-val: functions, blocks and structured control flow basics.
 * A function has its parameters, then blocks; each block starts with
 * OpLabel and ends with exactly one terminator; Function variables come
 * first in the first block; a merge instruction comes right before the
 * branch it belongs to; branch, merge and continue targets are blocks of
 * the same function; the entry block is no branch's target. */
#include "val/val.h"

/* The label operands of a branch or merge instruction. */
static void check_targets(Val *v, const SpvInst *in, const U32Map *labels, uint32_t entry)
{
    for (uint16_t k = 0; k < in->operand_count; k++) {
        const SpvOperand *op = &in->operands[k];
        if (op->kind != SPV_KIND_IdRef)
            continue;
        uint32_t id = in->words[op->offset];
        int is_label = 0;
        switch (in->opcode) {
        case SpvOpBranch: case SpvOpSelectionMerge: is_label = 1; break;
        case SpvOpLoopMerge: is_label = k < 2; break;
        case SpvOpBranchConditional: is_label = k == 1 || k == 2; break;
        case SpvOpSwitch: is_label = k != 0; break;
        default: break;
        }
        if (!is_label)
            continue;
        if (!u32map_get(labels, id, NULL)) {
            val_error(v, in, "%s target '%u' is not a block of this function", in->info->name, id);
            return;
        }
        if (id == entry && in->opcode != SpvOpSelectionMerge && in->opcode != SpvOpLoopMerge) {
            val_error(v, in, "First block '%u' of a function cannot be the target of a branch", id);
            return;
        }
    }
}

static void check_function(Val *v, size_t first, size_t end)
{
    /* The labels of the function, for targets. */
    U32Map labels = {0};
    uint32_t entry = 0;
    for (size_t i = first; i < end; i++) {
        if (v->insts.data[i].opcode == SpvOpLabel) {
            u32map_put(v->a, &labels, v->insts.data[i].result_id, 1);
            if (!entry)
                entry = v->insts.data[i].result_id;
        }
    }
    size_t i = first + 1;
    while (i < end && v->insts.data[i].opcode == SpvOpFunctionParameter)
        i++;
    if (i == end)
        return; /* a declaration */
    int in_block = 0, first_block = 1, past_variables = 0;
    const SpvInst *merge = NULL;
    for (; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpLine || in->opcode == SpvOpNoLine)
            continue;
        if (in->opcode == SpvOpFunctionParameter) {
            val_error(v, in, "Function parameters must come before the first block of the function");
            return;
        }
        if (!in_block) {
            if (in->opcode != SpvOpLabel) {
                val_error(v, in, "%s must be in a block: every block starts with OpLabel", in->info->name);
                return;
            }
            in_block = 1;
            continue;
        }
        if (in->opcode == SpvOpLabel) {
            val_error(v, in, "A block must end with a branch or return instruction before the next OpLabel");
            return;
        }
        if (in->opcode == SpvOpVariable) {
            if (!first_block || past_variables) {
                val_error(v, in, "All OpVariable instructions in a function must be the first instructions in the "
                          "first block.");
                return;
            }
            if (val_word(in, 2) != SpvStorageClassFunction) {
                val_error(v, in, "Variables must have a function[7] storage class inside of a function");
                return;
            }
            continue;
        }
        past_variables = 1;
        if (merge && !spv_is_block_terminator(in->opcode)) {
            val_error(v, merge, "%s must immediately precede the branch it belongs to", merge->info->name);
            return;
        }
        if (in->opcode == SpvOpSelectionMerge || in->opcode == SpvOpLoopMerge) {
            check_targets(v, in, &labels, entry);
            merge = in;
            continue;
        }
        if (spv_is_block_terminator(in->opcode)) {
            if (merge) {
                int ok = merge->opcode == SpvOpLoopMerge
                             ? in->opcode == SpvOpBranch || in->opcode == SpvOpBranchConditional
                             : in->opcode == SpvOpBranchConditional || in->opcode == SpvOpSwitch;
                if (!ok) {
                    val_error(v, merge, "%s must be followed by %s", merge->info->name,
                              merge->opcode == SpvOpLoopMerge ? "OpBranch or OpBranchConditional"
                                                              : "OpBranchConditional or OpSwitch");
                    return;
                }
            }
            check_targets(v, in, &labels, entry);
            merge = NULL;
            in_block = 0;
            first_block = 0;
            if (v->errors)
                return;
            continue;
        }
        if (in->opcode == SpvOpPhi && i > first && v->insts.data[i - 1].opcode != SpvOpLabel &&
            v->insts.data[i - 1].opcode != SpvOpPhi && v->insts.data[i - 1].opcode != SpvOpLine) {
            val_error(v, in, "OpPhi must appear within a non-entry block before all non-OpPhi instructions");
            return;
        }
    }
    if (in_block)
        val_error(v, &v->insts.data[end - 1], "The last block of a function must end with a branch or return "
                  "instruction");
}

/* ---- dominance ---- */

typedef struct Block {
    uint32_t label;
    VEC(uint32_t) succ;     /* block indexes */
    VEC(uint32_t) pred;
    int loop_header;
    uint32_t continue_target; /* a loop header's, by label */
    uint32_t idom;          /* block index of the immediate dominator; UINT32_MAX unknown */
    uint32_t post;          /* reverse-postorder number */
    int reachable;
    uint32_t back_edge;     /* a loop header's: index + 1 of the last block with a back edge to it */
    uint32_t back_edges;    /* how many blocks have one */
} Block;

static uint32_t intersect(const Block *b, uint32_t x, uint32_t y)
{
    while (x != y) {
        /* Postorder numbers grow towards the entry. */
        while (b[x].post < b[y].post)
            x = b[x].idom;
        while (b[y].post < b[x].post)
            y = b[y].idom;
    }
    return x;
}

static int dominates(const Block *b, uint32_t d, uint32_t x)
{
    while (x != d && x != 0 && b[x].idom != UINT32_MAX)
        x = b[x].idom;
    return x == d;
}

/* A value used in a reachable block is defined in a block that dominates it
 * (OpPhi's operands come from the predecessors and are not checked here). */
static void check_uses_dominated(Val *v, size_t first, size_t end, const Block *blocks, const U32Map *index)
{
    U32Map where = {0}; /* result id -> block index */
    uint32_t cur = 0;
    for (size_t i = first; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpLabel)
            u32map_get(index, in->result_id, &cur);
        else if (in->result_id && in->opcode != SpvOpFunction && in->opcode != SpvOpFunctionParameter)
            u32map_put(v->a, &where, in->result_id, cur);
    }
    for (size_t i = first; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpLabel) {
            u32map_get(index, in->result_id, &cur);
            continue;
        }
        if (!blocks[cur].reachable)
            continue;
        if (in->opcode == SpvOpPhi) {
            /* A value must dominate the parent it comes from. */
            for (uint16_t k = 2; k + 1 < in->operand_count; k += 2) {
                uint32_t id = val_word(in, k), def, parent;
                if (!u32map_get(&where, id, &def) || !u32map_get(index, val_word(in, (uint16_t)(k + 1)), &parent) ||
                    !blocks[def].reachable || !blocks[parent].reachable || dominates(blocks, def, parent))
                    continue;
                val_error(v, in, "In OpPhi instruction '%u', ID '%u' definition does not dominate its parent '%u'",
                          in->result_id, id, blocks[parent].label);
                return;
            }
            continue;
        }
        for (uint16_t k = 0; k < in->operand_count; k++) {
            if (in->operands[k].kind != SPV_KIND_IdRef)
                continue;
            uint32_t id = val_word(in, k), def;
            if (!u32map_get(&where, id, &def) || !blocks[def].reachable || dominates(blocks, def, cur))
                continue;
            val_error(v, in, "ID '%u' defined in block '%u' does not dominate its use in block '%u'", id,
                      blocks[def].label, blocks[cur].label);
            return;
        }
    }
}

/* Dominators (Cooper, Harvey and Kennedy's iteration over reverse
 * postorder), then: every block comes after its dominators in the binary,
 * and a back edge (to a block that dominates its source) goes to a loop
 * header. */
static void check_dominance(Val *v, size_t first, size_t end)
{
    VEC(Block) blocks = {0};
    U32Map index = {0};
    for (size_t i = first; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpLabel) {
            Block b = {0};
            b.label = in->result_id;
            b.idom = UINT32_MAX;
            u32map_put(v->a, &index, in->result_id, (uint32_t)blocks.len);
            vec_push(v->a, &blocks, b);
        } else if (in->opcode == SpvOpLoopMerge && blocks.len) {
            blocks.data[blocks.len - 1].loop_header = 1;
            blocks.data[blocks.len - 1].continue_target = val_word(in, 1);
        }
    }
    if (!blocks.len)
        return;
    size_t cur = 0;
    for (size_t i = first; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        uint32_t bi;
        if (in->opcode == SpvOpLabel) {
            u32map_get(&index, in->result_id, &bi);
            cur = bi;
            continue;
        }
        if (in->opcode != SpvOpBranch && in->opcode != SpvOpBranchConditional && in->opcode != SpvOpSwitch)
            continue;
        for (uint16_t k = 0; k < in->operand_count; k++) {
            if (in->operands[k].kind != SPV_KIND_IdRef)
                continue;
            if ((in->opcode == SpvOpBranchConditional && k == 0) || (in->opcode == SpvOpSwitch && k == 0))
                continue;
            uint32_t target;
            if (!u32map_get(&index, val_word(in, k), &target))
                continue;
            vec_push(v->a, &blocks.data[cur].succ, target);
            vec_push(v->a, &blocks.data[target].pred, (uint32_t)cur);
        }
    }
    /* Depth-first postorder from the entry. */
    size_t n = blocks.len;
    uint32_t *order = arena_alloc(v->a, n * sizeof *order), count = 0;
    uint32_t *stack = arena_alloc(v->a, (n + 1) * sizeof *stack), *next = arena_alloc(v->a, (n + 1) * sizeof *next);
    size_t sp = 0;
    stack[sp] = 0, next[sp] = 0, sp++;
    blocks.data[0].reachable = 1;
    while (sp) {
        Block *b = &blocks.data[stack[sp - 1]];
        if (next[sp - 1] < b->succ.len) {
            uint32_t s2 = b->succ.data[next[sp - 1]++];
            if (!blocks.data[s2].reachable) {
                blocks.data[s2].reachable = 1;
                stack[sp] = s2, next[sp] = 0, sp++;
            }
            continue;
        }
        b->post = count;
        order[count++] = stack[--sp];
    }
    /* Reverse postorder: the entry has the highest number. */
    blocks.data[0].idom = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t k = count; k-- > 0;) {
            uint32_t b = order[k];
            if (b == 0)
                continue;
            uint32_t idom = UINT32_MAX;
            for (size_t p = 0; p < blocks.data[b].pred.len; p++) {
                uint32_t pr = blocks.data[b].pred.data[p];
                if (!blocks.data[pr].reachable || blocks.data[pr].idom == UINT32_MAX)
                    continue;
                idom = idom == UINT32_MAX ? pr : intersect(blocks.data, pr, idom);
            }
            if (idom != UINT32_MAX && blocks.data[b].idom != idom) {
                blocks.data[b].idom = idom;
                changed = 1;
            }
        }
    }
    for (size_t b = 1; b < n; b++) {
        if (!blocks.data[b].reachable || blocks.data[b].idom == UINT32_MAX)
            continue;
        /* Dominators come first in the binary (block index = binary order). */
        if (blocks.data[b].idom > b) {
            const SpvInst *label = val_def(v, blocks.data[blocks.data[b].idom].label);
            val_error(v, label, "Block '%u' appears in the binary before its dominator '%u'", blocks.data[b].label,
                      blocks.data[blocks.data[b].idom].label);
            return;
        }
    }
    check_uses_dominated(v, first, end, blocks.data, &index);
    if (v->errors)
        return;
    for (size_t b = 0; b < n; b++) {
        for (size_t k = 0; k < blocks.data[b].succ.len; k++) {
            uint32_t t = blocks.data[b].succ.data[k];
            /* Does t dominate b? The edge of a continue target no path
             * reaches to its loop header counts as a back edge too, as
             * spirv-val counts it. */
            uint32_t x = (uint32_t)b;
            if (!blocks.data[b].reachable)
                x = blocks.data[t].loop_header && blocks.data[t].continue_target == blocks.data[b].label ? t
                                                                                                         : UINT32_MAX;
            while (x != t && x != 0 && x != UINT32_MAX && blocks.data[x].idom != UINT32_MAX)
                x = blocks.data[x].idom;
            if (x == t && !blocks.data[t].loop_header) {
                val_error(v, val_def(v, blocks.data[b].label), "Back-edges ('%u' -> '%u') can only be formed between a "
                          "block and a loop header.", blocks.data[b].label, blocks.data[t].label);
                return;
            }
            if (x == t && blocks.data[t].back_edge != b + 1) /* a block's second edge to t is no other block */
                blocks.data[t].back_edge = (uint32_t)b + 1, blocks.data[t].back_edges++;
        }
    }
    /* The structured rules: one block with a back edge per loop. */
    for (size_t t = 0; t < n; t++)
        if (blocks.data[t].back_edges > 1) {
            val_error(v, val_def(v, blocks.data[t].label), "Loop header '%u' is targeted by %u back-edge blocks but "
                      "the standard requires exactly one", blocks.data[t].label, blocks.data[t].back_edges);
            return;
        }
}

void val_cfg(Val *v)
{
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        if (v->insts.data[i].opcode != SpvOpFunction)
            continue;
        size_t end = val_function_end(v, i);
        check_function(v, i, end);
        if (!v->errors)
            check_dominance(v, i, end);
        i = end;
    }
}
