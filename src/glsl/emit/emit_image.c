/* Texture and image functions (LOWER_TEXTURE built-ins) as SPIR-V image
 * instructions, and the forms extensions add to them (texture_variant).
 *
 * The checker has chosen the form from the sampler or image type, so the
 * arguments are already of the types the instructions take; what is left
 * is choosing the opcode, splitting a shadow sampler's depth reference off
 * its coordinates, and adding the image operands (Bias, Lod, Grad, Sample)
 * in the order SPIR-V's mask bits give them. */
#include "glsl/emit/emit.h"

static uint32_t type_id(Emitter *e, const Type *t)
{
    return emit_type(e, t, LAYOUT_NONE);
}

/* GL_AMD_shader_image_load_store_lod: OpImageRead, OpImageWrite and
 * OpImageSparseRead of a storage image's mip level, the integer level as
 * the Lod image operand (legal there only with ImageReadWriteLodAMD),
 * with the memory model's texel operands after it, as imageLoad and
 * imageStore have them. */
static uint32_t lod_amd(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args, uint32_t id)
{
    uint32_t code = emit_actual_type(n->args.data[0])->opaque; /* with the format of this function's copy */
    spv_require_capability(&e->b, SpvCapabilityImageReadWriteLodAMD);
    TextureOp op = (TextureOp)bc->fn->ops[0];
    if (op == IMG_STORE_LOD) {
        if (!TYPE_FORMAT(code))
            spv_require_capability(&e->b, SpvCapabilityStorageImageWriteWithoutFormat);
        uint32_t w[8] = {args[0], args[1], args[3]};
        size_t k = emit_image_operands(e, n->args.data[0], 1, args[2], 0, w + 3);
        emit_op_words(e, SpvOpImageWrite, w, 3 + k);
        return 0;
    }
    if (!TYPE_FORMAT(code))
        spv_require_capability(&e->b, SpvCapabilityStorageImageReadWithoutFormat);
    uint32_t w[8] = {type_id(e, n->ty), id, args[0], args[1]};
    size_t k = emit_image_operands(e, n->args.data[0], 0, args[2], 0, w + 4);
    if (op == IMG_LOAD_LOD) {
        emit_op_words(e, SpvOpImageRead, w, 4 + k);
        return id;
    }
    /* The sparse read gives { residency code, texel }: the texel goes to
     * the out argument, the code is the result. */
    const Type *texel = bc->params[3];
    Field fields[2] = {{.name = "code", .type = e->tt->int_, .builtin = -1},
                       {.name = "texel", .type = texel, .builtin = -1}};
    uint32_t members[2] = {type_id(e, fields[0].type), type_id(e, fields[1].type)};
    uint32_t result = spv_unique(&e->b, SpvOpTypeStruct, 0, members, 2);
    uint32_t sparse = spv_new_id(&e->b);
    w[0] = result, w[1] = sparse;
    emit_op_words(e, SpvOpImageSparseRead, w, 4 + k);
    LValue out;
    if (emit_lvalue(e, n->args.data[3], &out)) {
        uint32_t value = spv_new_id(&e->b);
        emit_op(e, SpvOpCompositeExtract, 4, type_id(e, texel), value, sparse, 1);
        emit_store(e, &out, emit_convert(e, value, texel, n->args.data[3]->ty)); /* to a vec4 from ivec4, ... */
    }
    emit_op(e, SpvOpCompositeExtract, 4, type_id(e, e->tt->int_), id, sparse, 0);
    return id;
}

/* The image inside a combined sampler (OpImage), or the image itself;
 * `t` is the parameter's type, `arg` the argument. */
static uint32_t image_of(Emitter *e, const Type *t, const Node *arg, uint32_t value)
{
    t = emit_combined_source(e, arg, t);
    if (TYPE_BASE(t->opaque) != BT_SAMPLER || (TYPE_DIM(t->opaque) == DIM_BUFFER && e->b.version >= 0x00010600))
        return value;
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpImage, 3, emit_image_type(e, t), id, value);
    return id;
}

/* Components [first, first + count) of a float vector. */
static uint32_t float_components(Emitter *e, uint32_t v, uint32_t first, uint32_t count)
{
    uint32_t id = spv_new_id(&e->b);
    if (count == 1) {
        emit_op(e, SpvOpCompositeExtract, 4, type_id(e, e->tt->float_), id, v, first);
        return id;
    }
    uint32_t w[8] = {type_id(e, type_vector(e->tt, e->tt->float_, count)), id, v, v};
    for (uint32_t i = 0; i < count; i++)
        w[4 + i] = first + i;
    emit_op_words(e, SpvOpVectorShuffle, w, 4 + count);
    return id;
}

/* The components `picks` of a float vector, as a vector. */
static uint32_t pick_components(Emitter *e, uint32_t v, const uint32_t *picks, uint32_t count)
{
    uint32_t id = spv_new_id(&e->b);
    uint32_t w[8] = {type_id(e, type_vector(e->tt, e->tt->float_, count)), id, v, v};
    for (uint32_t i = 0; i < count; i++)
        w[4 + i] = picks[i];
    emit_op_words(e, SpvOpVectorShuffle, w, 4 + count);
    return id;
}

/* textureProj*'s coordinates for OpImageSampleProj*: the dimensions, then
 * q; a vec4 for a 1D or 2D sampler keeps q in w (and a shadow sampler's
 * reference in z), which SPIR-V wants right after the dimensions. */
static uint32_t projective_coordinates(Emitter *e, const BuiltinCall *bc, uint32_t p, int shadow, uint32_t *dref)
{
    uint32_t dims = TYPE_DIM(bc->params[0]->opaque) == DIM_1D ? 1 : TYPE_DIM(bc->params[0]->opaque) == DIM_3D ? 3 : 2;
    uint32_t size = bc->params[1]->components;
    if (shadow)
        *dref = float_components(e, p, 2, 1);
    if (!shadow && size == dims + 1)
        return p;
    uint32_t picks[4] = {0, 1, 2, 3};
    picks[dims] = 3;
    return pick_components(e, p, picks, dims + 1);
}

/* What the extensions' forms of a texture function change (texture_variant):
 * NULL for the core forms. */
typedef struct TexVariant {
    uint32_t result_type;    /* the sparse forms' struct { int code; texel }, the footprints' struct
                                { bool; the footprint's members }, else 0 */
    uint32_t granularity, coarse; /* a footprint's (OpImageSampleFootprintNV); 0 for the others */
    uint32_t min_lod;        /* GL_ARB_sparse_texture_clamp's lodClamp: MinLod */
    uint32_t lod, bias;      /* GL_AMD_texture_gather_bias_lod's Lod or Bias for a gather */
    Node *const *nodes;      /* the core form's argument nodes */
} TexVariant;

/* The image operand of a texel offset: ConstOffset for a constant
 * expression, else Offset (GL_EXT_texture_offset_non_const, which the
 * checker allows for OpenGL only), which needs ImageGatherExtended. */
static uint32_t offset_operand(Emitter *e, const Node *offset)
{
    if (offset->cval)
        return SpvImageOperandsConstOffsetMask;
    spv_require_capability(&e->b, SpvCapabilityImageGatherExtended);
    return SpvImageOperandsOffsetMask;
}

/* A sampling instruction: coordinates, then the reference of shadow
 * samplers, then the image operands. */
static uint32_t sample(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args, const TexVariant *v)
{
    const Type *st = bc->params[0];
    TextureOp op = (TextureOp)bc->fn->ops[0];
    int shadow = TYPE_SHADOW(st->opaque);
    uint32_t coords = args[1], dref = 0;
    int proj = bc->fn->ops[1] == TEXTURE_PROJ;
    if (proj) {
        coords = projective_coordinates(e, bc, args[1], shadow, &dref);
    } else if (shadow && bc->params[1]->components == 4 && TYPE_DIM(st->opaque) == DIM_CUBE && TYPE_ARRAYED(st->opaque)) {
        dref = args[2]; /* texture(samplerCubeArrayShadow, vec4, float compare) */
    } else if (shadow) {
        uint32_t k = bc->params[1]->components;
        dref = float_components(e, args[1], k - 1, 1);
        /* sampler1DShadow's vec3 leaves y unused: the coordinate is x alone. */
        int unused_y = TYPE_DIM(st->opaque) == DIM_1D && !TYPE_ARRAYED(st->opaque);
        coords = float_components(e, args[1], 0, unused_y ? 1 : k - 1);
    }
    /* The image operands, in the order of their mask bits. */
    uint32_t bias = 0, lod = 0, dx = 0, dy = 0;
    switch (op) {
    case TEX_SAMPLE_BIAS: bias = args[bc->param_count - 1]; break;
    case TEX_SAMPLE_BIAS_OFFSET: bias = args[3]; break;
    case TEX_SAMPLE_LOD: case TEX_SAMPLE_LOD_OFFSET:
        lod = args[dref == args[2] && !proj ? 3 : 2]; /* after a samplerCubeArrayShadow's separate reference */
        break;
    case TEX_SAMPLE_GRAD: case TEX_SAMPLE_GRAD_OFFSET: dx = args[2], dy = args[3]; break;
    default: break;
    }
    int offset_arg = texture_offset_argument(op, bc->param_count);
    /* Without derivatives (every stage but fragment, and compute shaders
     * with a derivative group) texture() reads level 0, whatever its bias:
     * zero derivatives give a level of detail of minus infinity. */
    int implicit = !lod && !dx && emit_has_derivatives(e);
    if (!implicit && !lod && !dx) {
        lod = emit_constant(e, &(ConstValue){e->tt->float_, 1, &(Scalar){.f = 0.0}, NULL});
        bias = 0;
    }
    static const SpvOp opcodes[2][2][2] = {
        /* [proj][shadow][implicit] */
        {{SpvOpImageSampleExplicitLod, SpvOpImageSampleImplicitLod},
         {SpvOpImageSampleDrefExplicitLod, SpvOpImageSampleDrefImplicitLod}},
        {{SpvOpImageSampleProjExplicitLod, SpvOpImageSampleProjImplicitLod},
         {SpvOpImageSampleProjDrefExplicitLod, SpvOpImageSampleProjDrefImplicitLod}},
    };
    static const SpvOp sparse_opcodes[2][2] = {
        /* [shadow][implicit] */
        {SpvOpImageSparseSampleExplicitLod, SpvOpImageSparseSampleImplicitLod},
        {SpvOpImageSparseSampleDrefExplicitLod, SpvOpImageSparseSampleDrefImplicitLod},
    };
    SpvOp opcode = v && v->result_type ? sparse_opcodes[shadow][implicit] : opcodes[proj][shadow][implicit];
    if (v && v->granularity)
        opcode = SpvOpImageSampleFootprintNV; /* implicit or not by its operands, as the others */
    uint32_t id = spv_new_id(&e->b);
    uint32_t w[14];
    uint32_t k = 0, mask = 0;
    w[k++] = v && v->result_type ? v->result_type : type_id(e, n->ty);
    w[k++] = id;
    w[k++] = args[0];
    w[k++] = coords;
    if (shadow)
        w[k++] = dref;
    if (v && v->granularity)
        w[k++] = v->granularity, w[k++] = v->coarse;
    uint32_t mask_at = k++;
    if (bias)
        mask |= SpvImageOperandsBiasMask, w[k++] = bias;
    if (lod)
        mask |= SpvImageOperandsLodMask, w[k++] = lod;
    if (dx)
        mask |= SpvImageOperandsGradMask, w[k++] = dx, w[k++] = dy;
    if (offset_arg >= 0)
        mask |= offset_operand(e, v ? v->nodes[offset_arg] : n->args.data[offset_arg]), w[k++] = args[offset_arg];
    if (v && v->min_lod)
        mask |= SpvImageOperandsMinLodMask, w[k++] = v->min_lod;
    if (mask)
        w[mask_at] = mask;
    else
        k--; /* no operands: no mask word */
    emit_op_words(e, opcode, w, k);
    return id;
}

/* textureGather*: OpImageGather with the component (0 unless given), or
 * OpImageDrefGather with the reference of a shadow sampler; then the
 * offset(s). A textureGatherOffset offset that is not constant is the
 * Offset operand, which needs ImageGatherExtended. */
static uint32_t gather(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args, const TexVariant *v)
{
    TextureOp op = (TextureOp)bc->fn->ops[0];
    int shadow = TYPE_SHADOW(bc->params[0]->opaque);
    /* (s, P, comp), (s, P, offset, comp), but (s, P, refZ, offset) */
    uint32_t extra = op == TEX_GATHER || shadow ? 2 : 3, at = shadow ? 3 : 2;
    uint32_t id = spv_new_id(&e->b);
    uint32_t w[12];
    uint32_t k = 0, mask = 0;
    w[k++] = v && v->result_type ? v->result_type : type_id(e, n->ty);
    w[k++] = id;
    w[k++] = args[0];
    w[k++] = args[1];
    w[k++] = bc->param_count > extra ? args[extra] : emit_int_constant(e, 0);
    uint32_t mask_at = k++;
    /* The image operands in the order of their bits: Bias, Lod (GL_AMD_texture_gather_bias_lod), offsets. */
    if (v && v->bias)
        mask |= SpvImageOperandsBiasMask, w[k++] = v->bias;
    if (v && v->lod)
        mask |= SpvImageOperandsLodMask, w[k++] = v->lod;
    if (op == TEX_GATHER_OFFSET) {
        const Node *offset = v ? v->nodes[at] : n->args.data[at];
        int constant = offset->cval && !offset->spec;
        if (!constant)
            spv_require_capability(&e->b, SpvCapabilityImageGatherExtended);
        mask |= constant ? SpvImageOperandsConstOffsetMask : SpvImageOperandsOffsetMask;
        w[k++] = args[at];
    } else if (op == TEX_GATHER_OFFSETS) {
        mask |= SpvImageOperandsConstOffsetsMask;
        w[k++] = args[at];
    }
    if (mask)
        w[mask_at] = mask;
    else
        k--; /* no operands: no mask word */
    SpvOp opcode = shadow ? SpvOpImageDrefGather : SpvOpImageGather;
    if (v && v->result_type)
        opcode = shadow ? SpvOpImageSparseDrefGather : SpvOpImageSparseGather;
    emit_op_words(e, opcode, w, k);
    return id;
}

/* imageAtomic*(): a pointer to the texel (OpImageTexelPointer, from the
 * image variable itself), then the atomic on it, relaxed, device scope. */
static uint32_t image_atomic(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    LValue lv;
    if (!emit_lvalue(e, n->args.data[0], &lv))
        return 0;
    int ms = TYPE_MS(bc->params[0]->opaque);
    uint32_t value_at = ms ? 3 : 2;
    uint32_t scalar = type_id(e, n->ty->kind == TY_VOID ? bc->params[value_at] : n->ty);
    uint32_t ptr_ops[2] = {SpvStorageClassImage, scalar};
    uint32_t ptr_type = spv_unique(&e->b, SpvOpTypePointer, 0, ptr_ops, 2);
    uint32_t texel = spv_new_id(&e->b);
    emit_op(e, SpvOpImageTexelPointer, 5, ptr_type, texel, lv.ptr, args[1], ms ? args[2] : emit_uint_constant(e, 0));
    const Type *st = n->ty->kind == TY_VOID ? bc->params[value_at] : n->ty; /* imageAtomicStore returns nothing */
    SpvOp op = (SpvOp)bc->fn->ops[st->kind == TY_INT && st->is_signed ? 1 : 2];
    unsigned values = op == SpvOpAtomicCompareExchange ? 2 : op == SpvOpAtomicLoad ? 0 : 1;
    Node *const *rest = bc->param_count > value_at + values ? n->args.data + value_at + values : NULL;
    return emit_atomic_op(e, op, st, texel, args + value_at, rest);
}

/* OpImageSampleFootprintNV's result: a bool (whether one level is read)
 * before the members of the footprint `fp`. */
static uint32_t footprint_result_type(Emitter *e, const Type *fp)
{
    uint32_t members[6] = {type_id(e, e->tt->bool_)};
    for (uint32_t i = 0; i < fp->field_count; i++)
        members[1 + i] = type_id(e, fp->fields[i].type);
    return spv_unique(&e->b, SpvOpTypeStruct, 0, members, 1 + fp->field_count);
}

/* The footprint of `result` stored to the out argument `arg`; its bool. */
static uint32_t footprint_result(Emitter *e, Node *arg, const Type *fp, uint32_t result)
{
    LValue out;
    if (emit_lvalue(e, arg, &out)) {
        uint32_t w[8] = {type_id(e, fp), spv_new_id(&e->b)};
        for (uint32_t i = 0; i < fp->field_count; i++) {
            w[2 + i] = spv_new_id(&e->b);
            emit_op(e, SpvOpCompositeExtract, 4, type_id(e, fp->fields[i].type), w[2 + i], result, 1 + i);
        }
        emit_op_words(e, SpvOpCompositeConstruct, w, 2 + fp->field_count);
        emit_store(e, &out, w[1]);
    }
    uint32_t single = spv_new_id(&e->b);
    emit_op(e, SpvOpCompositeExtract, 4, type_id(e, e->tt->bool_), single, result, 0);
    return single;
}

/* The forms GL_ARB_sparse_texture2, GL_ARB_sparse_texture_clamp,
 * GL_AMD_texture_gather_bias_lod and GL_NV_shader_texture_footprint add
 * (TXV_*): the core form's instruction from the core form's arguments, with
 *   sparse   OpImageSparse* of result struct { int code; texel }: the texel
 *            goes to the out argument, the code is the result;
 *   clamp    the lodClamp argument as MinLod;
 *   AMD      a gather's Lod or Bias operand;
 *   footprint OpImageSampleFootprintNV of result struct { bool; the
 *            footprint's members }: members 1 to 5 go to the out argument,
 *            member 0 is the result. */
static uint32_t texture_variant(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    BuiltinCall core = *bc;
    uint32_t core_args[BUILTIN_MAX_PARAMS] = {0};
    Node *nodes[BUILTIN_MAX_PARAMS] = {0};
    unsigned count = 0;
    for (int at; count < BUILTIN_MAX_PARAMS && (at = texture_core_argument(bc, count)) >= 0; count++) {
        core.params[count] = bc->params[at];
        core.directions[count] = bc->directions[at];
        core_args[count] = args[at];
        nodes[count] = n->args.data[at];
    }
    core.param_count = count;
    unsigned changes = bc->fn->form;
    TexVariant v = {0};
    v.nodes = nodes;
    if (changes & TXV_CLAMP)
        v.min_lod = args[bc->fn->ops[3]];
    if (changes & TXV_GATHER_LOD)
        v.lod = args[bc->fn->ops[3]];
    if (changes & TXV_GATHER_BIAS)
        v.bias = args[bc->param_count - 1];
    if (changes & (TXV_GATHER_LOD | TXV_GATHER_BIAS))
        spv_require_capability(&e->b, SpvCapabilityImageGatherBiasLodAMD); /* Bias and Lod on OpImageGather */
    int texel_at = -1;
    for (unsigned i = 0; i < bc->param_count; i++)
        if (bc->directions[i] == PARAM_OUT)
            texel_at = (int)i;
    const Type *texel = texel_at >= 0 ? bc->params[texel_at] : NULL;
    if ((changes & TXV_SPARSE) && texel) {
        uint32_t members[2] = {type_id(e, e->tt->int_), type_id(e, texel)};
        v.result_type = spv_unique(&e->b, SpvOpTypeStruct, 0, members, 2);
    }
    if ((changes & TXV_FOOTPRINT) && texel_at >= 2) {
        spv_require_capability(&e->b, SpvCapabilityImageFootprintNV);
        v.granularity = args[texel_at - 2];
        v.coarse = args[texel_at - 1];
        v.result_type = footprint_result_type(e, texel);
    }
    uint32_t result = 0, id = spv_new_id(&e->b);
    const Type *st = bc->params[0];
    switch ((TextureOp)bc->fn->ops[0]) {
    case TEX_GATHER: case TEX_GATHER_OFFSET: case TEX_GATHER_OFFSETS:
        result = gather(e, n, &core, core_args, &v);
        break;
    case TEX_FETCH: case TEX_FETCH_OFFSET: {
        /* sparseTexelFetch[Offset]ARB: (s, P[, lod or sample][, offset]) */
        uint32_t w[9] = {v.result_type, id, image_of(e, st, n->args.data[0], core_args[0]), core_args[1]}, k = 4;
        if (bc->fn->ops[0] == TEX_FETCH_OFFSET && count == 3) { /* a rectangle texture: no lod */
            w[k++] = offset_operand(e, nodes[2]);
            w[k++] = core_args[2];
        } else if (count >= 3) {
            w[k++] = (TYPE_MS(st->opaque) ? SpvImageOperandsSampleMask : SpvImageOperandsLodMask) |
                     (count == 4 ? offset_operand(e, nodes[3]) : 0);
            w[k++] = core_args[2];
            if (count == 4)
                w[k++] = core_args[3];
        }
        emit_op_words(e, SpvOpImageSparseFetch, w, k);
        result = id;
        break;
    }
    case IMG_LOAD:
        /* sparseImageLoadARB: (image, P[, sample]) */
        if (!TYPE_FORMAT(emit_actual_type(n->args.data[0])->opaque))
            spv_require_capability(&e->b, SpvCapabilityStorageImageReadWithoutFormat);
        if (count == 3)
            emit_op(e, SpvOpImageSparseRead, 6, v.result_type, id, core_args[0], core_args[1],
                    SpvImageOperandsSampleMask, core_args[2]);
        else
            emit_op(e, SpvOpImageSparseRead, 4, v.result_type, id, core_args[0], core_args[1]);
        result = id;
        break;
    default:
        result = sample(e, n, &core, core_args, &v);
        break;
    }
    if (!v.result_type)
        return result;
    if (changes & TXV_FOOTPRINT)
        return footprint_result(e, n->args.data[texel_at], texel, result);
    LValue out;
    if (emit_lvalue(e, n->args.data[texel_at], &out)) {
        uint32_t value = spv_new_id(&e->b);
        emit_op(e, SpvOpCompositeExtract, 4, type_id(e, texel), value, result, 1);
        emit_store(e, &out, emit_convert(e, value, texel, n->args.data[texel_at]->ty));
    }
    uint32_t code = spv_new_id(&e->b);
    emit_op(e, SpvOpCompositeExtract, 4, type_id(e, e->tt->int_), code, result, 0);
    return code;
}

uint32_t emit_texture_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    const Type *st = bc->params[0];
    uint32_t code = st->opaque;
    int ms = TYPE_MS(code);
    if (bc->fn->form)
        return texture_variant(e, n, bc, args);
    uint32_t id = spv_new_id(&e->b);
    switch ((TextureOp)bc->fn->ops[0]) {
    case TEX_SAMPLE: case TEX_SAMPLE_BIAS: case TEX_SAMPLE_LOD: case TEX_SAMPLE_GRAD:
    case TEX_SAMPLE_OFFSET: case TEX_SAMPLE_BIAS_OFFSET: case TEX_SAMPLE_LOD_OFFSET: case TEX_SAMPLE_GRAD_OFFSET:
        return sample(e, n, bc, args, NULL);
    case TEX_GATHER: case TEX_GATHER_OFFSET: case TEX_GATHER_OFFSETS:
        return gather(e, n, bc, args, NULL);
    case TEX_FRAGMENT_MASK_FETCH: case TEX_FRAGMENT_FETCH: {
        /* GL_AMD_shader_fragment_mask: a subpass input's texel is the fragment's own, at (0, 0). */
        int subpass = TYPE_BASE(code) == BT_SUBPASS;
        uint32_t at = args[1];
        if (subpass) {
            uint32_t zero = emit_int_constant(e, 0), parts[2] = {zero, zero};
            uint32_t ivec2 = type_id(e, type_vector(e->tt, e->tt->int_, 2));
            at = spv_unique(&e->b, SpvOpConstantComposite, ivec2, parts, 2);
        }
        uint32_t image = image_of(e, st, n->args.data[0], args[0]);
        if (bc->fn->ops[0] == TEX_FRAGMENT_MASK_FETCH)
            emit_op(e, SpvOpFragmentMaskFetchAMD, 4, type_id(e, n->ty), id, image, at);
        else
            emit_op(e, SpvOpFragmentFetchAMD, 5, type_id(e, n->ty), id, image, at, args[subpass ? 1 : 2]);
        return id;
    }
    case TEX_FETCH_OFFSET:
        if (bc->param_count == 3) /* a rectangle texture: no lod */
            emit_op(e, SpvOpImageFetch, 6, type_id(e, n->ty), id, image_of(e, st, n->args.data[0], args[0]), args[1],
                    offset_operand(e, n->args.data[2]), args[2]);
        else
            emit_op(e, SpvOpImageFetch, 7, type_id(e, n->ty), id, image_of(e, st, n->args.data[0], args[0]), args[1],
                    SpvImageOperandsLodMask | offset_operand(e, n->args.data[3]), args[2], args[3]);
        return id;
    case TEX_FETCH: {
        uint32_t image = image_of(e, st, n->args.data[0], args[0]);
        if (bc->param_count == 3)
            emit_op(e, SpvOpImageFetch, 6, type_id(e, n->ty), id, image, args[1],
                    ms ? SpvImageOperandsSampleMask : SpvImageOperandsLodMask, args[2]);
        else
            emit_op(e, SpvOpImageFetch, 4, type_id(e, n->ty), id, image, args[1]);
        return id;
    }
    case TEX_SIZE: {
        uint32_t image = image_of(e, st, n->args.data[0], args[0]);
        spv_require_capability(&e->b, SpvCapabilityImageQuery);
        if (bc->param_count == 2)
            emit_op(e, SpvOpImageQuerySizeLod, 4, type_id(e, n->ty), id, image, args[1]);
        else
            emit_op(e, SpvOpImageQuerySize, 3, type_id(e, n->ty), id, image);
        return id;
    }
    case IMG_ATOMIC:
        return image_atomic(e, n, bc, args);
    case TEX_QUERY_LOD:
        if (!emit_has_derivatives(e)) /* a compute shader without a derivative group: zero derivatives */
            return spv_unique(&e->b, SpvOpConstantNull, type_id(e, n->ty), NULL, 0);
        spv_require_capability(&e->b, SpvCapabilityImageQuery);
        emit_op(e, SpvOpImageQueryLod, 4, type_id(e, n->ty), id, args[0], args[1]);
        return id;
    case TEX_LEVELS: case TEX_SAMPLES:
        spv_require_capability(&e->b, SpvCapabilityImageQuery);
        emit_op(e, bc->fn->ops[0] == TEX_LEVELS ? SpvOpImageQueryLevels : SpvOpImageQuerySamples, 3,
                type_id(e, n->ty), id, image_of(e, st, n->args.data[0], args[0]));
        return id;
    case SUBPASS_LOAD: {
        /* The fragment's own texel of the attachment: coordinates (0, 0). */
        uint32_t zero = emit_int_constant(e, 0), parts[2] = {zero, zero};
        uint32_t at = spv_unique(&e->b, SpvOpConstantComposite, type_id(e, type_vector(e->tt, e->tt->int_, 2)), parts, 2);
        if (ms)
            emit_op(e, SpvOpImageRead, 6, type_id(e, n->ty), id, args[0], at, SpvImageOperandsSampleMask, args[1]);
        else
            emit_op(e, SpvOpImageRead, 4, type_id(e, n->ty), id, args[0], at);
        return id;
    }
    case IMG_LOAD_LOD: case IMG_STORE_LOD: case IMG_SPARSE_LOAD_LOD:
        return lod_amd(e, n, bc, args, id);
    case IMG_LOAD:
        if (!TYPE_FORMAT(emit_actual_type(n->args.data[0])->opaque)) /* this function copy's format */
            spv_require_capability(&e->b, SpvCapabilityStorageImageReadWithoutFormat);
        {
            uint32_t w[8] = {type_id(e, n->ty), id, args[0], args[1]};
            size_t k = emit_image_operands(e, n->args.data[0], 0, 0, ms ? args[2] : 0, w + 4);
            emit_op_words(e, SpvOpImageRead, w, 4 + k);
        }
        return id;
    case IMG_STORE:
        if (!TYPE_FORMAT(emit_actual_type(n->args.data[0])->opaque)) /* this function copy's format */
            spv_require_capability(&e->b, SpvCapabilityStorageImageWriteWithoutFormat);
        {
            uint32_t w[8] = {args[0], args[1], args[ms ? 3 : 2]};
            size_t k = emit_image_operands(e, n->args.data[0], 1, 0, ms ? args[2] : 0, w + 3);
            emit_op_words(e, SpvOpImageWrite, w, 3 + k);
        }
        return 0;
    }
    return 0;
}
