/* Reading a whole input file or stream, shared by the command-line tools
 * (read_all.c). */
#ifndef GLSPV_TOOLS_READ_ALL_H
#define GLSPV_TOOLS_READ_ALL_H

#include <stddef.h>
#include <stdio.h>

/* All of `f` in a malloc'd buffer with a NUL after it (not counted in
 * *size); NULL on a read error or when memory runs out. Reading stops past
 * `max` bytes (*size is then max + 1), so that a file over a limit is
 * refused without reading it all. */
char *read_some(FILE *f, size_t *size, size_t max);

/* read_some without a limit. */
char *read_all(FILE *f, size_t *size);

#endif
