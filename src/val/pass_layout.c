/* glspv-val: the binary and the logical layout (SPIR-V §2.4). The version
 * suits the target environment, every id is below the bound and defined
 * once, and instructions come in the module's section order: capabilities,
 * extensions, imports, the memory model, entry points, execution modes,
 * debug instructions, annotations, types/constants/globals, then functions
 * (declarations before definitions). */
#include "val/val.h"

enum { S_CAPABILITY, S_EXTENSION, S_IMPORT, S_MEMORY_MODEL, S_ENTRY_POINT, S_EXECUTION_MODE, S_DEBUG_STRING,
       S_DEBUG_NAME, S_DEBUG_MODULE, S_ANNOTATION, S_GLOBAL, S_FUNCTION };

static const char *const section_names[] = {
    "capabilities", "extensions", "extended instruction set imports", "the memory model", "entry points",
    "execution modes", "debug strings and sources", "debug names", "OpModuleProcessed", "annotations",
    "types, constants and global variables", "function definitions"};

/* The section an instruction belongs to outside functions; -1 when it may
 * appear in several (OpLine, OpNoLine, OpExtInst of non-semantic sets). */
static int section_of(const SpvInst *in)
{
    switch (in->opcode) {
    case SpvOpCapability: return S_CAPABILITY;
    case SpvOpExtension: return S_EXTENSION;
    case SpvOpExtInstImport: return S_IMPORT;
    case SpvOpMemoryModel: return S_MEMORY_MODEL;
    case SpvOpEntryPoint: return S_ENTRY_POINT;
    case SpvOpExecutionMode: case SpvOpExecutionModeId: return S_EXECUTION_MODE;
    case SpvOpString: case SpvOpSource: case SpvOpSourceContinued: case SpvOpSourceExtension:
        return S_DEBUG_STRING;
    case SpvOpName: case SpvOpMemberName: return S_DEBUG_NAME;
    case SpvOpModuleProcessed: return S_DEBUG_MODULE;
    case SpvOpDecorate: case SpvOpMemberDecorate: case SpvOpGroupDecorate: case SpvOpGroupMemberDecorate:
    case SpvOpDecorationGroup: case SpvOpDecorateId: case SpvOpDecorateString: case SpvOpMemberDecorateString:
        return S_ANNOTATION;
    case SpvOpLine: case SpvOpNoLine: case SpvOpExtInst:
        return -1;
    case SpvOpFunction: return S_FUNCTION;
    default:
        return val_declares_type(in) || val_declares_constant(in) || in->opcode == SpvOpVariable ||
                       in->opcode == SpvOpUndef
                   ? S_GLOBAL : S_FUNCTION;
    }
}

static void check_version(Val *v)
{
    uint32_t max = glspv_target_env_spirv_version(v->env);
    if (v->version > max || v->version < 0x00010000 || (v->version & 0xff0000ffu) != 0x00000000u) {
        val_error(v, NULL, "Invalid SPIR-V binary version %u.%u for target environment %s", (v->version >> 16) & 0xff,
                  (v->version >> 8) & 0xff, glspv_target_env_name(v->env));
    }
}

void val_layout(Val *v)
{
    check_version(v);
    int section = S_CAPABILITY, in_function = 0, seen_definition = 0, memory_models = 0;
    U32Map defined = {0};
    const SpvInst *function = NULL;
    int function_has_blocks = 0;
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *in = &v->insts.data[i];
        /* Ids: below the bound, defined once. */
        for (uint16_t k = 0; k < in->operand_count; k++) {
            const SpvOperand *op = &in->operands[k];
            if (spv_kinds[op->kind].category != SPV_CAT_ID)
                continue;
            uint32_t id = in->words[op->offset];
            if (id == 0 || id >= v->header.bound) {
                val_error(v, in, "Result <id> is 0 or at or above the bound (%u): ids run from 1 to Bound - 1",
                          v->header.bound);
                break;
            }
        }
        if (in->result_id) {
            if (u32map_get(&defined, in->result_id, NULL))
                val_error(v, in, "ID %u has already been defined", in->result_id);
            u32map_put(v->a, &defined, in->result_id, 1);
        }
        if (in->opcode == SpvOpMemoryModel)
            memory_models++;
        /* Inside a function: only function instructions, up to OpFunctionEnd. */
        if (in_function) {
            if (in->opcode == SpvOpFunctionEnd) {
                in_function = 0;
                if (function_has_blocks)
                    seen_definition = 1;
                continue;
            }
            if (in->opcode == SpvOpLabel)
                function_has_blocks = 1;
            int s = section_of(in);
            if (s >= 0 && s != S_FUNCTION && in->opcode != SpvOpVariable && in->opcode != SpvOpUndef &&
                !val_declares_constant(in)) {
                val_error(v, in, "%s cannot appear in a function: it belongs to %s", in->info->name,
                          section_names[s]);
                return;
            }
            if (in->opcode == SpvOpFunction) {
                val_error(v, in, "Cannot declare a function in a function body");
                return;
            }
            continue;
        }
        int s = section_of(in);
        if (s < 0) {
            /* OpLine/OpNoLine and non-semantic OpExtInst: with the globals. */
            if (section < S_GLOBAL && in->opcode != SpvOpExtInst)
                continue;
            if (in->opcode == SpvOpExtInst && section < S_GLOBAL)
                section = S_GLOBAL;
            continue;
        }
        if (s == S_FUNCTION && in->opcode != SpvOpFunction) {
            val_error(v, in, "%s must be in a function: outside functions a module has only declarations",
                      in->info->name);
            return;
        }
        if (s < section) {
            val_error(v, in, "%s is out of place: it belongs to %s, which come before %s (the logical layout "
                      "of a module)", in->info->name, section_names[s], section_names[section]);
            return;
        }
        section = s;
        if (in->opcode == SpvOpFunction) {
            in_function = 1;
            function = in;
            function_has_blocks = 0;
            /* A declaration (no blocks) after a definition is out of order:
             * known only at its end, so look ahead for its first OpLabel. */
            size_t k = i + 1;
            while (k < v->insts.len && v->insts.data[k].opcode == SpvOpFunctionParameter)
                k++;
            int declaration = k < v->insts.len && v->insts.data[k].opcode == SpvOpFunctionEnd;
            if (declaration && seen_definition) {
                val_error(v, in, "Function declarations must appear before function definitions.");
                return;
            }
        }
    }
    if (in_function && function)
        val_error(v, function, "Missing OpFunctionEnd at the end of the module");
    if (memory_models == 0)
        val_error(v, NULL, "Missing required OpMemoryModel instruction.");
    else if (memory_models > 1)
        val_error(v, NULL, "The module has %d OpMemoryModel instructions: it needs exactly one", memory_models);
}
