/* Reading a SPIR-V binary: the header, then each instruction with its
 * operands resolved against the grammar (kinds, word ranges, the type of
 * every literal number). The disassembler and the validator both read
 * modules through this; it checks only what it needs to decode safely. */
#ifndef GLSPV_SPIRV_READER_H
#define GLSPV_SPIRV_READER_H

#include "base/base.h"
#include "spirv/grammar.h"

#define SPV_MAGIC 0x07230203u

typedef enum SpvNumberKind {
    SPV_NUMBER_NONE,
    SPV_NUMBER_UINT,
    SPV_NUMBER_INT,
    SPV_NUMBER_FLOAT,
} SpvNumberKind;

typedef struct SpvOperand {
    uint16_t offset;    /* first word, counted from the instruction's first word */
    uint16_t num_words;
    uint16_t kind;      /* SpvKind; composites arrive as their parts */
    uint8_t number_kind; /* SpvNumberKind, for literal numbers */
    uint32_t number_width; /* bits, for literal numbers, as the type says (even when absurd) */
} SpvOperand;

typedef struct SpvInst {
    const uint32_t *words;  /* host byte order */
    uint16_t word_count;
    uint16_t opcode;
    const SpvInstInfo *info;
    uint32_t type_id;       /* 0 when none */
    uint32_t result_id;     /* 0 when none */
    SpvExtSetId ext_set;    /* for OpExtInst: the imported set, or NONE */
    int ext_set_unknown_nonsemantic; /* OpExtInst of an unrecognised NonSemantic.* set */
    size_t offset;          /* index of the first word in the module */
    const SpvOperand *operands;
    uint16_t operand_count;
    /* operands is one array for every instruction of this opcode and word
     * count (spv_read's shapes), unchanged while the arena lives: a reader
     * that keeps instructions may keep the pointer, and what it derives
     * from the operands, by the pointer. */
    uint8_t operands_shared;
} SpvInst;

typedef struct SpvHeader {
    uint32_t magic, version, generator, bound, schema;
    int swapped; /* the module was in the other byte order */
} SpvHeader;

/* Called for every instruction; the SpvInst lives until the next call.
 * Return nonzero to stop reading. */
typedef int (*SpvInstFn)(void *user, const SpvInst *inst);

/* Reads `count` words. Errors become one diagnostic naming the word offset
 * and the result GLSPV_ERROR_INVALID_BINARY; `version` selects among
 * aliases as SPIRV-Tools does (see spv_inst_for_version). */
glspv_status spv_read(Ctx *ctx, const uint32_t *words, size_t count, uint32_t version, SpvHeader *header,
                      SpvInstFn fn, void *user);

/* spv_read without its fast path for the instructions whose operands
 * all take one word (read without the grammar's stack of expected
 * operands): the reference tests/unit/reader.c holds spv_read to. */
glspv_status spv_read_by_grammar(Ctx *ctx, const uint32_t *words, size_t count, uint32_t version, SpvHeader *header,
                                 SpvInstFn fn, void *user);

/* spv_read for a reader that only cares about enumerant operands (and
 * extended instruction numbers): the other instructions come with their
 * info and words but no operands decoded, which is much cheaper. Such an
 * undecoded instruction whose opcode's bit is set in `skip` (a bitmap by
 * opcode, NULL for none; the caller may set bits as it reads) is not
 * passed to `fn` at all. An instruction that would be decoded is first
 * shown to `seen` (NULL for none) with its info and words only: nonzero
 * and it is neither decoded nor passed to `fn` (a form the caller has
 * dealt with already). A nonzero answer must hold for every later
 * instruction of that form (opcode, word count, the first enumerant word
 * and, for OpExtInst, the set): those are skipped without asking again. */
glspv_status spv_read_enum_operands(Ctx *ctx, const uint32_t *words, size_t count, uint32_t version,
                                    SpvHeader *header, const uint8_t *skip, SpvInstFn seen, SpvInstFn fn,
                                    void *user);

/* Reading one instruction at a time, for a reader that decodes most
 * instructions itself (the optimizer's: by the shapes of those decoded
 * here, operands_shared) and asks the grammar only for the others.
 * spv_reader_open checks the header as spv_read does; *words becomes the
 * module in host byte order (a copy when it was swapped), whose offsets
 * spv_reader_decode takes: it decodes the instruction there as spv_read
 * would, errors included. Instructions the caller decodes itself are
 * still told to the reader with spv_reader_define (their result and
 * offset: an OpSwitch reads its selector's type from it), which answers
 * 0 where spv_read would not have taken that result (0, or defined
 * before): the caller then lets spv_reader_decode say why. */
typedef struct SpvReader SpvReader;
glspv_status spv_reader_open(Ctx *ctx, const uint32_t **words, size_t count, uint32_t version, SpvHeader *header,
                             SpvReader **reader);
glspv_status spv_reader_decode(SpvReader *reader, size_t offset, SpvInst *inst);
int spv_reader_define(SpvReader *reader, uint32_t id, size_t offset);
/* The table spv_reader_define writes for ids below *bound (the offset of
 * each id's definition, 0 for none; NULL and *bound 0 when the header's
 * bound exceeds the words), for a caller that records its results there
 * itself, as spv_reader_define would (ids of 0 and those defined before
 * excepted). */
uint32_t *spv_reader_definitions(SpvReader *reader, uint32_t *bound);

/* A copy of `inst` whose operands live in `a`, for readers that keep
 * instructions past the callback (the SpvInst itself does not). */
SpvInst spv_inst_keep(Arena *a, const SpvInst *inst);

/* The string in operand `op`, decoded from its words into the arena. */
const char *spv_operand_string(Ctx *ctx, const SpvInst *inst, const SpvOperand *op);

#endif
