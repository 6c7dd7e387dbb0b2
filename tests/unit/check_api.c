/* glspv_check, the linter's call (glslc -fsyntax-only): the same verdict
 * and messages as glspv_compile, never any words, for rules of the checker
 * and of the interface layout alike. */
#include <string.h>

#include "glspv.h"
#include "test.h"

/* Checks and compiles `src`; both must agree on status and log. */
static void agree(const char *src, glspv_status want)
{
    glspv_result *checked = NULL, *compiled = NULL;
    glspv_status c = glspv_check(NULL, GLSPV_STAGE_FRAGMENT, src, strlen(src), "t.frag", &checked);
    glspv_status k = glspv_compile(NULL, GLSPV_STAGE_FRAGMENT, src, strlen(src), "t.frag", &compiled);
    CHECK_EQ_INT(c, want);
    CHECK_EQ_INT(k, want);
    CHECK_EQ_STR(glspv_result_log(checked), glspv_result_log(compiled));
    size_t n = 99;
    CHECK(glspv_result_words(checked, &n) == NULL || n == 0);
    CHECK(n == 0);
    glspv_result_destroy(checked);
    glspv_result_destroy(compiled);
}

int main(void)
{
    agree("#version 450\nlayout(location = 0) out vec4 o;\nvoid main() { o = vec4(1); }\n", GLSPV_OK);
    /* A type error, found by the checker. */
    agree("#version 450\nlayout(location = 0) out vec4 o;\nvoid main() { o = vec3(1); }\n", GLSPV_ERROR_COMPILE);
    /* A missing binding, found where the interface is laid out. */
    agree("#version 450\nuniform sampler2D s;\nlayout(location = 0) out vec4 o;\n"
          "void main() { o = texture(s, vec2(0)); }\n",
          GLSPV_ERROR_COMPILE);
    /* A syntax error. */
    agree("#version 450\nvoid main() { float x = ; }\n", GLSPV_ERROR_COMPILE);
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_check(NULL, GLSPV_STAGE_FRAGMENT, "x", 1, "t.frag", NULL), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_check(NULL, GLSPV_STAGE_FRAGMENT, NULL, 1, "t.frag", &r), GLSPV_ERROR_INVALID_ARGUMENT);
    return TEST_DONE();
}
