/* Building a SPIR-V module: one word buffer per section of the logical
 * layout, fresh ids, types and constants declared once, and the module's
 * capabilities and extensions worked out from the grammar at the end.
 *
 * Emitters never write OpCapability or OpExtension for what they use:
 * spv_finish reads the finished module back, and for every opcode, operand
 * and enumerant it adds the capability (or finds it implied by one already
 * declared) and, below the SPIR-V version that made it core, the extension
 * that enables it. Modules are valid by construction in this respect. */
#ifndef GLSPV_SPIRV_BUILDER_H
#define GLSPV_SPIRV_BUILDER_H

#include "base/base.h"
#include "spirv/grammar.h"

typedef enum SpvSection {
    SEC_CAPABILITY,
    SEC_EXTENSION,
    SEC_EXT_IMPORT,
    SEC_MEMORY_MODEL,
    SEC_ENTRY_POINT,
    SEC_EXECUTION_MODE,
    SEC_DEBUG_SOURCE,  /* OpString, OpSource, OpSourceContinued, OpSourceExtension */
    SEC_DEBUG_NAME,    /* OpName, OpMemberName */
    SEC_DEBUG_MODULE,  /* OpModuleProcessed */
    SEC_ANNOTATION,
    SEC_GLOBAL,        /* types, constants, global variables */
    SEC_FUNCTION,
    SEC_COUNT
} SpvSection;

typedef VEC(uint32_t) SpvWords;

typedef struct SpvBuilder {
    Ctx *ctx;
    uint32_t version;          /* SPIR-V version word of the module */
    uint32_t generator;        /* word 2 */
    uint32_t next_id;
    SpvWords sections[SEC_COUNT];
    U32Map capabilities;       /* declared explicitly: capability -> 1 */
    uint64_t capability_bits[2]; /* the same for the capabilities below 128, as bits */
    uint8_t extensions[SPV_EXTENSION_COUNT];
    VEC(const char *) other_extensions; /* names the grammar does not know */
    /* Deduplication of types and constants: hash of (opcode, operands) ->
     * index into `unique`, whose entries remember where the words are. */
    U32Map unique_by_hash;
    VEC(uint32_t) unique_offsets; /* offset in SEC_GLOBAL of each unique instruction */
    VEC(uint32_t) unique_next;    /* chain of entries with the same hash (index + 1, 0 ends) */
    /* Size checks: an instruction over 65,535 words, or a module over
     * max_words (SIZE_MAX, as spv_builder_init leaves it: no limit), goes
     * to too_large (which reports where the caller is and does not
     * return) or else is GLSPV_ERROR_INTERNAL. */
    size_t words, max_words;      /* words written so far (never over max_words), all sections */
    void (*too_large)(void *user, size_t words, int whole_module);
    void *too_large_user;
} SpvBuilder;

/* The most words one instruction can have: its count is 16 bits. */
#define SPV_MAX_INST_WORDS 0xffffu

void spv_builder_init(SpvBuilder *b, Ctx *ctx, uint32_t version, uint32_t generator);
/* A fresh id. Inline: every result passes here. */
static inline uint32_t spv_new_id(SpvBuilder *b)
{
    if (b->next_id == UINT32_MAX)
        ctx_fatal(b->ctx, GLSPV_ERROR_INTERNAL);
    return b->next_id++;
}

/* Appends `op` with its operand words (result type and result id included,
 * where the opcode has them) to a section. */
void spv_inst(SpvBuilder *b, SpvSection section, SpvOp op, const uint32_t *operands, size_t count);
/* The same with the operands as arguments: spv_instv(b, sec, op, n, w1, ..., wn). */
void spv_instv(SpvBuilder *b, SpvSection section, SpvOp op, int count, ...);
/* Reports an instruction of `words` words that does not fit (too_large)
 * and ends the call: spv_inst_to's slow path. */
void spv_too_large(SpvBuilder *b, size_t words);
/* Starts an instruction of `count` operand words at the end of a buffer
 * (a section, a function body being built): its size checked and counted,
 * its first word written. Returns where its `count` operands go, for the
 * caller to write (a name is encoded there, not copied in). */
static inline uint32_t *spv_inst_begin(SpvBuilder *b, SpvWords *w, SpvOp op, size_t count)
{
    /* Room within one instruction's word count and the module's limit,
     * checked before any word is written, so a count never wraps. */
    if (count + 1 > SPV_MAX_INST_WORDS || count + 1 > b->max_words - b->words)
        spv_too_large(b, count + 1);
    b->words += count + 1;
    /* Not zeroed ahead: the unused half of a doubled section stays untouched pages. */
    if (w->len + count + 1 > w->cap)
        vec_reserve_uninit(&b->ctx->arena, w, w->len + count + 1);
    uint32_t *d = w->data + w->len;
    d[0] = ((uint32_t)(count + 1) << 16) | (uint32_t)op;
    w->len += (uint32_t)count + 1;
    return d + 1;
}
/* Appends an instruction to a buffer of the caller's (a function body being
 * built). Inline: every instruction of a function passes here. */
static inline void spv_inst_to(SpvBuilder *b, SpvWords *w, SpvOp op, const uint32_t *operands, size_t count)
{
    uint32_t *d = spv_inst_begin(b, w, op, count);
    for (size_t i = 0; i < count; i++) /* a few words: cheaper than a call to memcpy */
        d[i] = operands[i];
}

/* Encodes `text` as a literal string operand, appended to `words`. */
void spv_string(SpvBuilder *b, SpvWords *words, const char *text);

/* A type or constant in SEC_GLOBAL, declared at most once: `operands` are
 * the words after the result id (after the result type for constants, which
 * pass it as `type`; 0 for types). Returns the id. */
uint32_t spv_unique(SpvBuilder *b, SpvOp op, uint32_t type, const uint32_t *operands, size_t count);

/* Declares what the compiler knows it needs beyond what the grammar says. */
void spv_declare_capability(SpvBuilder *b, uint32_t capability);
/* spv_declare_capability, inline for one declared already (below 128):
 * emitters ask at each use of a built-in. */
static inline void spv_require_capability(SpvBuilder *b, uint32_t capability)
{
    if (capability < 128 && ((b->capability_bits[capability >> 6] >> (capability & 63)) & 1))
        return;
    spv_declare_capability(b, capability);
}
void spv_require_extension(SpvBuilder *b, const char *name);
/* Whether an OpExtension for `name` was asked for already. */
int spv_has_extension(const SpvBuilder *b, const char *name);

/* The finished module, header included, in the arena. Requirements that
 * cannot be met at this version (an enumerant of no core version and no
 * extension, or one removed before it) are reported as errors. */
uint32_t *spv_finish(SpvBuilder *b, size_t *count);

#endif
