/* glspv_reflect: read the module into the model, print it, and copy its
 * structs (structs.c, pack.c) into the result's block. The module is
 * not validated first: SPIRV-Cross reflects what it can read, and modules
 * from older producers that a strict validator refuses (glslang's compute
 * derivatives without their mode, say) still have bindings to report. */
#include "reflect/reflect.h"

glspv_status glspv_reflect_with(const glspv_allocator *allocator, const uint32_t *words, size_t count,
                                glspv_result **result)
{
    if (!result)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    *result = NULL;
    if (!words && count)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    glspv_status s;
    Ctx ctx;
    ctx_init(&ctx, allocator);
    if (setjmp(ctx.fail)) {
        s = ctx.fail_status;
        ctx.diags.len = 0;
        *result = result_create(&ctx, s, NULL, 0, NULL, 0);
        ctx_free(&ctx);
        return *result ? s : GLSPV_ERROR_OUT_OF_MEMORY;
    }
    Reflect r;
    s = reflect_read(&r, &ctx, words, count);
    Str json = {0};
    glspv_reflection *structs = NULL;
    size_t size = 0;
    if (s == GLSPV_OK) {
        reflect_cross_json(&r, &json);
        structs = reflect_structs(&r);
        size = reflect_pack(structs, NULL);
    }
    void *block = NULL;
    *result = result_create_extra(&ctx, s, NULL, 0, s == GLSPV_OK ? json.data : NULL, s == GLSPV_OK ? json.len : 0,
                                  size, &block);
    if (*result && structs)
        reflect_pack(structs, block);
    ctx_free(&ctx);
    return *result ? s : GLSPV_ERROR_OUT_OF_MEMORY;
}

const glspv_reflection *glspv_result_reflection(const glspv_result *result)
{
    return result_extra(result);
}

glspv_status glspv_reflect(const uint32_t *words, size_t count, glspv_result **result)
{
    return glspv_reflect_with(NULL, words, count, result);
}
