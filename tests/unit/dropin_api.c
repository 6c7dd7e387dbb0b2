/* The C API behind glslc's flags: function-like macros through
 * glspv_options_add_macro (and the heads it refuses), GLSPV_FLAG_NAN_CLAMP,
 * the debug information glspv_compile drops at -O and -Os unless
 * GLSPV_FLAG_DEBUG_INFO or GLSPV_FLAG_OPT_KEEP_NAMES, the
 * NonSemantic.Shader.DebugInfo.100 of GLSPV_FLAG_DEBUG_INFO_SHADER (and
 * _SOURCE), and glspv_spirv_strip_debug on its own (either byte order, bad
 * input). */
#include "test.h"

enum { OP_NAME = 5, OP_SOURCE = 3, OP_EXT_INST = 12 };

static const char minmax[] =
    "#version 450\n"
    "layout(location = 0) in vec4 a;\n"
    "layout(location = 0) out vec4 o;\n"
    "void main() { o = min(a, vec4(1.0)) + max(a.x, F(2.0)) + clamp(a, 0.0, 1.0); }\n";

/* How many instructions with opcode `op` the module has; for OpExtInst,
 * those of extended instruction `inst` (-1 for any). */
static int count_ops(const uint32_t *w, size_t n, unsigned op, int inst)
{
    int found = 0;
    for (size_t i = 5; i < n && (w[i] >> 16);) {
        if ((w[i] & 0xffff) == op && (op != OP_EXT_INST || inst < 0 || (i + 4 < n && w[i + 4] == (uint32_t)inst)))
            found++;
        i += w[i] >> 16;
    }
    return found;
}

/* The word count of the first OpExtInst of extended instruction `inst`, 0 when none. */
static unsigned ext_inst_words(const uint32_t *w, size_t n, uint32_t inst)
{
    for (size_t i = 5; i < n && (w[i] >> 16); i += w[i] >> 16)
        if ((w[i] & 0xffff) == OP_EXT_INST && i + 4 < n && w[i + 4] == inst)
            return w[i] >> 16;
    return 0;
}

/* The words of `src` compiled with `o`, in a malloc'd copy; NULL on failure. */
static uint32_t *compiled(const glspv_options *o, const char *src, size_t *n)
{
    glspv_result *r = NULL;
    uint32_t *copy = NULL;
    *n = 0;
    if (glspv_compile(o, GLSPV_STAGE_FRAGMENT, src, strlen(src), "m.frag", &r) == GLSPV_OK) {
        const uint32_t *w = glspv_result_words(r, n);
        copy = malloc(*n * sizeof *copy);
        memcpy(copy, w, *n * sizeof *copy);
    } else {
        fprintf(stderr, "%s", glspv_result_log(r));
    }
    glspv_result_destroy(r);
    return copy;
}

int main(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);

    /* Macro heads: a name, or a name and a parameter list. */
    static const char *const bad[] = {"F(", "F(x", "F(1)", "(x)", "F(x,)", "F(x)y", "F (x)", "F(x y)", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK_EQ_INT(glspv_options_add_macro(o, bad[i], "1"), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_add_macro(o, "G()", "1"), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_add_macro(o, "H( a , b )", "(a+b)"), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_add_macro(o, "F(x)", "(x*2.0)"), GLSPV_OK);

    /* Without -fnan-clamp: FMin (37), FMax (40), FClamp (43); with it NMin (79), NMax (80), NClamp (81). */
    size_t n = 0;
    uint32_t *w = compiled(o, minmax, &n);
    CHECK(w && count_ops(w, n, OP_EXT_INST, 37) == 1 && count_ops(w, n, OP_EXT_INST, 40) == 1 &&
          count_ops(w, n, OP_EXT_INST, 43) == 1 && count_ops(w, n, OP_EXT_INST, 79) == 0);
    free(w);
    CHECK_EQ_INT(glspv_options_set_flags(o, GLSPV_FLAG_NAN_CLAMP), GLSPV_OK);
    w = compiled(o, minmax, &n);
    CHECK(w && count_ops(w, n, OP_EXT_INST, 79) == 1 && count_ops(w, n, OP_EXT_INST, 80) == 1 &&
          count_ops(w, n, OP_EXT_INST, 81) == 1 && count_ops(w, n, OP_EXT_INST, 37) == 0);
    free(w);

    /* Names and OpSource: kept at -O0; gone at -O and -Os; kept with -g or OPT_KEEP_NAMES. */
    CHECK_EQ_INT(glspv_options_set_flags(o, 0), GLSPV_OK);
    uint32_t *plain = compiled(o, minmax, &n);
    size_t plain_n = n;
    CHECK(plain && count_ops(plain, n, OP_NAME, -1) >= 3 && count_ops(plain, n, OP_SOURCE, -1) == 1);
    static const glspv_optimization levels[] = {GLSPV_OPT_PERFORMANCE, GLSPV_OPT_SIZE};
    for (int l = 0; l < 2; l++) {
        CHECK_EQ_INT(glspv_options_set_optimization(o, levels[l]), GLSPV_OK);
        CHECK_EQ_INT(glspv_options_set_flags(o, 0), GLSPV_OK);
        w = compiled(o, minmax, &n);
        CHECK(w && count_ops(w, n, OP_NAME, -1) == 0 && count_ops(w, n, OP_SOURCE, -1) == 0);
        free(w);
        CHECK_EQ_INT(glspv_options_set_flags(o, GLSPV_FLAG_OPT_KEEP_NAMES), GLSPV_OK);
        w = compiled(o, minmax, &n);
        CHECK(w && count_ops(w, n, OP_NAME, -1) >= 2 && count_ops(w, n, OP_SOURCE, -1) == 1);
        free(w);
        CHECK_EQ_INT(glspv_options_set_flags(o, GLSPV_FLAG_DEBUG_INFO), GLSPV_OK);
        w = compiled(o, minmax, &n);
        CHECK(w && count_ops(w, n, OP_NAME, -1) >= 2 && count_ops(w, n, 8 /* OpLine */, -1) >= 1);
        free(w);
    }

    /* GLSPV_FLAG_DEBUG_INFO_SHADER: NonSemantic.Shader.DebugInfo.100 (its
     * numbers are no GLSL.std.450 instruction minmax uses), valid; the
     * DebugSource (35) has the text only with _SOURCE. At -O: what -g gives. */
    for (int with_text = 0; with_text < 2; with_text++) {
        CHECK_EQ_INT(glspv_options_set_optimization(o, GLSPV_OPT_NONE), GLSPV_OK);
        CHECK_EQ_INT(glspv_options_set_flags(o, with_text ? GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE
                                                          : GLSPV_FLAG_DEBUG_INFO_SHADER), GLSPV_OK);
        w = compiled(o, minmax, &n);
        CHECK(w && count_ops(w, n, OP_EXT_INST, 1 /* DebugCompilationUnit */) == 1 &&
              count_ops(w, n, OP_EXT_INST, 20 /* DebugFunction */) == 1 &&
              count_ops(w, n, OP_EXT_INST, 101 /* DebugFunctionDefinition */) == 1 &&
              count_ops(w, n, OP_EXT_INST, 103 /* DebugLine */) >= 1 && count_ops(w, n, 8 /* OpLine */, -1) >= 1);
        CHECK(w && ext_inst_words(w, n, 35) == (with_text ? 7u : 6u));
        glspv_result *dv = NULL;
        CHECK(w && glspv_spirv_validate(w, n, GLSPV_ENV_VULKAN_1_0, 0, &dv) == GLSPV_OK);
        glspv_result_destroy(dv);
        free(w);
        CHECK_EQ_INT(glspv_options_set_optimization(o, GLSPV_OPT_PERFORMANCE), GLSPV_OK);
        w = compiled(o, minmax, &n);
        CHECK(w && count_ops(w, n, OP_EXT_INST, 1) == 0 && count_ops(w, n, OP_EXT_INST, 103) == 0 &&
              count_ops(w, n, OP_SOURCE, -1) == 1 && count_ops(w, n, OP_NAME, -1) >= 2);
        free(w);
    }

    /* GLSPV_FLAG_PRESERVE_BINDINGS: the unused sampler and block stay at -O. */
    static const char unused[] = "#version 450\n"
                                 "layout(set = 0, binding = 0) uniform sampler2D s;\n"
                                 "layout(set = 0, binding = 1) uniform U { vec4 x; } u;\n"
                                 "layout(location = 0) out vec4 o;\n"
                                 "void main() { o = vec4(1.0); }\n";
    CHECK_EQ_INT(glspv_options_set_optimization(o, GLSPV_OPT_PERFORMANCE), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_flags(o, 0), GLSPV_OK);
    w = compiled(o, unused, &n);
    CHECK(w && count_ops(w, n, 71 /* OpDecorate */, -1) == 1); /* o's Location */
    free(w);
    CHECK_EQ_INT(glspv_options_set_flags(o, GLSPV_FLAG_PRESERVE_BINDINGS), GLSPV_OK);
    w = compiled(o, unused, &n);
    CHECK(w && count_ops(w, n, 71, -1) == 6); /* and 2 x (set, binding), U's Block */
    glspv_result *pv = NULL;
    CHECK(w && glspv_spirv_validate(w, n, GLSPV_ENV_VULKAN_1_0, 0, &pv) == GLSPV_OK);
    glspv_result_destroy(pv);
    free(w);
    CHECK_EQ_INT(glspv_options_set_optimization(o, GLSPV_OPT_NONE), GLSPV_OK);

    /* glspv_spirv_strip_debug: the -O0 module without its names, source and
     * lines, valid; the same from the byte-swapped words. */
    glspv_result *r = NULL, *val = NULL;
    CHECK_EQ_INT(glspv_spirv_strip_debug(plain, plain_n, &r), GLSPV_OK);
    size_t sn = 0;
    const uint32_t *sw = glspv_result_words(r, &sn);
    CHECK(sw && sn < plain_n && count_ops(sw, sn, OP_NAME, -1) == 0 && count_ops(sw, sn, OP_SOURCE, -1) == 0);
    CHECK_EQ_INT(glspv_spirv_validate(sw, sn, GLSPV_ENV_VULKAN_1_0, 0, &val), GLSPV_OK);
    glspv_result_destroy(val);
    uint32_t *swapped = malloc(plain_n * sizeof *swapped);
    for (size_t i = 0; i < plain_n; i++)
        swapped[i] = (plain[i] >> 24) | ((plain[i] >> 8) & 0xff00u) | ((plain[i] << 8) & 0xff0000u) | (plain[i] << 24);
    glspv_result *r2 = NULL;
    CHECK_EQ_INT(glspv_spirv_strip_debug(swapped, plain_n, &r2), GLSPV_OK);
    size_t sn2 = 0;
    const uint32_t *sw2 = glspv_result_words(r2, &sn2);
    CHECK(sw2 && sn2 == sn && !memcmp(sw, sw2, sn * sizeof *sw));
    glspv_result_destroy(r2);
    glspv_result_destroy(r);

    /* Not a module: refused with a diagnostic, never read past the end. */
    static const uint32_t junk[6] = {1, 2, 3, 4, 5, 6};
    CHECK_EQ_INT(glspv_spirv_strip_debug(junk, 6, &r), GLSPV_ERROR_INVALID_BINARY);
    CHECK(glspv_result_diagnostic_count(r) == 1);
    glspv_result_destroy(r);
    uint32_t cut[7] = {0x07230203u, 0x10000, 0, 10, 0, (9u << 16) | OP_NAME, 1};
    CHECK_EQ_INT(glspv_spirv_strip_debug(cut, 7, &r), GLSPV_OK); /* an instruction past the end: left as it is */
    CHECK(glspv_result_words(r, &sn) && sn == 7);
    glspv_result_destroy(r);
    CHECK_EQ_INT(glspv_spirv_strip_debug(NULL, 3, &r), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_spirv_strip_debug(plain, plain_n, NULL), GLSPV_ERROR_INVALID_ARGUMENT);

    free(swapped);
    free(plain);
    glspv_options_destroy(o);
    return TEST_DONE();
}
