/* Fuzz target: glspv_reflect (glspv-reflect). The words are reflected as
 * they are, never validated first (reflection reads any decodable module),
 * so every lookup of the model must hold on a module whose ids name the
 * wrong kinds of thing, whose types nest oddly or whose structs are empty.
 * The whole input is the words. Every array and string of the reflection
 * structs is read, so that a pointer out of the result's block shows up
 * under the sanitizers. */
#include "fuzz.h"

static volatile size_t sink;

static void touch_type(const glspv_reflect_type *t)
{
    if (!t)
        return;
    sink += strlen(t->name) + strlen(t->image.format_name);
    for (uint32_t i = 0; i < t->array_dim_count; i++)
        sink += t->array_dims[i];
    for (uint32_t i = 0; i < t->member_count; i++)
        sink += strlen(t->members[i].name) + (t->members[i].type ? t->members[i].type->kind : 0);
    sink += t->pointee ? t->pointee->kind : 0;
}

static void touch_variables(const glspv_reflect_variable *v, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        sink += strlen(v[i].name) + (v[i].type ? v[i].type->kind : 0);
}

static void touch_reflection(const glspv_reflection *R)
{
    if (!R)
        return;
    for (uint32_t i = 0; i < R->type_count; i++)
        touch_type(&R->types[i]);
    for (uint32_t i = 0; i < R->binding_count; i++)
        sink += strlen(R->bindings[i].name) + strlen(R->bindings[i].block_name) +
                (R->bindings[i].type ? R->bindings[i].type->kind : 0);
    for (uint32_t i = 0; i < R->push_constant_count; i++)
        sink += strlen(R->push_constants[i].name);
    for (uint32_t i = 0; i < R->spec_constant_count; i++)
        sink += strlen(R->spec_constants[i].name);
    for (uint32_t i = 0; i < R->entry_point_count; i++) {
        const glspv_reflect_entry_point *e = &R->entry_points[i];
        sink += strlen(e->name);
        for (uint32_t k = 0; k < e->mode_count; k++)
            for (uint32_t w = 0; w < e->modes[k].operand_count; w++)
                sink += e->modes[k].operands[w];
        touch_variables(e->inputs, e->input_count);
        touch_variables(e->outputs, e->output_count);
        for (uint32_t k = 0; k < e->used_variable_count; k++)
            sink += e->used_variables[k];
        for (uint32_t k = 0; k < e->used_binding_count; k++)
            sink += R->bindings[e->used_bindings[k]].binding;
        for (uint32_t k = 0; k < e->used_push_constant_count; k++)
            sink += R->push_constants[e->used_push_constants[k]].size;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t n = 0;
    uint32_t *words = fuzz_words(data, size, &n);
    if (!words)
        return 0;
    glspv_result *r = NULL;
    glspv_status s = glspv_reflect(words, n, &r);
    fuzz_touch_result(r);
    touch_reflection(glspv_result_reflection(r));
    fuzz_expect_clean(s, r);
    glspv_result_destroy(r);
    free(words);
    return 0;
}
