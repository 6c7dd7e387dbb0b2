/* glspv-reflect --format=c (reflect_header.c): a module's reflection as a C
 * header of enums, for code generators and engines that build pipeline
 * layouts at compile time. */
#ifndef GLSPV_TOOLS_REFLECT_HEADER_H
#define GLSPV_TOOLS_REFLECT_HEADER_H

#include <stdio.h>

#include "glspv.h"

/* The C identifier form of `name`: upper case, every character that is not
 * a letter or digit an '_', '_' first when it would start with a digit;
 * "SHADER" for an empty name. Writes at most `size` bytes with the NUL. */
void header_identifier(const char *name, char *out, size_t size);

/* Writes the header for `R` to `out`, every name starting with `prefix`
 * (already an identifier) and `source` (a file name or "<stdin>") named
 * in its first comment. */
void write_reflect_header(FILE *out, const glspv_reflection *R, const char *prefix, const char *source);

#endif
