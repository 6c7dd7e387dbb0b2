/* Reflection: static use. Which global variables each entry point uses,
 * as the functions it reaches name them. While the model is read
 * (model.c), each function's instructions are noted here: the global
 * variables among their id operands, and the functions they call. An entry
 * point's use is then the union over the functions reachable from it,
 * each visited once, so a module with a call cycle or a deep call chain
 * costs no more than its size. The order of first use is kept, a callee's
 * uses where it is first called: glslang's reflection lists resources in
 * it. */
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
        ReflectUse call = {reflect_word(in, 2), 1};
        vec_push(r->a, &f->uses, call);
    }
    /* Globals are all declared before the first function, so the model
     * already knows which ids are variables. A variable named again right
     * after itself is noted once. */
    for (uint16_t k = 0; k < in->operand_count; k++) {
        const SpvOperand *op = &in->operands[k];
        if (op->kind != SPV_KIND_IdRef)
            continue;
        uint32_t id = in->words[op->offset];
        if (!is_global_variable(r, id))
            continue;
        if (f->uses.len && f->uses.data[f->uses.len - 1].id == id && !f->uses.data[f->uses.len - 1].is_call)
            continue;
        ReflectUse use = {id, 0};
        vec_push(r->a, &f->uses, use);
    }
}

/* Where the walk stands in one function: a stack of these instead of
 * recursion, so that a deep call chain needs no deep C stack. */
typedef struct Frame {
    const ReflectFunction *f;
    uint32_t next; /* index into f->uses */
} Frame;

void reflect_static_use(Reflect *r, uint32_t fn, U32Map *used, uint32_t *count, uint32_t **ids)
{
    U32Map seen_fn = {0}, seen_var = {0};
    VEC(Frame) stack = {0};
    VEC(uint32_t) out = {0};
    uint32_t at;
    u32map_put(r->a, &seen_fn, fn, 1);
    if (u32map_get(&r->function_index, fn, &at)) {
        Frame first = {&r->functions.data[at - 1], 0};
        vec_push(r->a, &stack, first);
    }
    while (stack.len) {
        Frame *top = &stack.data[stack.len - 1];
        if (top->next == top->f->uses.len) {
            stack.len--;
            continue;
        }
        ReflectUse use = top->f->uses.data[top->next++];
        if (use.is_call) {
            /* The callee's uses come where it is first called. */
            if (u32map_get(&seen_fn, use.id, NULL))
                continue;
            u32map_put(r->a, &seen_fn, use.id, 1);
            if (u32map_get(&r->function_index, use.id, &at)) {
                Frame callee = {&r->functions.data[at - 1], 0};
                vec_push(r->a, &stack, callee);
            }
        } else if (!u32map_get(&seen_var, use.id, NULL)) {
            u32map_put(r->a, &seen_var, use.id, 1);
            vec_push(r->a, &out, use.id);
            if (used)
                u32map_put(r->a, used, use.id, 1);
        }
    }
    *count = out.len;
    *ids = out.data;
}
