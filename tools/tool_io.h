/* What the command-line tools share (tool_io.c): reading a whole input
 * file or stream, writing the output, and the options every SPIR-V tool
 * (glspv-as, -dis, -val, -opt) takes as SPIRV-Tools' do. */
#ifndef GLSPV_TOOLS_TOOL_IO_H
#define GLSPV_TOOLS_TOOL_IO_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "glspv.h"

/* All of `f` in a malloc'd buffer with a NUL after it (not counted in
 * *size); NULL on a read error or when memory runs out. Reading stops past
 * `max` bytes (*size is then max + 1), so that a file over a limit is
 * refused without reading it all. */
char *read_some(FILE *f, size_t *size, size_t max);

/* read_some without a limit. */
char *read_all(FILE *f, size_t *size);

/* What a tool names `input` (a path; NULL or "-" is standard input): the
 * whole of it, or NULL after a message on stderr that starts with `tool`. */
char *read_input(const char *tool, const char *input, size_t *size);

/* read_input for a SPIR-V binary: its words (*count of them), or NULL after
 * a message when it cannot be read or is not a whole number of words. */
uint32_t *read_words(const char *tool, const char *input, size_t *count);

/* Writes `size` bytes to `output` ("-": standard output); 0, or 1 after a
 * message. */
int write_output(const char *tool, const char *output, const void *data, size_t size);

/* A call that did not succeed: its messages (the result's text, else its
 * log, else the status) on stderr; the result is destroyed. Returns 1. */
int tool_failed(glspv_result *result, glspv_status status);

/* A SPIR-V tool's command line: what the shared options set. */
typedef struct ToolArgs {
    const char *tool;  /* its name, for messages */
    const char *usage; /* --help prints it */
    int takes_output;  /* -o <file> */
    int takes_env;     /* --target-env <env> (or =<env>) */
    const char *input, *output;
    glspv_target_env env;
    int exit_code; /* when tool_arg ends the run */
} ToolArgs;

/* Takes argv[*i] when it is a shared option (-h, --help, --version, -o,
 * --target-env) or the input file, moving *i past its value: 1. The tool
 * tries its own options first, so anything else starting with '-' is
 * unknown. Returns 0 when the run ends here with t->exit_code (0 after
 * help or the version, 1 after a message on stderr). */
int tool_arg(ToolArgs *t, int argc, char **argv, int *i);

#endif
