/* Resource limits as text (resource_text.c): what glslc's -flimit= and
 * -flimit-file take and --show-limits prints, and glslangValidator's
 * configuration files and -c: "Name value" pairs separated by white space. */
#ifndef GLSPV_TOOLS_RESOURCE_TEXT_H
#define GLSPV_TOOLS_RESOURCE_TEXT_H

#include <stddef.h>
#include <stdio.h>

#include "glspv.h"

/* Sets each limit `text` names on `o`. Returns 1, or 0 with glslc's words
 * for what is wrong in `why` ("invalid resource limit: Bogus"). With `warn`,
 * an unknown name is a warning there instead (glslangValidator's), and its
 * value is skipped. */
int parse_resource_text(glspv_options *o, const char *text, FILE *warn, char *why, size_t why_size);

/* Prints every limit in force on `o`, one "Name value" line each, glslc's
 * (the 83 it knows) or all of them. */
void print_resource_limits(const glspv_options *o, int glslc_only);

#endif
