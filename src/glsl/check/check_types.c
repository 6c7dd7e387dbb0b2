/* The checker, explicit arithmetic types: which component types built-in
 * functions instantiate for, from the extensions a source enables
 * (GL_EXT_shader_explicit_arithmetic_types and its _int8, _int16, _int32,
 * _int64, _float16, _float32, _float64 parts, GL_ARB_gpu_shader_int64,
 * GL_AMD_gpu_shader_int16, GL_AMD_gpu_shader_half_float). The storage
 * extensions (GL_EXT_shader_8bit_storage, _16bit_storage) bring the types
 * only as members of blocks: they add no family. */
#include "glsl/check/check.h"

static const struct {
    const char *extension;
    uint32_t families;
} type_extensions[] = {
    {"GL_EXT_shader_explicit_arithmetic_types", FAM_I8 | FAM_U8 | FAM_I16 | FAM_U16 | FAM_I64 | FAM_U64 | FAM_F16 |
                                                    FAM_F64},
    {"GL_EXT_shader_explicit_arithmetic_types_int8", FAM_I8 | FAM_U8},
    {"GL_EXT_shader_explicit_arithmetic_types_int16", FAM_I16 | FAM_U16},
    {"GL_EXT_shader_explicit_arithmetic_types_int64", FAM_I64 | FAM_U64},
    {"GL_EXT_shader_explicit_arithmetic_types_float16", FAM_F16},
    {"GL_EXT_shader_explicit_arithmetic_types_float64", FAM_F64},
    {"GL_ARB_gpu_shader_int64", FAM_I64 | FAM_U64},
    {"GL_AMD_gpu_shader_int16", FAM_I16 | FAM_U16},
    {"GL_AMD_gpu_shader_half_float", FAM_F16},
};

/* The built-in function families of the source being checked (c->pp). */
uint32_t check_type_families(const Checker *c)
{
    uint32_t f = FAM_CORE | (c->pp->profile != PROFILE_ES ? FAM_F64 : 0);
    for (size_t i = 0; i < COUNT_OF(type_extensions); i++)
        if (check_extension_enabled(c, type_extensions[i].extension))
            f |= type_extensions[i].families;
    if (c->pp->profile == PROFILE_ES)
        f &= ~(uint32_t)FAM_F64; /* no extension brings double to GLSL ES */
    return f;
}

/* The family bit of a scalar type, 0 for bool. */
static uint32_t family_of(const Type *s)
{
    if (s->kind == TY_FLOAT)
        return s->width == 16 ? FAM_F16 : s->width == 64 ? FAM_F64 : FAM_F32;
    if (s->kind != TY_INT)
        return 0;
    switch (s->width) {
    case 8: return s->is_signed ? FAM_I8 : FAM_U8;
    case 16: return s->is_signed ? FAM_I16 : FAM_U16;
    case 64: return s->is_signed ? FAM_I64 : FAM_U64;
    default: return s->is_signed ? FAM_I32 : FAM_U32;
    }
}

/* GL_EXT_shader_8bit_storage and _16bit_storage give 8- and 16-bit types
 * for loads, stores and conversions only: an operator on one needs the
 * arithmetic extension of its width. */
void check_storage_only(Checker *c, const Node *n)
{
    int arithmetic = n->kind == ND_UNARY || n->kind == ND_POSTFIX ||
                     (n->kind == ND_BINARY && n->op != TK_COMMA && n->op != TK_ANDAND && n->op != TK_OROR &&
                      n->op != TK_XORXOR) ||
                     (n->kind == ND_ASSIGN && n->op != TK_ASSIGN);
    if (!arithmetic)
        return;
    const Node *operands[2] = {n->lhs, node_rhs(n)}; /* a unary operator has no rhs */
    for (int i = 0; i < 2; i++) {
        const Type *s = operands[i] && operands[i]->ty ? type_scalar_of(operands[i]->ty) : NULL;
        if (!s || (c->families & family_of(s)) || !family_of(s))
            continue;
        const char *ext = s->kind == TY_FLOAT ? "GL_EXT_shader_explicit_arithmetic_types_float16"
                          : s->width == 8     ? "GL_EXT_shader_explicit_arithmetic_types_int8"
                          : s->width == 16    ? "GL_EXT_shader_explicit_arithmetic_types_int16"
                                              : "GL_EXT_shader_explicit_arithmetic_types_int64";
        check_error(c, n->loc, "'%s' on %s needs #extension %s (the storage extensions allow only loads, stores "
                    "and conversions)", tok_kind_name(n->op), tname(c, operands[i]->ty), ext);
        return;
    }
}
