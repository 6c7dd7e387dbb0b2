/* The SPIR-V grammar as constant data, and constant-time lookups into it.
 *
 * The tables themselves (tables.c, tables.h) are generated from the grammar
 * JSON by scripts/gen-spirv-tables.py; this header declares their shapes and
 * the lookups that grammar.c implements over them. Nothing here is mutable. */
#ifndef GLSPV_SPIRV_GRAMMAR_H
#define GLSPV_SPIRV_GRAMMAR_H

#include <stddef.h>
#include <stdint.h>

#include "spirv/tables.h"

typedef enum SpvCategory {
    SPV_CAT_BIT_ENUM,
    SPV_CAT_VALUE_ENUM,
    SPV_CAT_ID,
    SPV_CAT_LITERAL,
    SPV_CAT_COMPOSITE,
} SpvCategory;

typedef enum SpvQuantifier {
    SPV_QUANT_ONE,      /* exactly one */
    SPV_QUANT_OPTIONAL, /* "?": zero or one, only at the end */
    SPV_QUANT_VARIADIC, /* "*": zero or more, only at the end */
} SpvQuantifier;

/* What using an opcode, enumerant or extended instruction requires.
 * Capabilities and extensions are ranges of spv_capability_lists (values)
 * and spv_extension_lists (indices into spv_extension_names). */
typedef struct SpvReqs {
    uint16_t caps, cap_count;
    uint16_t exts, ext_count;
    uint32_t version;      /* first core version (0x00010400 = 1.4); SPV_VERSION_NONE */
    uint32_t last_version; /* last core version it exists in; SPV_NO_LAST_VERSION */
} SpvReqs;

typedef struct SpvKindInfo {
    const char *name;
    uint8_t category;            /* SpvCategory */
    uint16_t first_enumerant;    /* range of spv_enumerants, sorted by value */
    uint16_t enumerant_count;
    uint16_t bases[2];           /* the parts of a composite kind */
    uint8_t base_count;
} SpvKindInfo;

typedef struct SpvOperandInfo {
    uint16_t kind;      /* SpvKind */
    uint8_t quantifier; /* SpvQuantifier */
    const char *name;   /* the grammar's quoted name ("'Target'"), or NULL */
} SpvOperandInfo;

typedef struct SpvEnumerantInfo {
    const char *name;
    uint32_t value;
    uint16_t kind;
    uint16_t params, param_count; /* operands that follow this value */
    SpvReqs reqs;
} SpvEnumerantInfo;

typedef struct SpvInstInfo {
    const char *name;  /* with the "Op" prefix, as the grammar spells it */
    uint16_t opcode;
    uint16_t operands, operand_count;
    uint8_t has_type, has_result;
    uint8_t alias;     /* 1 when another name for the same opcode comes first */
    uint8_t cls;       /* SpvClass */
    uint8_t enum_word; /* the word its first enumerant (or extended instruction number) operand starts at:
                          none when the instruction is shorter; 0: it has none */
    SpvReqs reqs;
} SpvInstInfo;

typedef struct SpvExtSetInfo {
    const char *name;      /* the OpExtInstImport string */
    uint8_t name_is_prefix; /* the import string is name + a version number */
    uint16_t first, count; /* range of spv_ext_insts, sorted by number */
    uint32_t version, revision;
} SpvExtSetInfo;

typedef struct SpvExtInstInfo {
    const char *name;
    uint32_t opcode;
    uint16_t operands, operand_count;
    SpvReqs reqs;
} SpvExtInstInfo;

extern const SpvKindInfo spv_kinds[SPV_KIND_COUNT];
extern const SpvOperandInfo spv_operand_lists[];
extern const uint32_t spv_capability_lists[];
extern const uint16_t spv_extension_lists[];
extern const char *const spv_extension_names[SPV_EXTENSION_COUNT];
extern const SpvEnumerantInfo spv_enumerants[SPV_ENUMERANT_COUNT];
extern const SpvInstInfo spv_insts[SPV_INST_COUNT];
extern const SpvExtSetInfo spv_ext_sets[SPV_EXT_SET_COUNT];
extern const SpvExtInstInfo spv_ext_insts[SPV_EXT_INST_COUNT];
extern const char *const spv_generator_names[SPV_MAX_GENERATOR + 1];
/* What the builder's finishing step may pass over undecoded in a module
 * that declares Shader (see gen-spirv-tables.py): by opcode, a bit for the
 * opcodes that need no capability beyond Shader's, no extension and no later
 * version of their own; a bit for those whose only possible requirement
 * besides is the enumerant word at enum_word; and by enumerant kind, the
 * words that need nothing more either (a value kind: a bit for each value
 * under 64; a bit kind: the bits). */
extern const uint8_t spv_opcode_asks_nothing_with_shader[SPV_MAX_OPCODE / 8 + 1];
extern const uint8_t spv_opcode_word_decides_with_shader[SPV_MAX_OPCODE / 8 + 1];
/* By opcode, a bit for those whose one enumerant operand is the word at
 * enum_word, all the others ids and literals, whatever the opcode needs. */
extern const uint8_t spv_opcode_one_enum_word[SPV_MAX_OPCODE / 8 + 1];
extern const uint64_t spv_words_asking_nothing_with_shader[SPV_KIND_COUNT];
/* The same for GLSL.std.450's instructions: a bit for each number under 128
 * that needs nothing beyond Shader (its operands are ids). */
extern const uint64_t spv_glsl450_asking_nothing_with_shader[2];

/* The canonical instruction for an opcode (the first name the grammar lists),
 * or NULL. Aliases follow it in spv_insts with the same opcode. */
const SpvInstInfo *spv_inst_by_opcode(uint32_t opcode);
/* As spirv-dis and spirv-as choose: the first entry for the opcode (or with
 * the name) that exists in `version` or is enabled by a capability or an
 * extension. */
const SpvInstInfo *spv_inst_for_version(uint32_t opcode, uint32_t version);
const SpvInstInfo *spv_inst_by_name(const char *name, size_t len);

const SpvEnumerantInfo *spv_enumerant_by_value(SpvKind kind, uint32_t value);
/* The spelling of an enumerant whose requirements apply at `version`: one
 * the version has, else one an extension brings (DemoteToHelperInvocationEXT
 * below SPIR-V 1.6), else the first. */
const SpvEnumerantInfo *spv_enumerant_requirements(SpvKind kind, uint32_t value, uint32_t version);
const SpvEnumerantInfo *spv_enumerant_for_version(SpvKind kind, uint32_t value, uint32_t version);
const SpvEnumerantInfo *spv_enumerant_by_name(SpvKind kind, const char *name, size_t len);

/* The set an OpExtInstImport string names, or SPV_EXT_SET_NONE. */
SpvExtSetId spv_ext_set_by_name(const char *name);
const SpvExtInstInfo *spv_ext_inst_by_value(SpvExtSetId set, uint32_t number);
const SpvExtInstInfo *spv_ext_inst_by_name(SpvExtSetId set, const char *name, size_t len);

/* Whether an instruction declares a type (the grammar files some of the
 * extensions' types, OpTypeRayQueryKHR and the like, under other classes). */
int spv_declares_type(const SpvInstInfo *info);

/* Whether an instruction ends a block (a branch, a return, a kill and the
 * like): the last instruction of every block is one, and none other is. */
int spv_is_block_terminator(uint32_t opcode);

/* Registered tool name of a generator id (word 2's high half), or NULL. */
const char *spv_generator_name(uint32_t tool);

/* SPIRV-Tools' availability rule: in range of the core versions, or enabled
 * by some capability or extension (whether the module declares it is the
 * validator's business). */
int spv_reqs_available(const SpvReqs *reqs, uint32_t version);

static inline const SpvOperandInfo *spv_operand(uint32_t index) { return &spv_operand_lists[index]; }

#endif
