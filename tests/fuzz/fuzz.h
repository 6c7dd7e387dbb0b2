/* What the fuzz harnesses of tests/fuzz/ share.
 *
 * Each harness NAME.c defines LLVMFuzzerTestOneInput. Built with clang's
 * -fsanitize=fuzzer it is a libFuzzer program (make fuzz); built with main.c
 * it is a plain program that runs the inputs it is given as files or folders
 * (make check runs it over tests/fuzz/regress/NAME/). tests/fuzz/README.md
 * describes the input format of each.
 *
 * The GLSL harnesses read a small header before the source, so that the
 * fuzzer explores stages, targets and options as it explores the text:
 *
 *   byte 0  the stage (modulo the 14 stages: vertex ... callable)
 *   byte 1  the target environment (modulo the 17 of glspv_target_env)
 *   byte 2  option flags: GLSPV_FLAG_* bits 0-3 and 5-7 (bit 4, the AST
 *           dump, asks glspv_parse to dump the tree where a harness parses)
 *   byte 3  the version assumed: bits 0-1 none / forced 450 core / default
 *           310 es / forced 460 core; bit 2 GLSPV_FLAG_DEBUG_INFO_SHADER
 *           (-gV), bit 3 GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE (-gVS), bit 4
 *           GLSPV_FLAG_NAN_CLAMP, bit 5 GLSPV_FLAG_AUTO_COMBINED_IMAGE_SAMPLER
 *
 * The rest is split at every FUZZ_SEPARATOR line: the first part is the
 * source, and `#include "N"` (any name) resolves to another part. */
#ifndef GLSPV_FUZZ_H
#define GLSPV_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_HEADER 4
#define FUZZ_MAX_PARTS 8
#define FUZZ_SEPARATOR "\n//--\n"
#define FUZZ_STAGES 14
#define FUZZ_ENVS 17

typedef struct FuzzPart {
    const char *text;
    size_t length;
} FuzzPart;

/* The harness's view of one GLSL input. */
typedef struct FuzzGlsl {
    glspv_stage stage;
    glspv_target_env env;
    uint32_t flags;
    int dump_ast;
    int version_mode;
    FuzzPart parts[FUZZ_MAX_PARTS];
    size_t n_parts;
} FuzzGlsl;

static inline const char *fuzz_find(const char *p, const char *end, const char *needle)
{
    size_t n = strlen(needle);
    for (; (size_t)(end - p) >= n; p++)
        if (memcmp(p, needle, n) == 0)
            return p;
    return NULL;
}

/* Splits the text after the header into at most FUZZ_MAX_PARTS parts; the
 * last part keeps any further separators. */
static inline void fuzz_split(FuzzGlsl *in, const char *text, size_t size)
{
    const char *end = text + size;
    in->n_parts = 0;
    while (in->n_parts < FUZZ_MAX_PARTS - 1) {
        const char *sep = fuzz_find(text, end, FUZZ_SEPARATOR);
        if (!sep)
            break;
        in->parts[in->n_parts++] = (FuzzPart){text, (size_t)(sep - text)};
        text = sep + strlen(FUZZ_SEPARATOR);
    }
    in->parts[in->n_parts++] = (FuzzPart){text, (size_t)(end - text)};
}

/* False when the input is too short to hold the header. */
static inline int fuzz_read_glsl(FuzzGlsl *in, const uint8_t *data, size_t size)
{
    if (size < FUZZ_HEADER)
        return 0;
    in->stage = (glspv_stage)(data[0] % FUZZ_STAGES);
    in->env = (glspv_target_env)(data[1] % FUZZ_ENVS);
    in->flags = data[2] & ~(uint32_t)GLSPV_FLAG_DUMP_AST;
    in->dump_ast = (data[2] & GLSPV_FLAG_DUMP_AST) != 0;
    in->version_mode = data[3] & 3;
    if (data[3] & 4)
        in->flags |= GLSPV_FLAG_DEBUG_INFO_SHADER;
    if (data[3] & 8)
        in->flags |= GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE;
    if (data[3] & 16)
        in->flags |= GLSPV_FLAG_NAN_CLAMP;
    if (data[3] & 32)
        in->flags |= GLSPV_FLAG_AUTO_COMBINED_IMAGE_SAMPLER;
    fuzz_split(in, (const char *)data + FUZZ_HEADER, size - FUZZ_HEADER);
    return 1;
}

/* Any include name resolves to a part other than the first: "N" to part N,
 * any other name to one chosen by its bytes. No part to give: an error. */
static inline int fuzz_resolve(void *user, const char *requested, int is_system, const char *requesting,
                               size_t depth, const char **content, size_t *content_length,
                               const char **resolved_name, void **release_data)
{
    const FuzzGlsl *in = user;
    (void)is_system, (void)requesting, (void)depth;
    *release_data = NULL;
    if (in->n_parts < 2) {
        *content = "no such file";
        *content_length = strlen(*content);
        return 1;
    }
    size_t pick = 0;
    for (const char *c = requested; *c; c++)
        pick = pick * 31 + (unsigned char)*c;
    char *end;
    unsigned long n = strtoul(requested, &end, 10);
    size_t index = (*requested && !*end && n > 0 && n < in->n_parts) ? n : 1 + pick % (in->n_parts - 1);
    *content = in->parts[index].text;
    *content_length = in->parts[index].length;
    static const char *const names[FUZZ_MAX_PARTS] = {"part0", "part1", "part2", "part3",
                                                       "part4", "part5", "part6", "part7"};
    *resolved_name = names[index];
    return 0;
}

static inline void fuzz_release(void *user, void *release_data)
{
    (void)user, (void)release_data;
}

/* Options for one input; NULL when even they cannot be made. */
static inline glspv_options *fuzz_options(FuzzGlsl *in)
{
    glspv_options *o = NULL;
    if (glspv_options_create(&o) != GLSPV_OK)
        return NULL;
    glspv_options_set_target_env(o, in->env);
    glspv_options_set_flags(o, in->flags);
    glspv_options_set_include_callbacks(o, fuzz_resolve, fuzz_release, in);
    glspv_options_add_macro(o, "FUZZ", "1");
    if (in->version_mode == 1)
        glspv_options_set_forced_version(o, 450, GLSPV_PROFILE_CORE);
    else if (in->version_mode == 2)
        glspv_options_set_default_version(o, 310, GLSPV_PROFILE_ES);
    else if (in->version_mode == 3)
        glspv_options_set_forced_version(o, 460, GLSPV_PROFILE_CORE);
    return o;
}

/* Reads every part of a result, so that a broken one shows under ASan. */
static inline void fuzz_touch_result(const glspv_result *r)
{
    size_t n = 0;
    volatile uint32_t sum = 0;
    const uint32_t *words = glspv_result_words(r, &n);
    for (size_t i = 0; i < n; i++)
        sum += words[i];
    size_t length = 0;
    const char *text = glspv_result_text(r, &length);
    if (text)
        sum += (uint32_t)strlen(text) + (uint32_t)length;
    sum += (uint32_t)strlen(glspv_result_log(r));
    size_t count = glspv_result_diagnostic_count(r);
    for (size_t i = 0; i < count; i++) {
        const glspv_diagnostic *d = glspv_result_diagnostic(r, i);
        sum += (uint32_t)strlen(d->message) + d->line + (d->file ? (uint32_t)strlen(d->file) : 0);
    }
    for (size_t i = 0; i < glspv_result_dependency_count(r); i++)
        sum += (uint32_t)strlen(glspv_result_dependency(r, i));
    (void)sum;
}

/* What every call must give, whatever the input: never an internal error
 * (as a status or a message), and no failure without an error message saying
 * why (out of memory aside).
 * Anything else is a finding: abort() so that both builds report it. */
static inline void fuzz_expect_clean(glspv_status s, const glspv_result *r)
{
    for (size_t i = 0; i < glspv_result_diagnostic_count(r); i++) {
        const char *m = glspv_result_diagnostic(r, i)->message;
        if (strncmp(m, "internal error", 14) == 0) {
            fprintf(stderr, "fuzz: a message that says so: %s\n", m);
            abort();
        }
    }
    if (s == GLSPV_OK || s == GLSPV_ERROR_OUT_OF_MEMORY)
        return;
    if (s == GLSPV_ERROR_INTERNAL) {
        fprintf(stderr, "fuzz: GLSPV_ERROR_INTERNAL: %s\n", glspv_result_log(r));
        abort();
    }
    for (size_t i = 0; i < glspv_result_diagnostic_count(r); i++)
        if (glspv_result_diagnostic(r, i)->severity == GLSPV_SEVERITY_ERROR)
            return;
    fprintf(stderr, "fuzz: status %d (%s) without an error message\n", s, glspv_status_string(s));
    abort();
}

/* One front-end call (glspv_compile, glspv_check, glspv_preprocess,
 * glspv_parse: they share a signature) on the input's first part, its
 * result read through and held to fuzz_expect_clean. */
typedef glspv_status (*FuzzFrontEnd)(const glspv_options *, glspv_stage, const char *, size_t, const char *,
                                     glspv_result **);
static inline void fuzz_front_end(FuzzFrontEnd call, const glspv_options *o, const FuzzGlsl *in)
{
    glspv_result *r = NULL;
    glspv_status s = call(o, in->stage, in->parts[0].text, in->parts[0].length, "fuzz.glsl", &r);
    fuzz_touch_result(r);
    fuzz_expect_clean(s, r);
    glspv_result_destroy(r);
}

/* The words of a binary input, copied so they are aligned; the caller frees. */
static inline uint32_t *fuzz_words(const uint8_t *data, size_t size, size_t *count)
{
    *count = size / 4;
    uint32_t *words = malloc(*count ? *count * 4 : 1);
    if (words && *count)
        memcpy(words, data, *count * 4);
    return words;
}

#endif
