/* Built-in type names and interned types: every name decodes, types of the
 * same shape are one pointer, and names print back as GLSL spells them. */
#include <string.h>

#include "glsl/check/type.h"
#include "test.h"

/* Canonical spellings: decoded and printed back unchanged. */
static const char *const canonical[] = {
    "void", "bool", "int", "uint", "float", "double", "float16_t", "int8_t", "uint8_t", "int16_t", "uint16_t",
    "int64_t", "uint64_t", "vec2", "vec4", "ivec3", "uvec2", "bvec4", "dvec3", "f16vec2", "i8vec4", "u8vec3",
    "i16vec2", "u16vec4", "i64vec3", "u64vec2", "mat2", "mat3", "mat4", "mat2x3", "mat4x2", "dmat3", "dmat2x4",
    "f16mat3", "sampler2D", "isampler3D", "usamplerCube", "sampler2DArrayShadow", "samplerCubeArrayShadow",
    "sampler2DMSArray", "sampler2DRect", "samplerBuffer", "sampler1DShadow", "texture2D", "itexture2DArray",
    "image2D", "uimage3D", "iimageBuffer", "image2DMS", "u64image2D", "i64imageCube", "sampler", "samplerShadow",
    "subpassInput", "isubpassInputMS", "f16sampler2D", "accelerationStructureEXT", "rayQueryEXT", "atomic_uint",
};

/* Words that look close but name no type. */
static const char *const not_types[] = {
    "vec1", "vec5", "mat5", "mat2x5", "sampler3DArray", "samplerBufferArray", "image2DShadow", "i64sampler2D",
    "texture2DShadow", "sampler2DMSShadow", "vec", "imat2", "samplers", "Vec4", "floats", "", "mat2x",
};

int main(void)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"out of memory");
        return TEST_DONE();
    }
    TypeTable tt;
    types_init(&tt, &ctx.arena);

    for (size_t i = 0; i < COUNT_OF(canonical); i++) {
        uint32_t code = 0;
        const char *name = canonical[i];
        CHECK(type_code_from_name(name, strlen(name), &code));
        char buf[64];
        CHECK_EQ_STR(type_code_name(code, buf, sizeof buf), name);
        const Type *t = type_from_code(&tt, code);
        CHECK_EQ_STR(type_name(&ctx.arena, t), name);
        CHECK(type_from_code(&tt, code) == t); /* interned */
    }
    for (size_t i = 0; i < COUNT_OF(not_types); i++) {
        uint32_t code;
        if (type_code_from_name(not_types[i], strlen(not_types[i]), &code))
            CHECK_EQ_STR(not_types[i], "<no type>");
    }

    /* Second spellings are the same type. */
    uint32_t a = 0, b = 0;
    CHECK(type_code_from_name("float32_t", 9, &a) && type_code_from_name("float", 5, &b));
    CHECK(type_from_code(&tt, a) == type_from_code(&tt, b));
    CHECK(type_code_from_name("f64vec3", 7, &a) && type_code_from_name("dvec3", 5, &b));
    CHECK(type_from_code(&tt, a) == type_from_code(&tt, b));

    /* Shapes and questions. */
    const Type *v3 = type_vector(&tt, tt.float_, 3);
    const Type *m23 = type_matrix(&tt, tt.float_, 2, 3);
    CHECK(m23->elem == v3);
    CHECK_EQ_INT(type_component_count(m23), 6);
    CHECK(type_vector(&tt, tt.float_, 1) == tt.float_);
    CHECK(type_with_scalar(&tt, v3, tt.int_) == type_vector(&tt, tt.int_, 3));
    CHECK(type_is_floating(m23) && !type_is_integer(m23) && type_is_numeric(m23));
    CHECK(type_is_integer(type_vector(&tt, tt.uint_, 2)) && !type_is_boolean(tt.uint_));
    const Type *arr = type_array(&tt, type_array(&tt, tt.float_, 3), 2);
    CHECK_EQ_STR(type_name(&ctx.arena, arr), "float[2][3]");
    CHECK(arr == type_array(&tt, type_array(&tt, tt.float_, 3), 2));
    CHECK(type_array(&tt, tt.float_, 0) != type_array(&tt, tt.float_, 1));
    /* Arrays sized by specialization constants: one type per size key. */
    static const char key_n = 'N', key_m = 'M';
    CHECK(type_spec_array(&tt, tt.float_, 4, &key_n, NULL) != type_array(&tt, tt.float_, 4) &&
          type_spec_array(&tt, tt.float_, 4, &key_n, NULL) == type_spec_array(&tt, tt.float_, 4, &key_n, NULL) &&
          type_spec_array(&tt, tt.float_, 4, &key_n, NULL) != type_spec_array(&tt, tt.float_, 4, &key_m, NULL));

    Field f = {0};
    f.name = "tex";
    f.type = type_from_code(&tt, b);
    Field g = f;
    uint32_t sampler;
    CHECK(type_code_from_name("sampler2D", 9, &sampler));
    g.type = type_from_code(&tt, sampler);
    Type *s1 = type_struct(&tt, "S", &f, 1, 0);
    Type *s2 = type_struct(&tt, "S", &f, 1, 0);
    CHECK(s1 != s2); /* structs are nominal */
    CHECK(!type_contains_opaque(s1));
    CHECK(type_contains_opaque(type_array(&tt, type_struct(&tt, "T", &g, 1, 0), 2)));
    CHECK_EQ_STR(type_name(&ctx.arena, s1), "S");

    /* Which values may carry a precision (check_expr_precision asks the
     * type): 32-bit numbers and opaque types, arrays by their elements. */
    static const char *const precise[] = {"int", "uint", "float", "vec4", "ivec2", "mat3", "mat2x4", "sampler2D",
                                          "image2D", "atomic_uint"};
    static const char *const imprecise[] = {"void", "bool", "bvec3", "double", "dvec2", "dmat3", "float16_t",
                                            "f16vec4", "int8_t", "u8vec3", "int16_t", "int64_t", "u64vec2"};
    for (size_t i = 0; i < COUNT_OF(precise); i++) {
        uint32_t code = 0;
        CHECK(type_code_from_name(precise[i], strlen(precise[i]), &code));
        const Type *t = type_from_code(&tt, code);
        CHECK(t->has_precision && type_array(&tt, type_array(&tt, t, 2), 3)->has_precision);
    }
    for (size_t i = 0; i < COUNT_OF(imprecise); i++) {
        uint32_t code = 0;
        CHECK(type_code_from_name(imprecise[i], strlen(imprecise[i]), &code));
        const Type *t = type_from_code(&tt, code);
        CHECK(!t->has_precision && !type_array(&tt, t, 4)->has_precision);
    }
    CHECK(!s1->has_precision && !tt.error->has_precision);

    ctx_free(&ctx);
    return TEST_DONE();
}
