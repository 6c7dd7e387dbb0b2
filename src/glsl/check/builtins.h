/* Built-in functions as data (see docs/compiler.md).
 *
 * builtins.def lists each function family once: its signatures in a small
 * notation, the component types it comes in, and how it lowers to SPIR-V.
 * builtin_resolve() finds the overload a call means, ranking implicit
 * conversions as GLSL 4.60 §6.1.1 says. Nothing is built at start-up. */
#ifndef GLSPV_GLSL_BUILTINS_H
#define GLSPV_GLSL_BUILTINS_H

#include "glsl/check/type.h"

/* Component types a family comes in. */
enum {
    FAM_F32 = 1 << 0,
    FAM_F64 = 1 << 1,
    FAM_F16 = 1 << 2,
    FAM_I32 = 1 << 3,
    FAM_U32 = 1 << 4,
    FAM_BOOL = 1 << 5,
    FAM_I64 = 1 << 6,
    FAM_U64 = 1 << 7,
    FAM_I16 = 1 << 8,
    FAM_U16 = 1 << 9,
    FAM_I8 = 1 << 10,
    FAM_U8 = 1 << 11,
};
#define FAM_FLOAT (FAM_F32 | FAM_F16)
#define FAM_FLOATS (FAM_F32 | FAM_F64 | FAM_F16)
#define FAM_SINT (FAM_I32 | FAM_I64 | FAM_I16 | FAM_I8)
#define FAM_UINT (FAM_U32 | FAM_U64 | FAM_U16 | FAM_U8)
#define FAM_INTS (FAM_SINT | FAM_UINT)
#define FAM_NUMBERS (FAM_FLOATS | FAM_INTS)
/* bitfieldExtract, bitfieldInsert and bitfieldReverse: GL_ARB_gpu_shader_int64
 * gives the 64-bit types bitCount, findLSB and findMSB only. */
#define FAM_BITFIELD (FAM_INTS & ~(FAM_I64 | FAM_U64))
/* The 8-, 16- and 64-bit types that subgroup functions take with
 * GL_EXT_shader_subgroup_extended_types_* (double is core there). */
#define FAM_EXTENDED (FAM_F16 | FAM_I8 | FAM_U8 | FAM_I16 | FAM_U16 | FAM_I64 | FAM_U64)

typedef enum Lowering {
    LOWER_CORE,    /* a core opcode, chosen per component kind */
    LOWER_GLSL450, /* a GLSL.std.450 instruction, chosen per component kind */
    LOWER_SPECIAL, /* code of its own in the emitter (out parameters, results as structs, ...) */
    LOWER_TEXTURE, /* a texture or image function: ops[0] is a TextureOp, `families` TX_* bits */
    LOWER_SUBGROUP,/* a subgroup function (emit_subgroup.c): the op per kind, shaped by `form` */
    LOWER_CONTROL, /* a control, debugging or fragment extension function (emit_control.c): ops[0] a ControlOp */
} Lowering;

/* The extensions that bring a built-in function or variable (the subgroup
 * families); builtin_ext_info() names them. */
typedef enum BuiltinExt {
    BEXT_NONE,
    BEXT_SUBGROUP_BASIC,            /* implied by every KHR subgroup extension and NV partitioned */
    BEXT_SUBGROUP_VOTE,
    BEXT_SUBGROUP_BALLOT,
    BEXT_SUBGROUP_ARITHMETIC,
    BEXT_SUBGROUP_SHUFFLE,
    BEXT_SUBGROUP_SHUFFLE_RELATIVE,
    BEXT_SUBGROUP_CLUSTERED,
    BEXT_SUBGROUP_QUAD,
    BEXT_SUBGROUP_PARTITIONED,      /* GL_NV_shader_subgroup_partitioned */
    BEXT_ARB_SHADER_BALLOT,
    BEXT_ARB_SHADER_GROUP_VOTE,
    BEXT_AMD_SHADER_BALLOT,         /* GL_AMD_shader_ballot (SPV_AMD_shader_ballot) */
    BEXT_NV_SM_BUILTINS,            /* GL_NV_shader_sm_builtins: variables only */
    /* Control, debugging, fragment and geometry extensions (check_control.c,
     * emit_control.c), BEXT_SHADER_CLOCK to BEXT_FRAGMENT_MASK: their
     * variables are declared only with the extension enabled (check_stage.c);
     * `capability` is what the variables need. */
    BEXT_SHADER_CLOCK,              /* GL_ARB_shader_clock */
    BEXT_REALTIME_CLOCK,            /* GL_EXT_shader_realtime_clock */
    BEXT_INTERLOCK,                 /* GL_ARB_fragment_shader_interlock */
    BEXT_BARYCENTRIC,               /* GL_EXT_ and GL_NV_fragment_shader_barycentric */
    BEXT_FRAGMENT_DENSITY,          /* GL_EXT_fragment_invocation_density */
    BEXT_SHADING_RATE_NV,           /* GL_NV_shading_rate_image */
    BEXT_FRAGMENT_SHADING_RATE,     /* GL_EXT_fragment_shading_rate */
    BEXT_STENCIL_EXPORT,            /* GL_ARB_shader_stencil_export */
    BEXT_VIEWPORT_LAYER,            /* GL_ARB_shader_viewport_layer_array (or GL_NV_viewport_array2) */
    BEXT_VIEWPORT_ARRAY2,           /* GL_NV_viewport_array2: gl_ViewportMask */
    BEXT_STEREO_VIEW,               /* GL_NV_stereo_view_rendering */
    BEXT_PER_VIEW_ATTRIBUTES,       /* GL_NVX_multiview_per_view_attributes */
    BEXT_MULTIVIEW,                 /* GL_EXT_multiview */
    BEXT_OVR_MULTIVIEW,             /* GL_OVR_multiview(2) */
    BEXT_DEVICE_GROUP,              /* GL_EXT_device_group */
    BEXT_DRAW_PARAMETERS,           /* GL_ARB_shader_draw_parameters */
    BEXT_ARM_CORE_BUILTINS,         /* GL_ARM_shader_core_builtins */
    BEXT_FULLY_COVERED,             /* GL_NV_conservative_raster_underestimation */
    BEXT_SPARSE_TEXTURE2,           /* GL_ARB_sparse_texture2 */
    BEXT_SPARSE_CLAMP,              /* GL_ARB_sparse_texture_clamp */
    BEXT_SPARSE_RESIDENT,           /* sparseTexelsResidentARB: either of the two */
    BEXT_GATHER_BIAS_LOD,           /* GL_AMD_texture_gather_bias_lod */
    BEXT_FRAGMENT_MASK,             /* GL_AMD_shader_fragment_mask */
    BEXT_TEXTURE_SHADOW_LOD,        /* GL_EXT_texture_shadow_lod */
    BEXT_TEXTURE_FOOTPRINT,         /* GL_NV_shader_texture_footprint */
    BEXT_COUNT
} BuiltinExt;

typedef struct BuiltinExtInfo {
    const char *const *extensions; /* any of these enables it; the first is the one to name */
    uint32_t capability;           /* SpvCapability its instructions and variables need (0: none) */
    int spirv_1_3;                 /* OpGroupNonUniform*: SPIR-V 1.3 (Vulkan 1.1) or later */
    int extended_types;            /* takes 8/16/64-bit values with GL_EXT_shader_subgroup_extended_types_* */
} BuiltinExtInfo;

/* LOWER_CONTROL functions (emit_control.c). */
typedef enum ControlOp {
    CTL_CLOCK,            /* clockARB() and kin: OpReadClockKHR at scope ops[1]; uint64_t or uvec2 */
    CTL_INTERLOCK_BEGIN,  /* beginInvocationInterlockARB(): OpBeginInvocationInterlockEXT */
    CTL_INTERLOCK_END,    /* endInvocationInterlockARB() */
    CTL_SPARSE_RESIDENT,  /* sparseTexelsResidentARB(): OpImageSparseTexelsResident */
} ControlOp;

const BuiltinExtInfo *builtin_ext_info(BuiltinExt ext);

/* How a LOWER_SUBGROUP function's instruction is shaped. */
typedef enum SubgroupForm {
    SGF_SCOPE,          /* op type id Subgroup args... */
    SGF_REDUCE,         /* op type id Subgroup Reduce value [extra] (the GroupOperation follows the scope) */
    SGF_INCLUSIVE,
    SGF_EXCLUSIVE,
    SGF_CLUSTERED,      /* ... ClusteredReduce value clusterSize */
    SGF_PARTITIONED_REDUCE,    /* ... PartitionedReduceNV value ballot */
    SGF_PARTITIONED_INCLUSIVE,
    SGF_PARTITIONED_EXCLUSIVE,
    SGF_QUAD_SWAP_HORIZONTAL,  /* OpGroupNonUniformQuadSwap with direction 0, 1, 2 */
    SGF_QUAD_SWAP_VERTICAL,
    SGF_QUAD_SWAP_DIAGONAL,
    SGF_NO_SCOPE,       /* op type id args... (OpGroupNonUniformPartitionNV, OpSubgroup*KHR votes) */
    SGF_COMPONENTWISE,  /* SPV_KHR_shader_ballot: one scalar op per component, no scope */
    SGF_BALLOT64,       /* ballotARB(): OpSubgroupBallotKHR's uvec4, its low two words as a uint64_t */
    SGF_GROUP_REDUCE,   /* GL_AMD_shader_ballot: one OpGroup* (Groups) or OpGroup*NonUniformAMD per
                           component, op type id Subgroup Reduce value */
    SGF_GROUP_INCLUSIVE,
    SGF_GROUP_EXCLUSIVE,
    SGF_AMD_EXTINST,    /* GL_AMD_shader_ballot: OpExtInst of the SPV_AMD_shader_ballot set, the
                           instruction number in the op slots */
    SGF_BARRIER,        /* OpControlBarrier (ops[0]) or OpMemoryBarrier at Subgroup scope, semantics ops[1] */
} SubgroupForm;

/* Texture and image functions (emit_image.c lowers them). */
typedef enum TextureOp {
    TEX_SAMPLE,        /* texture(): implicit level in fragment shaders, level 0 elsewhere */
    TEX_SAMPLE_BIAS,   /* texture(s, P, bias) */
    TEX_SAMPLE_LOD,    /* textureLod() */
    TEX_SAMPLE_GRAD,   /* textureGrad() */
    TEX_FETCH,         /* texelFetch(): OpImageFetch (the int is the level, or the sample for MS) */
    TEX_SIZE,          /* textureSize() / imageSize(): OpImageQuerySize[Lod] */
    TEX_LEVELS,        /* textureQueryLevels() */
    TEX_SAMPLES,       /* textureSamples() / imageSamples() */
    IMG_LOAD,          /* imageLoad(): OpImageRead */
    IMG_STORE,         /* imageStore(): OpImageWrite */
    TEX_SAMPLE_OFFSET, /* textureOffset(s, P, offset): texture() with ConstOffset */
    TEX_SAMPLE_BIAS_OFFSET, /* textureOffset(s, P, offset, bias) */
    TEX_SAMPLE_LOD_OFFSET,  /* textureLodOffset(s, P, lod, offset) */
    TEX_SAMPLE_GRAD_OFFSET, /* textureGradOffset(s, P, dPdx, dPdy, offset) */
    TEX_FETCH_OFFSET,  /* texelFetchOffset(s, P, lod, offset) */
    TEX_GATHER,        /* textureGather(s, P [, comp]) / (shadow s, P, refZ): OpImage[Dref]Gather */
    TEX_GATHER_OFFSET, /* textureGatherOffset(s, P, offset [, comp | refZ]) */
    TEX_GATHER_OFFSETS,/* textureGatherOffsets(s, P, ivec2[4] offsets [, comp | refZ]): ConstOffsets */
    TEX_QUERY_LOD,     /* textureQueryLod(s, P): OpImageQueryLod */
    IMG_ATOMIC,        /* imageAtomic*(): OpImageTexelPointer, then ops[1] (signed) or ops[2] (unsigned) */
    SUBPASS_LOAD,      /* subpassLoad(): OpImageRead at (0, 0) of the input attachment */
    IMG_LOAD_LOD,      /* imageLoadLodAMD(): OpImageRead with an integer Lod (ImageReadWriteLodAMD) */
    IMG_STORE_LOD,     /* imageStoreLodAMD(): OpImageWrite with Lod */
    IMG_SPARSE_LOAD_LOD, /* sparseImageLoadLodAMD(): OpImageSparseRead with Lod; the texel goes out */
    TEX_FRAGMENT_MASK_FETCH, /* fragmentMaskFetchAMD(): OpFragmentMaskFetchAMD (subpass inputs at (0, 0)) */
    TEX_FRAGMENT_FETCH,      /* fragmentFetchAMD(): OpFragmentFetchAMD */
} TextureOp;

/* Which argument of a texture function is its constant offset; -1 if none. */
int texture_offset_argument(TextureOp op, unsigned param_count);

/* Forms the extensions add to the core texture functions (`form` of a
 * LOWER_TEXTURE entry; emit_image.c lowers them as the core form, with
 * these changes). */
enum {
    TXV_SPARSE = 1,      /* GL_ARB_sparse_texture2: OpImageSparse*; the residency code is the
                            result, the texel an out argument */
    TXV_CLAMP = 2,       /* GL_ARB_sparse_texture_clamp: ops[3] is the lodClamp argument (MinLod) */
    TXV_GATHER_LOD = 4,  /* GL_AMD_texture_gather_bias_lod: ops[3] is the lod argument */
    TXV_GATHER_BIAS = 8, /* ... the last argument is a bias */
    TXV_FOOTPRINT = 16,  /* GL_NV_shader_texture_footprint: OpImageSampleFootprintNV; granularity, coarse
                            and the out gl_TextureFootprint*NV come after the core arguments (a bias
                            after them), the result is whether one level of detail is read */
};

struct BuiltinCall;
/* Where the argument the core form has at `index` is in a call of a form
 * with TXV_* changes (the texel, lodClamp, lod and bias left out); `index`
 * itself for the core forms; -1 when the call has none. */
int texture_core_argument(const struct BuiltinCall *bc, unsigned index);
/* Where a call's constant offset is (texture_offset_argument of its core
 * form, mapped onto the call); -1 if none. */
int texture_call_offset_argument(const struct BuiltinCall *bc);

/* Which samplers or images a texture function's first parameter takes
 * (LOWER_TEXTURE entries keep these in `families`). */
enum {
    TX_SAMPLER = 1 << 0,     /* a combined image sampler (sampler2D, isampler3D, ...) */
    TX_IMAGE = 1 << 1,       /* a storage image (image2D, ...) */
    TX_NOT_MS = 1 << 2,
    TX_MS = 1 << 3,
    TX_NOT_BUFFER = 1 << 4,
    TX_BUFFER = 1 << 5,
    TX_NOT_CUBE = 1 << 6,
    TX_NOT_SHADOW = 1 << 7,
    TX_LEVELS = 1 << 8,      /* has mipmap levels: not buffer, rect or multisampled */
    TX_NO_LEVELS = 1 << 9,   /* buffer, rect or multisampled */
    TX_CUBE_ARRAY_SHADOW = 1 << 10,
    TX_NOT_RECT = 1 << 11,
    TX_NOT_ARRAY = 1 << 12,
    TX_GATHER = 1 << 13,     /* 2D, Cube or Rect (what textureGather samples) */
    TX_NOT_SHADOW_GATHER = 1 << 14, /* not shadow */
    TX_SHADOW = 1 << 15,
    TX_SAMPLERLESS = 1 << 16,/* also a texture without a sampler (GL_EXT_samplerless_texture_functions) */
    TX_SUBPASS = 1 << 17,    /* a subpass input (subpassInput, isubpassInputMS, ...) */
    TX_NOT_1D = 1 << 18,
    /* GLSL's lod and bias forms leave out these shadow samplers; GL_EXT_texture_shadow_lod adds them */
    TX_NOT_2D_ARRAY_SHADOW = 1 << 19,
    TX_NOT_CUBE_SHADOW = 1 << 20, /* samplerCubeShadow and samplerCubeArrayShadow */
    TX_2D_ARRAY_SHADOW = 1 << 21, /* only sampler2DArrayShadow */
    TX_CUBE_SHADOW = 1 << 22,     /* only samplerCubeShadow */
    /* Only these dimensions (either, when both): the texture footprints' 2D and 3D */
    TX_DIM_2D = 1 << 23,
    TX_DIM_3D = 1 << 24,
};
/* Image atomics take 32-bit integer images (TX_* bits are full: the
 * resolver checks the sampled type for IMG_ATOMIC entries). */
/* Projective texture functions (textureProj*) are their TextureOp's with
 * ops[1] = 1: the coordinates' last component divides the others. */
#define TEXTURE_PROJ 1

/* Which op of an entry applies to a component type. */
typedef enum OpSlot {
    SLOT_FLOAT,
    SLOT_SIGNED,
    SLOT_UNSIGNED,
    SLOT_BOOL,
} OpSlot;

/* Functions the emitter lowers by hand (LOWER_SPECIAL: ops[0] is one). */
typedef enum SpecialBuiltin {
    SPECIAL_NONE,
    SPECIAL_MODF,              /* GLSL.std.450 ModfStruct, then the out parameter */
    SPECIAL_FREXP,             /* FrexpStruct */
    SPECIAL_DOT_SCALAR,        /* dot(float, float) is a multiplication */
    SPECIAL_MATRIX_COMP_MULT,  /* column by column OpFMul */
    SPECIAL_MIX_SELECT,        /* mix(x, y, bool a): OpSelect a y x */
    SPECIAL_UADD_CARRY,        /* OpIAddCarry's struct into result and out */
    SPECIAL_USUB_BORROW,
    SPECIAL_UMUL_EXTENDED,
    SPECIAL_IMUL_EXTENDED,
    SPECIAL_BARRIER,           /* OpControlBarrier */
    SPECIAL_MEMORY_BARRIER,    /* OpMemoryBarrier with the semantics of each kind */
    SPECIAL_MEMORY_BARRIER_SHARED,
    SPECIAL_MEMORY_BARRIER_BUFFER,
    SPECIAL_MEMORY_BARRIER_IMAGE,
    SPECIAL_GROUP_MEMORY_BARRIER,
    SPECIAL_EMIT_VERTEX,       /* geometry: OpEmitVertex, OpEndPrimitive and the stream forms */
    SPECIAL_END_PRIMITIVE,
    SPECIAL_EMIT_STREAM_VERTEX,
    SPECIAL_END_STREAM_PRIMITIVE,
    SPECIAL_INTERPOLATE,       /* interpolateAt*(): GLSL.std.450 ops[1] on the input's pointer */
    SPECIAL_IS_HELPER,         /* helperInvocationEXT(): OpIsHelperInvocationEXT */
    SPECIAL_ATOMIC,            /* atomic*() on buffer or shared memory: ops[1..3] hold the opcodes (ops[1] for
                                  floats); forms with three (compare-and-swap: five) more ints take the scope
                                  and semantics (builtins_memory.def) */
    SPECIAL_CONTROL_BARRIER,   /* controlBarrier(execution scope, memory scope, storage, semantics) */
    SPECIAL_MEMORY_BARRIER_SCOPED, /* memoryBarrier(scope, storage, semantics) */
    SPECIAL_SET_MESH_OUTPUTS,  /* mesh shading (emit_mesh.c): OpSetMeshOutputsEXT */
    SPECIAL_EMIT_MESH_TASKS,   /* OpEmitMeshTasksEXT with the task payload: ends the shader */
    SPECIAL_WRITE_PACKED_PRIMITIVE_INDICES, /* OpWritePackedPrimitiveIndices4x8NV */
    SPECIAL_RAY,               /* ray tracing and ray query functions (emit_ray.c): ops[1] is the SpvOp */
} SpecialBuiltin;

typedef struct BuiltinFn {
    const char *name;
    const char *signature;  /* one or more "R(PPP)" forms separated by spaces; see builtins.c */
    uint32_t families;      /* FAM_*: component types it instantiates for (TX_* for LOWER_TEXTURE) */
    uint8_t lowering;       /* Lowering */
    uint16_t ops[4];        /* by OpSlot: an SpvOp or a GLSLstd450 number (0: none) */
    uint32_t stages;        /* 1 << Stage where it exists; 0: every stage */
    int16_t desktop, es;    /* first versions; 0: always (in Vulkan GLSL) */
    uint8_t ext;            /* BuiltinExt: the extension that brings it */
    uint8_t form;           /* LOWER_SUBGROUP: a SubgroupForm; LOWER_TEXTURE: TXV_* changes */
} BuiltinFn;

#define BUILTIN_MAX_PARAMS 14 /* hitObjectRecordHitMotionNV */

typedef enum ParamDirection {
    PARAM_IN,
    PARAM_OUT,
    PARAM_INOUT,
    PARAM_INTERPOLANT,  /* '*': a fragment input itself (interpolateAt*), read where it is */
    PARAM_REFERENCE,    /* a spirv_by_reference argument of a spirv_instruction: its address */
} ParamDirection;

/* The overload a call resolved to. */
typedef struct BuiltinCall {
    const BuiltinFn *fn;
    const Type *ret;
    const Type *params[BUILTIN_MAX_PARAMS];
    uint8_t directions[BUILTIN_MAX_PARAMS]; /* ParamDirection */
    unsigned param_count;
    OpSlot slot;
    uint16_t op;            /* fn->ops[slot] */
} BuiltinCall;

/* 1 when some built-in function is called `name`. */
int builtin_exists(const char *name);
/* 1 when GLSL ES `version` has a core built-in function called `name` in `stage`. */
int builtin_exists_in_es(const char *name, int version, Stage stage);

typedef enum BuiltinResult {
    BUILTIN_FOUND,
    BUILTIN_NO_MATCH,   /* the name exists, no overload takes these arguments */
    BUILTIN_AMBIGUOUS,  /* several overloads fit equally well */
    BUILTIN_UNKNOWN,    /* no built-in function has this name */
    BUILTIN_WRONG_STAGE,/* it exists only in other stages */
} BuiltinResult;

/* The component types a shader may use: 32-bit types and bool always,
 * double on desktop, the others as their extensions are enabled. */
#define FAM_CORE (FAM_F32 | FAM_I32 | FAM_U32 | FAM_BOOL)

/* The overload of `name` that arguments of types `args` call in `stage`,
 * among the instances for the `enabled` families (FAM_*), with implicit
 * conversions ranked as §6.1.1 says. */
BuiltinResult builtin_resolve(TypeTable *tt, const char *name, const Type *const *args, unsigned n, Stage stage,
                              uint32_t enabled, BuiltinCall *out);

/* A built-in function name found once, for the calls that follow: its
 * place in the generated index + 1; 0 when no built-in has the name. A
 * call looks its name up once instead of once per question (the
 * extension, the overloads, the memo). */
typedef uint16_t BuiltinName;
BuiltinName builtin_name(const char *name);
/* The same, `hash` being the name's 32-bit FNV-1a (hash_string's). */
BuiltinName builtin_name_hashed(const char *name, uint32_t hash);
/* The extension that brings the built-in `name` (BEXT_NONE for the core
 * ones and for 0). */
BuiltinExt builtin_name_extension(BuiltinName name);

/* builtin_resolve for a name already looked up: `text` is its spelling. */
BuiltinResult builtin_resolve_name(TypeTable *tt, BuiltinName name, const char *text, const Type *const *args,
                                   unsigned n, Stage stage, uint32_t enabled, BuiltinCall *out);

/* builtin_resolve's answers so far in one compilation: a shader calls the
 * same few built-ins with the same argument types again and again, and
 * each resolution tries every overload (10% of a large compile). Only
 * calls whose arguments are all interned scalar, vector, matrix or opaque
 * types are kept, so equal keys are equal pointers and the answer cannot
 * change later (arrays may be sized implicitly as the walk goes on). */
typedef struct BuiltinMemoEntry {
    struct BuiltinMemoEntry *next; /* in the same bucket */
    uint32_t hash;          /* of the key, compared first */
    BuiltinName name;
    uint8_t n;
    uint8_t stage;          /* Stage */
    uint32_t enabled;
    BuiltinResult result;
    BuiltinCall call;       /* the answer, shared by the calls that resolve alike */
    const Type *args[];     /* n of them */
} BuiltinMemoEntry;
/* Buckets by the key's hash, chained through the entries. The table is
 * made at the first call and grows once, from BUILTIN_MEMO_FIRST buckets to
 * BUILTIN_MEMO_MOST, and no further: a shader of many different calls (the
 * subgroup tests) resolves most once, and rehashing cost more than the
 * chains; most shaders call a few dozen, and zeroing a big table for them
 * was a good part of a small compile. Each entry is one allocation, key
 * and answer together: a vector of entries grew by copying (0.6 % of the
 * subgroup shaders). */
#define BUILTIN_MEMO_FIRST 64
#define BUILTIN_MEMO_MOST 512
typedef struct BuiltinMemo {
    BuiltinMemoEntry **buckets; /* cap of them, NULL before the first call */
    uint32_t cap, len;
} BuiltinMemo;

/* builtin_resolve through `memo` (zeroed before the first call; in `a`):
 * *out is the overload found, shared by the calls that resolve alike. */
BuiltinResult builtin_resolve_memo(BuiltinMemo *memo, Arena *a, TypeTable *tt, BuiltinName name,
                                   const char *text, const Type *const *args, unsigned n, Stage stage, uint32_t enabled,
                                   const BuiltinCall **out);

/* The extension that brings the built-in function `name` (BEXT_NONE for
 * the core ones). */
BuiltinExt builtin_extension(const char *name);
/* The built-in function name closest to `name` (a typo's fix) and its
 * distance, or NULL when none is within a letter or two. */
const char *builtin_closest(const char *name, size_t *distance);

/* The stages where some overload of `name` exists (1 << Stage; 0: every stage). */
uint32_t builtin_stages(const char *name);

/* Writes the overloads of `name` (one per line, as GLSL prototypes, the
 * families spelled out) for "no matching overload" messages. */
void builtin_describe(TypeTable *tt, const char *name, Str *out);

#endif
