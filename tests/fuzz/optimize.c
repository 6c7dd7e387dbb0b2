/* Fuzz target: the optimizer itself (src/opt/opt_module), on words that
 * were never validated: glspv_spirv_optimize validates first, and this
 * harness goes around that, so that any module, however odd, reaches the
 * optimizer's reader and passes. Byte 0: the level (modulo 3); the rest is
 * the words.
 *
 * What it holds the optimizer to depends on the input. A module the
 * validator takes (universal SPIR-V 1.6 rules) must be optimized, and what
 * comes out must validate too: that is the promise glspv_spirv_optimize
 * makes. Any other module may be refused with any status, or optimized
 * into anything (its ids need not even be defined before their uses, so a
 * pass may take it apart), but never crash, leak or hang. The same for
 * glspv_spirv_strip_debug (glslc -O's last step) on the optimized module:
 * a valid module stays valid without its debug information. */
#include "fuzz.h"
#include "opt/opt.h"

#define FUZZ_OPT_ENV GLSPV_ENV_UNIVERSAL_1_6

static int validates(const uint32_t *words, size_t n, const char *what)
{
    glspv_result *r = NULL;
    glspv_status s = glspv_spirv_validate(words, n, FUZZ_OPT_ENV, 0, &r);
    if (s != GLSPV_OK && what) {
        size_t count = glspv_result_diagnostic_count(r);
        fprintf(stderr, "fuzz: %s does not validate: %s\n", what,
                count ? glspv_result_diagnostic(r, 0)->message : "(no message)");
    }
    glspv_result_destroy(r);
    return s == GLSPV_OK;
}

static void optimize(const uint32_t *words, size_t n, glspv_optimization level)
{
    int valid = validates(words, n, NULL);
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) { /* out of memory, a limit */
        ctx_free(&ctx);
        return;
    }
    uint32_t *out = NULL;
    size_t count = 0;
    glspv_status s = opt_module(&ctx, words, n, level, level == GLSPV_OPT_SIZE ? OPT_PRESERVE_BINDINGS : 0, &out, &count);
    if (valid && s != GLSPV_OK) {
        fprintf(stderr, "fuzz: the optimizer answered %d on a valid module%s%s\n", (int)s,
                ctx.diags.len ? ": " : "", ctx.diags.len ? ctx.diags.data[0].message : "");
        abort();
    }
    if (valid && !validates(out, count, "the optimizer's output of a valid module"))
        abort();
    glspv_result *stripped = NULL;
    if (s == GLSPV_OK && glspv_spirv_strip_debug(out, count, &stripped) == GLSPV_OK && valid) {
        size_t sn = 0;
        const uint32_t *sw = glspv_result_words(stripped, &sn);
        if (!validates(sw, sn, "a valid module without its debug information"))
            abort();
    }
    glspv_result_destroy(stripped);
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
