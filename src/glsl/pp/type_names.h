/* Built-in GLSL type names as compact codes.
 *
 * Every built-in type name (float, dvec3, mat2x4, f16vec2, usampler2DArray,
 * image2DMS, accelerationStructureEXT, ...) maps to one 32-bit code; the
 * parser stores it in TK_TYPE_NAME tokens and type specifiers, the checker
 * turns it into an interned type. Names are decoded procedurally (prefix,
 * root, dimension, suffixes), so there is no list of ~300 names to keep in
 * sync, and the reverse (code -> canonical name) is generated the same way.
 *
 *   bits 0-4   BaseType
 *   numeric:   bits 5-7 components (vector size, or matrix columns), bits 8-10 matrix rows (0: not a matrix)
 *   opaque:    bits 5-7 SamplerDim, bit 8 arrayed, bit 9 multisampled, bit 10 shadow,
 *              bits 11-15 sampled BaseType, bits 16-21 a storage image's SPIR-V
 *              ImageFormat (from its layout qualifier; 0: Unknown)
 */
#ifndef GLSPV_GLSL_TYPE_NAMES_H
#define GLSPV_GLSL_TYPE_NAMES_H

#include <stddef.h>
#include <stdint.h>

typedef enum BaseType {
    BT_VOID,
    BT_BOOL,
    BT_INT,
    BT_UINT,
    BT_FLOAT,
    BT_DOUBLE,
    BT_FLOAT16,
    BT_INT8,
    BT_UINT8,
    BT_INT16,
    BT_UINT16,
    BT_INT64,
    BT_UINT64,
    BT_ATOMIC_UINT,
    BT_SAMPLER,       /* combined image and sampler: sampler2D */
    BT_TEXTURE,       /* separate image: texture2D */
    BT_IMAGE,         /* storage image: image2D */
    BT_SAMPLER_STATE, /* sampler / samplerShadow */
    BT_SUBPASS,       /* subpassInput[MS] */
    BT_ACCEL_STRUCT,  /* accelerationStructureEXT / NV */
    BT_RAY_QUERY,     /* rayQueryEXT */
    BT_HIT_OBJECT,    /* hitObjectNV */
    BT_COOPMAT,       /* fcoopmatNV<...>: component type in the sampled bits */
    BT_COUNT
} BaseType;

typedef enum SamplerDim {
    DIM_1D,
    DIM_2D,
    DIM_3D,
    DIM_CUBE,
    DIM_RECT,
    DIM_BUFFER,
    DIM_SUBPASS,
    DIM_EXTERNAL, /* samplerExternalOES */
} SamplerDim;

#define TYPE_BASE(c) ((BaseType)((c) & 0x1f))
#define TYPE_COLS(c) (((c) >> 5) & 7)
#define TYPE_ROWS(c) (((c) >> 8) & 7)
#define TYPE_DIM(c) ((SamplerDim)(((c) >> 5) & 7))
#define TYPE_ARRAYED(c) (((c) >> 8) & 1)
#define TYPE_MS(c) (((c) >> 9) & 1)
#define TYPE_SHADOW(c) (((c) >> 10) & 1)
#define TYPE_SAMPLED(c) ((BaseType)(((c) >> 11) & 0x1f))
#define TYPE_FORMAT(c) (((c) >> 16) & 0x3f)

#define TYPE_SCALAR(b) ((uint32_t)(b) | (1u << 5))
#define TYPE_VECTOR(b, n) ((uint32_t)(b) | ((uint32_t)(n) << 5))
#define TYPE_MATRIX(b, cols, rows) ((uint32_t)(b) | ((uint32_t)(cols) << 5) | ((uint32_t)(rows) << 8))
#define TYPE_OPAQUE(b, dim, arrayed, ms, shadow, sampled)                                          \
    ((uint32_t)(b) | ((uint32_t)(dim) << 5) | ((uint32_t)(arrayed) << 8) | ((uint32_t)(ms) << 9) | \
     ((uint32_t)(shadow) << 10) | ((uint32_t)(sampled) << 11))

/* 1 and the code when `name` (len bytes) is a built-in type name; else 0.
 * Availability (version, profile, extensions) is checked separately. */
int type_code_from_name(const char *name, size_t len, uint32_t *code);

/* The canonical name of a code ("vec4", "mat2x3" is written "mat2x3" unless
 * square: "mat3"), written into buf (at least 40 bytes). */
const char *type_code_name(uint32_t code, char *buf, size_t size);

/* The extension (one of several) a type needs, or NULL when it is core in
 * some version; used to decide whether a name is a type at a given point. */
typedef struct TypeAvailability {
    int desktop_version; /* first desktop version, 0: never core on desktop */
    int es_version;      /* first ES version, 0: never core in ES */
    const char *const *extensions; /* NULL-terminated: any one of these enables it */
} TypeAvailability;

/* `es`: for GLSL ES, whose extensions are not desktop GLSL's (double has none). */
void type_availability(uint32_t code, int es, TypeAvailability *out);

/* The SPIR-V ImageFormat a layout qualifier names (rgba8, r32ui, ...) and
 * the sampled type an image of that format has (BT_FLOAT, BT_INT, BT_UINT,
 * BT_INT64 or BT_UINT64); 0 when `name` is no image format. */
uint32_t image_format_from_name(const char *name, BaseType *sampled);

/* The layout qualifier name of an ImageFormat (1..41), NULL for others. */
const char *image_format_name(uint32_t format);

#endif
