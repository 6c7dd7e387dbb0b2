/* glspv's glslangValidator personality: `glspv-glslang ...` (a link to
 * glspv) or `glspv --compat=glslang ...` takes glslangValidator's options
 * and speaks its language (man/glspv-glslang.1):
 *
 *   - `-V` (or `-G`, or `--target-env vulkan1.X|opengl`) compiles to SPIR-V;
 *     without them the inputs are only checked and nothing is written.
 *   - The stage comes from `-S <stage>` (short names only) or each file's
 *     extension (x.comp, x.comp.glsl); the output goes to `-o <file>` or
 *     `<stage>.spv`.
 *   - Every message goes to standard output, each input's name first
 *     (unless --quiet), then `ERROR: file:line: message` lines and
 *     `ERROR: N compilation errors.  No code generated.`. Usage errors go to
 *     standard error as `<prog>: Error: ... (use -h for usage)`.
 *   - Exit status: 0 ok, 1 usage or I/O error (and -h, as glslangValidator),
 *     2 compile error, 3 link error (GLSPV_DIAGNOSTIC_LINK messages, printed
 *     `ERROR: Linking vertex stage: message`, and the stages' interfaces
 *     checked against each other, glslang_link.c).
 *
 * Several inputs of one stage are linked into one module
 * (glspv_compile_linked). Differences from glslangValidator: `-o` with
 * inputs of several stages is an error instead of each stage overwriting
 * the file; `-q` prints the reflection text of each stage's module
 * (glslang_reflect.c, which lists how it differs from glslang's);
 * `--target-env=X` is accepted as well as `--target-env X`.
 *
 * tools/glspv.c hands its command line to glslang_main. */
#ifndef GLSPV_TOOLS_GLSLANG_CLI_H
#define GLSPV_TOOLS_GLSLANG_CLI_H

#include "glspv.h"

/* The whole personality: returns the exit status. `prog` names the program
 * in messages; argv holds the arguments only (argv[0] and --compat=glslang
 * already skipped). */
int glslang_main(const char *prog, int argc, char **argv);

/* glslang_reflect.c: prints (stdout) glslangValidator -q's reflection text
 * of the module `result` holds (a glspv_reflect result). */
void glslang_print_reflection(const glspv_result *result);

/* glslang_link.c: glslang's name of a stage in link messages ("vertex",
 * "tessellation control" ...). */
const char *glslang_stage_name(int stage);

/* glslang_link.c: each stage's outputs against the next stage's inputs;
 * stages[s] is stage s's reflection (NULL when absent), for every stage up
 * to GLSPV_STAGE_MESH. Prints glslangValidator's messages; returns how many. */
int glslang_check_stage_interfaces(const glspv_reflection *const *stages);

#endif
