/* Each limit the preprocessor and the emitter enforce, set low with
 * glspv_options_set_limit so that the error path runs on small inputs: the
 * status, and the located message naming the limit. The same inputs pass
 * with the defaults. Also the fixed SPIR-V limit of 65,535 words in one
 * instruction, and the memory of a macro chain that meets the
 * macro-expansion limit (a counting allocator), and memory-mib, the bound
 * on all of a compilation's memory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "budget.h"
#include "test.h"

/* Compiles a fragment shader; returns the status and copies the log's first
 * line into `log`. */
static glspv_status compile(const glspv_options *o, const char *src, size_t len, char *log, size_t log_size)
{
    glspv_result *r = NULL;
    glspv_status st = glspv_compile(o, GLSPV_STAGE_FRAGMENT, src, len, "t.frag", &r);
    const char *text = r ? glspv_result_log(r) : "";
    snprintf(log, log_size, "%.*s", (int)strcspn(text, "\n"), text);
    glspv_result_destroy(r);
    return st;
}

/* `src` compiles with the defaults, and with `limit` set to `value` fails
 * with a first message `expected`. */
static void limited(glspv_limit limit, uint32_t value, const char *src, const char *expected)
{
    char log[512];
    glspv_options *o = NULL;
    glspv_options_create(&o);
    glspv_status st = compile(o, src, strlen(src), log, sizeof log);
    if (!CHECK(st == GLSPV_OK))
        fprintf(stderr, "    with the defaults: %s\n", log);
    glspv_options_set_limit(o, limit, value);
    CHECK_EQ_INT(compile(o, src, strlen(src), log, sizeof log), GLSPV_ERROR_COMPILE);
    CHECK_EQ_STR(log, expected);
    glspv_options_destroy(o);
}

/* An include callback whose every file includes itself again. */
static int self_include(void *user, const char *requested, int is_system, const char *requesting, size_t depth,
                        const char **content, size_t *length, const char **name, void **release_data)
{
    (void)user, (void)requested, (void)is_system, (void)requesting;
    static const char deep[] = "#include \"self.h\"\n";
    static const char last[] = "float from_self;\n";
    *content = depth < 8 ? deep : last;
    *length = strlen(*content);
    *name = "self.h";
    *release_data = NULL;
    return 0;
}

static void include_depth(void)
{
    const char src[] = "#version 450\n#extension GL_GOOGLE_include_directive : enable\n#include \"self.h\"\n"
                       "void main() {}\n";
    char log[512];
    glspv_options *o = NULL;
    glspv_options_create(&o);
    glspv_options_set_include_callbacks(o, self_include, NULL, NULL);
    CHECK_EQ_INT(compile(o, src, strlen(src), log, sizeof log), GLSPV_OK); /* 8 deep: within 100 */
    glspv_options_set_limit(o, GLSPV_LIMIT_INCLUDE_DEPTH, 5);
    CHECK_EQ_INT(compile(o, src, strlen(src), log, sizeof log), GLSPV_ERROR_COMPILE);
    CHECK_EQ_STR(log, "self.h:1: error: #include nested too deeply (limit include-depth: 5)");
    glspv_options_destroy(o);
}

/* A float[n] constant whose OpConstantComposite needs n + 3 words (made,
 * and reported, where it is used). */
static char *const_array(size_t n)
{
    char *s = malloc(n * 4 + 256);
    size_t at = (size_t)sprintf(s, "#version 450\nlayout(location = 0) out float o;\nconst float a[%zu] = {", n);
    for (size_t i = 0; i < n; i++)
        at += (size_t)sprintf(s + at, i ? ",1." : "1.");
    sprintf(s + at, "};\nvoid main() { o = a[int(gl_FragCoord.x)]; }\n");
    return s;
}

static void instruction_size(void)
{
    char log[512];
    char *fits = const_array(65532), *over = const_array(65533);
    CHECK_EQ_INT(compile(NULL, fits, strlen(fits), log, sizeof log), GLSPV_OK);
    CHECK_EQ_INT(compile(NULL, over, strlen(over), log, sizeof log), GLSPV_ERROR_COMPILE);
    CHECK_EQ_STR(log, "t.frag:4: error: this needs an instruction of 65536 words, too large for one SPIR-V "
                      "instruction (at most 65535)");
    free(fits);
    free(over);
}

/* Options whose allocator counts into `b` (`al` holds it meanwhile). */
static glspv_options *counted_options(Peak *b, glspv_allocator *al)
{
    *al = (glspv_allocator){b, peak_alloc, NULL, peak_free};
    glspv_options *o = NULL;
    glspv_options_create(&o);
    glspv_options_set_allocator(o, al);
    return o;
}

/* 2^22 tokens from 25 lines: stopped by the limit with about 1M tokens out
 * (40 MB of them): the expansions themselves take little. */
static void expansion_memory(void)
{
    char src[2048] = "#version 450\n#define a0 x\n";
    for (int i = 1; i <= 22; i++)
        sprintf(src + strlen(src), "#define a%d a%d a%d\n", i, i - 1, i - 1);
    strcat(src, "void main() { a22 }\n");
    Peak b = {0, 0};
    glspv_allocator al;
    glspv_options *o = counted_options(&b, &al);
    char log[512];
    CHECK_EQ_INT(compile(o, src, strlen(src), log, sizeof log), GLSPV_ERROR_COMPILE);
    CHECK_EQ_STR(log, "t.frag:25: error: macro expansion produces too many tokens (limit macro-expansion: 2097152)");
    if (!CHECK(b.peak < (96ll << 20))) /* 1 GB before the buffers of finished expansions were reused */
        fprintf(stderr, "    peak %lld bytes\n", b.peak);
    CHECK_EQ_INT((int)b.live, 0);
    glspv_options_destroy(o);
}

/* A shader of 20,000 statements (about 9 MiB to compile) against a
 * memory-mib of 4: a clean error, and no more than the limit taken from the
 * allocator (plus the result that carries the message). Without the limit
 * it compiles. */
static void memory_limit(void)
{
    size_t n = 20000;
    char *src = malloc(n * 16 + 256);
    size_t at = (size_t)sprintf(src, "#version 450\nlayout(location = 0) out float o;\nvoid main() {\nfloat x = 0.0;\n");
    for (size_t i = 0; i < n; i++)
        at += (size_t)sprintf(src + at, "x += 1.0;\n");
    sprintf(src + at, "o = x;\n}\n");
    Peak b = {0, 0};
    glspv_allocator al;
    glspv_options *o = counted_options(&b, &al);
    char log[512];
    CHECK_EQ_INT(compile(o, src, strlen(src), log, sizeof log), GLSPV_OK);
    if (!CHECK(b.peak > (5ll << 20)))
        fprintf(stderr, "    peak %lld bytes: too small for the test to mean anything\n", b.peak);
    b.peak = 0;
    glspv_options_set_limit(o, GLSPV_LIMIT_MEMORY_MIB, 4);
    CHECK_EQ_INT(compile(o, src, strlen(src), log, sizeof log), GLSPV_ERROR_COMPILE);
    CHECK_EQ_STR(log, "error: the compilation needs more than 4 MiB of memory (limit memory-mib: 4)");
    if (!CHECK(b.peak <= (4ll << 20) + (256 << 10)))
        fprintf(stderr, "    peak %lld bytes\n", b.peak);
    CHECK_EQ_INT((int)b.live, 0);
    glspv_options_destroy(o);
    free(src);
}

int main(void)
{
    limited(GLSPV_LIMIT_SOURCE_BYTES, 30, "#version 450\nvoid main() {}\n// a comment\n",
            "t.frag:1: error: source file too large (limit source-bytes: 30)");
    limited(GLSPV_LIMIT_TOKENS, 8, "#version 450\nvoid main() { float x = 1.0; }\n",
            "t.frag:2: error: too many tokens after preprocessing (limit tokens: 8)");
    limited(GLSPV_LIMIT_MACRO_EXPANSION, 10, "#version 450\n#define A 1.0\n#define B A+A+A+A+A+A\nvoid main() { float x = B; }\n",
            "t.frag:4: error: macro expansion produces too many tokens (limit macro-expansion: 10)");
    limited(GLSPV_LIMIT_IDENTIFIER_LENGTH, 6, "#version 450\nvoid main() { float abcdefg = 1.0; }\n",
            "t.frag:2: error: identifier 'abcdef...' is 7 characters long (limit identifier-length: 6)");
    limited(GLSPV_LIMIT_IDENTIFIER_LENGTH, 6, "#version 450\n#define P(a, b) a ## b\nvoid main() { float P(abcd, efg); }\n",
            "t.frag:3: error: pasting gives a token of 7 characters (limit identifier-length: 6)");
    limited(GLSPV_LIMIT_MODULE_WORDS, 20, "#version 450\nlayout(location = 0) out vec4 o;\nvoid main() { o = vec4(1); }\n",
            "t.frag:2: error: the SPIR-V module needs more than 20 words (limit module-words: 20)");
    include_depth();
    instruction_size();
    expansion_memory();
    memory_limit();
    return TEST_DONE();
}
