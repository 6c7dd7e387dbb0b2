/* The checker: calls and constructors (GLSL 4.60 §5.4, §6.1): arguments bound
 * to parameters, user overloads ranked (§6.1), built-in calls resolved against
 * their tables, and constructors, method calls (.length()) and their folding. */
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/check_expr.h"
#include "glsl/check/fold.h"
#include "spirv/tables.h"


/* A call's arguments are accessed (whether an out parameter or an in one
 * takes each is known only once resolved: bind_args reads the in ones); a
 * constructor's are read. */
static int check_args(Checker *c, Node *n, const Type **types, int call)
{
    int ok = 1;
    for (size_t i = 0; i < n->args.len; i++) {
        types[i] = call ? check_accessed(c, n->args.data[i]) : check_expr(c, n->args.data[i]);
        ok &= !is_error(types[i]);
    }
    return ok;
}

/* GLSL ES 3.20 §8.13: an interpolant is an input, an element of an input
 * array or a member of an input block; desktop GLSL also takes swizzles
 * and structure members. */
static int es_interpolant(const Node *arg)
{
    for (const Node *x = arg; x->kind == ND_INDEX || x->kind == ND_FIELD; x = x->lhs) {
        if (x->kind == ND_FIELD &&
            (x->swizzle_len || !x->lhs->ty || x->lhs->ty->kind != TY_STRUCT || !x->lhs->ty->is_block))
            return 0;
    }
    return 1;
}

/* Whether a specialization-constant expression is made of integers and
 * bools only: those stay constant (OpSpecConstantOp); a float or double
 * one in it is computed at run time. */
static int spec_integers_only(const Node *n)
{
    if (!n || !n->spec)
        return 1;
    const Type *s = n->ty ? type_scalar_of(n->ty) : NULL;
    if (s && s->kind == TY_FLOAT)
        return 0;
    if (!spec_integers_only(node_lhs(n)) || !spec_integers_only(node_rhs(n)) || !spec_integers_only(node_cond(n)))
        return 0;
    for (size_t i = 0; i < node_arg_count(n); i++)
        if (!spec_integers_only(n->args.data[i]))
            return 0;
    return 1;
}

/* Converts the arguments to a chosen overload's parameters; out and inout
 * arguments must be l-values. */
static void bind_args(Checker *c, Node *n, const Type *const *params, const uint8_t *directions)
{
    for (size_t i = 0; i < n->args.len; i++) {
        if (directions && directions[i] == PARAM_REFERENCE)
            continue; /* the argument's own address: check_spirv_call checks it */
        if (directions && directions[i] == PARAM_INTERPOLANT) {
            const Node *root = n->args.data[i];
            while (root->kind == ND_INDEX || root->kind == ND_FIELD)
                root = root->lhs;
            const Symbol *s = root->kind == ND_IDENT ? root->sym : NULL;
            if (s && s->kind == SYM_BLOCK_MEMBER)
                s = s->block;
            if (!s || s->storage != SQ_IN || s->builtin >= 0)
                check_error(c, n->args.data[i]->loc, "the interpolant of '%s' must be a fragment input (or an "
                            "element, member or swizzle of one)", n->name);
            else if (c->pp->profile == PROFILE_ES && !es_interpolant(n->args.data[i]))
                check_error(c, n->args.data[i]->loc, "in GLSL ES the interpolant of '%s' is a whole input, an "
                            "element of an input array or a member of an input block: no swizzle or structure "
                            "member", n->name);
            continue;
        }
        if (!directions || directions[i] != PARAM_OUT)
            check_read(c, n->args.data[i]);
        if (directions && directions[i] != PARAM_IN) {
            expr_require_lvalue(c, n->args.data[i], "an out or inout argument");
            continue;
        }
        if (!type_image_argument_matches(c->tt, n->args.data[i]->ty, params[i]))
            check_convert(c, &n->args.data[i], params[i], "for the argument");
    }
}

/* The memory qualifiers an argument must keep (GLSL 4.60 §4.10): "Variables
 * qualified with coherent, volatile, readonly, or writeonly may not be passed
 * to functions whose formal parameters lack such qualifiers ... only restrict
 * can be taken away". The coherence scopes of GL_KHR_memory_scope_semantics
 * count as coherent: a parameter with any of them keeps an argument's. */
#define COHERENCE (QF_COHERENT | QF_DEVICECOHERENT | QF_QUEUEFAMILYCOHERENT | QF_WORKGROUPCOHERENT | \
                   QF_SUBGROUPCOHERENT)

static const char *missing_memory_qualifier(uint32_t arg, uint32_t param)
{
    if ((arg & COHERENCE) && !(param & COHERENCE))
        return "coherent";
    if ((arg & QF_VOLATILE) && !(param & QF_VOLATILE))
        return "volatile";
    if ((arg & QF_READONLY) && !(param & QF_READONLY))
        return "readonly";
    if ((arg & QF_WRITEONLY) && !(param & QF_WRITEONLY))
        return "writeonly";
    return NULL;
}

/* The symbol an image argument names (an element of an image array is the
 * array's), or NULL. */
static const Symbol *image_argument_symbol(const Node *arg)
{
    if (!type_is_image(arg->ty))
        return NULL;
    while (arg->kind == ND_INDEX)
        arg = arg->lhs;
    return arg->kind == ND_IDENT ? arg->sym : NULL;
}

/* Image arguments keep their memory qualifiers. The rule is the spec's for
 * buffer variables too, but glslang does not apply it there (GLSL issue 83
 * asks to drop it for readonly buffer members), so neither do we. The image's
 * format does not matter: parameters take no layout qualifiers, and the
 * emitter gives each call the function with the argument's exact type. */
static void check_memory_arguments(Checker *c, Node *n, const Symbol *f)
{
    for (size_t i = 0; f->param_flags && i < n->args.len && i < f->param_count; i++) {
        const Symbol *s = image_argument_symbol(n->args.data[i]);
        if (!s)
            continue;
        const char *q = missing_memory_qualifier(s->flags, f->param_flags[i]);
        if (q)
            check_error(c, n->args.data[i]->loc, "'%s' is %s, so parameter %zu of '%s' must be declared %s too "
                        "(a parameter may add memory qualifiers and drop only restrict)", s->name, q, i + 1,
                        f->name, q);
    }
}

/* The built-in image functions' image parameters (GLSL 4.60 §8.12, the
 * AMD and ARB sparse forms alike): coherent and volatile all, loads
 * readonly, stores writeonly, size and sample queries both, atomics
 * neither (they read and write). So a readonly image cannot be stored to
 * nor take an atomic, and a writeonly one cannot be loaded from. */
static void check_builtin_image_memory(Checker *c, Node *n, const BuiltinCall *bc)
{
    if (bc->fn->lowering != LOWER_TEXTURE || !n->args.len)
        return;
    const Symbol *s = image_argument_symbol(n->args.data[0]);
    if (!s)
        return;
    TextureOp op = (TextureOp)bc->fn->ops[0];
    int reads = op == IMG_LOAD || op == IMG_LOAD_LOD || op == IMG_SPARSE_LOAD_LOD || op == IMG_ATOMIC;
    int writes = op == IMG_STORE || op == IMG_STORE_LOD || op == IMG_ATOMIC;
    const char *does = reads && writes ? "reads and writes" : reads ? "reads" : "writes";
    if (writes && (s->flags & QF_READONLY))
        check_error(c, n->args.data[0]->loc, "'%s' is readonly, but '%s' %s its image", s->name, n->name, does);
    else if (reads && (s->flags & QF_WRITEONLY))
        check_error(c, n->args.data[0]->loc, "'%s' is writeonly, but '%s' %s its image", s->name, n->name, does);
}

/* Whether parameter i of f is spirv_by_reference. */
static int by_reference(const Symbol *f, uint32_t i)
{
    return f->param_flags && i < f->param_count && (f->param_flags[i] & QF_SPIRV_BY_REFERENCE);
}

static const Type *check_builtin_call(Checker *c, Node *n, const Type **args, uint32_t hash);

/* How well an argument of type `arg` fits parameter i of f (§6.1): in
 * converts the argument to the parameter, out the parameter back to the
 * argument, inout both ways (so only an exact match); -1 when it does not. */
static int argument_rank(const Symbol *f, uint32_t i, const Type *arg, TypeTable *tt)
{
    const Type *param = f->param_types[i];
    if (type_image_argument_matches(tt, arg, param))
        return 0;
    if ((f->spirv_instruction && by_reference(f, i)) || f->param_storage[i] == SQ_INOUT)
        return -1;
    return f->param_storage[i] == SQ_OUT ? type_conversion_rank(param, arg) : type_conversion_rank(arg, param);
}

/* Whether f takes the call's arguments (each converts to its parameter);
 * *exact is set when none needs a conversion. */
static int user_overload_fits(Checker *c, const Symbol *f, const Type **args, size_t count, int *exact)
{
    if (f->param_count != count)
        return 0;
    *exact = 1;
    for (uint32_t i = 0; i < f->param_count; i++) {
        int r = argument_rank(f, i, args[i], c->tt);
        if (r < 0)
            return 0;
        *exact &= r == 0;
    }
    return 1;
}

/* GLSL 4.60 §6.1: a is better than b when no argument's conversion is worse
 * for a and at least one is better. */
static int user_overload_better(Checker *c, const Symbol *a, const Symbol *b, const Type **args)
{
    int strictly = 0;
    for (uint32_t i = 0; i < a->param_count; i++) {
        int cmp = type_compare_conversions(argument_rank(a, i, args[i], c->tt), argument_rank(b, i, args[i], c->tt));
        if (cmp > 0)
            return 0;
        strictly |= cmp < 0;
    }
    return strictly;
}

/* The overload of a user function a call takes, NULL when none fits;
 * *ambiguous set when several fit and none is the best. An exact match
 * wins. Otherwise GLSL 4.00 and later (and GL_ARB_gpu_shader5) take the
 * one better than every other (§6.1); before them, "it is a semantic
 * error if there are multiple ways to apply these conversions ... such
 * that the call can be made to match multiple signatures" (GLSL 1.50
 * §6.1). *ambiguous is 2 when no overload is the best, 1 when the rule
 * before 4.00 finds several. */
static Symbol *choose_user_overload(Checker *c, Node *n, Symbol *fns, const Type **args, int *ambiguous)
{
    VEC(Symbol *) fits = {0};
    *ambiguous = 0;
    for (Symbol *f = fns; f; f = f->next_overload) {
        int exact;
        if (!user_overload_fits(c, f, args, n->args.len, &exact))
            continue;
        if (exact)
            return f;
        vec_push(c->a, &fits, f);
    }
    if (fits.len == 1)
        return fits.data[0];
    int best_match = c->pp->profile == PROFILE_ES || c->pp->version >= 400 ||
                     check_extension_enabled(c, "GL_ARB_gpu_shader5");
    for (size_t i = 0; best_match && i < fits.len; i++) {
        size_t j = 0;
        while (j < fits.len && (j == i || user_overload_better(c, fits.data[i], fits.data[j], args)))
            j++;
        if (j == fits.len)
            return fits.data[i];
    }
    *ambiguous = fits.len > 1 ? 1 + best_match : 0;
    return NULL;
}

static const Type *check_user_call(Checker *c, Node *n, Symbol *fns, const Type **args)
{
    int ambiguous;
    Symbol *best = choose_user_overload(c, n, fns, args, &ambiguous);
    if (ambiguous) {
        check_error(c, n->loc, ambiguous > 1 ? "the call to '%s' is ambiguous: no overload takes these arguments "
                    "better than every other one (GLSL 4.60 6.1)" : "the call to '%s' is ambiguous: more than one "
                    "overload takes these arguments through conversions, and before GLSL 4.00 none is chosen",
                    n->name);
        return fail(n, c->tt->error);
    }
    /* A spirv_instruction replaced only some of its overloads. */
    if (!best && builtin_exists(n->name))
        return check_builtin_call(c, n, args, hash_string(n->name));
    if (!best && !fns->next_overload && fns->param_count == n->args.len) {
        for (uint32_t i = 0; i < fns->param_count; i++)
            if (type_is_image(args[i]) && type_is_image(fns->param_types[i]) &&
                !type_image_argument_matches(c->tt, args[i], fns->param_types[i])) {
                check_error(c, n->args.data[i]->loc, "cannot pass %s as parameter %u of '%s', %s: an image "
                            "argument may differ from its parameter only in a format the parameter leaves out",
                            tname(c, args[i]), i + 1, n->name, tname(c, fns->param_types[i]));
                return fail(n, c->tt->error);
            }
    }
    if (!best) {
        check_error(c, n->loc, "no overload of '%s' takes these arguments", n->name);
        return fail(n, c->tt->error);
    }
    n->sym = best;
    if (c->function)
        vec_push(c->a, &c->function->calls, best);
    else
        vec_push(c->a, &c->unit->global_calls, best); /* from a global's initializer */
    uint8_t *dirs = arena_alloc(c->a, best->param_count + 1); /* zeroed: PARAM_IN */
    for (uint32_t i = 0; i < best->param_count; i++)
        dirs[i] = best->param_storage[i] == SQ_OUT ? PARAM_OUT : best->param_storage[i] == SQ_INOUT ? PARAM_INOUT
                  : best->spirv_instruction && by_reference(best, i) ? PARAM_REFERENCE : 0;
    bind_args(c, n, best->param_types, dirs);
    check_memory_arguments(c, n, best);
    check_ray_user_call(c, n, best);
    if (best->spirv_instruction)
        check_spirv_call(c, n, best);
    return n->ty = best->type;
}

/* Built-in functions that only an extension brings. */
static const struct {
    const char *function;
    const char *extension;
} extension_functions[] = {
    {"helperInvocationEXT", "GL_EXT_demote_to_helper_invocation"},
    {"imageLoadLodAMD", "GL_AMD_shader_image_load_store_lod"},
    {"imageStoreLodAMD", "GL_AMD_shader_image_load_store_lod"},
    {"sparseImageLoadLodAMD", "GL_AMD_shader_image_load_store_lod"},
    {"SetMeshOutputsEXT", "GL_EXT_mesh_shader"},
    {"EmitMeshTasksEXT", "GL_EXT_mesh_shader"},
    {"writePackedPrimitiveIndices4x8NV", "GL_NV_mesh_shader"},
    {"atomicCounterAddARB", "GL_ARB_shader_atomic_counter_ops"},
    {"atomicCounterSubtractARB", "GL_ARB_shader_atomic_counter_ops"},
    {"atomicCounterMinARB", "GL_ARB_shader_atomic_counter_ops"},
    {"atomicCounterMaxARB", "GL_ARB_shader_atomic_counter_ops"},
    {"atomicCounterAndARB", "GL_ARB_shader_atomic_counter_ops"},
    {"atomicCounterOrARB", "GL_ARB_shader_atomic_counter_ops"},
    {"atomicCounterXorARB", "GL_ARB_shader_atomic_counter_ops"},
    {"atomicCounterExchangeARB", "GL_ARB_shader_atomic_counter_ops"},
    {"atomicCounterCompSwapARB", "GL_ARB_shader_atomic_counter_ops"},
};

/* GLSL ES 3.20 functions that ES 3.10 has with an extension (the ES 3.20
 * spec's §8 marks them; each came from one of these extensions). */
static const struct {
    const char *function;
    const char *extensions[2];
} es32_functions[] = {
    {"fma", {"GL_EXT_gpu_shader5", "GL_OES_gpu_shader5"}},
    {"textureGatherOffsets", {"GL_EXT_gpu_shader5", "GL_OES_gpu_shader5"}},
    {"interpolateAtCentroid", {"GL_OES_shader_multisample_interpolation", NULL}},
    {"interpolateAtSample", {"GL_OES_shader_multisample_interpolation", NULL}},
    {"interpolateAtOffset", {"GL_OES_shader_multisample_interpolation", NULL}},
    {"imageAtomicAdd", {"GL_OES_shader_image_atomic", NULL}},
    {"imageAtomicMin", {"GL_OES_shader_image_atomic", NULL}},
    {"imageAtomicMax", {"GL_OES_shader_image_atomic", NULL}},
    {"imageAtomicAnd", {"GL_OES_shader_image_atomic", NULL}},
    {"imageAtomicOr", {"GL_OES_shader_image_atomic", NULL}},
    {"imageAtomicXor", {"GL_OES_shader_image_atomic", NULL}},
    {"imageAtomicExchange", {"GL_OES_shader_image_atomic", NULL}},
    {"imageAtomicCompSwap", {"GL_OES_shader_image_atomic", NULL}},
};

/* A built-in of a later ES version than the shader's: 1 when one of the
 * extensions that bring it to this version is enabled, else an error. */
static int check_es_function_version(Checker *c, const BuiltinFn *fn, SrcLoc loc)
{
    if (c->pp->profile != PROFILE_ES || fn->es <= c->pp->version)
        return 1;
    for (size_t i = 0; i < COUNT_OF(es32_functions); i++) {
        const char *const *ext = es32_functions[i].extensions;
        if (strcmp(fn->name, es32_functions[i].function) != 0)
            continue;
        if (check_extension_enabled(c, ext[0]) || (ext[1] && check_extension_enabled(c, ext[1])))
            return 1;
        check_error(c, loc, "'%s' needs #version %d es or #extension %s : enable%s%s%s", fn->name, fn->es, ext[0],
                    ext[1] ? " (or " : "", ext[1] ? ext[1] : "", ext[1] ? ")" : "");
        return 0;
    }
    return 1;
}

/* Desktop GLSL functions that came after 1.10 (their builtins.def row
 * says when) and the extension that brings each before it, if one does
 * (the extensions' own sections 8). The texture functions are
 * check_opengl.c's; the functions of a stage that needs a version (ray
 * tracing, mesh) and those of an extension of their own are ruled with
 * those. */
static const struct {
    const char *function;
    const char *extension;
} desktop_functions[] = {
    {"floatBitsToInt", "GL_ARB_shader_bit_encoding"}, {"floatBitsToUint", "GL_ARB_shader_bit_encoding"},
    {"intBitsToFloat", "GL_ARB_shader_bit_encoding"}, {"uintBitsToFloat", "GL_ARB_shader_bit_encoding"},
    {"fma", "GL_ARB_gpu_shader5"}, {"frexp", "GL_ARB_gpu_shader5"}, {"ldexp", "GL_ARB_gpu_shader5"},
    {"uaddCarry", "GL_ARB_gpu_shader5"}, {"usubBorrow", "GL_ARB_gpu_shader5"},
    {"umulExtended", "GL_ARB_gpu_shader5"}, {"imulExtended", "GL_ARB_gpu_shader5"},
    {"bitfieldExtract", "GL_ARB_gpu_shader5"}, {"bitfieldInsert", "GL_ARB_gpu_shader5"},
    {"bitfieldReverse", "GL_ARB_gpu_shader5"}, {"bitCount", "GL_ARB_gpu_shader5"},
    {"findLSB", "GL_ARB_gpu_shader5"}, {"findMSB", "GL_ARB_gpu_shader5"},
    {"interpolateAtCentroid", "GL_ARB_gpu_shader5"}, {"interpolateAtSample", "GL_ARB_gpu_shader5"},
    {"interpolateAtOffset", "GL_ARB_gpu_shader5"},
    {"EmitStreamVertex", "GL_ARB_gpu_shader5"}, {"EndStreamPrimitive", "GL_ARB_gpu_shader5"},
    {"packDouble2x32", "GL_ARB_gpu_shader_fp64"}, {"unpackDouble2x32", "GL_ARB_gpu_shader_fp64"},
    {"atomicCounterIncrement", "GL_ARB_shader_atomic_counters"},
    {"atomicCounterDecrement", "GL_ARB_shader_atomic_counters"},
    {"atomicCounter", "GL_ARB_shader_atomic_counters"},
    {"memoryBarrierAtomicCounter", "GL_ARB_compute_shader"},
    {"dFdxFine", "GL_ARB_derivative_control"}, {"dFdyFine", "GL_ARB_derivative_control"},
    {"fwidthFine", "GL_ARB_derivative_control"}, {"dFdxCoarse", "GL_ARB_derivative_control"},
    {"dFdyCoarse", "GL_ARB_derivative_control"}, {"fwidthCoarse", "GL_ARB_derivative_control"},
    {"anyInvocation", NULL}, {"allInvocations", NULL}, {"allInvocationsEqual", NULL},
    {"atomicCounterAdd", NULL}, {"atomicCounterSubtract", NULL}, {"atomicCounterMin", NULL},
    {"atomicCounterMax", NULL}, {"atomicCounterAnd", NULL}, {"atomicCounterOr", NULL},
    {"atomicCounterXor", NULL}, {"atomicCounterExchange", NULL}, {"atomicCounterCompSwap", NULL},
};

/* A function of desktop_functions of a later version than the shader's:
 * 1 when the extension that brings it is enabled, else an error. */
static int check_desktop_function_version(Checker *c, const BuiltinFn *fn, SrcLoc loc)
{
    if (c->pp->profile == PROFILE_ES || fn->desktop <= c->pp->version || fn->ext != BEXT_NONE)
        return 1;
    size_t i = 0;
    while (i < COUNT_OF(desktop_functions) && strcmp(fn->name, desktop_functions[i].function) != 0)
        i++;
    if (i == COUNT_OF(desktop_functions))
        return 1;
    const char *ext = desktop_functions[i].extension;
    /* GL_ARB_gpu_shader5 has GL_ARB_shader_bit_encoding's functions too */
    if ((ext && check_extension_enabled(c, ext)) ||
        (ext && strcmp(ext, "GL_ARB_shader_bit_encoding") == 0 && check_extension_enabled(c, "GL_ARB_gpu_shader5")))
        return 1;
    check_error(c, loc, "'%s' needs #version %d%s%s%s", fn->name, fn->desktop, ext ? " or #extension " : " or later",
                ext ? ext : "", ext ? " : enable" : "");
    return 0;
}

/* A constant texel offset lies within the implementation's range (§8.9.2:
 * glslang's defaults, which every Vulkan device supports). */
static void check_offset_range(Checker *c, const Node *arg, const char *fn, int lo, int hi)
{
    const ConstValue *v = arg->cval;
    for (uint32_t i = 0; v && v->comps && i < v->count; i++) {
        int64_t k = v->comps[i].i;
        if (k < lo || k > hi) {
            check_error(c, arg->loc, "the offset of '%s' is %lld, outside %d..%d (gl_MinProgramTexelOffset.."
                        "gl_MaxProgramTexelOffset)", fn, (long long)k, lo, hi);
            return;
        }
    }
}

/* The functions that take derivatives: the derivative functions and the
 * texture forms that need them (the bias forms, textureQueryLod). */
static int needs_derivatives(const char *name)
{
    static const char *const derivatives[] = {"dFdx", "dFdy", "fwidth", "dFdxFine", "dFdyFine", "fwidthFine",
                                              "dFdxCoarse", "dFdyCoarse", "fwidthCoarse"};
    /* Asked at every call: by the first letter, most names go no further. */
    if (name[0] == 't')
        return name[1] == 'e' && strncmp(name, "texture", 7) == 0;
    if (name[0] == 's') /* subgroup* go no further than the second */
        return name[1] == 'p' && strncmp(name, "sparseTexture", 13) == 0;
    if (name[0] == 'd' ? name[1] != 'F' : name[0] != 'f' || name[1] != 'w') /* dF..., fw... (not dot, floor) */
        return 0;
    for (size_t i = 0; i < COUNT_OF(derivatives); i++)
        if (strcmp(name, derivatives[i]) == 0)
            return 1;
    return 0;
}

/* GL_NV_compute_shader_derivatives gives compute shaders what fragment
 * shaders have of those: they resolve as in a fragment shader. */
static Stage resolve_stage(Checker *c, const struct BuiltinNameFacts *facts)
{
    if (c->stage == STAGE_COMPUTE && facts->derivatives &&
        check_extension_enabled(c, "GL_NV_compute_shader_derivatives"))
        return STAGE_FRAGMENT;
    return c->stage;
}

/* The facts of built-in function name `name` (hash_string `hash`), through
 * Checker.builtin_names: a shader calls a few names many times. */
static const struct BuiltinNameFacts *builtin_name_facts(Checker *c, const char *name, uint32_t hash)
{
    if (!c->builtin_names)
        c->builtin_names = arena_alloc(c->a, CHECK_BUILTIN_NAMES * sizeof *c->builtin_names);
    struct BuiltinNameFacts *f = &c->builtin_names[((uintptr_t)name >> 3) & (CHECK_BUILTIN_NAMES - 1)];
    if (f->name != name) {
        size_t len = strlen(name);
        f->name = name;
        f->id = builtin_name_hashed(name, hash);
        f->ext = (uint8_t)builtin_name_extension(f->id);
        f->vendor_suffix = len && name[len - 1] >= 'A' && name[len - 1] <= 'Z';
        f->derivatives = (uint8_t)needs_derivatives(name);
    }
    return f;
}

/* `hash`: hash_string(n->name). */
static const Type *check_builtin_call(Checker *c, Node *n, const Type **args, uint32_t hash)
{
    const struct BuiltinNameFacts *facts = builtin_name_facts(c, n->name, hash);
    /* Each of those ends in its vendor's capitals: most names go no further. */
    int vendor_suffix = facts->vendor_suffix;
    for (size_t i = 0; vendor_suffix && i < COUNT_OF(extension_functions); i++) {
        if (n->name[0] == extension_functions[i].function[0] && strcmp(n->name, extension_functions[i].function) == 0 &&
            !check_extension_enabled(c, extension_functions[i].extension)) {
            check_error(c, n->loc, "'%s' needs #extension %s : enable", n->name, extension_functions[i].extension);
            return fail(n, c->tt->error);
        }
    }
    if (check_opengl_ftransform(c, n))
        return n->ty = type_vector(c->tt, c->tt->float_, 4);
    const Type *noise = check_opengl_noise(c, n);
    if (noise)
        return is_error(noise) ? fail(n, noise) : (n->ty = noise);
    const char *fn = n->name;
    int vec4_result = 0;
    const char *generic = check_opengl_texture_function(c, n, args, (unsigned)n->args.len, &vec4_result);
    if (generic) /* texture2D on a sampler2D is texture on it */
        fn = generic, facts = builtin_name_facts(c, fn, hash_string(fn));
    BuiltinName name = facts->id;
    BuiltinExt ext = (BuiltinExt)facts->ext;
    if (ext && !check_ext_use(c, ext, n->name, n->loc))
        return fail(n, c->tt->error);
    const BuiltinCall *bc = NULL;
    switch (builtin_resolve_memo(&c->builtin_memo, c->a, c->tt, name, fn, args, (unsigned)n->args.len,
                                 resolve_stage(c, facts), c->families, &bc)) {
    case BUILTIN_FOUND:
        break;
    case BUILTIN_UNKNOWN:
        check_error(c, n->loc, "no function named '%s' is declared%s", n->name, expr_suggestion(c, n->name, 1));
        return fail(n, c->tt->error);
    case BUILTIN_WRONG_STAGE:
        if (check_ray_wrong_stage(c, n))
            return fail(n, c->tt->error);
        check_error(c, n->loc, "'%s' does not exist in %s shaders%s", n->name, glsl_stage_long_name(c->stage),
                    c->stage == STAGE_COMPUTE && needs_derivatives(n->name)
                        ? " (#extension GL_NV_compute_shader_derivatives : enable brings derivatives)" : "");
        return fail(n, c->tt->error);
    default: {
        Str forms = {0};
        builtin_describe(c->tt, n->name, &forms);
        Str got = {0};
        for (size_t i = 0; i < n->args.len; i++)
            str_printf(c->a, &got, "%s%s", i ? ", " : "", tname(c, args[i]));
        if (forms.len && forms.data[forms.len - 1] == '\n')
            forms.data[--forms.len] = '\0';
        check_error(c, n->loc, "no overload of built-in '%s' takes (%s); it has:\n%s", n->name,
                    got.data ? got.data : "", forms.data ? forms.data : "");
        return fail(n, c->tt->error);
    }
    }
    n->builtin = bc;
    if (!check_opengl_texture_version(c, n, bc, generic != NULL))
        return fail(n, c->tt->error);
    /* A form an extension adds to a core function (textureLod of a
     * sampler2DArrayShadow: GL_EXT_texture_shadow_lod). */
    if (bc->fn->ext != ext && !check_ext_use(c, (BuiltinExt)bc->fn->ext, n->name, n->loc))
        return fail(n, c->tt->error);
    if (c->pp->profile == PROFILE_ES && bc->fn->es < 0) {
        if (bc->fn->lowering == LOWER_TEXTURE && bc->param_count && builtin_exists_in_es(n->name, c->pp->version, c->stage))
            check_error(c, n->loc, "'%s' of %s is not in GLSL ES", n->name, tname(c, bc->params[0]));
        else
            check_error(c, n->loc, "'%s' is not in GLSL ES", n->name);
        return fail(n, c->tt->error);
    }
    if (!check_es_function_version(c, bc->fn, n->loc) || !check_desktop_function_version(c, bc->fn, n->loc))
        return fail(n, c->tt->error);
    if (bc->fn->lowering == LOWER_TEXTURE && bc->param_count && bc->params[0]->kind == TY_OPAQUE &&
        TYPE_BASE(bc->params[0]->opaque) == BT_TEXTURE &&
        !check_extension_enabled(c, "GL_EXT_samplerless_texture_functions")) {
        check_error(c, n->loc, "'%s' of a texture without a sampler needs #extension "
                    "GL_EXT_samplerless_texture_functions : enable (or combine it: sampler2D(t, s))", n->name);
        return fail(n, c->tt->error);
    }
    bind_args(c, n, bc->params, bc->directions);
    check_builtin_image_memory(c, n, bc);
    check_memory_call(c, n, bc);
    if (bc->fn->lowering == LOWER_SPECIAL && bc->fn->ops[0] == SPECIAL_BARRIER && c->stage == STAGE_TESS_CONTROL)
        check_tesc_barrier(c, n->loc);
    if (bc->fn->lowering == LOWER_SPECIAL && bc->fn->ops[0] == SPECIAL_RAY && !check_ray_call(c, n, bc))
        return fail(n, c->tt->error);
    int offset = bc->fn->lowering == LOWER_TEXTURE ? texture_call_offset_argument(bc) : -1;
    const Node *off = offset >= 0 ? n->args.data[offset] : NULL;
    if (off && off->cval && spec_integers_only(off))
        check_offset_range(c, off, n->name, -8, 7); /* gl_Min/MaxProgramTexelOffset */
    else if (off && !off->cval && check_extension_enabled(c, "GL_EXT_texture_offset_non_const")) {
        /* The extension drops §8.9.2's "must be a constant expression";
         * Vulkan takes the Offset operand on gathers only
         * (VUID-StandaloneSpirv-Offset-04663). */
        if (c->g->opts->vulkan_version)
            check_error(c, off->loc, "the offset of '%s' must be a constant expression for Vulkan "
                        "(GL_EXT_texture_offset_non_const is for OpenGL: Vulkan takes a non-constant offset on "
                        "gathers only)", n->name);
    } else if (off)
        check_error(c, off->loc, "the offset of '%s' must be a constant expression%s", n->name,
                    off->cval ? " (a floating-point specialization constant converted to int is computed at run time)"
                              : "");
    if (bc->fn->lowering == LOWER_SPECIAL && bc->fn->ops[0] >= SPECIAL_EMIT_VERTEX &&
        bc->fn->ops[0] <= SPECIAL_END_STREAM_PRIMITIVE && !c->unit->emits) {
        c->unit->emits = 1; /* (a passthrough geometry shader may not) */
        c->unit->emit_loc = n->loc;
    }
    if (bc->fn->lowering == LOWER_SPECIAL && (bc->fn->ops[0] == SPECIAL_EMIT_STREAM_VERTEX ||
                                              bc->fn->ops[0] == SPECIAL_END_STREAM_PRIMITIVE)) {
        if (!n->args.data[0]->cval)
            check_error(c, n->args.data[0]->loc, "the stream of '%s' must be a constant expression", n->name);
        c->unit->uses_streams = 1;
    }
    TextureOp top = (TextureOp)bc->fn->ops[0];
    if (bc->fn->lowering == LOWER_TEXTURE && (top == TEX_GATHER || top == TEX_GATHER_OFFSET || top == TEX_GATHER_OFFSETS)) {
        /* (s, P, comp), (s, P, offset, comp), (s, P, refZ, offset): the
         * component a constant 0 to 3, textureGatherOffsets' offsets constant. */
        int shadow = TYPE_SHADOW(bc->params[0]->opaque);
        /* (through texture_core_argument: the extensions' forms have more arguments) */
        int comp = texture_core_argument(bc, top == TEX_GATHER ? 2 : 3);
        int at = texture_core_argument(bc, shadow ? 3 : 2);
        const Node *a = comp >= 0 && !shadow ? n->args.data[comp] : NULL;
        if (a && (!a->cval || a->spec || a->cval->comps[0].i < 0 || a->cval->comps[0].i > 3))
            check_error(c, a->loc, "the component of '%s' must be a constant expression from 0 to 3", n->name);
        if (top == TEX_GATHER_OFFSETS && at >= 0 && !n->args.data[at]->cval)
            check_error(c, n->args.data[at]->loc, "the offsets of '%s' must be a constant expression", n->name);
        else if (top == TEX_GATHER_OFFSET && at >= 0 && !n->args.data[at]->cval && c->pp->profile == PROFILE_ES &&
                 !es_has_gpu_shader5(c))
            /* GLSL ES 3.10 §8.9.3: a constant offset; 3.20 takes any */
            check_error(c, n->args.data[at]->loc, "the offset of 'textureGatherOffset' must be a constant expression "
                        "before #version 320 es (or #extension GL_EXT_gpu_shader5 : enable)");
    }
    if (bc->fn->lowering == LOWER_SUBGROUP)
        check_subgroup_call(c, n, bc);
    if (bc->fn->lowering == LOWER_SPECIAL && bc->fn->ops[0] >= SPECIAL_SET_MESH_OUTPUTS &&
        bc->fn->ops[0] <= SPECIAL_WRITE_PACKED_PRIMITIVE_INDICES)
        check_mesh_call(c, n, bc);
    if (bc->fn->lowering == LOWER_CONTROL || (bc->fn->lowering == LOWER_TEXTURE && bc->fn->form))
        check_control_call(c, n, bc);
    n->ty = vec4_result ? type_vector(c->tt, c->tt->float_, 4) : bc->ret;
    /* Built-ins of constant arguments are constant expressions (§4.3.3),
     * except those that ask the other invocations. */
    const ConstValue *vals[BUILTIN_MAX_PARAMS];
    size_t k = 0;
    for (; k < n->args.len && n->args.data[k]->cval; k++)
        vals[k] = n->args.data[k]->cval;
    if (k == n->args.len && bc->fn->lowering != LOWER_SPECIAL && bc->fn->lowering != LOWER_TEXTURE &&
        bc->fn->lowering != LOWER_SUBGROUP && bc->fn->lowering != LOWER_CONTROL)
        n->cval = const_builtin(c->a, c->tt, n->name, vals, k, n->ty);
    return n->ty;
}

/* A call's or constructor's argument types (and constant values) are read
 * only while it is checked (the memo of built-in calls and the folds copy
 * what they keep): most calls have a few, which live on the stack, not in
 * the arena for the rest of the compile (issue 19: they were 0.13 MB of
 * the 111 KB generated shader's peak). */
#define FEW_ARGS 8

const Type *check_call(Checker *c, Node *n)
{
    /* hash: for the built-in's name too. The special names by their first
     * letter first: a call to strcmp for each was a percent of a shader of
     * built-in calls. */
    uint32_t hash = n->name_hash ? n->name_hash : hash_string(n->name);
    Symbol *user = check_lookup(c, n->name, hash);
    if (n->name[0] == 'd' && strcmp(n->name, "debugPrintfEXT") == 0 && !user)
        return check_debug_printf(c, n); /* a format string, then anything */
    const Type *few[FEW_ARGS] = {0};
    const Type **args = n->args.len < FEW_ARGS ? few : arena_alloc(c->a, (n->args.len + 1) * sizeof *args);
    if (!check_args(c, n, args, 1))
        return fail(n, c->tt->error);
    if (n->name[0] == 'n' && strcmp(n->name, "nonuniformEXT") == 0 && !user) {
        if (!check_extension_enabled(c, "GL_EXT_nonuniform_qualifier")) {
            check_error(c, n->loc, "nonuniformEXT() needs #extension GL_EXT_nonuniform_qualifier : enable");
            return fail(n, c->tt->error);
        }
        /* GL_EXT_nonuniform_qualifier: the value, marked as not dynamically uniform. */
        if (n->args.len != 1) {
            check_error(c, n->loc, "nonuniformEXT() takes one value, not %u", n->args.len);
            return fail(n, c->tt->error);
        }
        n->writeonly = n->args.data[0]->writeonly; /* read or not where it is used */
        return n->ty = args[0];
    }
    /* Checking the arguments declares no names but the gl_ constants made
     * when first named (check_builtin_constant and the like): for any
     * other name the lookup above stands. */
    Symbol *s = n->name[0] == 'g' && n->name[1] == 'l' && n->name[2] == '_' ? check_lookup(c, n->name, hash) : user;
    if (s && s->kind == SYM_FUNCTION)
        return check_user_call(c, n, s, args);
    if (s && s->kind != SYM_FUNCTION) {
        check_error(c, n->loc, "'%s' is not a function", n->name);
        return fail(n, c->tt->error);
    }
    if (check_coopmat_function(n->name))
        return check_coopmat_call(c, n, args);
    return check_builtin_call(c, n, args, hash);
}

/* How many components the arguments of a vector/matrix constructor give. */
static unsigned components_given(const Type *const *args, size_t n)
{
    unsigned total = 0;
    for (size_t i = 0; i < n; i++)
        total += type_component_count(args[i]);
    return total;
}

/* const_construct of `t` from `vals`, through Checker.constructs: a shader
 * writes the same constant constructors over and over (vec4(0.0)), and
 * the arguments' values are shared already (literal_value), so equal
 * pointers are equal values. */
static const ConstValue *construct_value(Checker *c, const Type *t, const ConstValue **vals, size_t count)
{
    if (count > COUNT_OF(((struct ConstructMemo *)NULL)->args))
        return const_construct(c->a, c->tt, t, vals, count);
    uint64_t h = (uintptr_t)t;
    for (size_t i = 0; i < count; i++)
        h = (h ^ (uintptr_t)vals[i]) * 0x9e3779b97f4a7c15u;
    if (!c->constructs)
        c->constructs = arena_alloc(c->a, CHECK_CONSTRUCTS * sizeof *c->constructs);
    struct ConstructMemo *m = &c->constructs[(h >> 40) & (CHECK_CONSTRUCTS - 1)];
    size_t same = m->type == t && m->count == count ? 0 : count + 1;
    while (same < count && m->args[same] == vals[same])
        same++;
    if (same == count)
        return m->value;
    m->type = t;
    m->count = (uint32_t)count;
    for (size_t i = 0; i < count; i++)
        m->args[i] = vals[i];
    m->value = const_construct(c->a, c->tt, t, vals, count);
    return m->value;
}

const Type *check_construct(Checker *c, Node *n)
{
    const Type *t = resolve_type_sized_by(c, n->type, n);
    const Type *few[FEW_ARGS] = {0};
    const Type **args = n->args.len < FEW_ARGS ? few : arena_alloc(c->a, (n->args.len + 1) * sizeof *args);
    if (is_error(t) || !check_args(c, n, args, 0))
        return fail(n, c->tt->error);
    size_t count = n->args.len;
    const Type *ref = check_reference_construct(c, n, t, args);
    if (ref)
        return n->ty = ref;
    if (t->kind == TY_COOPMAT)
        return check_coopmat_construct(c, n, t, args);
    if (t->kind == TY_ARRAY) {
        /* float[][](float[](1.0), float[](2.0)): the arguments size the element (§4.1.9). */
        const Type *elem = count && type_has_unsized(t->elem) ? type_sized_like(c->tt, t->elem, args[0]) : t->elem;
        if (!elem) {
            check_error(c, n->args.data[0]->loc, "%s cannot be an element of %s", tname(c, args[0]), tname(c, t));
            return fail(n, c->tt->error);
        }
        if (t->length == 0 || elem != t->elem)
            t = type_array(c->tt, elem, t->length ? t->length : (uint32_t)count);
        if (count != t->length) {
            check_error(c, n->loc, "%s needs %u elements, %zu given", tname(c, t), t->length, count);
            return fail(n, c->tt->error);
        }
        for (size_t i = 0; i < count; i++)
            check_convert(c, &n->args.data[i], t->elem, "for the array element");
    } else if (t->kind == TY_STRUCT) {
        if (count != t->field_count) {
            check_error(c, n->loc, "%s has %u members, %zu values given", tname(c, t), t->field_count, count);
            return fail(n, c->tt->error);
        }
        for (size_t i = 0; i < count; i++)
            check_convert(c, &n->args.data[i], t->fields[i].type, "for the struct member");
    } else if (t == type_vector(c->tt, c->tt->uint_, 2) && count == 1 && args[0]->kind == TY_OPAQUE &&
               check_opengl_bindless_handle(c, args[0])) {
        n->ty = t; /* GL_ARB_bindless_texture: uvec2(sampler2D), a handle's two halves */
        return t;
    } else if (type_scalar_of(t)) {
        for (size_t i = 0; i < count; i++) {
            if (!type_scalar_of(args[i])) {
                check_error(c, n->args.data[i]->loc, "%s cannot be made from %s", tname(c, t), tname(c, args[i]));
                return fail(n, c->tt->error);
            }
        }
        unsigned need = type_component_count(t), have = components_given(args, count);
        int single = count == 1 && (type_is_scalar(args[0]) || (t->kind == TY_MATRIX && args[0]->kind == TY_MATRIX) ||
                                    type_is_scalar(t));
        if (count == 0 || (!single && have < need)) {
            check_error(c, n->loc, "%s needs %u components, %u given", tname(c, t), need, have);
            return fail(n, c->tt->error);
        }
        if (!single && have - type_component_count(args[count - 1]) >= need) {
            /* GLSL 4.60 5.4.2: "extra arguments to a constructor beyond the last used argument" are the
             * error: at the first of them. */
            size_t extra = 0;
            for (unsigned used = 0; used < need; extra++)
                used += type_component_count(args[extra]);
            check_error(c, n->args.data[extra]->loc, "too many arguments to construct %s", tname(c, t));
            return fail(n, c->tt->error);
        }
    } else if (t->kind == TY_OPAQUE && count == 1 && args[0]->kind == TY_VECTOR && args[0]->components == 2 &&
               type_is_integer(args[0]) && check_opengl_bindless_handle(c, t)) {
        /* GL_ARB_bindless_texture: sampler2D(uvec2), a handle from its two halves */
        if (!check_convert(c, &n->args.data[0], type_vector(c->tt, c->tt->uint_, 2), "for the handle of a sampler"))
            return fail(n, c->tt->error);
        n->ty = t;
        return t;
    } else if (t->kind == TY_OPAQUE && TYPE_BASE(t->opaque) == BT_SAMPLER) {
        /* sampler2D(texture2D, sampler): a combined sampler from a texture of
         * the same kind and a sampler (GL_KHR_vulkan_glsl). */
        uint32_t want = (t->opaque & ~(0x1fu | (1u << 10))) | BT_TEXTURE;
        if (count != 2 || args[0]->kind != TY_OPAQUE || (args[0]->opaque & 0xffff) != want ||
            args[1]->kind != TY_OPAQUE || TYPE_BASE(args[1]->opaque) != BT_SAMPLER_STATE) {
            char buf[40];
            Str got = {0};
            for (size_t i = 0; i < count; i++)
                str_printf(c->a, &got, "%s%s", i ? ", " : "", tname(c, args[i]));
            check_error(c, n->loc, "%s is made from a %s and a sampler or samplerShadow, not from (%s)", tname(c, t),
                        type_code_name(want, buf, sizeof buf), got.data ? got.data : "");
            return fail(n, c->tt->error);
        }
    } else if (t->kind == TY_OPAQUE && TYPE_BASE(t->opaque) == BT_ACCEL_STRUCT) {
        /* GL_EXT_ray_query: accelerationStructureEXT(address), a uint64_t or uvec2 device address */
        const Type *a = count == 1 ? args[0] : NULL;
        if (!a || !(a == type_int(c->tt, 64, 0) || a == type_vector(c->tt, c->tt->uint_, 2))) {
            check_error(c, n->loc, "%s is made from one uint64_t or uvec2 address%s%s", tname(c, t),
                        a ? ", not from a " : "", a ? tname(c, a) : "");
            return fail(n, c->tt->error);
        }
        n->ty = t;
        return t;
    } else {
        check_error(c, n->loc, "%s cannot be constructed", tname(c, t));
        return fail(n, c->tt->error);
    }
    n->ty = t;
    const ConstValue *few_vals[FEW_ARGS] = {0};
    const ConstValue **vals = count < FEW_ARGS ? few_vals : arena_alloc(c->a, (count + 1) * sizeof *vals);
    size_t k = 0;
    for (; k < count && n->args.data[k]->cval; k++)
        vals[k] = n->args.data[k]->cval;
    if (k == count)
        n->cval = construct_value(c, t, vals, count);
    return t;
}

/* .length() (§5.7): constant except on a runtime-sized array. */
const Type *check_method(Checker *c, Node *n)
{
    const Type *t = check_accessed(c, n->lhs); /* a length is no read, even of writeonly memory (§4.10) */
    if (is_error(t))
        return fail(n, t);
    if (strcmp(n->name, "length") != 0 || n->args.len) {
        check_error(c, n->loc, "'%s' is not a method ('.length()' is the only one)", n->name);
        return fail(n, c->tt->error);
    }
    uint32_t len;
    if (!check_reference_length(c, n->lhs))
        return fail(n, c->tt->error);
    switch (t->kind) {
    case TY_ARRAY:
        len = t->length;
        if (t->implicit == IMPLICIT_BY_USE || t->implicit == IMPLICIT_BY_USE_ANY_INDEX || (t->implicit && !len)) {
            check_error(c, n->loc, "%s has no size yet: %s", expr_name(c, n->lhs),
                        t->implicit != IMPLICIT_PER_VERTEX_IN ? "redeclare it with a size to use length()"
                                                       : "declare the input primitive before using length()");
            return fail(n, c->tt->error);
        }
        break;
    case TY_VECTOR:
    case TY_MATRIX:
        /* GLSL 4.20 (GL_ARB_shading_language_420pack) gave vectors and
         * matrices a length(); GLSL ES has it for arrays only (§5.5, §5.6). */
        if (c->pp->profile == PROFILE_ES) {
            check_error(c, n->loc, "%s has no length() in GLSL ES: only arrays have one", tname(c, t));
            return fail(n, c->tt->error);
        }
        if (!check_has_420pack(c)) {
            check_error(c, n->loc, "length() of %s " NEEDS_420PACK, tname(c, t));
            return fail(n, c->tt->error);
        }
        len = t->components;
        break;
    case TY_COOPMAT: return check_coopmat_length(c, n);
    default:
        check_error(c, n->loc, "%s has no length()", tname(c, t));
        return fail(n, c->tt->error);
    }
    n->ty = c->tt->int_;
    if (len && !(t->kind == TY_ARRAY && t->spec_length)) {
        Scalar v = {.i = len};
        n->cval = const_scalar(c->a, c->tt->int_, v);
    }
    return n->ty;
}
