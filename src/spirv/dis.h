/* The disassembler's internal interface: number formatting and friendly
 * names, shared by dis.c and names.c. */
#ifndef GLSPV_SPIRV_DIS_H
#define GLSPV_SPIRV_DIS_H

#include "spirv/reader.h"

/* spirv-dis reads modules as SPIR-V 1.5 when choosing among names. */
#define SPV_DIS_VERSION 0x00010500u

/* Appends a literal number operand as spirv-dis prints it: integers in
 * decimal, floats with enough digits to round-trip, and 16-bit floats,
 * infinities, NaNs and subnormals as hex floats. */
void spv_format_number(Arena *a, Str *out, const SpvInst *inst, const SpvOperand *op);

typedef struct SpvNames SpvNames;
SpvNames *spv_names_build(Ctx *ctx, const SpvInst *insts, size_t count);
/* The friendly name of `id`, or NULL if it has none. */
const char *spv_name_of(SpvNames *names, uint32_t id);
/* One instruction as spirv-dis prints it, unindented, no newline
 * (validators quote the instruction they report). */
void spv_format_inst(Ctx *ctx, SpvNames *names, const SpvInst *in, Str *out);

#endif
