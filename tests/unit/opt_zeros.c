/* The optimizer's tables by id of zeros (opt_lend_zeros): lent to one pass
 * at a time, each gives its table back cleared (opt_return_zeros with the
 * ids it set). Checked after every pass of the recipe's loop on a shader
 * that gives each borrower work (loads a store dominates, equal values,
 * constants to fold, a branch on a constant with a phi after it, a
 * Private variable stored and never read): a table left dirty would
 * mislead the next pass that borrows it. */
#include <string.h>

#include "opt/ir.h"
#include "test.h"

static const char *SHADER =
    "#version 450\n"
    "layout(location = 0) in vec4 v;\n"
    "layout(location = 0) out vec4 o;\n"
    "float unread;\n"
    "float twice(float x) { float y = x * 2.0; if (x > 1.0) y += 1.0; return y; }\n"
    "void main() {\n"
    "    unread = 3.0;\n"
    "    float a = twice(v.x);\n"
    "    float b = v.y;\n"
    "    const bool never = false;\n"
    "    if (never) b = 5.0;\n"
    "    vec4 c = vec4(a, b, a + 0.0, v.y);\n"
    "    float s = 0.0;\n"
    "    for (int i = 0; i < 4; i++) s += c[i] * (1.0 + 1.0);\n"
    "    o = vec4(s) + c + vec4(v.x * 2.0);\n"
    "}\n";

/* Every lent table all zeros (its whole length). */
static int all_zero(const OptModule *m)
{
    for (int slot = 0; slot < OPT_ZERO_TABLES; slot++)
        for (uint32_t id = 0; id < m->zeros_len[slot]; id++)
            if (m->zeros[slot][id])
                return 0;
    return 1;
}

int main(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
    glspv_options_set_target_env(o, GLSPV_ENV_VULKAN_1_1);
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_compile(o, GLSPV_STAGE_FRAGMENT, SHADER, strlen(SHADER), "opt_zeros", &r), GLSPV_OK);
    size_t count = 0;
    const uint32_t *words = glspv_result_words(r, &count);
    CHECK(words != NULL);
    Ctx ctx;
    ctx_init(&ctx, NULL);
    OptModule m;
    glspv_status read = words ? opt_read(&ctx, words, count, &m) : GLSPV_ERROR_INVALID_ARGUMENT;
    CHECK_EQ_INT(read, GLSPV_OK);
    if (read == GLSPV_OK) {
        /* Lent, written, given back: the same table, zeros again. */
        uint32_t *t = opt_lend_zeros(&m, 0);
        uint32_t set[2] = {1, m.cap - 1};
        t[set[0]] = 7, t[set[1]] = 9;
        opt_return_zeros(&m, 0, set, 2);
        CHECK(opt_lend_zeros(&m, 0) == t);
        CHECK(all_zero(&m));

        static int (*const passes[])(OptModule *) = {
            opt_sroa, opt_local_chains, opt_local_stores, opt_ssa, opt_fold, opt_cse,
            opt_dead_branches, opt_dead_stores, opt_dce, opt_dead_constructs,
        };
        int changes = 0;
        CHECK(opt_inline(&m));
        opt_changed(&m);
        opt_compact(&m);
        for (int round = 0; round < 4; round++) {
            for (size_t k = 0; k < sizeof passes / sizeof *passes; k++) {
                if (passes[k](&m)) {
                    changes++;
                    opt_changed(&m);
                    opt_compact(&m);
                }
                if (!CHECK(all_zero(&m)))
                    fprintf(stderr, "  a table left dirty after pass %zu of round %d\n", k, round);
            }
        }
        CHECK(changes > 5);
        for (int slot = 0; slot < OPT_ZERO_TABLES; slot++)
            CHECK(m.zeros_len[slot] > 0); /* every table was lent */
    }
    ctx_free(&ctx);
    glspv_result_destroy(r);
    glspv_options_destroy(o);
    return TEST_DONE();
}
