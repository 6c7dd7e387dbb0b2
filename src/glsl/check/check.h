/* The checker's interface, what the emitter and the glue include (one
 * header; it brings the checker's types, built-in tables, folding and
 * layouts with it), and the core its files share (check_decl.c,
 * check_expr.c, check_stmt.c, ...): semantic analysis of parsed units. See
 * sema.h for symbols and constant values, docs/compiler.md for what the
 * checker leaves in the tree for the emitter. */
#ifndef GLSPV_GLSL_CHECK_H
#define GLSPV_GLSL_CHECK_H

#include "glsl/check/builtins.h"
#include "glsl/check/fold.h"
#include "glsl/check/layout.h"
#include "glsl/check/sema.h"

/* The stage layout qualifiers declared (`layout(triangles) in;` ...): the
 * SpvExecutionMode chosen for each, 0 when not declared. */
typedef struct StageLayout {
    int input_primitive;      /* geometry: InputPoints...; tessellation evaluation: Triangles/Quads/Isolines */
    int output_primitive;     /* geometry: OutputPoints/OutputLineStrip/OutputTriangleStrip;
                                 mesh: OutputPoints/OutputLinesEXT/OutputTrianglesEXT */
    int vertices;             /* tessellation control: layout(vertices = N) out */
    int max_vertices;         /* geometry, mesh: layout(max_vertices = N) out; -1 when not declared */
    int max_primitives;       /* mesh: layout(max_primitives = N) out; -1 when not declared */
    int invocations;          /* geometry: layout(invocations = N) in */
    int spacing, order, point_mode;        /* tessellation evaluation */
    int origin_upper_left, pixel_center_integer, early_fragment_tests, depth; /* fragment */
    int post_depth_coverage;  /* fragment: GL_ARB/EXT_post_depth_coverage */
    int interlock;            /* fragment: the GL_ARB_fragment_shader_interlock ordering mode */
    int derivative_group;     /* compute: DerivativeGroupQuads/LinearNV (GL_NV_compute_shader_derivatives) */
    int early_and_late;       /* fragment: GL_AMD_shader_early_and_late_fragment_tests */
    int stencil_front, stencil_back; /* fragment: its StencilRef*FrontAMD, StencilRef*BackAMD modes */
    SrcLoc derivative_group_loc, post_depth_coverage_loc, interlock_loc;
} StageLayout;

/* What the checker learnt about the whole unit, for the emitter. */
typedef struct CheckedUnit {
    const Ast *ast;
    const PpOutput *pp;
    TypeTable *types;
    Scope *globals_scope;     /* the names declared at file scope (and the built-ins) */
    VEC(Symbol *) globals;    /* global variables and blocks, in declaration order */
    VEC(Symbol *) functions;  /* user functions with a body, in definition order */
    Symbol *main;             /* void main() */
    uint32_t local_size[3];   /* compute: layout(local_size_x = ...) in */
    VEC(Symbol *) global_calls; /* user functions global initializers call (run at the start of main) */
    VEC(Symbol *) spec_constants; /* layout(constant_id): in the module whether used or not, as glslang */
    int local_size_set[3];    /* declared (later declarations must agree) */
    int local_size_id[3];     /* local_size_x_id = N, or -1 */
    StageLayout stage_layout;
    VEC(SpirvExecutionMode) spirv_modes; /* spirv_execution_mode(_id) declarations */
    int uses_streams;         /* geometry: EmitStreamVertex or a stream other than 0 */
    int uses_xfb;             /* an output names xfb_buffer, xfb_offset or xfb_stride (the Xfb mode) */
    uint32_t xfb_strides[4];  /* each buffer's stride: declared, else what its captures need */
    int vulkan_memory_model;  /* semantics only the Vulkan memory model has (gl_SemanticsMakeAvailable...) */
    int emits_mesh_tasks;     /* task: EmitMeshTasksEXT is called */
    int primitive_culling;    /* layout(primitive_culling); (GL_EXT_ray_flags_primitive_culling) */
    int uses_interlock;       /* fragment: begin/endInvocationInterlockARB() (check_control.c) */
    int passthrough;          /* geometry: some input has layout(passthrough) (GL_NV_geometry_shader_passthrough) */
    SrcLoc passthrough_loc;   /* the first one */
    int emits;                /* geometry: EmitVertex, EndPrimitive or their stream forms are called */
    SrcLoc emit_loc;          /* the first such call */
} CheckedUnit;

/* A constant index into a per-vertex array whose size the stage declares
 * later (`layout(triangles) in;` after the use): checked at the end. */
typedef struct EarlyIndex {
    const Type *array;
    uint64_t index;
    const char *name;
    SrcLoc loc;
} EarlyIndex;

/* Transform feedback (check_xfb.c): one captured output or member, and
 * what the declarations said of each buffer. */
typedef struct XfbCapture {
    const char *name;
    SrcLoc loc;
    uint32_t buffer;
    uint64_t start, end; /* the bytes [start, end) of the buffer */
    int wide;            /* holds 64-bit components */
} XfbCapture;

typedef struct XfbBuffer {
    int64_t stride;
    SrcLoc stride_loc;   /* of the first xfb_stride (line 0: none) */
    int reported;
} XfbBuffer;

typedef struct XfbState {
    int default_buffer;  /* layout(xfb_buffer = N) out; */
    XfbBuffer buffers[4];
    VEC(XfbCapture) captures;
} XfbState;

/* check_extension_enabled's answers by extension name (the tables' and
 * literals' strings, so by address): the same between two #extension
 * directives, and a shader asks for its built-ins' ones at every call. */
typedef struct ExtAnswer {
    const PpOutput *pp;
    const char *name;
    size_t lo, hi; /* the tokens it holds for */
    int on;
} ExtAnswer;
#define EXT_ANSWERS 32 /* a power of two; two ways (check_extension_enabled) */

/* The sizes of the Checker's caches (powers of two). Each is made when
 * first needed, not with the checker: zeroing them all was a good part of
 * compiling a small shader. */
#define CHECK_CONSTRUCTS 32
#define CHECK_RECENT_LITERALS 32
#define CHECK_LOOKUPS 32
#define CHECK_BUILTIN_NAMES 32

typedef struct Checker {
    Glsl *g;
    Arena *a;
    const PpOutput *pp;
    CheckedUnit *unit;
    TypeTable *tt;
    Scope *globals;
    Scope *scope;          /* innermost */
    Stage stage;
    uint32_t at_token;     /* the token index being checked: #extension directives count from their
                              line on (UINT32_MAX: the whole source, for checks after the walk) */
    uint32_t families;     /* built-in function families enabled (FAM_*) */
    uint8_t appendix_a;    /* some resource limit keeps GLSL ES 1.00 Appendix A (check_limits.c) */
    BuiltinMemo builtin_memo; /* the built-in calls resolved so far */
    Symbol *function;      /* the function whose body is being checked */
    Arena *locals;         /* where a function's locals and scopes go: the arena of the
                              bodies (they go back with the body), or `a` */
    int accessing;         /* the next check_expr checks memory being accessed, not read: an assignment's
                              target, an out argument, what a member, element or length() is of */
    int loops, switches;   /* nesting, for break and continue */
    int branches;          /* if statements around (barrier() in tessellation control shaders) */
    int main_returned;     /* a return in main was checked (barrier() after it) */
    const Node *push_constant; /* the first push_constant block: a stage has one */
    Scope *block_names;    /* this unit's blocks by block name (a symbol whose decl is the block) */
    int unit_index;        /* which of the linked units is being checked */
    Symbol *per_vertex[2]; /* the gl_PerVertex input and output blocks of the stage, or NULL */
    int stream;            /* geometry: the stream of outputs declared now (layout(stream = N) out;) */
    uint8_t default_precision[2]; /* float, int: the defaults in scope (PREC_*) */
    /* Some declaration so far is lowp or mediump (check_declared_precision),
     * or some lowp or mediump built-in variable was read. Until then every value's
     * precision is none or highp, which the emitter treats alike: the
     * per-node check_expr_precision is skipped (2% of a compile). */
    int relaxed_seen;
    /* Some expression so far depends on a specialization constant (it named
     * one, or a cooperative matrix's length). Until then no operand can:
     * the per-node look at the operands (depends_on_spec) is skipped. */
    int spec_seen;
    VEC(uint16_t) precision_stack; /* the defaults of the scopes around */
    VEC(uint32_t) opaque_precision; /* `precision p sampler3D;`: type code << 8 | PREC_* */
    int subgroup_version_reported; /* "needs SPIR-V 1.3" said once */
    VEC(EarlyIndex) early_indices; /* into per-vertex arrays not sized yet */
    VEC(const char *) reported_names; /* undeclared names and built-ins reported already (once each) */
    XfbState xfb;
    U32Map spec_ids;       /* constant_id -> index in spec_constants: one constant an id */
    U32Map locations[2];   /* without SPIR-V, outputs and inputs: (index, location, component) -> global + 1 */
    VEC(const Symbol *) spec_constants;
    /* `layout(std140, row_major) uniform;` and the like: the packing and
     * matrix layout blocks of each storage take unless they name their own
     * ([0] uniform, [1] buffer; [.][0] packing, [.][1] matrix). */
    const LayoutItem *block_defaults[2][2];
    /* The values of constant constructors lately made, by type and argument
     * values (check_call.c): vec4(1.0) is one value however often written,
     * as values never change once made. */
    struct ConstructMemo {
        const Type *type;
        uint32_t count;
        const ConstValue *args[4];
        const ConstValue *value;
    } *constructs; /* CHECK_CONSTRUCTS of them, made at the first constant constructor */
    /* literal_value's answers lately, by type and the bits as written: a
     * shader writes a few literals over and over (0.0, 1, 2.0), each a
     * normalization and a probe of `literals` below. */
    struct RecentLiteral {
        const Type *type;
        uint64_t bits;
        const ConstValue *value;
    } *recent_literals; /* CHECK_RECENT_LITERALS of them, made at the first literal */
    /* The literals' values by type and bits, open addressing (check_literal):
     * equal literals share one constant, since values never change once
     * made; one for each was 48 bytes of every literal. */
    struct LiteralSlot *literals;
    uint32_t literals_cap, literals_len;
    ExtAnswer *ext_answers; /* EXT_ANSWERS of them, by the name's address; a cache, so kept through const */
    /* The symbols names were found to mean lately (check_lookup), by the
     * name's address (the parser gives equal names one copy, and no name is
     * freed before the compile ends), with the scope they were looked up
     * from and its scope_changes then: while neither changes, the answer
     * stands, so a name used again in a statement, or in the next, is
     * neither hashed nor looked up through every scope again. */
    struct IdentLookup {
        const char *name;
        const Scope *scope;
        Symbol *sym; /* (NULL: none) */
        uint32_t hash, changes;
    } *lookups; /* CHECK_LOOKUPS of them, made with the checker */
    const uint32_t *scope_changes; /* scope_changes of the global scope, which every scope checked is in */
    /* What a built-in call asks of its name, for the names built-in calls
     * named lately, by the name's address, as lookups: fixed by the
     * name, so worked out at its first call, not at each (check_call.c). */
    struct BuiltinNameFacts {
        const char *name;
        BuiltinName id;        /* builtin_name_hashed */
        uint8_t ext;           /* builtin_name_extension (a BuiltinExt) */
        uint8_t vendor_suffix; /* it ends in a capital (EXT, ARB, ...) */
        uint8_t derivatives;   /* needs_derivatives */
    } *builtin_names; /* CHECK_BUILTIN_NAMES of them, made at the first built-in call */
    /* The element types of the last built-in variables' type names, by the
     * name's address (stage_builtin_type): a few names serve every table. */
    struct {
        const char *name;
        const Type *type;
    } builtin_types[8];
    const Type *opengl_structs[8];     /* check_opengl_struct_type's, made once: one type each */
    unsigned builtin_types_next;
    /* The built-in variables of the stage tables are declared at their
     * first lookup (check_stage.c): with the #version the units' newest
     * had when they were due, and which table rows are declared. */
    const PpOutput *builtins_pp;
    uint8_t *builtin_declared;
} Checker;

/* Checks `ast`. Errors become diagnostics; returns the unit even then. */
CheckedUnit *check_unit(Glsl *g, const PpOutput *pp, const Ast *ast);
/* Checks `count` units of one stage together, as one program (glslang's
 * linking): globals declared alike in several units are one variable,
 * a function may be defined in one unit and declared in others. */
CheckedUnit *check_units(Glsl *g, const PpOutput *pps, Ast *const *asts, size_t count, int partial);
/* check_units in steps, for a compile that checks and emits each external
 * declaration as the parser makes it: check_begin, then per source
 * check_source_begin and check_declaration(c, decl, 1) for each of its
 * declarations, then check_end (the whole stage: main, recursion, what is
 * reachable). */
void check_begin(Checker *c, Glsl *g, const PpOutput *pps, Ast *const *asts, size_t count); /* c zeroed */
void check_source_begin(Checker *c, const PpOutput *pps, size_t u);
CheckedUnit *check_end(Checker *c, const PpOutput *pps);
/* `partial`: earlier phases reported errors. Only the declarations before
 * the first (Ast.clean_decls) are checked, and nothing of the whole stage:
 * glslang checks as it parses and stops at a syntax error, so the errors of
 * what comes before still come first, in source order. */

/* ---- check.c: the core every area uses ---- */
Diag *check_error(Checker *c, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
/* 1 the first time an error is about `name` (an undeclared name, a built-in
 * its extension or its stage lacks): one cause, reported at its first use. */
int check_first_report(Checker *c, const char *name);
/* Whether one was (check_first_report marks it). */
int check_reported(const Checker *c, const char *name);
/* The innermost symbol named `name` where the walk is (NULL: none),
 * through Checker.lookups; `hash` its hash_string when known, else 0.
 * Inline: most lookups are answered by the cache. */
Symbol *check_lookup_again(Checker *c, struct IdentLookup *e, const char *name, uint32_t hash);
static inline struct IdentLookup *check_lookup_slot(Checker *c, const char *name)
{
    uintptr_t k = (uintptr_t)name;
    return &c->lookups[((k >> 3) ^ (k >> 8)) & (CHECK_LOOKUPS - 1)];
}
static inline Symbol *check_lookup(Checker *c, const char *name, uint32_t hash)
{
    struct IdentLookup *e = check_lookup_slot(c, name);
    if (e->name == name && e->scope == c->scope && e->changes == *c->scope_changes)
        return e->sym;
    return check_lookup_again(c, e, name, hash);
}
/* Where an error about the whole shader goes: the line of main, else the
 * first line of the (first) source. */
SrcLoc check_shader_loc(const Checker *c);
const char *tname(Checker *c, const Type *t);
/* What a message is about, as a printf format and its strings: made into
 * text only when a message says it, since the checks pass far more often. */
typedef struct Subject {
    const char *fmt, *a, *b, *c;
} Subject;
const char *subject_text(Checker *c, Subject s);
Symbol *new_symbol(Checker *c, SymbolKind kind, const char *name, const Type *type, SrcLoc loc);
/* A local variable: in the arena of the function bodies, so that it goes
 * back with its function's tree once the function is emitted. */
Symbol *new_local_symbol(Checker *c, const char *name, const Type *type, SrcLoc loc);
const LayoutItem *layout_item(const Qualifiers *q, const char *name);
/* The value of layout qualifier `name` (0 when absent or not constant). */
int layout_int(Checker *c, const Qualifiers *q, const char *name, int64_t *value);
/* Whether the units being checked enable `extension` (#extension ... :
 * enable/require/warn); after the walk, whether any source turned it on. */
int check_extension_enabled(const Checker *c, const char *extension);
/* Whether the desktop shader has what GLSL 4.20 added and
 * GL_ARB_shading_language_420pack brings to earlier versions: scalar
 * swizzles, length() of vectors and matrices, `{ }` initializer lists
 * (GLSL ES has none of them; the callers say so first). */
int check_has_420pack(const Checker *c);
#define NEEDS_420PACK "needs #version 420 or #extension GL_ARB_shading_language_420pack : enable"

/* Whether some extension that brings `ext`'s built-ins is enabled. */
int check_ext_enabled(const Checker *c, BuiltinExt ext);
/* A use of a built-in function or variable `name` that `ext` brings: 0
 * after an error when it is not enabled. A SPIR-V version without it is
 * an error too (said once), but the use is checked on. */
int check_ext_use(Checker *c, BuiltinExt ext, const char *name, SrcLoc loc);
/* The text of string literal `n`, escapes decoded; NULL after an error (a NUL in it). */
const char *check_string_text(Checker *c, const Node *n);

/* ---- check_decl.c ---- */
/* Adds array dimensions written after a name (float a[2][3]) to `base`;
 * `init` sizes unsized ones; errors are reported at `loc`. Inline: asked
 * of every declaration, parameter and constructor, and only dimensions (or
 * an array type) go further, to apply_array_dims. */
const Type *apply_array_dims(Checker *c, const Type *base, const NodeList *dims, const Node *init, SrcLoc loc);
static inline const Type *apply_array(Checker *c, const Type *base, const NodeList *dims, const Node *init,
                                      SrcLoc loc)
{
    if (base->kind == TY_ERROR || (!dims->len && !base->depth))
        return base; /* (no dimension on a type of no depth: nothing applies, the common case) */
    return apply_array_dims(c, base, dims, init, loc);
}
/* The type a type specifier names; one whose unsized dimensions `init` (an
 * initializer or a constructor call) sizes. Inline: a built-in type's name
 * (most of every declaration, parameter and constructor) is its code, and
 * only the others go to resolve_named_type. */
const Type *resolve_named_type(Checker *c, const TypeSpec *ts, const Node *init);
static inline const Type *resolve_type_sized_by(Checker *c, const TypeSpec *ts, const Node *init)
{
    if (ts && ts->kind == TS_BUILTIN && TYPE_BASE(ts->builtin) != BT_COOPMAT)
        return apply_array(c, type_from_code(c->tt, ts->builtin), &ts->array, init, ts->loc);
    return resolve_named_type(c, ts, init);
}
static inline const Type *resolve_type(Checker *c, const TypeSpec *ts)
{
    return resolve_type_sized_by(c, ts, NULL);
}
void check_declaration(Checker *c, Node *decl, int global);
/* What check_block.c and check_function.c share with the declarations. */
int types_match(const Type *a, const Type *b);
/* The one symbol a global of several units links to (an error when they
 * differ in kind, type or storage). */
Symbol *linked_global(Checker *c, const char *name, SymbolKind kind, const Type *t, StorageQual storage, SrcLoc loc);
/* Block names share the global name space (both before and after the block). */
void add_block_name(Checker *c, const Node *b);
int clashes_with_block(Checker *c, const char *name, SrcLoc loc, const Node *own_block);
void check_layout_values(Checker *c, const Qualifiers *q);
/* layout(std140|std430|scalar|row_major) uniform/buffer; defaults into `q`. */
void apply_block_defaults(Checker *c, Qualifiers *q);
Field *member_fields(Checker *c, const Node *owner, uint32_t *count);
int is_resource(const Type *t);
int holds_resource(const Type *t);
int holds_scalars(const Type *t, TypeKind kind);
void check_es_io_shape(Checker *c, const Type *t, StorageQual storage, uint32_t flags, int per_vertex, Subject what,
                       SrcLoc loc);
void check_patch_stage(Checker *c, const Qualifiers *q, SrcLoc loc);
void check_shared_stage(Checker *c, StorageQual storage, SrcLoc loc);
void set_stream(Checker *c, Symbol *s, const Qualifiers *q);

/* ---- check_block.c, check_function.c ---- */
void check_block(Checker *c, Node *b);
void check_function(Checker *c, Node *fn);
/* A definition whose body has a syntax error: its header only (main's form too). */
void check_function_header(Checker *c, Node *fn);
/* Declares `sym` in the current scope, reporting a redeclaration. */
void declare(Checker *c, Symbol *sym);
/* "as a variable on line N": what an earlier declaration of a name was. */
const char *earlier_declaration(Checker *c, const Symbol *old);

/* ---- check_stage.c ---- */
void check_declare_builtins(Checker *c);
Symbol *check_builtin_constant(Checker *c, const char *name);
/* Component k of the built-in constant `name` (gl_MaxPatchVertices, ...): the
 * implementation limit a layout value is checked against; 0 when none. */
int check_builtin_limit(const Checker *c, const char *name, unsigned k);
void check_set_work_group_size(Checker *c);
void check_stage_layout(Checker *c, const Qualifiers *q);
int check_is_per_vertex(const Checker *c, StorageQual storage, uint32_t flags);
const Type *check_per_vertex_type(Checker *c, const Type *t, StorageQual storage, uint32_t flags, const char *name,
                                  SrcLoc loc);
void check_redeclare_per_vertex(Checker *c, Node *block);
int check_redeclare_builtin(Checker *c, const Node *decl, const Node *d, const Type *t);
void check_finish_stage(Checker *c);
void check_tesc_barrier(Checker *c, SrcLoc loc);
void check_tesc_output_write(Checker *c, const Node *n);
typedef enum QualifiedThing { QUALIFIED_ALONE, QUALIFIED_VARIABLE, QUALIFIED_BLOCK, QUALIFIED_MEMBER } QualifiedThing;
void check_interface_stage(Checker *c, StorageQual storage, const char *name, SrcLoc loc);
void check_stage_qualifiers(Checker *c, const Qualifiers *q, StorageQual storage, QualifiedThing what);
/* The name of the i-th stage layout qualifier check_stage_qualifiers knows, in
 * its table's (strcmp) order; NULL past the last. For the unit test of that order. */
const char *check_stage_qualifier_name(size_t i);
/* The extension that brings built-in variable `s` (BEXT_NONE for most). */
BuiltinExt check_builtin_var_ext(const Checker *c, const Symbol *s);
/* The same for the variable `name` of built-in `builtin` in `stage` (for the emitter). */
BuiltinExt builtin_var_ext(Stage stage, const char *name, int builtin);
/* An undeclared `name` that an extension not enabled would bring in this
 * stage: 1 after saying which. */
int check_ext_var_missing(Checker *c, const char *name, SrcLoc loc);
/* A built-in variable of GLSL ES 3.20 read or written in ES 3.10: 1 when an
 * extension that brings it is enabled (or it is no such variable), else an error. */
int check_es_var_version(Checker *c, const char *name, SrcLoc loc);
/* Whether some stage has an extension's built-in variable called `name`. */
int check_is_ext_builtin_var(const char *name);
/* The built-ins of mesh and task shaders (GL_EXT_mesh_shader, GL_NV_mesh_shader). */
void check_mesh_declare_builtins(Checker *c);
/* A perviewNV output's view dimension, sized when written without a size. */
const Type *check_mesh_per_view(Checker *c, const Type *t, const char *name, SrcLoc loc);
/* The variable of gl_MeshPerVertexEXT and the other built-in blocks of mesh shaders (NULL for other names). */
Symbol *check_mesh_builtin_block(Checker *c, const char *block_name);

/* ---- check_mesh.c (GL_EXT_mesh_shader, GL_NV_mesh_shader) ---- */
/* Which of the two extensions the unit uses (the NV one only when the EXT one is not enabled). */
int check_mesh_ext(const Checker *c);
int check_mesh_nv(const Checker *c);
/* The length of a mesh output array that `how` (IMPLICIT_*) sizes, 0 while not declared. */
uint32_t check_mesh_array_length(const Checker *c, int how);
/* What taskPayloadSharedEXT, taskNV, perprimitiveEXT/NV and perviewNV ask of a declaration. */
void check_mesh_declaration(Checker *c, const Qualifiers *q, int block, const char *name, SrcLoc loc);
/* A task payload that mesh shaders read but do not write. Inline: asked of
 * every name a shader uses, and only a mesh shader looks further. */
static inline int check_mesh_read_only(const Checker *c, const Symbol *s)
{
    /* Task shaders write the payload (or taskNV block); the mesh shaders they spawn read it. */
    const Symbol *owner = s->kind == SYM_BLOCK_MEMBER ? s->block : s;
    return c->stage == STAGE_MESH && owner && (owner->storage == SQ_TASK_PAYLOAD || owner->storage == SQ_TASK_NV);
}
void check_mesh_call(Checker *c, Node *n, const BuiltinCall *bc);
/* layout(local_size_x = ...) in; within gl_MaxMeshWorkGroupSizeEXT (or the task or NV one). */
void check_mesh_local_size(Checker *c, const Qualifiers *q);
/* A write to `n` (an l-value): primitive indices are written whole. */
void check_mesh_write(Checker *c, const Node *n);
void check_mesh_finish(Checker *c);

/* ---- check_ray.c (GL_EXT_ray_tracing, GL_NV_ray_tracing, GL_EXT_ray_query) ---- */
int check_ray_tracing_stage(Stage stage);
/* Whether the module takes SPV_NV_ray_tracing's forms (GL_NV_ray_tracing without GL_EXT_ray_tracing). */
int check_ray_nv_module(const Checker *c);
void check_ray_declare_builtins(Checker *c);
Symbol *check_ray_constant(Checker *c, const char *name);
int check_ray_undeclared(Checker *c, const char *name, SrcLoc loc);
const Type *check_ray_ident(Checker *c, Node *n, Symbol *s);
void check_ray_variables(Checker *c, Node *decl, const Type *t, int global);
void check_ray_block(Checker *c, Node *b);
/* A parameter `p` (typed) declared with storage `sq`. */
void check_ray_parameter(Checker *c, const Node *p, StorageQual sq);
/* An assignment, initializer or return of type `t`: 0 and an error for ray queries. */
int check_ray_copy(Checker *c, const Type *t, SrcLoc loc, const char *what);
void check_ray_user_call(Checker *c, const Node *n, const Symbol *f);
int check_ray_call(Checker *c, Node *n, const BuiltinCall *bc);
/* The storage of the variable the last argument of a call lowered to `op`
 * names by location (a payload, callable data, hit object attributes), or SQ_NONE. */
StorageQual check_ray_located_storage(uint32_t op);
void check_ray_statement(Checker *c, const Node *n);
/* A ray tracing function called in a stage without it: 1 when reported. */
int check_ray_wrong_stage(Checker *c, const Node *n);

/* ---- check_opengl.c (the OpenGL client's forms) ---- */
/* The generic function (texture, textureProj, ...) an old texture function
 * of GLSL 1.10 or ES 1.00 called on `args` is (texture2D on a sampler2D),
 * or NULL when the call `n` is none of those here; *vec4: a shadow form,
 * whose result is a vec4 (shadow2D). An extension it needs is said here.
 * Inline, as ftransform and noise below: asked of every built-in call, and
 * only a name of the right first letter goes further (the _call function). */
const char *check_opengl_texture_call(Checker *c, const Node *n, const Type *const *args, unsigned count, int *vec4);
static inline const char *check_opengl_texture_function(Checker *c, const Node *n, const Type *const *args,
                                                        unsigned count, int *vec4)
{
    *vec4 = 0;
    if (n->name[0] != 't' && n->name[0] != 's') /* texture..., shadow... */
        return NULL;
    return check_opengl_texture_call(c, n, args, count, vec4);
}
/* The generic texture functions need GLSL 1.30 or ES 3.00 (reached by their own name): 0 and an error if not. */
int check_opengl_texture_version(Checker *c, const Node *n, const BuiltinCall *bc, int through_old_name);
/* The structure type of the built-in uniform state named name[0..len)
 * (gl_DepthRangeParameters, gl_LightSourceParameters, ...), or NULL. */
const Type *check_opengl_struct_type(Checker *c, const char *name, size_t len);
/* The built-in structure named `name` (gl_DepthRangeParameters, ...) as a
 * type a declaration may name, where a built-in variable of it exists in
 * this shader (check_stage.c), or an extension's (check_footprint_type), or
 * NULL. */
const Type *check_builtin_struct_name(Checker *c, const char *name, SrcLoc loc);
/* Whether the OpenGL-only built-in `s` (no SpvBuiltIn) may be redeclared:
 * gl_TexCoord with a size, the colors with an interpolation qualifier. */
int check_opengl_redeclarable(const Checker *c, const Symbol *s);
/* A global `in` or `out` variable before GLSL 1.30 or in ES 1.00, which
 * have attribute and varying only: an error. */
void check_opengl_io_version(Checker *c, const Node *decl);
/* `ftransform()` of a vertex shader where the compatibility profile's
 * built-ins are (GLSL 1.10 8.5): 1 when `n` is that call (a vec4). */
int check_opengl_ftransform_call(Checker *c, const Node *n);
static inline int check_opengl_ftransform(Checker *c, const Node *n)
{
    return n->name[0] == 'f' && check_opengl_ftransform_call(c, n);
}
/* noise1(x) to noise4(x) of desktop GLSL without SPIR-V (4.60 8.15): the
 * call's type (an error type after an error) when `n` is one, else NULL. */
const Type *check_opengl_noise_call(Checker *c, Node *n);
static inline const Type *check_opengl_noise(Checker *c, Node *n)
{
    return n->name[0] == 'n' ? check_opengl_noise_call(c, n) : NULL;
}
/* Whether GL_ARB_bindless_texture is on (without SPIR-V) and `t` is a
 * sampler or image handle (an array of them, a struct of values and
 * handles): a value that need not be a uniform. */
int check_opengl_bindless_handle(Checker *c, const Type *t);
/* Without SPIR-V: the input or output `s` outside blocks, just declared
 * (the last of the unit's globals), takes its written location and
 * components; an error if another took one of them (the emitter says it
 * when it makes SPIR-V). */
void check_opengl_location(Checker *c, const Symbol *s);
/* The first version (of the shader's profile) that has built-in constant
 * `name` in OpenGL's GLSL; `first` (Vulkan's first) when it is no older. */
int check_opengl_constant_version(const Checker *c, const char *name, int first);
/* Whether the gl_PerVertex member the declarator `d` redeclares as a
 * variable (gl_Position, ...) may be: 0 and an error before GLSL 1.50. */
int check_opengl_member_redeclarable(Checker *c, const Node *d);
/* Whether a block named gl_... other than gl_PerVertex and the mesh
 * blocks is a built-in one (gl_PerFragment): 0 and an error if not. */
int check_opengl_builtin_block_name(Checker *c, const Node *b);
/* A uniform or buffer block's members' offset and align (after the block's defaults are applied). */
void check_opengl_block(Checker *c, const Node *b);

/* ---- check_precision.c ---- */
void check_precision_init(Checker *c);
void check_precision_statement(Checker *c, const Node *n);
/* The precision of a variable of type `t` declared with qualifiers `flags`. */
uint8_t check_declared_precision(Checker *c, const Type *t, uint32_t flags);
void check_needs_precision(Checker *c, const Type *t, uint32_t flags, SrcLoc loc);
void check_precision_applies(Checker *c, const Type *t, uint32_t flags, SrcLoc loc);
/* Sets n->precision from its operands (after n is typed). */
void check_expr_precision(Checker *c, Node *n);

/* ---- check_memory.c (buffer references, memory scope semantics) ---- */
Type *check_reference_type(Checker *c, const char *name, const Qualifiers *q, SrcLoc loc, int define);
void check_reference_forward(Checker *c, const Node *n);
void check_reference_members(Checker *c, const Type *block, SrcLoc loc);
uint64_t check_reference_stride(Arena *a, const Type *ref);
/* A constructor to or from a reference (check_reference_construct) and an
 * operator on one (check_reference_binary): its type, or NULL when none is
 * a reference. Inline: asked of every constructor and operator, and only
 * a reference goes further. */
const Type *check_reference_construct_of(Checker *c, Node *n, const Type *t, const Type *const *args);
static inline const Type *check_reference_construct(Checker *c, Node *n, const Type *t, const Type *const *args)
{
    if (t->kind != TY_REFERENCE && !(n->args.len == 1 && args[0]->kind == TY_REFERENCE))
        return NULL;
    return check_reference_construct_of(c, n, t, args);
}
const Type *check_reference_operands(Checker *c, Node *n);
static inline const Type *check_reference_binary(Checker *c, Node *n)
{
    if (n->lhs->ty->kind != TY_REFERENCE && n->rhs->ty->kind != TY_REFERENCE)
        return NULL;
    return check_reference_operands(c, n);
}
const Type *check_reference_index(Checker *c, Node *n);
/* .length() of an array reached through a reference: an error (SPIR-V has no length of such memory). */
int check_reference_length(Checker *c, const Node *n);
void check_reference_variable(Checker *c, const Node *d, const Type *t, uint32_t flags);
Symbol *check_memory_constant(Checker *c, const char *name, SrcLoc loc);
/* A built-in call's memory rules: barriers and atomics, whose forms are
 * special or texture ones (check_memory_special_call). Inline: asked of
 * every built-in call. */
void check_memory_special_call(Checker *c, Node *n, const BuiltinCall *bc);
static inline void check_memory_call(Checker *c, Node *n, const BuiltinCall *bc)
{
    if (bc->fn->lowering == LOWER_SPECIAL || bc->fn->lowering == LOWER_TEXTURE)
        check_memory_special_call(c, n, bc);
}
/* Where memory qualifiers may be (§4.10) and whether they agree. */
void check_memory_qualifiers(Checker *c, uint32_t flags, const Type *t, StorageQual storage, QualifiedThing what,
                             SrcLoc loc);

/* ---- check_xfb.c ---- */
/* `layout(xfb_buffer = N, xfb_stride = S) out;` */
void check_xfb_defaults(Checker *c, const Qualifiers *q);
void check_xfb_variable(Checker *c, const Qualifiers *q, const Type *t, const char *name, SrcLoc loc);
/* Also sets each captured member's Field.xfb_offset; returns the block's buffer. */
int check_xfb_block(Checker *c, const Node *b, Field *fields, uint32_t count);
/* The buffer and offset of an output variable or block, for the emitter. */
void check_xfb_place(Checker *c, const Qualifiers *q, Symbol *s);
/* Strides against what their buffers capture, at the end of the shader. */
void check_xfb_finish(Checker *c);

/* ---- check_types.c ---- */
/* The built-in function families (FAM_*) the extensions of c->pp enable. */
uint32_t check_type_families(const Checker *c);
/* An operator on a type only a storage extension declared: an error.
 * Inline: asked of every operator, and only one with an operand of 8, 16
 * or 64 bits goes further (to check_storage_only_operands). */
void check_storage_only_operands(Checker *c, const Node *n);
static inline void check_storage_only(Checker *c, const Node *n)
{
    const Node *r = node_rhs(n); /* a unary operator has no rhs */
    const Type *a = n->lhs && n->lhs->ty ? type_scalar_of(n->lhs->ty) : NULL;
    const Type *b = r && r->ty ? type_scalar_of(r->ty) : NULL;
    if ((a && a->width && a->width != 32) || (b && b->width && b->width != 32)) /* (bool has no width) */
        check_storage_only_operands(c, n);
}
/* A variable or parameter of (or holding) such a type: an error outside
 * uniform and buffer storage. Inline: a 32-bit or bool scalar, vector or
 * matrix (most) goes no further than check_storage_only_declared. */
void check_storage_only_declared(Checker *c, const Type *t, StorageQual storage, const char *name, SrcLoc loc);
static inline void check_storage_only_variable(Checker *c, const Type *t, StorageQual storage, const char *name,
                                               SrcLoc loc)
{
    const Type *s = type_scalar_of(t);
    if (!s || (s->width && s->width != 32))
        check_storage_only_declared(c, t, storage, name, loc);
}

/* ---- check_spirv.c (GL_EXT_spirv_intrinsics) ---- */
/* The spirv_decorate* qualifiers of a declaration (NULL when none).
 * Inline: only qualifiers with spirv_* in them go to check_spirv_decorated. */
const SpirvDecorations *check_spirv_decorated(Checker *c, const Qualifiers *q, int member);
static inline const SpirvDecorations *check_spirv_decorations(Checker *c, const Qualifiers *q, int member)
{
    return q->spirv.len ? check_spirv_decorated(c, q, member) : NULL;
}
void check_spirv_variable_decorations(Checker *c, const Symbol *s, const Qualifiers *q);
/* The spirv_decorate (literal form) of `ds` with `decoration`, or NULL. */
const SpirvDecoration *check_spirv_decoration_of(const SpirvDecorations *ds, uint32_t decoration);
void check_spirv_misplaced(Checker *c, const Qualifiers *q, int allow_decorate, int allow_storage, const char *what);
/* spirv_storage_class(N): 1 and s->spirv_storage_class set when given (and valid). */
int check_spirv_storage_class(Checker *c, const Qualifiers *q, int global, int has_init, Symbol *s);
void check_spirv_execution_modes(Checker *c, const Node *decl, int global);
const Type *check_spirv_type(Checker *c, const SpirvQual *q);
void check_spirv_instruction(Checker *c, Symbol *f, Node *fn);
void check_spirv_call(Checker *c, Node *call, const Symbol *f);
/* Whether t is a spirv_type (or an array of one): its values are no l-values. */
int check_is_spirv_type(const Type *t);

/* ---- check_spirv_grammar.c ---- */
/* An operand as a spirv_* form gives it: 'I' an <id>, 'L' a literal word
 * (its value: enumerants' parameters depend on it), 'F' a float's bits,
 * 'S' a string. */
typedef struct SpirvGiven {
    char kind;
    uint32_t word;
} SpirvGiven;
/* Whether `given` fits the grammar's operand list [first, first + count)
 * exactly (result type and id left out). */
int spirv_operands_fit(const SpirvGiven *given, size_t n, uint16_t first, uint16_t count);
/* That list, and the given operands, in words for messages. */
const char *spirv_operands_text(Arena *a, uint16_t first, uint16_t count);
const char *spirv_given_text(Arena *a, const SpirvGiven *given, size_t n);

/* ---- check_expr.c ---- */
/* Types `n` (and everything below it); returns its type (TY_ERROR after an error). */
/* ---- check_coopmat.c (GL_NV_cooperative_matrix) ---- */
const Type *check_coopmat_type(Checker *c, const TypeSpec *ts);
const Type *check_coopmat_construct(Checker *c, Node *n, const Type *t, const Type *const *args);
/* NULL when the operator does not take these operands */
const Type *check_coopmat_binary(Checker *c, Node *n);
const Type *check_coopmat_index(Checker *c, Node *n);
const Type *check_coopmat_length(Checker *c, Node *n);
int check_coopmat_function(const char *name);
const Type *check_coopmat_call(Checker *c, Node *n, const Type *const *args);

const Type *check_expr(Checker *c, Node *n);
/* Reports reading `n` when it is writeonly memory (§4.10). Inline: asked
 * of every expression, and only a writeonly one goes further. */
void check_writeonly_read(Checker *c, const Node *n);
static inline void check_read(Checker *c, const Node *n)
{
    if (n->writeonly)
        check_writeonly_read(c, n);
}
/* Types `*slot` and converts it to `to` (wrapping it in ND_CONVERT); 0 and a
 * message naming `what` when it cannot be. */
int check_convert(Checker *c, Node **slot, const Type *to, const char *what);
/* The same for a named thing: `what` 'name' in the message, which is made
 * only when there is one (a string for every return and initializer was
 * 40 bytes of each). */
int check_convert_named(Checker *c, Node **slot, const Type *to, const char *what, const char *name);
/* Types an initializer list `{...}` as a value of `t` (arrays, structs,
 * vectors, matrices, nested to any depth; an unsized array takes its size
 * from the list). Returns the type it ends up with. */
const Type *check_init_list(Checker *c, Node *n, const Type *t);
/* The value of a constant integer expression (array sizes, case labels,
 * layout values), or 0 with an error. */
int check_const_int(Checker *c, Node *n, int64_t *value, const char *what);
int check_const_int_of(Checker *c, Node *n, int64_t *value, Subject what);
void check_push_scope(Checker *c);
void check_pop_scope(Checker *c);

/* ---- check_subgroup.c ---- */
/* What a resolved subgroup function asks of its arguments. */
void check_subgroup_call(Checker *c, Node *n, const BuiltinCall *bc);

/* ---- check_control.c (control, debugging and fragment extensions) ---- */
/* Checks a statement's [[attributes]], keeping only those that apply. */
void check_attributes(Checker *c, Node *s);
/* debugPrintfEXT("format", ...): checks the call and its arguments. */
const Type *check_debug_printf(Checker *c, Node *n);
/* What a resolved LOWER_CONTROL function (or TXV_* texture form) asks. */
void check_control_call(Checker *c, Node *n, const BuiltinCall *bc);
/* post_depth_coverage and the interlock layouts on a variable: an error
 * (they qualify `in;` alone). */
/* post_depth_coverage and the interlock layouts, at the end of the unit. */
void check_control_finish(Checker *c);
/* A use of one of their built-in variables. */
void check_control_var_use(Checker *c, const Symbol *s, SrcLoc loc);
/* The layout qualifiers of a redeclared built-in these extensions add
 * (viewport_relative, secondary_view_offset = N on gl_Layer). */
void check_control_redeclare(Checker *c, const Symbol *s, const Qualifiers *q);
/* layout(passthrough) at `it` on a declaration of `storage` (GL_NV_geometry_shader_passthrough). */
void check_passthrough_qualifier(Checker *c, const LayoutItem *it, StorageQual storage, QualifiedThing what);
/* A passthrough geometry shader at the end of the unit: what it may not
 * declare or call, and the output layout it implies. */
void check_passthrough_finish(Checker *c);
/* A constant an extension brings (gl_ShadingRateFlag*EXT), or NULL. */
Symbol *check_ext_constant(Checker *c, const char *name, SrcLoc loc);
/* gl_TextureFootprint2DNV or 3DNV named as a type: the type, or the error
 * type (and an error) without GL_NV_shader_texture_footprint or its
 * versions; NULL for other names. */
const Type *check_footprint_type(Checker *c, const char *name, SrcLoc loc);

/* ---- check_stmt.c ---- */
void check_function_body(Checker *c, Symbol *fn, Node *def);

/* ---- check_limits.c: GLSL ES 1.00 Appendix A's limits, as the resource
 * limits ask them (nonInductiveForLoops, whileLoops, ..., general*Indexing) ---- */
/* Whether any of those limits is 0 (else every check_limits_* returns at once). */
int check_limits_in_force(const Checker *c);
/* A loop's form, once its header is checked; _done after its body. */
void check_limits_loop_header(Checker *c, Node *s);
void check_limits_loop_done(Checker *c, Node *s);
/* `n` is written (assigned, ++/--, an out argument): not an inductive loop's index. */
void check_limits_write(Checker *c, const Node *n);
/* base[index] `n` on a base of type `t` (named by expr_name in messages,
 * made only then: it is asked of every index). */
void check_limits_index(Checker *c, const Node *n, const Type *t);
/* Appendix A 5's constant-index-expression: constants and for loops' indices. */
int check_constant_index_expression(const Node *n);

#endif
