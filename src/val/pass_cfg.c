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
    ValBlocks succ;         /* block indexes */
    VEC(uint32_t) pred;
    int loop_header;
    uint32_t continue_target; /* a loop header's, by label */
    uint32_t back_edge;     /* a loop header's: index + 1 of the last block with a back edge to it */
    uint32_t back_edges;    /* how many blocks have one */
    uint8_t selection_header;
    uint32_t merge_of;      /* index + 1 of the (last) header that names it its merge block */
    uint32_t continue_of;   /* index + 1 of the (last) loop header that names it its continue target */
} Block;

/* The universal limit of structured control flow nesting (SPIR-V 2.17). */
#define MAX_NESTING 1023

/* How deep each block is in structured constructs, as spirv-val counts it
 * (the nesting it limits): a continue target one deeper than its loop
 * header, a merge block as deep as its header, a block whose immediate
 * dominator is a header one deeper than that header, any other block as
 * deep as its immediate dominator (a block no path reaches has none). Each
 * block's depth is another one's plus 0 or 1: the chains are followed with
 * a stack, not recursion, and a block met again on its own chain counts 0,
 * as in spirv-val. */
static void nesting_depths(Val *v, const Block *b, const DomTree *dom, size_t n, uint32_t *depth)
{
    enum { UNKNOWN = UINT32_MAX, PENDING = UINT32_MAX - 1 };
    uint32_t *stack = arena_alloc_uninit(v->a, (n + 1) * sizeof *stack), sp = 0;
    for (size_t k = 0; k < n; k++)
        depth[k] = UNKNOWN;
    for (size_t k = 0; k < n; k++) {
        if (depth[k] != UNKNOWN)
            continue;
        stack[sp++] = (uint32_t)k;
        while (sp) {
            uint32_t x = stack[sp - 1], on = UNKNOWN, plus = 0;
            uint32_t idom = dom_reached(dom, x) ? dom->idom[x] : UNKNOWN; /* UNKNOWN: a pseudo entry */
            if (idom == x)
                ;
            else if (b[x].continue_of)
                on = b[x].continue_of - 1 == x ? idom : b[x].continue_of - 1, plus = 1;
            else if (b[x].merge_of)
                on = b[x].merge_of - 1;
            else if (idom != UNKNOWN)
                on = idom, plus = b[idom].loop_header || b[idom].selection_header;
            if (on != UNKNOWN && depth[on] == UNKNOWN && depth[x] == UNKNOWN) {
                depth[x] = PENDING;
                stack[sp++] = on;
                continue;
            }
            uint32_t below = on == UNKNOWN || depth[on] == PENDING ? 0 : depth[on];
            depth[x] = below + plus;
            sp--;
        }
    }
}

/* A value used in a reachable block is defined in a block that dominates it
 * (OpPhi's operands come from the predecessors and are not checked here). */
static void check_uses_dominated(Val *v, size_t first, size_t end, const Block *blocks, const DomTree *dom,
                                 const U32Map *index)
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
        if (!dom_reached(dom, cur))
            continue;
        if (in->opcode == SpvOpPhi) {
            /* A value must dominate the parent it comes from. */
            for (uint16_t k = 2; k + 1 < in->operand_count; k += 2) {
                uint32_t id = val_word(in, k), def, parent;
                if (!u32map_get(&where, id, &def) || !u32map_get(index, val_word(in, (uint16_t)(k + 1)), &parent) ||
                    !dom_reached(dom, def) || !dom_reached(dom, parent) || dom_dominates(dom, def, parent))
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
            if (!u32map_get(&where, id, &def) || !dom_reached(dom, def) || dom_dominates(dom, def, cur))
                continue;
            val_error(v, in, "ID '%u' defined in block '%u' does not dominate its use in block '%u'", id,
                      blocks[def].label, blocks[cur].label);
            return;
        }
    }
}

/* Dominators (base/dom.h), then: every block comes after its dominators
 * in the binary, values dominate their uses, and a back edge (to a block
 * that dominates its source) goes to a loop header. */
static void check_dominance(Val *v, size_t first, size_t end)
{
    VEC(Block) blocks = {0};
    U32Map index = {0};
    for (size_t i = first; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpLabel) {
            Block b = {0};
            b.label = in->result_id;
            u32map_put(v->a, &index, in->result_id, (uint32_t)blocks.len);
            vec_push(v->a, &blocks, b);
        } else if (in->opcode == SpvOpLoopMerge && blocks.len) {
            blocks.data[blocks.len - 1].loop_header = 1;
            blocks.data[blocks.len - 1].continue_target = val_word(in, 1);
        } else if (in->opcode == SpvOpSelectionMerge && blocks.len) {
            blocks.data[blocks.len - 1].selection_header = 1;
        }
    }
    if (!blocks.len)
        return;
    for (size_t i = first, cur = 0; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        uint32_t target;
        if (in->opcode == SpvOpLabel)
            cur = u32map_get(&index, in->result_id, &target) ? target : cur;
        if ((in->opcode == SpvOpLoopMerge || in->opcode == SpvOpSelectionMerge) &&
            u32map_get(&index, val_word(in, 0), &target))
            blocks.data[target].merge_of = (uint32_t)cur + 1;
        if (in->opcode == SpvOpLoopMerge && u32map_get(&index, val_word(in, 1), &target))
            blocks.data[target].continue_of = (uint32_t)cur + 1;
    }
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
    size_t n = blocks.len;
    DomTree dom;
    val_dom_tree(v, &blocks.data[0].succ, sizeof *blocks.data, (uint32_t)n, &dom);
    for (size_t b = 1; b < n; b++) {
        /* Dominators come first in the binary (block index = binary order). */
        if (dom_reached(&dom, (uint32_t)b) && dom.idom[b] > b) {
            const SpvInst *label = val_def(v, blocks.data[dom.idom[b]].label);
            val_error(v, label, "Block '%u' appears in the binary before its dominator '%u'", blocks.data[b].label,
                      blocks.data[dom.idom[b]].label);
            return;
        }
    }
    if (val_has_capability(v, SpvCapabilityShader)) {
        uint32_t *depth = arena_alloc_uninit(v->a, n * sizeof *depth);
        nesting_depths(v, blocks.data, &dom, n, depth);
        for (size_t b = 0; b < n; b++)
            if (depth[b] > MAX_NESTING) {
                val_error(v, val_def(v, blocks.data[b].label), "Maximum Control Flow nesting depth exceeded.");
                return;
            }
    }
    check_uses_dominated(v, first, end, blocks.data, &dom, &index);
    if (v->errors)
        return;
    for (size_t b = 0; b < n; b++) {
        for (size_t k = 0; k < blocks.data[b].succ.len; k++) {
            uint32_t t = blocks.data[b].succ.data[k];
            /* Does t dominate b? The edge of a continue target no path
             * reaches to its loop header counts as a back edge too, as
             * spirv-val counts it. */
            int back = dom_reached(&dom, (uint32_t)b) ? dom_dominates(&dom, t, (uint32_t)b)
                                                      : blocks.data[t].loop_header &&
                                                        blocks.data[t].continue_target == blocks.data[b].label;
            if (back && !blocks.data[t].loop_header) {
                val_error(v, val_def(v, blocks.data[b].label), "Back-edges ('%u' -> '%u') can only be formed between a "
                          "block and a loop header.", blocks.data[b].label, blocks.data[t].label);
                return;
            }
            if (back && blocks.data[t].back_edge != b + 1) /* a block's second edge to t is no other block */
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
