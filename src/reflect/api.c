/* glspv_reflect: read the module into the model, print it, and copy its
 * structs (structs.c, pack.c) into the result's block. The module is
 * not validated first: SPIRV-Cross reflects what it can read, and modules
 * from older producers that a strict validator refuses (glslang's compute
 * derivatives without their mode, say) still have bindings to report. */
#include "reflect/reflect.h"

typedef struct ReflectCall {
    const uint32_t *words;
    size_t count;
} ReflectCall;

static void write_structs(const void *structs, void *block)
{
    reflect_pack(structs, block);
}

static glspv_status reflect_body(Ctx *ctx, void *data, EntryOut *out)
{
    const ReflectCall *call = data;
    Reflect r;
    glspv_status s = reflect_read(&r, ctx, call->words, call->count);
    if (s != GLSPV_OK)
        return s;
    Str json = {0};
    reflect_cross_json(&r, &json);
    glspv_reflection *structs = reflect_structs(&r);
    out->text = json.data;
    out->text_len = json.len;
    out->extra_size = reflect_pack(structs, NULL);
    out->write_extra = write_structs;
    out->extra_from = structs;
    return GLSPV_OK;
}

glspv_status glspv_reflect_with(const glspv_allocator *allocator, const uint32_t *words, size_t count,
                                glspv_result **result)
{
    if (!result)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    *result = NULL;
    if (!words && count)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    ReflectCall call = {words, count};
    return ctx_run(allocator, reflect_body, &call, result);
}

const glspv_reflection *glspv_result_reflection(const glspv_result *result)
{
    return result_extra(result);
}

glspv_status glspv_reflect(const uint32_t *words, size_t count, glspv_result **result)
{
    return glspv_reflect_with(NULL, words, count, result);
}
