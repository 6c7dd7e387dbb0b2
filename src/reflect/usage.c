/* Reflection: static use. Which global variables each entry point uses,
 * as the functions it reaches name them. While the model is read
 * (model.c), each function's instructions are noted here: the global
 * variables among their id operands, and the functions they call. An entry
 * point's use is then the union over the functions reachable from it,
 * each visited once, so a module with a call cycle or a deep call chain
 * costs no more than its size. */
#include "reflect/reflect.h"

static int is_global_variable(const Reflect *r, uint32_t id)
{
    const SpvInst *v = reflect_def(r, id);
    return v && v->opcode == SpvOpVariable && reflect_word(v, 2) != SpvStorageClassFunction;
}

void reflect_note_use(Reflect *r, const SpvInst *in)
{
    if (in->opcode == SpvOpFunction) {
        ReflectFunction f = {0};
        f.id = in->result_id;
        vec_push(r->a, &r->functions, f);
        if (f.id && !u32map_get(&r->function_index, f.id, NULL))
            u32map_put(r->a, &r->function_index, f.id, r->functions.len);
        return;
    }
    if (!r->functions.len)
        return;
    ReflectFunction *f = &r->functions.data[r->functions.len - 1];
    if (in->opcode == SpvOpFunctionCall) {
        uint32_t callee = reflect_word(in, 2);
        vec_push(r->a, &f->calls, callee);
    }
    /* Globals are all declared before the first function, so the model
     * already knows which ids are variables. */
    for (uint16_t k = 0; k < in->operand_count; k++) {
        const SpvOperand *op = &in->operands[k];
        if (op->kind != SPV_KIND_IdRef)
            continue;
        uint32_t id = in->words[op->offset];
        if (is_global_variable(r, id))
            vec_push(r->a, &f->vars, id);
    }
}

void reflect_static_use(Reflect *r, uint32_t fn, U32Map *used)
{
    U32Map seen = {0};
    VEC(uint32_t) work = {0};
    vec_push(r->a, &work, fn);
    u32map_put(r->a, &seen, fn, 1);
    while (work.len) {
        uint32_t at, id = work.data[--work.len];
        if (!u32map_get(&r->function_index, id, &at))
            continue;
        const ReflectFunction *f = &r->functions.data[at - 1];
        for (uint32_t i = 0; i < f->vars.len; i++)
            u32map_put(r->a, used, f->vars.data[i], 1);
        for (uint32_t i = 0; i < f->calls.len; i++) {
            if (u32map_get(&seen, f->calls.data[i], NULL))
                continue;
            u32map_put(r->a, &seen, f->calls.data[i], 1);
            vec_push(r->a, &work, f->calls.data[i]);
        }
    }
}
