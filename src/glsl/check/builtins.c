/* Built-in function lookup and overload resolution (see builtins.h).
 *
 * A signature is "R(PPP)": R the return type, each P a parameter, several
 * forms separated by spaces. Letters:
 *   G  the family's component type, scalar or vector of size n
 *   V  the same, vectors only (n >= 2)        S  the family's scalar
 *   B  bool of size n    I  int of size n    U  uint of size n    F  float of size n
 *   X  a vector of 3 of the family (cross)
 *   Y  int of size n, as wide as an 8- or 16-bit integer family (bitCount, findLSB, findMSB:
 *      GL_EXT_shader_explicit_arithmetic_types gives genIType the argument's bits)
 *   M  a matrix of c columns and r rows of the family; T the transposed (r x c);
 *      Q a square one; C a column (vector of r); W a row (vector of c)
 *   b i u f d  bool, int, uint, float, double; with a digit, a vector of that size
 *   l  uint64_t (ballotARB)
 *   v  void
 *   c a w x j n h  int8_t, uint8_t, int16_t, uint16_t, int64_t, uint64_t, float16_t (as b i u f d)
 *   s  accelerationStructureEXT    t  mat4x3 (ray tracing transforms)    y  atomic_uint
 *   q o  rayQueryEXT, hitObjectNV, passed by reference: the variable itself, never a copy
 * Texture and image functions (LOWER_TEXTURE) add, from the sampler or image P:
 *   K  the float coordinates (with the depth reference of shadow samplers)
 *   J  vec4 coordinates of a samplerCubeArrayShadow (its reference is apart)
 *   k  the int coordinates    D  float derivatives (one per dimension)
 *   Z  the int size (textureSize)    R  the texel: gvec4 of the sampled type, float when shadow
 *   O  a texel offset: int vector, one per dimension (no layer)
 *   Q  projective coordinates: one per dimension, then q (shadow: vec4, reference in z)
 *   W  vec4 projective coordinates of a 1D or 2D sampler (q in w)
 *   L  the float coordinates without a shadow reference (textureGather)
 *   A  ivec2[4]: the four offsets of textureGatherOffsets
 *   E  the image's scalar type (int or uint; image atomics)
 *   N  the footprint of a 2D or 3D sampler: gl_TextureFootprint2DNV or gl_TextureFootprint3DNV
 * A parameter written after '>' is an out parameter, after '&' inout,
 * after '*' an interpolant (the fragment input itself, not its value).
 * Every family, size and matrix shape a form allows is tried.
 *
 * A name's rows are found through builtins_index.h, a hash table that
 * scripts/gen-builtin-index.py generates from the .def files (constant data:
 * nothing is built at start-up or per compilation); the same script decodes
 * each row's signature into its forms (builtin_index_forms), so that a call
 * reads no signature string. */
#include <string.h>

#include "glsl/check/builtins.h"
#include "spirv/tables.h"

#define STAGES_COMPUTE ((1u << STAGE_COMPUTE) | (1u << STAGE_TASK) | (1u << STAGE_MESH))
#define STAGES_BARRIER (STAGES_COMPUTE | (1u << STAGE_TESS_CONTROL))
#define STAGES_GEOM (1u << STAGE_GEOMETRY)

static const BuiltinFn builtins[] = {
#define BI(name, sig, fams, lowering, f, s, u, b, stages, desktop, es) \
    {name, sig, (uint32_t)(fams), lowering, {f, s, u, b}, stages, desktop, es, BEXT_NONE, 0},
/* Through a variadic macro, so that op lists written as one macro split into their columns. */
#define SG_ROW(name, sig, fams, ext, form, f, s, u, b, stages) \
    {name, sig, (uint32_t)(fams), LOWER_SUBGROUP, {f, s, u, b}, stages, 0, 0, ext, form},
#define SG(...) SG_ROW(__VA_ARGS__)
/* A function an extension brings, lowered by emit_control.c (or, for the
 * sparse texture functions, emit_image.c): one op and its operand. */
#define XF(name, sig, fams, lowering, op, operand, stages, ext) \
    {name, sig, (uint32_t)(fams), lowering, {op, operand, 0, 0}, stages, 0, 0, ext, 0},
/* A texture function form an extension adds: TXV_* changes and the index they name. */
#define TX(name, sig, fams, op, variant, index, stages, ext) \
    {name, sig, (uint32_t)(fams), LOWER_TEXTURE, {op, 0, 0, index}, stages, 0, 0, ext, variant},
#include "glsl/check/builtins.def"
#include "glsl/check/builtins_memory.def"
#include "glsl/check/builtins_types.def"
#include "glsl/check/builtins_mesh.def"
#include "glsl/check/builtins_ray.def"
#undef TX
#undef XF
#undef SG
#undef SG_ROW
#undef BI
};

/* ---- the table by name ---- */

/* builtin_index_rows, _names and _slots: generated from the rows above by
 * scripts/gen-builtin-index.py (make builtin-index), committed. */
#include "glsl/check/builtins_index.h"
_Static_assert(COUNT_OF(builtins) == BUILTIN_INDEX_ROWS,
               "builtins_index.h does not match the .def files: run make builtin-index");

/* A name's rows in builtins[], through builtin_index_rows. */
typedef struct Rows {
    const uint16_t *row;
    unsigned count;     /* 0: no built-in function has the name */
} Rows;

static uint32_t name_hash(const char *name)
{
    uint32_t h = 0x811c9dc5u; /* 32-bit FNV-1a, as the generator computes it */
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
        h ^= *p;
        h *= 0x01000193u;
    }
    return h;
}

BuiltinName builtin_name(const char *name)
{
    return builtin_name_hashed(name, name_hash(name));
}

BuiltinName builtin_name_hashed(const char *name, uint32_t hash)
{
    for (uint32_t h = hash & (BUILTIN_INDEX_SLOTS - 1);; h = (h + 1) & (BUILTIN_INDEX_SLOTS - 1)) {
        unsigned slot = builtin_index_slots[h];
        if (!slot)
            return 0;
        const BuiltinIndexName *n = &builtin_index_names[slot - 1];
        if (strcmp(builtins[builtin_index_rows[n->first]].name, name) == 0)
            return (BuiltinName)slot;
    }
}

/* The rows of a name looked up, in table order. The index names each row
 * by its place in builtins[]; builtin_name compares the names all the same
 * (and row_fn those of the other rows), so that an index left stale by an
 * edit of a .def file finds nothing rather than wrong rows. */
static Rows rows_of(BuiltinName name)
{
    Rows r = {NULL, 0};
    if (name) {
        const BuiltinIndexName *n = &builtin_index_names[name - 1];
        r.row = &builtin_index_rows[n->first];
        r.count = n->count;
    }
    return r;
}

static Rows rows_named(const char *name)
{
    return rows_of(builtin_name(name));
}

/* Row i of a name's rows, or NULL when the index is stale there. */
static const BuiltinFn *row_fn(Rows r, unsigned i, const char *name)
{
    const BuiltinFn *fn = &builtins[r.row[i]];
    return i == 0 || strcmp(fn->name, name) == 0 ? fn : NULL;
}

/* ---- the extensions that bring built-ins ---- */

#define SUBGROUP_KHR "GL_KHR_shader_subgroup_vote", "GL_KHR_shader_subgroup_ballot", \
    "GL_KHR_shader_subgroup_arithmetic", "GL_KHR_shader_subgroup_shuffle", "GL_KHR_shader_subgroup_shuffle_relative", \
    "GL_KHR_shader_subgroup_clustered", "GL_KHR_shader_subgroup_quad"
/* Every KHR subgroup extension, and NV partitioned, enables _basic as well
 * (glslang's reading); the extended types ones do not. */
static const char *const exts_basic[] = {"GL_KHR_shader_subgroup_basic", SUBGROUP_KHR,
                                         "GL_NV_shader_subgroup_partitioned", NULL};
#undef SUBGROUP_KHR
static const char *const exts_vote[] = {"GL_KHR_shader_subgroup_vote", NULL};
static const char *const exts_ballot[] = {"GL_KHR_shader_subgroup_ballot", NULL};
static const char *const exts_arithmetic[] = {"GL_KHR_shader_subgroup_arithmetic", NULL};
static const char *const exts_shuffle[] = {"GL_KHR_shader_subgroup_shuffle", NULL};
static const char *const exts_shuffle_relative[] = {"GL_KHR_shader_subgroup_shuffle_relative", NULL};
static const char *const exts_clustered[] = {"GL_KHR_shader_subgroup_clustered", NULL};
static const char *const exts_quad[] = {"GL_KHR_shader_subgroup_quad", NULL};
static const char *const exts_partitioned[] = {"GL_NV_shader_subgroup_partitioned", NULL};
static const char *const exts_arb_ballot[] = {"GL_ARB_shader_ballot", NULL};
static const char *const exts_arb_vote[] = {"GL_ARB_shader_group_vote", NULL};
static const char *const exts_amd_ballot[] = {"GL_AMD_shader_ballot", NULL};
static const char *const exts_nv_sm[] = {"GL_NV_shader_sm_builtins", NULL};
/* Control, debugging, fragment and geometry extensions. */
static const char *const exts_clock[] = {"GL_ARB_shader_clock", NULL};
static const char *const exts_realtime_clock[] = {"GL_EXT_shader_realtime_clock", NULL};
static const char *const exts_interlock[] = {"GL_ARB_fragment_shader_interlock", NULL};
static const char *const exts_barycentric[] = {"GL_EXT_fragment_shader_barycentric",
                                               "GL_NV_fragment_shader_barycentric", NULL};
static const char *const exts_density[] = {"GL_EXT_fragment_invocation_density", NULL};
static const char *const exts_shading_rate_nv[] = {"GL_NV_shading_rate_image", NULL};
static const char *const exts_shading_rate[] = {"GL_EXT_fragment_shading_rate", NULL};
static const char *const exts_stencil[] = {"GL_ARB_shader_stencil_export", NULL};
static const char *const exts_fully_covered[] = {"GL_NV_conservative_raster_underestimation", NULL};
static const char *const exts_viewport_layer[] = {"GL_ARB_shader_viewport_layer_array", "GL_NV_viewport_array2",
                                                  NULL};
static const char *const exts_viewport_array2[] = {"GL_NV_viewport_array2", NULL};
static const char *const exts_stereo_view[] = {"GL_NV_stereo_view_rendering", NULL};
static const char *const exts_per_view[] = {"GL_NVX_multiview_per_view_attributes", NULL};
static const char *const exts_multiview[] = {"GL_EXT_multiview", NULL};
static const char *const exts_ovr_multiview[] = {"GL_OVR_multiview", "GL_OVR_multiview2", NULL};
static const char *const exts_device_group[] = {"GL_EXT_device_group", NULL};
static const char *const exts_draw_parameters[] = {"GL_ARB_shader_draw_parameters", NULL};
static const char *const exts_arm_core[] = {"GL_ARM_shader_core_builtins", NULL};
static const char *const exts_sparse2[] = {"GL_ARB_sparse_texture2", NULL};
/* GL_ARB_sparse_texture_clamp requires GL_ARB_sparse_texture2 and brings
 * sparseTexelsResidentARB with it (glslang's reading). */
static const char *const exts_sparse_resident[] = {"GL_ARB_sparse_texture2", "GL_ARB_sparse_texture_clamp", NULL};
static const char *const exts_sparse_clamp[] = {"GL_ARB_sparse_texture_clamp", NULL};
static const char *const exts_gather_bias_lod[] = {"GL_AMD_texture_gather_bias_lod", NULL};
static const char *const exts_fragment_mask[] = {"GL_AMD_shader_fragment_mask", NULL};
static const char *const exts_shadow_lod[] = {"GL_EXT_texture_shadow_lod", NULL};
static const char *const exts_footprint[] = {"GL_NV_shader_texture_footprint", NULL};

static const BuiltinExtInfo ext_infos[BEXT_COUNT] = {
    [BEXT_SUBGROUP_BASIC] = {exts_basic, SpvCapabilityGroupNonUniform, 1, 0},
    [BEXT_SUBGROUP_VOTE] = {exts_vote, SpvCapabilityGroupNonUniformVote, 1, 1},
    [BEXT_SUBGROUP_BALLOT] = {exts_ballot, SpvCapabilityGroupNonUniformBallot, 1, 1},
    [BEXT_SUBGROUP_ARITHMETIC] = {exts_arithmetic, SpvCapabilityGroupNonUniformArithmetic, 1, 1},
    [BEXT_SUBGROUP_SHUFFLE] = {exts_shuffle, SpvCapabilityGroupNonUniformShuffle, 1, 1},
    [BEXT_SUBGROUP_SHUFFLE_RELATIVE] = {exts_shuffle_relative, SpvCapabilityGroupNonUniformShuffleRelative, 1, 1},
    [BEXT_SUBGROUP_CLUSTERED] = {exts_clustered, SpvCapabilityGroupNonUniformClustered, 1, 1},
    [BEXT_SUBGROUP_QUAD] = {exts_quad, SpvCapabilityGroupNonUniformQuad, 1, 1},
    [BEXT_SUBGROUP_PARTITIONED] = {exts_partitioned, SpvCapabilityGroupNonUniformPartitionedNV, 1, 1},
    [BEXT_ARB_SHADER_BALLOT] = {exts_arb_ballot, SpvCapabilitySubgroupBallotKHR, 0, 0},
    [BEXT_ARB_SHADER_GROUP_VOTE] = {exts_arb_vote, SpvCapabilitySubgroupVoteKHR, 0, 0},
    /* (the OpGroup* forms only: the OpExtInst ones need no capability) */
    [BEXT_AMD_SHADER_BALLOT] = {exts_amd_ballot, SpvCapabilityGroups, 0, 0},
    [BEXT_NV_SM_BUILTINS] = {exts_nv_sm, SpvCapabilityShaderSMBuiltinsNV, 0, 0},
    [BEXT_SHADER_CLOCK] = {exts_clock, SpvCapabilityShaderClockKHR, 0, 0},
    [BEXT_REALTIME_CLOCK] = {exts_realtime_clock, SpvCapabilityShaderClockKHR, 0, 0},
    /* (the ordering mode decides: the sample and shading-rate ones have capabilities of their own) */
    [BEXT_INTERLOCK] = {exts_interlock, SpvCapabilityFragmentShaderPixelInterlockEXT, 0, 0},
    [BEXT_BARYCENTRIC] = {exts_barycentric, SpvCapabilityFragmentBarycentricKHR, 0, 0},
    [BEXT_FRAGMENT_DENSITY] = {exts_density, SpvCapabilityFragmentDensityEXT, 0, 0},
    [BEXT_SHADING_RATE_NV] = {exts_shading_rate_nv, SpvCapabilityShadingRateNV, 0, 0},
    [BEXT_FRAGMENT_SHADING_RATE] = {exts_shading_rate, SpvCapabilityFragmentShadingRateKHR, 0, 0},
    [BEXT_STENCIL_EXPORT] = {exts_stencil, SpvCapabilityStencilExportEXT, 0, 0},
    [BEXT_FULLY_COVERED] = {exts_fully_covered, SpvCapabilityFragmentFullyCoveredEXT, 0, 0},
    [BEXT_VIEWPORT_LAYER] = {exts_viewport_layer, SpvCapabilityShaderViewportIndexLayerEXT, 0, 0},
    [BEXT_VIEWPORT_ARRAY2] = {exts_viewport_array2, SpvCapabilityShaderViewportMaskNV, 0, 0},
    [BEXT_STEREO_VIEW] = {exts_stereo_view, SpvCapabilityShaderStereoViewNV, 0, 0},
    [BEXT_PER_VIEW_ATTRIBUTES] = {exts_per_view, SpvCapabilityPerViewAttributesNV, 0, 0},
    [BEXT_MULTIVIEW] = {exts_multiview, SpvCapabilityMultiView, 0, 0},
    [BEXT_OVR_MULTIVIEW] = {exts_ovr_multiview, SpvCapabilityMultiView, 0, 0},
    [BEXT_DEVICE_GROUP] = {exts_device_group, SpvCapabilityDeviceGroup, 0, 0},
    [BEXT_DRAW_PARAMETERS] = {exts_draw_parameters, SpvCapabilityDrawParameters, 0, 0},
    [BEXT_ARM_CORE_BUILTINS] = {exts_arm_core, SpvCapabilityCoreBuiltinsARM, 0, 0},
    [BEXT_SPARSE_TEXTURE2] = {exts_sparse2, SpvCapabilitySparseResidency, 0, 0},
    [BEXT_SPARSE_CLAMP] = {exts_sparse_clamp, SpvCapabilityMinLod, 0, 0},
    [BEXT_SPARSE_RESIDENT] = {exts_sparse_resident, SpvCapabilitySparseResidency, 0, 0},
    [BEXT_GATHER_BIAS_LOD] = {exts_gather_bias_lod, SpvCapabilityImageGatherBiasLodAMD, 0, 0},
    [BEXT_FRAGMENT_MASK] = {exts_fragment_mask, SpvCapabilityFragmentMaskAMD, 0, 0},
    [BEXT_TEXTURE_SHADOW_LOD] = {exts_shadow_lod, 0, 0, 0},
    [BEXT_TEXTURE_FOOTPRINT] = {exts_footprint, SpvCapabilityImageFootprintNV, 0, 0},
};

const BuiltinExtInfo *builtin_ext_info(BuiltinExt ext)
{
    return ext > BEXT_NONE && ext < BEXT_COUNT ? &ext_infos[ext] : NULL;
}

const char *builtin_closest(const char *name, size_t *distance)
{
    size_t limit = strlen(name) >= 5 ? 2 : 1;
    const char *best = NULL;
    *distance = limit + 1;
    for (size_t i = 0; i < COUNT_OF(builtins); i++) {
        size_t d = glsl_edit_distance(name, builtins[i].name, limit, 0);
        if (d < *distance)
            best = builtins[i].name, *distance = d;
    }
    return best;
}

BuiltinExt builtin_name_extension(BuiltinName name)
{
    Rows r = rows_of(name);
    return r.count ? (BuiltinExt)builtins[r.row[0]].ext : BEXT_NONE;
}

BuiltinExt builtin_extension(const char *name)
{
    return builtin_name_extension(builtin_name(name));
}

static const struct {
    uint16_t bit;
    uint8_t kind;   /* TY_INT, TY_FLOAT or TY_BOOL */
    uint8_t width;
    uint8_t is_signed;
    uint8_t slot;
} families[] = { /* (family_of knows their order) */
    {FAM_F32, TY_FLOAT, 32, 0, SLOT_FLOAT},   {FAM_F64, TY_FLOAT, 64, 0, SLOT_FLOAT},
    {FAM_F16, TY_FLOAT, 16, 0, SLOT_FLOAT},   {FAM_I32, TY_INT, 32, 1, SLOT_SIGNED},
    {FAM_U32, TY_INT, 32, 0, SLOT_UNSIGNED},  {FAM_BOOL, TY_BOOL, 0, 0, SLOT_BOOL},
    {FAM_I64, TY_INT, 64, 1, SLOT_SIGNED},    {FAM_U64, TY_INT, 64, 0, SLOT_UNSIGNED},
    {FAM_I16, TY_INT, 16, 1, SLOT_SIGNED},    {FAM_U16, TY_INT, 16, 0, SLOT_UNSIGNED},
    {FAM_I8, TY_INT, 8, 1, SLOT_SIGNED},      {FAM_U8, TY_INT, 8, 0, SLOT_UNSIGNED},
};

static const Type *family_scalar(TypeTable *tt, size_t f)
{
    if (families[f].kind == TY_BOOL)
        return tt->bool_;
    if (families[f].kind == TY_FLOAT)
        return type_float(tt, families[f].width);
    return type_int(tt, families[f].width, families[f].is_signed);
}

/* ---- signatures ---- */

typedef struct Shape {
    const Type *family; /* NULL for entries without a family */
    const Type *opaque; /* texture functions: the sampler or image */
    unsigned n;         /* vector size */
    unsigned c, r;      /* matrix columns and rows */
} Shape;

/* How many coordinates address a texel of a sampler or image: the
 * dimensions, and the layer of arrays. */
static unsigned coordinate_count(uint32_t code)
{
    static const unsigned dims[] = {[DIM_1D] = 1, [DIM_2D] = 2, [DIM_3D] = 3, [DIM_CUBE] = 3,
                                    [DIM_RECT] = 2, [DIM_BUFFER] = 1, [DIM_SUBPASS] = 2, [DIM_EXTERNAL] = 2};
    return dims[TYPE_DIM(code)] + TYPE_ARRAYED(code);
}

static const Type *sampled_scalar(TypeTable *tt, uint32_t code)
{
    switch (TYPE_SAMPLED(code)) {
    case BT_INT: return tt->int_;
    case BT_UINT: return tt->uint_;
    case BT_INT64: return type_int(tt, 64, 1);
    case BT_UINT64: return type_int(tt, 64, 0);
    case BT_FLOAT16: return type_float(tt, 16);
    default: return tt->float_;
    }
}

/* The texture-function letters of builtins.c's header comment. */
static const Type *texture_letter_type(TypeTable *tt, char letter, const Type *opaque)
{
    uint32_t code = opaque->opaque;
    unsigned n = coordinate_count(code);
    int shadow = TYPE_SHADOW(code);
    SamplerDim dim = TYPE_DIM(code);
    switch (letter) {
    case 'P': return opaque;
    case 'K':
        /* sampler1DShadow takes a vec3: the reference in z, y unused (as in GLSL 1.x). */
        if (shadow && dim == DIM_1D && !TYPE_ARRAYED(code))
            return type_vector(tt, tt->float_, 3);
        return n + shadow <= 4 ? type_vector(tt, tt->float_, n + shadow) : NULL;
    case 'J': return type_vector(tt, tt->float_, 4);
    case 'k': return type_vector(tt, tt->int_, dim == DIM_CUBE ? 3 : n); /* image cube (arrays): face (+ 6 * layer) in z */
    case 'D': return type_vector(tt, tt->float_, n - TYPE_ARRAYED(code));
    case 'O': return type_vector(tt, tt->int_, n - TYPE_ARRAYED(code));
    case 'Q': return shadow ? (n <= 2 ? type_vector(tt, tt->float_, 4) : NULL) : type_vector(tt, tt->float_, n + 1);
    case 'W': return !shadow && n < 3 ? type_vector(tt, tt->float_, 4) : NULL;
    case 'L': return type_vector(tt, tt->float_, n);
    case 'E': return sampled_scalar(tt, code);
    case 'A': return type_array(tt, type_vector(tt, tt->int_, 2), 4);
    case 'Z': return type_vector(tt, tt->int_, dim == DIM_CUBE ? 2 + TYPE_ARRAYED(code) : n);
    case 'R': return shadow ? tt->float_ : type_vector(tt, sampled_scalar(tt, code), 4);
    case 'G': return type_vector(tt, shadow ? tt->float_ : sampled_scalar(tt, code), 4); /* gathered texels */
    case 'N': return type_footprint(tt, dim == DIM_3D ? 3 : 2);
    default: return NULL;
    }
}

/* Whether a sampler or image of type code `code` is one that TX_* bits `tx`
 * accept. */
static int texture_fits(uint32_t tx, uint32_t code)
{
    BaseType root = TYPE_BASE(code);
    SamplerDim dim = TYPE_DIM(code);
    int ms = TYPE_MS(code), shadow = TYPE_SHADOW(code);
    int levels = dim != DIM_BUFFER && dim != DIM_RECT && !ms;
    if (tx & TX_SUBPASS)
        return root == BT_SUBPASS && !((tx & TX_NOT_MS) && ms) && !((tx & TX_MS) && !ms);
    BaseType want = (tx & TX_IMAGE) ? BT_IMAGE : BT_SAMPLER;
    if ((root != want && !(root == BT_TEXTURE && (tx & TX_SAMPLERLESS))) || dim == DIM_SUBPASS)
        return 0;
    if (((tx & TX_NOT_MS) && ms) || ((tx & TX_MS) && !ms))
        return 0;
    if (((tx & TX_NOT_BUFFER) && dim == DIM_BUFFER) || ((tx & TX_BUFFER) && dim != DIM_BUFFER))
        return 0;
    if (((tx & TX_NOT_CUBE) && dim == DIM_CUBE) || ((tx & TX_NOT_RECT) && dim == DIM_RECT) ||
        ((tx & TX_NOT_SHADOW) && shadow))
        return 0;
    if (((tx & TX_LEVELS) && !levels) || ((tx & TX_NO_LEVELS) && levels))
        return 0;
    if ((tx & TX_CUBE_ARRAY_SHADOW) && !(dim == DIM_CUBE && TYPE_ARRAYED(code) && shadow))
        return 0;
    if ((tx & TX_NOT_ARRAY) && TYPE_ARRAYED(code))
        return 0;
    if ((tx & TX_NOT_1D) && dim == DIM_1D)
        return 0;
    if ((tx & TX_GATHER) && dim != DIM_2D && dim != DIM_CUBE && dim != DIM_RECT)
        return 0;
    if ((tx & TX_SHADOW) && !shadow)
        return 0;
    int array_2d_shadow = dim == DIM_2D && TYPE_ARRAYED(code) && shadow, cube_shadow = dim == DIM_CUBE && shadow;
    if (((tx & TX_NOT_2D_ARRAY_SHADOW) && array_2d_shadow) || ((tx & TX_NOT_CUBE_SHADOW) && cube_shadow))
        return 0;
    if (((tx & TX_2D_ARRAY_SHADOW) && !array_2d_shadow) ||
        ((tx & TX_CUBE_SHADOW) && !(cube_shadow && !TYPE_ARRAYED(code))))
        return 0;
    if ((tx & (TX_DIM_2D | TX_DIM_3D)) && !((tx & TX_DIM_2D) && dim == DIM_2D) && !((tx & TX_DIM_3D) && dim == DIM_3D))
        return 0;
    return 1;
}

/* strchr(set, c) != NULL, inlined over the constant sets below: asked for
 * every letter of every form tried. */
static inline int letter_in(const char *set, char c)
{
    for (; *set; set++)
        if (*set == c)
            return 1;
    return c == '\0';
}

/* The type one letter (and digit) names in a shape; NULL if it cannot be. */
static const Type *letter_type(TypeTable *tt, char letter, char digit, const Shape *s)
{
    unsigned size = digit >= '2' && digit <= '4' ? (unsigned)(digit - '0') : 1;
    if (s->opaque && letter_in("PKJkDZROQWLAGEN", letter))
        return texture_letter_type(tt, letter, s->opaque);
    switch (letter) {
    case 'G': case 'V': case 'S': case 'X':
        if (!s->family)
            return NULL;
        return letter == 'S' ? s->family : type_vector(tt, s->family, letter == 'X' ? 3 : s->n);
    case 'B': return type_vector(tt, tt->bool_, s->n);
    case 'I': return type_vector(tt, tt->int_, s->n);
    case 'Y':
        if (s->family && s->family->kind == TY_INT && s->family->width < 32)
            return type_vector(tt, type_int(tt, s->family->width, 1), s->n);
        return type_vector(tt, tt->int_, s->n);
    case 'U': return type_vector(tt, tt->uint_, s->n);
    case 'F': return type_vector(tt, tt->float_, s->n);
    case 'M': return s->family ? type_matrix(tt, s->family, s->c, s->r) : NULL;
    case 'T': return s->family ? type_matrix(tt, s->family, s->r, s->c) : NULL;
    case 'Q': return s->family ? type_matrix(tt, s->family, s->c, s->c) : NULL;
    case 'C': return s->family ? type_vector(tt, s->family, s->r) : NULL;
    case 'W': return s->family ? type_vector(tt, s->family, s->c) : NULL;
    case 'b': return type_vector(tt, tt->bool_, size);
    case 'i': return type_vector(tt, tt->int_, size);
    case 'u': return type_vector(tt, tt->uint_, size);
    case 'f': return type_vector(tt, tt->float_, size);
    case 'd': return type_vector(tt, tt->double_, size);
    case 'l': return type_int(tt, 64, 0);
    case 'v': return tt->void_;
    case 'c': return type_vector(tt, type_int(tt, 8, 1), size);
    case 'a': return type_vector(tt, type_int(tt, 8, 0), size);
    case 'w': return type_vector(tt, type_int(tt, 16, 1), size);
    case 'x': return type_vector(tt, type_int(tt, 16, 0), size);
    case 'j': return type_vector(tt, type_int(tt, 64, 1), size);
    case 'n': return type_vector(tt, type_int(tt, 64, 0), size);
    case 'h': return type_vector(tt, type_float(tt, 16), size);
    case 's': return type_opaque(tt, TYPE_SCALAR(BT_ACCEL_STRUCT));
    case 'q': return type_opaque(tt, TYPE_SCALAR(BT_RAY_QUERY));
    case 'o': return type_opaque(tt, TYPE_SCALAR(BT_HIT_OBJECT));
    case 'y': return type_opaque(tt, TYPE_SCALAR(BT_ATOMIC_UINT));
    case 't': return type_matrix(tt, tt->float_, 4, 3);
    default: return NULL;
    }
}

/* One "R(PPP)" form, split into letters: decoded from the signatures by
 * scripts/gen-builtin-index.py into builtin_index_forms. */
typedef BuiltinForm Form;

/* Row `fn`'s forms: forms_of(fn, &end) to end. */
static const Form *forms_of(const BuiltinFn *fn, const Form **end)
{
    size_t row = (size_t)(fn - builtins);
    *end = &builtin_index_forms[builtin_index_form_first[row + 1]];
    return &builtin_index_forms[builtin_index_form_first[row]];
}

/* ---- resolution ---- */

typedef struct Candidate {
    BuiltinCall call;
    int ranks[BUILTIN_MAX_PARAMS];
} Candidate;

typedef struct Search {
    TypeTable *tt;
    const Type *const *args;
    unsigned n;
    uint32_t enabled; /* FAM_* */
    const Type *scalars[COUNT_OF(families)]; /* family_scalar of each, once made */
    Candidate cands[32];  /* the first `count` are set */
    unsigned count;
    int exact;            /* the first pass: parameters of the arguments' very types only */
} Search;

static const Type *search_scalar(Search *s, size_t f)
{
    if (!s->scalars[f])
        s->scalars[f] = family_scalar(s->tt, f);
    return s->scalars[f];
}

static int same_params(const BuiltinCall *a, const BuiltinCall *b)
{
    if (a->param_count != b->param_count)
        return 0;
    for (unsigned i = 0; i < a->param_count; i++)
        if (a->params[i] != b->params[i])
            return 0;
    return 1;
}

/* Whether an argument of type `arg` may fit a parameter written `letter`
 * in `shape` (no texture shape): what type_conversion_rank(arg, p) >= 0
 * needs of the parameter p that letter_type would make, checked without
 * making it. Implicit conversions change the component type only (§4.1.10):
 * a vector keeps its size, a matrix its columns and rows. 1 for the letters
 * of a fixed type. Every overload is still chosen by try_shape's ranks;
 * this only spares the type table the shapes no argument can take. */
static int may_fit(TypeTable *tt, char letter, const Shape *sh, const Type *arg)
{
    const Type *comp = sh->family;
    unsigned size = sh->n, cols = 0, rows = 0;
    switch (letter) {
    case 'G': case 'V': break;
    case 'S': size = 1; break;
    case 'X': size = 3; break;
    case 'B': comp = tt->bool_; break;
    case 'I': comp = tt->int_; break;
    case 'U': comp = tt->uint_; break;
    case 'F': comp = tt->float_; break;
    case 'M': cols = sh->c, rows = sh->r; break;
    case 'T': cols = sh->r, rows = sh->c; break;
    case 'Q': cols = rows = sh->c; break;
    case 'C': size = sh->r; break;
    case 'W': size = sh->c; break;
    default: return 1;
    }
    if (!comp)
        return 1; /* letter_type makes none */
    if (cols)
        return arg->kind == TY_MATRIX && arg->components == cols && arg->rows == rows &&
               type_conversion_rank(arg->elem->elem, comp) >= 0;
    if (size == 1)
        return type_is_scalar(arg) && type_conversion_rank(arg, comp) >= 0;
    return arg->kind == TY_VECTOR && arg->components == size && type_conversion_rank(arg->elem, comp) >= 0;
}

/* Whether `arg` is the very type that family letter G, V, S or X names in
 * `shape` (what letter_type would make), without making it: scalars and
 * vectors are interned (type_vector), so the component and size say it. */
static int is_family_letter_type(char letter, const Shape *sh, const Type *arg)
{
    unsigned size = letter == 'S' ? 1 : letter == 'X' ? 3 : sh->n;
    if (size == 1)
        return arg == sh->family;
    return arg->kind == TY_VECTOR && arg->components == size && arg->elem == sh->family;
}

/* try_shape's first pass over a form with a family (no texture shape):
 * each parameter must be its argument's very type, so a G, V, S or X
 * parameter that is takes the argument itself, and a G or V result is
 * that parameter, instead of each being made through letter_type (a
 * subgroup shader resolves hundreds of distinct calls once each). The type
 * table sees the same types made in the same order as letter_type's walk:
 * on a mismatch the result and that parameter are still made. 1 when
 * `call` was filled (ranks all 0), 0 when no candidate. */
static int try_exact_shape(Search *s, const Form *f, const Shape *shape, BuiltinCall *call)
{
    int same_as_ret = -1; /* a parameter of the result's type */
    for (unsigned i = 0; i < f->count; i++) {
        char letter = f->params[i][0];
        int family_letter = letter == 'G' || letter == 'V' || letter == 'S' || letter == 'X';
        if (family_letter && is_family_letter_type(letter, shape, s->args[i])) {
            call->params[i] = s->args[i];
            call->directions[i] = f->directions[i];
            if (same_as_ret < 0 && (letter == 'G' || letter == 'V') && (f->ret[0] == 'G' || f->ret[0] == 'V'))
                same_as_ret = (int)i;
            continue;
        }
        /* letter_type's walk from here: the result, then this parameter */
        if (!letter_type(s->tt, f->ret[0], f->ret[1], shape))
            return 0;
        const Type *p = letter_type(s->tt, letter, f->params[i][1], shape);
        if (!p || p != s->args[i])
            return 0;
        call->params[i] = p;
        call->directions[i] = f->directions[i];
        same_as_ret = -2; /* the result is made below, as before */
    }
    call->ret = same_as_ret >= 0 ? call->params[same_as_ret] : letter_type(s->tt, f->ret[0], f->ret[1], shape);
    return call->ret != NULL;
}

/* Tries one instantiation; keeps it when the arguments fit. */
static void try_shape(Search *s, const BuiltinFn *fn, const Form *f, const Shape *shape, OpSlot slot)
{
    if (f->count != s->n)
        return;
    if (!shape->opaque)
        for (unsigned i = 0; i < f->count; i++)
            if (!may_fit(s->tt, f->params[i][0], shape, s->args[i]))
                return;
    /* Made in place, in the next free candidate (or a scratch one when all
     * are taken), and kept by counting it. */
    Candidate scratch;
    Candidate *cand = s->count < COUNT_OF(s->cands) ? &s->cands[s->count] : &scratch;
    memset(cand, 0, sizeof *cand);
    BuiltinCall *call = &cand->call;
    call->fn = fn;
    call->slot = slot;
    call->op = fn->ops[slot];
    call->param_count = f->count;
    if (s->exact && !shape->opaque && shape->family) {
        if (!try_exact_shape(s, f, shape, call))
            return;
        goto unique;
    }
    call->ret = letter_type(s->tt, f->ret[0], f->ret[1], shape);
    if (!call->ret)
        return;
    for (unsigned i = 0; i < f->count; i++) {
        const Type *p = letter_type(s->tt, f->params[i][0], f->params[i][1], shape);
        if (!p)
            return;
        call->params[i] = p;
        call->directions[i] = f->directions[i];
        /* Out and inout arguments must be of the parameter's very type, but
         * for the texel of a sparse read, which converts on its way out to the
         * argument (GLSL 4.60 6.1.1: from the parameter's type; the emitter
         * converts it before the store). */
        int rank = f->directions[i] == PARAM_IN ? type_conversion_rank(s->args[i], p)
                   : f->directions[i] == PARAM_OUT && fn->lowering == LOWER_TEXTURE ? type_conversion_rank(p, s->args[i])
                   : (s->args[i] == p ? 0 : -1);
        if (rank < 0 || (s->exact && rank))
            return;
        cand->ranks[i] = rank;
    }
unique:
    for (unsigned i = 0; i < s->count; i++)
        if (same_params(&s->cands[i].call, call))
            return; /* min(float, float) is both G(GG) and G(GS) */
    if (cand != &scratch)
        s->count++;
}

/* The vector size n that the arguments allow a sized form (one with a
 * G, V, B, I, U or F parameter): the size of the first such argument, 1
 * for a scalar; 0 when it is neither (may_fit refuses every n then). */
static unsigned argument_size(const Search *s, const Form *f)
{
    if (f->sized_param < 0)
        return 5; /* only the return type is sized: every n */
    const Type *arg = s->args[f->sized_param];
    return type_is_scalar(arg) ? 1 : arg->kind == TY_VECTOR ? arg->components : 0;
}

static void try_form(Search *s, const BuiltinFn *fn, const Form *f, const Type *family, OpSlot slot)
{
    if (f->count != s->n)
        return;
    Shape shape = {family, NULL, 1, 2, 2};
    unsigned n_lo = f->vector_only ? 2 : 1, n_hi = f->sized ? 4 : 1;
    if (f->sized) {
        unsigned size = argument_size(s, f);
        if (size <= 4) {
            if (size < n_lo) /* not a scalar or vector, or a scalar for a V */
                return;
            n_lo = n_hi = size;
        }
    }
    for (unsigned n = n_lo; n <= n_hi; n++) {
        shape.n = n;
        if (!f->matrix) {
            try_shape(s, fn, f, &shape, slot);
            continue;
        }
        for (unsigned c = 2; c <= 4; c++)
            for (unsigned r = 2; r <= 4; r++)
                if (!f->square || r == c) {
                    shape.c = c;
                    shape.r = r;
                    try_shape(s, fn, f, &shape, slot);
                }
    }
}

/* The component type of the first argument whose parameter has the
 * family's type (G V S X M T Q C W), the one that family_may_fit tests:
 * found once a form, not once a family. NULL when no parameter has the
 * family's type (every family may fit); `*none` when the argument is no
 * scalar, vector or matrix (none fits). */
static const Type *family_argument(const Search *s, const Form *f, int *none)
{
    *none = 0;
    if (f->family_param < 0 || (unsigned)f->family_param >= s->n)
        return NULL;
    const Type *a = s->args[f->family_param];
    if (a->kind == TY_VECTOR)
        a = a->elem;
    else if (a->kind == TY_MATRIX)
        a = a->elem->elem;
    *none = !type_is_scalar(a); /* may_fit takes only scalars, vectors and matrices */
    return a;
}

/* Whether family `fam` may be `a`'s type (family_argument's) after a
 * conversion (§4.1.10, type_conversion_rank): one never goes to or from
 * bool, never narrows, and never turns a float into an integer. A
 * necessary condition only; may_fit and the ranks decide. */
static int family_may_fit(const Search *s, const Type *a, size_t fam)
{
    unsigned kind = families[fam].kind, width = families[fam].width;
    if (a->kind == TY_BOOL || kind == TY_BOOL)
        return a->kind == kind;
    if (s->exact) /* the argument's own component type */
        return a->kind == kind && a->width == width && (kind == TY_FLOAT || a->is_signed == families[fam].is_signed);
    if (a->kind == TY_FLOAT)
        return kind == TY_FLOAT && width >= a->width;
    return kind == TY_FLOAT || width >= a->width;
}

/* The index in families[] of scalar type `a`'s very kind, width and
 * signedness (family_may_fit's first pass), -1 for none: by its fields,
 * not by a walk of the table. */
static int family_of(const Type *a)
{
    switch (a->kind) {
    case TY_BOOL: return 5;
    case TY_FLOAT: return a->width == 32 ? 0 : a->width == 64 ? 1 : a->width == 16 ? 2 : -1;
    case TY_INT: {
        int w = a->width == 32 ? 3 : a->width == 64 ? 6 : a->width == 16 ? 8 : a->width == 8 ? 10 : -1;
        return w < 0 ? -1 : w + !a->is_signed;
    }
    default: return -1;
    }
}

static void try_entry(Search *s, const BuiltinFn *fn)
{
    const Form *f, *end;
    if (fn->lowering == LOWER_TEXTURE) {
        /* The first argument, a sampler or image, decides every other type. */
        if (!s->n || s->args[0]->kind != TY_OPAQUE || !texture_fits(fn->families, s->args[0]->opaque))
            return;
        BaseType sampled = TYPE_SAMPLED(s->args[0]->opaque);
        /* Image atomics: 32- and 64-bit integer images; float images for the entries with ops[3] set. */
        int float_image = sampled == BT_FLOAT || sampled == BT_FLOAT16;
        if (fn->ops[0] == IMG_ATOMIC && (fn->ops[3] ? !float_image
                                         : sampled != BT_INT && sampled != BT_UINT && sampled != BT_INT64 &&
                                               sampled != BT_UINT64))
            return;
        Shape shape = {NULL, s->args[0], 1, 0, 0};
        for (f = forms_of(fn, &end); f < end; f++)
            try_shape(s, fn, f, &shape, SLOT_FLOAT);
        return;
    }
    /* Subgroup functions find their 8/16/64-bit overloads whatever is
     * enabled: the checker then names the extension they need. */
    uint32_t enabled = s->enabled | (fn->ext && ext_infos[fn->ext].extended_types ? FAM_EXTENDED : 0);
    for (f = forms_of(fn, &end); f < end; f++) {
        if (!fn->families) {
            try_form(s, fn, f, NULL, SLOT_FLOAT);
            continue;
        }
        int none;
        const Type *arg = family_argument(s, f, &none);
        if (none)
            continue;
        if (s->exact && arg) {
            /* Of the families below, only that one can pass. */
            int i = family_of(arg);
            if (i >= 0 && (fn->families & families[i].bit & enabled))
                try_form(s, fn, f, search_scalar(s, (size_t)i), (OpSlot)families[i].slot);
            continue;
        }
        for (size_t i = 0; i < COUNT_OF(families); i++)
            if ((fn->families & families[i].bit & enabled) && (!arg || family_may_fit(s, arg, i)))
                try_form(s, fn, f, search_scalar(s, i), (OpSlot)families[i].slot);
    }
}

/* A candidate is better than another when none of its conversions is
 * worse and at least one is better. */
static int better(const Candidate *a, const Candidate *b, unsigned n)
{
    int strictly = 0;
    for (unsigned i = 0; i < n; i++) {
        int c = type_compare_conversions(a->ranks[i], b->ranks[i]);
        if (c > 0)
            return 0;
        strictly |= c < 0;
    }
    return strictly;
}

int texture_offset_argument(TextureOp op, unsigned param_count)
{
    switch (op) {
    case TEX_SAMPLE_OFFSET: case TEX_SAMPLE_BIAS_OFFSET: return 2;
    case TEX_FETCH_OFFSET: return (int)param_count - 1; /* after the lod, which rectangles lack */
    case TEX_SAMPLE_LOD_OFFSET: return 3;
    case TEX_SAMPLE_GRAD_OFFSET: return 4;
    default: return -1;
    }
}

static int texture_extra_argument(const BuiltinCall *bc, unsigned i)
{
    unsigned v = bc->fn->form;
    /* a footprint's granularity and coarse flag come right before its out parameter */
    int before_out = (v & TXV_FOOTPRINT) && ((i + 1 < bc->param_count && bc->directions[i + 1] == PARAM_OUT) ||
                                             (i + 2 < bc->param_count && bc->directions[i + 2] == PARAM_OUT));
    return bc->directions[i] == PARAM_OUT || before_out ||
           ((v & (TXV_CLAMP | TXV_GATHER_LOD)) && i == bc->fn->ops[3]) ||
           ((v & TXV_GATHER_BIAS) && i + 1 == bc->param_count);
}

int texture_core_argument(const BuiltinCall *bc, unsigned index)
{
    if (bc->fn->lowering != LOWER_TEXTURE || !bc->fn->form)
        return index < bc->param_count ? (int)index : -1;
    unsigned core = 0;
    for (unsigned i = 0; i < bc->param_count; i++) {
        if (texture_extra_argument(bc, i))
            continue;
        if (core++ == index)
            return (int)i;
    }
    return -1;
}

int texture_call_offset_argument(const BuiltinCall *bc)
{
    unsigned core_count = 0;
    while (texture_core_argument(bc, core_count) >= 0)
        core_count++;
    int core = texture_offset_argument((TextureOp)bc->fn->ops[0], core_count);
    return core >= 0 ? texture_core_argument(bc, (unsigned)core) : -1;
}

int builtin_exists(const char *name)
{
    return rows_named(name).count != 0;
}

int builtin_exists_in_es(const char *name, int version, Stage stage)
{
    Rows r = rows_named(name);
    for (unsigned i = 0; i < r.count; i++) {
        const BuiltinFn *f = row_fn(r, i, name);
        if (f && f->es >= 0 && f->es <= version && f->ext == BEXT_NONE && (!f->stages || (f->stages & (1u << stage))))
            return 1;
    }
    return 0;
}

/* Tries the rows of a name that exist in `stage`; 0 when none does. */
static int try_rows(Search *s, Rows r, const char *name, Stage stage)
{
    int in_stage = 0;
    for (unsigned i = 0; i < r.count; i++) {
        const BuiltinFn *fn = row_fn(r, i, name);
        if (!fn || (fn->stages && !(fn->stages & (1u << stage))))
            continue;
        in_stage = 1;
        try_entry(s, fn);
    }
    return in_stage;
}

BuiltinResult builtin_resolve(TypeTable *tt, const char *name, const Type *const *args, unsigned n, Stage stage,
                              uint32_t enabled, BuiltinCall *out)
{
    return builtin_resolve_name(tt, builtin_name(name), name, args, n, stage, enabled, out);
}

BuiltinResult builtin_resolve_name(TypeTable *tt, BuiltinName id, const char *name, const Type *const *args,
                                   unsigned n, Stage stage, uint32_t enabled, BuiltinCall *out)
{
    Rows r = rows_of(id);
    if (!r.count)
        return BUILTIN_UNKNOWN;
    if (n > BUILTIN_MAX_PARAMS)
        return BUILTIN_NO_MATCH;
    Search s; /* not zeroed whole: the candidates are ~7 KB */
    s.tt = tt;
    s.args = args;
    s.n = n;
    s.enabled = enabled;
    memset(s.scalars, 0, sizeof s.scalars);
    /* An overload that takes the arguments' very types is the one chosen,
     * whatever else fits (no conversion beats any, §6.1.1, and two such
     * overloads have the same parameters, the first kept): a first pass
     * tries only those, and spares most calls trying every family's
     * conversions. */
    s.count = 0;
    s.exact = 1;
    if (!try_rows(&s, r, name, stage))
        return BUILTIN_WRONG_STAGE;
    if (s.count) {
        *out = s.cands[0].call;
        return BUILTIN_FOUND;
    }
    s.exact = 0;
    try_rows(&s, r, name, stage);
    for (unsigned i = 0; i < s.count; i++) {
        int best = 1;
        for (unsigned j = 0; j < s.count && best; j++)
            if (j != i && !better(&s.cands[i], &s.cands[j], n))
                best = 0;
        if (best) {
            *out = s.cands[i].call;
            return BUILTIN_FOUND;
        }
    }
    return s.count ? BUILTIN_AMBIGUOUS : BUILTIN_NO_MATCH;
}

/* Types whose pointer is their identity for good (see BuiltinMemo). */
static int memo_key_type(const Type *t)
{
    switch (t->kind) {
    case TY_BOOL: case TY_INT: case TY_FLOAT: case TY_VECTOR: case TY_MATRIX: case TY_OPAQUE: return 1;
    default: return 0;
    }
}

static inline uint32_t memo_bucket(uint32_t h, uint32_t cap)
{
    return (h ^ (h >> 16)) & (cap - 1);
}

/* The table at BUILTIN_MEMO_MOST buckets, the entries relinked by their hash. */
static void memo_grow(BuiltinMemo *memo, Arena *a)
{
    uint32_t cap = BUILTIN_MEMO_MOST;
    BuiltinMemoEntry **buckets = arena_alloc(a, cap * sizeof *buckets);
    for (uint32_t i = 0; i < memo->cap; i++)
        for (BuiltinMemoEntry *e = memo->buckets[i], *next; e; e = next) {
            next = e->next;
            BuiltinMemoEntry **b = &buckets[memo_bucket(e->hash, cap)];
            e->next = *b;
            *b = e;
        }
    arena_free_sized(a, memo->buckets, memo->cap * sizeof *buckets);
    memo->buckets = buckets;
    memo->cap = cap;
}

BuiltinResult builtin_resolve_memo(BuiltinMemo *memo, Arena *a, TypeTable *tt, BuiltinName name,
                                   const char *text, const Type *const *args, unsigned n, Stage stage,
                                   uint32_t enabled, const BuiltinCall **out)
{
    int keep = n <= BUILTIN_MAX_PARAMS;
    uint32_t h = ((uint32_t)name * 0x85ebca6bu) ^ ((uint32_t)stage * 0x9e3779b1u) ^ enabled;
    for (unsigned i = 0; i < n && keep; i++) {
        keep = memo_key_type(args[i]);
        h = (h ^ args[i]->serial) * 0x01000193u;
    }
    if (!memo->buckets) {
        memo->cap = BUILTIN_MEMO_FIRST;
        memo->buckets = arena_alloc(a, memo->cap * sizeof *memo->buckets);
    }
    BuiltinMemoEntry **bucket = &memo->buckets[memo_bucket(h, memo->cap)];
    if (keep) {
        for (const BuiltinMemoEntry *e = *bucket; e; e = e->next) {
            if (e->hash != h || e->n != n || e->stage != stage || e->enabled != enabled || e->name != name)
                continue;
            unsigned same = 0; /* a few pointers: compared here, not through memcmp */
            while (same < n && e->args[same] == args[same])
                same++;
            if (same == n) {
                *out = &e->call;
                return e->result;
            }
        }
    }
    if (!keep) {
        BuiltinCall *call = arena_alloc(a, sizeof *call);
        *out = call;
        return builtin_resolve_name(tt, name, text, args, n, stage, enabled, call);
    }
    BuiltinMemoEntry *e = arena_alloc(a, sizeof *e + n * sizeof *args);
    e->result = builtin_resolve_name(tt, name, text, args, n, stage, enabled, &e->call);
    e->hash = h;
    e->name = name;
    e->n = (uint8_t)n;
    e->stage = (uint8_t)stage;
    e->enabled = enabled;
    copy_bytes(e->args, args, n * sizeof *args);
    if (++memo->len > 2 * memo->cap && memo->cap < BUILTIN_MEMO_MOST) {
        memo_grow(memo, a);
        bucket = &memo->buckets[memo_bucket(h, memo->cap)];
    }
    e->next = *bucket;
    *bucket = e;
    *out = &e->call;
    return e->result;
}

uint32_t builtin_stages(const char *name)
{
    uint32_t stages = 0;
    Rows r = rows_named(name);
    for (unsigned i = 0; i < r.count; i++) {
        const BuiltinFn *fn = row_fn(r, i, name);
        if (!fn)
            continue;
        if (!fn->stages)
            return 0;
        stages |= fn->stages;
    }
    return stages;
}

/* A texture function's forms in the spec's generic spelling. */
static void describe_texture(Arena *a, const char *name, const BuiltinFn *fn, Str *out)
{
    const Form *f, *end;
    for (f = forms_of(fn, &end); f < end; f++) {
        const char *ret = f->ret[0] == 'E' ? "int or uint" : f->ret[0] == 'f' ? "vec2" : f->ret[0] == 'R' || f->ret[0] == 'G' ? "gvec4" : f->ret[0] == 'Z' ? "ivec" : f->ret[0] == 'i' ? "int" : f->ret[0] == 'b' ? "bool" : "void";
        str_printf(a, out, "  %s %s(", ret, name);
        for (unsigned p = 0; p < f->count; p++) {
            const char *t = "?";
            switch (f->params[p][0]) {
            case 'P':
                t = (fn->families & TX_IMAGE) ? "gimage" : (fn->families & TX_SUBPASS) ? "gsubpassInput"
                    : (fn->families & TX_SAMPLERLESS) ? "gsampler or gtexture" : "gsampler";
                if (fn->families & (TX_DIM_2D | TX_DIM_3D))
                    t = !(fn->families & TX_DIM_3D) ? "gsampler2D" : !(fn->families & TX_DIM_2D) ? "gsampler3D"
                        : "gsampler2D or gsampler3D";
                break;
            case 'K': t = "vec coordinates"; break;
            case 'J': t = "vec4 coordinates"; break;
            case 'D': t = "vec derivative"; break;
            case 'O': t = "const ivec offset"; break;
            case 'Q': t = "vec projective coordinates"; break;
            case 'W': t = "vec4 projective coordinates"; break;
            case 'L': t = "vec coordinates"; break;
            case 'A': t = "const ivec2[4] offsets"; break;
            case 'E': t = "int or uint"; break;
            case 'k': t = "ivec coordinates"; break;
            case 'R': t = "gvec4"; break;
            case 'i': t = "int"; break;
            case 'f': t = "float"; break;
            case 'b': t = "bool"; break;
            case 'N':
                t = (fn->families & TX_DIM_3D) ? "out gl_TextureFootprint2DNV (3DNV for 3D)" : "out gl_TextureFootprint2DNV";
                break;
            }
            str_printf(a, out, "%s%s", p ? ", " : "", t);
        }
        str_puts(a, out, ")\n");
    }
}

void builtin_describe(TypeTable *tt, const char *name, Str *out)
{
    Arena *a = tt->arena;
    Rows r = rows_named(name);
    for (unsigned i = 0; i < r.count; i++) {
        const BuiltinFn *fn = row_fn(r, i, name);
        if (!fn)
            continue;
        if (fn->lowering == LOWER_TEXTURE) {
            describe_texture(a, name, fn, out);
            continue;
        }
        const Form *f, *end;
        for (f = forms_of(fn, &end); f < end; f++) {
            /* One line per form, shown for float (or the first family) at size 4 / 4x4. */
            Shape shape = {NULL, NULL, f->vector_only || f->sized ? 4 : 1, 4, 4};
            for (size_t k = 0; k < COUNT_OF(families) && fn->families; k++)
                if (fn->families & families[k].bit) {
                    shape.family = family_scalar(tt, k);
                    break;
                }
            const Type *ret = letter_type(tt, f->ret[0], f->ret[1], &shape);
            str_printf(a, out, "  %s %s(", ret ? type_name(a, ret) : "?", name);
            for (unsigned p = 0; p < f->count; p++) {
                const Type *t = letter_type(tt, f->params[p][0], f->params[p][1], &shape);
                str_printf(a, out, "%s%s%s", p ? ", " : "", f->directions[p] == PARAM_OUT ? "out " :
                           f->directions[p] == PARAM_INOUT ? "inout " : "", t ? type_name(a, t) : "?");
            }
            str_puts(a, out, ")\n");
        }
    }
}
