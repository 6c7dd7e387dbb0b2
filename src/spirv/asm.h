/* Internal interface between the assembler (asm.c) and its number reader
 * (asm_number.c): how the text of an integer or floating-point literal
 * becomes the words of a SPIR-V literal of a given type. */
#ifndef GLSPV_SPIRV_ASM_H
#define GLSPV_SPIRV_ASM_H

#include <stddef.h>
#include <stdint.h>

/* The type a literal is encoded as: OpTypeInt / OpTypeFloat of some width. */
typedef enum AsmNumKind {
    ASM_NUM_UINT,
    ASM_NUM_SINT,
    ASM_NUM_FLOAT,
} AsmNumKind;

typedef struct AsmNumType {
    AsmNumKind kind;
    uint32_t width; /* in bits, as the type declares it */
} AsmNumType;

typedef enum AsmNumStatus {
    ASM_NUM_OK,
    ASM_NUM_INVALID,     /* not a literal of that kind at all */
    ASM_NUM_RANGE,       /* a literal, but its value does not fit the type */
    ASM_NUM_NEGATIVE,    /* a minus sign on a literal of an unsigned type */
    ASM_NUM_UNSUPPORTED, /* a width spirv-as cannot encode (ints over 64 bits; floats other than 16/32/64) */
} AsmNumStatus;

/* Encodes the `len` bytes at `text` as a literal of `type` into `words`:
 * one word for widths up to 32 bits, two (low word first) up to 64.
 * On failure nothing is written. */
AsmNumStatus asm_encode_number(const char *text, size_t len, AsmNumType type, uint32_t words[2],
                               int *word_count);

/* Reads an unsigned 32-bit integer as spirv-as reads `!<integer>` words
 * and numeric id names: decimal, 0x hex or 0-prefixed octal, the whole text.
 * Returns 1 and sets *value on success. */
int asm_parse_u32(const char *text, size_t len, uint32_t *value);

#endif
