/* The emitter, part 1: the module around the code. Types (one SPIR-V type
 * per GLSL type and block layout), constants, global variables with their
 * decorations, the entry point, and emit_unit(), which runs it all.
 * Capabilities and extensions are left to the builder (spv_finish). */
#include <string.h>

#include "glsl/emit/emit.h"

static void put_string(Emitter *e, SpvWords *w, const char *s)
{
    spv_string(&e->b, w, s);
}

/* The block layout of a uniform, buffer or push-constant block. */
static BlockLayout block_layout(const Symbol *s, const TypeSpec *ts)
{
    if (emit_find_layout(ts, "scalar"))
        return LAYOUT_SCALAR;
    if (emit_find_layout(ts, "std430"))
        return LAYOUT_STD430;
    if (emit_find_layout(ts, "std140"))
        return LAYOUT_STD140;
    if (s->storage == SQ_BUFFER || s->storage == SQ_SHARED || emit_find_layout(ts, "push_constant"))
        return LAYOUT_STD430;
    return LAYOUT_STD140;
}

/* An array of descriptors sized at run time (uniform sampler2D t[];). */
static void require_runtime_descriptors(Emitter *e, const Type *t)
{
    if (t->kind == TY_ARRAY && !t->length && !t->spec_length)
        spv_require_capability(&e->b, SpvCapabilityRuntimeDescriptorArray);
}

/* Whether `t` holds scalars `width` bits wide. */
static int holds_width(const Type *t, unsigned width)
{
    if (t->kind == TY_STRUCT) {
        for (uint32_t i = 0; i < t->field_count; i++)
            if (holds_width(t->fields[i].type, width))
                return 1;
        return 0;
    }
    if (t->kind == TY_ARRAY)
        return holds_width(t->elem, width);
    const Type *scalar = type_scalar_of(t);
    return scalar && scalar->kind != TY_BOOL && scalar->width == width;
}

static size_t shared_blocks(const Emitter *e)
{
    size_t n = 0;
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        const Symbol *g = e->unit->globals.data[i];
        n += g->storage == SQ_SHARED && g->decl && g->decl->kind == ND_BLOCK_DECL;
    }
    return n;
}

/* A resource's binding: the one emit_settle_bindings gave it (binding
 * bases, -fauto-bind-uniforms), its own, or for OpenGL 0. Vulkan has no default (two resources at binding 0 would
 * alias), so glslang, glslc and glspv ask for one. */
static uint32_t binding_of(Emitter *e, const Symbol *s, const TypeSpec *ts, const char *name)
{
    if (s->binding)
        return s->binding - 1;
    if (!emit_find_layout(ts, "binding") && e->g->opts->vulkan_version)
        glsl_error(e->g, s->loc, "'%s' needs layout(binding = N): Vulkan has no automatic bindings "
                   "(-fauto-bind-uniforms assigns them)", name);
    return emit_layout_value(ts, "binding", 0);
}

static uint32_t block_variable(Emitter *e, Symbol *s)
{
    const Node *decl = s->decl;
    const TypeSpec *ts = decl->type;
    const Type *block = s->type->kind == TY_ARRAY ? s->type->elem : s->type;
    BlockLayout layout = block_layout(s, ts);
    uint32_t storage;
    uint32_t struct_id = emit_type(e, block, layout);
    if (emit_find_layout(ts, "push_constant")) {
        storage = SpvStorageClassPushConstant;
        emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    } else if (s->storage == SQ_SHARED) {
        /* GL_EXT_shared_memory_block: laid-out Workgroup memory, whose
         * blocks all alias one another. */
        storage = SpvStorageClassWorkgroup;
        emit_decorate(e, struct_id, SpvDecorationBlock, 0);
        spv_require_capability(&e->b, SpvCapabilityWorkgroupMemoryExplicitLayoutKHR);
        if (holds_width(block, 8))
            spv_require_capability(&e->b, SpvCapabilityWorkgroupMemoryExplicitLayout8BitAccessKHR);
        if (holds_width(block, 16))
            spv_require_capability(&e->b, SpvCapabilityWorkgroupMemoryExplicitLayout16BitAccessKHR);
    } else if (emit_find_layout(ts, "shaderRecordEXT") || emit_find_layout(ts, "shaderRecordNV")) {
        storage = SpvStorageClassShaderRecordBufferKHR; /* in the shader binding table: no set or binding */
        emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    } else if (s->storage == SQ_BUFFER && e->b.version < 0x00010300 && !emit_coopmat_enabled(e)) {
        storage = SpvStorageClassUniform; /* SPIR-V 1.0-1.2: BufferBlock in Uniform */
        emit_decorate(e, struct_id, SpvDecorationBufferBlock, 0);
    } else {
        storage = s->storage == SQ_BUFFER ? SpvStorageClassStorageBuffer : SpvStorageClassUniform;
        emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    }
    /* An anonymous block's variable has an empty name, as glslang gives it. */
    uint32_t id = emit_new_variable(e, storage, s->type, layout, decl->instance ? decl->instance : "", 0);
    require_runtime_descriptors(e, s->type);
    s->spv_storage = storage;
    s->spv_layout = layout;
    if (storage == SpvStorageClassWorkgroup && shared_blocks(e) > 1)
        emit_decorate(e, id, SpvDecorationAliased, 0);
    if (storage != SpvStorageClassPushConstant && storage != SpvStorageClassWorkgroup &&
        storage != SpvStorageClassShaderRecordBufferKHR) {
        emit_decorate(e, id, SpvDecorationDescriptorSet, 1, emit_resource_set(e, ts));
        emit_decorate(e, id, SpvDecorationBinding, 1, binding_of(e, s, ts, decl->instance ? decl->instance : decl->name));
    }
    /* Memory qualifiers of the block and of each member, on the members (as
     * glslang writes them). volatile implies coherent. */
    for (uint32_t i = 0; i < block->field_count; i++)
        emit_decorate_memory(e, struct_id, (int)i, s->flags | block->fields[i].flags);
    return id;
}

/* A uniform sampler, texture or image: a UniformConstant variable with its
 * descriptor set and binding. */
static uint32_t resource_variable(Emitter *e, Symbol *s)
{
    const TypeSpec *ts = s->decl_type;
    s->spv_storage = SpvStorageClassUniformConstant;
    uint32_t id = emit_new_variable(e, SpvStorageClassUniformConstant, s->type, LAYOUT_NONE, s->name, 0);
    require_runtime_descriptors(e, s->type);
    emit_decorate(e, id, SpvDecorationDescriptorSet, 1, emit_resource_set(e, ts));
    emit_decorate(e, id, SpvDecorationBinding, 1, binding_of(e, s, ts, s->name));
    const Type *elem = s->type;
    while (elem->kind == TY_ARRAY)
        elem = elem->elem;
    if (elem->kind == TY_OPAQUE && TYPE_BASE(elem->opaque) == BT_SUBPASS) {
        const LayoutItem *index = emit_find_layout(ts, "input_attachment_index");
        if (!index || !index->value || !index->value->cval)
            glsl_error(e->g, s->loc, "subpass input '%s' needs layout(input_attachment_index = N)", s->name);
        else
            emit_decorate(e, id, SpvDecorationInputAttachmentIndex, 1, (uint32_t)index->value->cval->comps[0].u);
    }
    emit_decorate_memory(e, id, -1, s->flags);
    return id;
}

static uint32_t global_variable(Emitter *e, Symbol *s);

uint32_t emit_global(Emitter *e, Symbol *s)
{
    if (s->id || emit_dropped(e, s->type))
        return s->id;
    e->at = s->loc;
    s->id = global_variable(e, s);
    if (s->precision == PREC_LOW || s->precision == PREC_MEDIUM)
        emit_relaxed(e, s->id);
    emit_spirv_decorations(e, s->id, -1, s->spirv_decorations);
    if (e->debug)
        emit_debug_global(e, s, s->id);
    return s->id;
}

/* Whether a global's initializer is an OpVariable initializer. A reference is
 * no SPIR-V constant, and a value computed from specialization constants holds
 * only their defaults in cval: such initializers run at the start of main. */
int emit_global_init_is_constant(const Node *d, const Type *t)
{
    return d && d->init && d->init->cval && !d->init->spec && !type_holds_reference(t);
}

static uint32_t global_variable(Emitter *e, Symbol *s)
{
    if (s->spirv_storage_class >= 0) {
        /* spirv_storage_class(N): the user's storage class, as it is. */
        emit_spirv_reqs(e, s->spirv_storage_reqs);
        s->spv_storage = (uint32_t)s->spirv_storage_class;
        uint32_t id = emit_new_variable(e, s->spv_storage, s->type, LAYOUT_NONE, s->name, 0);
        const LayoutItem *loc = emit_find_layout(s->decl_type, "location");
        if (loc && loc->value && loc->value->cval) /* ray payloads and the like are matched by location */
            emit_decorate(e, id, SpvDecorationLocation, 1, (uint32_t)loc->value->cval->comps[0].u);
        return id;
    }
    if (s->storage == SQ_IN || s->storage == SQ_OUT)
        return s->id = emit_interface_variable(e, s);
    uint32_t mesh = emit_mesh_variable(e, s);
    if (mesh)
        return mesh;
    uint32_t ray = emit_ray_variable(e, s);
    if (ray)
        return ray;
    if (s->decl && s->decl->kind == ND_BLOCK_DECL)
        return s->id = block_variable(e, s);
    if (emit_is_atomic_counter(s))
        return s->id = emit_atomic_counter_variable(e, s);
    if (emit_is_default_uniform(e, s))
        return s->id = emit_default_uniform_variable(e, s);
    if (s->storage == SQ_UNIFORM)
        return s->id = resource_variable(e, s);
    uint32_t init = 0;
    const Node *d = s->decl;
    if (emit_global_init_is_constant(d, s->type))
        init = emit_constant(e, d->init->cval);
    uint32_t storage = s->storage == SQ_SHARED ? SpvStorageClassWorkgroup : SpvStorageClassPrivate;
    s->spv_storage = storage;
    if (d && d->init && d->init->kind == ND_INIT_LIST && !d->init->args.len) /* = {} (GL_EXT_null_initializer) */
        init = spv_unique(&e->b, SpvOpConstantNull, emit_type(e, s->type, LAYOUT_NONE), NULL, 0);
    else if (storage == SpvStorageClassWorkgroup)
        init = 0;
    s->id = emit_new_variable(e, storage, s->type, LAYOUT_NONE, s->name, init);
    return s->id;
}

const TypeSpec *emit_resource_spec(const Symbol *s)
{
    if (s->decl && s->decl->kind == ND_BLOCK_DECL)
        return s->decl->type;
    return s->decl_type;
}

uint32_t emit_local_qualified(Emitter *e, const Type *t, const char *name, uint32_t flags)
{
    uint32_t id = spv_new_id(&e->b);
    uint32_t ptr = emit_pointer_type(e, SpvStorageClassFunction, t, LAYOUT_NONE);
    uint32_t w[3] = {ptr, id, SpvStorageClassFunction};
    spv_inst_to(&e->b, &e->vars, SpvOpVariable, w, 3);
    if (name)
        emit_name(e, id, name);
    emit_pointer_variable(e, id, t, flags);
    return id;
}

uint32_t emit_local(Emitter *e, const Type *t, const char *name)
{
    return emit_local_qualified(e, t, name, 0);
}

/* ---- the module ---- */

/* OpSource of file `file` (its OpString) with `text`, continued in
 * OpSourceContinued pieces (an instruction has at most 65535 words). */
static void emit_source_text(Emitter *e, uint32_t language, uint32_t version, uint32_t file, const char *text)
{
    size_t len = text ? strlen(text) : 0;
    SpvWords w = {0};
    vec_push(e->a, &w, language);
    vec_push(e->a, &w, version);
    if (file)
        vec_push(e->a, &w, file);
    for (size_t at = 0, n = 0; text && at <= len; at += n) {
        n = emit_text_piece(text + at, len - at);
        char *chunk = arena_strndup(e->a, text + at, n);
        put_string(e, &w, chunk);
        spv_inst(&e->b, SEC_DEBUG_SOURCE, at ? SpvOpSourceContinued : SpvOpSource, w.data, w.len);
        w.len = 0;
        if (at + n >= len)
            return;
    }
    if (!text)
        spv_inst(&e->b, SEC_DEBUG_SOURCE, SpvOpSource, w.data, w.len);
}

/* -g: an OpString naming each file (one per name: a file included twice
 * is one), and an OpSource with each file's text, as glslc -g writes them:
 * the main file's first, then those #include brought in. With -gV and
 * -gVS the text goes into DebugSource instead (emit_debuginfo.c, with
 * -gVS only), and OpSource names the main file without it, as glslang
 * leaves OpSource out. */
static void emit_debug_source(Emitter *e, uint32_t language, uint32_t version)
{
    Glsl *g = e->g;
    /* Every #line adds a file entry: names found by hash, not compared
     * with each entry before (hash -> index + 1 of the first with it). */
    U32Map by_hash = {0};
    for (size_t i = 0; i < g->files.len; i++) {
        const char *name = g->files.data[i] ? g->files.data[i] : "";
        uint32_t hash = hash_string(name), first = 0, id = 0;
        if (u32map_get(&by_hash, hash, &first) && strcmp(g->files.data[first - 1] ? g->files.data[first - 1] : "",
                                                         name) == 0)
            id = e->file_ids.data[first - 1];
        if (!first)
            u32map_put(e->a, &by_hash, hash, (uint32_t)i + 1);
        if (!id) {
            SpvWords w = {0};
            id = spv_new_id(&e->b);
            vec_push(e->a, &w, id);
            put_string(e, &w, name);
            spv_inst(&e->b, SEC_DEBUG_SOURCE, SpvOpString, w.data, w.len);
        }
        vec_push(e->a, &e->file_ids, id);
    }
    uint32_t main_file = e->file_ids.len ? e->file_ids.data[0] : 0;
    if (g->opts->debug_info_shader) {
        emit_source_text(e, language, version, main_file, NULL);
        return;
    }
    emit_source_text(e, language, version, main_file, g->file_sources.len ? g->file_sources.data[0] : NULL);
    /* Each other file's text once (#line renumbering leaves entries without text). */
    U32Map written = {0};
    u32map_put(e->a, &written, main_file, 1);
    for (size_t i = 1; i < e->file_ids.len; i++) {
        const char *text = i < g->file_sources.len ? g->file_sources.data[i] : NULL;
        if (text && !u32map_get(&written, e->file_ids.data[i], NULL)) {
            u32map_put(e->a, &written, e->file_ids.data[i], 1);
            emit_source_text(e, language, version, e->file_ids.data[i], text);
        }
    }
}

static void emit_header(Emitter *e, const PpOutput *pp)
{
    /* Always first and always written, as glslang does, even where another
     * capability implies it. */
    spv_require_capability(&e->b, SpvCapabilityShader);
    for (size_t i = 0; i < pp->pragmas.len; i++) {
        const Pragma *p = &pp->pragmas.data[i];
        if (p->count == 1 && p->tokens[0].len == 23 && memcmp(p->tokens[0].text, "use_vulkan_memory_model", 23) == 0)
            e->vulkan_memory_model = 1;
    }
    e->vulkan_memory_model |= emit_needs_vulkan_memory_model(e);
    SpvWords w = {0};
    e->glsl450 = spv_new_id(&e->b);
    vec_push(e->a, &w, e->glsl450);
    put_string(e, &w, "GLSL.std.450");
    spv_inst(&e->b, SEC_EXT_IMPORT, SpvOpExtInstImport, w.data, w.len);
    uint32_t language = pp->profile == PROFILE_ES ? SpvSourceLanguageESSL : SpvSourceLanguageGLSL;
    if (!e->g->opts->debug_info) {
        spv_instv(&e->b, SEC_DEBUG_SOURCE, SpvOpSource, 2, language, (uint32_t)pp->version);
        return;
    }
    emit_debug_source(e, language, (uint32_t)pp->version);
    if (e->g->opts->debug_info_shader)
        emit_debug_begin(e, language);
}

static uint32_t execution_model(Stage stage)
{
    switch (stage) {
    case STAGE_VERTEX: return SpvExecutionModelVertex;
    case STAGE_TESS_CONTROL: return SpvExecutionModelTessellationControl;
    case STAGE_TESS_EVALUATION: return SpvExecutionModelTessellationEvaluation;
    case STAGE_GEOMETRY: return SpvExecutionModelGeometry;
    case STAGE_FRAGMENT: return SpvExecutionModelFragment;
    case STAGE_RAYGEN: return SpvExecutionModelRayGenerationKHR;
    case STAGE_INTERSECT: return SpvExecutionModelIntersectionKHR;
    case STAGE_ANY_HIT: return SpvExecutionModelAnyHitKHR;
    case STAGE_CLOSEST_HIT: return SpvExecutionModelClosestHitKHR;
    case STAGE_MISS: return SpvExecutionModelMissKHR;
    case STAGE_CALLABLE: return SpvExecutionModelCallableKHR;
    default: return SpvExecutionModelGLCompute;
    }
}

static void emit_entry_point(Emitter *e, Stage stage)
{
    Symbol *main_fn = e->unit->main;
    SpvWords w = {0};
    vec_push(e->a, &w, stage == STAGE_TASK || stage == STAGE_MESH ? emit_mesh_execution_model(e, stage)
                                                                  : execution_model(stage));
    vec_push(e->a, &w, main_fn->id);
    put_string(e, &w, e->g->opts->entry_point_name ? e->g->opts->entry_point_name : "main");
    for (size_t i = 0; i < e->interface.len; i++)
        vec_push(e->a, &w, e->interface.data[i]);
    spv_inst(&e->b, SEC_ENTRY_POINT, SpvOpEntryPoint, w.data, w.len);
    emit_execution_modes(e, stage);
}

/* The builder's size checks, reported at the construct being emitted. */
static void report_too_large(void *user, size_t words, int whole_module)
{
    Emitter *e = user;
    uint32_t limit = glsl_limit(e->g, GLSPV_LIMIT_MODULE_WORDS);
    if (whole_module)
        glsl_error(e->g, e->at, "the SPIR-V module needs more than %u words (limit module-words: %u)",
                   (unsigned)limit, (unsigned)limit);
    else
        glsl_error(e->g, e->at, "this needs an instruction of %zu words, too large for one SPIR-V instruction "
                   "(at most %u)", words, SPV_MAX_INST_WORDS);
    ctx_fatal(e->g->ctx, GLSPV_ERROR_COMPILE);
}

/* What the module's start takes from the whole unit: the memory model,
 * and the capabilities of perprimitive inputs and primitive culling. */
static uint64_t begin_facts(const Emitter *e)
{
    return (uint64_t)emit_needs_vulkan_memory_model(e) | (uint64_t)emit_uses_per_primitive(e) << 1 |
           (uint64_t)(e->unit->primitive_culling != 0) << 2;
}

Emitter *emit_begin(Glsl *g, CheckedUnit *unit, uint32_t spirv_version, Ast *release)
{
    Emitter *e = arena_alloc(&g->ctx->arena, sizeof *e);
    e->g = g;
    e->a = &g->ctx->arena;
    e->unit = unit;
    e->tt = unit->types;
    spv_builder_init(&e->b, g->ctx, spirv_version, GLSPV_GENERATOR_WORD);
    size_t max_words = glsl_limit(g, GLSPV_LIMIT_MODULE_WORDS);
    if (max_words) /* (0: no limit) */
        e->b.max_words = max_words;
    e->b.too_large = report_too_large;
    e->b.too_large_user = e;
    emit_header(e, unit->pp);
    emit_mesh_requirements(e, g->opts->stage);
    emit_ray_requirements(e, g->opts->stage);
    if (g->opts->auto_map_locations)
        emit_assign_locations(e);
    emit_settle_bindings(e);
    e->begin_facts = begin_facts(e);
    /* Each body goes back once emitted (the module and the whole tree are
     * never held together), but not those read later: a function with
     * image parameters is copied as its calls ask (emit_function_clones),
     * an array sized by a specialization constant keeps its size
     * expression's node in its type, and the debug information's last
     * instructions look back at the functions. */
    e->release = release && !e->debug && !unit->types->spec_size_keys.len ? release : NULL;
    return e;
}

void emit_declared(Emitter *e, const PtrMap *called)
{
    CheckedUnit *unit = e->unit;
    /* Globals and functions in the order of the source: what a module made
     * as the declarations come (one function's tree at a time) would be. */
    for (; e->next_function < unit->functions.len; e->next_function++) {
        Symbol *fn = unit->functions.data[e->next_function];
        for (; e->next_global < fn->globals_before; e->next_global++)
            emit_global(e, unit->globals.data[e->next_global]);
        if (emit_has_image_parameter(fn))
            continue; /* emitted, if called, by emit_function_clones */
        if (called ? ptrmap_get(called, fn->name) != 0 : fn->reachable)
            emit_function(e, fn); /* the others are dropped, as glslang does */
        /* (a type sized by a specialization constant holds its size's node) */
        if (e->release && !unit->types->spec_size_keys.len)
            ast_body_done(e->release, fn->decl);
    }
}

uint32_t *emit_end(Emitter *e, size_t *count)
{
    CheckedUnit *unit = e->unit;
    Glsl *g = e->g;
    for (; e->next_global < unit->globals.len; e->next_global++)
        emit_global(e, unit->globals.data[e->next_global]);
    emit_function_clones(e); /* those with image parameters, as their calls ask */
    /* An unused specialization constant is still the application's to set
     * (and to find by reflection): glslang keeps every one. */
    for (size_t i = 0; i < unit->spec_constants.len; i++)
        emit_spec_constant(e, unit->spec_constants.data[i]);
    /* The functions' variables were copied into the module: their buffer
     * goes back before spv_finish copies the module once more. */
    arena_free_block(e->a, e->vars.data);
    e->vars = (SpvWords){0};
    if (e->debug)
        emit_debug_entry_point(e);
    emit_entry_point(e, g->opts->stage);
    /* Known only now: whether some reference made a PhysicalStorageBuffer
     * pointer, or a spirv_type asked for the capability of one. */
    int physical = e->uses_physical_storage || u32map_get(&e->b.capabilities,
                                                          SpvCapabilityPhysicalStorageBufferAddresses, NULL);
    spv_instv(&e->b, SEC_MEMORY_MODEL, SpvOpMemoryModel, 2,
              physical ? SpvAddressingModelPhysicalStorageBuffer64 : SpvAddressingModelLogical,
              e->vulkan_memory_model ? SpvMemoryModelVulkan : SpvMemoryModelGLSL450);
    if (g->opts->drop_names)
        e->b.sections[SEC_DEBUG_NAME].len = 0;
    uint32_t *words = spv_finish(&e->b, count);
    if (words && e->intrinsics.len)
        emit_spirv_validate(e, words, *count);
    return words;
}

void emit_unit_facts(const Emitter *e, UnitFacts *f)
{
    const CheckedUnit *u = e->unit;
    memset(f, 0, sizeof *f); /* the padding too: compared by memcmp */
    f->stage_layout = u->stage_layout;
    memcpy(f->local_size, u->local_size, sizeof f->local_size);
    memcpy(f->local_size_id, u->local_size_id, sizeof f->local_size_id);
    memcpy(f->local_size_set, u->local_size_set, sizeof f->local_size_set);
    memcpy(f->xfb_strides, u->xfb_strides, sizeof f->xfb_strides);
    int flags[] = {u->uses_streams, u->uses_xfb, u->vulkan_memory_model, u->primitive_culling,
                   u->uses_interlock, u->passthrough, u->emits_mesh_tasks, (int)u->spirv_modes.len};
    memcpy(f->flags, flags, sizeof f->flags);
}

int emit_settled(const Emitter *e, const UnitFacts *facts)
{
    UnitFacts now;
    emit_unit_facts(e, &now);
    if (memcmp(&now, facts, sizeof now) != 0 || begin_facts(e) != e->begin_facts)
        return 0;
    for (size_t i = 0; i < e->implicit_lengths.len; i++)
        if (e->implicit_lengths.data[i].type->length != e->implicit_lengths.data[i].length)
            return 0;
    return 1;
}

int emit_can_stream(const GlslOptions *o)
{
    int shifted = o->set_base_count != 0 || o->auto_bind_uniforms || o->auto_map_locations;
    for (int s = 0; o->binding_base && s < STAGE_COUNT; s++)
        for (int k = 0; k < GLSPV_RESOURCE_KIND_COUNT; k++)
            shifted |= o->binding_base[s][k] != 0;
    return !shifted && !o->debug_info_shader && !o->without_spirv;
}

uint32_t *emit_unit(Glsl *g, CheckedUnit *unit, uint32_t spirv_version, Ast *release, size_t *count)
{
    Emitter *e = emit_begin(g, unit, spirv_version, release);
    emit_declared(e, NULL);
    return emit_end(e, count);
}
