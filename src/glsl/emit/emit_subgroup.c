/* Subgroup functions and variables (LOWER_SUBGROUP; check_subgroup.c
 * checked them), lowered as glslangValidator lowers them:
 *
 *   KHR and NV partitioned   OpGroupNonUniform* at Subgroup scope (a uint
 *                            constant 3), the GroupOperation after it for
 *                            reductions and scans, GroupNonUniform and the
 *                            extension's own capability;
 *   GL_ARB_shader_ballot     SPV_KHR_shader_ballot: scalar instructions
 *                            without a scope, one per component; its 64-bit
 *                            masks are uvec4 variables read as uint64_t;
 *   GL_ARB_shader_group_vote SPV_KHR_subgroup_vote;
 *   GL_AMD_shader_ballot     SPV_AMD_shader_ballot: OpGroup* (Groups) and
 *                            OpGroup*NonUniformAMD at Subgroup scope, one
 *                            per component as for ARB; the swizzles,
 *                            writeInvocationAMD and mbcntAMD are OpExtInst
 *                            of its set, on whole vectors, no capability.
 *
 * The builder cannot infer these capabilities: several instructions list
 * three (OpGroupNonUniformIAdd: arithmetic, clustered or partitioned), and
 * the built-ins name Kernel first. So each use requires its own. */
#include "glsl/emit/emit.h"
#include "spirv/tables.h"

static uint32_t type_id(Emitter *e, const Type *t)
{
    return emit_type(e, t, LAYOUT_NONE);
}

/* The capabilities of a use of extension `ext`'s built-ins. */
static void require(Emitter *e, BuiltinExt ext)
{
    const BuiltinExtInfo *info = builtin_ext_info(ext);
    if (!info)
        return;
    if (info->spirv_1_3)
        spv_require_capability(&e->b, SpvCapabilityGroupNonUniform);
    spv_require_capability(&e->b, info->capability);
}

/* The GroupOperation operand of a form, or -1 when it has none. */
static int group_operation(SubgroupForm form)
{
    switch (form) {
    case SGF_REDUCE: return SpvGroupOperationReduce;
    case SGF_INCLUSIVE: return SpvGroupOperationInclusiveScan;
    case SGF_EXCLUSIVE: return SpvGroupOperationExclusiveScan;
    case SGF_GROUP_REDUCE: return SpvGroupOperationReduce;
    case SGF_GROUP_INCLUSIVE: return SpvGroupOperationInclusiveScan;
    case SGF_GROUP_EXCLUSIVE: return SpvGroupOperationExclusiveScan;
    case SGF_CLUSTERED: return SpvGroupOperationClusteredReduce;
    case SGF_PARTITIONED_REDUCE: return SpvGroupOperationPartitionedReduceNV;
    case SGF_PARTITIONED_INCLUSIVE: return SpvGroupOperationPartitionedInclusiveScanNV;
    case SGF_PARTITIONED_EXCLUSIVE: return SpvGroupOperationPartitionedExclusiveScanNV;
    default: return -1;
    }
}

/* uvec4 -> uint64_t: the low two words, as glslang reads SPV_KHR_shader_ballot's masks. */
static uint32_t low_words_as_uint64(Emitter *e, uint32_t v)
{
    const Type *uint = e->tt->uint_, *uvec2 = type_vector(e->tt, uint, 2);
    uint32_t x = spv_new_id(&e->b), y = spv_new_id(&e->b), xy = spv_new_id(&e->b), id = spv_new_id(&e->b);
    emit_op(e, SpvOpCompositeExtract, 4, type_id(e, uint), x, v, 0);
    emit_op(e, SpvOpCompositeExtract, 4, type_id(e, uint), y, v, 1);
    emit_op(e, SpvOpCompositeConstruct, 4, type_id(e, uvec2), xy, x, y);
    emit_op(e, SpvOpBitcast, 3, type_id(e, type_int(e->tt, 64, 0)), id, xy);
    return id;
}

/* readInvocationARB() and readFirstInvocationARB(): SPV_KHR_shader_ballot
 * reads scalars, so a vector goes component by component; so do the
 * Groups instructions of GL_AMD_shader_ballot, with a scope and a
 * GroupOperation (`op` >= 0) before the value. */
static uint32_t componentwise(Emitter *e, const BuiltinCall *bc, const Type *t, const uint32_t *args, int op)
{
    const Type *scalar = type_scalar_of(t);
    unsigned n = t->kind == TY_VECTOR ? t->components : 1;
    uint32_t parts[4];
    for (unsigned i = 0; i < n; i++) {
        uint32_t v = args[0];
        if (n > 1) {
            v = spv_new_id(&e->b);
            emit_op(e, SpvOpCompositeExtract, 4, type_id(e, scalar), v, args[0], i);
        }
        parts[i] = spv_new_id(&e->b);
        if (op >= 0)
            emit_op(e, (SpvOp)bc->op, 5, type_id(e, scalar), parts[i], emit_uint_constant(e, SpvScopeSubgroup),
                    (uint32_t)op, v);
        else if (bc->param_count == 2)
            emit_op(e, (SpvOp)bc->op, 4, type_id(e, scalar), parts[i], v, args[1]);
        else
            emit_op(e, (SpvOp)bc->op, 3, type_id(e, scalar), parts[i], v);
    }
    if (n == 1)
        return parts[0];
    uint32_t w[6] = {type_id(e, t), spv_new_id(&e->b)};
    for (unsigned i = 0; i < n; i++)
        w[2 + i] = parts[i];
    emit_op_words(e, SpvOpCompositeConstruct, w, 2 + n);
    return w[1];
}

/* GL_AMD_shader_ballot: SPV_AMD_shader_ballot with every use, Groups
 * only for the OpGroup* forms (as glslangValidator declares them). */
static uint32_t amd_ballot_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    spv_require_extension(&e->b, "SPV_AMD_shader_ballot");
    SubgroupForm form = (SubgroupForm)bc->fn->form;
    if (form != SGF_AMD_EXTINST) {
        spv_require_capability(&e->b, SpvCapabilityGroups);
        return componentwise(e, bc, n->ty, args, group_operation(form));
    }
    uint32_t w[4 + BUILTIN_MAX_PARAMS];
    size_t count = 0;
    w[count++] = type_id(e, n->ty);
    uint32_t id = w[count++] = spv_new_id(&e->b);
    w[count++] = emit_ext_import(e, "SPV_AMD_shader_ballot");
    w[count++] = bc->op; /* SwizzleInvocationsAMD 1, ...Masked 2, WriteInvocation 3, Mbcnt 4 */
    for (unsigned i = 0; i < bc->param_count; i++)
        w[count++] = args[i];
    emit_op_words(e, SpvOpExtInst, w, count);
    return id;
}

uint32_t emit_subgroup_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    const BuiltinFn *fn = bc->fn;
    SubgroupForm form = (SubgroupForm)fn->form;
    if (form == SGF_BARRIER) {
        /* Barriers alone need no capability (glslang declares none). */
        uint32_t scope = emit_uint_constant(e, SpvScopeSubgroup), semantics = emit_uint_constant(e, fn->ops[1]);
        if (fn->ops[0] == SpvOpControlBarrier)
            emit_op(e, SpvOpControlBarrier, 3, scope, scope, semantics);
        else
            emit_op(e, SpvOpMemoryBarrier, 2, scope, semantics);
        return 0;
    }
    if (fn->ext == BEXT_AMD_SHADER_BALLOT)
        return amd_ballot_call(e, n, bc, args);
    require(e, (BuiltinExt)fn->ext);
    if (form == SGF_COMPONENTWISE)
        return componentwise(e, bc, n->ty, args, -1);
    if (form == SGF_BALLOT64) {
        uint32_t id = spv_new_id(&e->b);
        emit_op(e, SpvOpSubgroupBallotKHR, 3, type_id(e, type_vector(e->tt, e->tt->uint_, 4)), id, args[0]);
        return low_words_as_uint64(e, id);
    }
    uint32_t w[3 + 2 + BUILTIN_MAX_PARAMS + 1];
    size_t count = 0;
    w[count++] = type_id(e, n->ty);
    uint32_t id = w[count++] = spv_new_id(&e->b);
    if (form != SGF_NO_SCOPE)
        w[count++] = emit_uint_constant(e, SpvScopeSubgroup);
    int op = group_operation(form);
    if (op >= 0)
        w[count++] = (uint32_t)op;
    for (unsigned i = 0; i < bc->param_count; i++)
        w[count++] = args[i];
    if (form == SGF_QUAD_SWAP_HORIZONTAL || form == SGF_QUAD_SWAP_VERTICAL || form == SGF_QUAD_SWAP_DIAGONAL)
        w[count++] = emit_uint_constant(e, (uint32_t)(form - SGF_QUAD_SWAP_HORIZONTAL)); /* the direction: 0, 1, 2 */
    emit_op_words(e, (SpvOp)bc->op, w, count);
    return id;
}

/* A subgroup built-in variable's capabilities. */
void emit_subgroup_variable(Emitter *e, const Symbol *s)
{
    require(e, builtin_var_ext(e->g->opts->stage, s->name, s->builtin));
}

const Type *emit_subgroup_variable_type(Emitter *e, const Symbol *s)
{
    const Type *scalar = type_scalar_of(s->type);
    if (scalar && scalar->kind == TY_INT && scalar->width == 64 &&
        builtin_var_ext(e->g->opts->stage, s->name, s->builtin) == BEXT_ARB_SHADER_BALLOT)
        return type_vector(e->tt, e->tt->uint_, 4);
    return s->type;
}

int emit_is_ballot_mask64(Emitter *e, const Symbol *s)
{
    return s->builtin >= 0 && s->is_global && emit_subgroup_variable_type(e, s) != s->type;
}

uint32_t emit_ballot_mask64(Emitter *e, Symbol *s)
{
    uint32_t var = emit_global(e, s), v = spv_new_id(&e->b);
    emit_op(e, SpvOpLoad, 3, type_id(e, type_vector(e->tt, e->tt->uint_, 4)), v, var);
    return low_words_as_uint64(e, v);
}
