/* glspv-val: a SPIR-V validator driven by the grammar tables.
 *
 * val.c reads the module once into a model (every instruction with its
 * operands, where each id is defined, what capabilities and extensions are
 * declared), then runs a list of passes, one file each, in the order a
 * module is best checked: the binary and its layout first, so that later
 * passes may rely on ids being defined once and types being types. A pass
 * that finds errors stops the run after it (as spirv-val stops at its first
 * failed check), so messages do not cascade.
 *
 * Messages have spirv-val's shape: "error: line N: message" with N the
 * instruction's number (1-based), then the instruction as the
 * disassembler prints it. */
#ifndef GLSPV_VAL_H
#define GLSPV_VAL_H

#include "base/dom.h"
#include "spirv/dis.h"
#include "spirv/reader.h"

typedef struct Val {
    Ctx *ctx;
    Arena *a;
    glspv_target_env env;
    int vulkan;                 /* a Vulkan environment: its rules apply */
    uint32_t version;           /* of the module (the header) */
    uint32_t options;           /* GLSPV_VAL_* */
    SpvHeader header;
    VEC(SpvInst) insts;         /* in order; operands copied */
    U32Map defs;                /* result id -> instruction index + 1 */
    U32Map caps;                /* declared capabilities, and those they imply */
    uint8_t exts[SPV_EXTENSION_COUNT]; /* declared extensions the grammar knows */
    U32Map decorations;         /* target id -> index + 1 of its first OpDecorate* (chained by next_decoration) */
    VEC(uint32_t) next_decoration; /* per instruction: index + 1 of the next decoration of the same target */
    SpvNames *names;            /* friendly names, for messages */
    Str report;                 /* the messages */
    size_t errors;
} Val;

/* Reports an error at instruction `in` (NULL: the module). */
void val_error(Val *v, const SpvInst *in, const char *fmt, ...) PRINTF_LIKE(3, 4);

/* The instruction that defines `id`, or NULL. */
const SpvInst *val_def(const Val *v, uint32_t id);
/* The opcode that defines `id`, or 0. */
uint32_t val_def_opcode(const Val *v, uint32_t id);
/* Operand `i` of an instruction as one word (0 when absent). */
uint32_t val_word(const SpvInst *in, uint16_t operand);
/* The index of `in` in v->insts. */
size_t val_index(const Val *v, const SpvInst *in);
/* Where the function whose OpFunction is at `start` ends (its
 * OpFunctionEnd, or the end of the module). */
size_t val_function_end(const Val *v, size_t start);
/* A list of block indexes (a block's successors). */
typedef VEC(uint32_t) ValBlocks;
/* The dominator tree of n blocks, block 0 the entry, block k's successors
 * the list at `succ` + k * `stride` bytes (a field of an array of structs). */
void val_dom_tree(Val *v, const ValBlocks *succ, size_t stride, uint32_t n, DomTree *t);
int val_has_capability(const Val *v, uint32_t capability);
/* A constant or specialization constant instruction (spirv-val's spvOpcodeIsConstant). */
int val_is_constant_opcode(uint32_t opcode);
int val_has_extension(const Val *v, const char *name);
/* Whether `id` is decorated with `decoration` (member: -1 for the id itself);
 * *value gets its first operand when there is one. */
int val_decorated(const Val *v, uint32_t id, int member, uint32_t decoration, uint32_t *value);

/* ---- type questions ---- */
int val_declares_type(const SpvInst *in);
int val_declares_constant(const SpvInst *in);
int val_is_type(const Val *v, uint32_t id);
/* The type of a value id (its result type), or 0. */
uint32_t val_type_of(const Val *v, uint32_t id);
int val_is_int_type(const Val *v, uint32_t type, int scalar_only);
int val_is_float_type(const Val *v, uint32_t type, int scalar_only);
int val_is_bool_type(const Val *v, uint32_t type, int scalar_only);
/* Vector size (1 for scalars), 0 for other types. */
uint32_t val_component_count(const Val *v, uint32_t type);
/* The scalar of a scalar or vector type, else 0. */
uint32_t val_scalar_of(const Val *v, uint32_t type);
/* Width in bits of a scalar int or float type, else 0. */
uint32_t val_width(const Val *v, uint32_t type);
/* A pointer type's storage class and pointee. */
int val_pointer(const Val *v, uint32_t type, uint32_t *storage, uint32_t *pointee);

/* ---- the passes (one file each) ---- */
void val_layout(Val *v);        /* pass_layout.c: header, section order, ids once, bound */
void val_ids(Val *v);           /* pass_ids.c: ids defined where used, and of the right kind */
void val_requirements(Val *v);  /* pass_requirements.c: capabilities, extensions, versions */
void val_types(Val *v);         /* pass_types.c: types and the result types of instructions */
void val_glsl_std(Val *v);     /* pass_glsl_std.c: operand and result types of GLSL.std.450 */
void val_images(Val *v);        /* pass_images.c: image and atomic instructions */
void val_modes(Val *v);         /* pass_modes.c: entry points, execution modes, interfaces */
void val_cfg(Val *v);           /* pass_cfg.c: functions, blocks, structured control flow */
void val_constructs(Val *v);    /* pass_constructs.c: structured constructs entered through their headers */
void val_decorations(Val *v);    /* pass_decorations.c: decorations on what they may decorate */
void val_uses(Val *v);          /* pass_uses.c: sampled images, SpecId, 8/16-bit values, Vulkan uses, locations */
void val_vulkan(Val *v);        /* pass_vulkan.c: the Vulkan environment's rules, block layout */
void val_extensions(Val *v);    /* pass_extensions.c: SPV_GOOGLE_decorate_string, SPV_AMD_shader_image_load_store_lod */

#endif
