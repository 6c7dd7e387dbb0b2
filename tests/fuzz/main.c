/* The plain-program driver of a fuzz harness: runs LLVMFuzzerTestOneInput
 * once on each file named, and on every file inside each folder named, so
 * the harnesses run under the ordinary sanitizer build (make check runs
 * them over tests/fuzz/regress/TARGET/).
 *
 *   TARGET [-prefix=HEX] [-max_seconds=S] FILE|DIR...
 *
 * -prefix=HEX puts those bytes before every input (a GLSL harness's header,
 * so plain shaders can be run as they are); -max_seconds=S makes an input
 * that takes longer than S seconds of CPU a failure. Other -options (the
 * libFuzzer ones) are ignored, so the same command lines serve both builds.
 * Exits 0 when every input ran within its time, 1 otherwise, 2 on misuse. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "fuzz.h"

typedef struct Driver {
    unsigned char prefix[64];
    size_t prefix_len;
    double max_seconds; /* 0: no limit */
    size_t ran;
    int failed;
} Driver;

/* The whole file after the prefix; NULL on failure. */
static unsigned char *read_input(const Driver *d, const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = d->prefix_len + 4096, len = d->prefix_len;
    unsigned char *buf = malloc(cap);
    if (buf)
        memcpy(buf, d->prefix, d->prefix_len);
    while (buf) {
        if (len == cap) {
            unsigned char *grown = realloc(buf, cap * 2);
            if (!grown) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = grown;
            cap *= 2;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
    }
    fclose(f);
    *size = len;
    return buf;
}

static double cpu_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

static void run_file(Driver *d, const char *path)
{
    size_t size = 0;
    unsigned char *data = read_input(d, path, &size);
    if (!data) {
        fprintf(stderr, "%s: cannot read\n", path);
        d->failed = 1;
        return;
    }
    double start = cpu_seconds();
    LLVMFuzzerTestOneInput(data, size);
    double took = cpu_seconds() - start;
    free(data);
    d->ran++;
    if (d->max_seconds > 0 && took > d->max_seconds) {
        fprintf(stderr, "%s: took %.2fs of CPU (limit %gs)\n", path, took, d->max_seconds);
        d->failed = 1;
    }
}

static int is_folder(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every regular file of the folder, in name order (no recursion). */
static void run_folder(Driver *d, const char *dir)
{
    DIR *dh = opendir(dir);
    if (!dh) {
        fprintf(stderr, "%s: cannot open\n", dir);
        d->failed = 1;
        return;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    for (struct dirent *e; (e = readdir(dh));) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **grown = realloc(names, cap * sizeof *names);
            if (!grown)
                break;
            names = grown;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (!names[n])
            break;
        snprintf(names[n++], len, "%s/%s", dir, e->d_name);
    }
    closedir(dh);
    if (n)
        qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        if (!is_folder(names[i]))
            run_file(d, names[i]);
        free(names[i]);
    }
    free(names);
}

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static int parse_prefix(Driver *d, const char *hex)
{
    size_t len = strlen(hex);
    if (len % 2 || len / 2 > sizeof d->prefix)
        return 0;
    for (size_t i = 0; i < len; i += 2) {
        int hi = hex_value(hex[i]), lo = hex_value(hex[i + 1]);
        if (hi < 0 || lo < 0)
            return 0;
        d->prefix[i / 2] = (unsigned char)(hi * 16 + lo);
    }
    d->prefix_len = len / 2;
    return 1;
}

int main(int argc, char **argv)
{
    Driver d = {{0}, 0, 0, 0, 0};
    int inputs = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "-prefix=", 8) == 0) {
            if (!parse_prefix(&d, a + 8)) {
                fprintf(stderr, "%s: -prefix= takes up to 64 bytes in hexadecimal\n", argv[0]);
                return 2;
            }
        } else if (strncmp(a, "-max_seconds=", 13) == 0) {
            d.max_seconds = atof(a + 13);
        } else if (a[0] == '-') {
            continue;
        } else {
            inputs++;
            if (is_folder(a))
                run_folder(&d, a);
            else
                run_file(&d, a);
        }
    }
    if (!inputs) {
        fprintf(stderr, "usage: %s [-prefix=HEX] [-max_seconds=S] FILE|DIR...\n", argv[0]);
        return 2;
    }
    printf("%s: ran %zu inputs\n", argv[0], d.ran);
    return d.failed;
}
