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
void check_storage_only_operands(Checker *c, const Node *n)
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
        uint32_t family = s ? family_of(s) : 0;
        if (!family || (c->families & family))
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

/* The first 8- or 16-bit scalar in t (through arrays and structures) whose
 * arithmetic extension is not enabled, or NULL. */
static const Type *storage_only_scalar(const Checker *c, const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_STRUCT) {
        for (uint32_t i = 0; i < t->field_count; i++) {
            const Type *s = storage_only_scalar(c, t->fields[i].type);
            if (s)
                return s;
        }
        return NULL;
    }
    if (t->kind != TY_INT && t->kind != TY_FLOAT && t->kind != TY_VECTOR && t->kind != TY_MATRIX)
        return NULL;
    const Type *s = type_scalar_of(t);
    if (!s || (s->width != 8 && s->width != 16) || (c->families & family_of(s)))
        return NULL;
    /* GL_EXT_shader_subgroup_extended_types_* brings the types too, as values. */
    const char *subgroup = s->kind == TY_FLOAT ? "GL_EXT_shader_subgroup_extended_types_float16"
                           : s->width == 8     ? "GL_EXT_shader_subgroup_extended_types_int8"
                                               : "GL_EXT_shader_subgroup_extended_types_int16";
    return check_extension_enabled(c, subgroup) ? NULL : s;
}

/* GL_EXT_shader_16bit_storage (and _8bit_storage), 4.1.X: "Variables of any
 * basic 16-bit type or aggregate type containing a 16-bit type must not be
 * used to declare variables, unless that variable is a structure with
 * uniform or buffer storage qualifier". Without the arithmetic extension of
 * the width, a local, a parameter, an input, an output or a shared variable
 * cannot be (or hold) one; blocks and default-block uniforms can, as
 * glslangValidator takes them. */
void check_storage_only_declared(Checker *c, const Type *t, StorageQual storage, const char *name, SrcLoc loc)
{
    if (storage == SQ_UNIFORM || storage == SQ_BUFFER)
        return;
    const Type *s = storage_only_scalar(c, t);
    if (!s)
        return;
    int half = s->kind == TY_FLOAT;
    int aggregate = t->kind == TY_ARRAY || t->kind == TY_STRUCT;
    check_error(c, loc, "'%s' %s %s%s%s: %s brings %d-bit types only to uniform and buffer blocks; variables of "
                "them need #extension %s", name, aggregate ? "holds a" : "is a", tname(c, aggregate ? s : t),
                aggregate ? " in " : "", aggregate ? tname(c, t) : "",
                s->width == 8 ? "GL_EXT_shader_8bit_storage" : "GL_EXT_shader_16bit_storage", s->width,
                half ? "GL_EXT_shader_explicit_arithmetic_types_float16"
                : s->width == 8 ? "GL_EXT_shader_explicit_arithmetic_types_int8"
                                : "GL_EXT_shader_explicit_arithmetic_types_int16");
}
