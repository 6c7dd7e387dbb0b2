/* The public preprocessing API: options, stages, include callbacks,
 * dependencies, limits reached through the API. */
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "test.h"

static const char *text_of(glspv_result *r)
{
    const char *t = glspv_result_text(r, NULL);
    return t ? t : "";
}

static void stages(void)
{
    glspv_stage s;
    CHECK(glspv_stage_parse("vertex", &s) == GLSPV_OK && s == GLSPV_STAGE_VERTEX);
    CHECK(glspv_stage_parse("tese", &s) == GLSPV_OK && s == GLSPV_STAGE_TESS_EVALUATION);
    CHECK(glspv_stage_parse("tesscontrol", &s) == GLSPV_OK && s == GLSPV_STAGE_TESS_CONTROL);
    CHECK(glspv_stage_parse("rchit", &s) == GLSPV_OK && s == GLSPV_STAGE_CLOSEST_HIT);
    CHECK(glspv_stage_parse("mesh", &s) == GLSPV_OK && s == GLSPV_STAGE_MESH);
    CHECK(glspv_stage_parse("hull", &s) == GLSPV_ERROR_INVALID_STAGE);
    CHECK(glspv_stage_parse(NULL, &s) == GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_STR(glspv_stage_name(GLSPV_STAGE_CALLABLE), "rcall");
    CHECK_EQ_STR(glspv_stage_name(GLSPV_STAGE_FRAGMENT), "frag");
    CHECK(glspv_stage_name((glspv_stage)99) == NULL);
}

static void options(void)
{
    glspv_options *o = NULL, *c = NULL;
    CHECK(glspv_options_create(&o) == GLSPV_OK);
    CHECK(glspv_options_add_macro(o, "A", "1 + 2") == GLSPV_OK);
    CHECK(glspv_options_add_macro(o, "E", NULL) == GLSPV_OK);
    CHECK(glspv_options_add_macro(o, "1bad", NULL) == GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(glspv_options_undefine_macro(o, "VULKAN") == GLSPV_OK);
    CHECK(glspv_options_set_forced_version(o, 451, GLSPV_PROFILE_CORE) == GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(glspv_options_set_forced_version(o, 310, GLSPV_PROFILE_CORE) == GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(glspv_options_set_default_version(o, 450, GLSPV_PROFILE_CORE) == GLSPV_OK);
    CHECK(glspv_options_clone(o, &c) == GLSPV_OK);
    glspv_options_destroy(o); /* the clone owns its own copies */
    const char src[] = "int a = A; int e = E 0;\n#ifdef VULKAN\nvk\n#endif\nint v = __VERSION__;";
    glspv_result *r = NULL;
    CHECK(glspv_preprocess(c, GLSPV_STAGE_VERTEX, src, sizeof src - 1, "x.vert", &r) == GLSPV_OK);
    CHECK_EQ_STR(text_of(r), "int a = 1 + 2;int e = 0;\n\n\n\nint v = 450;\n");
    glspv_result_destroy(r);
    glspv_options_destroy(c);
    glspv_options_destroy(NULL);
}

/* An in-memory file system for the include callback. */
static int released;

static int resolve(void *user, const char *requested, int is_system, const char *requesting, size_t depth,
                   const char **content, size_t *length, const char **name, void **release_data)
{
    (void)user;
    (void)requesting;
    (void)depth;
    if (!strcmp(requested, "a.h") && !is_system) {
        char *text = malloc(32);
        strcpy(text, "int from_a;\n#include <b.h>\n");
        *content = text;
        *length = strlen(text);
        *name = "virtual/a.h";
        *release_data = text;
        return 0;
    }
    if (!strcmp(requested, "b.h") && is_system) {
        *content = "int from_b;";
        *length = 11;
        *name = "virtual/b.h";
        *release_data = NULL;
        return 0;
    }
    *content = "no such file here";
    *release_data = NULL;
    return 1;
}

static void release(void *user, void *data)
{
    (void)user;
    released++;
    free(data);
}

static void includes(void)
{
    glspv_options *o = NULL;
    glspv_options_create(&o);
    glspv_options_set_include_callbacks(o, resolve, release, NULL);
    const char src[] = "#version 450\n#include \"a.h\"\nint main_;\n";
    glspv_result *r = NULL;
    CHECK(glspv_preprocess(o, GLSPV_STAGE_FRAGMENT, src, sizeof src - 1, "m.frag", &r) == GLSPV_OK);
    CHECK_EQ_INT(released, 2);
    CHECK_EQ_INT(glspv_result_dependency_count(r), 2);
    CHECK_EQ_STR(glspv_result_dependency(r, 0), "virtual/a.h");
    CHECK_EQ_STR(glspv_result_dependency(r, 1), "virtual/b.h");
    CHECK(strstr(text_of(r), "int from_a;") && strstr(text_of(r), "int from_b;"));
    glspv_result_destroy(r);

    const char bad[] = "#version 450\n#include \"zzz.h\"\n";
    CHECK(glspv_preprocess(o, GLSPV_STAGE_FRAGMENT, bad, sizeof bad - 1, "m.frag", &r) == GLSPV_ERROR_COMPILE);
    CHECK_EQ_STR(glspv_result_log(r), "m.frag:2: error: cannot include 'zzz.h': no such file here\n");
    glspv_result_destroy(r);

    /* glslang's rule: #include needs the extension. */
    glspv_options_set_flags(o, GLSPV_FLAG_INCLUDES_NEED_EXTENSION);
    CHECK(glspv_preprocess(o, GLSPV_STAGE_FRAGMENT, src, sizeof src - 1, "m.frag", &r) == GLSPV_ERROR_COMPILE);
    CHECK(strstr(glspv_result_log(r), "GL_GOOGLE_include_directive") != NULL);
    glspv_result_destroy(r);
    glspv_options_destroy(o);
}

static void diagnostics(void)
{
    const char src[] = "#version 450\n#extension GL_NOPE : enable\n#error stop\n";
    glspv_result *r = NULL;
    CHECK(glspv_preprocess(NULL, GLSPV_STAGE_INFER, src, sizeof src - 1, "d.vert", &r) == GLSPV_ERROR_COMPILE);
    CHECK_EQ_INT(glspv_result_diagnostic_count(r), 2);
    const glspv_diagnostic *d = glspv_result_diagnostic(r, 1);
    CHECK(d && d->severity == GLSPV_SEVERITY_ERROR && d->line == 3 && d->column == 1);
    CHECK(d && !strcmp(d->file, "d.vert") && !strcmp(d->message, "#error stop"));
    glspv_result_destroy(r);

    glspv_options *o = NULL;
    glspv_options_create(&o);
    glspv_options_set_flags(o, GLSPV_FLAG_WARNINGS_AS_ERRORS | GLSPV_FLAG_SHOW_COLUMN);
    const char warn[] = "#version 450\n  #extension GL_NOPE : enable\n";
    CHECK(glspv_preprocess(o, GLSPV_STAGE_VERTEX, warn, sizeof warn - 1, "w.vert", &r) == GLSPV_ERROR_COMPILE);
    CHECK_EQ_STR(glspv_result_log(r), "w.vert:2:14: error: extension 'GL_NOPE' is not supported\n"
                                      "  #extension GL_NOPE : enable\n"
                                      "             ^\n");
    glspv_result_destroy(r);
    glspv_options_destroy(o);

    /* The error limit stops the run but keeps the messages. */
    char many[2048] = "#version 450\n";
    for (int i = 0; i < 40; i++)
        strcat(many, "#error x\n");
    CHECK(glspv_preprocess(NULL, GLSPV_STAGE_VERTEX, many, strlen(many), "m.vert", &r) == GLSPV_ERROR_COMPILE);
    CHECK_EQ_INT(glspv_result_diagnostic_count(r), 21);
    CHECK_EQ_STR(glspv_result_diagnostic(r, 20)->message, "too many errors, stopping");
    glspv_result_destroy(r);

    CHECK(glspv_preprocess(NULL, GLSPV_STAGE_VERTEX, NULL, 3, "x", &r) == GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(glspv_preprocess(NULL, GLSPV_STAGE_VERTEX, "", 0, "x", NULL) == GLSPV_ERROR_INVALID_ARGUMENT);
}

/* Sources that are not NUL-terminated, and every prefix of a tricky one. */
static void truncated(void)
{
    const char src[] = "#version 450\n#define F(a, b) a ## b /* c */\n#if defined(F) && 1 << 2\nint F(x, 1)"
                       " = \"s\" 0x1Fu 1.5e-3lf;\n#endif\n#line 3 \"q\"\n#include \"nowhere.h\"\n";
    for (size_t n = 0; n <= sizeof src - 1; n++) {
        char *copy = malloc(n ? n : 1);
        memcpy(copy, src, n);
        glspv_result *r = NULL;
        glspv_status st = glspv_preprocess(NULL, GLSPV_STAGE_VERTEX, copy, n, "t.vert", &r);
        CHECK(st == GLSPV_OK || st == GLSPV_ERROR_COMPILE);
        CHECK(r != NULL);
        glspv_result_destroy(r);
        free(copy);
    }
}

/* The lexer hands files over in batches of 4,096 tokens: a directive line
 * longer than a batch, and directives right after a long ordinary line, at
 * every offset around the batch boundary, still work. */
static void batches(void)
{
    for (int lead = 4085; lead <= 4100; lead++) {
        size_t cap = 200000;
        char *src = malloc(cap);
        size_t at = (size_t)sprintf(src, "#version 450\n");
        for (int i = 0; i < lead; i++)
            at += (size_t)sprintf(src + at, "; ");
        at += (size_t)sprintf(src + at, "\n#define LONG");
        for (int i = 0; i < 6000; i++)
            at += (size_t)sprintf(src + at, " +");
        at += (size_t)sprintf(src + at, " 1\n#if 1\nint kept = LONG;\n#else\nint dropped;\n#endif\n");
        glspv_result *r = NULL;
        CHECK(glspv_preprocess(NULL, GLSPV_STAGE_FRAGMENT, src, at, "b.frag", &r) == GLSPV_OK);
        const char *text = text_of(r);
        const char *kept = strstr(text, "int kept = + +");
        CHECK(kept && strstr(kept, "+ + 1;") && !strstr(text, "dropped") && !strstr(text, "#define"));
        glspv_result_destroy(r);
        free(src);
    }
}

int main(void)
{
    stages();
    options();
    includes();
    diagnostics();
    truncated();
    batches();
    return TEST_DONE();
}
