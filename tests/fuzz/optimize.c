/* Fuzz target: the optimizer itself (src/opt/opt_module), on words that
 * were never validated: glspv_spirv_optimize validates first, and this
 * harness goes around that, so that any module, however odd, reaches the
 * optimizer's reader and passes. Byte 0: the level (modulo 3); the rest is
 * the words. It must answer GLSPV_OK or GLSPV_ERROR_INVALID_BINARY with a
 * message, never crash or report an internal error; what it writes must
 * read back. */
#include "fuzz.h"
#include "opt/opt.h"

static void optimize(const uint32_t *words, size_t n, glspv_optimization level)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) { /* out of memory, a limit */
        ctx_free(&ctx);
        return;
    }
    uint32_t *out = NULL;
    size_t count = 0;
    glspv_status s = opt_module(&ctx, words, n, level, &out, &count);
    if (s == GLSPV_ERROR_INTERNAL || (s != GLSPV_OK && s != GLSPV_ERROR_INVALID_BINARY) ||
        (s != GLSPV_OK && !ctx.diags.len)) {
        fprintf(stderr, "fuzz: the optimizer answered %d%s%s\n", (int)s, ctx.diags.len ? ": " : "",
                ctx.diags.len ? ctx.diags.data[0].message : "");
        abort();
    }
    if (s == GLSPV_OK) {
        /* What it wrote reads back (as the module it is). */
        size_t again = 0;
        uint32_t *twice = NULL;
        if (opt_module(&ctx, out, count, GLSPV_OPT_NONE, &twice, &again) != GLSPV_OK) {
            fprintf(stderr, "fuzz: the optimizer's output does not read back: %s\n",
                    ctx.diags.len ? ctx.diags.data[ctx.diags.len - 1].message : "");
            abort();
        }
    }
    ctx_free(&ctx);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    size_t n = 0;
    uint32_t *words = fuzz_words(data + 1, size - 1, &n);
    if (!words)
        return 0;
    optimize(words, n, (glspv_optimization)(data[0] % 3));
    free(words);
    return 0;
}
