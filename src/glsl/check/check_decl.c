/* The checker, part 1: declarations (GLSL 4.60 chapter 4) and the unit.
 *
 * Resolves types as written to interned types, declares variables, structs,
 * blocks and functions in their scopes, folds constant initializers, and
 * collects what the emitter needs (globals and functions in order, the
 * compute work-group size). check_unit() at the bottom is the entry point. */
#include <stdlib.h>
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/fold.h"
#include "glsl/check/layout.h"
#include "spirv/tables.h"

/* ---- linking several units ---- */

/* Whether two types declared in different units are the same: structs and
 * blocks by name and members (with their layout qualifiers), the rest by
 * identity (they are interned). */
int types_match(const Type *a, const Type *b)
{
    if (a == b)
        return 1;
    if (a->kind != b->kind)
        return 0;
    if (a->kind == TY_ARRAY)
        return a->length == b->length && !a->spec_length && !b->spec_length && types_match(a->elem, b->elem);
    if (a->kind != TY_STRUCT || a->is_block != b->is_block || a->field_count != b->field_count ||
        strcmp(a->name ? a->name : "", b->name ? b->name : "") != 0)
        return 0;
    for (uint32_t i = 0; i < a->field_count; i++) {
        const Field *x = &a->fields[i], *y = &b->fields[i];
        if (strcmp(x->name, y->name) != 0 || !types_match(x->type, y->type) || x->offset != y->offset ||
            x->align != y->align || x->matrix != y->matrix || x->flags != y->flags)
            return 0;
    }
    return 1;
}

/* A global that an earlier linked unit declared as `name`: the one symbol
 * both mean when the declarations agree, an error when they do not. NULL
 * when no earlier unit declared it (a redeclaration within one unit is
 * declare()'s to report). */
Symbol *linked_global(Checker *c, const char *name, SymbolKind kind, const Type *t, StorageQual storage,
                             SrcLoc loc)
{
    if (!c->unit_index || !name)
        return NULL;
    Symbol *old = scope_lookup_local(c->globals, name);
    if (!old || old->unit == c->unit_index || old->builtin >= 0)
        return NULL;
    if (old->kind != kind || (kind == SYM_VARIABLE && old->storage != storage) || !types_match(old->type, t))
        glsl_link_error(c->g, loc, "'%s' is declared differently in another source of this program (as %s)", name,
                        old->kind == SYM_FUNCTION ? "a function" : tname(c, old->type));
    return old;
}

/* What an earlier declaration of a name was, and where: for messages. */
const char *earlier_declaration(Checker *c, const Symbol *old)
{
    const char *what = old->kind == SYM_FUNCTION ? "a function" : old->kind == SYM_TYPE ? "a type"
                       : old->kind == SYM_BLOCK_MEMBER ? arena_printf(c->a, "a member of block '%s'",
                                                                      old->block->decl ? old->block->decl->name : "?")
                       : old->builtin >= 0 ? "a built-in variable" : "a variable";
    if (!old->loc.line)
        return arena_printf(c->a, "as %s", what);
    return arena_printf(c->a, "as %s on line %u", what, old->loc.line);
}

/* The block of this unit named `name` (its block name, not its instance
 * name), or NULL. Buffer reference blocks are types: their names are
 * symbols of their own. */
static const Node *block_named(const Checker *c, const char *name)
{
    const Symbol *s = c->block_names ? scope_lookup_local(c->block_names, name) : NULL;
    return s ? s->decl : NULL;
}

/* Records block b of this unit under its block name (block_named). */
void add_block_name(Checker *c, const Node *b)
{
    if (b->buffer_reference)
        return;
    if (!c->block_names)
        c->block_names = scope_new(c->a, NULL);
    Symbol *s = arena_alloc(c->a, sizeof *s);
    s->name = b->name;
    s->decl = b;
    scope_add(c->a, c->block_names, s);
}

/* §4.3.9: "it is a compile-time error to use a block name at global scope
 * for anything other than as a block name" (a variable, a function, a
 * structure, a member of a block without an instance name). */
int clashes_with_block(Checker *c, const char *name, SrcLoc loc, const Node *own_block)
{
    if (c->scope != c->globals || strncmp(name, "gl_", 3) == 0)
        return 0;
    const Node *b = block_named(c, name);
    if (!b || b == own_block)
        return 0;
    check_error(c, loc, "'%s' is the name of the block on line %u: at global scope a block name cannot name anything "
                "else", name, b->loc.line);
    return 1;
}

void declare(Checker *c, Symbol *sym)
{
    /* gl_ names are the language's, unless GL_EXT_spirv_intrinsics lets a
     * header declare built-ins of its own. */
    if (strncmp(sym->name, "gl_", 3) == 0 && !check_extension_enabled(c, "GL_EXT_spirv_intrinsics"))
        check_error(c, sym->loc, "'%s': names that start with gl_ are reserved for built-ins", sym->name);
    uint32_t hash = hash_string(sym->name); /* once, for the lookup and the scope */
    Symbol *old = scope_lookup_local_hashed(c->scope, sym->name, hash);
    if (old) {
        check_error(c, sym->loc, "'%s' is already declared in this scope (%s)", sym->name, earlier_declaration(c, old));
        return;
    }
    if (clashes_with_block(c, sym->name, sym->loc, sym->kind == SYM_VARIABLE ? sym->decl : NULL))
        return;
    scope_add_hashed(c->function ? c->locals : c->a, c->scope, sym, hash);
}

/* Default precisions are scoped like names (GLSL ES §4.7.4). */
void check_push_scope(Checker *c)
{
    c->scope = scope_new(c->function ? c->locals : c->a, c->scope);
    vec_push(c->a, &c->precision_stack, (uint16_t)(c->default_precision[0] | c->default_precision[1] << 8));
}

void check_pop_scope(Checker *c)
{
    c->scope = scope_parent(c->scope);
    if (c->precision_stack.len) {
        uint16_t saved = c->precision_stack.data[--c->precision_stack.len];
        c->default_precision[0] = (uint8_t)saved;
        c->default_precision[1] = (uint8_t)(saved >> 8);
    }
}

/* ---- types ---- */

/* Every layout value is an integer constant expression (§4.4): checked
 * once here, so that later phases can read the folded values. */
/* Desktop layout qualifiers GLSL ES does not have (and the extension
 * that brings each to ES, if any). */
static const struct {
    const char *name;
    const char *es_extension;
} desktop_layouts[] = {
    {"component", NULL}, {"index", "GL_EXT_blend_func_extended"}, {"xfb_buffer", NULL}, {"xfb_offset", NULL},
    {"xfb_stride", NULL}, {"align", NULL},
};

/* Layout qualifiers that came with a desktop version (0: with the
 * extension only) or an extension. */
static const struct {
    const char *name;
    int desktop;
    const char *extension;
} gated_layouts[] = {
    {"component", 440, "GL_ARB_enhanced_layouts"}, {"xfb_buffer", 440, "GL_ARB_enhanced_layouts"},
    {"xfb_offset", 440, "GL_ARB_enhanced_layouts"}, {"xfb_stride", 440, "GL_ARB_enhanced_layouts"},
    {"align", 440, "GL_ARB_enhanced_layouts"},      {"scalar", 0, "GL_EXT_scalar_block_layout"},
    {"bindless_sampler", 0, "GL_ARB_bindless_texture"}, {"bound_sampler", 0, "GL_ARB_bindless_texture"},
    {"bindless_image", 0, "GL_ARB_bindless_texture"},   {"bound_image", 0, "GL_ARB_bindless_texture"},
};

/* Equal names, the first letters first (most names differ there). */
static inline int same_name(const char *a, const char *b)
{
    return a[0] == b[0] && strcmp(a, b) == 0;
}

/* GL_ARB_bindless_texture's layout qualifiers. */
static int is_bindless_layout(const char *name)
{
    static const char *const names[] = {"bindless_sampler", "bound_sampler", "bindless_image", "bound_image"};
    for (size_t i = 0; i < COUNT_OF(names); i++)
        if (same_name(names[i], name))
            return 1;
    return 0;
}

/* Layout values checked against a minimum of their own elsewhere. */
static int has_own_minimum(const char *name)
{
    static const char *const names[] = {"offset", "local_size_x", "local_size_y", "local_size_z", "vertices",
                                        "invocations", "max_vertices", "max_primitives"};
    for (size_t i = 0; i < COUNT_OF(names); i++)
        if (same_name(names[i], name))
            return 1;
    return 0;
}

/* Whether 16-bit types are enabled. */
static int sixteen_bit_types(Checker *c)
{
    static const char *const names[] = {"GL_AMD_gpu_shader_half_float", "GL_AMD_gpu_shader_int16",
                                        "GL_EXT_shader_16bit_storage", "GL_EXT_shader_explicit_arithmetic_types",
                                        "GL_EXT_shader_explicit_arithmetic_types_float16",
                                        "GL_EXT_shader_explicit_arithmetic_types_int16"};
    for (size_t i = 0; i < COUNT_OF(names); i++)
        if (check_extension_enabled(c, names[i]))
            return 1;
    return 0;
}

void check_layout_values(Checker *c, const Qualifiers *q)
{
    int es = c->pp->profile == PROFILE_ES;
    for (size_t i = 0; i < q->layout.len; i++) {
        const LayoutItem *it = &q->layout.data[i];
        int reported = 0;
        if (c->g->opts->vulkan_version && (same_name(it->name, "packed") || same_name(it->name, "shared"))) {
            /* GL_KHR_vulkan_glsl removes them: SPIR-V blocks have explicit offsets */
            check_error(c, it->loc, "layout(%s) does not exist in GLSL for Vulkan: use std140 or std430", it->name);
            reported = 1;
        }
        if (es && it->value && it->value->kind != ND_INT)
            /* GLSL ES 3.20 §4.4: a layout-qualifier-value is an integer-constant, not an expression. */
            check_error(c, it->value->loc, "in GLSL ES the value of layout(%s) is an integer literal, not an "
                        "expression", it->name);
        for (size_t k = 0; es && k < COUNT_OF(desktop_layouts); k++)
            if (same_name(it->name, desktop_layouts[k].name) &&
                !(desktop_layouts[k].es_extension && check_extension_enabled(c, desktop_layouts[k].es_extension))) {
                check_error(c, it->loc, "layout(%s) is not in GLSL ES", it->name);
                reported = 1;
            }
        if (!es && same_name(it->name, "location") && (q->storage == SQ_IN || q->storage == SQ_OUT) &&
            c->stage < STAGE_TASK) {
            /* Vertex inputs and fragment outputs have locations from 3.30, the other stages' from 4.10. */
            int ends = (c->stage == STAGE_VERTEX && q->storage == SQ_IN) ||
                       (c->stage == STAGE_FRAGMENT && q->storage == SQ_OUT);
            int version = ends ? 330 : 410;
            const char *ext = ends ? "GL_ARB_explicit_attrib_location" : "GL_ARB_separate_shader_objects";
            if (c->pp->version < version && !check_extension_enabled(c, ext) &&
                !check_extension_enabled(c, "GL_ARB_separate_shader_objects"))
                check_error(c, it->loc, "layout(location) on %s needs #version %d or #extension %s : enable",
                            q->storage == SQ_IN ? "an input" : "an output", version, ext);
        }
        if (es && c->pp->version < 310 && same_name(it->name, "location") &&
            ((q->storage == SQ_IN && c->stage != STAGE_VERTEX) || (q->storage == SQ_OUT && c->stage != STAGE_FRAGMENT)))
            /* GLSL ES 3.00 §4.3.8: vertex inputs and fragment outputs only; 3.10 brought the others. */
            check_error(c, it->loc, "layout(location) on %s of a %s shader needs #version 310 es: GLSL ES 3.00 locates "
                        "only vertex inputs and fragment outputs", q->storage == SQ_IN ? "an input" : "an output",
                        glsl_stage_long_name(c->stage));
        for (size_t k = 0; !reported && k < COUNT_OF(gated_layouts); k++) {
            int desktop = gated_layouts[k].desktop;
            if (!same_name(it->name, gated_layouts[k].name) || check_extension_enabled(c, gated_layouts[k].extension) ||
                (!es && desktop && c->pp->version >= desktop))
                continue;
            if (!es && desktop)
                check_error(c, it->loc, "layout(%s) needs #version %d or #extension %s : enable", it->name, desktop,
                            gated_layouts[k].extension);
            else
                check_error(c, it->loc, "layout(%s) needs #extension %s : enable", it->name, gated_layouts[k].extension);
        }
        if (!c->g->opts->without_spirv && is_bindless_layout(it->name))
            /* the handles need SPV_NV_bindless_texture, which glspv does not write */
            check_error(c, it->loc, "layout(%s) is only for OpenGL's GLSL without SPIR-V", it->name);
        int64_t v;
        if (it->value && !it->value->ty &&
            check_const_int_of(c, it->value, &v, (Subject){"layout qualifier '%s'", it->name, NULL, NULL}) && v < 0 &&
            !has_own_minimum(it->name))
            check_error(c, it->value->loc, "layout(%s = %lld): it cannot be negative", it->name, (long long)v);
        else if (it->value && it->value->ty && same_name(it->name, "xfb_stride") && layout_int(c, q, it->name, &v) &&
                 v % (sixteen_bit_types(c) ? 2 : 4))
            /* GLSL 4.60 §4.4.2.1: a stride is a multiple of 4 (of 8 when the buffer holds
             * doubles; of 2 with 16-bit types, as glslang reads their extensions). */
            check_error(c, it->value->loc, "layout(xfb_stride = %lld) must be a multiple of %d", (long long)v,
                        sixteen_bit_types(c) ? 2 : 4);
        /* A fragment output's location is a draw buffer: below gl_MaxDrawBuffers,
         * the resource limit (as glslang holds it; an array may run past). */
        int draw_buffers = glsl_resource(c->g, RESOURCE_MaxDrawBuffers);
        if (same_name(it->name, "location") && q->storage == SQ_OUT && c->stage == STAGE_FRAGMENT &&
            it->value && it->value->ty && layout_int(c, q, it->name, &v) && v >= draw_buffers)
            check_error(c, it->value->loc, "layout(location = %lld) of a fragment output is past the last draw "
                        "buffer: gl_MaxDrawBuffers is %d (the resource limit MaxDrawBuffers)", (long long)v,
                        draw_buffers);
    }
}

/* GL_KHR_vulkan_glsl: a constant_id names one specialization constant (the
 * application's VkSpecializationMapEntry gives it one value of one size), so
 * two constants may not share it, as glslang holds too. The same name in
 * another linked unit is the same constant. */
static void check_spec_id_unique(Checker *c, Symbol *s, const Qualifiers *q)
{
    uint32_t index;
    if (u32map_get(&c->spec_ids, (uint32_t)s->spec_id, &index)) {
        const Symbol *other = c->spec_constants.data[index];
        if (strcmp(other->name, s->name) != 0)
            check_error(c, layout_item(q, "constant_id")->loc, "layout(constant_id = %d) of '%s' is already the id "
                        "of '%s' (line %u): each specialization constant needs its own id", s->spec_id, s->name,
                        other->name, other->loc.line);
        return;
    }
    u32map_put(c->a, &c->spec_ids, (uint32_t)s->spec_id, (uint32_t)c->spec_constants.len);
    vec_push(c->a, &c->spec_constants, s);
    vec_push(c->a, &c->unit->spec_constants, s);
}

/* Layout qualifiers that are a whole block's (or a variable's), never a
 * member's (§4.4: the table's "Block Member" column). */
static int block_only_layout(const char *name)
{
    static const char *const names[] = {"shared", "packed", "std140", "std430", "scalar", "binding", "set",
                                        "push_constant", "shaderRecordEXT", "shaderRecordNV", "buffer_reference",
                                        "buffer_reference_align", "input_attachment_index", "constant_id", "index"};
    for (size_t i = 0; i < COUNT_OF(names); i++)
        if (same_name(name, names[i]))
            return 1;
    return 0;
}

/* What a member declaration may not say (§4.1.8 structures, §4.3.9 blocks):
 * no structure defined inside, no const; a block member takes no block-wide
 * layout and is invariant only in an output block; a structure member
 * takes no storage, interpolation or auxiliary qualifier. */
static void check_member_qualifiers(Checker *c, const Node *owner, const Node *decl)
{
    const TypeSpec *ts = decl->type;
    int block = owner->kind == ND_BLOCK_DECL;
    Subject where = {block ? "block '%s'" : owner->name ? "structure '%s'" : "a structure", owner->name, NULL, NULL};
    const char *first = decl->list.len ? decl->list.data[0]->name : "?";
    if (!ts)
        return;
    if (ts->kind == TS_STRUCT)
        check_error(c, decl->loc, "a structure cannot be defined inside %s: define it before and name it there",
                    subject_text(c, where));
    if (ts->q->flags & QF_CONST)
        check_error(c, decl->loc, "member '%s' of %s cannot be const", first, subject_text(c, where));
    if (!block && (ts->q->storage != SQ_NONE || (ts->q->flags & (QF_CENTROID | QF_SAMPLE | QF_PATCH | QF_FLAT |
                                                               QF_SMOOTH | QF_NOPERSPECTIVE | QF_INVARIANT))))
        check_error(c, decl->loc, "member '%s' of %s has a storage, interpolation or auxiliary qualifier: structure "
                    "members take none", first, subject_text(c, where));
    StorageQual bs = block && owner->type ? owner->type->q->storage : SQ_NONE;
    if ((bs == SQ_UNIFORM || bs == SQ_BUFFER) &&
        (ts->q->flags & (QF_CENTROID | QF_SAMPLE | QF_PATCH | QF_FLAT | QF_SMOOTH | QF_NOPERSPECTIVE)))
        /* §4.3.9: interpolation is of inputs and outputs */
        check_error(c, decl->loc, "member '%s' of %s has an interpolation or auxiliary storage qualifier: members of "
                    "uniform and buffer blocks take none", first, subject_text(c, where));
    if (block && (ts->q->flags & QF_INVARIANT) && owner->type->q->storage != SQ_OUT)
        check_error(c, decl->loc, "member '%s' of %s cannot be invariant: only outputs can be", first,
                    subject_text(c, where));
    for (size_t i = 0; i < decl->list.len; i++)
        if (decl->list.data[i]->init) {
            check_error(c, decl->list.data[i]->loc, "member '%s' of %s cannot have an initializer", decl->list.data[i]->name,
                        subject_text(c, where));
            break;
        }
    for (size_t i = 0; block && i < ts->q->layout.len; i++)
        if (block_only_layout(ts->q->layout.data[i].name)) {
            check_error(c, ts->q->layout.data[i].loc, "layout(%s) applies to a whole block, not to member '%s' of %s",
                        ts->q->layout.data[i].name, first, subject_text(c, where));
            break;
        }
}

/* Fields of a struct or block from its member declarations. */
Field *member_fields(Checker *c, const Node *owner, uint32_t *count)
{
    VEC(Field) fields = {0};
    StrSet names = {0};
    uint32_t limit = glsl_limit(c->g, GLSPV_LIMIT_STRUCT_MEMBERS);
    if (limit > SPIRV_MAX_STRUCT_MEMBERS)
        limit = SPIRV_MAX_STRUCT_MEMBERS;
    int full = 0;
    for (size_t i = 0; i < owner->list.len && !full; i++) {
        const Node *decl = owner->list.data[i];
        check_member_qualifiers(c, owner, decl);
        const Type *base = resolve_type(c, decl->type);
        if (decl->type) {
            check_layout_values(c, decl->type->q);
            if (owner->type)
                check_stage_qualifiers(c, decl->type->q, owner->type->q->storage, QUALIFIED_MEMBER);
            check_memory_qualifiers(c, decl->type->q->flags, base, owner->type ? owner->type->q->storage : SQ_NONE,
                                    QUALIFIED_MEMBER, decl->loc);
        }
        for (size_t j = 0; j < decl->list.len && !full; j++) {
            const Node *d = decl->list.data[j];
            Field f = {0};
            f.name = d->name;
            f.loc = d->loc;
            f.type = apply_array(c, base, &d->array, NULL, d->loc);
            f.offset = f.align = f.location = f.component = -1;
            f.builtin = -1;
            f.flags = decl->type ? decl->type->q->flags : 0;
            f.passthrough = decl->type && layout_item(decl->type->q, "passthrough") != NULL;
            f.precision = check_declared_precision(c, f.type, f.flags);
            if (decl->type) {
                f.spirv = check_spirv_decorations(c, decl->type->q, 1);
                check_spirv_misplaced(c, decl->type->q, 1, 0, "a member");
            }
            check_needs_precision(c, f.type, f.flags, d->loc);
            int64_t v;
            if (decl->type && layout_int(c, decl->type->q, "offset", &v))
                f.offset = (int32_t)v;
            if (decl->type && layout_int(c, decl->type->q, "align", &v))
                f.align = (int32_t)v;
            if (decl->type && layout_int(c, decl->type->q, "location", &v))
                f.location = (int32_t)v;
            if (decl->type && layout_item(decl->type->q, "row_major"))
                f.matrix = MATRIX_ROW_MAJOR;
            if (decl->type && layout_item(decl->type->q, "column_major"))
                f.matrix = MATRIX_COLUMN_MAJOR;
            if (!strset_add(c->a, &names, f.name))
                check_error(c, d->loc, "member '%s' is declared twice", f.name);
            full = fields.len == limit;
            if (full)
                check_error(c, d->loc, "too many members (limit %s: %u)", glspv_limit_name(GLSPV_LIMIT_STRUCT_MEMBERS),
                            limit);
            else
                vec_push(c->a, &fields, f);
        }
    }
    /* An unsized array before the last member cannot be runtime-sized: as
     * glslang does, it is as long as its largest constant index needs (at
     * least 1). */
    for (size_t i = 0; i + 1 < fields.len; i++) {
        const Type *t = fields.data[i].type;
        if (t->kind == TY_ARRAY && !t->length && !t->spec_length && !t->implicit) {
            Type *sized = type_implicit_array(c->tt, t->elem, IMPLICIT_BY_USE_ANY_INDEX);
            sized->length = 1;
            fields.data[i].type = sized;
        }
    }
    *count = (uint32_t)fields.len;
    return fields.data;
}

/* Whether a type of this depth (Type.depth) would pass the limit
 * nesting-depth; reports it at loc if so. */
static int type_too_deep(Checker *c, uint32_t depth, SrcLoc loc)
{
    uint32_t limit = glsl_limit(c->g, GLSPV_LIMIT_NESTING_DEPTH);
    if (depth <= limit)
        return 0;
    check_error(c, loc, "type nested too deeply (limit %s: %u)", glspv_limit_name(GLSPV_LIMIT_NESTING_DEPTH), limit);
    return 1;
}

static const Type *struct_type(Checker *c, Node *def)
{
    if (def->ty)
        return def->ty;
    uint32_t count = 0;
    Field *fields = member_fields(c, def, &count);
    for (uint32_t i = 0; i < count; i++)
        if (fields[i].type->kind == TY_ARRAY && (fields[i].type->implicit || (!fields[i].type->length &&
                                                   !fields[i].type->spec_length)))
            /* GLSL 4.60 §4.1.8: structure members are declared with their array sizes. */
            check_error(c, fields[i].loc, "member '%s' of structure '%s' needs an array size", fields[i].name,
                        def->name ? def->name : "(nameless)");
    if (type_too_deep(c, type_fields_depth(fields, count), def->loc))
        return def->ty = c->tt->error;
    Type *t = type_struct(c->tt, def->name, fields, count, 0);
    def->ty = t;
    Symbol *linked = linked_global(c, def->name, SYM_TYPE, t, SQ_NONE, def->loc);
    if (linked)
        return def->ty = linked->type; /* the same struct as another unit's: one type */
    if (def->name) {
        Symbol *s = new_symbol(c, SYM_TYPE, def->name, t, def->loc);
        declare(c, s);
    }
    return t;
}

const Type *resolve_named_type(Checker *c, const TypeSpec *ts, const Node *init)
{
    if (!ts)
        return c->tt->error;
    const Type *t;
    switch (ts->kind) {
    case TS_BUILTIN:
        t = TYPE_BASE(ts->builtin) == BT_COOPMAT ? check_coopmat_type(c, ts) : type_from_code(c->tt, ts->builtin);
        break;
    case TS_STRUCT:
        t = struct_type(c, ts->def);
        break;
    case TS_SPIRV:
        t = check_spirv_type(c, ts->spirv);
        break;
    case TS_NAMED: {
        Symbol *s = scope_lookup(c->scope, ts->name);
        if (!s && (t = check_builtin_struct_name(c, ts->name, ts->loc)) != NULL)
            break;
        if (!s || s->kind != SYM_TYPE) {
            check_error(c, ts->loc, "'%s' is not a type", ts->name);
            return c->tt->error;
        }
        t = s->type;
        break;
    }
    default:
        check_error(c, ts->loc, "this type is not supported yet");
        return c->tt->error;
    }
    return apply_array(c, t, &ts->array, init, ts->loc);
}

const Type *apply_array_dims(Checker *c, const Type *base, const NodeList *dims, const Node *init, SrcLoc loc)
{
    if (type_too_deep(c, base->depth + dims->len, loc))
        return c->tt->error;
    if (dims->len && base->kind == TY_VOID) {
        check_error(c, loc, "there are no arrays of void");
        return c->tt->error;
    }
    /* Only the outermost dimension may be left unsized (and sized later),
     * unless an initializer sizes them all (§4.1.9); NV mesh shaders'
     * per-view arrays have their inner dimension sized by the view count. */
    int inner_ok = c->stage == STAGE_MESH || init;
    if (!inner_ok && dims->len && base->kind == TY_ARRAY && !base->length && !base->spec_length && !base->implicit) {
        check_error(c, loc, "only the outermost dimension of an array of arrays can be unsized (without an "
                    "initializer): %s is unsized inside", tname(c, base));
        return c->tt->error;
    }
    /* float a[2][3] is an array of 2 arrays of 3: build from the innermost. */
    for (size_t i = dims->len; i-- > 0;) {
        const Node *size = dims->data[i];
        uint32_t len = 0;
        if (!size && i > 0 && !inner_ok) {
            check_error(c, loc, "only the outermost dimension of an array of arrays can be unsized (without an "
                        "initializer)");
            return c->tt->error;
        }
        if (size) {
            int64_t v;
            if (!check_const_int(c, (Node *)size, &v, "an array size"))
                return c->tt->error;
            /* An expression of specialization constants is an OpSpecConstantOp whose
             * defaults may give 0 (s[N * M - 64]): only the specialized value
             * counts, as glslang keeps it; the length here is then a stand-in. */
            int spec_op = size->spec && !(size->kind == ND_IDENT && size->sym && size->sym->spec_id >= 0);
            if (v <= 0 && !spec_op) {
                check_error(c, size->loc, "an array size must be greater than zero, not %lld", (long long)v);
                return c->tt->error;
            }
            len = v > 0 ? (uint32_t)v : 1;
            if (size->spec) {
                /* Sized by a specialization constant: one type per constant (or expression). */
                const void *key = size->kind == ND_IDENT && size->sym ? (const void *)size->sym : size;
                base = type_spec_array(c->tt, base, len, key, (void *)size);
                continue;
            }
        } else if (i == 0 && init && init->kind == ND_INIT_LIST) {
            len = (uint32_t)init->args.len;
        }
        base = type_array(c->tt, base, len);
    }
    return base;
}

/* ---- declarations ---- */

/* Which of a block's defaults a layout qualifier sets: 0 packing, 1 matrix
 * layout, -1 neither. */
static int block_default_kind(const char *name)
{
    static const char *const packings[] = {"shared", "packed", "std140", "std430", "scalar"};
    for (size_t i = 0; i < COUNT_OF(packings); i++)
        if (same_name(name, packings[i]))
            return 0;
    return same_name(name, "row_major") || same_name(name, "column_major") ? 1 : -1;
}

/* `layout(std140) buffer;`, `layout(row_major) uniform;` (§4.4.5): the
 * defaults of the blocks declared after. std430 is no uniform default, as it
 * is no uniform block's layout. */
static void set_block_defaults(Checker *c, const Qualifiers *q)
{
    int storage = q->storage == SQ_UNIFORM ? 0 : q->storage == SQ_BUFFER ? 1 : -1;
    for (size_t i = 0; storage >= 0 && i < q->layout.len; i++) {
        const LayoutItem *it = &q->layout.data[i];
        int kind = block_default_kind(it->name);
        if (kind < 0)
            continue;
        if (storage == 0 && same_name(it->name, "std430")) {
            check_error(c, it->loc, "layout(std430) cannot be the default of uniform blocks: they are std140 (or "
                        "scalar, with GL_EXT_scalar_block_layout); std430 is for buffer blocks and push constants");
            continue;
        }
        c->block_defaults[storage][kind] = it;
    }
}

/* A block takes the packing and matrix layout defaults it does not name
 * itself (push constants are std430 whatever the uniform default, as in
 * glslang). */
void apply_block_defaults(Checker *c, Qualifiers *q)
{
    int storage = q->storage == SQ_UNIFORM ? 0 : q->storage == SQ_BUFFER ? 1 : -1;
    if (storage < 0 || layout_item(q, "push_constant"))
        return;
    int named[2] = {0, 0};
    for (size_t i = 0; i < q->layout.len; i++) {
        int kind = block_default_kind(q->layout.data[i].name);
        if (kind >= 0)
            named[kind] = 1;
    }
    if ((named[0] || !c->block_defaults[storage][0]) && (named[1] || !c->block_defaults[storage][1]))
        return;
    Qualifiers merged = *q;
    memset(&merged.layout, 0, sizeof merged.layout);
    for (int kind = 0; kind < 2; kind++)
        if (!named[kind] && c->block_defaults[storage][kind])
            vec_push(c->a, &merged.layout, *c->block_defaults[storage][kind]);
    for (size_t i = 0; i < q->layout.len; i++)
        vec_push(c->a, &merged.layout, q->layout.data[i]);
    q->layout = merged.layout;
}

/* The first declarator's initializer when every declarator has one (they
 * size `float[][] a = ..., b = ...;`), else NULL. */
static const Node *every_initialized(const Node *decl)
{
    for (size_t i = 0; i < decl->list.len; i++)
        if (!decl->list.data[i]->init)
            return NULL;
    return decl->list.len ? decl->list.data[0]->init : NULL;
}

/* `layout(local_size_x = 8) in;` and the other default-qualifier forms. */
static void check_qualifier_decl(Checker *c, Node *n, int global)
{
    const Qualifiers *q = n->type->q;
    check_layout_values(c, q);
    check_stage_qualifiers(c, q, q->storage, n->names.len ? QUALIFIED_VARIABLE : QUALIFIED_ALONE);
    if (n->buffer_reference) {
        check_reference_forward(c, n);
        return;
    }
    set_block_defaults(c, q);
    if (q->spirv.len)
        check_spirv_execution_modes(c, n, global);
    if (q->storage == SQ_IN && (c->stage == STAGE_COMPUTE || c->stage == STAGE_TASK || c->stage == STAGE_MESH)) {
        static const char *const names[3] = {"local_size_x", "local_size_y", "local_size_z"};
        static const char *const ids[3] = {"local_size_x_id", "local_size_y_id", "local_size_z_id"};
        for (int i = 0; i < 3; i++) {
            int64_t v;
            if (layout_int(c, q, names[i], &v)) {
                /* §4.4.1.4: no dimension past the implementation's (the mesh and task limits: check_mesh.c). */
                int max = c->stage == STAGE_COMPUTE ? check_builtin_limit(c, "gl_MaxComputeWorkGroupSize", (unsigned)i) : 0;
                if (v <= 0)
                    check_error(c, layout_item(q, names[i])->loc, "%s must be at least 1", names[i]);
                else if (max > 0 && v > max)
                    check_error(c, layout_item(q, names[i])->loc, "%s = %lld is more than gl_MaxComputeWorkGroupSize.%c (%d)",
                                names[i], (long long)v, "xyz"[i], max);
                else if (c->unit->local_size_set[i] && c->unit->local_size[i] != (uint32_t)v)
                    /* §4.4.1.1: every declaration of the size must agree (also across linked sources). */
                    check_error(c, layout_item(q, names[i])->loc, "%s = %lld contradicts the %u declared before",
                                names[i], (long long)v, c->unit->local_size[i]);
                else
                    c->unit->local_size[i] = (uint32_t)v;
                c->unit->local_size_set[i] = 1;
            }
            if (layout_int(c, q, ids[i], &v))
                c->unit->local_size_id[i] = (int)v;
        }
        check_mesh_local_size(c, q);
        check_set_work_group_size(c);
        check_stage_layout(c, q); /* derivative_group_quadsNV and kin */
    } else if (q->storage == SQ_IN || q->storage == SQ_OUT) {
        check_stage_layout(c, q);
        check_xfb_defaults(c, q);
    } else if (q->storage == SQ_NONE && layout_item(q, "primitive_culling")) {
        /* GL_EXT_ray_flags_primitive_culling: the skip flags may be used */
        if (!check_extension_enabled(c, "GL_EXT_ray_flags_primitive_culling"))
            check_error(c, n->loc, "layout(primitive_culling) needs #extension GL_EXT_ray_flags_primitive_culling : "
                        "enable");
        c->unit->primitive_culling = 1;
    }
    for (size_t i = 0; i < n->names.len; i++) {
        Symbol *s = scope_lookup(c->scope, n->names.data[i]);
        if (!s) {
            check_error(c, n->loc, "'%s' is not declared", n->names.data[i]);
            continue;
        }
        /* `precise x;` and `invariant gl_Position;` qualify an existing variable. */
        s->flags |= q->flags & (QF_PRECISE | QF_INVARIANT);
        if ((q->flags & QF_INVARIANT) && s->storage != SQ_OUT &&
            !(s->kind == SYM_BLOCK_MEMBER && s->block->storage == SQ_OUT))
            check_error(c, n->loc, "only outputs can be invariant, and '%s' is not one", s->name);
        else if ((q->flags & QF_INVARIANT) && s->used)
            /* GLSL 4.60 §4.8.1: `invariant x;` comes before any use of x. */
            check_error(c, n->loc, "'%s' is declared invariant after it is used: declare it invariant before any "
                        "use", s->name);
        if (s->kind == SYM_BLOCK_MEMBER && s->block->builtin_block) {
            Type *block = (Type *)(s->block->type->kind == TY_ARRAY ? s->block->type->elem : s->block->type);
            block->fields[s->member].flags |= q->flags & QF_INVARIANT;
        }
    }
}

/* `= { ... }` came with GLSL 4.20 (GL_ARB_shading_language_420pack);
 * GLSL ES has none (`= {}` is GL_EXT_null_initializer's, checked with the
 * list). */
static void check_init_list_version(Checker *c, const Node *init)
{
    if (!init->args.len || check_extension_enabled(c, "GL_ARB_shading_language_420pack"))
        return;
    if (c->pp->profile == PROFILE_ES)
        check_error(c, init->loc, "GLSL ES has no '{ }' initializer lists: use a constructor");
    else if (!check_has_420pack(c))
        check_error(c, init->loc, "an initializer list '{ }' " NEEDS_420PACK);
}

static void check_initializer(Checker *c, Symbol *s, Node *d)
{
    if (!d->init)
        return;
    if (type_has_spec_array(s->type))
        /* GLSL 4.60 §4.11: such types "cannot be compared, assigned as aggregates, declared with an
         * initializer, or used as an initializer" (their length is known only once specialized). */
        check_error(c, d->loc, "'%s' cannot have an initializer: its type has an array sized by a specialization "
                    "constant", s->name);
    if (d->init->kind == ND_INIT_LIST) {
        check_init_list_version(c, d->init);
        s->type = check_init_list(c, d->init, s->type);
        if ((s->flags & QF_CONST) && d->init->cval)
            s->value = d->init->cval;
        return;
    }
    if (type_has_unsized(s->type)) {
        /* float a[][] = float[][](...): the sizes come from the initializer (§4.1.9). */
        const Type *sized = type_sized_like(c->tt, s->type, check_expr(c, d->init));
        if (sized)
            s->type = sized;
    }
    if (!check_convert_named(c, &d->init, s->type, "to initialize", s->name))
        return;
    int es = c->pp->profile == PROFILE_ES, constant = d->init->cval || d->init->spec;
    if (s->flags & QF_CONST) {
        s->spec = d->init->spec;
        if (d->init->cval)
            s->value = d->init->cval;
        else if (s->is_global || (es && !constant))
            /* Desktop GLSL (from 4.20) lets a local const take any value; GLSL ES 3.20 §4.3.2 does not. */
            check_error(c, d->init->loc, "the initializer of const '%s' must be a constant expression%s", s->name,
                        s->is_global ? "" : " (in GLSL ES, local ones too)");
        else if (!constant && c->pp->version < 420 && !check_extension_enabled(c, "GL_ARB_shading_language_420pack"))
            /* GLSL 4.20 4.3.3 (from GL_ARB_shading_language_420pack): before, every const's is constant */
            check_error(c, d->init->loc, "the initializer of const '%s' must be a constant expression before "
                        "#version 420 (or #extension GL_ARB_shading_language_420pack : enable)", s->name);
    } else if (es && s->is_global && !constant &&
               !check_extension_enabled(c, "GL_EXT_shader_non_constant_global_initializers")) {
        /* GLSL ES 3.20 §4.3: a global's initializer is a constant expression. */
        check_error(c, d->init->loc, "in GLSL ES the initializer of global '%s' must be a constant expression (or "
                    "#extension GL_EXT_shader_non_constant_global_initializers : enable)", s->name);
    }
}

/* GLSL ES 3.20 §4.4.7 lists 13 of desktop GLSL's image formats (SPIR-V's
 * ImageFormat numbers here); the 64-bit ones come with their extension. */
static int es_image_format(uint32_t format)
{
    return (format >= 1 && format <= 5) || (format >= 21 && format <= 24) || (format >= 30 && format <= 33) ||
           format == 40 || format == 41;
}

/* A storage image's type takes the format its layout qualifier names: the
 * format is part of SPIR-V's image type. */
static const Type *image_with_format(Checker *c, const Type *t, const Qualifiers *q)
{
    const Type *e = t;
    while (e->kind == TY_ARRAY)
        e = e->elem;
    if (e->kind != TY_OPAQUE || TYPE_BASE(e->opaque) != BT_IMAGE) {
        /* §4.4.7: "Format layout qualifiers can be used on image variable declarations" (only). */
        BaseType kind;
        for (size_t i = 0; i < q->layout.len && e->kind != TY_ERROR; i++)
            if (image_format_from_name(q->layout.data[i].name, &kind))
                check_error(c, q->layout.data[i].loc, "layout(%s) is an image format: it qualifies image variables, "
                            "not %s", q->layout.data[i].name, tname(c, t));
        return t;
    }
    if (t->kind != TY_OPAQUE)
        return t;
    for (size_t i = 0; i < q->layout.len; i++) {
        const LayoutItem *it = &q->layout.data[i];
        BaseType kind;
        uint32_t format = image_format_from_name(it->name, &kind);
        if (!format)
            continue;
        BaseType sampled = TYPE_SAMPLED(t->opaque);
        if (sampled == BT_FLOAT16)
            sampled = BT_FLOAT;
        if (kind != sampled) {
            check_error(c, it->loc, "format '%s' does not suit %s: %s", it->name, tname(c, t),
                        kind == BT_FLOAT ? "it is a float format" : kind == BT_INT || kind == BT_INT64
                            ? "it is a signed integer format" : "it is an unsigned integer format");
            return t;
        }
        if (c->pp->profile == PROFILE_ES && !es_image_format(format))
            check_error(c, it->loc, "layout(%s) is not an image format of GLSL ES (§4.4.7: rgba32f, rgba16f, r32f, "
                        "rgba8, rgba8_snorm and the rgba32, rgba16, rgba8 and r32 integer formats)", it->name);
        return type_image_format(c->tt, t, format);
    }
    return t;
}

static int has_format_layout(const Qualifiers *q)
{
    BaseType kind;
    for (size_t i = 0; i < q->layout.len; i++)
        if (image_format_from_name(q->layout.data[i].name, &kind))
            return 1;
    return 0;
}

/* GLSL ES 3.20 §4.10: an image that is neither readonly nor writeonly has
 * the format r32f, r32i or r32ui (desktop GLSL reads and writes any). */
static void check_es_image_access(Checker *c, const Type *t, const Qualifiers *q, const char *name, SrcLoc loc)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (c->pp->profile != PROFILE_ES || t->kind != TY_OPAQUE || TYPE_BASE(t->opaque) != BT_IMAGE ||
        (q->flags & (QF_READONLY | QF_WRITEONLY)))
        return;
    const char *format = image_format_name(TYPE_FORMAT(t->opaque));
    if (format && strcmp(format, "r32f") != 0 && strcmp(format, "r32i") != 0 && strcmp(format, "r32ui") != 0)
        check_error(c, loc, "image '%s' of format %s must be readonly or writeonly in GLSL ES (only r32f, r32i and "
                    "r32ui images can be both read and written)", name, format);
}

/* Samplers, textures, images and the like are handles to resources: only
 * uniforms (and parameters) hold them. */
int is_resource(const Type *t)
{
    if (t->kind == TY_ARRAY)
        return is_resource(t->elem);
    if (t->kind != TY_OPAQUE)
        return 0;
    BaseType b = TYPE_BASE(t->opaque);
    return b == BT_SAMPLER || b == BT_TEXTURE || b == BT_IMAGE || b == BT_SAMPLER_STATE || b == BT_SUBPASS ||
           b == BT_ACCEL_STRUCT || b == BT_ATOMIC_UINT;
}

/* Whether a struct holds a resource somewhere (SPIR-V for Vulkan allows
 * no opaque type inside a struct). */
int holds_resource(const Type *t)
{
    if (t->kind == TY_ARRAY)
        return holds_resource(t->elem);
    if (t->kind != TY_STRUCT)
        return is_resource(t);
    for (uint32_t i = 0; i < t->field_count; i++)
        if (holds_resource(t->fields[i].type))
            return 1;
    return 0;
}

/* Geometry outputs go to the stream their layout names, or the one the
 * last `layout(stream = N) out;` chose. */
void set_stream(Checker *c, Symbol *s, const Qualifiers *q)
{
    if (c->stage != STAGE_GEOMETRY || q->storage != SQ_OUT)
        return;
    int64_t v = c->stream;
    layout_int(c, q, "stream", &v);
    s->stream = (int)v;
    if (v)
        c->unit->uses_streams = 1;
}

/* Whether t is, or holds in its arrays and structures, scalars of `kind`
 * (TY_BOOL, TY_INT: signed and unsigned). */
int holds_scalars(const Type *t, TypeKind kind)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_STRUCT) {
        for (uint32_t i = 0; i < t->field_count; i++)
            if (holds_scalars(t->fields[i].type, kind))
                return 1;
        return 0;
    }
    const Type *s = type_scalar_of(t);
    return s && s->kind == kind;
}

/* What a user input or output may be (GLSL 4.60 §4.3.4, §4.3.6): never a
 * bool (SPIR-V has no bool interface variables but built-ins); vertex
 * inputs are no structures, fragment outputs no structures or matrices. */
static void check_io_type(Checker *c, const Type *t, StorageQual storage, const char *name, SrcLoc loc)
{
    const Type *elem = t;
    while (elem->kind == TY_ARRAY)
        elem = elem->elem;
    const char *what = storage == SQ_IN ? "input" : "output";
    if (holds_scalars(t, TY_BOOL))
        check_error(c, loc, "%s '%s' cannot be or hold a bool: use an int (or uint) and compare it", what, name);
    else if (c->stage == STAGE_VERTEX && storage == SQ_IN && elem->kind == TY_STRUCT)
        check_error(c, loc, "vertex input '%s' cannot be a structure: declare its members as inputs of their own",
                    name);
    else if (c->stage == STAGE_VERTEX && storage == SQ_IN && holds_scalars(t, TY_FLOAT) && type_scalar_of(elem) &&
             type_scalar_of(elem)->width == 64 && c->pp->profile != PROFILE_ES && c->pp->version < 410 &&
             !check_extension_enabled(c, "GL_ARB_vertex_attrib_64bit"))
        /* GLSL 4.10 4.3.4 (GL_ARB_vertex_attrib_64bit before): double vertex inputs */
        check_error(c, loc, "vertex input '%s' is a %s: double vertex inputs need #version 410 or #extension "
                    "GL_ARB_vertex_attrib_64bit : enable", name, tname(c, elem));
    else if (c->stage == STAGE_FRAGMENT && storage == SQ_OUT && (elem->kind == TY_STRUCT || elem->kind == TY_MATRIX))
        check_error(c, loc, "fragment output '%s' cannot be a %s: outputs are scalars or vectors (or arrays of them)",
                    name, elem->kind == TY_STRUCT ? "structure" : "matrix");
    else if (c->stage == STAGE_FRAGMENT && storage == SQ_OUT && type_scalar_of(elem) &&
             type_scalar_of(elem)->width == 64)
        /* GLSL 4.60 §4.3.6: fragment outputs are float, int or uint (16-bit ones with their extensions). */
        check_error(c, loc, "fragment output '%s' cannot be a %s: fragment outputs are float, int or uint scalars or "
                    "vectors", name, tname(c, elem));
}

/* layout(component) of an input or output (GLSL 4.60 4.4.1): a scalar or
 * vector (or arrays of them) that fits in the rest of its location, a
 * 64-bit one from component 0 or 2. */
static void check_io_component(Checker *c, const Type *t, const Qualifiers *q, const char *name)
{
    int64_t component;
    if (!layout_int(c, q, "component", &component))
        return;
    const LayoutItem *it = layout_item(q, "component");
    while (t->kind == TY_ARRAY)
        t = t->elem;
    const Type *scalar = type_scalar_of(t);
    int64_t n = (t->kind == TY_VECTOR ? t->components : 1) * (scalar && scalar->width == 64 ? 2 : 1);
    if (component < 0 || component > 3 || component + n > 4 || (t->kind != TY_VECTOR && !type_is_scalar(t)))
        check_error(c, it->loc, "'%s' at component %lld: %s", name, (long long)component,
                    t->kind != TY_VECTOR && !type_is_scalar(t) ? "only scalars and vectors take a component"
                                                               : "it would pass the end of its location (4 components)");
    else if (scalar && scalar->width == 64 && (component & 1))
        check_error(c, it->loc, "'%s' at component %lld: 64-bit values start at component 0 or 2", name,
                    (long long)component);
}

/* Whether a double or a 64-bit integer is in t. */
static int holds_64bit(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_STRUCT) {
        for (uint32_t i = 0; i < t->field_count; i++)
            if (holds_64bit(t->fields[i].type))
                return 1;
        return 0;
    }
    const Type *s = type_scalar_of(t);
    return s && (s->kind == TY_INT || s->kind == TY_FLOAT) && s->width == 64;
}

/* A structure with an array or a structure inside. */
static int struct_nests(const Type *t)
{
    for (uint32_t i = 0; t->kind == TY_STRUCT && i < t->field_count; i++)
        if (t->fields[i].type->kind == TY_ARRAY || t->fields[i].type->kind == TY_STRUCT)
            return 1;
    return 0;
}

/* The shapes GLSL ES 3.20 §4.3.4 and §4.3.6 allow an input or output (or a
 * member of an input or output block): vertex inputs are no arrays; other
 * interfaces have no arrays of arrays or of structures and no structures
 * holding arrays or structures (the per-vertex dimension aside); fragment
 * outputs no arrays of arrays; fragment inputs and vertex outputs holding
 * integers are flat. `what` names it ("input 'x'"). */
void check_es_io_shape(Checker *c, const Type *t, StorageQual storage, uint32_t flags, int per_vertex,
                              Subject what, SrcLoc loc)
{
    if (c->pp->profile != PROFILE_ES || (storage != SQ_IN && storage != SQ_OUT) || c->stage >= STAGE_TASK)
        return;
    if (per_vertex && t->kind == TY_ARRAY)
        t = t->elem;
    int vertex_in = c->stage == STAGE_VERTEX && storage == SQ_IN;
    int fragment_out = c->stage == STAGE_FRAGMENT && storage == SQ_OUT;
    const Type *elem = t->kind == TY_ARRAY ? t->elem : NULL;
    if (vertex_in && t->kind == TY_ARRAY)
        check_error(c, loc, "in GLSL ES the vertex %s cannot be an array", subject_text(c, what));
    else if (elem && elem->kind == TY_ARRAY)
        check_error(c, loc, "in GLSL ES the %s cannot be an array of arrays", subject_text(c, what));
    else if (!vertex_in && !fragment_out && elem && elem->kind == TY_STRUCT)
        check_error(c, loc, "in GLSL ES the %s cannot be an array of structures", subject_text(c, what));
    else if (!vertex_in && !fragment_out && struct_nests(t))
        check_error(c, loc, "in GLSL ES the %s cannot be a structure holding an array or a structure",
                    subject_text(c, what));
    if (c->stage == STAGE_FRAGMENT && storage == SQ_IN && !(flags & QF_FLAT) && holds_scalars(t, TY_INT))
        /* §4.3.4: integers are not interpolated. */
        check_error(c, loc, "%s holds integers in a fragment shader, so it must be flat: qualify it 'flat'",
                    subject_text(c, what));
    else if (c->stage == STAGE_VERTEX && storage == SQ_OUT && !(flags & QF_FLAT) && holds_scalars(t, TY_INT))
        /* §4.3.6: "Vertex shader outputs that are, or contain, integers ... must be qualified with flat". */
        check_error(c, loc, "%s holds integers in a vertex shader, so it must be flat: qualify it 'flat'",
                    subject_text(c, what));
}

/* GLSL 4.60 §4.3.4: "Fragment shader inputs that are signed or unsigned
 * integers, integer vectors, or any double-precision floating-point type
 * must be qualified with the interpolation qualifier flat" (GLSL ES: see
 * check_es_io_shape). */
static void check_flat_fragment_input(Checker *c, const Type *t, const Qualifiers *q, const char *name, SrcLoc loc)
{
    if (c->pp->profile == PROFILE_ES || c->stage != STAGE_FRAGMENT || q->storage != SQ_IN || (q->flags & QF_FLAT) ||
        (q->flags & (QF_PERVERTEX | QF_PERPRIMITIVE)) || q->spirv.len)
        return;
    if (holds_scalars(t, TY_INT) || holds_64bit(t))
        check_error(c, loc, "input '%s' holds %s, which are not interpolated: qualify it 'flat'", name,
                    holds_scalars(t, TY_INT) ? "integers" : "doubles");
}

/* Whether `t` is plain data, not opaque handles (a struct holding both is
 * refused for its handles, below). */
static int holds_plain_data(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_STRUCT) {
        for (uint32_t i = 0; i < t->field_count; i++) {
            const Type *f = t->fields[i].type;
            while (f->kind == TY_ARRAY)
                f = f->elem;
            if (f->kind == TY_OPAQUE || (f->kind == TY_STRUCT && !holds_plain_data(f)))
                return 0;
        }
        return 1;
    }
    return t->kind != TY_OPAQUE && t->kind != TY_SPIRV && t->kind != TY_ERROR;
}

/* Workgroup memory exists in compute, task and mesh shaders only. */
void check_shared_stage(Checker *c, StorageQual storage, SrcLoc loc)
{
    if (storage == SQ_SHARED && c->stage != STAGE_COMPUTE && c->stage != STAGE_TASK && c->stage != STAGE_MESH)
        check_error(c, loc, "shared variables exist only in compute, task and mesh shaders, not in %s shaders",
                    glsl_stage_long_name(c->stage));
}

/* `attribute` and `varying` (GLSL before 1.30) are the old spellings of a
 * vertex shader's inputs and of what the vertex shader passes the fragment
 * shader: they become `in` and `out`, where the version still has them. */
static void check_old_storage(Checker *c, Node *decl, int global)
{
    Qualifiers *q = decl->type->q;
    if (q->storage != SQ_ATTRIBUTE && q->storage != SQ_VARYING)
        return;
    int attribute = q->storage == SQ_ATTRIBUTE;
    const char *word = attribute ? "attribute" : "varying";
    StorageQual now = attribute || c->stage == STAGE_FRAGMENT ? SQ_IN : SQ_OUT;
    const char *instead = now == SQ_IN ? "in" : "out";
    q->storage = global ? now : SQ_NONE; /* after an error too: no echoes */
    int es = c->pp->profile == PROFILE_ES;
    if (es && c->pp->version >= 300)
        check_error(c, decl->loc, "'%s' was removed in GLSL ES 3.00: use '%s'", word, instead);
    else if (c->pp->version >= 420 && c->pp->profile != PROFILE_COMPATIBILITY)
        check_error(c, decl->loc, "'%s' was removed from the core profile in #version 420: use '%s'", word, instead);
    else if (decl->kind == ND_BLOCK_DECL)
        check_error(c, decl->loc, "a block cannot be '%s': blocks are in, out, uniform or buffer", word);
    else if (!global)
        check_error(c, decl->loc, "'%s' is not for local variables: inputs and outputs are declared outside "
                    "functions", word);
    else if (attribute && c->stage != STAGE_VERTEX)
        check_error(c, decl->loc, "'attribute' declares vertex shader inputs: %s shaders have none",
                    glsl_stage_long_name(c->stage));
    else if (!attribute && c->stage != STAGE_VERTEX && c->stage != STAGE_FRAGMENT)
        check_error(c, decl->loc, "'varying' exists in vertex and fragment shaders only: use in or out in %s "
                    "shaders", glsl_stage_long_name(c->stage));
    else if (!es && c->pp->version >= 130)
        glsl_warning(c->g, decl->loc, "'%s' is deprecated since #version 130: use '%s'", word, instead);
}

/* `patch` (§4.3.4, §4.3.6) is on tessellation control outputs and
 * tessellation evaluation inputs only. */
void check_patch_stage(Checker *c, const Qualifiers *q, SrcLoc loc)
{
    if (!(q->flags & QF_PATCH) || (c->stage == STAGE_TESS_CONTROL && q->storage == SQ_OUT) ||
        (c->stage == STAGE_TESS_EVALUATION && q->storage == SQ_IN))
        return;
    check_error(c, loc, "'patch' qualifies tessellation control outputs and tessellation evaluation inputs only, "
                "not %s of %s shaders", q->storage == SQ_IN ? "inputs" : q->storage == SQ_OUT ? "outputs" : "variables",
                c->stage == STAGE_TESS_CONTROL      ? "tessellation control"
                : c->stage == STAGE_TESS_EVALUATION ? "tessellation evaluation"
                                                    : glsl_stage_long_name(c->stage));
}

/* Where `invariant` may be written on a declaration. */
static int invariant_allowed(const Checker *c, StorageQual storage)
{
    if (storage == SQ_OUT)
        return 1;
    return storage == SQ_IN && c->pp->profile != PROFILE_ES && c->pp->version < 420 && c->stage != STAGE_VERTEX;
}

/* §4.1.9, §4.2: `float a[]; ... float a[4];` redeclares an implicitly sized
 * array of this scope with a size, no smaller than the constant indices
 * used so far; `float a[];` again says nothing new. Both mean the first
 * variable, of the sized type from here on (the redeclaration emits
 * nothing: it has no symbol of its own). */
static int redeclare_unsized(Checker *c, Node *d, const Type *t, const Qualifiers *q)
{
    Symbol *old = scope_lookup_local(c->scope, d->name);
    if (!old || old->kind != SYM_VARIABLE || old->type->kind != TY_ARRAY || old->type->implicit != IMPLICIT_BY_USE ||
        t->kind != TY_ARRAY || t->elem != old->type->elem || t->spec_length || old->storage != q->storage ||
        old->flags != q->flags || (t->implicit && t->implicit != IMPLICIT_BY_USE))
        return 0;
    d->ty = t;
    if (t->implicit || !t->length)
        return 1;
    if (old->type->length > t->length) {
        check_error(c, d->loc, "'%s' is redeclared with %u elements, but index %u is used before", d->name, t->length,
                    old->type->length - 1);
        return 1;
    }
    /* Earlier expressions hold the implicit type: it takes the size too. */
    Type *sized = (Type *)old->type;
    sized->length = t->length;
    sized->implicit = 0;
    old->type = t;
    return 1;
}

static int is_atomic_counter(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_OPAQUE && TYPE_BASE(t->opaque) == BT_ATOMIC_UINT;
}

/* GLSL 4.60 §4.4 (its table of layout qualifiers, and GL_KHR_vulkan_glsl's
 * set): which declarations the resource and memory layout qualifiers
 * qualify, here for variables outside blocks. binding and set are of
 * uniforms (opaque ones: a buffer variable is refused on its own), location
 * and component of inputs, outputs and the ray tracing payloads (and of
 * OpenGL's default uniforms), offset of an atomic counter alone, align and
 * the block packings of blocks and their members, row_major and
 * column_major of uniforms. Locals take none. */
static void check_variable_layout_place(Checker *c, const TypeSpec *ts, int global)
{
    const Qualifiers *q = ts->q;
    for (size_t i = 0; i < q->spirv.len; i++)
        if (q->spirv.data[i].keyword == KW_SPIRV_STORAGE_CLASS)
            return; /* a storage class of the shader's own: GL_EXT_spirv_intrinsics lets any layout through */
    StorageQual sq = global ? q->storage : SQ_NONE;
    int uniform = sq == SQ_UNIFORM;
    int io = sq == SQ_IN || sq == SQ_OUT || sq == SQ_ATTRIBUTE || sq == SQ_VARYING || sq == SQ_RAY_PAYLOAD ||
             sq == SQ_RAY_PAYLOAD_IN || sq == SQ_CALLABLE_DATA || sq == SQ_CALLABLE_DATA_IN ||
             sq == SQ_HIT_OBJECT_ATTR;
    for (size_t i = 0; i < q->layout.len; i++) {
        const LayoutItem *it = &q->layout.data[i];
        const char *what = NULL;
        if ((same_name(it->name, "binding") || same_name(it->name, "set")) && !uniform)
            what = "uniform variables and blocks";
        else if ((same_name(it->name, "location") || same_name(it->name, "component")) && !io && !uniform)
            what = "inputs, outputs and ray tracing payloads";
        else if (same_name(it->name, "offset") && !(uniform && is_atomic_counter(resolve_type(c, ts))))
            what = "members of uniform and buffer blocks (and atomic counters)";
        else if (same_name(it->name, "align"))
            what = "uniform and buffer blocks and their members";
        else if (block_default_kind(it->name) == 0)
            what = "uniform and buffer blocks";
        else if (block_default_kind(it->name) == 1 && !uniform)
            what = "uniforms, uniform and buffer blocks and their members";
        if (what)
            check_error(c, it->loc, "layout(%s) qualifies %s, not %s", it->name, what,
                        !global ? "a local variable" : sq == SQ_NONE ? ((q->flags & QF_CONST) ? "a constant"
                        : "a global variable") : sq == SQ_IN ? "an input" : sq == SQ_OUT ? "an output"
                        : sq == SQ_SHARED ? "a shared variable" : sq == SQ_BUFFER ? "a buffer variable" : uniform ? "a uniform"
                        : "a variable of this storage");
        /* §4.4.6.3: an atomic counter's binding is below gl_MaxAtomicCounterBindings. */
        int max = glsl_resource(c->g, RESOURCE_MaxAtomicCounterBindings);
        if (!what && uniform && same_name(it->name, "binding") && it->value && it->value->kind == ND_INT &&
            it->value->lit.u >= (uint64_t)max && is_atomic_counter(resolve_type(c, ts)))
            check_error(c, it->loc, "atomic counter binding %llu is too large: gl_MaxAtomicCounterBindings is %d",
                        (unsigned long long)it->value->lit.u, max);
    }
}

/* The qualifiers a plain local may have and still take check_plain_local:
 * const and a precision, which that path rules as the full one does. */
#define PLAIN_LOCAL_FLAGS (QF_CONST | QF_HIGHP | QF_MEDIUMP | QF_LOWP)

/* Whether `decl`, a local declaration, is a plain one: no storage, layout
 * or spirv_* qualifier, a 32-bit or bool scalar, vector or matrix, no
 * array. Most locals are, and none of the qualifier and interface rules
 * of check_variables applies to one. */
static const Type *plain_local_type(Checker *c, const Node *decl)
{
    const TypeSpec *ts = decl->type;
    const Qualifiers *q = ts->q;
    if (ts->kind != TS_BUILTIN || TYPE_BASE(ts->builtin) == BT_COOPMAT || ts->array.len || q->storage != SQ_NONE ||
        (q->flags & ~PLAIN_LOCAL_FLAGS) || q->layout.len || q->spirv.len)
        return NULL;
    for (size_t i = 0; i < decl->list.len; i++)
        if (decl->list.data[i]->array.len)
            return NULL;
    const Type *t = type_from_code(c->tt, ts->builtin);
    const Type *s = type_scalar_of(t);
    return s && (s->kind == TY_BOOL || s->width == 32) ? t : NULL;
}

/* check_variables for a plain local (plain_local_type): the same symbols
 * and messages, past the rules that cannot apply. */
static void check_plain_local(Checker *c, Node *decl, const Type *t)
{
    const Qualifiers *q = decl->type->q;
    check_needs_precision(c, t, q->flags, decl->loc);
    for (size_t i = 0; i < decl->list.len; i++) {
        Node *d = decl->list.data[i];
        Symbol *s = new_symbol(c, SYM_VARIABLE, d->name, t, d->loc);
        s->decl = d;
        s->decl_type = decl->type;
        s->storage = SQ_NONE;
        s->flags = q->flags;
        s->precision = check_declared_precision(c, t, q->flags);
        if ((s->flags & QF_CONST) && !d->init)
            check_error(c, d->loc, "const '%s' needs an initializer", d->name);
        check_initializer(c, s, d);
        d->sym = s;
        d->ty = s->type;
        declare(c, s);
    }
}

static void check_variables(Checker *c, Node *decl, int global)
{
    const Qualifiers *q = decl->type->q;
    const Type *plain = global ? NULL : plain_local_type(c, decl);
    if (plain) {
        check_plain_local(c, decl, plain);
        return;
    }
    if (global || q->storage == SQ_NONE) /* a local with storage is refused for that below */
        check_variable_layout_place(c, decl->type, global);
    if (!global && q->storage != SQ_NONE) {
        /* in, out, uniform, buffer, shared and the ray tracing storages are
         * the shader's interface: file scope only (§4.3). */
        StorageQual sq = q->storage;
        check_error(c, decl->loc, "'%s' is not for local variables: inputs, outputs, uniforms, buffers and shared "
                    "variables are declared outside functions", sq == SQ_IN ? "in" : sq == SQ_OUT ? "out"
                    : sq == SQ_UNIFORM ? "uniform" : sq == SQ_BUFFER ? "buffer" : sq == SQ_SHARED ? "shared"
                    : "that storage qualifier");
        decl->type->q->storage = SQ_NONE; /* a plain local from here on, for its uses' sake */
    }
    if (!global && (q->flags & (QF_FLAT | QF_SMOOTH | QF_NOPERSPECTIVE | QF_CENTROID | QF_SAMPLE)))
        /* §4.3: locals take const at most; §4.5: interpolation is of inputs and outputs. */
        check_error(c, decl->loc, "local variables cannot have interpolation or auxiliary storage qualifiers (flat, "
                    "smooth, noperspective, centroid, sample): those are for inputs and outputs");
    if (global && q->storage == SQ_INOUT) {
        check_error(c, decl->loc, "'inout' is for function parameters: a global is in or out");
        decl->type->q->storage = SQ_NONE;
    }
    if (global) {
        check_shared_stage(c, q->storage, decl->loc);
        check_interface_stage(c, q->storage, decl->list.len ? decl->list.data[0]->name : "it", decl->loc);
    }
    if (global && q->storage == SQ_BUFFER)
        /* §4.3.7: buffer variables are members of buffer blocks. */
        check_error(c, decl->loc, "'%s' is a buffer variable outside a block: buffer variables are members of "
                    "buffer blocks (layout(binding = N) buffer Name { ... };)",
                    decl->list.len ? decl->list.data[0]->name : "it");
    if (global && (q->flags & (QF_FLAT | QF_SMOOTH | QF_NOPERSPECTIVE | QF_CENTROID | QF_SAMPLE)) &&
        q->storage != SQ_IN && q->storage != SQ_OUT)
        /* §4.5: "interpolation qualifiers ... can only be used on in and out variables" (auxiliary too: §4.3.5). */
        check_error(c, decl->loc, "interpolation and auxiliary storage qualifiers (flat, smooth, noperspective, "
                    "centroid, sample) are for inputs and outputs, and '%s' is %s",
                    decl->list.len ? decl->list.data[0]->name : "it", q->storage == SQ_UNIFORM ? "a uniform"
                    : q->storage == SQ_BUFFER ? "a buffer variable" : q->storage == SQ_SHARED ? "shared"
                    : "neither");
    else if (global && (q->flags & (QF_FLAT | QF_SMOOTH | QF_NOPERSPECTIVE | QF_CENTROID | QF_SAMPLE)) &&
        ((c->stage == STAGE_FRAGMENT && q->storage == SQ_OUT) || (c->stage == STAGE_VERTEX && q->storage == SQ_IN)))
        /* §4.5: interpolation is between the vertex stages and the fragment shader. */
        check_error(c, decl->loc, "%s cannot have interpolation qualifiers (flat, smooth, noperspective, centroid, "
                    "sample)", c->stage == STAGE_FRAGMENT ? "fragment outputs" : "vertex inputs");
    check_patch_stage(c, q, decl->loc);
    if ((q->flags & QF_INVARIANT) && !invariant_allowed(c, q->storage))
        /* GLSL ES 3.20 §4.8.1, GLSL 4.60 §4.8.1 (before 4.20, inputs of the later stages could be too). */
        check_error(c, decl->loc, "only outputs can be invariant, and '%s' is %s",
                    decl->list.len ? decl->list.data[0]->name : "it",
                    q->storage == SQ_IN ? "an input" : "not an output");
    if ((q->flags & QF_NONUNIFORM) && ((q->storage != SQ_IN && q->storage != SQ_NONE) || (q->flags & QF_CONST)))
        /* GL_EXT_nonuniform_qualifier: it qualifies values that may differ between invocations (inputs,
         * variables, parameters), never a uniform, an output or a constant */
        check_error(c, decl->loc, "nonuniformEXT qualifies inputs, variables, parameters and return values, not %s",
                    q->flags & QF_CONST ? "a const variable" : q->storage == SQ_OUT ? "an output"
                    : q->storage == SQ_UNIFORM ? "a uniform" : "this storage");
    const Type *base = image_with_format(c, resolve_type_sized_by(c, decl->type, every_initialized(decl)), q);
    if (global && q->storage == SQ_UNIFORM && c->g->opts->vulkan_version && !q->spirv.len && holds_plain_data(base))
        /* GL_KHR_vulkan_glsl: Vulkan has no default uniform block (UniformConstant holds handles only). */
        check_error(c, decl->loc, "'%s' is a uniform outside a block, which GLSL for Vulkan does not have (only "
                    "samplers, textures and images are): put it in a uniform block",
                    decl->list.len ? decl->list.data[0]->name : "it");
    if (global && q->storage == SQ_UNIFORM && !c->g->opts->vulkan_version && !c->g->opts->without_spirv &&
        !c->g->opts->auto_map_locations && !q->spirv.len && holds_plain_data(base) && !layout_item(q, "location"))
        /* GL_ARB_gl_spirv: OpenGL assigns a SPIR-V module's default-block uniforms no locations. */
        check_error(c, decl->loc, "'%s' is a uniform outside a block without layout(location = N), which SPIR-V for "
                    "OpenGL needs", decl->list.len ? decl->list.data[0]->name : "it");
    if (global && q->storage == SQ_UNIFORM && !c->g->opts->vulkan_version && is_atomic_counter(base) &&
        !layout_item(q, "binding"))
        /* GLSL 4.60 4.4.6.3: a counter's binding is its buffer binding point, which no default gives (the
         * OpenGL wiki: "not optional"; glslangValidator holds it, with and without SPIR-V). */
        check_error(c, decl->loc, "atomic counter '%s' needs layout(binding = N)",
                    decl->list.len ? decl->list.data[0]->name : "it");
    const Type *elem = base;
    while (elem->kind == TY_ARRAY)
        elem = elem->elem;
    if (layout_item(q, "input_attachment_index") && !(elem->kind == TY_OPAQUE && TYPE_BASE(elem->opaque) == BT_SUBPASS))
        check_error(c, layout_item(q, "input_attachment_index")->loc, "layout(input_attachment_index) qualifies "
                    "subpass inputs (subpassInput...), not %s", tname(c, base));
    if (global && elem->kind == TY_OPAQUE && TYPE_BASE(elem->opaque) == BT_SUBPASS && c->stage != STAGE_FRAGMENT)
        /* GL_KHR_vulkan_glsl: subpass inputs read the fragment's own pixel of an attachment */
        check_error(c, decl->loc, "'%s': subpass inputs exist only in fragment shaders, not in %s shaders",
                    decl->list.len ? decl->list.data[0]->name : "it", glsl_stage_long_name(c->stage));
    check_layout_values(c, q);
    check_stage_qualifiers(c, q, q->storage, QUALIFIED_VARIABLE);
    if (global && layout_item(q, "index")) {
        /* GLSL 4.60 §4.4.2.3: index (0 or 1) picks a fragment output's blend equation input
         * (other stages and storages are refused with the stage qualifiers). */
        int64_t index = 0;
        if (c->stage == STAGE_FRAGMENT && q->storage == SQ_OUT && layout_int(c, q, "index", &index) && index != 0 &&
            index != 1)
            check_error(c, layout_item(q, "index")->loc, "layout(index = %lld): a fragment output's index is 0 or 1",
                        (long long)index);
    }
    check_memory_qualifiers(c, q->flags, base, q->storage, QUALIFIED_VARIABLE, decl->loc);
    check_needs_precision(c, base, q->flags, decl->loc);
    check_spirv_misplaced(c, q, 1, 1, "a variable");
    if (base->kind == TY_SPIRV && q->storage != SQ_UNIFORM && q->storage != SQ_NONE &&
        !(q->spirv.len && q->storage == SQ_NONE))
        check_error(c, decl->loc, "a spirv_type variable is a uniform, a global or a local variable");
    check_ray_variables(c, decl, base, global);
    if (type_is_image(base) && !has_format_layout(q) && !(q->flags & QF_WRITEONLY) && q->storage == SQ_UNIFORM &&
        (c->pp->profile == PROFILE_ES || !check_extension_enabled(c, "GL_EXT_shader_image_load_formatted")))
        /* §4.4.6.2: reading needs the format, unless the device reads without one. */
        check_error(c, decl->loc, "image '%s' has no format: give it one (layout(rgba8), ...), declare it writeonly%s",
                    decl->list.len ? decl->list.data[0]->name : tname(c, base),
                    c->pp->profile == PROFILE_ES ? "" : " or #extension GL_EXT_shader_image_load_formatted : enable");
    if (q->storage == SQ_UNIFORM)
        check_es_image_access(c, base, q, decl->list.len ? decl->list.data[0]->name : tname(c, base), decl->loc);
    if (is_resource(base) && q->storage != SQ_UNIFORM &&
        !((q->storage == SQ_IN || q->storage == SQ_OUT || q->storage == SQ_NONE) &&
          check_opengl_bindless_handle(c, base)))
        check_error(c, decl->loc, "a %s can only be a uniform variable or a function parameter",
                    tname(c, base));
    else if (base->kind == TY_STRUCT && holds_resource(base) && c->g->opts->vulkan_version)
        check_error(c, decl->loc, "struct %s holds a sampler, texture or image: Vulkan allows those only as "
                    "variables of their own, not inside structs", tname(c, base));
    for (size_t i = 0; i < decl->list.len; i++) {
        Node *d = decl->list.data[i];
        const Type *t = apply_array(c, base, &d->array, d->init, d->loc);
        if (global && strncmp(d->name, "gl_", 3) == 0 && check_redeclare_builtin(c, decl, d, t))
            continue;
        int per_vertex = global && check_is_per_vertex(c, q->storage, q->flags);
        if (per_vertex && (q->flags & QF_PERVIEW) && t->kind == TY_ARRAY && !t->implicit) {
            const Type *views = check_mesh_per_view(c, t->elem, d->name, d->loc);
            t = views->kind == TY_ERROR ? views : type_array(c->tt, views, t->length);
        }
        if (per_vertex)
            t = check_per_vertex_type(c, t, q->storage, q->flags, d->name, d->loc);
        else if (t->kind == TY_ARRAY && !t->length && !t->spec_length && !t->implicit && !d->init &&
                 (q->storage == SQ_NONE || q->storage == SQ_SHARED || q->storage == SQ_IN || q->storage == SQ_OUT)) {
            /* `float a[];`: as long as its largest constant index needs (glslang's
             * reading; SPIR-V has no runtime-sized variables but resource arrays). */
            if (c->pp->profile == PROFILE_ES)
                /* GLSL ES 3.20 §4.1.9: sized by an initializer or not at all */
                check_error(c, d->loc, "'%s' needs an array size: GLSL ES sizes an array by its declaration or its "
                            "initializer only", d->name);
            t = type_implicit_array(c->tt, t->elem, IMPLICIT_BY_USE);
        }
        if (global)
            check_mesh_declaration(c, q, 0, d->name, d->loc);
        if (t->kind == TY_VOID) {
            check_error(c, d->loc, "'%s' cannot have type void", d->name);
            t = c->tt->error;
        }
        check_storage_only_variable(c, t, q->storage, d->name, d->loc);
        int64_t xfb_offset;
        const Type *first = t;
        while (first->kind == TY_ARRAY)
            first = first->elem;
        first = type_scalar_of(first);
        int unit = holds_64bit(t) ? 8 : first && first->width == 16 ? 2 : 4;
        if (global && layout_int(c, q, "xfb_offset", &xfb_offset) && xfb_offset >= 0 && xfb_offset % unit)
            /* GLSL 4.60 §4.4.2.1: an offset is a multiple of its first component's size. */
            check_error(c, layout_item(q, "xfb_offset")->loc, "layout(xfb_offset = %lld) of '%s' must be a multiple "
                        "of %d, the size of its first component", (long long)xfb_offset, d->name, unit);
        if (global)
            check_xfb_variable(c, q, t, d->name, d->loc);
        if (global && (q->storage == SQ_IN || q->storage == SQ_OUT) && !q->spirv.len) {
            check_io_type(c, t, q->storage, d->name, d->loc);
            check_io_component(c, t, q, d->name);
            check_es_io_shape(c, t, q->storage, q->flags, per_vertex,
                              (Subject){"%s '%s'", q->storage == SQ_IN ? "input" : "output", d->name, NULL}, d->loc);
            check_flat_fragment_input(c, t, q, d->name, d->loc);
        }
        if (!d->init && redeclare_unsized(c, d, t, q))
            continue;
        Symbol *linked = global ? linked_global(c, d->name, SYM_VARIABLE, t, q->storage, d->loc) : NULL;
        if (linked) {
            /* Declared by another unit too: both mean one variable. */
            if (d->init)
                check_expr(c, d->init);
            d->sym = linked;
            d->ty = linked->type;
            continue;
        }
        check_reference_variable(c, d, t, q->flags);
        Symbol *s = global ? new_symbol(c, SYM_VARIABLE, d->name, t, d->loc) : new_local_symbol(c, d->name, t, d->loc);
        s->decl = d;
        s->decl_type = decl->type;
        s->storage = q->storage;
        s->flags = q->flags;
        s->precision = check_declared_precision(c, t, q->flags);
        s->spirv_decorations = check_spirv_decorations(c, q, 0);
        check_spirv_storage_class(c, q, global, d->init != NULL, s);
        check_spirv_variable_decorations(c, s, q);
        s->is_global = global;
        set_stream(c, s, q);
        check_xfb_place(c, q, s);
        s->per_vertex = per_vertex;
        int64_t id;
        if (layout_int(c, q, "constant_id", &id)) {
            s->spec_id = (int)id;
            /* GL_KHR_vulkan_glsl: specialization constants are const scalars */
            if (!(s->flags & QF_CONST) || (t->kind != TY_BOOL && t->kind != TY_INT && t->kind != TY_FLOAT))
                check_error(c, layout_item(q, "constant_id")->loc, "layout(constant_id) qualifies a const scalar "
                            "(bool, int, uint, float, double), and '%s' is %s%s", d->name,
                            (s->flags & QF_CONST) ? "" : "not const: ", tname(c, t));
            else if (id >= 0)
                check_spec_id_unique(c, s, q);
        }
        if ((s->flags & QF_CONST) && !d->init)
            check_error(c, d->loc, "const '%s' needs an initializer", d->name);
        int null_init = d->init && d->init->kind == ND_INIT_LIST && !d->init->args.len; /* GL_EXT_null_initializer */
        /* OpenGL's uniforms take initializers from GLSL 1.20 (§4.3.5), not GLSL ES's. */
        int gl_uniform_init = q->storage == SQ_UNIFORM && !c->g->opts->vulkan_version &&
                              c->pp->profile != PROFILE_ES && c->pp->version >= 120;
        if (d->init && !gl_uniform_init && (q->storage == SQ_IN || q->storage == SQ_OUT || q->storage == SQ_UNIFORM ||
                        q->storage == SQ_BUFFER || (q->storage == SQ_SHARED && !null_init) ||
                        q->storage == SQ_TASK_PAYLOAD))
            check_error(c, d->loc, "'%s' cannot have an initializer: it is an interface or shared variable", d->name);
        check_initializer(c, s, d);
        if (gl_uniform_init && d->init && !null_init && !c->g->opts->without_spirv && (!d->init->cval || d->init->spec))
            /* §4.3.5: a uniform's initializer is a constant expression; SPIR-V for OpenGL puts
             * it in the OpVariable, so no specialization constant either (as glslangValidator -G). */
            check_error(c, d->loc, "the initializer of uniform '%s' must be a constant expression, not %s", d->name,
                        d->init->spec ? "one of specialization constants" : "a value computed when the shader runs");
        d->sym = s;
        d->ty = s->type;
        declare(c, s);
        if (global && !(s->flags & QF_CONST)) {
            vec_push(c->a, &c->unit->globals, s);
            check_opengl_location(c, s);
        }
    }
}

void check_declaration(Checker *c, Node *decl, int global)
{
    if (!decl)
        return;
    c->at_token = decl->tok_index;
    switch (decl->kind) {
    case ND_DECLARATION:
        if (decl->type && decl->type->kind == TS_STRUCT)
            resolve_type(c, decl->type);
        if (global)
            check_opengl_io_version(c, decl);
        check_old_storage(c, decl, global);
        if (decl->list.len)
            check_variables(c, decl, global);
        else if (decl->type && decl->type->array.len)
            /* `float;` declares nothing, harmlessly (the grammar's lone fully_specified_type); an array
             * type without a name is taken for a mistake, as glslang does ("expect an array name"). */
            check_error(c, decl->loc, "this declaration of an array type declares nothing: give it a name (%s name;)",
                        tname(c, resolve_type(c, decl->type)));
        return;
    case ND_FUNCTION:
        check_function(c, decl);
        return;
    case ND_BLOCK_DECL:
        if (!global) {
            /* §4.3.9: interface blocks are the shader's interface, declared at global scope. */
            check_error(c, decl->loc, "block '%s' is declared inside a function: blocks are declared at global "
                        "scope", decl->name);
            return;
        }
        check_old_storage(c, decl, global);
        check_block(c, decl);
        return;
    case ND_QUALIFIER_DECL:
        check_qualifier_decl(c, decl, global);
        return;
    case ND_PRECISION:
        check_precision_statement(c, decl);
        return;
    default:
        check_error(c, decl->loc, "this declaration is not supported yet");
        return;
    }
}

/* ---- the unit ---- */

/* Marks a function that runs, and what it calls, directly or not: only
 * those functions are emitted (as glslang prunes the rest), and each needs
 * a body somewhere (a prototype is a promise that some source defines the
 * function). */
static void mark_reachable(Checker *c, Symbol *root)
{
    /* Depth first, in call order, with a stack of its own: call chains are
     * as long as the source makes them. */
    VEC(Symbol *) todo = {0};
    vec_push(c->a, &todo, root);
    while (todo.len) {
        Symbol *fn = todo.data[--todo.len];
        if (fn->reachable || fn->undefined_reported)
            continue;
        if (!fn->defined && c->g->opts->without_spirv)
            continue; /* another shader of the program may define it */
        if (!fn->defined) {
            fn->undefined_reported = 1;
            glsl_link_error(c->g, fn->loc, "'%s' is called but never defined: no source gives it a body", fn->name);
            continue;
        }
        fn->reachable = 1;
        for (size_t i = fn->calls.len; i-- > 0;)
            vec_push(c->a, &todo, fn->calls.data[i]);
    }
}

typedef struct CallWalk {
    Symbol *fn;
    size_t next; /* the index in fn->calls of the next callee to visit */
} CallWalk;

/* GLSL forbids recursion (§6.1): a depth-first walk of the call graph
 * (its stack in the arena) reports the first call that closes a cycle. */
static void find_recursion(Checker *c, Symbol *root)
{
    if (root->visiting)
        return;
    VEC(CallWalk) stack = {0};
    root->visiting = 1;
    vec_push(c->a, &stack, ((CallWalk){root, 0}));
    while (stack.len) {
        CallWalk *w = &stack.data[stack.len - 1];
        if (w->next == w->fn->calls.len) {
            w->fn->visiting = 2;
            stack.len--;
            continue;
        }
        Symbol *callee = w->fn->calls.data[w->next++];
        if (callee->visiting == 1 && !c->g->opts->without_spirv) /* OpenGL finds it when linking */
            glsl_link_error(c->g, w->fn->loc, "'%s' calls '%s', which leads back to it: GLSL does not allow recursion",
                            w->fn->name, callee->name);
        if (callee->visiting)
            continue;
        callee->visiting = 1;
        vec_push(c->a, &stack, ((CallWalk){callee, 0}));
    }
}

/* Laid-out Workgroup memory (shared blocks) and plain shared variables do
 * not mix: SPV_KHR_workgroup_memory_explicit_layout makes every Workgroup
 * variable a block once one is. */
static void check_shared_kinds(Checker *c)
{
    const Symbol *block = NULL, *plain = NULL;
    for (size_t i = 0; i < c->unit->globals.len; i++) {
        const Symbol *g = c->unit->globals.data[i];
        if (g->storage != SQ_SHARED)
            continue;
        if (g->decl && g->decl->kind == ND_BLOCK_DECL)
            block = block ? block : g;
        else
            plain = plain ? plain : g;
    }
    if (block && plain)
        check_error(c, plain->loc, "shared variable '%s' is not in a block, but '%s' is a shared block: shared "
                    "memory is all blocks or none", plain->name, block->decl->name);
}

CheckedUnit *check_unit(Glsl *g, const PpOutput *pp, const Ast *ast)
{
    Ast *asts[1] = {(Ast *)ast};
    return check_units(g, pp, asts, 1, 0);
}

void check_begin(Checker *c, Glsl *g, const PpOutput *pps, Ast *const *asts, size_t count)
{
    const PpOutput *pp = &pps[0];
    /* The newest version names the program's (OpSource). */
    for (size_t i = 1; i < count; i++)
        if (pps[i].version > pp->version)
            pp = &pps[i];
    const Ast *ast = asts[0];
    c->g = g;
    c->a = &g->ctx->arena;
    c->locals = asts[0]->bodies ? asts[0]->bodies : c->a;
    c->pp = pp;
    c->stage = g->opts->stage;
    c->at_token = UINT32_MAX;
    c->ext_answers = arena_alloc(c->a, EXT_ANSWERS * sizeof *c->ext_answers);
    c->families = check_type_families(c);
    c->appendix_a = check_limits_in_force(c);
    c->unit = arena_alloc(c->a, sizeof *c->unit);
    c->unit->ast = ast;
    c->unit->pp = pp;
    c->unit->local_size[0] = c->unit->local_size[1] = c->unit->local_size[2] = 1;
    c->unit->local_size_id[0] = c->unit->local_size_id[1] = c->unit->local_size_id[2] = -1;
    c->tt = arena_alloc(c->a, sizeof *c->tt);
    types_init(c->tt, c->a);
    c->unit->types = c->tt;
    c->globals = c->scope = c->unit->globals_scope = scope_new(c->a, NULL);
    c->scope_changes = scope_changes_at(c->globals);
    c->lookups = arena_alloc(c->a, CHECK_LOOKUPS * sizeof *c->lookups);
    c->unit->stage_layout.max_vertices = -1;
    c->unit->stage_layout.max_primitives = -1;
    check_precision_init(c);
    check_declare_builtins(c);
    /* Only these stages declare gl_WorkGroupSize (check_declare_builtins):
     * elsewhere its lookup would only miss, after a walk of every built-in
     * variable row (~3,000 instructions: 7 % of compiling an empty fragment shader). */
    if (c->stage == STAGE_COMPUTE || c->stage == STAGE_TASK || c->stage == STAGE_MESH)
        check_set_work_group_size(c);
}

void check_source_begin(Checker *c, const PpOutput *pps, size_t u)
{
    c->unit_index = (int)u;
    c->block_names = NULL; /* each source's own */
    c->pp = &pps[u];
    c->families = check_type_families(c);
    check_precision_init(c); /* each source starts from the defaults */
    memset(c->block_defaults, 0, sizeof c->block_defaults);
}

CheckedUnit *check_end(Checker *c, const PpOutput *pps)
{
    Glsl *g = c->g;
    c->at_token = UINT32_MAX; /* what comes after the walk sees every directive */
    /* A program needs main and a body for every function it calls; OpenGL
     * checks that when it links a stage's shaders, not in each shader. */
    if (!c->unit->main && !g->opts->without_spirv)
        glsl_link_error(g, pps[0].start_loc, "the shader has no 'void main()' defined");
    check_shared_kinds(c);
    check_finish_stage(c);
    for (size_t i = 0; i < c->unit->functions.len; i++)
        find_recursion(c, c->unit->functions.data[i]);
    if (c->unit->main)
        mark_reachable(c, c->unit->main);
    for (size_t i = 0; i < c->unit->global_calls.len; i++)
        mark_reachable(c, c->unit->global_calls.data[i]);
    return c->unit;
}

CheckedUnit *check_units(Glsl *g, const PpOutput *pps, Ast *const *asts, size_t count, int partial)
{
    Checker checker = {0};
    Checker *c = &checker;
    check_begin(c, g, pps, asts, count);
    for (size_t u = 0; u < count; u++) {
        check_source_begin(c, pps, u);
        size_t n = partial ? asts[u]->clean_decls : asts[u]->decls.len;
        for (size_t i = 0; i < n; i++)
            check_declaration(c, asts[u]->decls.data[i], 1);
        if (partial && asts[u]->clean_header == n + 1)
            check_function_header(c, asts[u]->decls.data[n]);
        c->at_token = UINT32_MAX; /* what comes after the walk sees every directive */
    }
    return partial ? c->unit : check_end(c, pps);
}
