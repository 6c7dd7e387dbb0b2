/* A program built against an installed glspv (tests/layer/install.sh builds
 * it with pkg-config and with CMake): compiles a compute shader through the
 * public header and prints what it got. */
#include <stdio.h>
#include <string.h>

#include <glspv.h>

int main(void)
{
    static const char src[] = "#version 450\n"
                              "layout(local_size_x = 1) in;\n"
                              "layout(std430, binding = 0) buffer B { uint v[]; };\n"
                              "void main() { v[0] = 42u; }\n";
    glspv_options *options = NULL;
    glspv_result *result = NULL;
    if (glspv_options_create(&options) != GLSPV_OK)
        return 1;
    glspv_status st = glspv_compile(options, GLSPV_STAGE_COMPUTE, src, strlen(src), "app.comp", &result);
    size_t count = 0;
    const uint32_t *words = glspv_result_words(result, &count);
    int ok = st == GLSPV_OK && words && count > 5 && words[0] == 0x07230203;
    printf("glspv %s: %s, %zu words\n", glspv_version_string(), glspv_status_string(st), count);
    glspv_result_destroy(result);
    glspv_options_destroy(options);
    return ok ? 0 : 1;
}
