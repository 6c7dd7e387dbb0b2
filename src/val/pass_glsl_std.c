/* glspv-val: the operand and result types of GLSL.std.450 instructions.
 *
 * Each instruction of the set has one typing rule in its specification
 * (the "GLSL.std.450 extended instruction set" document): most take and
 * give one float or one integer type, the packing functions fixed shapes,
 * the geometric ones a vector and its scalar. The rules here follow that
 * text, with spirv-val's message shape ("GLSL.std.450 Sin: expected ...").
 * Besides modules from other producers, this is what keeps a
 * GL_EXT_spirv_intrinsics declaration naming a GLSL.std.450 instruction
 * with the wrong types from reaching the driver. */
#include "val/val.h"

/* The typing rules; each instruction has one. */
typedef enum {
    R_NONE,
    R_FLOAT,        /* result a float scalar or vector, every operand of that type */
    R_FLOAT_16_32,  /* the same, 16- or 32-bit only (trigonometry, exponentials) */
    R_INT,          /* result an int scalar or vector, operands ints of its size and width */
    R_FIND_MSB,     /* R_INT limited to 32-bit components */
    R_DETERMINANT,
    R_INVERSE,
    R_MODF,
    R_MODF_STRUCT,
    R_FREXP,
    R_FREXP_STRUCT,
    R_LDEXP,
    R_PACK,         /* result 32-bit int scalar; operand a 32-bit float vector of `n` */
    R_PACK_DOUBLE,
    R_UNPACK,       /* result a 32-bit float vector of `n`; operand a 32-bit int scalar */
    R_UNPACK_DOUBLE,
    R_LENGTH,
    R_DISTANCE,
    R_CROSS,
    R_REFRACT,
    R_INTERPOLATE,  /* the first operand a pointer to an Input of the result type; `n` the other operand's kind */
    R_UNSUPPORTED,  /* IMix: in the set's numbering, but without a definition */
} Rule;

typedef struct {
    uint8_t rule;
    uint8_t n;
} RuleInfo;

static const RuleInfo rules[] = {
    [GLSLstd450Round] = {R_FLOAT, 0}, [GLSLstd450RoundEven] = {R_FLOAT, 0}, [GLSLstd450Trunc] = {R_FLOAT, 0},
    [GLSLstd450FAbs] = {R_FLOAT, 0}, [GLSLstd450SAbs] = {R_INT, 0}, [GLSLstd450FSign] = {R_FLOAT, 0},
    [GLSLstd450SSign] = {R_INT, 0}, [GLSLstd450Floor] = {R_FLOAT, 0}, [GLSLstd450Ceil] = {R_FLOAT, 0},
    [GLSLstd450Fract] = {R_FLOAT, 0}, [GLSLstd450Radians] = {R_FLOAT_16_32, 0},
    [GLSLstd450Degrees] = {R_FLOAT_16_32, 0}, [GLSLstd450Sin] = {R_FLOAT_16_32, 0},
    [GLSLstd450Cos] = {R_FLOAT_16_32, 0}, [GLSLstd450Tan] = {R_FLOAT_16_32, 0},
    [GLSLstd450Asin] = {R_FLOAT_16_32, 0}, [GLSLstd450Acos] = {R_FLOAT_16_32, 0},
    [GLSLstd450Atan] = {R_FLOAT_16_32, 0}, [GLSLstd450Sinh] = {R_FLOAT_16_32, 0},
    [GLSLstd450Cosh] = {R_FLOAT_16_32, 0}, [GLSLstd450Tanh] = {R_FLOAT_16_32, 0},
    [GLSLstd450Asinh] = {R_FLOAT_16_32, 0}, [GLSLstd450Acosh] = {R_FLOAT_16_32, 0},
    [GLSLstd450Atanh] = {R_FLOAT_16_32, 0}, [GLSLstd450Atan2] = {R_FLOAT_16_32, 0},
    [GLSLstd450Pow] = {R_FLOAT_16_32, 0}, [GLSLstd450Exp] = {R_FLOAT_16_32, 0},
    [GLSLstd450Log] = {R_FLOAT_16_32, 0}, [GLSLstd450Exp2] = {R_FLOAT_16_32, 0},
    [GLSLstd450Log2] = {R_FLOAT_16_32, 0}, [GLSLstd450Sqrt] = {R_FLOAT, 0},
    [GLSLstd450InverseSqrt] = {R_FLOAT, 0}, [GLSLstd450Determinant] = {R_DETERMINANT, 0},
    [GLSLstd450MatrixInverse] = {R_INVERSE, 0}, [GLSLstd450Modf] = {R_MODF, 0},
    [GLSLstd450ModfStruct] = {R_MODF_STRUCT, 0}, [GLSLstd450FMin] = {R_FLOAT, 0}, [GLSLstd450UMin] = {R_INT, 0},
    [GLSLstd450SMin] = {R_INT, 0}, [GLSLstd450FMax] = {R_FLOAT, 0}, [GLSLstd450UMax] = {R_INT, 0},
    [GLSLstd450SMax] = {R_INT, 0}, [GLSLstd450FClamp] = {R_FLOAT, 0}, [GLSLstd450UClamp] = {R_INT, 0},
    [GLSLstd450SClamp] = {R_INT, 0}, [GLSLstd450FMix] = {R_FLOAT, 0}, [GLSLstd450IMix] = {R_UNSUPPORTED, 0},
    [GLSLstd450Step] = {R_FLOAT, 0}, [GLSLstd450SmoothStep] = {R_FLOAT, 0}, [GLSLstd450Fma] = {R_FLOAT, 0},
    [GLSLstd450Frexp] = {R_FREXP, 0}, [GLSLstd450FrexpStruct] = {R_FREXP_STRUCT, 0},
    [GLSLstd450Ldexp] = {R_LDEXP, 0}, [GLSLstd450PackSnorm4x8] = {R_PACK, 4},
    [GLSLstd450PackUnorm4x8] = {R_PACK, 4}, [GLSLstd450PackSnorm2x16] = {R_PACK, 2},
    [GLSLstd450PackUnorm2x16] = {R_PACK, 2}, [GLSLstd450PackHalf2x16] = {R_PACK, 2},
    [GLSLstd450PackDouble2x32] = {R_PACK_DOUBLE, 0}, [GLSLstd450UnpackSnorm2x16] = {R_UNPACK, 2},
    [GLSLstd450UnpackUnorm2x16] = {R_UNPACK, 2}, [GLSLstd450UnpackHalf2x16] = {R_UNPACK, 2},
    [GLSLstd450UnpackSnorm4x8] = {R_UNPACK, 4}, [GLSLstd450UnpackUnorm4x8] = {R_UNPACK, 4},
    [GLSLstd450UnpackDouble2x32] = {R_UNPACK_DOUBLE, 0}, [GLSLstd450Length] = {R_LENGTH, 0},
    [GLSLstd450Distance] = {R_DISTANCE, 0}, [GLSLstd450Cross] = {R_CROSS, 0},
    [GLSLstd450Normalize] = {R_FLOAT, 0}, [GLSLstd450FaceForward] = {R_FLOAT, 0},
    [GLSLstd450Reflect] = {R_FLOAT, 0}, [GLSLstd450Refract] = {R_REFRACT, 0},
    [GLSLstd450FindILsb] = {R_INT, 0}, [GLSLstd450FindSMsb] = {R_FIND_MSB, 0},
    [GLSLstd450FindUMsb] = {R_FIND_MSB, 0}, [GLSLstd450InterpolateAtCentroid] = {R_INTERPOLATE, 0},
    [GLSLstd450InterpolateAtSample] = {R_INTERPOLATE, 1}, [GLSLstd450InterpolateAtOffset] = {R_INTERPOLATE, 2},
    [GLSLstd450NMin] = {R_FLOAT, 0}, [GLSLstd450NMax] = {R_FLOAT, 0}, [GLSLstd450NClamp] = {R_FLOAT, 0},
};

/* One instruction being checked: its name for messages, its operands. */
typedef struct {
    Val *v;
    const SpvInst *in;
    const char *name;
    uint16_t args;  /* operands after the instruction number */
} Ext;

static uint32_t arg_type(const Ext *e, uint16_t k)
{
    return val_type_of(e->v, val_word(e->in, (uint16_t)(4 + k)));
}

static int fail(const Ext *e, const char *what)
{
    val_error(e->v, e->in, "GLSL.std.450 %s: %s", e->name, what);
    return 0;
}

static int is_vector_of(const Val *v, uint32_t type, uint32_t n, uint32_t width, int is_float)
{
    int kind = is_float ? val_is_float_type(v, type, 0) : val_is_int_type(v, type, 0);
    return kind && val_def_opcode(v, type) == SpvOpTypeVector && val_component_count(v, type) == n &&
           val_width(v, type) == width;
}

static int is_scalar_of(const Val *v, uint32_t type, uint32_t width, int is_float)
{
    int kind = is_float ? val_is_float_type(v, type, 1) : val_is_int_type(v, type, 1);
    return kind && val_width(v, type) == width;
}

/* Every operand from `first` on has type `t`. */
static int all_args_are(const Ext *e, uint16_t first, uint32_t t)
{
    for (uint16_t k = first; k < e->args; k++)
        if (arg_type(e, k) != t)
            return fail(e, "expected types of all operands to be equal to Result Type");
    return 1;
}

/* A square float matrix's column count, else 0. */
static uint32_t square_matrix(const Val *v, uint32_t type)
{
    const SpvInst *m = val_def(v, type);
    if (!m || m->opcode != SpvOpTypeMatrix)
        return 0;
    uint32_t cols = val_word(m, 2);
    return val_component_count(v, val_word(m, 1)) == cols ? cols : 0;
}

/* The two member types of a struct of two members, else 0. */
static int struct_pair(const Val *v, uint32_t type, uint32_t *first, uint32_t *second)
{
    const SpvInst *s = val_def(v, type);
    if (!s || s->opcode != SpvOpTypeStruct || s->operand_count != 3)
        return 0;
    *first = val_word(s, 1);
    *second = val_word(s, 2);
    return 1;
}

static int pointee_of(const Ext *e, uint16_t k, uint32_t *pointee, uint32_t *storage)
{
    return val_pointer(e->v, arg_type(e, k), storage, pointee);
}

/* Frexp's exponent: 32-bit, or 16-bit under SPV_AMD_gpu_shader_int16
 * (which gives frexp its 16-bit forms). */
static int exponent_type(const Val *v, uint32_t t)
{
    uint32_t w = val_width(v, t);
    return val_is_int_type(v, t, 0) && (w == 32 || (w == 16 && val_has_extension(v, "SPV_AMD_gpu_shader_int16")));
}

static void check_rule(const Ext *e, Rule rule, unsigned n)
{
    Val *v = e->v;
    uint32_t rt = e->in->type_id;
    switch (rule) {
    case R_NONE:
        return;
    case R_UNSUPPORTED:
        fail(e, "the instruction is not supported (it has no definition in the set)");
        return;
    case R_FLOAT:
        if (!val_is_float_type(v, rt, 0))
            fail(e, "expected Result Type to be a float scalar or vector type");
        else
            all_args_are(e, 0, rt);
        return;
    case R_FLOAT_16_32:
        if (!val_is_float_type(v, rt, 0) || (val_width(v, rt) != 16 && val_width(v, rt) != 32))
            fail(e, "expected Result Type to be a 16 or 32-bit scalar or vector float type");
        else
            all_args_are(e, 0, rt);
        return;
    case R_INT: case R_FIND_MSB:
        if (!val_is_int_type(v, rt, 0)) {
            fail(e, "expected Result Type to be an int scalar or vector type");
            return;
        }
        for (uint16_t k = 0; k < e->args; k++) {
            uint32_t t = arg_type(e, k);
            if (!val_is_int_type(v, t, 0)) {
                fail(e, "expected all operands to be int scalars or vectors");
                return;
            }
            if (val_component_count(v, t) != val_component_count(v, rt)) {
                fail(e, "expected all operands to have the same dimension as Result Type");
                return;
            }
            if (val_width(v, t) != val_width(v, rt)) {
                fail(e, "expected all operands to have the same bit width as Result Type");
                return;
            }
        }
        if (rule == R_FIND_MSB && val_width(v, rt) != 32)
            fail(e, "this instruction is currently limited to 32-bit width components");
        return;
    case R_DETERMINANT: {
        uint32_t x = arg_type(e, 0);
        if (!val_is_float_type(v, rt, 1))
            fail(e, "expected Result Type to be a float scalar type");
        else if (!square_matrix(v, x))
            fail(e, "expected operand X to be a square matrix");
        else if (val_scalar_of(v, val_word(val_def(v, x), 1)) != rt)
            fail(e, "expected operand X component type to be equal to Result Type");
        return;
    }
    case R_INVERSE:
        if (!square_matrix(v, rt))
            fail(e, "expected Result Type to be a square matrix");
        else if (arg_type(e, 0) != rt)
            fail(e, "expected operand X type to be equal to Result Type");
        return;
    case R_MODF: case R_FREXP: {
        uint32_t pointee = 0;
        if (!val_is_float_type(v, rt, 0)) {
            fail(e, "expected Result Type to be a scalar or vector float type");
            return;
        }
        if (arg_type(e, 0) != rt) {
            fail(e, "expected operand X type to be equal to Result Type");
            return;
        }
        if (!pointee_of(e, 1, &pointee, NULL)) {
            fail(e, rule == R_MODF ? "expected operand I to be a pointer" : "expected operand Exp to be a pointer");
            return;
        }
        if (rule == R_MODF && pointee != rt)
            fail(e, "expected operand I data type to be equal to Result Type");
        else if (rule == R_FREXP && !exponent_type(v, pointee))
            fail(e, "expected operand Exp data type to be a 32-bit int scalar or vector type");
        else if (rule == R_FREXP && val_component_count(v, pointee) != val_component_count(v, rt))
            fail(e, "expected operand Exp data type to have the same component number as Result Type");
        return;
    }
    case R_MODF_STRUCT: case R_FREXP_STRUCT: {
        uint32_t first, second;
        if (!struct_pair(v, rt, &first, &second) || !val_is_float_type(v, first, 0) ||
            (rule == R_MODF_STRUCT && second != first) ||
            (rule == R_FREXP_STRUCT && (!exponent_type(v, second) ||
                                        val_component_count(v, second) != val_component_count(v, first)))) {
            fail(e, rule == R_MODF_STRUCT ? "expected Result Type to be a struct with two identical scalar or "
                                            "vector float type members"
                                          : "expected Result Type to be a struct with two members, first member "
                                            "a float scalar or vector, second member a 32-bit int scalar or "
                                            "vector with the same number of components as the first member");
            return;
        }
        if (arg_type(e, 0) != first)
            fail(e, "expected operand X type to be equal to members of Result Type struct");
        return;
    }
    case R_LDEXP: {
        uint32_t exp = arg_type(e, 1);
        if (!val_is_float_type(v, rt, 0))
            fail(e, "expected Result Type to be a scalar or vector float type");
        else if (arg_type(e, 0) != rt)
            fail(e, "expected operand X type to be equal to Result Type");
        else if (!val_is_int_type(v, exp, 0))
            fail(e, "expected operand Exp to be a 32-bit int scalar or vector type");
        else if (val_component_count(v, exp) != val_component_count(v, rt))
            fail(e, "expected operand Exp to have the same component number as Result Type");
        return;
    }
    case R_PACK:
        if (!is_scalar_of(v, rt, 32, 0))
            fail(e, "expected Result Type to be 32-bit int scalar type");
        else if (!is_vector_of(v, arg_type(e, 0), n, 32, 1))
            fail(e, n == 4 ? "expected operand V to be a 32-bit float vector of size 4"
                           : "expected operand V to be a 32-bit float vector of size 2");
        return;
    case R_PACK_DOUBLE:
        if (!is_scalar_of(v, rt, 64, 1))
            fail(e, "expected Result Type to be 64-bit float scalar type");
        else if (!is_vector_of(v, arg_type(e, 0), 2, 32, 0))
            fail(e, "expected operand V to be a 32-bit int vector of size 2");
        return;
    case R_UNPACK:
        if (!is_vector_of(v, rt, n, 32, 1))
            fail(e, n == 4 ? "expected Result Type to be a 32-bit float vector of size 4"
                           : "expected Result Type to be a 32-bit float vector of size 2");
        else if (!is_scalar_of(v, arg_type(e, 0), 32, 0))
            fail(e, "expected operand P to be a 32-bit int scalar");
        return;
    case R_UNPACK_DOUBLE:
        if (!is_vector_of(v, rt, 2, 32, 0))
            fail(e, "expected Result Type to be a 32-bit int vector of size 2");
        else if (!is_scalar_of(v, arg_type(e, 0), 64, 1))
            fail(e, "expected operand V to be a 64-bit float scalar");
        return;
    case R_LENGTH: case R_DISTANCE: {
        if (!val_is_float_type(v, rt, 1)) {
            fail(e, "expected Result Type to be a float scalar type");
            return;
        }
        uint32_t p0 = arg_type(e, 0);
        if (!val_is_float_type(v, p0, 0) || val_scalar_of(v, p0) != rt) {
            fail(e, rule == R_LENGTH ? "expected operand X component type to be equal to Result Type"
                                     : "expected operand P0 component type to be equal to Result Type");
            return;
        }
        if (rule == R_DISTANCE && arg_type(e, 1) != p0)
            fail(e, "expected operands P0 and P1 to have the same type");
        return;
    }
    case R_CROSS:
        if (!is_vector_of(v, rt, 3, val_width(v, rt), 1))
            fail(e, "expected Result Type to be a float vector of size 3");
        else
            all_args_are(e, 0, rt);
        return;
    case R_REFRACT:
        if (!val_is_float_type(v, rt, 0))
            fail(e, "expected Result Type to be a float scalar or vector type");
        else if (arg_type(e, 0) != rt)
            fail(e, "expected operand I to be of type equal to Result Type");
        else if (arg_type(e, 1) != rt)
            fail(e, "expected operand N to be of type equal to Result Type");
        else if (!val_is_float_type(v, arg_type(e, 2), 1))
            fail(e, "expected operand Eta to be a float scalar");
        return;
    case R_INTERPOLATE: {
        uint32_t pointee = 0, storage = 0;
        if (!val_is_float_type(v, rt, 0) || val_width(v, rt) != 32) {
            fail(e, "expected Result Type to be a 32-bit float scalar or vector type");
            return;
        }
        if (!pointee_of(e, 0, &pointee, &storage)) {
            fail(e, "expected Interpolant to be a pointer");
            return;
        }
        if (pointee != rt) {
            fail(e, "expected Interpolant data type to be equal to Result Type");
            return;
        }
        if (storage != SpvStorageClassInput) {
            fail(e, "expected Interpolant storage class to be Input");
            return;
        }
        if (n == 1 && !is_scalar_of(v, arg_type(e, 1), 32, 0))
            fail(e, "expected Sample to be 32-bit integer");
        else if (n == 2 && !is_vector_of(v, arg_type(e, 1), 2, 32, 1))
            fail(e, "expected Offset to be a vector of 2 32-bit floats");
        return;
    }
    }
}

void val_glsl_std(Val *v)
{
    for (size_t i = 0; i < v->insts.len && v->errors < 20; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode != SpvOpExtInst || in->ext_set != SPV_EXT_SET_GLSL_std_450 || in->operand_count < 4)
            continue;
        uint32_t number = val_word(in, 3);
        if (number >= COUNT_OF(rules) || rules[number].rule == R_NONE)
            continue; /* not in the set: the requirements pass says so */
        const SpvExtInstInfo *info = spv_ext_inst_by_value(in->ext_set, number);
        Ext e = {v, in, info ? info->name : "?", (uint16_t)(in->operand_count - 4)};
        /* The operand count is the grammar's (pass_ids.c); a rule reads
         * only operands the instruction has. */
        static const uint8_t arity[] = {
            [R_FLOAT] = 1, [R_FLOAT_16_32] = 1, [R_INT] = 1, [R_FIND_MSB] = 1, [R_DETERMINANT] = 1,
            [R_INVERSE] = 1, [R_MODF] = 2, [R_MODF_STRUCT] = 1, [R_FREXP] = 2, [R_FREXP_STRUCT] = 1,
            [R_LDEXP] = 2, [R_PACK] = 1, [R_PACK_DOUBLE] = 1, [R_UNPACK] = 1, [R_UNPACK_DOUBLE] = 1,
            [R_LENGTH] = 1, [R_DISTANCE] = 2, [R_CROSS] = 2, [R_REFRACT] = 3, [R_INTERPOLATE] = 1,
            [R_UNSUPPORTED] = 0, /* refused whatever its operands */
        };
        Rule rule = (Rule)rules[number].rule;
        unsigned need = arity[rule] + (rule == R_INTERPOLATE && rules[number].n ? 1 : 0);
        if (e.args < need)
            continue;
        check_rule(&e, rule, rules[number].n);
    }
}
