/* Built-in function overload resolution: which overload a call picks, its
 * return type and its lowering. Where glslang 12 picks among several
 * (max(int, uint), abs(uint), ...) the expectations are what it emits. */
#include <string.h>

#include "glsl/check/builtins.h"
#include "spirv/tables.h"
#include "test.h"

static TypeTable tt;
static uint32_t enabled = FAM_CORE | FAM_F64; /* a desktop shader with no extensions */

static const Type *named(const char *name)
{
    uint32_t code = 0;
    if (!type_code_from_name(name, strlen(name), &code))
        return NULL;
    return type_from_code(&tt, code);
}

/* Resolves name(types...) in a compute shader; the return type's name, or
 * "no match" / "ambiguous" / "unknown". */
static const char *call(BuiltinCall *out, const char *name, const char *a, const char *b, const char *c)
{
    const Type *args[3];
    unsigned n = 0;
    const char *names[3] = {a, b, c};
    for (unsigned i = 0; i < 3 && names[i]; i++)
        args[n++] = named(names[i]);
    BuiltinCall dummy;
    switch (builtin_resolve(&tt, name, args, n, STAGE_COMPUTE, enabled, out ? out : &dummy)) {
    case BUILTIN_FOUND: return type_name(tt.arena, (out ? out : &dummy)->ret);
    case BUILTIN_NO_MATCH: return "no match";
    case BUILTIN_AMBIGUOUS: return "ambiguous";
    default: return "unknown";
    }
}

int main(void)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"out of memory");
        return TEST_DONE();
    }
    types_init(&tt, &ctx.arena);
    BuiltinCall bc;

    /* Families, sizes, lowering. */
    CHECK_EQ_STR(call(&bc, "sin", "float", NULL, NULL), "float");
    CHECK_EQ_INT(bc.op, GLSLstd450Sin);
    CHECK_EQ_INT(bc.fn->lowering, LOWER_GLSL450);
    CHECK_EQ_STR(call(&bc, "sin", "vec3", NULL, NULL), "vec3");
    CHECK(bc.params[0] == named("vec3"));
    CHECK_EQ_STR(call(NULL, "sin", "f16vec2", NULL, NULL), "vec2");   /* without float16 arithmetic: converted */
    enabled |= FAM_F16 | FAM_I64 | FAM_U64;
    CHECK_EQ_STR(call(&bc, "sin", "f16vec2", NULL, NULL), "f16vec2");
    CHECK_EQ_STR(call(&bc, "abs", "i64vec2", NULL, NULL), "i64vec2");
    CHECK_EQ_STR(call(&bc, "bitCount", "int64_t", NULL, NULL), "int");
    enabled = FAM_CORE | FAM_F64;
    CHECK_EQ_STR(call(NULL, "sin", "double", NULL, NULL), "no match"); /* no double trigonometry */
    CHECK_EQ_STR(call(&bc, "sin", "int", NULL, NULL), "float");       /* int converts to float */
    CHECK(bc.params[0] == tt.float_);
    CHECK_EQ_STR(call(NULL, "sin", NULL, NULL, NULL), "no match");
    CHECK_EQ_STR(call(NULL, "sine", "float", NULL, NULL), "unknown");
    CHECK_EQ_STR(call(&bc, "sqrt", "dvec2", NULL, NULL), "dvec2");
    CHECK_EQ_STR(call(&bc, "atan", "vec2", "vec2", NULL), "vec2");
    CHECK_EQ_INT(bc.op, GLSLstd450Atan2);
    CHECK_EQ_STR(call(&bc, "atan", "vec2", NULL, NULL), "vec2");
    CHECK_EQ_INT(bc.op, GLSLstd450Atan);

    /* Per-kind ops. */
    CHECK_EQ_STR(call(&bc, "clamp", "vec3", "float", "float"), "vec3");
    CHECK_EQ_INT(bc.op, GLSLstd450FClamp);
    CHECK_EQ_STR(call(&bc, "clamp", "ivec2", "ivec2", "ivec2"), "ivec2");
    CHECK_EQ_INT(bc.op, GLSLstd450SClamp);
    CHECK_EQ_STR(call(&bc, "clamp", "uvec4", "uint", "uint"), "uvec4");
    CHECK_EQ_INT(bc.op, GLSLstd450UClamp);
    CHECK_EQ_STR(call(&bc, "clamp", "vec2", "int", "int"), "vec2");
    CHECK(bc.params[1] == tt.float_ && bc.params[2] == tt.float_);
    CHECK_EQ_STR(call(&bc, "min", "float", "float", NULL), "float"); /* G(GG) and G(GS) coincide */
    CHECK_EQ_STR(call(&bc, "abs", "int", NULL, NULL), "int");
    CHECK_EQ_INT(bc.op, GLSLstd450SAbs);

    /* Conversion ranking, as glslang 12 chooses. */
    CHECK_EQ_STR(call(&bc, "max", "int", "uint", NULL), "uint"); /* UMax, the int argument bitcast */
    CHECK_EQ_INT(bc.op, GLSLstd450UMax);
    CHECK_EQ_STR(call(&bc, "abs", "uint", NULL, NULL), "float"); /* FAbs on the converted value */
    CHECK_EQ_INT(bc.op, GLSLstd450FAbs);
    CHECK_EQ_STR(call(&bc, "min", "float", "int", NULL), "float");
    CHECK_EQ_INT(bc.op, GLSLstd450FMin);
    CHECK_EQ_STR(call(&bc, "max", "int", "float", NULL), "float");
    CHECK_EQ_STR(call(&bc, "mix", "int", "int", "float"), "float");
    CHECK_EQ_INT(bc.op, GLSLstd450FMix);
    CHECK_EQ_STR(call(&bc, "max", "float", "double", NULL), "double"); /* float to double is a promotion */

    /* mix with a bool selector is a select, for any component type. */
    CHECK_EQ_STR(call(&bc, "mix", "vec3", "vec3", "bvec3"), "vec3");
    CHECK_EQ_INT(bc.fn->lowering, LOWER_SPECIAL);
    CHECK_EQ_INT(bc.fn->ops[0], SPECIAL_MIX_SELECT);
    CHECK_EQ_STR(call(&bc, "mix", "ivec2", "ivec2", "bvec2"), "ivec2");
    CHECK_EQ_STR(call(&bc, "mix", "bool", "bool", "bool"), "bool");

    /* Geometric. */
    CHECK_EQ_STR(call(&bc, "dot", "vec3", "vec3", NULL), "float");
    CHECK_EQ_INT(bc.op, SpvOpDot);
    CHECK_EQ_STR(call(&bc, "dot", "float", "float", NULL), "float");
    CHECK_EQ_INT(bc.fn->ops[0], SPECIAL_DOT_SCALAR);
    CHECK_EQ_STR(call(&bc, "cross", "vec3", "vec3", NULL), "vec3");
    CHECK_EQ_STR(call(NULL, "cross", "vec2", "vec2", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "length", "dvec4", NULL, NULL), "double");
    CHECK_EQ_STR(call(&bc, "refract", "vec3", "vec3", "float"), "vec3");

    /* Matrices. */
    CHECK_EQ_STR(call(&bc, "outerProduct", "vec3", "vec2", NULL), "mat2x3");
    CHECK_EQ_STR(call(&bc, "transpose", "mat2x3", NULL, NULL), "mat3x2");
    CHECK_EQ_STR(call(&bc, "determinant", "mat3", NULL, NULL), "float");
    CHECK_EQ_STR(call(NULL, "determinant", "mat2x3", NULL, NULL), "no match");
    CHECK_EQ_STR(call(&bc, "inverse", "dmat4", NULL, NULL), "dmat4");
    CHECK_EQ_STR(call(&bc, "matrixCompMult", "mat3x4", "mat3x4", NULL), "mat3x4");
    CHECK_EQ_STR(call(NULL, "matrixCompMult", "mat3x4", "mat4x3", NULL), "no match");

    /* Vector relational. */
    CHECK_EQ_STR(call(&bc, "lessThan", "vec2", "vec2", NULL), "bvec2");
    CHECK_EQ_INT(bc.op, SpvOpFOrdLessThan);
    CHECK_EQ_STR(call(&bc, "lessThan", "uvec3", "uvec3", NULL), "bvec3");
    CHECK_EQ_INT(bc.op, SpvOpULessThan);
    CHECK_EQ_STR(call(NULL, "lessThan", "float", "float", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "equal", "bvec3", "bvec3", NULL), "bvec3");
    CHECK_EQ_INT(bc.op, SpvOpLogicalEqual);
    CHECK_EQ_STR(call(&bc, "any", "bvec4", NULL, NULL), "bool");
    CHECK_EQ_STR(call(NULL, "any", "bool", NULL, NULL), "no match");
    CHECK_EQ_STR(call(&bc, "not", "bvec2", NULL, NULL), "bvec2");

    /* The first pass (the arguments' very types) takes a G, V, S or X
     * parameter's argument as is and makes the others: the same types as a
     * full instantiation (the interned ones), other letters in between. */
    CHECK_EQ_STR(call(&bc, "mix", "vec3", "vec3", "float"), "vec3");
    CHECK(bc.params[0] == named("vec3") && bc.params[1] == named("vec3") && bc.params[2] == named("float"));
    CHECK(bc.ret == named("vec3"));
    CHECK_EQ_STR(call(&bc, "mix", "vec3", "vec3", "bvec3"), "vec3");
    CHECK(bc.params[2] == named("bvec3") && bc.ret == named("vec3"));
    CHECK_EQ_STR(call(&bc, "ldexp", "dvec2", "ivec2", NULL), "dvec2");
    CHECK(bc.params[0] == named("dvec2") && bc.params[1] == named("ivec2") && bc.ret == named("dvec2"));
    CHECK_EQ_STR(call(&bc, "cross", "dvec3", "dvec3", NULL), "dvec3");
    CHECK(bc.params[1] == named("dvec3") && bc.ret == named("dvec3"));
    CHECK_EQ_STR(call(&bc, "length", "dvec4", NULL, NULL), "double");
    CHECK(bc.params[0] == named("dvec4") && bc.ret == named("double"));
    CHECK_EQ_STR(call(&bc, "clamp", "ivec2", "int", "int"), "ivec2");
    CHECK(bc.params[1] == named("int") && bc.ret == named("ivec2"));
    CHECK_EQ_STR(call(NULL, "cross", "dvec2", "dvec2", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "max", "vec2", "int", NULL), "vec2"); /* the second pass: no G(GS) as is */
    CHECK(bc.params[1] == named("float"));

    /* Out parameters take exactly their type. */
    CHECK_EQ_STR(call(&bc, "modf", "vec2", "vec2", NULL), "vec2");
    CHECK_EQ_INT(bc.directions[1], PARAM_OUT);
    CHECK_EQ_STR(call(NULL, "modf", "vec2", "ivec2", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "frexp", "float", "int", NULL), "float");
    CHECK_EQ_STR(call(&bc, "uaddCarry", "uvec2", "uvec2", "uvec2"), "uvec2");
    CHECK_EQ_INT(bc.directions[2], PARAM_OUT);

    /* Integer functions. */
    CHECK_EQ_STR(call(&bc, "bitfieldExtract", "ivec3", "int", "int"), "ivec3");
    CHECK_EQ_INT(bc.op, SpvOpBitFieldSExtract);
    CHECK_EQ_STR(call(&bc, "bitfieldExtract", "uint", "int", "int"), "uint");
    CHECK_EQ_INT(bc.op, SpvOpBitFieldUExtract);
    CHECK_EQ_STR(call(NULL, "bitfieldExtract", "uint", "uint", "uint"), "no match"); /* as glslang */
    CHECK_EQ_STR(call(&bc, "findMSB", "uvec2", NULL, NULL), "ivec2");
    CHECK_EQ_INT(bc.op, GLSLstd450FindUMsb);

    /* Bits and packing. */
    CHECK_EQ_STR(call(&bc, "floatBitsToUint", "vec4", NULL, NULL), "uvec4");
    CHECK_EQ_STR(call(&bc, "intBitsToFloat", "ivec2", NULL, NULL), "vec2");
    CHECK_EQ_STR(call(&bc, "packHalf2x16", "vec2", NULL, NULL), "uint");
    CHECK_EQ_STR(call(&bc, "unpackUnorm4x8", "uint", NULL, NULL), "vec4");
    CHECK_EQ_STR(call(&bc, "unpackDouble2x32", "double", NULL, NULL), "uvec2");

    /* Atomics take their memory inout; the op comes with the kind. */
    CHECK_EQ_STR(call(&bc, "atomicAdd", "uint", "uint", NULL), "uint");
    CHECK_EQ_INT(bc.directions[0], PARAM_INOUT);
    CHECK_EQ_INT(bc.fn->ops[0], SPECIAL_ATOMIC);
    CHECK_EQ_INT(bc.op, SpvOpAtomicIAdd);
    CHECK_EQ_STR(call(&bc, "atomicMin", "int", "int", NULL), "int");
    CHECK_EQ_INT(bc.op, SpvOpAtomicSMin);

    /* Stages. */
    CHECK_EQ_STR(call(&bc, "barrier", NULL, NULL, NULL), "void");
    const Type *none[1];
    CHECK_EQ_INT(builtin_resolve(&tt, "barrier", none, 0, STAGE_FRAGMENT, enabled, &bc), BUILTIN_WRONG_STAGE);
    CHECK(builtin_exists("memoryBarrierShared") && builtin_exists("subpassLoad") && !builtin_exists("subpassLoadMS"));
    CHECK_EQ_INT(builtin_resolve(&tt, "EmitVertex", none, 0, STAGE_VERTEX, enabled, &bc), BUILTIN_WRONG_STAGE);
    CHECK_EQ_INT(builtin_resolve(&tt, "EmitVertex", none, 0, STAGE_GEOMETRY, enabled, &bc), BUILTIN_FOUND);

    /* Texture and image functions: every type follows from the sampler or image. */
    CHECK_EQ_STR(call(&bc, "texture", "sampler2D", "vec2", NULL), "vec4");
    CHECK_EQ_INT(bc.fn->lowering, LOWER_TEXTURE);
    CHECK_EQ_INT(bc.fn->ops[0], TEX_SAMPLE);
    CHECK_EQ_STR(call(&bc, "texture", "isampler2DArray", "vec3", NULL), "ivec4");
    CHECK_EQ_STR(call(&bc, "texture", "sampler2D", "ivec2", NULL), "vec4");          /* converted */
    CHECK(bc.params[1] == named("vec2"));
    CHECK_EQ_STR(call(NULL, "texture", "sampler2D", "vec3", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "texture", "sampler2DShadow", "vec3", NULL), "float");    /* reference in P.z */
    CHECK_EQ_STR(call(&bc, "texture", "samplerCubeArrayShadow", "vec4", "float"), "float");
    CHECK_EQ_STR(call(NULL, "texture", "sampler2D", "vec2", "float"), "no match");   /* bias: fragment only */
    CHECK_EQ_INT(builtin_resolve(&tt, "texture", (const Type *[]){named("sampler2D"), named("vec2"), named("float")},
                                 3, STAGE_FRAGMENT, enabled, &bc), BUILTIN_FOUND);
    CHECK_EQ_INT(bc.fn->ops[0], TEX_SAMPLE_BIAS);
    CHECK_EQ_STR(call(&bc, "textureLod", "usampler3D", "vec3", "float"), "uvec4");
    CHECK_EQ_STR(call(NULL, "textureLod", "samplerBuffer", "float", "float"), "no match");
    CHECK_EQ_STR(call(&bc, "texelFetch", "sampler2DMS", "ivec2", "int"), "vec4");
    CHECK_EQ_STR(call(&bc, "texelFetch", "usamplerBuffer", "int", NULL), "uvec4");
    CHECK_EQ_STR(call(NULL, "texelFetch", "samplerCube", "ivec3", "int"), "no match");
    CHECK_EQ_STR(call(&bc, "textureSize", "sampler2DArray", "int", NULL), "ivec3");
    CHECK_EQ_STR(call(&bc, "textureSize", "samplerCube", "int", NULL), "ivec2");
    CHECK_EQ_STR(call(&bc, "textureSize", "sampler2DRect", NULL, NULL), "ivec2");
    CHECK_EQ_STR(call(NULL, "textureSize", "sampler2D", NULL, NULL), "no match");
    CHECK_EQ_STR(call(&bc, "imageLoad", "uimage2D", "ivec2", NULL), "uvec4");
    CHECK_EQ_STR(call(NULL, "imageLoad", "sampler2D", "ivec2", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "imageStore", "iimage1DArray", "ivec2", "ivec4"), "void");
    CHECK_EQ_STR(call(&bc, "imageSize", "imageCubeArray", NULL, NULL), "ivec3");
    /* Offsets and projective forms. */
    CHECK_EQ_STR(call(&bc, "textureOffset", "sampler2D", "vec2", "ivec2"), "vec4");
    CHECK_EQ_INT(texture_offset_argument((TextureOp)bc.fn->ops[0], bc.param_count), 2);
    /* texelFetchOffset: the offset follows the lod, which a rectangle lacks. */
    CHECK_EQ_STR(call(&bc, "texelFetchOffset", "sampler2D", "ivec2", "int"), "no match");
    CHECK_EQ_STR(call(&bc, "texelFetchOffset", "sampler2DRect", "ivec2", "ivec2"), "vec4");
    CHECK_EQ_INT(texture_offset_argument((TextureOp)bc.fn->ops[0], bc.param_count), 2);
    CHECK_EQ_STR(call(NULL, "textureOffset", "samplerCube", "vec3", "ivec3"), "no match");
    CHECK_EQ_STR(call(&bc, "textureProj", "sampler2D", "vec3", NULL), "vec4");
    CHECK_EQ_INT(bc.fn->ops[1], TEXTURE_PROJ);
    CHECK_EQ_STR(call(&bc, "textureProj", "sampler2D", "vec4", NULL), "vec4");
    CHECK_EQ_STR(call(&bc, "textureProj", "sampler2DShadow", "vec4", NULL), "float");
    CHECK_EQ_STR(call(NULL, "textureProj", "sampler2DShadow", "vec3", NULL), "no match");
    CHECK_EQ_STR(call(NULL, "textureProj", "sampler2DArray", "vec4", NULL), "no match");
    CHECK_EQ_STR(call(&bc, "textureProj", "isampler3D", "vec4", NULL), "ivec4");

    /* The description lists every form. */
    Str d = {0};
    builtin_describe(&tt, "clamp", &d);
    CHECK(d.data && strstr(d.data, "vec4 clamp(vec4, vec4, vec4)") && strstr(d.data, "vec4 clamp(vec4, float, float)"));

    /* The memo of a compilation, over more keys than it has buckets, even
     * grown: the first resolution of each key and a repeat give the same
     * answer as builtin_resolve_name, and the repeat the very call of the
     * first (across the growth). The table starts small. */
    static const char *const names[] = {"abs", "sign", "floor", "ceil", "fract", "sin", "cos", "exp", "log", "sqrt",
                                        "normalize", "length", "isnan", "bitCount", "findLSB", "subgroupAdd",
                                        "subgroupMax", "subgroupInclusiveMul", "dFdx", "fwidth"};
    static const char *const types[] = {"float", "vec2", "vec3", "vec4", "int", "ivec2", "ivec3", "ivec4", "uint",
                                        "uvec2", "uvec3", "uvec4", "double", "dvec2", "dvec3", "dvec4"};
    static const Stage stages[] = {STAGE_COMPUTE, STAGE_FRAGMENT, STAGE_VERTEX, STAGE_GEOMETRY};
    enum { KEYS = COUNT_OF(names) * COUNT_OF(types) * COUNT_OF(stages) };
    CHECK(KEYS > BUILTIN_MEMO_MOST && BUILTIN_MEMO_FIRST < BUILTIN_MEMO_MOST);
    BuiltinMemo *memo = arena_alloc(&ctx.arena, sizeof *memo);
    static const BuiltinCall *first[KEYS];
    int wrong = 0;
    for (int pass = 0; pass < 2; pass++) {
        unsigned k = 0;
        for (size_t i = 0; i < COUNT_OF(names); i++)
            for (size_t j = 0; j < COUNT_OF(types); j++)
                for (size_t s = 0; s < COUNT_OF(stages); s++, k++) {
                    const Type *arg = named(types[j]);
                    BuiltinName id = builtin_name(names[i]);
                    const BuiltinCall *memoed = NULL;
                    BuiltinResult r = builtin_resolve_memo(memo, &ctx.arena, &tt, id, names[i], &arg, 1, stages[s],
                                                           enabled, &memoed);
                    BuiltinCall direct;
                    BuiltinResult by_name = builtin_resolve_name(&tt, id, names[i], &arg, 1, stages[s], enabled, &direct);
                    wrong += r != by_name || (r == BUILTIN_FOUND && (memoed->ret != direct.ret || memoed->fn != direct.fn));
                    if (pass == 0 && k == 0)
                        wrong += memo->cap != BUILTIN_MEMO_FIRST;
                    if (pass == 0)
                        first[k] = memoed;
                    else
                        wrong += memoed != first[k];
                }
    }
    CHECK_EQ_INT(wrong, 0);
    CHECK_EQ_INT(memo->cap, BUILTIN_MEMO_MOST);
    unsigned entries = 0;
    for (size_t b = 0; b < memo->cap; b++)
        for (const BuiltinMemoEntry *e = memo->buckets[b]; e; e = e->next)
            entries++;
    CHECK_EQ_INT(entries, KEYS);

    ctx_free(&ctx);
    return TEST_DONE();
}
