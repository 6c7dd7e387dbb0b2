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

/* The flags of the first error compiling `src` as a vertex shader. */
static uint32_t first_error_flags(const char *src)
{
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_compile(NULL, GLSPV_STAGE_VERTEX, src, strlen(src), "t.vert", &r), GLSPV_ERROR_COMPILE);
    uint32_t flags = 0xffffffffu;
    for (size_t i = 0; i < glspv_result_diagnostic_count(r) && flags == 0xffffffffu; i++)
        if (glspv_result_diagnostic(r, i)->severity == GLSPV_SEVERITY_ERROR)
            flags = glspv_result_diagnostic(r, i)->flags;
    glspv_result_destroy(r);
    return flags;
}

/* The client (issue 23): one setting with the target environment;
 * glspv_check under the OpenGL client is OpenGL's GLSL without SPIR-V. */
static void client(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_client(o), GLSPV_CLIENT_VULKAN);
    CHECK_EQ_INT(glspv_options_get_client(NULL), GLSPV_CLIENT_VULKAN);
    CHECK_EQ_INT(glspv_options_set_client(o, (glspv_client)3), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_client(NULL, GLSPV_CLIENT_OPENGL), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_target_env(o, GLSPV_ENV_OPENGL_4_3), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_client(o), GLSPV_CLIENT_OPENGL);
    CHECK_EQ_INT(glspv_options_set_client(o, GLSPV_CLIENT_VULKAN), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_client(o), GLSPV_CLIENT_VULKAN);
    const char *gl = "#version 330 core\nin vec4 p;\nout vec4 c;\nuniform vec4 u;\nvoid main() { c = p + u; }\n";
    glspv_result *r = NULL;
    /* Vulkan: no automatic locations, no default-block uniforms. */
    CHECK_EQ_INT(glspv_check(o, GLSPV_STAGE_FRAGMENT, gl, strlen(gl), "t.frag", &r), GLSPV_ERROR_COMPILE);
    glspv_result_destroy(r);
    CHECK_EQ_INT(glspv_options_set_client(o, GLSPV_CLIENT_OPENGL), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_client(o), GLSPV_CLIENT_OPENGL);
    CHECK_EQ_INT(glspv_check(o, GLSPV_STAGE_FRAGMENT, gl, strlen(gl), "t.frag", &r), GLSPV_OK);
    size_t n = 99;
    CHECK(glspv_result_words(r, &n) == NULL || n == 0);
    glspv_result_destroy(r);
    /* SPIR-V for OpenGL still needs the locations (GL_ARB_gl_spirv). */
    CHECK_EQ_INT(glspv_compile(o, GLSPV_STAGE_FRAGMENT, gl, strlen(gl), "t.frag", &r), GLSPV_ERROR_COMPILE);
    glspv_result_destroy(r);
    /* ES 1.00, and a function another shader of the program defines. */
    const char *es = "#version 100\nprecision mediump float;\nvarying vec2 uv;\nuniform sampler2D s;\n"
                     "vec4 shade(vec4 c);\nvoid main() { gl_FragColor = shade(texture2D(s, uv)); }\n";
    CHECK_EQ_INT(glspv_check(o, GLSPV_STAGE_FRAGMENT, es, strlen(es), "t.frag", &r), GLSPV_OK);
    glspv_result_destroy(r);
    const char *body = "#version 100\nprecision mediump float;\nvec4 shade(vec4 c) { return c * 0.5; }\n";
    glspv_source two[2] = {{es, strlen(es), "a.frag"}, {body, strlen(body), "b.frag"}};
    CHECK_EQ_INT(glspv_check_linked(o, GLSPV_STAGE_FRAGMENT, two, 2, &r), GLSPV_OK);
    glspv_result_destroy(r);
    /* The Vulkan client refuses the OpenGL forms. */
    CHECK_EQ_INT(glspv_options_set_client(o, GLSPV_CLIENT_VULKAN), GLSPV_OK);
    CHECK_EQ_INT(glspv_check_linked(o, GLSPV_STAGE_FRAGMENT, two, 2, &r), GLSPV_ERROR_COMPILE);
    glspv_result_destroy(r);
    glspv_options_destroy(o);
}

int main(void)
{
    /* What only linking finds is a link error (glslangValidator's exit 3);
     * what the checker finds in a source is not. */
    CHECK_EQ_INT(first_error_flags("#version 450\nvoid f() {}\n"), GLSPV_DIAGNOSTIC_LINK);
    CHECK_EQ_INT(first_error_flags("#version 450\nvoid f();\nvoid main() { f(); }\n"), GLSPV_DIAGNOSTIC_LINK);
    CHECK_EQ_INT(first_error_flags("#version 450\nint f(int n) { return n > 0 ? f(n - 1) : 0; }\n"
                                   "void main() { gl_Position = vec4(f(2)); }\n"),
                 GLSPV_DIAGNOSTIC_LINK);
    CHECK_EQ_INT(first_error_flags("#version 450\nvoid main() { vec3 v = vec4(1); }\n"), 0);
    CHECK_EQ_INT(first_error_flags("#version 450\nvoid main() {}\nvoid main() {}\n"), 0);
    client();
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
