/* VkFormat names as scripts write them (R32G32_SFLOAT, B8G8R8A8_UNORM,
 * A2B10G10R10_UNORM_PACK32, D24_UNORM_S8_UINT) and what their texels hold.
 *
 * The table is only names: the parts of a format (which component, how many
 * bits, which numeric mode) are read from the name itself, since Vulkan's
 * names spell them out. Reading texels back (for probes and --image) works
 * from those parts, so every uncompressed colour format can be probed. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

/* Every uncompressed core 1.0 format, without the VK_FORMAT_ prefix. */
#define FORMATS(F) \
F(R4G4_UNORM_PACK8) F(R4G4B4A4_UNORM_PACK16) F(B4G4R4A4_UNORM_PACK16) F(R5G6B5_UNORM_PACK16) \
F(B5G6R5_UNORM_PACK16) F(R5G5B5A1_UNORM_PACK16) F(B5G5R5A1_UNORM_PACK16) F(A1R5G5B5_UNORM_PACK16) \
F(R8_UNORM) F(R8_SNORM) F(R8_USCALED) F(R8_SSCALED) F(R8_UINT) F(R8_SINT) F(R8_SRGB) \
F(R8G8_UNORM) F(R8G8_SNORM) F(R8G8_USCALED) F(R8G8_SSCALED) F(R8G8_UINT) F(R8G8_SINT) F(R8G8_SRGB) \
F(R8G8B8_UNORM) F(R8G8B8_SNORM) F(R8G8B8_USCALED) F(R8G8B8_SSCALED) F(R8G8B8_UINT) F(R8G8B8_SINT) \
F(R8G8B8_SRGB) F(B8G8R8_UNORM) F(B8G8R8_SNORM) F(B8G8R8_USCALED) F(B8G8R8_SSCALED) F(B8G8R8_UINT) \
F(B8G8R8_SINT) F(B8G8R8_SRGB) F(R8G8B8A8_UNORM) F(R8G8B8A8_SNORM) F(R8G8B8A8_USCALED) \
F(R8G8B8A8_SSCALED) F(R8G8B8A8_UINT) F(R8G8B8A8_SINT) F(R8G8B8A8_SRGB) F(B8G8R8A8_UNORM) \
F(B8G8R8A8_SNORM) F(B8G8R8A8_USCALED) F(B8G8R8A8_SSCALED) F(B8G8R8A8_UINT) F(B8G8R8A8_SINT) \
F(B8G8R8A8_SRGB) F(A8B8G8R8_UNORM_PACK32) F(A8B8G8R8_SNORM_PACK32) F(A8B8G8R8_USCALED_PACK32) \
F(A8B8G8R8_SSCALED_PACK32) F(A8B8G8R8_UINT_PACK32) F(A8B8G8R8_SINT_PACK32) F(A8B8G8R8_SRGB_PACK32) \
F(A2R10G10B10_UNORM_PACK32) F(A2R10G10B10_SNORM_PACK32) F(A2R10G10B10_USCALED_PACK32) \
F(A2R10G10B10_SSCALED_PACK32) F(A2R10G10B10_UINT_PACK32) F(A2R10G10B10_SINT_PACK32) \
F(A2B10G10R10_UNORM_PACK32) F(A2B10G10R10_SNORM_PACK32) F(A2B10G10R10_USCALED_PACK32) \
F(A2B10G10R10_SSCALED_PACK32) F(A2B10G10R10_UINT_PACK32) F(A2B10G10R10_SINT_PACK32) \
F(R16_UNORM) F(R16_SNORM) F(R16_USCALED) F(R16_SSCALED) F(R16_UINT) F(R16_SINT) F(R16_SFLOAT) \
F(R16G16_UNORM) F(R16G16_SNORM) F(R16G16_USCALED) F(R16G16_SSCALED) F(R16G16_UINT) F(R16G16_SINT) \
F(R16G16_SFLOAT) F(R16G16B16_UNORM) F(R16G16B16_SNORM) F(R16G16B16_USCALED) F(R16G16B16_SSCALED) \
F(R16G16B16_UINT) F(R16G16B16_SINT) F(R16G16B16_SFLOAT) F(R16G16B16A16_UNORM) F(R16G16B16A16_SNORM) \
F(R16G16B16A16_USCALED) F(R16G16B16A16_SSCALED) F(R16G16B16A16_UINT) F(R16G16B16A16_SINT) \
F(R16G16B16A16_SFLOAT) F(R32_UINT) F(R32_SINT) F(R32_SFLOAT) F(R32G32_UINT) F(R32G32_SINT) \
F(R32G32_SFLOAT) F(R32G32B32_UINT) F(R32G32B32_SINT) F(R32G32B32_SFLOAT) F(R32G32B32A32_UINT) \
F(R32G32B32A32_SINT) F(R32G32B32A32_SFLOAT) F(R64_UINT) F(R64_SINT) F(R64_SFLOAT) F(R64G64_UINT) \
F(R64G64_SINT) F(R64G64_SFLOAT) F(R64G64B64_UINT) F(R64G64B64_SINT) F(R64G64B64_SFLOAT) \
F(R64G64B64A64_UINT) F(R64G64B64A64_SINT) F(R64G64B64A64_SFLOAT) F(B10G11R11_UFLOAT_PACK32) \
F(E5B9G9R9_UFLOAT_PACK32) F(D16_UNORM) F(X8_D24_UNORM_PACK32) F(D32_SFLOAT) F(S8_UINT) \
F(D16_UNORM_S8_UINT) F(D24_UNORM_S8_UINT) F(D32_SFLOAT_S8_UINT)

typedef struct FormatName {
    const char *name;
    VkFormat vk;
} FormatName;

static const FormatName format_names[] = {
#define F(n) {#n, VK_FORMAT_##n},
    FORMATS(F)
#undef F
};

static const struct {
    const char *name;
    FormatMode mode;
} mode_names[] = {
    {"UNORM", MODE_UNORM}, {"SNORM", MODE_SNORM}, {"USCALED", MODE_USCALED}, {"SSCALED", MODE_SSCALED},
    {"UINT", MODE_UINT},   {"SINT", MODE_SINT},   {"UFLOAT", MODE_UFLOAT},   {"SFLOAT", MODE_SFLOAT},
    {"SRGB", MODE_SRGB},
};

static bool parse_mode(const char *s, size_t len, FormatMode *out)
{
    for (size_t i = 0; i < RUN_COUNT(mode_names); i++) {
        if (strlen(mode_names[i].name) == len && !memcmp(mode_names[i].name, s, len)) {
            *out = mode_names[i].mode;
            return true;
        }
    }
    return false;
}

/* Reads "COMPbits COMPbits ..." up to '_', e.g. "A2B10G10R10". */
static const char *parse_components(const char *s, Format *f, int first)
{
    while (*s && *s != '_') {
        if (f->n_parts >= 4 || !strchr("RGBADSXE", *s))
            return NULL;
        FormatPart *part = &f->parts[f->n_parts++];
        part->component = *s++;
        part->bits = 0;
        while (*s >= '0' && *s <= '9')
            part->bits = part->bits * 10 + (*s++ - '0');
        if (part->bits == 0)
            return NULL;
    }
    for (int i = first; i < f->n_parts; i++)
        f->parts[i].mode = MODE_UNORM;
    return s;
}

/* Fills the parts of a format from its name: groups of components each
 * followed by a mode ("D24_UNORM_S8_UINT"), then an optional "_PACKn". A
 * group without a mode of its own shares the next one's ("X8_D24_UNORM"). */
static bool derive_parts(Format *f)
{
    const char *s = f->name;
    int unmoded = 0; /* the first part still waiting for its mode */
    while (*s) {
        int first = f->n_parts;
        s = parse_components(s, f, first);
        if (!s || *s != '_' || f->n_parts == first)
            return false;
        const char *mode = ++s;
        while (*s && *s != '_')
            s++;
        FormatMode m;
        if (!parse_mode(mode, (size_t)(s - mode), &m)) {
            s = mode; /* more components */
            continue;
        }
        for (int i = unmoded; i < f->n_parts; i++)
            f->parts[i].mode = m;
        unmoded = f->n_parts;
        if (*s == '_')
            s++;
        if (!strncmp(s, "PACK", 4)) {
            f->packed_bits = atoi(s + 4);
            break;
        }
    }
    return f->n_parts > 0 && unmoded == f->n_parts;
}

static bool format_from_entry(const FormatName *e, Format *out)
{
    memset(out, 0, sizeof *out);
    out->name = e->name;
    out->vk = e->vk;
    return derive_parts(out);
}

bool format_lookup(const char *name, Format *out)
{
    if (!strncmp(name, "VK_FORMAT_", 10))
        name += 10;
    for (size_t i = 0; i < RUN_COUNT(format_names); i++) {
        if (!strcmp(format_names[i].name, name))
            return format_from_entry(&format_names[i], out);
    }
    return false;
}

bool format_lookup_details(int bits, FormatMode mode, int n_components, Format *out)
{
    static const char comps[] = "RGBA";
    for (size_t i = 0; i < RUN_COUNT(format_names); i++) {
        Format f;
        if (!format_from_entry(&format_names[i], &f) || f.packed_bits || f.n_parts != n_components)
            continue;
        bool ok = true;
        for (int c = 0; c < f.n_parts; c++) {
            if (f.parts[c].component != comps[c] || f.parts[c].bits != bits || f.parts[c].mode != mode)
                ok = false;
        }
        if (ok) {
            *out = f;
            return true;
        }
    }
    return false;
}

size_t format_size(const Format *f)
{
    if (f->packed_bits)
        return (size_t)f->packed_bits / 8;
    size_t bits = 0;
    for (int i = 0; i < f->n_parts; i++)
        bits += (size_t)f->parts[i].bits;
    return bits / 8;
}

size_t format_alignment(const Format *f)
{
    if (f->packed_bits)
        return (size_t)f->packed_bits / 8;
    size_t align = 1;
    for (int i = 0; i < f->n_parts; i++) {
        if ((size_t)f->parts[i].bits / 8 > align)
            align = (size_t)f->parts[i].bits / 8;
    }
    return align;
}

bool format_is_depth(const Format *f)
{
    for (int i = 0; i < f->n_parts; i++) {
        if (f->parts[i].component == 'D' || f->parts[i].component == 'S')
            return true;
    }
    return false;
}

bool format_has_stencil(const Format *f)
{
    for (int i = 0; i < f->n_parts; i++) {
        if (f->parts[i].component == 'S')
            return true;
    }
    return false;
}

/* ---- reading texels ---- */

static uint64_t load_bits(const uint8_t *p, int bits)
{
    uint64_t v = 0;
    memcpy(&v, p, (size_t)bits / 8); /* little-endian hosts, as Vulkan drivers here */
    return v;
}

static double sign_extend(uint64_t v, int bits)
{
    if (bits < 64 && (v >> (bits - 1)) & 1)
        return (double)(int64_t)(v | ~((UINT64_C(1) << bits) - 1));
    return (double)(int64_t)v;
}

/* An unsigned float with 5 exponent bits and `mant_bits` mantissa bits. */
static double small_ufloat(uint64_t v, int mant_bits)
{
    int e = (int)(v >> mant_bits) & 0x1f;
    double m = (double)(v & ((1u << mant_bits) - 1));
    if (e == 0)
        return ldexp(m, -14 - mant_bits);
    if (e == 31)
        return m ? NAN : INFINITY;
    return ldexp(1.0 + m / (double)(1u << mant_bits), e - 15);
}

static bool decode_part(const FormatPart *part, uint64_t v, double *out)
{
    int bits = part->bits;
    double max_u = bits >= 64 ? 18446744073709551615.0 : (double)((UINT64_C(1) << bits) - 1);
    switch (part->mode) {
    case MODE_UNORM:
    case MODE_SRGB: /* compared as stored, like VkRunner */
        *out = (double)v / max_u;
        return true;
    case MODE_SNORM: {
        double m = (double)((UINT64_C(1) << (bits - 1)) - 1);
        double x = sign_extend(v, bits) / m;
        *out = x < -1.0 ? -1.0 : x;
        return true;
    }
    case MODE_UINT:
    case MODE_USCALED:
        *out = (double)v;
        return true;
    case MODE_SINT:
    case MODE_SSCALED:
        *out = sign_extend(v, bits);
        return true;
    case MODE_SFLOAT:
        if (bits == 16) {
            *out = run_half_to_float((uint16_t)v);
        } else if (bits == 32) {
            float f;
            uint32_t u = (uint32_t)v;
            memcpy(&f, &u, 4);
            *out = f;
        } else if (bits == 64) {
            memcpy(out, &v, 8);
        } else {
            return false;
        }
        return true;
    case MODE_UFLOAT:
        if (bits == 11 || bits == 10) {
            *out = small_ufloat(v, bits - 5);
            return true;
        }
        return false;
    }
    return false;
}

static int component_index(char c)
{
    switch (c) {
    case 'R': case 'D': return 0;
    case 'G': case 'S': return 1;
    case 'B': return 2;
    case 'A': return 3;
    default: return -1;
    }
}

bool format_load_pixel(const Format *f, const uint8_t *texel, double rgba[4])
{
    rgba[0] = rgba[1] = rgba[2] = 0.0;
    rgba[3] = 1.0;
    if (f->parts[0].component == 'E') /* shared exponent: not a render target */
        return false;
    if (f->packed_bits) {
        /* The first component named is in the most significant bits. */
        uint64_t word = load_bits(texel, f->packed_bits);
        int shift = f->packed_bits;
        for (int i = 0; i < f->n_parts; i++) {
            shift -= f->parts[i].bits;
            uint64_t v = (word >> shift) & ((UINT64_C(1) << f->parts[i].bits) - 1);
            int c = component_index(f->parts[i].component);
            if (c >= 0 && !decode_part(&f->parts[i], v, &rgba[c]))
                return false;
        }
        return true;
    }
    for (int i = 0; i < f->n_parts; i++) {
        if (f->parts[i].bits % 8)
            return false;
        uint64_t v = load_bits(texel, f->parts[i].bits);
        texel += f->parts[i].bits / 8;
        int c = component_index(f->parts[i].component);
        if (c >= 0 && !decode_part(&f->parts[i], v, &rgba[c]))
            return false;
    }
    return true;
}

/* ---- writing texels (texture patterns) ---- */

bool format_is_integer(const Format *f)
{
    for (int i = 0; i < f->n_parts; i++) {
        if (f->parts[i].component != 'X')
            return f->parts[i].mode == MODE_UINT || f->parts[i].mode == MODE_SINT;
    }
    return false;
}

bool format_can_store(const Format *f)
{
    for (int i = 0; i < f->n_parts; i++) {
        const FormatPart *part = &f->parts[i];
        if (part->component == 'E' || (!f->packed_bits && part->bits % 8))
            return false;
        if (part->mode == MODE_SFLOAT && part->bits != 16 && part->bits != 32 && part->bits != 64)
            return false;
        if (part->mode == MODE_UFLOAT && part->bits != 10 && part->bits != 11)
            return false;
    }
    return true;
}

static double clamp(double v, double lo, double hi)
{
    return v != v ? 0 : v < lo ? lo : v > hi ? hi : v;
}

/* The sRGB transfer function (linear -> encoded), from the Vulkan spec's
 * "sRGB EOTF" section, inverted. */
static double srgb_encode(double v)
{
    v = clamp(v, 0, 1);
    return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1.0 / 2.4) - 0.055;
}

/* The unsigned 10- or 11-bit float nearest v: a half float without its sign
 * and its low mantissa bits. */
static uint64_t small_ufloat_bits(double v, int bits)
{
    if (!(v > 0))
        return 0;
    int drop = 10 - (bits - 5); /* mantissa bits a half has beyond ours */
    uint32_t h = run_half_from_float((float)v);
    if ((h & 0x7c00) == 0x7c00)
        return (uint64_t)(h >> drop); /* infinity or NaN */
    uint32_t rem = h & ((1u << drop) - 1), half = 1u << (drop - 1);
    h >>= drop;
    if (rem > half || (rem == half && (h & 1)))
        h++;
    return h;
}

static uint64_t encode_part(const FormatPart *part, double v)
{
    int bits = part->bits;
    uint64_t mask = bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
    switch (part->mode) {
    case MODE_SRGB:
        if (part->component != 'A')
            v = srgb_encode(v);
        /* fall through */
    case MODE_UNORM:
        return (uint64_t)llround(clamp(v, 0, 1) * (double)mask);
    case MODE_SNORM: {
        double m = (double)((UINT64_C(1) << (bits - 1)) - 1);
        return (uint64_t)llround(clamp(v, -1, 1) * m) & mask;
    }
    case MODE_UINT:
    case MODE_USCALED:
        if (bits >= 64)
            return v <= 0 ? 0 : v >= 18446744073709551615.0 ? UINT64_MAX : (uint64_t)v;
        return (uint64_t)clamp(v, 0, (double)mask);
    case MODE_SINT:
    case MODE_SSCALED: {
        double lim = ldexp(1.0, bits - 1);
        if (bits >= 64)
            return (uint64_t)(v <= -lim ? INT64_MIN : v >= lim ? INT64_MAX : (int64_t)v);
        return (uint64_t)(int64_t)clamp(v, -lim, lim - 1) & mask;
    }
    case MODE_SFLOAT:
        if (bits == 16)
            return run_half_from_float((float)v);
        if (bits == 32) {
            float f = (float)v;
            uint32_t u;
            memcpy(&u, &f, 4);
            return u;
        } else {
            uint64_t u;
            memcpy(&u, &v, 8);
            return u;
        }
    case MODE_UFLOAT:
        return small_ufloat_bits(v, bits);
    }
    return 0;
}

static void store_bits(uint8_t *p, uint64_t v, int bits)
{
    memcpy(p, &v, (size_t)bits / 8); /* little-endian, as load_bits */
}

void format_store_pixel(const Format *f, const double rgba[4], uint8_t *texel)
{
    if (f->packed_bits) {
        /* The first component named goes in the most significant bits. */
        uint64_t word = 0;
        int shift = f->packed_bits;
        for (int i = 0; i < f->n_parts; i++) {
            shift -= f->parts[i].bits;
            int c = component_index(f->parts[i].component);
            if (c >= 0)
                word |= encode_part(&f->parts[i], rgba[c]) << shift;
        }
        store_bits(texel, word, f->packed_bits);
        return;
    }
    for (int i = 0; i < f->n_parts; i++) {
        int c = component_index(f->parts[i].component);
        store_bits(texel, c >= 0 ? encode_part(&f->parts[i], rgba[c]) : 0, f->parts[i].bits);
        texel += f->parts[i].bits / 8;
    }
}
