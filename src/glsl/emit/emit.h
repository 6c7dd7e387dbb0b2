/* The emitter's interface (emit_unit, for compile.c) and the core its
 * files share (emit_decl.c, emit_expr.c, emit_stmt.c, ...): the checked
 * AST to SPIR-V through the module builder.
 * docs/compiler.md explains the shapes chosen (locals as Function
 * variables, access chains for l-values, structured control flow). */
#ifndef GLSPV_GLSL_EMIT_H
#define GLSPV_GLSL_EMIT_H

#include "glsl/check/check.h"
#include "spirv/builder.h"

/* Word 2 of the modules we make. glspv has no registered generator id yet
 * (spir-v.xml); 0 is the id reserved for unregistered tools, and the low
 * half is our version. */
#define GLSPV_GENERATOR_WORD ((0u << 16) | 1u)

/* Where a value lives: a pointer, and for a swizzle of a vector the
 * components picked. */
typedef struct LValue {
    uint32_t ptr;
    const Type *type;        /* of what `ptr` points to */
    uint32_t storage;        /* SpvStorageClass of the pointer */
    BlockLayout layout;      /* the layout of the memory (for the SPIR-V type of loads) */
    uint8_t swizzle_len;     /* 0: the whole value */
    uint8_t swizzle[4];
    uint32_t dynamic_index;  /* a vector component chosen at run time (id), or 0 */
    uint8_t buffer_block;    /* in a `buffer` block (whatever its storage class) */
    uint8_t nonuniform;      /* reached through a non-uniform index (GL_EXT_nonuniform_qualifier) */
    uint32_t volatile_load;  /* loads take the Volatile memory operand (gl_HelperInvocation, Vulkan memory model) */
    uint32_t align;          /* through a buffer reference: buffer_reference_align | the offsets and strides on
                                the way (the Aligned operand is its lowest bit); 0 elsewhere */
    uint32_t mem_flags;      /* the memory qualifiers (QF_COHERENT...) of what it reaches, for the Vulkan memory
                                model's memory operands */
} LValue;

/* Who holds each component of one location: 1 + the place in
 * Emitter.location_owners, 0 for none. */
typedef struct LocationComponents {
    uint32_t owner[4];
} LocationComponents;

typedef struct Loop {
    uint32_t break_label, continue_label; /* continue 0 in a switch */
} Loop;

typedef struct ExtImport {
    const char *name;
    uint32_t id;
} ExtImport;

/* An OpExecutionMode the compiler emitted: the mode and its operand words. */
typedef struct EmittedMode {
    uint32_t mode;
    uint32_t words[4];
    uint32_t count;
} EmittedMode;

/* One emitted copy of a function with storage image parameters: the
 * argument types its calls give (emit_stmt.c). */
typedef struct FunctionClone {
    Symbol *fn;
    const Type **types;      /* one per parameter */
    uint8_t *by_variable;    /* one per parameter: an image passed as its UniformConstant variable */
    uint32_t id;
} FunctionClone;

/* An instruction a spirv_instruction call or a spirv_type made, for
 * putting the validator's errors on the source (emit_spirv.c). */
typedef struct IntrinsicMade {
    uint32_t opcode;          /* OpExtInst for an extended one */
    uint32_t id;              /* its result, 0 for none */
    SrcLoc loc;
} IntrinsicMade;

/* -gV, -gVS: the state of NonSemantic.Shader.DebugInfo.100 (emit_debuginfo.c). */
typedef struct EmitDebug EmitDebug;

/* An implicitly sized array as the emitter made it (emit_settled). */
typedef struct ImplicitLength {
    const Type *type;
    uint32_t length;
} ImplicitLength;

typedef struct Emitter {
    Glsl *g;
    Arena *a;
    SpvBuilder b;
    CheckedUnit *unit;
    TypeTable *tt;
    SrcLoc at;                /* the expression being emitted, for the few errors found here */
    uint32_t glsl450;         /* the GLSL.std.450 import */
    uint32_t work_group_size; /* the WorkgroupSize spec composite, once made (emit_work_group_size) */
    U32Map type_ids[LAYOUT_PACKED + 1]; /* type serial -> SPIR-V id, per block layout */
    U32Map struct_ids[LAYOUT_PACKED + 1];
    /* The ids of void and of scalar, vector and matrix types, by type serial
     * (2 * serial, + 1 for the uint form a bool takes in laid-out memory):
     * emit_type is asked for them at every value, and the walk down to
     * spv_unique's lookup was 8% of a large compile. 0: not made yet. */
    VEC(uint32_t) value_type_ids;
    /* Pointer type ids by pointee id * 16 + storage class (the classes
     * below 16): asked at every variable, access and call. */
    U32Map pointer_ids;
    /* The same by pointee type for structs and arrays: ((serial + 1) *
     * layouts + layout) * 16 + storage class (emit_pointer_type). */
    U32Map pointer_by_type;
    /* Pointer types recently asked for, by a hash of pointee Type, layout
     * and storage class, before the maps above: an access chain asks at
     * each step, most for the few same types (emit_pointer_type). Two
     * ways (the slot and its neighbour, slot ^ 1), since two hot keys of
     * one slot took turns missing. Only pointees whose id is theirs for
     * good. 0: empty. */
    struct { const Type *type; uint32_t key, id; } recent_pointers[64];
    /* One-word OpConstants recently made, by a hash of type and word: the
     * same few constants come at every index and literal. 0: empty. */
    struct { uint32_t type, word, id; } recent_constants[256];
    /* Scalar constants recently made, by a hash of their Type and value
     * as the checker holds it: a hit skips the rounding of a float, the
     * type's lookup and recent_constants. 0: empty. */
    struct { const Type *type; uint64_t bits; uint32_t id; } recent_scalars[64];
    /* The same for vector constants, by their components' values: a hit
     * skips each component's lookup and the composite's (spv_unique).
     * Made at the first vector constant (RECENT_VECTORS slots): the
     * Emitter stays small enough to be cleared without a call to memset. */
    struct RecentVector { const Type *type; uint64_t bits[4]; uint32_t id; } *recent_vectors;
    /* The int and uint constants 0 to 15, once made: member indices and
     * scopes, asked at every access chain and barrier. 0: not made yet. */
    uint32_t small_ints[16], small_uints[16];
    VEC(uint32_t) interface;  /* entry point interface variables */
    /* The function being emitted: variables first, then the body. */
    SpvWords vars, body;
    uint32_t label;           /* the block being filled; 0 after a terminator */
    VEC(Loop) loops;
    const Symbol *function;
    /* Locations taken by user inputs and outputs (location -> symbol), to
     * report overlaps (Vulkan forbids them). */
    U32Map locations[2];      /* (index, location) -> 1 + its place in location_components */
    VEC(LocationComponents) location_components;
    VEC(Symbol *) location_owners;
    U32Map relaxed;           /* ids decorated RelaxedPrecision already */
    VEC(ExtImport) imports;   /* extended instruction sets spirv_instruction imported */
    VEC(EmittedMode) modes;   /* the execution modes emitted so far */
    VEC(uint32_t) file_ids;   /* -g: the OpString of each file of the compilation (one per name) */
    EmitDebug *debug;         /* -gV, -gVS; NULL without */
    int debug_due;            /* a DebugScope or DebugLine is due before the next instruction */
    int writes_depth;         /* gl_FragDepth is used: the DepthReplacing mode */
    int vulkan_memory_model;  /* #pragma use_vulkan_memory_model: OpMemoryModel Vulkan */
    int precise;              /* computing a value for a precise variable: NoContraction on arithmetic */
    /* Buffer references (emit_memory.c): block serial -> pointer id, the ids
     * reserved while a block is being emitted, those declared forward. */
    U32Map ref_ids, ref_pending, ref_forward;
    /* The OpSpecConstantOp or composite made for an expression of
     * specialization constants (emit_spec.c), by node: made once. */
    PtrMap spec_ids;
    int uses_physical_storage; /* OpMemoryModel PhysicalStorageBuffer64 */
    VEC(FunctionClone) clones; /* functions with image parameters, per list of argument types */
    VEC(IntrinsicMade) intrinsics; /* what spirv_instruction and spirv_type made */
    /* An input or output block being made: its members' spirv_decorate come
     * after the locations, interpolation and offsets the interface gives
     * them, so that a repeated one merges with those (emit_interface.c).
     * Its struct type, when made now, sets it back to NULL. */
    const Type *deferred_block;
    Ast *release;             /* the tree whose bodies go back once emitted, or NULL */
    VEC(ImplicitLength) implicit_lengths; /* each implicitly sized array type emitted, and its length then */
    uint64_t begin_facts;     /* what emit_begin read of the whole unit (begin_facts in emit_decl.c) */
    size_t next_global, next_function; /* the checked unit's, emitted up to these (emit_declared) */
} Emitter;

/* A module with instructions or types of GL_EXT_spirv_intrinsics through
 * the validator; its first error is put on the call or type at fault. */
void emit_spirv_validate(Emitter *e, const uint32_t *words, size_t count);

/* Emits the checked unit; returns the module's words (in the arena). */
uint32_t *emit_unit(Glsl *g, CheckedUnit *unit, uint32_t spirv_version, Ast *release, size_t *count);
/* emit_unit in steps, for a compile that emits each function as the checker
 * finishes it: emit_declared emits the globals and function bodies the
 * checker added since its last call (those whose name is in `called`, or,
 * NULL, those the checker marked reachable), and emit_end the rest of the
 * module. `release`: the tree whose bodies go back as they are emitted. */
Emitter *emit_begin(Glsl *g, CheckedUnit *unit, uint32_t spirv_version, Ast *release);
void emit_declared(Emitter *e, const PtrMap *called);
uint32_t *emit_end(Emitter *e, size_t *count);
/* Whether what the emitter read of the whole unit while emitting is what
 * the checker ended with: a module made one declaration at a time is the
 * whole unit's only then. `facts`: emit_unit_facts' before the first
 * function was emitted. */
/* The unit-wide facts that emitting a function reads (the stage's layouts,
 * the workgroup size, transform feedback, ...). */
typedef struct UnitFacts {
    StageLayout stage_layout;
    uint32_t local_size[3];
    int local_size_id[3], local_size_set[3];
    uint32_t xfb_strides[4];
    int flags[8];
} UnitFacts;
int emit_settled(const Emitter *e, const UnitFacts *facts);
void emit_unit_facts(const Emitter *e, UnitFacts *facts);
/* Whether the options let a module be made one declaration at a time: none
 * that lays out the whole interface first (-fauto-map-locations, bindings
 * shifted or given automatically), no NonSemantic debug information. */
int emit_can_stream(const GlslOptions *o);
/* Some global or block member is perprimitive (a fragment shader's inputs
 * from a mesh shader). */
int emit_uses_per_primitive(const Emitter *e);

/* ---- core (emit_core.c): what the walk and every area share ---- */
/* The constant for a memory or execution scope (Device under the Vulkan
 * memory model asks for VulkanMemoryModelDeviceScope). */
uint32_t emit_scope(Emitter *e, uint32_t scope);
/* A scope the shader names (gl_ScopeDevice stays Device). */
uint32_t emit_scope_exact(Emitter *e, uint32_t scope);
uint32_t emit_type_lookup(Emitter *e, const Type *t, BlockLayout layout);
/* The id of type `t` as laid out by `layout` (the type made at the first
 * request). Inline for the common case, a value type made already and no
 * layout: asked at every value, a call was most of its cost. */
static inline uint32_t emit_type(Emitter *e, const Type *t, BlockLayout layout)
{
    if (t->kind < TY_VOID || t->kind > TY_MATRIX)
        return emit_type_lookup(e, t, layout);
    /* emit_type_lookup's slot: only a bool's form depends on the layout
     * (a load from a block asks with its layout) */
    size_t slot = 2 * (size_t)t->serial +
                  (layout != LAYOUT_NONE && t->kind != TY_VOID && type_scalar_of(t)->kind == TY_BOOL);
    if (slot < e->value_type_ids.len && e->value_type_ids.data[slot])
        return e->value_type_ids.data[slot];
    return emit_type_lookup(e, t, layout);
}
/* The OpTypeImage of an image, texture or combined sampler type (a
 * sampler2D's image), whatever emit_type makes of the type itself. */
uint32_t emit_image_type(Emitter *e, const Type *t);

/* -fauto-combined-image-sampler (GlslOptions.auto_combined_image_sampler),
 * glslang's texture upgrade: a texture (or array of them) is declared as
 * the combined sampler of its kind (emit_type), sampler2D(t, s) is t's
 * value, and samplers are not emitted: their variables, the parameters
 * that take them and the arguments given there go (emit_dropped). A
 * buffer texture stays a texture from SPIR-V 1.6 on, as samplerBuffer
 * does there. */
int emit_dropped(const Emitter *e, const Type *t);
/* The type whose image an opaque argument's value holds: under the
 * upgrade, a constructor's texture and a texture's combined sampler;
 * else `declared`, the parameter's type. */
const Type *emit_combined_source(Emitter *e, const Node *arg, const Type *declared);
uint32_t emit_pointer_type_uncached(Emitter *e, uint32_t storage, const Type *t, BlockLayout layout);
/* Inline: an access chain asks at each step, and most find their answer in
 * recent_pointers, which emit_pointer_type_uncached fills. */
static inline uint32_t emit_pointer_type(Emitter *e, uint32_t storage, const Type *t, BlockLayout layout)
{
    uint32_t key = storage * (LAYOUT_PACKED + 1) + layout;
    uint32_t slot = ((uint32_t)((uintptr_t)t >> 4) * 0x9e3779b1u ^ key * 0x85ebca6bu) >> 26;
    if (e->recent_pointers[slot].type == t && e->recent_pointers[slot].key == key)
        return e->recent_pointers[slot].id;
    if (e->recent_pointers[slot ^ 1].type == t && e->recent_pointers[slot ^ 1].key == key)
        return e->recent_pointers[slot ^ 1].id;
    return emit_pointer_type_uncached(e, storage, t, layout);
}
uint32_t emit_constant(Emitter *e, const ConstValue *v);
uint32_t emit_uint_constant_made(Emitter *e, uint32_t value);
uint32_t emit_int_constant_made(Emitter *e, int32_t value);
/* Inline for the small values made already (Emitter.small_ints). */
static inline uint32_t emit_uint_constant(Emitter *e, uint32_t value)
{
    return value < 16 && e->small_uints[value] ? e->small_uints[value] : emit_uint_constant_made(e, value);
}
static inline uint32_t emit_int_constant(Emitter *e, int32_t value)
{
    return (uint32_t)value < 16 && e->small_ints[value] ? e->small_ints[value] : emit_int_constant_made(e, value);
}
void emit_name(Emitter *e, uint32_t id, const char *name);
void emit_decorate(Emitter *e, uint32_t id, uint32_t decoration, int count, ...);
/* The due DebugScope and DebugLine (emit_op_words, before an instruction
 * other than OpLabel and OpPhi, while e->debug_due). */
void emit_debug_flush(Emitter *e);
/* Appends an instruction to the function body. Inline, with spv_inst_to:
 * every instruction of every function passes here. */
static inline void emit_op_words(Emitter *e, SpvOp op, const uint32_t *words, size_t count)
{
    /* -gV: the scope and line due, after the phis that open a block. */
    if (e->debug_due && op != SpvOpLabel && op != SpvOpPhi && op != SpvOpLine)
        emit_debug_flush(e);
    spv_inst_to(&e->b, &e->body, op, words, count);
}
/* The same with the operands as arguments: emit_op(e, op, n, w1, ..., wn),
 * n at most 8. A macro over a function of fixed arity (the words missing
 * are zeros): a variadic one spent more reading its arguments back than
 * writing the instruction. */
#define emit_op(e, op, ...) EMIT_OP_((e), (op), __VA_ARGS__, 0, 0, 0, 0, 0, 0, 0, 0, 0)
#define EMIT_OP_(e, op, n, w1, w2, w3, w4, w5, w6, w7, w8, ...) emit_op8(e, op, n, w1, w2, w3, w4, w5, w6, w7, w8)
static inline void emit_op8(Emitter *e, SpvOp op, int count, uint32_t w1, uint32_t w2, uint32_t w3, uint32_t w4,
                            uint32_t w5, uint32_t w6, uint32_t w7, uint32_t w8)
{
    const uint32_t w[8] = {w1, w2, w3, w4, w5, w6, w7, w8};
    emit_op_words(e, op, w, (size_t)(count < 8 ? count : 8));
}
uint32_t emit_new_label(Emitter *e);
void emit_label(Emitter *e, uint32_t label);
void emit_branch(Emitter *e, uint32_t target);

void emit_member_decorate(Emitter *e, uint32_t id, uint32_t member, uint32_t decoration, int has_value,
                          uint32_t value);
/* A global variable (listed in the entry point's interface where SPIR-V wants it). */
uint32_t emit_new_variable(Emitter *e, uint32_t storage, const Type *t, BlockLayout layout, const char *name,
                           uint32_t init);
const LayoutItem *emit_find_layout(const TypeSpec *ts, const char *name);
uint32_t emit_layout_value(const TypeSpec *ts, const char *name, uint32_t fallback);
/* emit_bindings.c: the descriptor set of a resource declared with `ts`:
 * its layout(set), else the options' default set for the stage. */
uint32_t emit_resource_set(const Emitter *e, const TypeSpec *ts);

/* Qualifiers that become decorations, in glslang's order. */
typedef struct QualifierDecoration {
    uint32_t flags; /* any of these QF_* */
    uint32_t decoration;
} QualifierDecoration;

/* Decorates `id` (or its member `member`, when >= 0) for the qualifiers in `flags`. */
void emit_decorate_qualifiers(Emitter *e, uint32_t id, int member, uint32_t flags, const QualifierDecoration *table,
                              size_t count);
/* The id of an array type's length: a constant, or a specialization constant (expression). */
uint32_t emit_array_length_id(Emitter *e, const Type *t);
/* m.length() of a cooperative matrix type: a global OpSpecConstantOp made an int. */
uint32_t emit_coopmat_length(Emitter *e, const Type *t);
/* An execution mode of the entry point, remembered for emit_spirv_modes. */
void emit_mode(Emitter *e, uint32_t mode, const uint32_t *operands, uint32_t count);
/* The composite of spec constants decorated WorkgroupSize that local_size_*_id
 * asks for (gl_WorkGroupSize's value): made once. */
uint32_t emit_work_group_size(Emitter *e);
int emit_find_mode(const Emitter *e, uint32_t mode, const uint32_t **operands, size_t *count);
/* The OpExtInstImport of a set (GLSL.std.450 is the compiler's own). */
uint32_t emit_ext_import(Emitter *e, const char *set);
/* Whether the stage has derivatives: fragment shaders, and compute shaders
 * with a derivative group layout (GL_NV_compute_shader_derivatives). */
int emit_has_derivatives(const Emitter *e);

/* ---- emit_debuginfo.c (core: NonSemantic.Shader.DebugInfo.100, -gV and -gVS) ---- */
/* The import, a DebugSource per file (e->file_ids made) and the compilation unit. */
void emit_debug_begin(Emitter *e, uint32_t language);
/* The debug type of `t` (made once). */
uint32_t emit_debug_type(Emitter *e, const Type *t);
/* After a label: the scope and line are due again. */
void emit_debug_label(Emitter *e);
/* A statement at `loc` starts: its DebugLine is due. */
void emit_debug_statement(Emitter *e, SrcLoc loc);
/* DebugFunction of function `id` (its parameters of `types`) and its
 * DebugFunctionDefinition, in the entry block being filled. */
void emit_debug_function_begin(Emitter *e, const Symbol *fn, uint32_t id, const Type *const *types);
void emit_debug_function_end(Emitter *e);
/* DebugNoScope: what follows has no place in the source (the implicit return). */
void emit_debug_no_scope(Emitter *e);
/* A { } inside a function: a DebugLexicalBlock, in force until its end. */
void emit_debug_block_begin(Emitter *e, SrcLoc loc);
void emit_debug_block_end(Emitter *e);
/* DebugLocalVariable and DebugDeclare of a local variable or of parameter `index`. */
void emit_debug_local(Emitter *e, const Symbol *s, uint32_t var);
void emit_debug_parameter(Emitter *e, const Symbol *s, uint32_t index, uint32_t param);
/* emit_new_variable made OpVariable `id` (DebugGlobalVariable names only those). */
void emit_debug_note_variable(Emitter *e, uint32_t id);
void emit_debug_global(Emitter *e, const Symbol *s, uint32_t var);
/* The length of the next piece of a text split over OpSourceContinued or
 * DebugSourceContinued: at most 60000 bytes, not cutting a UTF-8 sequence. */
size_t emit_text_piece(const char *text, size_t left);
/* DebugEntryPoint of main, last. */
void emit_debug_entry_point(Emitter *e);

/* ---- emit_decl.c (the walk: the module, globals, the entry point) ---- */
/* The variable of a global symbol, made on first use (built-ins included). */
uint32_t emit_global(Emitter *e, Symbol *s);
int emit_global_init_is_constant(const Node *d, const Type *t);
/* A Function-storage variable of the function being emitted. */
uint32_t emit_local(Emitter *e, const Type *t, const char *name);

/* The declaration of a uniform, buffer or resource (its layout qualifiers). */
const TypeSpec *emit_resource_spec(const Symbol *s);

/* ---- emit_bindings.c ---- */
/* The bindings of the resources under the binding bases and
 * -fauto-bind-uniforms, in each Symbol.binding (as glslang settles them). */
void emit_settle_bindings(Emitter *e);

/* ---- emit_interface.c ---- */
/* An `in` or `out` variable or block, built-ins included. */
uint32_t emit_interface_variable(Emitter *e, Symbol *s);
/* A use of built-in `builtin` (a variable, or a gl_PerVertex member): the
 * capabilities it needs when used, not merely declared. */
void emit_builtin_used(Emitter *e, int builtin);
/* -fauto-map-locations: locations for the inputs and outputs declared without one. */
void emit_assign_locations(Emitter *e);
/* The OpExecutionModes of the stage. */
void emit_execution_modes(Emitter *e, Stage stage);

/* ---- emit_mesh.c (mesh and task shaders) ---- */
/* Whether the module takes SPV_NV_mesh_shader's forms (GL_NV_mesh_shader without GL_EXT_mesh_shader). */
int emit_mesh_nv(const Emitter *e);
/* The capability and extension of the stage (and of fragment shaders' perprimitive inputs). */
void emit_mesh_requirements(Emitter *e, Stage stage);
uint32_t emit_mesh_execution_model(const Emitter *e, Stage stage);
/* OutputVertices, OutputPrimitivesEXT and the output primitive. */
void emit_mesh_modes(Emitter *e, Stage stage);
/* PerPrimitiveEXT and PerViewNV for the qualifiers in `flags` (on member `member` when >= 0). */
void emit_mesh_decorate(Emitter *e, uint32_t id, int member, uint32_t flags);
/* A task payload or taskNV block; 0 when `s` is neither. */
uint32_t emit_mesh_variable(Emitter *e, Symbol *s);
uint32_t emit_mesh_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args);
/* ---- emit_ray.c (ray tracing and ray query) ---- */
/* Whether the module takes SPV_NV_ray_tracing's forms. */
int emit_ray_nv(const Emitter *e);
/* The capabilities the stage and the enabled extensions mean (before the body is emitted). */
void emit_ray_requirements(Emitter *e, Stage stage);
/* rayQueryEXT or hitObjectNV (or arrays of them): objects SPIR-V cannot copy, kept in Private variables. */
int emit_is_ray_object(const Type *t);
/* OpTypeAccelerationStructureKHR or OpTypeRayQueryKHR. */
uint32_t emit_ray_type(Emitter *e, const Type *t);
/* A payload, hit attribute or callable data variable; 0 when `s` is none. */
uint32_t emit_ray_variable(Emitter *e, Symbol *s);
/* The decorations a ray tracing built-in variable `id` needs (gl_RayTmaxEXT changes in intersection shaders). */
void emit_ray_builtin(Emitter *e, const Symbol *s, uint32_t id);
/* A ray query declared in a function: a Private variable. */
uint32_t emit_ray_object_local(Emitter *e, Symbol *s);
uint32_t emit_ray_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args);

/* ---- emit_expr.c ---- */
uint32_t emit_expr(Emitter *e, Node *n);
int emit_lvalue(Emitter *e, Node *n, LValue *lv);
uint32_t emit_load(Emitter *e, const LValue *lv);
void emit_store(Emitter *e, const LValue *lv, uint32_t value);
/* A value converted from one type to another of the same shape. */
uint32_t emit_convert(Emitter *e, uint32_t value, const Type *from, const Type *to);

SpvOp emit_arithmetic_op(TokKind op, const Type *scalar);
SpvOp emit_compare_op(TokKind op, const Type *scalar);
uint32_t emit_spec_constant(Emitter *e, Symbol *s);

/* ---- emit_coopmat.c (GL_NV_cooperative_matrix) ---- */
int emit_coopmat_enabled(const Emitter *e);
uint32_t emit_coopmat_type(Emitter *e, const Type *t);
/* coopMatLoadNV, coopMatStoreNV, coopMatMulAddNV */
uint32_t emit_coopmat_call(Emitter *e, Node *n);

/* ---- emit_spec.c (core: specialization constant expressions) ---- */
/* A specialization constant expression as a global OpSpecConstantOp (or
 * OpSpecConstantComposite, or the constant it names); 0 when SPIR-V for
 * shaders cannot specialize it (floating-point operations, calls). */
uint32_t emit_spec_op(Emitter *e, Node *n);

/* Decorates a value or variable RelaxedPrecision (once). */
void emit_relaxed(Emitter *e, uint32_t id);
/* Decorates a value or pointer NonUniform (GL_EXT_nonuniform_qualifier). */
void emit_nonuniform(Emitter *e, uint32_t id);

/* ---- emit_spirv.c (GL_EXT_spirv_intrinsics) ---- */
void emit_spirv_reqs(Emitter *e, const SpirvReqs *r);
/* spirv_decorate* of a variable (member < 0) or of member `member` of a struct. */
void emit_spirv_decorations(Emitter *e, uint32_t target, int member, const SpirvDecorations *ds);
uint32_t emit_spirv_type(Emitter *e, const Type *t);
uint32_t emit_spirv_call(Emitter *e, Node *n);
int emit_spirv_has_mode(const Emitter *e, uint32_t mode);
void emit_spirv_modes(Emitter *e);

/* ---- emit_memory.c (buffer references) ---- */
uint32_t emit_reference_type(Emitter *e, const Type *t);
int emit_deref(Emitter *e, Node *ref, LValue *lv);
uint32_t emit_reference_convert(Emitter *e, uint32_t v, const Type *from, const Type *to);
uint32_t emit_reference_constant(Emitter *e, const ConstValue *v);
uint32_t emit_reference_arithmetic(Emitter *e, TokKind op, const Type *lt, uint32_t a, const Type *rt, uint32_t b,
                                   const Type *result);

/* ---- emit_access.c (core: memory and image operands, atomics, the memory model) ---- */
/* The qualifiers that become memory operands under the Vulkan memory model. */
#define MEMORY_QUALIFIERS                                                                                     \
    (QF_COHERENT | QF_VOLATILE | QF_DEVICECOHERENT | QF_QUEUEFAMILYCOHERENT | QF_WORKGROUPCOHERENT |           \
     QF_SUBGROUPCOHERENT | QF_NONPRIVATE)
void emit_pointer_variable_of(Emitter *e, uint32_t id, const Type *t, uint32_t flags);
/* A variable or parameter holding buffer references (or arrays of them):
 * RestrictPointer or AliasedPointer. Inline for its test, asked at every
 * variable. */
static inline void emit_pointer_variable(Emitter *e, uint32_t id, const Type *t, uint32_t flags)
{
    if (t->kind == TY_REFERENCE || t->kind == TY_ARRAY)
        emit_pointer_variable_of(e, id, t, flags);
}
void emit_access_align_of(Emitter *e, LValue *lv, const Type *base, int member);
/* After an access chain step into member `member` (or an element, member
 * < 0) of `base`: the alignment what it reaches keeps. Inline for its
 * test: only a pointer through a buffer reference has one to keep. */
static inline void emit_access_align(Emitter *e, LValue *lv, const Type *base, int member)
{
    if (lv->align)
        emit_access_align_of(e, lv, base, member);
}
size_t emit_memory_operands_of(Emitter *e, const LValue *lv, int store, uint32_t *w);
/* The memory operands of a load or store through `lv` into w (mask first);
 * the number of words, 0 for none. Inline, for its first test: without the
 * Vulkan memory model only a volatile load and a buffer reference ask for
 * operands, so most loads and stores make no call. */
static inline size_t emit_memory_operands(Emitter *e, const LValue *lv, int store, uint32_t *w)
{
    if (!e->vulkan_memory_model && !lv->volatile_load && lv->storage != SpvStorageClassPhysicalStorageBuffer)
        return 0;
    return emit_memory_operands_of(e, lv, store, w);
}
int emit_needs_vulkan_memory_model(const Emitter *e);
size_t emit_image_operands(Emitter *e, const Node *image, int store, uint32_t lod, uint32_t sample, uint32_t *w);
/* emit_opengl.c: SPIR-V for OpenGL's atomic counters and default-block uniforms. */
int emit_is_counter_type(const Type *t);
int emit_is_atomic_counter(const Symbol *s);
int emit_is_default_uniform(const Emitter *e, const Symbol *s);
uint32_t emit_atomic_counter_variable(Emitter *e, Symbol *s);
uint32_t emit_default_uniform_variable(Emitter *e, Symbol *s);
uint32_t emit_atomic_counter_call(Emitter *e, Node *n, const BuiltinCall *bc);
uint32_t emit_atomic_op(Emitter *e, SpvOp op, const Type *t, uint32_t ptr, const uint32_t *values, Node *const *rest);
uint32_t emit_atomic(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args);
void emit_scoped_barrier(Emitter *e, Node *n, int control);
/* Memory qualifiers as decorations of `id` or its member (volatile implies coherent). */
void emit_decorate_memory(Emitter *e, uint32_t id, int member, uint32_t flags);
/* A Function variable for a local declared with qualifiers `flags`. */
uint32_t emit_local_qualified(Emitter *e, const Type *t, const char *name, uint32_t flags);

/* ---- emit_image.c ---- */
/* A texture or image function call (LOWER_TEXTURE), its arguments evaluated. */
uint32_t emit_texture_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args);

/* ---- emit_control.c (control, debugging and fragment extensions) ---- */
/* The loop or selection control of statement `s` (its checked attributes);
 * the literals its bits take go to `operands` (room for 6), their number to `count`. */
uint32_t emit_control_mask(const Node *s, uint32_t *operands, uint32_t *count);
uint32_t emit_debug_printf(Emitter *e, Node *n);
/* A LOWER_CONTROL function call, its arguments evaluated. */
uint32_t emit_control_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args);
/* Capabilities and extensions of the built-ins these extensions bring. */
void emit_control_builtin_used(Emitter *e, int builtin);
/* gl_Layer's viewport_relative and secondary_view_offset. */
void emit_control_decorate_builtin(Emitter *e, const Symbol *s, uint32_t id);
/* pervertexEXT inputs: PerVertexKHR; layout(passthrough) ones: PassthroughNV. */
void emit_control_decorate_input(Emitter *e, const Symbol *s, uint32_t id);
/* The members of input block `block` (struct `struct_id`) with layout(passthrough): PassthroughNV. */
void emit_control_decorate_members(Emitter *e, uint32_t struct_id, const Type *block);
/* post_depth_coverage and the interlock ordering modes. */
void emit_control_modes(Emitter *e);

/* ---- emit_subgroup.c ---- */
/* A subgroup function call (LOWER_SUBGROUP), its arguments evaluated. */
uint32_t emit_subgroup_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args);
/* The capabilities a subgroup built-in variable needs. */
void emit_subgroup_variable(Emitter *e, const Symbol *s);
/* The type of a built-in variable in SPIR-V: uvec4 for GL_ARB_shader_ballot's uint64_t masks. */
const Type *emit_subgroup_variable_type(Emitter *e, const Symbol *s);
/* Whether `s` is one of those masks, and its value as a uint64_t. */
int emit_is_ballot_mask64(Emitter *e, const Symbol *s);
uint32_t emit_ballot_mask64(Emitter *e, Symbol *s);

/* ---- emit_stmt.c ---- */
void emit_function(Emitter *e, Symbol *fn);
/* fn's id: made at its first call or its definition, whichever the module
 * meets first (a call may come before the definition, after a prototype). */
uint32_t emit_function_id(Emitter *e, Symbol *fn);
/* Functions with storage image parameters are emitted once per list of
 * argument types their calls give, on demand: */
int emit_has_image_parameter(const Symbol *fn);
/* The id of fn's copy for the arguments of call `n` (filled in: its
 * parameters' types, and which are images passed as their variables). */
uint32_t emit_function_clone(Emitter *e, Symbol *fn, const Node *n, const Type **types, uint8_t *by_variable);
/* The type of expression n in the copy being emitted (an image parameter has its copy's type). */
const Type *emit_actual_type(const Node *n);
/* Emits the copies asked for so far, and those they ask for. */
void emit_function_clones(Emitter *e);
void emit_stmt(Emitter *e, Node *s);

#endif
