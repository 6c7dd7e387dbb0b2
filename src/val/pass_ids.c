/* glspv-val: ids. Every <id> operand names something the module defines;
 * outside the places SPIR-V allows forward references (names,
 * decorations, entry points and modes, branch targets, OpPhi, function
 * calls, forward pointers) it is defined earlier. A result type is a type;
 * the operands of type declarations that name types are types, and those
 * that name constants are constants. A function's own values (its
 * parameters, labels and results) are used only inside it. */
#include "val/val.h"

/* Whether operand `k` of `in` may name an id defined later. */
static int forward_allowed(const SpvInst *in, uint16_t k)
{
    switch (in->opcode) {
    case SpvOpName: case SpvOpMemberName: case SpvOpDecorate: case SpvOpMemberDecorate: case SpvOpDecorateId:
    case SpvOpDecorateString: case SpvOpMemberDecorateString: case SpvOpEntryPoint: case SpvOpExecutionMode:
    case SpvOpExecutionModeId:
    case SpvOpPhi: case SpvOpBranch: case SpvOpBranchConditional: case SpvOpSwitch: case SpvOpLoopMerge:
    case SpvOpSelectionMerge: case SpvOpTypeForwardPointer: case SpvOpEnqueueKernel:
        return 1;
    case SpvOpFunctionCall:
        return k == 2; /* the function */
    case SpvOpGroupDecorate: case SpvOpGroupMemberDecorate:
        return k > 0; /* the targets; the group comes first */
    default:
        return 0;
    }
}

/* Operands of type declarations that must be types (by position). */
static int names_type(const SpvInst *in, uint16_t k)
{
    switch (in->opcode) {
    case SpvOpTypeVector: case SpvOpTypeMatrix: case SpvOpTypeArray: case SpvOpTypeRuntimeArray:
    case SpvOpTypeSampledImage:
        return k == 1;
    case SpvOpTypeImage:
        return k == 1;
    case SpvOpTypePointer:
        return k == 2;
    case SpvOpTypeStruct: case SpvOpTypeFunction:
        return k >= 1;
    default:
        return 0;
    }
}

/* Instructions whose <id> operands may name types. */
static int takes_types(const SpvInst *in)
{
    switch (in->opcode) {
    case SpvOpName: case SpvOpMemberName: case SpvOpDecorate: case SpvOpMemberDecorate: case SpvOpDecorateId:
    case SpvOpDecorateString: case SpvOpMemberDecorateString: case SpvOpGroupDecorate: case SpvOpGroupMemberDecorate:
    case SpvOpTypeForwardPointer: case SpvOpSizeOf: case SpvOpCooperativeMatrixLengthNV: case 4460: case SpvOpFunction:
    case SpvOpLine: case SpvOpSpecConstantOp:
        return 1;
    case SpvOpExtInst: /* debug info sets name types; the math sets take values */
        return in->ext_set != SPV_EXT_SET_GLSL_std_450 && in->ext_set != SPV_EXT_SET_OpenCL_std &&
               in->ext_set != SPV_EXT_SET_SPV_AMD_gcn_shader && in->ext_set != SPV_EXT_SET_SPV_AMD_shader_ballot &&
               in->ext_set != SPV_EXT_SET_SPV_AMD_shader_trinary_minmax &&
               in->ext_set != SPV_EXT_SET_SPV_AMD_shader_explicit_vertex_parameter;
    default:
        return 0;
    }
}

static int function_use_allowed(const SpvInst *in, uint16_t k)
{
    switch (in->opcode) {
    case SpvOpFunctionCall: return k == 2;
    case SpvOpEntryPoint: case SpvOpExecutionMode: case SpvOpExecutionModeId: case SpvOpName:
    case SpvOpDecorate: case SpvOpDecorateId: case SpvOpDecorateString: case SpvOpGroupDecorate:
    case SpvOpExtInst:   /* debug information names functions */
        return 1;
    default:
        return in->opcode >= 5000; /* vendor instructions (function pointers and the like) */
    }
}

/* Whether the instruction at `def` belongs to a function other than the
 * one from `start` to `end` (the module's functions begin at `functions`;
 * an OpFunction's own id names the function and may be used anywhere). */
static int local_to_other_function(const Val *v, size_t def, size_t functions, size_t start, size_t end)
{
    return def >= functions && (def < start || def > end) && v->insts.data[def].opcode != SpvOpFunction;
}

void val_ids(Val *v)
{
    U32Map seen = {0};
    size_t functions = SIZE_MAX, start = SIZE_MAX, end = 0; /* the first function; the current one */
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpFunction) {
            start = i, end = val_function_end(v, i);
            if (functions == SIZE_MAX)
                functions = i;
        }
        if (in->opcode == SpvOpTypeForwardPointer)
            u32map_put(v->a, &seen, val_word(in, 0), 1);
        for (uint16_t k = 0; k < in->operand_count; k++) {
            const SpvOperand *op = &in->operands[k];
            if (spv_kinds[op->kind].category != SPV_CAT_ID || op->kind == SPV_KIND_IdResult)
                continue;
            uint32_t id = in->words[op->offset];
            const SpvInst *def = val_def(v, id);
            if (!def) {
                val_error(v, in, "ID '%u' has not been defined", id);
                continue;
            }
            if (i > start && i <= end && local_to_other_function(v, val_index(v, def), functions, start, end)) {
                val_error(v, in, "ID '%u' is defined in another function than the one that uses it", id);
                continue;
            }
            /* A definition dominates its uses, and blocks come after their
             * dominators: a use ahead of its definition is an error. */
            if (!u32map_get(&seen, id, NULL) && !forward_allowed(in, k)) {
                val_error(v, in, "ID '%u' has not been defined before its use", id);
                continue;
            }
            if (op->kind == SPV_KIND_IdResultType && !val_is_type(v, id)) {
                val_error(v, in, "ID '%u' is not a type: a result type must be one", id);
                continue;
            }
            /* A value operand that names a type (outside type declarations
             * and the instructions that take types). */
            if (op->kind == SPV_KIND_IdRef && val_is_type(v, id) && !val_declares_type(in) && !takes_types(in)) {
                val_error(v, in, "Operand '%u' cannot be a type", id);
                continue;
            }
            /* A function is called, named, decorated or made an entry
             * point; it is not a value. */
            if (op->kind == SPV_KIND_IdRef && def->opcode == SpvOpFunction && !function_use_allowed(in, (uint16_t)k)) {
                val_error(v, in, "Invalid use of function result id '%u'.", id);
                continue;
            }
            if ((in->opcode == SpvOpGroupDecorate || in->opcode == SpvOpGroupMemberDecorate) && k == 0 &&
                def->opcode != SpvOpDecorationGroup) {
                val_error(v, in, "%s Decoration group <id> '%u' is not a decoration group.", in->info->name, id);
                continue;
            }
            if (names_type(in, (uint16_t)k) && !val_is_type(v, id) && def->opcode != SpvOpTypeForwardPointer) {
                val_error(v, in, "Operand %u of %s must be a type, and ID '%u' is not one", k, in->info->name, id);
                continue;
            }
        }
        if (in->result_id)
            u32map_put(v->a, &seen, in->result_id, 1);
    }
}
