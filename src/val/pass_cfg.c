/* glspv-val: functions, blocks and structured control flow basics.
 * A function has its parameters, then blocks; each block starts with
 * OpLabel and ends with exactly one terminator; Function variables come
 * first in the first block; a merge instruction comes right before the
 * branch it belongs to; branch, merge and continue targets are blocks of
 * the same function; the entry block is no branch's target. */
#include "val/val.h"

static int is_terminator(uint32_t op)
{
    switch (op) {
    case SpvOpBranch: case SpvOpBranchConditional: case SpvOpSwitch: case SpvOpReturn: case SpvOpReturnValue:
    case SpvOpKill: case SpvOpUnreachable: case SpvOpTerminateInvocation: case SpvOpIgnoreIntersectionKHR:
    case SpvOpTerminateRayKHR: case SpvOpEmitMeshTasksEXT:
        return 1;
    default:
        return 0;
    }
}

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
        if (merge && !is_terminator(in->opcode)) {
            val_error(v, merge, "%s must immediately precede the branch it belongs to", merge->info->name);
            return;
        }
        if (in->opcode == SpvOpSelectionMerge || in->opcode == SpvOpLoopMerge) {
            check_targets(v, in, &labels, entry);
            merge = in;
            continue;
        }
        if (is_terminator(in->opcode)) {
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

void val_cfg(Val *v)
{
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        if (v->insts.data[i].opcode != SpvOpFunction)
            continue;
        size_t end = i + 1;
        while (end < v->insts.len && v->insts.data[end].opcode != SpvOpFunctionEnd)
            end++;
        check_function(v, i, end);
        i = end;
    }
}
