/* The checker: function definitions and prototypes (GLSL 4.60 6.1): their
 * parameters, qualifiers, attributes and matching declarations. */
#include <string.h>

#include "glsl/check/check.h"

/* Two declarations of one function agree on the return type and qualifiers. */
static Symbol *find_same_signature(Symbol *fns, const Symbol *f)
{
    for (Symbol *g = fns; g; g = g->next_overload) {
        if (g->param_count != f->param_count)
            continue;
        uint32_t i = 0;
        while (i < f->param_count && g->param_types[i] == f->param_types[i])
            i++;
        if (i == f->param_count)
            return g;
    }
    return NULL;
}

static int spirv_instruction_of(const TypeSpec *ts)
{
    for (size_t i = 0; ts && i < ts->q->spirv.len; i++)
        if (ts->q->spirv.data[i].keyword == KW_SPIRV_INSTRUCTION)
            return 1;
    return 0;
}

/* A function's [[...]] attributes: only GL_EXT_subgroup_uniform_control_flow's
 * means something there, and only on main. */
static void check_function_attributes(Checker *c, const Node *fn)
{
    for (size_t i = 0; i < fn->attributes.len; i++) {
        const LayoutItem *a = &fn->attributes.data[i];
        if (strcmp(a->name, "subgroup_uniform_control_flow") != 0)
            glsl_warning(c->g, a->loc, "attribute '%s' does not apply to a function: ignored", a->name);
        else if (!check_extension_enabled(c, "GL_EXT_subgroup_uniform_control_flow"))
            check_error(c, a->loc, "attribute '%s' needs #extension GL_EXT_subgroup_uniform_control_flow : enable", a->name);
        else if (strcmp(fn->name, "main") != 0)
            glsl_warning(c->g, a->loc, "attribute '%s' applies to main only: ignored on '%s'", a->name, fn->name);
    }
}

#define PARAMETER_MEMORY (QF_COHERENT | QF_VOLATILE | QF_RESTRICT | QF_READONLY | QF_WRITEONLY | QF_DEVICECOHERENT | \
                          QF_QUEUEFAMILYCOHERENT | QF_WORKGROUPCOHERENT | QF_SUBGROUPCOHERENT | QF_NONPRIVATE | \
                          QF_SHADERCALLCOHERENT)
#define INTERFACE_ONLY (QF_CENTROID | QF_SAMPLE | QF_PATCH | QF_FLAT | QF_SMOOTH | QF_NOPERSPECTIVE | QF_INVARIANT | \
                        QF_PERVERTEX | QF_PERPRIMITIVE | QF_PERVIEW | QF_SUBROUTINE)

/* §6.1: "Only a precision qualifier is allowed on the return type of a
 * function" (and precise and nonuniformEXT, whose sections allow it there).
 * glslang also takes layout and interpolation qualifiers there; the spec
 * does not. */
static void check_return_qualifiers(Checker *c, const Node *fn)
{
    const Qualifiers *q = fn->type ? fn->type->q : NULL;
    if (!q)
        return;
    if (q->storage != SQ_NONE || (q->flags & (QF_CONST | INTERFACE_ONLY | PARAMETER_MEMORY)) || q->layout.len)
        check_error(c, fn->loc, "the return type of '%s' has %s qualifier: only a precision qualifier (or precise) "
                    "is allowed there", fn->name, q->layout.len ? "a layout" : q->storage != SQ_NONE ||
                    (q->flags & QF_CONST) ? "a storage" : (q->flags & PARAMETER_MEMORY) ? "a memory"
                    : "an interpolation, auxiliary or invariant");
}

/* Whether t is or holds a sampler, texture, image, subpass input, atomic
 * counter or acceleration structure: opaque values that are never
 * l-values (§4.1.7). Ray queries and hit objects are objects a call
 * works on in place, not values, and are left to their extensions. */
static int holds_opaque_value(const Type *t)
{
    switch (t->kind) {
    case TY_OPAQUE: {
        BaseType b = TYPE_BASE(t->opaque);
        return b != BT_RAY_QUERY && b != BT_HIT_OBJECT;
    }
    case TY_ARRAY: return holds_opaque_value(t->elem);
    case TY_STRUCT:
        for (uint32_t i = 0; i < t->field_count; i++)
            if (holds_opaque_value(t->fields[i].type))
                return 1;
        return 0;
    default: return 0;
    }
}

/* The parameter as messages name it, made only for one (a string for every
 * parameter was 16 bytes or more of each). */
static const char *parameter_label(Checker *c, const Node *p, size_t index)
{
    return p->name ? arena_printf(c->a, "'%s'", p->name) : arena_printf(c->a, "%zu", index + 1);
}

/* §6.1.1: a parameter takes in, out, inout, const, precise, precision and
 * memory qualifiers, nothing else; its array sizes are explicit (§6.1).
 * §4.1.7: "Opaque variables cannot be treated as l-values; hence cannot be
 * used as out or inout function parameters". */
static void check_parameter(Checker *c, const Node *fn, const Node *p, size_t index)
{
    const Qualifiers *q = p->type ? p->type->q : NULL;
    if (q && q->storage != SQ_NONE && q->storage != SQ_IN && q->storage != SQ_OUT && q->storage != SQ_INOUT)
        check_error(c, p->loc, "parameter %s of '%s' has a storage qualifier: parameters are in, out or inout (and "
                    "const)", parameter_label(c, p, index), fn->name);
    else if (q && (q->storage == SQ_OUT || q->storage == SQ_INOUT) && (q->flags & QF_CONST))
        check_error(c, p->loc, "parameter %s of '%s' cannot be both const and %s", parameter_label(c, p, index),
                    fn->name, q->storage == SQ_OUT ? "out" : "inout");
    else if (q && (q->flags & INTERFACE_ONLY))
        check_error(c, p->loc, "parameter %s of '%s' has an interpolation, auxiliary or invariant qualifier: those are "
                    "for inputs and outputs", parameter_label(c, p, index), fn->name);
    else if (q && q->layout.len)
        check_error(c, p->loc, "parameter %s of '%s' has a layout qualifier: parameters take none",
                    parameter_label(c, p, index), fn->name);
    if (p->ty && q && (q->storage == SQ_OUT || q->storage == SQ_INOUT) && holds_opaque_value(p->ty))
        check_error(c, p->loc, "parameter %s of '%s' cannot be %s: %s is or holds an opaque type, which is never "
                    "written (pass it as 'in')", parameter_label(c, p, index), fn->name,
                    q->storage == SQ_OUT ? "out" : "inout", tname(c, p->ty));
    else if (p->ty && p->ty->kind == TY_VOID)
        /* §4.1.1: void declares nothing "except for empty formal or actual parameter lists" */
        check_error(c, p->loc, "parameter %s of '%s' cannot have type void: only '(void)', alone, says a function "
                    "takes no parameters", parameter_label(c, p, index), fn->name);
    else if (p->ty && p->ty->kind == TY_ARRAY && !p->ty->length && !p->ty->spec_length &&
             !spirv_instruction_of(fn->type))
        check_error(c, p->loc, "parameter %s of '%s' needs an array size: arrays are passed explicitly sized",
                    parameter_label(c, p, index), fn->name);
    if (p->ty)
        check_storage_only_variable(c, p->ty, SQ_NONE, p->name ? p->name : parameter_label(c, p, index), p->loc);
}

/* §6.1: declaring a function again with the same parameter types, the
 * return type and all qualifiers must match (glslang lets the memory
 * qualifiers differ; the spec does not). */
static void check_same_declaration(Checker *c, const Node *fn, const Symbol *f, const Symbol *same)
{
    /* From the symbols: the earlier declaration's node may have gone back
     * with its body. A spirv_instruction's symbol has no declaration. */
    int old = same->param_flags != NULL;
    uint32_t precise = (same->return_flags ^ f->return_flags) & QF_PRECISE;
    if (same->type != f->type)
        check_error(c, fn->loc, "'%s' is declared again with another return type", fn->name);
    else if (old && (same->precision != f->precision || precise))
        /* §6.1: "the return types and all qualifiers must also match" */
        check_error(c, fn->loc, "the return type of '%s' has other %s qualifiers than in the declaration on line %u: "
                    "every declaration of a function qualifies its return type alike", fn->name,
                    precise ? "precise" : "precision", same->decl_line);
    for (uint32_t i = 0; old && i < f->param_count && i < same->param_count; i++) {
        uint32_t fa = same->param_flags[i], fb = f->param_flags[i];
        const char *what = same->param_written_storage[i] != f->param_written_storage[i] ? "in/out/inout"
                           : (fa ^ fb) & QF_CONST ? "const"
                           : (fa ^ fb) & PARAMETER_MEMORY ? "memory"
                           : same->param_precision[i] != f->param_precision[i] ? "precision" : NULL;
        if (what) {
            check_error(c, fn->list.data[i]->loc, "parameter %u of '%s' has other %s qualifiers than in the declaration "
                        "on line %u: every declaration of a function qualifies its parameters alike", i + 1, fn->name,
                        what, same->decl_line);
            return;
        }
    }
}

static void check_function_at(Checker *c, Node *fn, int with_body);

void check_function(Checker *c, Node *fn)
{
    check_function_at(c, fn, 1);
}

void check_function_header(Checker *c, Node *fn)
{
    check_function_at(c, fn, 0);
}

static void check_function_at(Checker *c, Node *fn, int with_body)
{
    check_function_attributes(c, fn);
    Symbol *f = new_symbol(c, SYM_FUNCTION, fn->name, resolve_type(c, fn->type), fn->loc);
    f->precision = check_declared_precision(c, f->type, fn->type ? fn->type->q->flags : 0);
    check_ray_copy(c, f->type, fn->loc, "returning a value of this type");
    check_needs_precision(c, f->type, fn->type ? fn->type->q->flags : 0, fn->loc);
    f->decl = fn, f->decl_line = fn->loc.line;
    f->param_count = (uint32_t)fn->list.len;
    f->param_types = arena_alloc(c->a, (fn->list.len + 1) * sizeof *f->param_types);
    f->param_storage = arena_alloc(c->a, (fn->list.len + 1) * sizeof *f->param_storage);
    f->param_precision = arena_alloc(c->a, fn->list.len + 1);
    f->param_flags = arena_alloc(c->a, (fn->list.len + 1) * sizeof *f->param_flags);
    f->param_written_storage = arena_alloc(c->a, fn->list.len + 1);
    f->return_flags = fn->type ? fn->type->q->flags : 0;
    check_return_qualifiers(c, fn);
    if (f->type->kind == TY_ARRAY && !f->type->length && !f->type->spec_length) {
        check_error(c, fn->loc, "the return type of '%s' needs an array size: arrays are returned explicitly sized",
                    fn->name);
        f->type = c->tt->error;
    }
    for (size_t i = 0; i < fn->list.len; i++) {
        Node *p = fn->list.data[i];
        p->ty = apply_array(c, resolve_type(c, p->type), &p->array, NULL, p->loc);
        f->param_types[i] = p->ty;
        f->param_precision[i] = check_declared_precision(c, p->ty, p->type ? p->type->q->flags : 0);
        if (!fn->has_body) /* a definition's parameters are checked with its body */
            check_needs_precision(c, p->ty, p->type ? p->type->q->flags : 0, p->loc);
        check_parameter(c, fn, p, i);
        StorageQual sq = p->type ? p->type->q->storage : SQ_NONE;
        f->param_storage[i] = sq == SQ_OUT || sq == SQ_INOUT ? sq : SQ_IN;
        f->param_flags[i] = p->type ? p->type->q->flags : 0;
        f->param_written_storage[i] = (uint8_t)(sq != SQ_NONE ? sq : SQ_IN);
        check_ray_parameter(c, p, sq);
        /* spirv_by_reference on a function with a body: copied in and out,
         * so the caller sees the callee's writes (glslang loses them). */
        if (p->type && (p->type->q->flags & QF_SPIRV_BY_REFERENCE) && !spirv_instruction_of(fn->type))
            f->param_storage[i] = SQ_INOUT;
    }
    if (c->pp->profile == PROFILE_ES && builtin_exists_in_es(fn->name, c->pp->version, c->stage))
        /* GLSL ES 3.20 §6.1: built-in functions cannot be redeclared, redefined or overloaded. */
        check_error(c, fn->loc, "'%s' is a built-in function: GLSL ES does not let a shader redeclare, redefine or "
                    "overload it", fn->name);
    if (clashes_with_block(c, fn->name, fn->loc, NULL))
        return;
    Symbol *existing = scope_lookup_local(c->globals, fn->name);
    if (existing && existing->kind != SYM_FUNCTION) {
        check_error(c, fn->loc, "'%s' is already declared as something other than a function", fn->name);
        return;
    }
    Symbol *same = existing ? find_same_signature(existing, f) : NULL;
    if (same) {
        check_same_declaration(c, fn, f, same);
        if (same->defined && fn->has_body && same->unit != c->unit_index)
            glsl_link_error(c->g, fn->loc, "'%s' is defined twice, in two of the sources linked", fn->name);
        else if (same->defined && fn->has_body)
            check_error(c, fn->loc, "'%s' is defined twice", fn->name);
        f = same;
    } else if (existing) {
        f->next_overload = existing->next_overload;
        existing->next_overload = f;
    } else {
        scope_add(c->a, c->globals, f);
    }
    fn->sym = f;
    check_spirv_instruction(c, f, fn);
    if (f->spirv_instruction && !same)
        f->decl = fn, f->decl_line = fn->loc.line;
    if (!fn->has_body || f->spirv_instruction)
        return;
    f->defined = 1;
    f->decl = fn, f->decl_line = fn->loc.line;
    if (strcmp(fn->name, "main") == 0) {
        if (f->param_count || f->type != c->tt->void_)
            check_error(c, fn->loc, "main must be declared 'void main()'");
        c->unit->main = f;
    }
    if (!with_body)
        return;
    check_function_body(c, f, fn);
    f->globals_before = (uint32_t)c->unit->globals.len;
    vec_push(c->a, &c->unit->functions, f);
}
