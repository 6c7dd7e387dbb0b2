/* The checker, explicit arithmetic types: which component types built-in
 * functions instantiate for, from the extensions a source enables
 * (GL_EXT_shader_explicit_arithmetic_types and its _int8, _int16, _int32,
 * _int64, _float16, _float32, _float64 parts, GL_ARB_gpu_shader_int64,
 * GL_AMD_gpu_shader_int16, GL_AMD_gpu_shader_half_float). The storage
 * extensions (GL_EXT_shader_8bit_storage, _16bit_storage) bring the types
 * only as members of blocks: they add no family. */
#include "glsl/check.h"

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
    return f;
}
