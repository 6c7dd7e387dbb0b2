/* The emitter, part 6: GL_EXT_spirv_intrinsics. Requirements, decorations
 * (string ones as SPV_GOOGLE_decorate_string below SPIR-V 1.4), types,
 * storage classes, execution modes merged with the compiler's own, and
 * calls that are one instruction. The numbers are the user's; what SPIR-V
 * asks for around them (versions, the extensions of string decorations) is
 * ours to get right. */
#include <stdlib.h>
#include <string.h>

#include "glsl/emit/emit.h"
#include "spirv/grammar.h"

static uint32_t type_id(Emitter *e, const Type *t)
{
    return emit_type(e, t, LAYOUT_NONE);
}

void emit_spirv_reqs(Emitter *e, const SpirvReqs *r)
{
    if (!r)
        return;
    for (uint32_t i = 0; i < r->extension_count; i++)
        spv_require_extension(&e->b, r->extensions[i]);
    for (uint32_t i = 0; i < r->capability_count; i++)
        spv_require_capability(&e->b, r->capabilities[i]);
}

/* The id of an <id> operand: a constant (front-end or specialization) or a
 * variable. */
static uint32_t operand_id(Emitter *e, Node *n)
{
    if (n->kind == ND_IDENT && n->sym && !n->cval && !n->spec) {
        Symbol *s = n->sym;
        return s->is_global ? emit_global(e, s) : s->id;
    }
    return emit_expr(e, n);
}

/* Appends the words of operands to `w`. */
static void put_operands(Emitter *e, SpvWords *w, const SpirvOperand *ops, uint32_t count)
{
    for (uint32_t i = 0; i < count; i++) {
        const SpirvOperand *o = &ops[i];
        switch (o->kind) {
        case SPIRV_LITERAL: vec_push(e->a, w, o->word); break;
        case SPIRV_STRING: spv_string(&e->b, w, o->string); break;
        case SPIRV_ID: vec_push(e->a, w, operand_id(e, o->expr)); break;
        case SPIRV_TYPE: vec_push(e->a, w, type_id(e, o->type)); break;
        }
    }
}

/* The decoration of (target, member) that excludes `decoration`: a matrix is
 * row- or column-major. 0 for none. */
static uint32_t excluding_decoration(uint32_t decoration)
{
    return decoration == SpvDecorationRowMajor ? SpvDecorationColMajor
           : decoration == SpvDecorationColMajor ? SpvDecorationRowMajor : 0;
}

/* The words of an OpDecorate or OpMemberDecorate already in the module for
 * (target, member) with `decoration` (or one that excludes it), from its
 * decoration on; NULL when there is none. */
static const uint32_t *decorated_already(Emitter *e, uint32_t target, int member, uint32_t decoration,
                                         size_t *len)
{
    const SpvWords *sec = &e->b.sections[SEC_ANNOTATION];
    uint32_t other = excluding_decoration(decoration);
    for (size_t at = 0; at < sec->len;) {
        uint32_t count = sec->data[at] >> 16, op = sec->data[at] & 0xffff;
        size_t first = member >= 0 ? 3 : 2; /* the decoration's word */
        int ours = op == (member >= 0 ? SpvOpMemberDecorate : SpvOpDecorate) && count > first &&
                   sec->data[at + 1] == target && (member < 0 || sec->data[at + 2] == (uint32_t)member);
        if (ours && (sec->data[at + first] == decoration || (other && sec->data[at + first] == other))) {
            *len = count - first;
            return &sec->data[at + first];
        }
        at += count ? count : 1;
    }
    return NULL;
}

/* A literal decoration the compiler gives (target, member) already, from the
 * GLSL qualifiers or the layout: the same one again is merged; another value
 * (or RowMajor against ColMajor) is an error, since SPIR-V takes one. */
static int merged_with_own(Emitter *e, const SpirvDecoration *d, const SpvWords *w, int member)
{
    size_t first = member >= 0 ? 2 : 1, len = 0;
    if (d->kind != SPIRV_DECORATE)
        return 0;
    const uint32_t *own = decorated_already(e, w->data[0], member, d->decoration, &len);
    if (!own)
        return 0;
    if (len == w->len - first && !memcmp(own, w->data + first, len * sizeof *own))
        return 1;
    const SpvEnumerantInfo *theirs = spv_enumerant_by_value(SPV_KIND_Decoration, own[0]);
    Str given = {0}, had = {0};
    for (size_t i = first + 1; i < w->len; i++)
        str_printf(e->a, &given, ", %u", w->data[i]);
    for (size_t i = 1; i < len; i++)
        str_printf(e->a, &had, " %u", own[i]);
    glsl_error(e->g, d->loc, "spirv_decorate(%u%s) contradicts %s%s, which %s from its GLSL qualifiers or layout: "
               "SPIR-V takes one", d->decoration, given.len ? given.data : "", theirs ? theirs->name : "?",
               had.len ? had.data : "", member >= 0 ? "this member has" : "the declaration has");
    return 1;
}

void emit_spirv_decorations(Emitter *e, uint32_t target, int member, const SpirvDecorations *ds)
{
    for (uint32_t i = 0; ds && i < ds->count; i++) {
        const SpirvDecoration *d = &ds->list[i];
        emit_spirv_reqs(e, &d->reqs);
        SpvWords w = {0};
        vec_push(e->a, &w, target);
        if (member >= 0)
            vec_push(e->a, &w, (uint32_t)member);
        vec_push(e->a, &w, d->decoration);
        put_operands(e, &w, d->operands, d->operand_count);
        if (merged_with_own(e, d, &w, member))
            continue;
        SpvOp op;
        switch (d->kind) {
        case SPIRV_DECORATE:
            op = member >= 0 ? SpvOpMemberDecorate : SpvOpDecorate;
            break;
        case SPIRV_DECORATE_ID:
            /* OpDecorateId is SPIR-V 1.2, or SPV_GOOGLE_hlsl_functionality1
             * when the shader asks for it. */
            if (e->b.version < 0x00010200 && !spv_has_extension(&e->b, "SPV_GOOGLE_hlsl_functionality1")) {
                glsl_error(e->g, d->loc, "spirv_decorate_id makes OpDecorateId, which needs SPIR-V 1.2 (vulkan1.1 "
                           "or later), or extensions = [\"SPV_GOOGLE_hlsl_functionality1\"]");
                return;
            }
            op = SpvOpDecorateId;
            break;
        default:
            /* Below SPIR-V 1.4 these are OpDecorateStringGOOGLE and
             * OpMemberDecorateStringGOOGLE (the same opcodes): the builder
             * adds SPV_GOOGLE_decorate_string, and whatever the decoration
             * itself needs (UserSemantic: SPV_GOOGLE_hlsl_functionality1;
             * UserTypeGOOGLE: SPV_GOOGLE_user_type). */
            op = member >= 0 ? SpvOpMemberDecorateString : SpvOpDecorateString;
            break;
        }
        spv_inst(&e->b, SEC_ANNOTATION, op, w.data, w.len);
    }
}

uint32_t emit_spirv_type(Emitter *e, const Type *t)
{
    const SpirvType *st = t->spirv;
    emit_spirv_reqs(e, &st->reqs);
    SpvWords w = {0};
    put_operands(e, &w, st->operands, st->operand_count);
    /* One id per opcode and operands, so that spirv_type(id = 21, 32, 0) is uint's. */
    uint32_t id = spv_unique(&e->b, (SpvOp)st->opcode, 0, w.data, w.len);
    IntrinsicMade made = {st->opcode, id, st->loc};
    vec_push(e->a, &e->intrinsics, made);
    return id;
}

/* A call of a spirv_instruction function: the instruction, with each
 * argument as its value, its pointer (spirv_by_reference) or a literal
 * word (spirv_literal, with set = too). */
uint32_t emit_spirv_call(Emitter *e, Node *n)
{
    const Symbol *fn = n->sym;
    const SpirvInstruction *si = fn->spirv_instruction;
    const Node *def = fn->decl;
    emit_spirv_reqs(e, &si->reqs);
    SpvWords w = {0};
    uint32_t id = 0;
    int has_result = si->set || fn->type->kind != TY_VOID;
    if (has_result) {
        id = spv_new_id(&e->b);
        vec_push(e->a, &w, type_id(e, fn->type));
        vec_push(e->a, &w, id);
    }
    if (si->set) {
        vec_push(e->a, &w, emit_ext_import(e, si->set));
        vec_push(e->a, &w, si->id);
    }
    for (size_t i = 0; i < n->args.len; i++) {
        Node *a = n->args.data[i];
        uint32_t flags = def && i < def->list.len && def->list.data[i]->type ? def->list.data[i]->type->q->flags : 0;
        if (flags & QF_SPIRV_LITERAL) {
            SpirvOperand lit = {.kind = SPIRV_LITERAL};
            const Type *t = a->ty;
            Scalar v = a->cval ? a->cval->comps[0] : (Scalar){0};
            lit.word = t->kind == TY_FLOAT ? (uint32_t)const_float_bits(32, v.f) : (uint32_t)v.u;
            vec_push(e->a, &w, lit.word);
        } else if (flags & QF_SPIRV_BY_REFERENCE) {
            LValue lv;
            if (!emit_lvalue(e, a, &lv))
                return 0;
            vec_push(e->a, &w, lv.ptr);
        } else {
            vec_push(e->a, &w, emit_expr(e, a));
        }
    }
    emit_op_words(e, si->set ? SpvOpExtInst : (SpvOp)si->id, w.data, w.len);
    IntrinsicMade made = {si->set ? SpvOpExtInst : si->id, id, n->loc};
    vec_push(e->a, &e->intrinsics, made);
    return id;
}

/* ---- the module against the validator ---- */

/* The environment the module is for (0: OpenGL, which is not checked here). */
static glspv_target_env validation_env(const Emitter *e, int *known)
{
    uint32_t vk = e->g->opts->vulkan_version, minor = (vk >> 12) & 0x3ff;
    *known = vk != 0;
    return minor >= 3 ? GLSPV_ENV_VULKAN_1_3 : minor == 2 ? GLSPV_ENV_VULKAN_1_2
           : minor == 1 ? (e->b.version >= 0x00010400 ? GLSPV_ENV_VULKAN_1_1_SPIRV_1_4 : GLSPV_ENV_VULKAN_1_1)
           : GLSPV_ENV_VULKAN_1_0;
}

/* Where an instruction of the module came from: the call or type with its
 * result id, else the first with its opcode, else the first of all. */
static SrcLoc intrinsic_at(const Emitter *e, const uint32_t *in, size_t words_left)
{
    uint32_t op = in[0] & 0xffff, len = in[0] >> 16;
    const SpvInstInfo *info = spv_inst_by_opcode(op);
    uint32_t id = 0;
    if (info && info->has_result && len <= words_left && len > (info->has_type ? 2u : 1u))
        id = in[info->has_type ? 2 : 1];
    for (size_t i = 0; id && i < e->intrinsics.len; i++)
        if (e->intrinsics.data[i].id == id)
            return e->intrinsics.data[i].loc;
    for (size_t i = 0; i < e->intrinsics.len; i++)
        if (e->intrinsics.data[i].opcode == op)
            return e->intrinsics.data[i].loc;
    return e->intrinsics.data[0].loc;
}

/* GL_EXT_spirv_intrinsics names instructions and types by number: the
 * checker matches their operands against the grammar, but what each opcode
 * asks of its types and its place (OpIAdd of ints, a terminator ending its
 * block, a capability for a 16-bit type) only the validator knows. Its
 * first error is the shader's, at the call or type that made the
 * instruction. */
void emit_spirv_validate(Emitter *e, const uint32_t *words, size_t count)
{
    int known;
    glspv_target_env env = validation_env(e, &known);
    glspv_result *r = NULL;
    if (!known || glspv_spirv_validate(words, count, env, 0, &r) != GLSPV_ERROR_VALIDATION) {
        glspv_result_destroy(r);
        return;
    }
    const glspv_diagnostic *d = glspv_result_diagnostic_count(r) ? glspv_result_diagnostic(r, 0) : NULL;
    if (d) {
        size_t at = d->word_offset < count ? d->word_offset : 0;
        SrcLoc loc = at ? intrinsic_at(e, words + at, count - at) : e->intrinsics.data[0].loc;
        glsl_error(e->g, loc, "the SPIR-V that GL_EXT_spirv_intrinsics makes here is invalid: %s", d->message);
    }
    glspv_result_destroy(r);
}

/* ---- execution modes ---- */

static int mode_order(const void *a, const void *b)
{
    const SpirvExecutionMode *x = *(const SpirvExecutionMode *const *)a, *y = *(const SpirvExecutionMode *const *)b;
    return x->mode < y->mode ? -1 : x->mode > y->mode;
}

int emit_spirv_has_mode(const Emitter *e, uint32_t mode)
{
    for (size_t i = 0; i < e->unit->spirv_modes.len; i++)
        if (e->unit->spirv_modes.data[i].mode == mode)
            return 1;
    return 0;
}

/* The shader's spirv_execution_mode(_id) declarations, after the modes the
 * compiler emits, in ascending mode order (glslang's): one the compiler
 * emitted already is dropped when the same, an error when it differs. */
void emit_spirv_modes(Emitter *e)
{
    size_t n = e->unit->spirv_modes.len;
    if (!n)
        return;
    const SpirvExecutionMode **sorted = arena_alloc(e->a, n * sizeof *sorted);
    for (size_t i = 0; i < n; i++)
        sorted[i] = &e->unit->spirv_modes.data[i];
    qsort(sorted, n, sizeof *sorted, mode_order);
    uint32_t entry = e->unit->main->id;
    for (size_t i = 0; i < n; i++) {
        const SpirvExecutionMode *m = sorted[i];
        emit_spirv_reqs(e, &m->reqs);
        SpvWords w = {0};
        vec_push(e->a, &w, entry);
        vec_push(e->a, &w, m->mode);
        put_operands(e, &w, m->operands, m->operand_count);
        if (m->ids && e->b.version < 0x00010200) {
            glsl_error(e->g, m->loc, "spirv_execution_mode_id makes OpExecutionModeId, which needs SPIR-V 1.2 "
                       "(vulkan1.1 or later)");
            continue;
        }
        /* The same mode from the compiler (OriginUpperLeft, LocalSize...). */
        const uint32_t *own = NULL;
        size_t own_len = 0;
        if (emit_find_mode(e, m->mode, &own, &own_len)) {
            if (own_len == w.len - 2 && !memcmp(own, w.data + 2, own_len * sizeof *own))
                continue;
            glsl_error(e->g, m->loc, "execution mode %u contradicts the one the shader's layout qualifiers give",
                       m->mode);
            continue;
        }
        spv_inst(&e->b, SEC_EXECUTION_MODE, m->ids ? SpvOpExecutionModeId : SpvOpExecutionMode, w.data, w.len);
    }
}
