/* Debug information out of a module: what glslc -O and -Os leave out
 * unless -g is given (and spirv-opt --strip-debug removes). A filter over
 * the words, in place: the names, the source and its text, line
 * information, and the strings nothing else names. An OpString that a
 * non-debug instruction takes (debugPrintfEXT's format, through OpExtInst)
 * stays. */
#include <string.h>

#include "opt/opt.h"
#include "spirv/reader.h"
#include "spirv/tables.h"

static int is_debug(uint32_t op)
{
    switch (op) {
    case SpvOpSourceContinued: case SpvOpSource: case SpvOpSourceExtension: case SpvOpName: case SpvOpMemberName:
    case SpvOpLine: case SpvOpNoLine: case SpvOpModuleProcessed:
        return 1;
    default:
        return 0;
    }
}

/* Whether instruction `w` (of `n` words) has a literal string operand
 * from word `at` that equals `s` (whole: the NUL too) or starts with it.
 * Strings are packed low byte first, whatever the host's order. */
static int string_at(const uint32_t *w, uint32_t n, uint32_t at, const char *s, int whole)
{
    size_t len = strlen(s) + (whole ? 1 : 0);
    if (n <= at || (size_t)(n - at) * 4 < len)
        return 0;
    for (size_t k = 0; k < len; k++)
        if ((char)((w[at + k / 4] >> (8 * (k % 4))) & 0xff) != s[k])
            return 0;
    return 1;
}

size_t opt_strip_shader_debug_info(Ctx *ctx, uint32_t *words, size_t count)
{
    if (count < 5)
        return count;
    uint32_t set = 0;
    int other_nonsemantic = 0;
    for (size_t i = 5; i < count;) {
        uint32_t n = words[i] >> 16;
        if (!n || n > count - i)
            return count; /* not a module the emitter or optimizer made: leave it */
        if ((words[i] & 0xffff) == SpvOpExtInstImport && n > 2) {
            if (string_at(words + i, n, 2, "NonSemantic.Shader.DebugInfo.100", 1))
                set = words[i + 1];
            else if (string_at(words + i, n, 2, "NonSemantic.", 0))
                other_nonsemantic = 1;
        }
        /* The imports come before the memory model (SPIR-V 2.4): without
         * the set, the rest need not be read (opt_strip_debug checks its
         * words); with it, the rest is walked below and must hold. */
        if ((words[i] & 0xffff) == SpvOpMemoryModel && !set)
            return count;
        i += n;
    }
    if (!set)
        return count;
    /* The ids the set's instructions take, and the strings the other
     * instructions that take one do: OpLine, OpSource, OpExtInst of
     * another set (debugPrintfEXT's format). */
    U32Map taken = {0}, kept = {0};
    for (size_t i = 5; i < count;) {
        uint32_t op = words[i] & 0xffff, n = words[i] >> 16;
        if (op == SpvOpExtInst && n > 4)
            for (uint32_t k = 5; k < n; k++)
                u32map_put(&ctx->arena, words[i + 3] == set ? &taken : &kept, words[i + k], 1);
        else if (op == SpvOpLine && n > 1)
            u32map_put(&ctx->arena, &kept, words[i + 1], 1);
        else if (op == SpvOpSource && n > 3)
            u32map_put(&ctx->arena, &kept, words[i + 3], 1);
        i += n;
    }
    size_t out = 5;
    for (size_t i = 5; i < count;) {
        uint32_t op = words[i] & 0xffff, n = words[i] >> 16;
        int drop = (op == SpvOpExtInst && n > 3 && words[i + 3] == set) ||
                   (op == SpvOpExtInstImport && n > 1 && words[i + 1] == set) ||
                   (op == SpvOpString && n > 1 && u32map_get(&taken, words[i + 1], NULL) &&
                    !u32map_get(&kept, words[i + 1], NULL)) ||
                   (op == SpvOpExtension && !other_nonsemantic && string_at(words + i, n, 1, "SPV_KHR_non_semantic_info", 1));
        if (!drop) {
            memmove(words + out, words + i, n * sizeof *words);
            out += n;
        }
        i += n;
    }
    return out;
}

size_t opt_strip_debug(Ctx *ctx, uint32_t *words, size_t count)
{
    if (count < 5)
        return count;
    /* NonSemantic.Shader.DebugInfo.100 is debug information too (spirv-opt
     * --strip-debug removes it as well). */
    count = opt_strip_shader_debug_info(ctx, words, count);
    /* The ids OpExtInst instructions take: their strings stay. (A map, not
     * a bitset the size of the bound: the bound is the module's word.) */
    U32Map used = {0};
    for (size_t i = 5; i < count;) {
        uint32_t n = words[i] >> 16;
        if (!n || n > count - i)
            return count; /* not a module the emitter or optimizer made: leave it */
        if ((words[i] & 0xffff) == SpvOpExtInst)
            for (uint32_t k = 5; k < n; k++)
                u32map_put(&ctx->arena, &used, words[i + k], 1);
        i += n;
    }
    size_t out = 5;
    for (size_t i = 5; i < count;) {
        uint32_t op = words[i] & 0xffff, n = words[i] >> 16;
        int drop = is_debug(op) || (op == SpvOpString && n > 1 && !u32map_get(&used, words[i + 1], NULL));
        if (!drop) {
            if (out != i) /* (nothing to move before the first instruction dropped) */
                memmove(words + out, words + i, n * sizeof *words);
            out += n;
        }
        i += n;
    }
    return out;
}

/* ---- the public call ---- */

typedef struct StripCall {
    const uint32_t *words;
    size_t count;
} StripCall;

static glspv_status strip_body(Ctx *ctx, void *data, EntryOut *out)
{
    const StripCall *call = data;
    const uint32_t *words = call->words;
    size_t count = call->count;
    if (count < 5 || (words[0] != SPV_MAGIC && words[0] != 0x03022307u)) {
        ctx_diag(ctx, GLSPV_SEVERITY_ERROR, "not a SPIR-V module: %s",
                 count < 5 ? "shorter than its header" : "no magic number");
        return GLSPV_ERROR_INVALID_BINARY;
    }
    uint32_t *copy = arena_alloc_uninit(&ctx->arena, count * sizeof *copy);
    for (size_t i = 0; i < count; i++) /* in the host's byte order */
        copy[i] = words[0] == SPV_MAGIC ? words[i]
                                        : (words[i] >> 24) | ((words[i] >> 8) & 0xff00u) |
                                              ((words[i] << 8) & 0xff0000u) | (words[i] << 24);
    out->words = copy;
    out->word_count = opt_strip_debug(ctx, copy, count);
    return GLSPV_OK;
}

glspv_status glspv_spirv_strip_debug_with(const glspv_allocator *allocator, const uint32_t *words, size_t count,
                                          glspv_result **result)
{
    if (!result)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    *result = NULL;
    if (!words && count)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    StripCall call = {words, count};
    return ctx_run(allocator, strip_body, &call, result);
}

glspv_status glspv_spirv_strip_debug(const uint32_t *words, size_t count, glspv_result **result)
{
    return glspv_spirv_strip_debug_with(NULL, words, count, result);
}
