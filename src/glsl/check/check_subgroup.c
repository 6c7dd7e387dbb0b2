/* The checker, part 6: built-ins that extensions bring (the subgroup
 * families of GL_KHR_shader_subgroup_*, GL_NV_shader_subgroup_partitioned,
 * GL_ARB_shader_ballot, GL_ARB_shader_group_vote and GL_AMD_shader_ballot).
 *
 * Their functions and variables exist only with their extension enabled,
 * the OpGroupNonUniform* ones only in SPIR-V 1.3 and later; 8/16/64-bit
 * values need GL_EXT_shader_subgroup_extended_types_*; cluster sizes and
 * (before SPIR-V 1.5) broadcast ids are constants. builtins.c keeps which
 * extension brings what (builtin_ext_info). */
#include "glsl/check/check.h"
#include "spirv/tables.h"


/* The GL_EXT_shader_subgroup_extended_types_* extension a value of scalar
 * type `s` needs, or NULL for the types subgroup functions always take. */
static const char *extended_type_extension(const Type *s)
{
    if (!s)
        return NULL;
    if (s->kind == TY_FLOAT)
        return s->width == 16 ? "GL_EXT_shader_subgroup_extended_types_float16" : NULL;
    if (s->kind != TY_INT)
        return NULL;
    switch (s->width) {
    case 8: return "GL_EXT_shader_subgroup_extended_types_int8";
    case 16: return "GL_EXT_shader_subgroup_extended_types_int16";
    case 64: return "GL_EXT_shader_subgroup_extended_types_int64";
    default: return NULL;
    }
}

static int is_power_of_two(int64_t v)
{
    return v > 0 && (v & (v - 1)) == 0;
}

void check_subgroup_call(Checker *c, Node *n, const BuiltinCall *bc)
{
    const BuiltinFn *fn = bc->fn;
    const BuiltinExtInfo *info = builtin_ext_info((BuiltinExt)fn->ext);
    if (info && info->extended_types && bc->param_count) {
        const char *ext = extended_type_extension(type_scalar_of(bc->params[0]));
        if (ext && !check_extension_enabled(c, ext))
            check_error(c, n->loc, "'%s' of %s needs #extension %s : enable", n->name, tname(c, bc->params[0]), ext);
    }
    if (fn->form == SGF_CLUSTERED) {
        /* GL_KHR_shader_subgroup_clustered: a constant power of two. */
        const Node *size = n->args.data[1];
        if (!size->cval || size->spec)
            check_error(c, size->loc, "the cluster size of '%s' must be a constant integer expression", n->name);
        else if (!is_power_of_two(size->cval->comps[0].i))
            /* As written: -1 became the uint 4294967295. */
            check_error(c, size->loc, "the cluster size of '%s' is %d: it must be a power of two, at least 1",
                        n->name, (int)(int32_t)(uint32_t)size->cval->comps[0].u);
    }
    if (bc->op == SpvOpGroupNonUniformQuadBroadcast) {
        const Node *id = n->args.data[1];
        if (id->cval && !id->spec && id->cval->comps[0].u > 3)
            check_error(c, id->loc, "the id of '%s' is %d: a quad's invocations are 0 to 3", n->name,
                        (int)(int32_t)(uint32_t)id->cval->comps[0].u);
    }
    if (fn->form == SGF_AMD_EXTINST && (bc->op == 1 || bc->op == 2)) {
        /* GL_AMD_shader_ballot: the swizzle pattern is a constant. */
        const Node *pattern = n->args.data[1];
        if (!pattern->cval || pattern->spec)
            check_error(c, pattern->loc, "the %s of '%s' must be a constant expression",
                        bc->op == 1 ? "offset" : "mask", n->name);
    }
    uint32_t version = c->g->opts->spirv_version;
    int without_spirv = c->g->opts->without_spirv;
    if ((bc->op == SpvOpGroupNonUniformBroadcast || bc->op == SpvOpGroupNonUniformQuadBroadcast) &&
        (without_spirv || (version && version < SPIRV_1_5))) {
        /* GL_KHR_shader_subgroup asks a constant id; only SPIR-V 1.5 takes a
         * dynamically uniform one, so GLSL without SPIR-V asks it too. */
        const Node *id = n->args.data[1];
        if (!id->cval || id->spec)
            check_error(c, id->loc, "the id of '%s' must be a constant expression %s", n->name,
                        without_spirv ? "(GL_KHR_shader_subgroup; only SPIR-V 1.5 takes a dynamically uniform one)"
                                      : "before SPIR-V 1.5 (--target-env vulkan1.2 or later takes a dynamically "
                                        "uniform one)");
    }
}
