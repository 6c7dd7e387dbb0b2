/* Constant folding: the exact value of GLSL constant expressions.
 *
 * The checker calls these on ConstValues (glsl/sema.h) whose operands it has
 * already typed and converted, to size arrays, check case labels and give
 * the emitter the value of each OpConstant. GLSL 4.60 §4.3.3 says which
 * expressions are constant; §5 defines the operators and §8 the built-in
 * functions used here.
 *
 * Arithmetic follows the types, not the host: integers wrap to their width,
 * and a float16/float32 result is rounded (to nearest, ties to even) after
 * every operator, so the folded value is what the GPU computes for the same
 * expression. A built-in function or a linear-algebra product (matrix *
 * vector, dot, length, inverse...) is computed in double and rounded once,
 * at the end: the spec gives such functions no exact formula.
 *
 * Every function returns NULL when there is nothing to fold: a shape the
 * checker should have rejected, or a value the spec leaves undefined and
 * that we choose not to invent (the comments at each say which, and what
 * glslangValidator does instead). Values are immutable once made: results
 * may share elements with the operands, and the three accessors that can
 * return an operand (or a part of one) return it const. Everything is
 * allocated in `a`. */
#ifndef GLSPV_GLSL_FOLD_H
#define GLSPV_GLSL_FOLD_H

#include "glsl/check/sema.h"

/* ---- scalars ---- */

/* `v` made canonical for the scalar type `t`: integers wrapped to the width
 * (sign-extended when signed, zero-extended otherwise), floats rounded to
 * float16/float32 (nearest-even; overflow to inf, subnormals kept), bools
 * 0 or 1. */
Scalar const_normalize(const Type *t, Scalar v);

/* The IEEE bits of a float of `width` (16, 32, 64) holding `f` (rounded to
 * that width first, as const_normalize does; a NaN becomes a quiet NaN), for
 * OpConstant; and the value that bits stand for. */
uint64_t const_float_bits(unsigned width, double f);
double const_float_from_bits(unsigned width, uint64_t bits);

/* ---- values ---- */

/* A scalar constant of type `t` holding `v` (normalized). */
ConstValue *const_scalar(Arena *a, const Type *t, Scalar v);

/* A value of `t` with every component and element zero (false): also the
 * value of a null initializer. NULL for types without constants (void,
 * opaque, reference, error), and for an array of more than `max_elements`
 * (GLSPV_LIMIT_CONSTANT_ELEMENTS), which stays unfolded (OpConstantNull). */
ConstValue *const_zero(Arena *a, const Type *t, uint32_t max_elements);

/* `v` with each component converted to the scalar of `to` (§4.1.10, §5.4.1):
 * float -> int truncates toward zero; int -> float and wider -> narrower
 * float round to nearest; bool -> number gives 0 or 1; number -> bool is
 * != 0. `to` is either a scalar type (the shape of `v` is kept) or a type
 * with as many components as `v`. Float values outside the integer type
 * (undefined in §5.4.1) wrap modulo 2^width; NaN and inf give 0. */
ConstValue *const_convert(Arena *a, TypeTable *tt, const ConstValue *v, const Type *to);

/* Unary - + ! ~ (§5.9) on scalars, vectors and matrices. */
ConstValue *const_unary(Arena *a, TokKind op, const ConstValue *v);

/* Binary operators (§5.9) with GLSL's shapes: component-wise, scalar with
 * vector or matrix, and * as linear algebra between matrices and vectors;
 * shifts with any mix of signedness and width (the result has the left
 * operand's type); == and != on whole values of any type; < > <= >= on
 * scalars; && || ^^ on bools. Both operands already have the same component
 * type, except for shifts. `result` is the type the checker gave the
 * expression. Integer / and % truncate toward zero (C's rules); x / 0
 * gives the type's largest value (all ones when unsigned) and x % 0 gives
 * x, which is what glslang folds (§5.9 leaves both unspecified). Returns
 * NULL for a shift by a negative count or by the width or more (§5.9:
 * undefined). */
ConstValue *const_binary(Arena *a, TypeTable *tt, TokKind op, const ConstValue *l, const ConstValue *r,
                         const Type *result);

/* A constructor (§5.4): scalar from scalar (conversion) or from the first
 * component of a vector or matrix; vector or matrix from one scalar (splat,
 * or diagonal); matrix from matrix (overlap copied, identity elsewhere);
 * vector or matrix from the components of its arguments in order (vectors
 * and matrices contribute theirs, column-major); arrays and structs from
 * their elements, each converted to the element type if it differs. An
 * unsized array type takes its length from `n`. */
ConstValue *const_construct(Arena *a, TypeTable *tt, const Type *t, const ConstValue *const *args, size_t n);

/* v[index]: an array element, a vector component or a matrix column; NULL
 * out of range. */
const ConstValue *const_index(Arena *a, TypeTable *tt, const ConstValue *v, uint64_t index);
/* v.xyzw: `comps` are component numbers (0-3); one makes a scalar. */
ConstValue *const_swizzle(Arena *a, TypeTable *tt, const ConstValue *v, const uint8_t *comps, size_t n);
/* A struct member, or NULL. */
const ConstValue *const_member(const ConstValue *v, uint32_t i);
/* cond ? x : y, with a bool scalar `cond`. */
const ConstValue *const_select(const ConstValue *cond, const ConstValue *x, const ConstValue *y);
/* GLSL's == on whole values (§5.9): every component and member equal;
 * floats compare as numbers (-0 == +0, NaN equals nothing). */
int const_equal(const ConstValue *x, const ConstValue *y);

/* ---- built-in functions (fold_builtin.c) ---- */

/* A built-in function with constant arguments (§4.3.3 makes every built-in
 * a constant expression except texture, noise, image, atomic, derivative
 * and interpolation functions, and those with out parameters are left to
 * run time). `args` are typed as the chosen overload's parameters; `result`
 * is its return type. Returns NULL when `name` is not folded here or an
 * argument is outside the function's domain in §8 (listed in
 * fold_builtin.c). */
ConstValue *const_builtin(Arena *a, TypeTable *tt, const char *name, const ConstValue *const *args, size_t n,
                          const Type *result);
/* The name of the i-th function folded, in the table's (strcmp) order;
 * NULL past the last. For the unit test of that order. */
const char *const_builtin_name(size_t i);

/* ---- shared by fold.c and fold_builtin.c ---- */

/* A value of `t` with its components or elements allocated and zero. */
ConstValue *fold_new(Arena *a, const Type *t);
/* One scalar converted between scalar types (the rules of const_convert). */
Scalar fold_convert_scalar(const Type *from, const Type *to, Scalar v);
/* x op y for op one of == != < > <= >=, on two scalars of type `t`. */
int fold_compare(TokKind op, const Type *t, Scalar x, Scalar y);
/* x rounded to an integer, ties to even, whatever the FP environment says. */
double fold_round_even(double x);

#endif
