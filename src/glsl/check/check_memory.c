/* The checker, memory extensions: GL_EXT_buffer_reference (with _2 and
 * _uvec2) and GL_KHR_memory_scope_semantics.
 *
 * A `layout(buffer_reference) buffer T { ... };` declares the block T and
 * makes T the name of a reference type (TY_REFERENCE) pointing to it; a
 * forward declaration `layout(buffer_reference) buffer T;` names the type
 * before its members are known, so blocks can point to each other and to
 * themselves. References are 64-bit addresses: they are made from and
 * turned into uint64_t (or uvec2 with _uvec2), and with _2 an integer added
 * to one moves it by whole blocks (the block's size rounded up to its
 * buffer_reference_align), as in C pointer arithmetic. Constant addresses
 * fold like integers, so `uint64_t(T(uint64_t(0)) + 1)` is a constant.
 *
 * Memory scope semantics: the scope and semantics arguments of atomics and
 * barriers must be constant expressions, and their values must make sense
 * together (an atomic load cannot release, a store cannot acquire). */
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/fold.h"
#include "glsl/check/layout.h"
#include "spirv/tables.h"

static int references_enabled(Checker *c)
{
    return check_extension_enabled(c, "GL_EXT_buffer_reference") ||
           check_extension_enabled(c, "GL_EXT_buffer_reference2") ||
           check_extension_enabled(c, "GL_EXT_buffer_reference_uvec2");
}

static BlockLayout reference_layout(const Qualifiers *q)
{
    if (layout_item(q, "scalar"))
        return LAYOUT_SCALAR;
    if (layout_item(q, "std140"))
        return LAYOUT_STD140;
    return LAYOUT_STD430;
}

/* The block a buffer_reference declaration names: the one a forward
 * declaration made, or a new one; its name becomes a type. NULL after an
 * error. `define`: the declaration has members. */
Type *check_reference_type(Checker *c, const char *name, const Qualifiers *q, SrcLoc loc, int define)
{
    if (!references_enabled(c)) {
        check_error(c, loc, "layout(buffer_reference) needs #extension GL_EXT_buffer_reference");
        return NULL;
    }
    if (q->storage != SQ_BUFFER) /* reported, and declared anyway: uses of the name are not errors too */
        check_error(c, loc, "layout(buffer_reference) is only for buffer blocks, and '%s' is not one", name);
    int64_t align = 16;
    const LayoutItem *it = layout_item(q, "buffer_reference_align");
    if (it && layout_int(c, q, "buffer_reference_align", &align) && (align <= 0 || (align & (align - 1)))) {
        check_error(c, it->loc, "buffer_reference_align must be a power of two, not %lld", (long long)align);
        align = 16;
    }
    Symbol *s = scope_lookup_local(c->scope, name);
    Type *block = NULL;
    if (s && s->kind == SYM_TYPE && s->type->kind == TY_REFERENCE && !s->type->elem->ref_defined) {
        block = (Type *)s->type->elem; /* completes a forward declaration */
    } else if (s) {
        check_error(c, loc, "'%s' is already declared in this scope", name);
        return NULL;
    } else {
        block = type_struct(c->tt, name, NULL, 0, 1);
        Symbol *t = new_symbol(c, SYM_TYPE, name, type_reference(c->tt, block), loc);
        declare(c, t);
    }
    if (define || !block->ref_align) {
        block->ref_align = (uint32_t)align;
        block->ref_layout = (uint8_t)reference_layout(q);
    }
    return block;
}

/* The largest scalar or component in `t`, in bytes. References are not
 * basic types (the extension calls them transparent ones) and do not count:
 * glslang takes an 8-byte reference in a block aligned to 4. */
static uint32_t largest_scalar(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_REFERENCE)
        return 0;
    if (t->kind == TY_STRUCT) {
        uint32_t m = 0;
        for (uint32_t i = 0; i < t->field_count; i++) {
            uint32_t k = largest_scalar(t->fields[i].type);
            m = k > m ? k : m;
        }
        return m;
    }
    const Type *s = type_scalar_of(t);
    return s && s->kind != TY_BOOL ? s->width / 8 : 4;
}

/* buffer_reference_align is at least the largest scalar of the block
 * (GL_EXT_buffer_reference §4.3.2), now that its members are known. */
void check_reference_members(Checker *c, const Type *block, SrcLoc loc)
{
    uint32_t m = largest_scalar(block);
    if (block->ref_align < m)
        check_error(c, loc, "buffer_reference_align of '%s' is %u, less than the %u bytes of its largest "
                    "scalar", block->name, block->ref_align, m);
}

/* `layout(buffer_reference) buffer T1, T2;`: forward declarations. */
void check_reference_forward(Checker *c, const Node *n)
{
    for (size_t i = 0; i < n->names.len; i++)
        check_reference_type(c, n->names.data[i], n->type->q, n->loc, 0);
}

/* The bytes one step of pointer arithmetic moves a reference: the block's
 * size (no tail padding) rounded up to buffer_reference_align. */
uint64_t check_reference_stride(Arena *a, const Type *ref)
{
    const Type *block = ref->elem;
    uint32_t *offsets = arena_alloc(a, (block->field_count + 1) * sizeof *offsets);
    TypeLayout whole = {0};
    layout_struct(block, (BlockLayout)block->ref_layout, MATRIX_COLUMN_MAJOR, offsets, NULL, &whole, NULL, NULL);
    uint64_t align = block->ref_align ? block->ref_align : 16;
    return (whole.size + align - 1) / align * align;
}

static int is_u64(const Type *t)
{
    return t->kind == TY_INT && t->width == 64 && !t->is_signed;
}

static int is_uvec2(const Type *t)
{
    return t->kind == TY_VECTOR && t->components == 2 && t->elem->kind == TY_INT && t->elem->width == 32 &&
           !t->elem->is_signed;
}

/* A constant address as a value of `t`: a reference or uint64_t, or a uvec2 (low word first). */
static ConstValue *address_value(Checker *c, const Type *t, uint64_t address)
{
    int pair = is_uvec2(t);
    ConstValue *r = arena_alloc(c->a, sizeof *r);
    r->type = t;
    r->count = pair ? 2 : 1;
    r->comps = arena_alloc(c->a, r->count * sizeof *r->comps);
    r->comps[0].u = pair ? address & 0xffffffffu : address;
    if (pair)
        r->comps[1].u = address >> 32;
    return r;
}

static uint64_t address_of(const ConstValue *v)
{
    if (v->count == 2)
        return v->comps[0].u | v->comps[1].u << 32;
    return v->comps[0].u;
}

/* Constructors with a reference on either side: T(uint64_t), T(uvec2),
 * T(U), uint64_t(T), uvec2(T). NULL when `t` and the arguments have no
 * reference (the ordinary constructors). */
const Type *check_reference_construct_of(Checker *c, Node *n, const Type *t, const Type *const *args)
{
    int to_ref = t->kind == TY_REFERENCE;
    int from_ref = n->args.len == 1 && args[0]->kind == TY_REFERENCE;
    if (!to_ref && !from_ref)
        return NULL;
    if (n->args.len != 1) {
        check_error(c, n->loc, "%s is made from one value, not %u", tname(c, t), n->args.len);
        return c->tt->error;
    }
    const Type *from = args[0];
    int uvec2 = is_uvec2(to_ref ? from : t);
    if (to_ref ? !(from->kind == TY_REFERENCE || is_u64(from) || uvec2) : !(is_u64(t) || uvec2)) {
        check_error(c, n->loc, "%s cannot be made from %s: a reference converts only to and from uint64_t%s and "
                    "other references", tname(c, t), tname(c, from),
                    check_extension_enabled(c, "GL_EXT_buffer_reference_uvec2") ? ", uvec2" : "");
        return c->tt->error;
    }
    if (uvec2 && !check_extension_enabled(c, "GL_EXT_buffer_reference_uvec2")) {
        check_error(c, n->loc, "converting between %s and %s needs #extension GL_EXT_buffer_reference_uvec2",
                    tname(c, t), tname(c, from));
        return c->tt->error;
    }
    n->ty = t;
    if (n->args.data[0]->cval)
        n->cval = address_value(c, t, address_of(n->args.data[0]->cval));
    return t;
}

/* Pointer arithmetic steps by the block's size: a block only declared
 * forward has none, nor one that ends in an unsized array (a compile-time
 * error, GL_EXT_buffer_reference2 §4.3.9). */
static int has_size(Checker *c, const Node *n, const Type *ref)
{
    const Type *block = ref->elem;
    const Type *last = block->field_count ? block->fields[block->field_count - 1].type : NULL;
    if (!block->ref_defined)
        check_error(c, n->loc, "%s is declared but its members are not (yet): it has no size to step by",
                    tname(c, ref));
    else if (last && last->kind == TY_ARRAY && !last->length)
        check_error(c, n->loc, "'%s' on %s needs the size of its block, which ends in an unsized array",
                    n->kind == ND_INDEX ? "[]" : tok_kind_name(n->op), tname(c, ref));
    else
        return 1;
    return 0;
}

/* GL_EXT_buffer_reference2: ref + int, int + ref, ref - int, ref - ref (an
 * int64_t count of blocks); ',' as for any type; no other operator takes a
 * reference. NULL when neither operand is a reference. */
const Type *check_reference_operands(Checker *c, Node *n)
{
    const Type *a = n->lhs->ty, *b = n->rhs->ty;
    if (a->kind != TY_REFERENCE && b->kind != TY_REFERENCE)
        return NULL;
    if (n->op == TK_EQ || n->op == TK_NE) {
        /* GL_EXT_buffer_reference §5.9 and issue 3: SPIR-V has no pointer comparison. */
        check_error(c, n->loc, "'%s' does not compare references (%s and %s): compare their addresses, "
                    "uint64_t(a) %s uint64_t(b)", tok_kind_name(n->op), tname(c, a), tname(c, b),
                    tok_kind_name(n->op));
        return n->ty = c->tt->error;
    }
    if (n->op == TK_COMMA)
        return n->ty = b;
    if (n->op != TK_PLUS && n->op != TK_MINUS)
        goto bad;
    if (!check_extension_enabled(c, "GL_EXT_buffer_reference2")) {
        check_error(c, n->loc, "'%s' on a reference needs #extension GL_EXT_buffer_reference2", tok_kind_name(n->op));
        return n->ty = c->tt->error;
    }
    const Type *ref = a->kind == TY_REFERENCE ? a : b, *other = a->kind == TY_REFERENCE ? b : a;
    if (!has_size(c, n, ref))
        return n->ty = c->tt->error;
    if (n->op == TK_MINUS && a == b) {
        n->ty = type_int(c->tt, 64, 1);
        if (n->lhs->cval && n->rhs->cval)
            n->cval = const_scalar(c->a, n->ty, (Scalar){.i = (int64_t)(address_of(n->lhs->cval) -
                                                                      address_of(n->rhs->cval)) /
                                                             (int64_t)check_reference_stride(c->a, ref)});
        return n->ty;
    }
    if (!type_is_integer(other) || !type_is_scalar(other) || (n->op == TK_MINUS && b == ref))
        goto bad;
    n->ty = ref;
    if (n->lhs->cval && n->rhs->cval) {
        const ConstValue *off = a == ref ? n->rhs->cval : n->lhs->cval;
        int64_t k = other->is_signed ? off->comps[0].i : (int64_t)off->comps[0].u;
        uint64_t base = address_of(a == ref ? n->lhs->cval : n->rhs->cval);
        uint64_t step = (uint64_t)k * check_reference_stride(c->a, ref);
        n->cval = address_value(c, ref, n->op == TK_PLUS ? base + step : base - step);
    }
    return n->ty;
bad:
    check_error(c, n->loc, "wrong operand types for '%s': %s and %s", tok_kind_name(n->op), tname(c, a), tname(c, b));
    return n->ty = c->tt->error;
}

/* ref[i] (GL_EXT_buffer_reference2): the reference i blocks further. */
const Type *check_reference_index(Checker *c, Node *n)
{
    if (!check_extension_enabled(c, "GL_EXT_buffer_reference2")) {
        check_error(c, n->loc, "indexing a reference needs #extension GL_EXT_buffer_reference2");
        return n->ty = c->tt->error;
    }
    if (!has_size(c, n, n->lhs->ty))
        return n->ty = c->tt->error;
    n->ty = n->lhs->ty;
    n->lvalue = 0;
    if (n->lhs->cval && n->rhs->cval) {
        const Type *it = n->rhs->ty;
        int64_t k = it->is_signed ? n->rhs->cval->comps[0].i : (int64_t)n->rhs->cval->comps[0].u;
        uint64_t step = (uint64_t)k * check_reference_stride(c->a, n->ty);
        n->cval = address_value(c, n->ty, address_of(n->lhs->cval) + step);
    }
    return n->ty;
}

/* ---- GL_KHR_memory_scope_semantics ---- */

static const struct {
    const char *name;
    int32_t value;     /* the SPIR-V Scope or MemorySemantics bits */
} memory_constants[] = {
    {"gl_ScopeDevice", 1},           {"gl_ScopeWorkgroup", 2},          {"gl_ScopeSubgroup", 3},
    {"gl_ScopeInvocation", 4},       {"gl_ScopeQueueFamily", 5},        {"gl_ScopeShaderCallEXT", 6},
    {"gl_SemanticsRelaxed", 0x0},    {"gl_SemanticsAcquire", 0x2},      {"gl_SemanticsRelease", 0x4},
    {"gl_SemanticsAcquireRelease", 0x8}, {"gl_SemanticsMakeAvailable", 0x2000},
    {"gl_SemanticsMakeVisible", 0x4000}, {"gl_SemanticsVolatile", 0x8000},
    {"gl_StorageSemanticsNone", 0x0}, {"gl_StorageSemanticsBuffer", 0x40}, {"gl_StorageSemanticsShared", 0x100},
    {"gl_StorageSemanticsImage", 0x800}, {"gl_StorageSemanticsOutput", 0x1000},
};

/* gl_Scope*, gl_Semantics*, gl_StorageSemantics*: const ints, declared
 * when first named (with the extension enabled). */
Symbol *check_memory_constant(Checker *c, const char *name, SrcLoc loc)
{
    if (strncmp(name, "gl_S", 4) != 0)
        return NULL;
    for (size_t i = 0; i < COUNT_OF(memory_constants); i++) {
        if (strcmp(memory_constants[i].name, name) != 0)
            continue;
        if (!check_extension_enabled(c, "GL_KHR_memory_scope_semantics"))
            check_error(c, loc, "'%s' needs #extension GL_KHR_memory_scope_semantics", name);
        Symbol *s = new_symbol(c, SYM_VARIABLE, memory_constants[i].name, c->tt->int_, (SrcLoc){0, 0, 0});
        s->flags = QF_CONST;
        s->value = const_scalar(c->a, c->tt->int_, (Scalar){.i = memory_constants[i].value});
        s->is_global = 1;
        scope_add(c->a, c->globals, s);
        return s;
    }
    return NULL;
}

/* Semantics bits that exist only in the Vulkan memory model (MakeAvailable,
 * MakeVisible, Volatile, and the Output storage class): using one selects it. */
static void note_semantics(Checker *c, Node *const *a, unsigned count)
{
    for (unsigned i = 0; i < count; i++)
        if (a[i]->cval && (a[i]->cval->comps[0].u & (0x1000u | 0x2000u | 0x4000u | 0x8000u)))
            c->unit->vulkan_memory_model = 1;
}

/* The QueueFamily scope, too, exists only in the Vulkan memory model. */
static void note_scopes(Checker *c, Node *const *a, unsigned count)
{
    for (unsigned i = 0; i < count; i++)
        if (a[i]->cval && a[i]->cval->comps[0].u == 5u)
            c->unit->vulkan_memory_model = 1;
}

enum {
    SEM_ACQUIRE = 0x2,
    SEM_RELEASE = 0x4,
    SEM_ACQUIRE_RELEASE = 0x8,
    SEM_ORDERS = SEM_ACQUIRE | SEM_RELEASE | SEM_ACQUIRE_RELEASE,
    SEM_MAKE_AVAILABLE = 0x2000,
    SEM_MAKE_VISIBLE = 0x4000,
    SEM_VOLATILE = 0x8000,
    SEM_ALL = SEM_ORDERS | SEM_MAKE_AVAILABLE | SEM_MAKE_VISIBLE | SEM_VOLATILE,
    STORAGE_ALL = 0x40 | 0x100 | 0x800 | 0x1000, /* Buffer, Shared, Image, Output */
};

static uint32_t value_of(const Node *n)
{
    return (uint32_t)n->cval->comps[0].u;
}

/* The scope and semantics arguments `a` (count of them) of a call are
 * constant; 0 after an error. */
static int constant_args(Checker *c, const Node *n, Node *const *a, unsigned count, const char *const *what)
{
    for (unsigned i = 0; i < count; i++) {
        if (!a[i]->cval || a[i]->spec) {
            check_error(c, a[i]->loc, "the %s of '%s' must be a constant integer expression", what[i], n->name);
            return 0;
        }
    }
    return 1;
}

/* A scope is one of the gl_Scope* values. */
static void check_scope_value(Checker *c, const Node *n, const Node *scope)
{
    uint32_t v = value_of(scope);
    if (v < 1 || v > 6)
        check_error(c, scope->loc, "the scope of '%s' is %d, which is no gl_Scope* value (gl_ScopeDevice, "
                    "gl_ScopeWorkgroup, gl_ScopeSubgroup, gl_ScopeInvocation, gl_ScopeQueueFamily)", n->name, (int)v);
}

/* The rules of GL_KHR_memory_scope_semantics ("Scope and Semantics") for
 * one (storage, semantics) pair. */
static void check_semantics_pair(Checker *c, const Node *n, const Node *storage, const Node *sem)
{
    uint32_t st = value_of(storage), s = value_of(sem), order = s & SEM_ORDERS;
    if (st & ~(uint32_t)STORAGE_ALL)
        check_error(c, storage->loc, "the storage semantics of '%s' (0x%x) must combine gl_StorageSemantics* "
                    "values only", n->name, st);
    if (s & ~(uint32_t)SEM_ALL)
        check_error(c, sem->loc, "the semantics of '%s' (0x%x) must combine gl_Semantics* values only", n->name, s);
    if (order & (order - 1))
        check_error(c, sem->loc, "the semantics of '%s' name more than one ordering (acquire, release, "
                    "acquire-release)", n->name);
    if ((s & SEM_MAKE_AVAILABLE) && !(s & (SEM_RELEASE | SEM_ACQUIRE_RELEASE)))
        check_error(c, sem->loc, "gl_SemanticsMakeAvailable in '%s' needs gl_SemanticsRelease or "
                    "gl_SemanticsAcquireRelease with it", n->name);
    if ((s & SEM_MAKE_VISIBLE) && !(s & (SEM_ACQUIRE | SEM_ACQUIRE_RELEASE)))
        check_error(c, sem->loc, "gl_SemanticsMakeVisible in '%s' needs gl_SemanticsAcquire or "
                    "gl_SemanticsAcquireRelease with it", n->name);
}

/* Scope and semantics arguments of an atomic (three, or five for
 * compare-and-swap): constant, and an ordering the operation can have. */
static void check_scope_args(Checker *c, const Node *n, Node *const *a, unsigned count, SpvOp op)
{
    static const char *const what[] = {"scope", "storage semantics", "semantics", "storage semantics when unequal",
                                       "semantics when unequal"};
    if (!constant_args(c, n, a, count, what))
        return;
    note_scopes(c, a, 1);
    note_semantics(c, a + 1, count - 1);
    check_scope_value(c, n, a[0]);
    check_semantics_pair(c, n, a[1], a[2]);
    uint32_t order = value_of(a[2]);
    if (op == SpvOpAtomicLoad && (order & (SEM_RELEASE | SEM_ACQUIRE_RELEASE)))
        check_error(c, a[2]->loc, "an atomic load cannot release: the semantics of '%s' may be gl_SemanticsAcquire "
                    "or gl_SemanticsRelaxed, not %s", n->name,
                    order & SEM_RELEASE ? "gl_SemanticsRelease" : "gl_SemanticsAcquireRelease");
    if (op == SpvOpAtomicStore && (order & (SEM_ACQUIRE | SEM_ACQUIRE_RELEASE)))
        check_error(c, a[2]->loc, "an atomic store cannot acquire: the semantics of '%s' may be gl_SemanticsRelease "
                    "or gl_SemanticsRelaxed, not %s", n->name,
                    order & SEM_ACQUIRE ? "gl_SemanticsAcquire" : "gl_SemanticsAcquireRelease");
    if (count < 5)
        return;
    check_semantics_pair(c, n, a[3], a[4]);
    uint32_t unequal = value_of(a[4]);
    if (unequal & (SEM_RELEASE | SEM_ACQUIRE_RELEASE))
        check_error(c, a[4]->loc, "the semantics of '%s' when unequal cannot release (the value is only read): "
                    "not %s", n->name, unequal & SEM_RELEASE ? "gl_SemanticsRelease" : "gl_SemanticsAcquireRelease");
    if ((order & SEM_VOLATILE) != (unequal & SEM_VOLATILE))
        check_error(c, a[4]->loc, "gl_SemanticsVolatile must be in both semantics of '%s' or in neither", n->name);
}

/* controlBarrier(execution, memory, storage, semantics) and memoryBarrier(memory, storage, semantics). */
static void check_barrier_args(Checker *c, const Node *n, Node *const *a, int control)
{
    static const char *const control_what[] = {"execution scope", "memory scope", "storage semantics", "semantics"};
    static const char *const memory_what[] = {"scope", "storage semantics", "semantics"};
    unsigned scopes = control ? 2 : 1;
    if (!constant_args(c, n, a, scopes + 2, control ? control_what : memory_what))
        return;
    note_scopes(c, a, scopes);
    note_semantics(c, a + scopes, 2);
    for (unsigned i = 0; i < scopes; i++)
        check_scope_value(c, n, a[i]);
    const Node *storage = a[scopes], *sem = a[scopes + 1];
    check_semantics_pair(c, n, storage, sem);
    uint32_t st = value_of(storage), s = value_of(sem);
    if (s & SEM_VOLATILE)
        check_error(c, sem->loc, "gl_SemanticsVolatile is for atomics, not for '%s'", n->name);
    if (!control && !(s & SEM_ORDERS))
        check_error(c, sem->loc, "memoryBarrier needs one of gl_SemanticsAcquire, gl_SemanticsRelease or "
                    "gl_SemanticsAcquireRelease");
    if ((!control || s) && !st)
        check_error(c, storage->loc, "%s needs storage semantics (gl_StorageSemantics*) that are not zero",
                    control ? "controlBarrier with semantics" : "memoryBarrier");
}

/* 1 when `ext` (or `ext2`) is enabled; else an error saying that `what` of the call needs it. */
static int atomic_needs(Checker *c, const Node *n, const char *what, const char *ext, const char *ext2)
{
    if (check_extension_enabled(c, ext) || (ext2 && check_extension_enabled(c, ext2)))
        return 1;
    check_error(c, n->loc, "'%s' %s needs #extension %s : enable", n->name, what, ext);
    return 0;
}

/* An atomic works on memory other invocations share: a buffer (directly or
 * through a reference), shared memory or the task payload; 0 (reported)
 * for anything else. */
static int atomic_memory(Checker *c, const Node *n, const Node *arg)
{
    const Node *root = arg;
    while (root->kind == ND_INDEX || root->kind == ND_FIELD) {
        if (root->lhs->ty && root->lhs->ty->kind == TY_REFERENCE)
            return 1;
        root = root->lhs;
    }
    const Symbol *s = root->kind == ND_IDENT ? root->sym : NULL;
    if (s && s->kind == SYM_BLOCK_MEMBER)
        s = s->block;
    if (!s || s->storage == SQ_BUFFER || s->storage == SQ_SHARED || s->storage == SQ_TASK_PAYLOAD ||
        s->storage == SQ_TASK_NV)
        return 1;
    check_error(c, arg->loc, "'%s' works on buffer or shared memory: '%s' is %s", n->name, root->sym->name,
                s->storage == SQ_UNIFORM ? "a uniform" : s->storage == SQ_NONE ? (s->is_global ? "a private global"
                : "a local variable") : "not in such memory");
    return 0;
}

/* imageAtomicExchange on a 32-bit float image is core: GLSL 4.50 8.12 (it
 * came with GL_ARB_ES3_1_compatibility) and GLSL ES 3.20 8.14 (ES 3.10 with
 * GL_OES_shader_image_atomic: its builtins_memory.def row says that).
 * The other float atomics are GL_EXT_shader_atomic_float's. */
static int core_float_exchange(Checker *c, const BuiltinFn *fn, SpvOp op, const Type *t)
{
    if (fn->lowering != LOWER_TEXTURE || op != SpvOpAtomicExchange || t->width != 32)
        return 0;
    return c->pp->profile == PROFILE_ES || c->pp->version >= 450;
}

/* What the memory extensions require of a call to an atomic or barrier. */
void check_memory_special_call(Checker *c, Node *n, const BuiltinCall *bc)
{
    const BuiltinFn *fn = bc->fn;
    SpvOp op;
    unsigned first; /* the first value argument */
    if (fn->lowering == LOWER_SPECIAL && (fn->ops[0] == SPECIAL_CONTROL_BARRIER ||
                                          fn->ops[0] == SPECIAL_MEMORY_BARRIER_SCOPED)) {
        if (atomic_needs(c, n, "with a scope and semantics", "GL_KHR_memory_scope_semantics", NULL))
            check_barrier_args(c, n, n->args.data, fn->ops[0] == SPECIAL_CONTROL_BARRIER);
        return;
    }
    if (fn->lowering == LOWER_SPECIAL && fn->ops[0] == SPECIAL_ATOMIC) {
        op = (SpvOp)(bc->slot == SLOT_FLOAT ? fn->ops[1] : bc->op);
        first = 1;
        if (n->args.len && !atomic_memory(c, n, n->args.data[0]))
            return;
    } else if (fn->lowering == LOWER_TEXTURE && fn->ops[0] == IMG_ATOMIC) {
        op = (SpvOp)fn->ops[1];
        first = TYPE_MS(bc->params[0]->opaque) ? 3 : 2;
    } else {
        return;
    }
    unsigned values = op == SpvOpAtomicCompareExchange ? 2 : op == SpvOpAtomicLoad ? 0 : 1;
    unsigned rest = bc->param_count - first - values;
    const Type *t = fn->lowering == LOWER_TEXTURE ? type_scalar_of(bc->params[first > 2 ? 3 : 2])
                                                   : type_scalar_of(bc->params[0]);
    if (fn->lowering == LOWER_TEXTURE && values == 0)
        t = bc->ret;
    if (rest && !atomic_needs(c, n, "with a scope and semantics", "GL_KHR_memory_scope_semantics", NULL))
        return;
    if ((op == SpvOpAtomicLoad || op == SpvOpAtomicStore) && !rest)
        return;
    if (t && t->kind == TY_FLOAT && !core_float_exchange(c, fn, op, t)) {
        int v2 = t->width == 16 || op == SpvOpAtomicFMinEXT || op == SpvOpAtomicFMaxEXT;
        const char *what = arena_printf(c->a, "on %s", tname(c, t));
        if (!atomic_needs(c, n, what, v2 ? "GL_EXT_shader_atomic_float2" : "GL_EXT_shader_atomic_float", NULL))
            return;
    }
    /* The forms with a scope (GL_KHR_memory_scope_semantics) take 64-bit
     * integers with the type alone, as glslang reads it; the others need
     * an atomic extension. */
    if (t && t->kind == TY_INT && t->width == 64 && fn->lowering == LOWER_SPECIAL && !rest &&
        !atomic_needs(c, n, arena_printf(c->a, "on %s", tname(c, t)), "GL_EXT_shader_atomic_int64",
                      "GL_NV_shader_atomic_int64"))
        return;
    if (rest)
        check_scope_args(c, n, n->args.data + first + values, rest, op);
}


int check_reference_length(Checker *c, const Node *n)
{
    if (n->kind != ND_FIELD || n->lhs->ty->kind != TY_REFERENCE || n->ty->kind != TY_ARRAY || n->ty->length)
        return 1;
    check_error(c, n->loc, "'%s' is reached through the reference %s: the size of memory behind a reference is "
                "unknown, so its unsized array has no length()", n->name, tname(c, n->lhs->ty));
    return 0;
}

/* A reference is an address known when the shader runs: no const variable holds one. */
void check_reference_variable(Checker *c, const Node *d, const Type *t, uint32_t flags)
{
    if ((flags & QF_CONST) && type_holds_reference(t))
        check_error(c, d->loc, "'%s' cannot be const: it holds a reference (%s)", d->name, tname(c, t));
}

/* At most one of the scoped coherent qualifiers on a declaration
 * (GL_KHR_memory_scope_semantics §4.10). */
/* The memory qualifiers that say how memory is accessed. nonprivate is not
 * among them: glslang takes it on any declaration (the corpus puts it on
 * samplers and uniform blocks), and it only adds NonPrivate operands. */
static const struct {
    uint32_t flag;
    const char *name;
} memory_access[] = {{QF_COHERENT, "coherent"}, {QF_VOLATILE, "volatile"}, {QF_RESTRICT, "restrict"},
                     {QF_READONLY, "readonly"}, {QF_WRITEONLY, "writeonly"}, {QF_DEVICECOHERENT, "devicecoherent"},
                     {QF_QUEUEFAMILYCOHERENT, "queuefamilycoherent"}, {QF_WORKGROUPCOHERENT, "workgroupcoherent"},
                     {QF_SUBGROUPCOHERENT, "subgroupcoherent"}, {QF_SHADERCALLCOHERENT, "shadercallcoherent"}};
#define MEMORY_QUALIFIERS (QF_COHERENT | QF_VOLATILE | QF_RESTRICT | QF_READONLY | QF_WRITEONLY | QF_DEVICECOHERENT | \
                           QF_QUEUEFAMILYCOHERENT | QF_WORKGROUPCOHERENT | QF_SUBGROUPCOHERENT | QF_SHADERCALLCOHERENT)

/* Whether a declaration of type `t` in `storage` may take memory
 * qualifiers (GLSL 4.60 §4.10): "Memory qualifiers are only supported in the
 * declarations of image variables, buffer variables, and shader storage
 * blocks"; GL_EXT_buffer_reference adds references. */
static int takes_memory_qualifiers(const Type *t, StorageQual storage, QualifiedThing what)
{
    if (storage == SQ_BUFFER)
        return 1;
    while (what == QUALIFIED_VARIABLE && t->kind == TY_ARRAY)
        t = t->elem;
    return what == QUALIFIED_VARIABLE &&
           (type_is_image(t) || t->kind == TY_REFERENCE || t->kind == TY_SPIRV || t->kind == TY_ERROR);
}

void check_memory_qualifiers(Checker *c, uint32_t flags, const Type *t, StorageQual storage, QualifiedThing what,
                             SrcLoc loc)
{
    if (!(flags & MEMORY_QUALIFIERS))
        return; /* (most declarations have none: no walk of the tables) */
    for (size_t i = 0; i < COUNT_OF(memory_access); i++) {
        if (!(flags & memory_access[i].flag) || takes_memory_qualifiers(t, storage, what))
            continue;
        if (storage == SQ_UNIFORM && what != QUALIFIED_VARIABLE)
            /* Real shaders say `readonly uniform Block`, which glslang takes. */
            glsl_warning(c->g, loc, "'%s' has no meaning on a uniform block or its members (memory qualifiers "
                         "qualify images and buffer blocks): ignored", memory_access[i].name);
        else
            check_error(c, loc, "'%s' qualifies images, buffer blocks and their members (and buffer references), "
                        "not %s", memory_access[i].name, what == QUALIFIED_BLOCK ? "other blocks"
                        : what == QUALIFIED_MEMBER ? (storage == SQ_NONE ? "structure members" : "members of other blocks")
                        : tname(c, t));
        break;
    }
    static const struct {
        uint32_t flag;
        const char *name;
    } scoped[] = {{QF_DEVICECOHERENT, "devicecoherent"}, {QF_QUEUEFAMILYCOHERENT, "queuefamilycoherent"},
                  {QF_WORKGROUPCOHERENT, "workgroupcoherent"}, {QF_SUBGROUPCOHERENT, "subgroupcoherent"}};
    const char *first = NULL;
    for (size_t i = 0; i < COUNT_OF(scoped); i++) {
        if (!(flags & scoped[i].flag))
            continue;
        if (first) {
            check_error(c, loc, "'%s' and '%s' both name the scope of coherence: one at most", first, scoped[i].name);
            return;
        }
        first = scoped[i].name;
    }
}
