/* The semantic types of GLSL, interned per compilation.
 *
 * Scalars, vectors, matrices, arrays, opaque types and references are
 * hash-consed: equal types are the same pointer, so type equality is pointer
 * equality (naga's UniqueArena; SPIR-V's "declare each type once"). Structs
 * and blocks are nominal: each declaration makes a new one.
 *
 * The type checker (issue 5) gives every expression one of these; the
 * emitter maps each to its SPIR-V type, once per layout. */
#ifndef GLSPV_GLSL_TYPE_H
#define GLSPV_GLSL_TYPE_H

#include "glsl/pp/pp.h"
#include "glsl/check/intrinsics.h"

typedef struct Type Type;

typedef enum TypeKind {
    TY_ERROR,     /* the type of an erroneous expression: accepted everywhere, so errors don't cascade */
    TY_VOID,
    TY_BOOL,
    TY_INT,       /* width 8/16/32/64, signed or not */
    TY_FLOAT,     /* width 16/32/64 */
    TY_VECTOR,    /* 2-4 components of a scalar */
    TY_MATRIX,    /* columns of a float vector */
    TY_ARRAY,     /* sized, or unsized (runtime-sized in blocks, or not yet sized) */
    TY_STRUCT,    /* also interface blocks */
    TY_OPAQUE,    /* samplers, images, textures, subpass inputs, atomic counters, acceleration
                     structures, ray queries, hit objects, cooperative matrices: `opaque` is the code */
    TY_REFERENCE, /* a GL_EXT_buffer_reference type: points to the block `elem` */
    TY_SPIRV,     /* a GL_EXT_spirv_intrinsics spirv_type(...): `spirv` says how it is made */
    TY_COOPMAT,   /* a GL_NV_cooperative_matrix fcoopmatNV<bits, scope, rows, columns>: `elem` is the
                     component type, `coop` and `coop_spec` the other three parameters */
} TypeKind;

/* Block layout of a struct as declared in a block (std140 etc.), used to
 * choose offsets and strides; 0 where not a block member. */
typedef enum BlockLayout {
    LAYOUT_NONE,
    LAYOUT_STD140,
    LAYOUT_STD430,
    LAYOUT_SCALAR,
    LAYOUT_SHARED,   /* std140 rules, as glslang applies them */
    LAYOUT_PACKED,
} BlockLayout;

typedef enum MatrixLayout {
    MATRIX_DEFAULT,
    MATRIX_COLUMN_MAJOR,
    MATRIX_ROW_MAJOR,
} MatrixLayout;

/* A member of a struct or block. Layout qualifiers written on it are kept
 * as given (-1: none); the emitter computes the rest. */
typedef struct Field {
    const char *name;
    const Type *type;
    SrcLoc loc;
    int32_t offset;        /* layout(offset = N) */
    int32_t align;         /* layout(align = N) */
    int32_t location;      /* layout(location = N) in interface blocks */
    int32_t component;
    MatrixLayout matrix;
    uint32_t flags;        /* QF_* qualifiers written on the member (flat, readonly, ...) */
    int builtin;           /* a SpvBuiltIn for gl_PerVertex members, or -1 */
    uint8_t precision;     /* PREC_* (check_precision.c) */
    const SpirvDecorations *spirv; /* spirv_decorate* on the member, or NULL */
    uint32_t xfb_offset;   /* transform feedback: the byte it is captured at, plus 1; 0: not captured */
    uint8_t passthrough;   /* a geometry input member with layout(passthrough) (GL_NV_geometry_shader_passthrough) */
} Field;

/* Precisions (lowp < mediump < highp); PREC_NONE for values without one. */
enum { PREC_NONE, PREC_LOW, PREC_MEDIUM, PREC_HIGH };

struct Type {
    TypeKind kind;
    uint8_t width;          /* TY_INT, TY_FLOAT: bits */
    uint8_t is_signed;      /* TY_INT */
    uint8_t components;     /* TY_VECTOR: size; TY_MATRIX: columns */
    uint8_t rows;           /* TY_MATRIX: rows (the column vector's size) */
    const Type *elem;       /* VECTOR: scalar; MATRIX: column vector; ARRAY: element; REFERENCE: block */
    uint32_t length;        /* TY_ARRAY: element count; 0 when unsized */
    uint32_t spec_length;   /* TY_ARRAY sized by a specialization constant expression: its index + 1 in
                               TypeTable.spec_sizes; else 0 (`length` holds the default size) */
    uint32_t opaque;        /* TY_OPAQUE: the type code (type_names.h) */
    /* TY_ARRAY declared without a size that the compiler sizes when the
     * unit is checked (IMPLICIT_BY_USE: the largest constant index used,
     * gl_ClipDistance; IMPLICIT_PER_VERTEX_*: the vertex count of the stage's
     * input primitive or output patch, gl_in[] and gl_out[]). Each is a type of its own, not interned,
     * whose `length` the checker sets: every type made from it sees the size. */
    uint8_t implicit;
    /* Whether a value of it (an array's: of its elements) may have a
     * precision: 32-bit numbers and opaque types (check_expr_precision).
     * Set when the type is made, from what never changes after. */
    uint8_t has_precision;
    /* How deeply types nest in it: arrays of arrays, structures holding
     * structures (a reference counts as a scalar). The passes over types
     * recurse that deep, so the checker bounds it by nesting-depth. */
    uint32_t depth;
    /* TY_STRUCT */
    const char *name;
    Field *fields;
    uint32_t field_count;
    int is_block;
    /* A GL_EXT_buffer_reference block (the struct a TY_REFERENCE points to):
     * buffer_reference_align (a power of two; 0 for other structs), the block
     * layout of its memory, and whether its members were declared yet (a
     * forward declaration `layout(buffer_reference) buffer T;` has none). */
    uint32_t ref_align;
    uint8_t ref_layout;
    uint8_t ref_defined;
    const SpirvType *spirv;  /* TY_SPIRV */
    /* TY_COOPMAT: scope, rows and columns. Each is the constant coop[i], or,
     * where coop_spec[i] is set, the specialization constant expression at
     * index coop_spec[i] - 1 of TypeTable.spec_sizes (coop[i]: its default). */
    uint32_t coop[3];
    uint32_t coop_spec[3];
    uint32_t serial;        /* creation order, for stable output and hashing */
};

/* The per-compilation type table. */
/* type_from_code's cache: the last type found for codes of a slot. */
#define TYPE_BY_CODE_SLOTS 32
typedef struct TypeByCode {
    uint32_t code;
    const Type *type;
} TypeByCode;

typedef struct TypeTable {
    Arena *arena;
    U32Map by_hash;          /* structural hash -> index + 1 into `all` (chained via `next`) */
    VEC(Type *) all;
    VEC(uint32_t) next;
    const Type *error, *void_, *bool_, *int_, *uint_, *float_, *double_;
    /* Scalars, vectors and matrices found without the hash: the checker
     * and the built-in resolution ask for them at every expression.
     * numeric[row][n]: n components (1: the scalar) of the scalar in `row`
     * (numeric_row in type.c); matrices[row - FLOAT_ROW][columns][rows]. */
    const Type *numeric[12][5];
    const Type *matrices[3][5][5];
    /* Array sizes that depend on specialization constants: the key (the
     * constant's Symbol, or the size expression's Node) and the Node the
     * emitter evaluates. */
    VEC(const void *) spec_size_keys;
    VEC(void *) spec_sizes;
    /* gl_TextureFootprint2DNV and 3DNV (type_footprint), made at their first use */
    const Type *footprints[2];
    TypeByCode by_code[TYPE_BY_CODE_SLOTS];
} TypeTable;

void types_init(TypeTable *tt, Arena *arena);

const Type *type_int(TypeTable *tt, unsigned width, int is_signed);
const Type *type_float(TypeTable *tt, unsigned width);
const Type *type_vector(TypeTable *tt, const Type *scalar, unsigned components);
/* A matrix of `columns` columns, each a vector of `rows` floats of `scalar`. */
const Type *type_matrix(TypeTable *tt, const Type *scalar, unsigned columns, unsigned rows);
/* length 0: unsized. */
const Type *type_array(TypeTable *tt, const Type *elem, uint32_t length);
/* Whether some dimension of array `t` is unsized (not sized by a
 * specialization constant, not implicitly sized). */
int type_has_unsized(const Type *t);
/* Whether `t` holds an array sized by a specialization constant. */
int type_has_spec_array(const Type *t);
/* `actual` when it has the shape of `pattern` but for the sizes of the
 * dimensions `pattern` leaves unsized (float[][2] and float[3][2]); NULL when
 * the shapes differ. */
const Type *type_sized_like(TypeTable *tt, const Type *pattern, const Type *actual);
/* An array whose size is the specialization constant expression `size`
 * (default `length`); arrays sized by one key are one type. */
const Type *type_spec_array(TypeTable *tt, const Type *elem, uint32_t length, const void *key, void *size);
/* A new implicitly sized array (Type.implicit), length 0 until sized. */
Type *type_implicit_array(TypeTable *tt, const Type *elem, int how);
enum {
    IMPLICIT_BY_USE = 1,         /* constant indexes only (gl_ClipDistance) */
    IMPLICIT_PER_VERTEX_IN = 2,
    IMPLICIT_PER_VERTEX_OUT = 3,
    IMPLICIT_BY_USE_ANY_INDEX = 4, /* grows with constant indexes, any index allowed (gl_SampleMask) */
    IMPLICIT_PER_PRIMITIVE = 5,  /* mesh outputs per primitive: max_primitives */
    IMPLICIT_PRIMITIVE_INDICES = 6, /* gl_PrimitiveIndicesNV: max_primitives times the vertices of one */
};
const Type *type_opaque(TypeTable *tt, uint32_t code);
/* A cooperative matrix of `component` (type.h TY_COOPMAT): for each of scope,
 * rows and columns its value, and, when it is a specialization constant
 * expression, a key (as type_spec_array) and the expression (else NULL). */
const Type *type_coopmat(TypeTable *tt, const Type *component, const uint32_t value[3], const void *const key[3],
                         void *const size[3]);
/* The storage image type `image` with a SPIR-V ImageFormat (type_names.h: TYPE_FORMAT). */
const Type *type_image_format(TypeTable *tt, const Type *image, uint32_t format);
/* Whether an argument of type `arg` may be passed to a parameter of type
 * `param` as it is: equal types, or storage images (or arrays of them) that
 * differ only in a format the parameter leaves out (GLSL 4.60 §4.10).
 * Inline: asked of every argument, and one of the parameter's type (most)
 * goes no further than the compare. */
int type_image_argument_formats_match(TypeTable *tt, const Type *arg, const Type *param);
static inline int type_image_argument_matches(TypeTable *tt, const Type *arg, const Type *param)
{
    return arg == param || type_image_argument_formats_match(tt, arg, param);
}
/* Whether `t` is a storage image or an array of them. */
int type_is_image(const Type *t);
/* How many scalars (and handles) a value of `t` holds, saturating at
 * UINT32_MAX; runtime arrays count one element. */
uint64_t type_flat_count(const Type *t);
/* Whether `t` is or holds (in arrays, structs) a buffer reference. */
int type_holds_reference(const Type *t);
const Type *type_reference(TypeTable *tt, const Type *block);
/* The type spirv_type(...) names: one per canonical key (SpirvType.key). */
const Type *type_spirv(TypeTable *tt, const SpirvType *spirv);
/* A new struct (or block) type; fields are copied. */
Type *type_struct(TypeTable *tt, const char *name, const Field *fields, uint32_t count, int is_block);
/* The depth (Type.depth) of a structure with these members. */
uint32_t type_fields_depth(const Field *fields, uint32_t count);
/* GL_NV_shader_texture_footprint's gl_TextureFootprint2DNV (dims 2) or
 * gl_TextureFootprint3DNV (dims 3): one type each per compilation. */
const Type *type_footprint(TypeTable *tt, unsigned dims);
/* The type a built-in type code (from the parser) names. */
const Type *type_from_code(TypeTable *tt, uint32_t code);

/* ---- questions ---- */

/* Inline, these few: every expression checked and emitted asks them. */

/* bool, int, float */
static inline int type_is_scalar(const Type *t)
{
    return t->kind == TY_BOOL || t->kind == TY_INT || t->kind == TY_FLOAT;
}

/* The scalar of a scalar, vector or matrix; else NULL. */
static inline const Type *type_scalar_of(const Type *t)
{
    switch (t->kind) {
    case TY_BOOL: case TY_INT: case TY_FLOAT: return t;
    case TY_VECTOR: return t->elem;
    case TY_MATRIX: return t->elem->elem;
    default: return NULL;
    }
}

/* int or float scalar, vector or matrix */
static inline int type_is_numeric(const Type *t)
{
    const Type *s = type_scalar_of(t);
    return s && (s->kind == TY_INT || s->kind == TY_FLOAT);
}

/* int scalar or vector */
static inline int type_is_integer(const Type *t)
{
    return t->kind != TY_MATRIX && type_scalar_of(t) && type_scalar_of(t)->kind == TY_INT;
}

/* float scalar, vector or matrix */
static inline int type_is_floating(const Type *t)
{
    const Type *s = type_scalar_of(t);
    return s && s->kind == TY_FLOAT;
}

/* bool scalar or vector */
static inline int type_is_boolean(const Type *t)
{
    const Type *s = type_scalar_of(t);
    return s && s->kind == TY_BOOL;
}

/* Components of a scalar (1), vector (n) or matrix (columns x rows). */
unsigned type_component_count(const Type *t);
/* Whether a value of this type can exist only in uniform/opaque storage. */
int type_contains_opaque(const Type *t);
/* The same shape with another scalar: vec3 and int -> ivec3. */
const Type *type_with_scalar(TypeTable *tt, const Type *t, const Type *scalar);

/* How good an implicit conversion from `from` to `to` is (GLSL 4.60 §4.1.10
 * and §6.1.1, with GL_EXT_shader_explicit_arithmetic_types' table): 0 none
 * needed, 1 a promotion (float to double, and widening int8/16 or float16),
 * 2 int or uint to float, 3 int or uint to double, 4 any other allowed one
 * (int to uint, to 64-bit ints); -1 not allowed. Shapes must match
 * (vectors of the same size, matrices of the same dimensions). */
int type_conversion_rank(const Type *from, const Type *to);

/* How two conversions of one argument compare (§6.1.1), given their
 * type_conversion_rank: -1 when `a` is better, 1 when `b` is, 0 when
 * neither is. */
int type_compare_conversions(int a, int b);

/* The GLSL spelling, for messages: "vec4", "float[3]", "S", "uint64_t". */
const char *type_name(Arena *a, const Type *t);

#endif
