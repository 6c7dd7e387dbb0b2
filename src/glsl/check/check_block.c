/* The checker: interface and uniform/buffer blocks (GLSL 4.60 4.3.9): their
 * members, layouts, names and instance names, and the version each needs. */
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/layout.h"

typedef struct LayoutReport {
    Checker *c;
    const Type *block;
} LayoutReport;

static void report_layout(void *user, uint32_t field, const char *message)
{
    LayoutReport *r = user;
    check_error(r->c, r->block->fields[field].loc, "%s", message);
}

/* Input and output blocks came with GLSL 1.50 and ES 3.20 (3.10 with
 * GL_EXT_shader_io_blocks); redeclaring gl_PerVertex with 4.10 (or
 * GL_ARB_separate_shader_objects). Task and mesh blocks and the ray
 * tracing stages come with extensions of their own. */
static void check_io_block_version(Checker *c, const Node *b)
{
    StorageQual storage = b->type->q->storage;
    if ((storage != SQ_IN && storage != SQ_OUT) || c->stage >= STAGE_TASK)
        return;
    int es = c->pp->profile == PROFILE_ES, v = c->pp->version;
    int per_vertex = strcmp(b->name, "gl_PerVertex") == 0;
    if (es && v < 320 && !check_extension_enabled(c, "GL_EXT_shader_io_blocks") &&
        !check_extension_enabled(c, "GL_OES_shader_io_blocks"))
        check_error(c, b->loc, "%s block '%s' needs #version 320 es or #extension GL_EXT_shader_io_blocks : enable",
                    storage == SQ_IN ? "an input" : "an output", b->name);
    else if (!es && per_vertex && v < 410 && !check_extension_enabled(c, "GL_ARB_separate_shader_objects"))
        check_error(c, b->loc, "redeclaring gl_PerVertex needs #version 410 or #extension GL_ARB_separate_shader_objects : enable");
    else if (!es && v < 150)
        check_error(c, b->loc, "%s block '%s' needs #version 150", storage == SQ_IN ? "an input" : "an output",
                    b->name);
}

/* §4.3.9: a block name names nothing else at global scope, its own
 * instance included (buffer reference blocks are types, declared as such). */
static void check_block_names(Checker *c, const Node *b)
{
    if (b->buffer_reference)
        return;
    Symbol *old = scope_lookup_local(c->globals, b->name);
    if (old && old->unit == c->unit_index)
        check_error(c, b->loc, "block name '%s' is already declared at global scope (%s): a block name cannot name "
                    "anything else", b->name, earlier_declaration(c, old));
    if (b->instance && strcmp(b->instance, b->name) == 0)
        check_error(c, b->loc, "block '%s' has an instance of the same name: at global scope a block name cannot "
                    "name anything else, so give the instance another", b->name);
}

/* GL_KHR_vulkan_glsl: push constants are one uniform block per stage, with
 * no descriptor set or binding (they live in the pipeline layout). The
 * shared and packed layouts check_layout_values refuses. */
static void check_vulkan_block_layout(Checker *c, const Node *b)
{
    const Qualifiers *q = b->type->q;
    if (!layout_item(q, "push_constant"))
        return;
    if (q->storage != SQ_UNIFORM)
        check_error(c, b->loc, "push_constant block '%s' must be a uniform block, not %s", b->name,
                    q->storage == SQ_BUFFER ? "a buffer block" : "one of another storage");
    static const char *const resources[] = {"set", "binding"};
    for (int i = 0; i < 2; i++)
        if (layout_item(q, resources[i]))
            check_error(c, layout_item(q, resources[i])->loc, "layout(%s) cannot qualify a push_constant block: push "
                        "constants have no descriptor", resources[i]);
    if (!c->push_constant)
        c->push_constant = b;
    else if (strcmp(c->push_constant->name, b->name) != 0) /* linked sources may each declare the same one */
        check_error(c, b->loc, "push_constant block '%s' is the stage's second (after '%s', line %u): a stage has one "
                    "push constant block", b->name, c->push_constant->name, c->push_constant->loc.line);
}

/* GL_ARB_gl_spirv: OpenGL does not assign bindings to the blocks of a
 * SPIR-V module, so each uniform and buffer block names its own (as
 * glslangValidator -G holds; -fauto-bind-uniforms gives them). */
static void check_opengl_spirv_block_binding(Checker *c, const Node *b)
{
    const GlslOptions *o = c->g->opts;
    const Qualifiers *q = b->type->q;
    if (o->vulkan_version || o->without_spirv || o->auto_bind_uniforms || b->buffer_reference ||
        layout_item(q, "shaderRecordNV") || layout_item(q, "shaderRecordEXT")) /* in the shader binding table */
        return;
    if ((q->storage == SQ_UNIFORM || q->storage == SQ_BUFFER) && !layout_item(q, "binding"))
        check_error(c, b->loc, "%s block '%s' needs layout(binding = N): SPIR-V for OpenGL assigns no bindings",
                    q->storage == SQ_UNIFORM ? "uniform" : "buffer", b->name);
}

/* §4.5: interpolation qualifiers (and centroid and sample, §4.3.5) are for
 * inputs and outputs, so a uniform, buffer or shared block takes none (its
 * members are checked with the other member qualifiers). */
static void check_block_interpolation(Checker *c, const Node *b)
{
    const uint32_t interpolation = QF_FLAT | QF_SMOOTH | QF_NOPERSPECTIVE | QF_CENTROID | QF_SAMPLE;
    StorageQual sq = b->type->q->storage;
    if (sq == SQ_IN || sq == SQ_OUT)
        return;
    if (b->type->q->flags & interpolation)
        check_error(c, b->loc, "block '%s' cannot have interpolation or auxiliary storage qualifiers (flat, smooth, "
                    "noperspective, centroid, sample): those are for inputs and outputs", b->name);
}

void check_block(Checker *c, Node *b)
{
    check_io_block_version(c, b);
    check_patch_stage(c, b->type->q, b->loc);
    if (strcmp(b->name, "gl_PerVertex") == 0 || check_mesh_builtin_block(c, b->name)) {
        check_redeclare_per_vertex(c, b);
        return;
    }
    /* Other built-in blocks redeclared only say which built-ins are used:
     * they are declared already. */
    if (strncmp(b->name, "gl_", 3) == 0) {
        if (!check_opengl_builtin_block_name(c, b))
            return;
        for (size_t i = 0; i < b->list.len; i++) {
            const Node *decl = b->list.data[i];
            for (size_t j = 0; j < decl->list.len; j++)
                if (!scope_lookup(c->scope, decl->list.data[j]->name))
                    check_error(c, decl->list.data[j]->loc, "'%s' is not a built-in variable of this stage",
                                decl->list.data[j]->name);
        }
        return;
    }
    check_block_names(c, b);
    if (c->g->opts->vulkan_version)
        check_vulkan_block_layout(c, b);
    check_layout_values(c, b->type->q);
    if (layout_item(b->type->q, "offset"))
        /* GLSL 4.60 §4.4.5: "The offset qualifier can only be used on block members" */
        check_error(c, layout_item(b->type->q, "offset")->loc, "layout(offset) applies to the members of block '%s', "
                    "not to the block", b->name);
    check_stage_qualifiers(c, b->type->q, b->type->q->storage, QUALIFIED_BLOCK);
    if ((b->type->q->storage == SQ_UNIFORM || b->type->q->storage == SQ_BUFFER) && layout_item(b->type->q, "location"))
        check_error(c, layout_item(b->type->q, "location")->loc, "layout(location) cannot qualify %s block '%s': "
                    "uniform and buffer blocks have bindings, not locations",
                    b->type->q->storage == SQ_UNIFORM ? "uniform" : "buffer", b->name);
    int storage_given = b->type->q->storage != SQ_NONE && b->type->q->storage != SQ_INOUT;
    if (!storage_given) {
        check_error(c, b->loc, "block '%s' needs a storage qualifier: uniform, buffer, in or out%s", b->name,
                    b->type->q->storage == SQ_INOUT ? " (inout is for function parameters)" : "");
        b->type->q->storage = SQ_UNIFORM; /* go on as if it were one, for the uses' sake */
    }
    apply_block_defaults(c, b->type->q);
    check_opengl_spirv_block_binding(c, b);
    if (c->g->opts->without_spirv) /* SPIR-V for OpenGL lays blocks out std140 and std430, as Vulkan does */
        check_opengl_block(c, b);
    check_block_interpolation(c, b);
    if (b->type->q->flags & QF_INVARIANT)
        /* §4.8.1: invariant qualifies output variables; a block is none (its
         * members can be, in an output block), as glslang holds. */
        check_error(c, b->loc, "block '%s' cannot be invariant: qualify the members of an output block instead",
                    b->name);
    check_shared_stage(c, b->type->q->storage, b->loc);
    check_interface_stage(c, b->type->q->storage, b->instance ? b->instance : b->name, b->loc);
    if ((c->stage == STAGE_FRAGMENT && b->type->q->storage == SQ_OUT) ||
        (c->stage == STAGE_VERTEX && b->type->q->storage == SQ_IN))
        /* GLSL 4.60 §4.3.9 (ES 3.20 too): no vertex input or fragment output blocks. */
        check_error(c, b->loc, "block '%s': %s shaders have no %s blocks: declare its members as %ss of their own",
                    b->name, c->stage == STAGE_FRAGMENT ? "fragment" : "vertex",
                    c->stage == STAGE_FRAGMENT ? "output" : "input", c->stage == STAGE_FRAGMENT ? "output" : "input");
    for (size_t i = 0; i < c->unit->globals.len; i++) {
        /* A block name is the interface's: two blocks of one storage cannot share it. */
        const Symbol *g = c->unit->globals.data[i];
        if (g->unit == c->unit_index && g->decl && g->decl->kind == ND_BLOCK_DECL && g->decl != b &&
            g->storage == b->type->q->storage && strcmp(g->decl->name, b->name) == 0) {
            check_error(c, b->loc, "block '%s' is declared twice with the same storage qualifier", b->name);
            break;
        }
    }
    if (b->type->q->storage == SQ_SHARED) {
        /* Laid-out Workgroup memory: SPV_KHR_workgroup_memory_explicit_layout, a SPIR-V 1.4 extension. */
        uint32_t version = c->g->opts->spirv_version;
        if (!check_extension_enabled(c, "GL_EXT_shared_memory_block"))
            check_error(c, b->loc, "a shared block needs #extension GL_EXT_shared_memory_block : enable");
        else if (version && version < SPIRV_1_4)
            check_error(c, b->loc, "a shared block needs SPIR-V 1.4, but the target is SPIR-V 1.%u: use "
                        "--target-env vulkan1.2 (or vulkan1.1 with --target-spv=spv1.4)", (version >> 8) & 0xff);
    }
    check_mesh_declaration(c, b->type->q, 1, b->instance ? b->instance : b->name, b->loc);
    check_ray_block(c, b);
    if (storage_given)
        check_memory_qualifiers(c, b->type->q->flags, NULL, b->type->q->storage, QUALIFIED_BLOCK, b->loc);
    /* A reference type is named before its members, which may point to it. */
    Type *ref_block = NULL;
    if (b->buffer_reference && !(ref_block = check_reference_type(c, b->name, b->type->q, b->loc, 1)))
        return;
    uint32_t count = 0;
    Field *fields = member_fields(c, b, &count);
    if (count && b->type->q->storage != SQ_BUFFER && c->pp->profile != PROFILE_ES) {
        /* Only a buffer's last member can be runtime-sized: elsewhere it is
         * as long as its largest constant index needs, as glslang sizes it. */
        const Type *t = fields[count - 1].type;
        if (t->kind == TY_ARRAY && !t->length && !t->spec_length && !t->implicit) {
            Type *sized = type_implicit_array(c->tt, t->elem, IMPLICIT_BY_USE_ANY_INDEX);
            sized->length = 1;
            fields[count - 1].type = sized;
        }
    }
    check_xfb_block(c, b, fields, count);
    for (uint32_t i = 0; c->pp->profile == PROFILE_ES && i < count; i++) {
        /* GLSL ES sizes every array but a buffer block's last member. */
        const Type *t = fields[i].type;
        if (t->kind == TY_ARRAY && (t->implicit || (!t->length && !t->spec_length)) &&
            !(b->type->q->storage == SQ_BUFFER && i + 1 == count))
            check_error(c, fields[i].loc, "member '%s' needs an array size: in GLSL ES only the last member of a "
                        "buffer block may be unsized", fields[i].name);
    }
    /* A block's align and matrix layout are its members' defaults (§4.4.5). */
    int64_t align = -1;
    layout_int(c, b->type->q, "align", &align);
    MatrixLayout major = layout_item(b->type->q, "row_major") ? MATRIX_ROW_MAJOR
                         : layout_item(b->type->q, "column_major") ? MATRIX_COLUMN_MAJOR : MATRIX_DEFAULT;
    for (uint32_t i = 0; i < count; i++) {
        /* perviewNV on a block makes every member per view. */
        fields[i].flags |= b->type->q->flags & QF_PERVIEW;
        if (fields[i].flags & QF_PERVIEW)
            fields[i].type = check_mesh_per_view(c, fields[i].type, fields[i].name, fields[i].loc);
        if (fields[i].align < 0 && align >= 0)
            fields[i].align = (int32_t)align;
        if (fields[i].matrix == MATRIX_DEFAULT)
            fields[i].matrix = major;
    }
    for (size_t i = 0, k = 0; i < b->list.len; i++) {
        const Node *member = b->list.data[i];
        StorageQual sq = member->type ? member->type->q->storage : SQ_NONE;
        if (sq != SQ_NONE && sq != b->type->q->storage)
            check_error(c, member->loc, "a member of block '%s' can only repeat the block's own storage qualifier",
                        b->name);
        int handles = b->type->q->storage == SQ_UNIFORM || b->type->q->storage == SQ_BUFFER; /* if bindless */
        for (size_t j = 0; j < member->list.len && k < count; j++, k++)
            if ((is_resource(fields[k].type) || (fields[k].type->kind == TY_STRUCT && holds_resource(fields[k].type))) &&
                !(handles && check_opengl_bindless_handle(c, fields[k].type)))
                check_error(c, fields[k].loc, "member '%s' of block '%s' cannot be or hold a sampler, texture or "
                            "image: those are variables of their own", fields[k].name, b->name);
    }
    for (uint32_t i = 0; (b->type->q->storage == SQ_IN || b->type->q->storage == SQ_OUT) && i < count; i++) {
        const char *io = b->type->q->storage == SQ_IN ? "input" : "output";
        if (holds_scalars(fields[i].type, TY_BOOL))
            check_error(c, fields[i].loc, "member '%s' of %s block '%s' cannot be or hold a bool: use an int (or "
                        "uint) and compare it", fields[i].name, io, b->name);
        else
            check_es_io_shape(c, fields[i].type, b->type->q->storage, fields[i].flags | b->type->q->flags, 0,
                              (Subject){"member '%s' of %s block '%s'", fields[i].name, io, b->name},
                              fields[i].loc);
    }
    if ((b->type->q->storage == SQ_IN || b->type->q->storage == SQ_OUT) && !layout_item(b->type->q, "location")) {
        /* §4.4.1.1: without a block location, all members or none have one. */
        uint32_t located = 0;
        for (uint32_t i = 0; i < count; i++)
            located += fields[i].location >= 0;
        if (located && located < count)
            check_error(c, b->loc, "block '%s' has no location, so either all its members need one or none: "
                        "%u of %u have one", b->name, located, count);
    }
    Type *t = ref_block;
    if (t) {
        /* The block's memory qualifiers hold for every access through a reference. */
        for (uint32_t i = 0; i < count; i++)
            fields[i].flags |= b->type->q->flags & (QF_COHERENT | QF_VOLATILE | QF_RESTRICT | QF_READONLY |
                                                   QF_WRITEONLY | QF_DEVICECOHERENT | QF_QUEUEFAMILYCOHERENT |
                                                   QF_WORKGROUPCOHERENT | QF_SUBGROUPCOHERENT | QF_NONPRIVATE);
        t->fields = fields;
        t->field_count = count;
        t->depth = type_fields_depth(fields, count);
        t->ref_defined = 1;
        check_reference_members(c, t, b->loc);
        if (b->instance) /* also a buffer variable: a block of its own (Block or BufferBlock there) */
            t = type_struct(c->tt, b->name, fields, count, 1);
    } else {
        t = type_struct(c->tt, b->name, fields, count, 1);
    }
    if (b->type->q->storage == SQ_BUFFER || b->type->q->storage == SQ_UNIFORM || b->type->q->storage == SQ_SHARED) {
        /* offset and align mistakes are the checker's to report */
        const Qualifiers *q = b->type->q;
        int scalar = 0, std430 = q->storage == SQ_BUFFER || q->storage == SQ_SHARED, std140 = 0;
        for (size_t i = 0; i < q->layout.len; i++) {
            scalar |= strcmp(q->layout.data[i].name, "scalar") == 0;
            std430 |= strcmp(q->layout.data[i].name, "std430") == 0 || strcmp(q->layout.data[i].name, "push_constant") == 0;
            std140 |= strcmp(q->layout.data[i].name, "std140") == 0;
        }
        if (q->storage == SQ_UNIFORM && layout_item(q, "std430") && !layout_item(q, "push_constant"))
            /* Uniform buffers follow std140 (or scalar): std430 is for buffers and push constants. */
            check_error(c, b->loc, "layout(std430) needs a buffer block or push constants: uniform block '%s' is "
                        "std140 (or scalar, with GL_EXT_scalar_block_layout)", b->name);
        BlockLayout rules = scalar ? LAYOUT_SCALAR : std140 ? LAYOUT_STD140 : std430 ? LAYOUT_STD430 : LAYOUT_STD140;
        uint32_t *offsets = arena_alloc(c->a, (count + 1) * sizeof *offsets);
        LayoutReport report = {c, t};
        TypeLayout whole;
        layout_struct(t, rules, MATRIX_COLUMN_MAJOR, offsets, NULL, &whole, report_layout, &report);
    }
    if (ref_block && !b->instance)
        return; /* only a type */
    const Qualifiers *q = b->type->q;
    const Type *vt = apply_array(c, t, &b->array, NULL, b->loc);
    if ((q->storage == SQ_UNIFORM || q->storage == SQ_BUFFER) && b->array.len == 1 && !b->array.data[0] &&
        !check_extension_enabled(c, "GL_EXT_nonuniform_qualifier"))
        /* §4.3.9: "uniform and shader storage block array declarations must specify an array size" (glslang
         * sizes one by its largest index); GL_EXT_nonuniform_qualifier brings runtime-sized ones. */
        check_error(c, b->loc, "the array of blocks '%s' needs a size (a runtime-sized one needs #extension "
                    "GL_EXT_nonuniform_qualifier : enable)", b->instance ? b->instance : b->name);
    if ((q->storage == SQ_UNIFORM || q->storage == SQ_BUFFER) && c->g->opts->vulkan_version &&
        b->array.len > (layout_item(q, "push_constant") ? 0u : 1u))
        /* Vulkan: a Uniform or StorageBuffer variable is a block or an array of blocks (VUID-StandaloneSpirv-
         * Uniform-06807), a push constant a block (VUID-StandaloneSpirv-PushConstant-06808). */
        check_error(c, b->loc, "%s '%s' cannot be %s: Vulkan takes %s", layout_item(q, "push_constant")
                    ? "push constant block" : "block", b->instance ? b->instance : b->name,
                    layout_item(q, "push_constant") ? "an array" : "an array of arrays",
                    layout_item(q, "push_constant") ? "one push constant block" : "a block or an array of blocks");
    int per_vertex = check_is_per_vertex(c, q->storage, q->flags);
    if ((q->storage == SQ_IN || q->storage == SQ_OUT) && b->array.len > (per_vertex ? 1u : 0u)) {
        /* Each element of an array of blocks takes locations of its own: a
         * member's fixed one cannot serve them all (§4.4.1). */
        for (uint32_t i = 0; i < count; i++)
            if (fields[i].location >= 0) {
                check_error(c, fields[i].loc, "member '%s' of the array of blocks '%s' cannot have a location: "
                            "each element needs locations of its own (give the block one)", fields[i].name,
                            b->instance ? b->instance : b->name);
                break;
            }
    }
    if (per_vertex)
        vt = check_per_vertex_type(c, vt, q->storage, q->flags, b->instance ? b->instance : b->name, b->loc);
    else if ((q->storage == SQ_IN || q->storage == SQ_OUT) && vt->kind == TY_ARRAY && !vt->length &&
             !vt->spec_length && !vt->implicit)
        vt = type_implicit_array(c->tt, vt->elem, IMPLICIT_BY_USE); /* sized by its largest constant index */
    Symbol *linked = b->instance ? linked_global(c, b->instance, SYM_VARIABLE, vt, q->storage, b->loc) : NULL;
    for (size_t i = 0; c->unit_index && !b->instance && i < c->unit->globals.len && !linked; i++) {
        Symbol *g = c->unit->globals.data[i];
        if (g->unit != c->unit_index && g->decl && g->decl->kind == ND_BLOCK_DECL && !g->decl->instance &&
            strcmp(g->decl->name, b->name) == 0) {
            linked = g;
            if (g->storage != q->storage || !types_match(g->type, vt))
                glsl_link_error(c->g, b->loc, "block '%s' is declared differently in another source of this program",
                                b->name);
        }
    }
    if (linked) {
        /* The same block as another unit's: one variable, its members declared already. */
        b->sym = linked;
        b->ty = linked->type;
        return;
    }
    Symbol *v = new_symbol(c, SYM_VARIABLE, b->instance ? b->instance : b->name, vt, b->loc);
    v->decl = b;
    v->storage = q->storage;
    v->flags = q->flags;
    v->spirv_decorations = check_spirv_decorations(c, q, 0);
    check_spirv_misplaced(c, q, 1, 0, "a block");
    set_stream(c, v, q);
    check_xfb_place(c, q, v);
    v->per_vertex = per_vertex;
    v->is_global = 1;
    b->sym = v;
    b->ty = vt;
    vec_push(c->a, &c->unit->globals, v);
    add_block_name(c, b);
    if (b->instance) {
        declare(c, v);
        return;
    }
    /* Members of a block without an instance name are names of their own. */
    for (uint32_t i = 0; i < count; i++) {
        Symbol *m = new_symbol(c, SYM_BLOCK_MEMBER, fields[i].name, fields[i].type, fields[i].loc);
        m->block = v;
        m->member = i;
        m->storage = q->storage;
        m->flags = q->flags | fields[i].flags;
        m->precision = fields[i].precision;
        m->is_global = 1;
        declare(c, m);
    }
}
