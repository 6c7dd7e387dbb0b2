/* Reflection (src/reflect/): what a module asks of the application that
 * runs it, read from any valid module. model.c reads the module's global
 * instructions into a model that answers questions by id (names,
 * decorations, types, constants, declared sizes); type_names.c names types
 * as GLSL writes them; cross_json.c sorts the variables into the kinds of
 * resource SPIRV-Cross reports and prints it all as `spirv-cross
 * --reflect` does; usage.c finds what each entry point statically uses;
 * structs.c builds the public structs (glspv_reflection) and pack.c copies
 * them into the result; api.c is glspv_reflect. */
#ifndef GLSPV_REFLECT_REFLECT_H
#define GLSPV_REFLECT_REFLECT_H

#include "spirv/reader.h"

/* Array dimensions deeper than this are not described (no real shader
 * comes close; GLSL's own limit is far below). */
#define REFLECT_MAX_DIMS 16

/* A struct's member notes (names, decorations): per member, the index + 1
 * of its newest, chained through next_member_note. */
typedef struct ReflectMembers {
    uint32_t count;
    uint32_t *first;
    int builtin;             /* some member is a built-in */
    uint32_t all_qualifiers; /* NonReadable ... Volatile (bits) that every member has */
} ReflectMembers;

/* What one function names, in order: the global variables its
 * instructions take as operands and the functions it calls, each an id
 * with a flag (a variable's may repeat). */
typedef struct ReflectUse {
    uint32_t id;
    uint32_t is_call;
} ReflectUse;

typedef struct ReflectFunction {
    uint32_t id;
    VEC(ReflectUse) uses;
} ReflectFunction;

typedef struct Reflect {
    Ctx *ctx;
    Arena *a;
    uint32_t version;          /* of the module (the header) */
    VEC(SpvInst) insts;        /* the global instructions, in order */
    U32Map def;                /* result id -> index + 1 in insts */
    VEC(uint32_t) next_note;   /* per instruction: index + 1 of the next name or decoration of its target */
    U32Map first_note;         /* target id -> index + 1 of its newest own name or decoration */
    U32Map first_member_note;  /* struct id -> the same for its member names and decorations (while reading) */
    VEC(uint32_t) next_member_note; /* per instruction: the next note of the same member */
    VEC(ReflectMembers) members;
    U32Map member_index;       /* struct id -> index + 1 in members */
    U32Map declared_size;      /* struct id -> its declared size, once worked out */
    VEC(uint32_t) entry_points; /* indices of the OpEntryPoint instructions */
    VEC(uint32_t) modes;        /* indices of OpExecutionMode and OpExecutionModeId */
    int source_known, source_hlsl; /* an OpSource with a known language; HLSL */
    VEC(ReflectFunction) functions; /* usage.c: what each function names */
    U32Map function_index;     /* function id -> index + 1 in functions */
} Reflect;

/* Reads the module (already validated: what it relies on is checked only
 * as far as reading it safely needs). */
glspv_status reflect_read(Reflect *r, Ctx *ctx, const uint32_t *words, size_t count);

/* The instruction that defines `id`, or NULL. */
const SpvInst *reflect_def(const Reflect *r, uint32_t id);
/* Operand `k`'s first word (0 when there is no such operand). */
uint32_t reflect_word(const SpvInst *in, uint16_t k);
/* The OpName of `id`, or "" when it has none. */
const char *reflect_name(const Reflect *r, uint32_t id);
/* The OpMemberName of member `member` of struct `type`, or NULL. */
const char *reflect_member_name(const Reflect *r, uint32_t type, uint32_t member);
/* Whether `id` (member -1) or member `member` of struct `id` is decorated
 * with `decoration`; its first literal in *value when it has one. */
int reflect_decorated(const Reflect *r, uint32_t id, int member, uint32_t decoration, uint32_t *value);
/* Whether any member of struct `type` is a built-in. */
int reflect_has_builtin_member(const Reflect *r, uint32_t type);
/* Whether every member of struct `type` has `decoration` (NonReadable,
 * NonWritable, Restrict, Coherent or Volatile). */
int reflect_all_members_decorated(const Reflect *r, uint32_t type, uint32_t decoration);

/* usage.c: notes what instruction `in` of the function being read (the
 * newest in r->functions) names; an OpFunction starts a new one. */
void reflect_note_use(Reflect *r, const SpvInst *in);
/* The global variables that entry point function `fn` statically uses
 * (named in it or in a function it calls, however deep), each once, in the
 * order of first use, a callee's uses where it is first called (the order
 * glslang's reflection lists them in). Also put into `used` (id -> 1) when
 * it is not NULL. */
void reflect_static_use(Reflect *r, uint32_t fn, U32Map *used, uint32_t *count, uint32_t **ids);

/* A type with its pointer and array layers taken off, as SPIRV-Cross sees
 * a declaration: the element type, and the dimensions innermost first
 * (float[2][3] is [3, 2]), each a length or, where the length is a
 * specialization constant, that constant's id (literal 0). A runtime
 * array's length is 0. */
typedef struct ReflectShape {
    uint32_t base;      /* the element type's id */
    uint32_t dims;
    uint32_t dim[REFLECT_MAX_DIMS];
    uint8_t literal[REFLECT_MAX_DIMS];
    uint32_t outer_array; /* the outermost array type's id, 0 when none */
} ReflectShape;

void reflect_shape(const Reflect *r, uint32_t type, ReflectShape *shape);

/* Physical storage buffer addresses (SPIRV-Cross's "references"): a
 * PhysicalStorageBuffer pointer, or an array of them. The parent of a
 * pointer is what it points to, of an array its element. */
int reflect_is_physical_pointer(const Reflect *r, uint32_t type);
int reflect_is_reference(const Reflect *r, uint32_t type);
uint32_t reflect_parent(const Reflect *r, uint32_t type);

/* The 32-bit value of a scalar constant (a specialization constant's
 * default), 0 when it is not one. */
uint32_t reflect_constant_u32(const Reflect *r, uint32_t id);

/* The size of a block as declared: the highest member offset plus that
 * member's size (a runtime array counts 0), as SPIRV-Cross computes it. */
uint32_t reflect_declared_struct_size(Reflect *r, uint32_t type);

/* The size of member `member` (of type `member_type`) of struct `type`,
 * as reflect_declared_struct_size counts it. */
uint32_t reflect_member_size(const Reflect *r, uint32_t type, uint32_t member, uint32_t member_type);

/* The GLSL name of a type that is not a struct ("vec4", "mat2x3",
 * "usampler2DArray", "image2D"), or a struct's name (its own, else "_ID"). */
const char *reflect_type_name(Reflect *r, uint32_t type);

/* The GLSL name of an image format (SPIR-V ImageFormat), NULL for Unknown. */
const char *reflect_format_name(uint32_t format);

/* The module as `spirv-cross --reflect` prints it, without a final
 * newline. */
void reflect_cross_json(Reflect *r, Str *out);

/* structs.c: the public structs of the module, in the arena. */
glspv_reflection *reflect_structs(Reflect *r);
/* pack.c: copies `src` and all it points to into `dst` (NULL: only counts)
 * and returns the bytes it takes; pointers in the copy are into `dst`. */
size_t reflect_pack(const glspv_reflection *src, void *dst);

#endif
