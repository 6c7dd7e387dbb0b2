/* GL_EXT_spirv_intrinsics: the spirv_* qualifiers once checked
 * (check_spirv.c), in the form the emitter (emit_spirv.c) writes out.
 *
 * The numbers are the user's (opcodes, decorations, execution modes,
 * storage classes, capabilities): the compiler does not need to know them.
 * Requirements (extensions = [...], capabilities = [...]) travel with the
 * declaration that names them and are added to the module only when that
 * declaration is: a header of intrinsics drags nothing into a shader that
 * does not use them. */
#ifndef GLSPV_GLSL_INTRINSICS_H
#define GLSPV_GLSL_INTRINSICS_H

#include "glsl/glsl.h"

struct Node;
struct Type;

typedef struct SpirvReqs {
    const char **extensions;
    uint32_t extension_count;
    uint32_t *capabilities;
    uint32_t capability_count;
} SpirvReqs;

typedef enum SpirvOperandKind {
    SPIRV_LITERAL, /* one literal word: an int, a uint, a float's bits, a bool */
    SPIRV_STRING,  /* a literal string */
    SPIRV_ID,      /* the id of a constant (front-end or specialization) or a variable */
    SPIRV_TYPE,    /* the id of a type */
} SpirvOperandKind;

typedef struct SpirvOperand {
    SpirvOperandKind kind;
    uint32_t word;
    int is_float;           /* SPIRV_LITERAL: a float's bits (no integer operand takes one) */
    const char *string;
    struct Node *expr;
    const struct Type *type;
} SpirvOperand;

/* spirv_decorate, spirv_decorate_id, spirv_decorate_string on a variable,
 * a block or a member. */
typedef enum SpirvDecorationKind { SPIRV_DECORATE, SPIRV_DECORATE_ID, SPIRV_DECORATE_STRING } SpirvDecorationKind;

typedef struct SpirvDecoration {
    SpirvDecorationKind kind;
    uint32_t decoration;
    SpirvOperand *operands;
    uint32_t operand_count;
    SpirvReqs reqs;
    SrcLoc loc;
} SpirvDecoration;

/* The decorations of one declaration, in the order they are emitted:
 * spirv_decorate by number, then _id, then _string (glslang's order). */
typedef struct SpirvDecorations {
    SpirvDecoration *list;
    uint32_t count;
} SpirvDecorations;

/* spirv_execution_mode(_id)(mode, operands...); */
typedef struct SpirvExecutionMode {
    uint32_t mode;
    int ids;                /* the _id form: OpExecutionModeId */
    SpirvOperand *operands;
    uint32_t operand_count;
    SpirvReqs reqs;
    SrcLoc loc;
} SpirvExecutionMode;

/* spirv_instruction(set = "...", id = N) on a function prototype. */
typedef struct SpirvInstruction {
    const char *set;        /* NULL: a core opcode */
    uint32_t id;
    SpirvReqs reqs;
} SpirvInstruction;

/* spirv_type(id = N, operands...): an opaque type made by opcode N. */
typedef struct SpirvType {
    uint32_t opcode;
    SpirvOperand *operands;
    uint32_t operand_count;
    SpirvReqs reqs;
    const char *key;        /* the canonical spelling: equal keys are one type */
    SrcLoc loc;             /* the first spirv_type of this spelling, for errors in the module */
} SpirvType;

#endif
