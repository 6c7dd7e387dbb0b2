/* Block layout rules: the offsets, alignments, sizes, array strides and
 * matrix strides that std140, std430 and scalar layouts give to the members
 * of uniform, buffer and push-constant blocks, plus GLSL's explicit `offset`
 * and `align` member qualifiers.
 *
 * The numbers are glslang 12's (glslangValidator is our oracle, see
 * tests/unit/check_layout.c and tests/layout_oracle.py), which follow
 * GLSL 4.60 §7.6.2.2 of the OpenGL spec ("Standard Uniform Block Layout",
 * std140; std430 drops the vec4 rounding of arrays and structs),
 * GL_EXT_scalar_block_layout (scalar), and GLSL 4.60 §4.4.5 for `offset` and
 * `align`. The Vulkan spec's "Offset and Stride Assignment" calls the three
 * "extended", "base" and "scalar" alignment.
 *
 * Pure functions of the type: nothing is allocated and nothing is cached, so
 * the emitter may ask again for every OpMemberDecorate and ArrayStride. */
#ifndef GLSPV_GLSL_LAYOUT_H
#define GLSPV_GLSL_LAYOUT_H

#include "glsl/check/type.h"

/* How a type is laid out as a block member under some rules.
 *
 * size: the bytes it takes. Under std140/std430 a struct's size is rounded up
 *   to its alignment (so the next member starts after the padding); under
 *   scalar it is not, and an array's size is stride * (length - 1) + the
 *   element's size: both as GL_EXT_scalar_block_layout's "last basic machine
 *   unit consumed" and glslang say. A runtime-sized array has size 0.
 * align: the base alignment, a power of two (at least 16 for std140 arrays
 *   and structs).
 * array_stride: arrays only, the ArrayStride of the outermost dimension; an
 *   inner dimension's is that of layout_of(t->elem, ...). Else 0.
 * matrix_stride, row_major: for a matrix, or an array (of arrays) of
 *   matrices, the MatrixStride and whether it is RowMajor. Else 0. */
typedef struct TypeLayout {
    uint32_t size, align;
    uint32_t array_stride;
    uint32_t matrix_stride;
    int row_major;
} TypeLayout;

/* Layout of `t` as a member under `rules`, its matrices `major` (the
 * effective one: MATRIX_DEFAULT means column-major). Nested structs apply
 * their members' own Field.matrix, as layout_member_major says. LAYOUT_SHARED
 * and LAYOUT_PACKED lay out as std140 (glslang's reading); LAYOUT_NONE as
 * std430. Types that cannot be in a block (void, opaque, error) get size 0,
 * alignment 1. Sizes that would pass 2^32 - 1 stop there. */
void layout_of(const Type *t, BlockLayout rules, MatrixLayout major, TypeLayout *out);

/* The matrix layout of member `f` when its struct or block has `inherited`:
 * its own row_major/column_major if written, else the inherited one
 * (GLSL 4.60 §4.4.5: "to all depths of nesting"). Never MATRIX_DEFAULT. */
MatrixLayout layout_member_major(const Field *f, MatrixLayout inherited);

/* Reports a layout error for member `field` of the struct being laid out. The
 * message (no position, no "error:") is valid only during the call. */
typedef void (*LayoutErrorFn)(void *user, uint32_t field, const char *message);

/* Offsets of every member of a struct or block `s`: offsets[i] for field i
 * (offsets has s->field_count entries). When `members` is not NULL it gets
 * each member's TypeLayout too (with its effective matrix layout applied).
 *
 * For blocks (s->is_block), explicit Field.offset / Field.align apply as
 * GLSL 4.60 §4.4.5 says: the member starts at `offset` (else right after the
 * previous member), rounded up to the larger of its base alignment and
 * `align`. A block-level `align` must already be copied by the caller into
 * every member that has none (§4.4.5: "the same effect as qualifying each
 * member"). Errors go to `err` (may be NULL) and layout goes on:
 *   - offset not a multiple of the member's base alignment;
 *   - offset negative, align not a power of two greater than 0;
 *   - a member, explicit or assigned, overlapping another one (the SPIR-V
 *     rule of §4.4.5, in which offsets may go down; glslang does not check it);
 *   - offset or align on a member of a plain struct (not a block);
 *   - a block larger than 2^32 - 1 bytes.
 *
 * `out` gets the size and alignment: for a plain struct the same as
 * layout_of; for a block the size is the end of the member that ends last,
 * with no tail padding (glslang's getBlockSize, which sizes buffer_reference
 * blocks). */
void layout_struct(const Type *s, BlockLayout rules, MatrixLayout major, uint32_t *offsets, TypeLayout *members,
                   TypeLayout *out, LayoutErrorFn err, void *user);

/* Interface locations (GLSL 4.60 4.4.1): a perviewNV value's type without
 * its views' dimension (`flags` its qualifiers); how many locations a value
 * of `t` takes; the components (a mask of x y z w) it takes in each,
 * starting at `component`. */
const Type *layout_view_type(const Type *t, uint32_t flags);
uint32_t layout_location_count(const Type *t);
uint32_t layout_component_mask(const Type *t, uint32_t component);

#endif
