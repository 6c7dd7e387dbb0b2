/* Built-in type names <-> codes (see type_names.h), and where each type exists.
 *
 * Names are decoded piece by piece: numeric types as a prefix naming the
 * component type ("i8vec", "dmat", "f16vec") and a size ("3", "2x4");
 * opaque types as an optional component prefix ("i", "u", "f16", "i64"),
 * a root ("sampler", "texture", "image", "subpassInput") and a dimension
 * with "MS", "Array" and "Shadow" suffixes, checked against the combinations
 * the GLSL specification and its extensions define. */
#include <stdio.h>
#include <string.h>

#include "glsl/pp/type_names.h"

/* Bit 16 marks a second spelling of the same type (float32_t for float,
 * f64vec2 for dvec2, accelerationStructureNV for ...EXT): same type, other
 * availability. The checker masks it off. */
#define TYPE_ALT_SPELLING (1u << 16)

typedef struct Word {
    const char *text;
    uint32_t code;
} Word;

/* With its length: a word is compared only with the names as long. */
typedef struct Scalar {
    const char *text;
    uint8_t len;
    uint32_t code;
} Scalar;

#define SCALAR(text, code) {text, sizeof text - 1, code}

static const Scalar scalars[] = {
    SCALAR("void", TYPE_SCALAR(BT_VOID)),
    SCALAR("bool", TYPE_SCALAR(BT_BOOL)),
    SCALAR("int", TYPE_SCALAR(BT_INT)),
    SCALAR("uint", TYPE_SCALAR(BT_UINT)),
    SCALAR("float", TYPE_SCALAR(BT_FLOAT)),
    SCALAR("double", TYPE_SCALAR(BT_DOUBLE)),
    SCALAR("float16_t", TYPE_SCALAR(BT_FLOAT16)),
    SCALAR("float32_t", TYPE_SCALAR(BT_FLOAT) | TYPE_ALT_SPELLING),
    SCALAR("float64_t", TYPE_SCALAR(BT_DOUBLE) | TYPE_ALT_SPELLING),
    SCALAR("int8_t", TYPE_SCALAR(BT_INT8)),
    SCALAR("uint8_t", TYPE_SCALAR(BT_UINT8)),
    SCALAR("int16_t", TYPE_SCALAR(BT_INT16)),
    SCALAR("uint16_t", TYPE_SCALAR(BT_UINT16)),
    SCALAR("int32_t", TYPE_SCALAR(BT_INT) | TYPE_ALT_SPELLING),
    SCALAR("uint32_t", TYPE_SCALAR(BT_UINT) | TYPE_ALT_SPELLING),
    SCALAR("int64_t", TYPE_SCALAR(BT_INT64)),
    SCALAR("uint64_t", TYPE_SCALAR(BT_UINT64)),
    SCALAR("atomic_uint", TYPE_SCALAR(BT_ATOMIC_UINT)),
    SCALAR("sampler", TYPE_OPAQUE(BT_SAMPLER_STATE, 0, 0, 0, 0, 0)),
    SCALAR("samplerShadow", TYPE_OPAQUE(BT_SAMPLER_STATE, 0, 0, 0, 1, 0)),
    SCALAR("samplerExternalOES", TYPE_OPAQUE(BT_SAMPLER, DIM_EXTERNAL, 0, 0, 0, BT_FLOAT)),
    /* GL_EXT_YUV_target's: an external sampler whose texels are read as YUV, not
     * converted; to the checker and SPIR-V the same type (its own spelling). */
    SCALAR("__samplerExternal2DY2YEXT", TYPE_OPAQUE(BT_SAMPLER, DIM_EXTERNAL, 0, 0, 0, BT_FLOAT) | TYPE_ALT_SPELLING),
    SCALAR("accelerationStructureEXT", TYPE_SCALAR(BT_ACCEL_STRUCT)),
    SCALAR("accelerationStructureNV", TYPE_SCALAR(BT_ACCEL_STRUCT) | TYPE_ALT_SPELLING),
    SCALAR("rayQueryEXT", TYPE_SCALAR(BT_RAY_QUERY)),
    SCALAR("hitObjectNV", TYPE_SCALAR(BT_HIT_OBJECT)),
    SCALAR("fcoopmatNV", TYPE_OPAQUE(BT_COOPMAT, 0, 0, 0, 0, BT_FLOAT)),
    SCALAR("icoopmatNV", TYPE_OPAQUE(BT_COOPMAT, 0, 0, 0, 0, BT_INT)),
    SCALAR("ucoopmatNV", TYPE_OPAQUE(BT_COOPMAT, 0, 0, 0, 0, BT_UINT)),
};

/* Prefixes of vector names, longest first where one starts another. */
static const Word vector_prefixes[] = {
    {"vec", BT_FLOAT}, {"ivec", BT_INT}, {"uvec", BT_UINT}, {"bvec", BT_BOOL}, {"dvec", BT_DOUBLE},
    {"f16vec", BT_FLOAT16}, {"f32vec", BT_FLOAT | TYPE_ALT_SPELLING}, {"f64vec", BT_DOUBLE | TYPE_ALT_SPELLING},
    {"i8vec", BT_INT8}, {"u8vec", BT_UINT8}, {"i16vec", BT_INT16}, {"u16vec", BT_UINT16},
    {"i32vec", BT_INT | TYPE_ALT_SPELLING}, {"u32vec", BT_UINT | TYPE_ALT_SPELLING},
    {"i64vec", BT_INT64}, {"u64vec", BT_UINT64},
};

static const Word matrix_prefixes[] = {
    {"mat", BT_FLOAT}, {"dmat", BT_DOUBLE}, {"f16mat", BT_FLOAT16},
    {"f32mat", BT_FLOAT | TYPE_ALT_SPELLING}, {"f64mat", BT_DOUBLE | TYPE_ALT_SPELLING},
};

static const Word opaque_prefixes[] = {
    {"", BT_FLOAT}, {"i", BT_INT}, {"u", BT_UINT}, {"f16", BT_FLOAT16}, {"i64", BT_INT64}, {"u64", BT_UINT64},
};

static const Word opaque_roots[] = {
    {"sampler", BT_SAMPLER}, {"texture", BT_TEXTURE}, {"image", BT_IMAGE}, {"subpassInput", BT_SUBPASS},
};

/* Longest first: "2DRect" and "2DMS" before "2D". */
static const Word dims[] = {
    {"2DRect", DIM_RECT}, {"1D", DIM_1D}, {"2D", DIM_2D}, {"3D", DIM_3D}, {"Cube", DIM_CUBE}, {"Buffer", DIM_BUFFER},
};

/* Does `s` (n bytes) start with `p`? Advances past it when it does. */
static int eat(const char **s, size_t *n, const char *p)
{
    /* Byte by byte: most tries fail at the first (every new word of a
     * shader goes through the prefix lists). */
    size_t len = 0;
    for (; p[len]; len++)
        if (len == *n || (*s)[len] != p[len])
            return 0;
    *s += len;
    *n -= len;
    return 1;
}

static int size_digit(char c)
{
    return c >= '2' && c <= '4' ? c - '0' : 0;
}

static int numeric_name(const char *s, size_t n, uint32_t *code)
{
    for (size_t i = 0; i < sizeof vector_prefixes / sizeof vector_prefixes[0]; i++) {
        const char *p = s;
        size_t left = n;
        if (eat(&p, &left, vector_prefixes[i].text) && left == 1 && size_digit(p[0])) {
            uint32_t base = vector_prefixes[i].code;
            *code = TYPE_VECTOR(base & 0x1f, size_digit(p[0])) | (base & TYPE_ALT_SPELLING);
            return 1;
        }
    }
    for (size_t i = 0; i < sizeof matrix_prefixes / sizeof matrix_prefixes[0]; i++) {
        const char *p = s;
        size_t left = n;
        if (!eat(&p, &left, matrix_prefixes[i].text))
            continue;
        uint32_t base = matrix_prefixes[i].code;
        int cols = left >= 1 ? size_digit(p[0]) : 0, rows = cols;
        if (!cols || !(left == 1 || (left == 3 && p[1] == 'x' && (rows = size_digit(p[2])))))
            continue;
        *code = TYPE_MATRIX(base & 0x1f, cols, rows) | (base & TYPE_ALT_SPELLING);
        return 1;
    }
    return 0;
}

static int opaque_name(const char *s, size_t n, uint32_t *code)
{
    /* Try each prefix; "i" and "image" overlap, so every prefix is tried. */
    for (size_t pi = 0; pi < sizeof opaque_prefixes / sizeof opaque_prefixes[0]; pi++) {
        const char *p = s;
        size_t left = n;
        if (!eat(&p, &left, opaque_prefixes[pi].text))
            continue;
        BaseType sampled = (BaseType)opaque_prefixes[pi].code;
        for (size_t ri = 0; ri < sizeof opaque_roots / sizeof opaque_roots[0]; ri++) {
            const char *q = p;
            size_t rest = left;
            if (!eat(&q, &rest, opaque_roots[ri].text))
                continue;
            BaseType root = (BaseType)opaque_roots[ri].code;
            if (root == BT_SUBPASS) {
                int ms = eat(&q, &rest, "MS");
                if (rest == 0 && sampled != BT_INT64 && sampled != BT_UINT64) {
                    *code = TYPE_OPAQUE(BT_SUBPASS, DIM_SUBPASS, 0, ms, 0, sampled);
                    return 1;
                }
                continue;
            }
            for (size_t di = 0; di < sizeof dims / sizeof dims[0]; di++) {
                const char *r = q;
                size_t tail = rest;
                if (!eat(&r, &tail, dims[di].text))
                    continue;
                SamplerDim dim = (SamplerDim)dims[di].code;
                int ms = dim == DIM_2D && eat(&r, &tail, "MS");
                int arrayed = eat(&r, &tail, "Array");
                int shadow = root == BT_SAMPLER && eat(&r, &tail, "Shadow");
                if (tail != 0)
                    continue;
                /* The combinations that exist. */
                if (arrayed && (dim == DIM_3D || dim == DIM_RECT || dim == DIM_BUFFER))
                    continue;
                if (shadow && (dim == DIM_3D || dim == DIM_BUFFER || ms))
                    continue;
                if ((sampled == BT_INT64 || sampled == BT_UINT64) && root != BT_IMAGE)
                    continue;
                *code = TYPE_OPAQUE(root, dim, arrayed, ms, shadow, sampled);
                return 1;
            }
        }
    }
    return 0;
}

/* The letters a type name can start with (the scalars' and the prefixes'
 * and roots' above; '_' too, __samplerExternal2DY2YEXT's): every word of a
 * shader is tried here, and most of the others end at their first letter. */
#define LETTER_BIT(c) (1u << ((c) - 'a'))
#define FIRST_LETTERS                                                                                     \
    (LETTER_BIT('a') | LETTER_BIT('b') | LETTER_BIT('d') | LETTER_BIT('f') | LETTER_BIT('h') | LETTER_BIT('i') | \
     LETTER_BIT('m') | LETTER_BIT('r') | LETTER_BIT('s') | LETTER_BIT('t') | LETTER_BIT('u') | LETTER_BIT('v'))
/* An opaque name is a prefix ("", "i", "u", "f16", "i64", "u64") and a
 * root ("sampler", "texture", "image", "subpassInput"): at least 7 letters,
 * from one of these. */
#define OPAQUE_FIRST_LETTERS (LETTER_BIT('f') | LETTER_BIT('i') | LETTER_BIT('s') | LETTER_BIT('t') | LETTER_BIT('u'))

static int starts_with_one_of(const char *name, uint32_t letters)
{
    unsigned c = (unsigned char)name[0] - 'a';
    return c < 26 && (letters >> c) & 1;
}

/* The scalar names by a hash of first letter and length, chained in table
 * order: type_names_index.h, which scripts/gen-builtin-index.py generates
 * from the table above (make builtin-index; make check finds it stale). */
#include "glsl/pp/type_names_index.h"

_Static_assert(sizeof scalars / sizeof scalars[0] == SCALAR_INDEX_NAMES, "type_names_index.h is stale: run make builtin-index");

int type_code_from_name(const char *name, size_t len, uint32_t *code)
{
    if (len < 3 || len > 32 || (!starts_with_one_of(name, FIRST_LETTERS) && name[0] != '_'))
        return 0;
    unsigned b = ((unsigned char)name[0] * 31u + (unsigned)len) & 31u;
    for (unsigned e = scalar_index_heads[b]; e; e = scalar_index_next[e - 1]) {
        const Scalar *s = &scalars[e - 1];
        if (s->len == len && memcmp(s->text, name, len) == 0) {
            *code = s->code;
            return 1;
        }
    }
    /* A vector or matrix name ends with its size (vec4, mat4x3): most new
     * words of a shader are tried here and end otherwise. */
    return (size_digit(name[len - 1]) && numeric_name(name, len, code)) ||
           (len >= 7 && starts_with_one_of(name, OPAQUE_FIRST_LETTERS) && opaque_name(name, len, code));
}

static const char *prefix_of(const Word *list, size_t count, uint32_t base)
{
    for (size_t i = 0; i < count; i++)
        if (list[i].code == base)
            return list[i].text;
    return "?";
}

const char *type_code_name(uint32_t code, char *buf, size_t size)
{
    BaseType base = TYPE_BASE(code);
    uint32_t alt = code & TYPE_ALT_SPELLING;
    for (size_t i = 0; i < sizeof scalars / sizeof scalars[0]; i++) {
        if (scalars[i].code == code) {
            snprintf(buf, size, "%s", scalars[i].text);
            return buf;
        }
    }
    if (base <= BT_UINT64) {
        int cols = TYPE_COLS(code), rows = TYPE_ROWS(code);
        if (rows) {
            const char *p = prefix_of(matrix_prefixes, sizeof matrix_prefixes / sizeof matrix_prefixes[0], base | alt);
            if (rows == cols)
                snprintf(buf, size, "%s%d", p, cols);
            else
                snprintf(buf, size, "%s%dx%d", p, cols, rows);
        } else {
            const char *p = prefix_of(vector_prefixes, sizeof vector_prefixes / sizeof vector_prefixes[0], base | alt);
            snprintf(buf, size, "%s%d", p, cols);
        }
        return buf;
    }
    const char *prefix = prefix_of(opaque_prefixes, sizeof opaque_prefixes / sizeof opaque_prefixes[0],
                                   TYPE_SAMPLED(code));
    const char *root = prefix_of(opaque_roots, sizeof opaque_roots / sizeof opaque_roots[0], base);
    if (base == BT_SUBPASS) {
        snprintf(buf, size, "%s%s%s", prefix, root, TYPE_MS(code) ? "MS" : "");
        return buf;
    }
    const char *dim = prefix_of(dims, sizeof dims / sizeof dims[0], TYPE_DIM(code));
    snprintf(buf, size, "%s%s%s%s%s%s", prefix, root, dim, TYPE_MS(code) ? "MS" : "", TYPE_ARRAYED(code) ? "Array" : "",
             TYPE_SHADOW(code) ? "Shadow" : "");
    return buf;
}

/* ---- availability ---- */

/* Extension lists: any one of each enables the type. */
static const char *const exts_fp64[] = {"GL_ARB_gpu_shader_fp64", "GL_EXT_shader_explicit_arithmetic_types_float64",
                             "GL_EXT_shader_explicit_arithmetic_types", NULL};
static const char *const exts_float16[] = {"GL_EXT_shader_explicit_arithmetic_types_float16", "GL_EXT_shader_explicit_arithmetic_types",
                             "GL_AMD_gpu_shader_half_float", "GL_EXT_shader_16bit_storage",
                             "GL_EXT_shader_subgroup_extended_types_float16", NULL};
static const char *const exts_int8[] = {"GL_EXT_shader_explicit_arithmetic_types_int8", "GL_EXT_shader_explicit_arithmetic_types",
                             "GL_EXT_shader_8bit_storage",
                             "GL_EXT_shader_subgroup_extended_types_int8", NULL};
static const char *const exts_int16[] = {"GL_EXT_shader_explicit_arithmetic_types_int16", "GL_EXT_shader_explicit_arithmetic_types",
                             "GL_AMD_gpu_shader_int16", "GL_EXT_shader_16bit_storage",
                             "GL_EXT_shader_subgroup_extended_types_int16", NULL};
static const char *const exts_int64[] = {"GL_EXT_shader_explicit_arithmetic_types_int64", "GL_EXT_shader_explicit_arithmetic_types",
                             "GL_ARB_gpu_shader_int64", "GL_NV_gpu_shader5",
                             "GL_EXT_shader_subgroup_extended_types_int64", NULL};
static const char *const exts_int32_spelling[] = {"GL_EXT_shader_explicit_arithmetic_types_int32", "GL_EXT_shader_explicit_arithmetic_types", NULL};
static const char *const exts_float32_spelling[] = {"GL_EXT_shader_explicit_arithmetic_types_float32", "GL_EXT_shader_explicit_arithmetic_types", NULL};
static const char *const exts_float64_spelling[] = {"GL_EXT_shader_explicit_arithmetic_types_float64", "GL_EXT_shader_explicit_arithmetic_types", NULL};
static const char *const exts_external_image[] = {"GL_OES_EGL_image_external", "GL_OES_EGL_image_external_essl3", NULL};
static const char *const exts_yuv_target[] = {"GL_EXT_YUV_target", NULL};
static const char *const exts_half_fetch[] = {"GL_AMD_gpu_shader_half_float_fetch", NULL};
static const char *const exts_image_int64[] = {"GL_EXT_shader_image_int64", NULL};
static const char *const exts_vulkan[] = {"GL_KHR_vulkan_glsl", NULL};
static const char *const exts_nv_ray_tracing[] = {"GL_NV_ray_tracing", NULL};
static const char *const exts_accel_struct[] = {"GL_EXT_ray_tracing", "GL_EXT_ray_query", NULL};
static const char *const exts_ray_query[] = {"GL_EXT_ray_query", NULL};
static const char *const exts_coopmat[] = {"GL_NV_cooperative_matrix", NULL};
static const char *const exts_int_coopmat[] = {"GL_NV_integer_cooperative_matrix", NULL};
static const char *const exts_hit_object[] = {"GL_NV_shader_invocation_reorder", NULL};
/* ES 3.10 has these ES 3.20 types with an extension. */
static const char *const exts_es_texture_buffer[] = {"GL_EXT_texture_buffer", "GL_OES_texture_buffer", NULL};
static const char *const exts_es_cube_array[] = {"GL_EXT_texture_cube_map_array", "GL_OES_texture_cube_map_array", NULL};
static const char *const exts_es_ms_array[] = {"GL_OES_texture_storage_multisample_2d_array", NULL};

static void numeric_availability(uint32_t code, TypeAvailability *a)
{
    BaseType base = TYPE_BASE(code);
    int alt = (code & TYPE_ALT_SPELLING) != 0;
    int matrix = TYPE_ROWS(code) != 0, square = TYPE_ROWS(code) == TYPE_COLS(code);
    a->desktop_version = 110;
    a->es_version = 100;
    switch (base) {
    case BT_UINT:
        a->desktop_version = 130, a->es_version = 300;
        break;
    case BT_DOUBLE:
        a->desktop_version = 400, a->es_version = 0;
        a->extensions = exts_fp64;
        break;
    case BT_FLOAT16:
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_float16;
        break;
    case BT_INT8: case BT_UINT8:
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_int8;
        break;
    case BT_INT16: case BT_UINT16:
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_int16;
        break;
    case BT_INT64: case BT_UINT64:
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_int64;
        break;
    default:
        break;
    }
    if (alt && (base == BT_INT || base == BT_UINT)) {
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_int32_spelling;
    } else if (alt && base == BT_FLOAT) {
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_float32_spelling;
    } else if (alt && base == BT_DOUBLE) {
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_float64_spelling;
    }
    if (matrix && !square && base == BT_FLOAT && !alt) {
        a->desktop_version = 120;
        a->es_version = 300;
    }
}

/* The extensions that bring ES 3.20's new sampler and image types to ES 3.10. */
static const char *const *es_opaque_extensions(uint32_t code)
{
    SamplerDim dim = TYPE_DIM(code);
    if (dim == DIM_BUFFER)
        return exts_es_texture_buffer;
    if (dim == DIM_CUBE && TYPE_ARRAYED(code))
        return exts_es_cube_array;
    if (dim == DIM_2D && TYPE_MS(code) && TYPE_ARRAYED(code))
        return exts_es_ms_array;
    return NULL;
}

/* The desktop extensions that bring a sampler type before its version. */
static const char *const exts_cube_array[] = {"GL_ARB_texture_cube_map_array", NULL};
static const char *const exts_multisample[] = {"GL_ARB_texture_multisample", NULL};
static const char *const exts_rectangle[] = {"GL_ARB_texture_rectangle", NULL};
static const char *const exts_image_load_store[] = {"GL_ARB_shader_image_load_store", NULL};

static const char *const *desktop_sampler_extensions(uint32_t code)
{
    SamplerDim dim = TYPE_DIM(code);
    if (TYPE_BASE(code) == BT_IMAGE)
        return exts_image_load_store;
    if (dim == DIM_CUBE && TYPE_ARRAYED(code))
        return exts_cube_array;
    if (dim == DIM_2D && TYPE_MS(code))
        return exts_multisample;
    if (dim == DIM_RECT)
        return exts_rectangle;
    return NULL;
}

static void opaque_availability(uint32_t code, int es, TypeAvailability *a)
{
    BaseType base = TYPE_BASE(code), sampled = TYPE_SAMPLED(code);
    SamplerDim dim = TYPE_DIM(code);
    int arrayed = TYPE_ARRAYED(code), ms = TYPE_MS(code), shadow = TYPE_SHADOW(code);
    a->desktop_version = 110;
    a->es_version = 100;
    if (base == BT_IMAGE) {
        a->desktop_version = 420;
        a->es_version = (dim == DIM_1D || dim == DIM_RECT || ms) ? 0 : (dim == DIM_BUFFER || (dim == DIM_CUBE && arrayed)) ? 320 : 310;
    } else {
        switch (dim) {
        case DIM_1D: a->es_version = 0; if (arrayed) a->desktop_version = 130; break;
        case DIM_2D:
            if (arrayed || shadow || sampled != BT_FLOAT) a->es_version = 300;
            if (arrayed) a->desktop_version = 130;
            if (ms) a->desktop_version = 150, a->es_version = arrayed ? 320 : 310;
            break;
        case DIM_3D: a->es_version = 300; break;
        case DIM_CUBE:
            if (shadow || sampled != BT_FLOAT) a->es_version = 300, a->desktop_version = 130;
            if (arrayed) a->desktop_version = 400, a->es_version = 320;
            break;
        case DIM_RECT: a->desktop_version = 140; a->es_version = 0; break;
        case DIM_BUFFER: a->desktop_version = 140; a->es_version = 320; break;
        case DIM_EXTERNAL:
            a->desktop_version = a->es_version = 0;
            a->extensions = (code & TYPE_ALT_SPELLING) ? exts_yuv_target : exts_external_image;
            break;
        default: break;
        }
        if (sampled == BT_INT || sampled == BT_UINT) {
            if (a->desktop_version < 130) a->desktop_version = 130;
            if (a->es_version && a->es_version < 300) a->es_version = 300;
        }
    }
    if (sampled == BT_FLOAT16) {
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_half_fetch;
    } else if (sampled == BT_INT64 || sampled == BT_UINT64) {
        a->desktop_version = a->es_version = 0;
        a->extensions = exts_image_int64;
    } else if (!a->extensions) { /* samplerExternalOES has its own */
        a->extensions = es ? es_opaque_extensions(code) : desktop_sampler_extensions(code);
    }
}

void type_availability(uint32_t code, int es, TypeAvailability *a)
{
    memset(a, 0, sizeof *a);
    BaseType base = TYPE_BASE(code);
    switch (base) {
    case BT_ATOMIC_UINT:
        a->desktop_version = 420, a->es_version = 310;
        return;
    case BT_TEXTURE: case BT_SAMPLER_STATE: case BT_SUBPASS:
        /* GL_KHR_vulkan_glsl: only when compiling for Vulkan. */
        a->extensions = exts_vulkan;
        if (TYPE_SAMPLED(code) == BT_FLOAT16)
            a->extensions = exts_half_fetch;
        return;
    case BT_ACCEL_STRUCT:
        a->extensions = (code & TYPE_ALT_SPELLING) ? exts_nv_ray_tracing
                                                   : exts_accel_struct;
        return;
    case BT_RAY_QUERY:
        a->extensions = exts_ray_query;
        return;
    case BT_HIT_OBJECT:
        a->extensions = exts_hit_object;
        return;
    case BT_COOPMAT:
        a->extensions = TYPE_SAMPLED(code) == BT_FLOAT ? exts_coopmat : exts_int_coopmat;
        return;
    case BT_SAMPLER: case BT_IMAGE:
        opaque_availability(code, es, a);
        return;
    default:
        numeric_availability(code, a);
        /* GLSL ES has no 64-bit floating point, whatever the extension (glslang agrees). */
        if (es && base == BT_DOUBLE)
            a->extensions = NULL;
        return;
    }
}

/* GLSL's image format qualifiers, in SPIR-V's ImageFormat order (1..41). */
static const char *const image_formats[] = {
    "rgba32f", "rgba16f", "r32f", "rgba8", "rgba8_snorm", "rg32f", "rg16f", "r11f_g11f_b10f", "r16f",
    "rgba16", "rgb10_a2", "rg16", "rg8", "r16", "r8", "rgba16_snorm", "rg16_snorm", "rg8_snorm", "r16_snorm",
    "r8_snorm", "rgba32i", "rgba16i", "rgba8i", "r32i", "rg32i", "rg16i", "rg8i", "r16i", "r8i", "rgba32ui",
    "rgba16ui", "rgba8ui", "r32ui", "rgb10_a2ui", "rg32ui", "rg16ui", "rg8ui", "r16ui", "r8ui", "r64ui", "r64i",
};

uint32_t image_format_from_name(const char *name, BaseType *sampled)
{
    /* Every format starts with 'r'; every layout qualifier is tried here. */
    if (name[0] != 'r')
        return 0;
    for (uint32_t i = 0; i < sizeof image_formats / sizeof *image_formats; i++)
        if (strcmp(image_formats[i], name) == 0) {
            uint32_t format = i + 1;
            *sampled = format == 40 ? BT_UINT64 : format == 41 ? BT_INT64 : format >= 30 ? BT_UINT
                       : format >= 21 ? BT_INT : BT_FLOAT;
            return format;
        }
    return 0;
}

const char *image_format_name(uint32_t format)
{
    return format >= 1 && format <= sizeof image_formats / sizeof *image_formats ? image_formats[format - 1] : NULL;
}
