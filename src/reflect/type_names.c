/* Reflection: the names of types, as GLSL spells them and as SPIRV-Cross's
 * reflection writes them ("vec4", "mat2x3", "i64vec2", "usampler2DArray",
 * "image2DMS"). Arrays are left to the dimensions beside the name, and a
 * struct is named by its OpName, else by its id ("_12").
 *
 * As SPIRV-Cross does: a buffer texture that is not a storage image is a
 * "samplerBuffer"; "Shadow" goes on samplers of depth images of unknown
 * format; images of 64-bit integers and acceleration structures get the
 * names of float images and of NV ray tracing's. */
#include "glsl/pp/type_names.h"
#include "reflect/reflect.h"

/* A scalar: `prefix` for vectors and matrices ("" for float: "vec"). */
typedef struct Scalar {
    const char *name, *prefix;
} Scalar;

static Scalar scalar(const SpvInst *t)
{
    if (!t)
        return (Scalar){"???", "?"};
    if (t->opcode == SpvOpTypeBool)
        return (Scalar){"bool", "b"};
    uint32_t width = reflect_word(t, 1);
    if (t->opcode == SpvOpTypeFloat) {
        switch (width) {
        case 16: return (Scalar){"float16_t", "f16"};
        case 64: return (Scalar){"double", "d"};
        default: return (Scalar){"float", ""};
        }
    }
    if (t->opcode != SpvOpTypeInt)
        return (Scalar){"???", "?"};
    int is_signed = reflect_word(t, 2) != 0;
    switch (width) {
    case 8: return is_signed ? (Scalar){"int8_t", "i8"} : (Scalar){"uint8_t", "u8"};
    case 16: return is_signed ? (Scalar){"int16_t", "i16"} : (Scalar){"uint16_t", "u16"};
    case 64: return is_signed ? (Scalar){"int64_t", "i64"} : (Scalar){"uint64_t", "u64"};
    default: return is_signed ? (Scalar){"int", "i"} : (Scalar){"uint", "u"};
    }
}

/* "i" or "u" for images of integers, by their sampled type. */
static const char *image_prefix(const Reflect *r, uint32_t sampled_type)
{
    const SpvInst *t = reflect_def(r, sampled_type);
    if (!t || t->opcode != SpvOpTypeInt)
        return "";
    if (reflect_word(t, 1) == 64)
        return ""; /* SPIRV-Cross names 64-bit images as float ones */
    return reflect_word(t, 2) ? "i" : "u";
}

static const char *image_name(Reflect *r, const SpvInst *t)
{
    int combined = t->opcode == SpvOpTypeSampledImage;
    const SpvInst *image = combined ? reflect_def(r, reflect_word(t, 1)) : t;
    if (!image || image->opcode != SpvOpTypeImage)
        return "???";
    uint32_t dim = reflect_word(image, 2), depth = reflect_word(image, 3), arrayed = reflect_word(image, 4);
    uint32_t ms = reflect_word(image, 5), sampled = reflect_word(image, 6), format = reflect_word(image, 7);
    const char *prefix = image_prefix(r, reflect_word(image, 1));
    if (dim == SpvDimSubpassData)
        return arena_printf(r->a, "%ssubpassInput%s", prefix, ms ? "MS" : "");
    const char *kind = "sampler";
    if (!combined && !(dim == SpvDimBuffer && sampled == 1))
        kind = sampled == 2 ? "image" : "texture";
    const char *dims;
    switch (dim) {
    case SpvDim1D: dims = "1D"; break;
    case SpvDim2D: dims = "2D"; break;
    case SpvDim3D: dims = "3D"; break;
    case SpvDimCube: dims = "Cube"; break;
    case SpvDimRect: dims = "2DRect"; break;
    case SpvDimBuffer: dims = "Buffer"; break;
    default: return "???";
    }
    return arena_printf(r->a, "%s%s%s%s%s%s", prefix, kind, dims, ms ? "MS" : "",
                        arrayed ? "Array" : "", combined && depth == 1 && format == SpvImageFormatUnknown ? "Shadow" : "");
}

const char *reflect_type_name(Reflect *r, uint32_t type)
{
    ReflectShape shape;
    reflect_shape(r, type, &shape);
    const SpvInst *t = reflect_def(r, shape.base);
    /* An array of addresses is named by what they point to. */
    for (int depth = 0; t && t->opcode == SpvOpTypePointer && depth < 8; depth++) {
        reflect_shape(r, reflect_word(t, 2), &shape);
        t = reflect_def(r, shape.base);
    }
    if (!t)
        return "???";
    switch (t->opcode) {
    case SpvOpTypeStruct: {
        const char *name = reflect_name(r, shape.base);
        return *name ? name : arena_printf(r->a, "_%u", shape.base);
    }
    case SpvOpTypeVoid: return "void";
    case SpvOpTypeBool: case SpvOpTypeInt: case SpvOpTypeFloat: return scalar(t).name;
    case SpvOpTypeVector:
        return arena_printf(r->a, "%svec%u", scalar(reflect_def(r, reflect_word(t, 1))).prefix, reflect_word(t, 2));
    case SpvOpTypeMatrix: {
        const SpvInst *column = reflect_def(r, reflect_word(t, 1));
        uint32_t columns = reflect_word(t, 2), rows = reflect_word(column, 2);
        const char *prefix = scalar(reflect_def(r, reflect_word(column, 1))).prefix;
        return columns == rows ? arena_printf(r->a, "%smat%u", prefix, columns)
                               : arena_printf(r->a, "%smat%ux%u", prefix, columns, rows);
    }
    case SpvOpTypeImage: case SpvOpTypeSampledImage: return image_name(r, t);
    case SpvOpTypeSampler: return "sampler";
    case SpvOpTypeAccelerationStructureKHR: return "accelerationStructureNV";
    case SpvOpTypeRayQueryKHR: return "rayQueryEXT";
    default: return "???";
    }
}

/* SPIRV-Cross names no 64-bit format (R64ui, R64i). */
const char *reflect_format_name(uint32_t format)
{
    return format == SpvImageFormatUnknown || format >= SpvImageFormatR64ui ? NULL : image_format_name(format);
}
