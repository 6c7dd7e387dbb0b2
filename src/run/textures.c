/* The [test] lines that declare textures, samplers and storage images, and
 * "probe image", turned into ScriptImages and Commands; plus what a
 * declaration means (mip and layer sizes, the texel each pattern puts where),
 * which images.c uses to fill the images. This is glspv-run's extension to
 * VkRunner's format:
 *
 *   texture SET:BINDING TYPE FORMAT W [H [D]] [OPTION...] PATTERN
 *   sampler SET:BINDING [SAMPLER-OPTION...]
 *   image SET:BINDING TYPE FORMAT W [H [D]] [PATTERN]
 *   probe image SET:BINDING [layer L] [level V] [rect] (X, Y[, W, H]) (R[, G[, B[, A]]])
 *
 *   TYPE     1d 2d 3d cube 1darray 2darray cubearray buffer
 *   OPTION   levels N|full, samples N, separate, or a SAMPLER-OPTION:
 *            filter nearest|linear, mipmap nearest|linear,
 *            wrap clamp|repeat|mirror|border, border-color
 *            transparent-black|opaque-black|opaque-white, compare OP,
 *            unnormalized, lod-bias X, min-lod X, max-lod X
 *   PATTERN  fill R G B A, rgbw, levels-palette, layers-palette, coords
 *
 * docs/glspv-run.md describes them for script writers. Like buffers,
 * these exist for the whole script, whichever line declares them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

/* Bounds that keep every size far from overflow whatever the script says. */
#define MAX_IMAGE_SIZE 16384u
#define MAX_IMAGE_TEXELS (UINT64_C(1) << 24)

static const struct {
    const char *name;
    ImageType type;
} image_types[] = {
    {"1d", IMAGE_1D},           {"2d", IMAGE_2D},           {"3d", IMAGE_3D},
    {"cube", IMAGE_CUBE},       {"1darray", IMAGE_1D_ARRAY}, {"2darray", IMAGE_2D_ARRAY},
    {"cubearray", IMAGE_CUBE_ARRAY}, {"buffer", IMAGE_BUFFER},
};

static const struct {
    const char *name;
    VkCompareOp op;
} compare_ops[] = {
    {"never", VK_COMPARE_OP_NEVER},     {"less", VK_COMPARE_OP_LESS},
    {"equal", VK_COMPARE_OP_EQUAL},     {"less_equal", VK_COMPARE_OP_LESS_OR_EQUAL},
    {"greater", VK_COMPARE_OP_GREATER}, {"not_equal", VK_COMPARE_OP_NOT_EQUAL},
    {"greater_equal", VK_COMPARE_OP_GREATER_OR_EQUAL}, {"always", VK_COMPARE_OP_ALWAYS},
};

/* levels-palette and layers-palette colours, by index modulo 8. */
static const double palette[8][4] = {
    {1, 0, 0, 1}, {0, 1, 0, 1}, {0, 0, 1, 1}, {1, 1, 1, 1},
    {1, 1, 0, 1}, {0, 1, 1, 1}, {1, 0, 1, 1}, {0.5, 0.5, 0.5, 1},
};

int find_image(const Script *s, uint32_t set, uint32_t binding)
{
    for (size_t i = 0; i < s->images.len; i++) {
        if (s->images.data[i].set == set && s->images.data[i].binding == binding)
            return (int)i;
    }
    return -1;
}

/* ---- geometry and patterns ---- */

static bool is_cube(ImageType t)
{
    return t == IMAGE_CUBE || t == IMAGE_CUBE_ARRAY;
}

uint32_t image_layers(const ScriptImage *im)
{
    return im->type == IMAGE_3D ? 1 : im->depth;
}

static uint32_t mip(uint32_t size, uint32_t level)
{
    size >>= level < 32 ? level : 31;
    return size ? size : 1;
}

void image_level_extent(const ScriptImage *im, uint32_t level, uint32_t *w, uint32_t *h, uint32_t *d)
{
    *w = mip(im->width, level);
    *h = mip(im->height, level);
    *d = im->type == IMAGE_3D ? mip(im->depth, level) : 1;
}

/* Levels of a full mip chain: until the largest dimension is 1. */
static uint32_t full_levels(const ScriptImage *im)
{
    uint32_t size = im->width > im->height ? im->width : im->height, n = 1;
    if (im->type == IMAGE_3D && im->depth > size)
        size = im->depth;
    while (size > 1) {
        size >>= 1;
        n++;
    }
    return n;
}

void pattern_texel(const ScriptImage *im, uint32_t level, uint32_t x, uint32_t y, uint32_t z, double rgba[4])
{
    static const double rgbw[4][4] = {{1, 0, 0, 1}, {0, 1, 0, 1}, {0, 0, 1, 1}, {1, 1, 1, 1}};
    uint32_t w, h, d;
    image_level_extent(im, level, &w, &h, &d);
    if (im->type != IMAGE_3D)
        d = im->depth; /* z counts layers */
    bool integer = format_is_integer(&im->format);
    const double *c = NULL;
    switch (im->pattern.kind) {
    case PATTERN_FILL:
        c = im->pattern.fill;
        break;
    case PATTERN_RGBW:
        /* A dimension of size 1 is all first half: 1d is red | green. */
        c = rgbw[(w > 1 && x >= w / 2) + 2 * (h > 1 && y >= h / 2)];
        break;
    case PATTERN_LEVELS_PALETTE:
        c = palette[level % 8];
        break;
    case PATTERN_LAYERS_PALETTE:
        c = palette[z % 8];
        break;
    case PATTERN_COORDS:
        if (integer) {
            rgba[0] = x;
            rgba[1] = y;
            rgba[2] = z;
            rgba[3] = level;
        } else {
            rgba[0] = (x + 0.5) / w;
            rgba[1] = (y + 0.5) / h;
            rgba[2] = (z + 0.5) / d;
            rgba[3] = level / 8.0;
        }
        return;
    }
    for (int i = 0; i < 4; i++)
        rgba[i] = integer && im->pattern.kind != PATTERN_FILL ? floor(c[i]) : c[i];
}

/* ---- shared pieces of the declarations ---- */

static bool read_float_option(Parser *p, char **s, const char *name, float *out)
{
    if (at_end(*s))
        return parse_error(p, "'%s' needs a number", name);
    if (!read_float(p, s, out))
        return false;
    if (*out != *out)
        return parse_error(p, "'%s' needs a number, not NaN", name);
    return true;
}

/* One word of a fixed list of names; *index is its position. */
static bool read_choice(Parser *p, char **s, const char *option, const char *const *names, int n, int *index)
{
    char *word = next_word(s), list[128] = "";
    for (int i = 0; i < n; i++) {
        if (word && !strcmp(word, names[i])) {
            *index = i;
            return true;
        }
        size_t len = strlen(list);
        snprintf(list + len, sizeof list - len, "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ", names[i]);
    }
    return parse_error(p, "'%s' takes %s, not '%s'", option, list, word ? word : "");
}

/* A sampler option at *s into *si: *matched false when the word is none. */
static bool sampler_option(Parser *p, char **s, SamplerInfo *si, bool *matched)
{
    static const char *const filters[] = {"nearest", "linear"};
    static const char *const wraps[] = {"clamp", "repeat", "mirror", "border"};
    static const char *const borders[] = {"transparent-black", "opaque-black", "opaque-white"};
    static const VkSamplerAddressMode modes[] = {
        VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE, VK_SAMPLER_ADDRESS_MODE_REPEAT,
        VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT, VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER};
    int i;
    *matched = true;
    if (eat_word(s, "filter")) {
        if (!read_choice(p, s, "filter", filters, 2, &i))
            return false;
        si->filter = i ? VK_FILTER_LINEAR : VK_FILTER_NEAREST;
    } else if (eat_word(s, "mipmap")) {
        if (!read_choice(p, s, "mipmap", filters, 2, &i))
            return false;
        si->mipmap = i ? VK_SAMPLER_MIPMAP_MODE_LINEAR : VK_SAMPLER_MIPMAP_MODE_NEAREST;
    } else if (eat_word(s, "wrap")) {
        if (!read_choice(p, s, "wrap", wraps, 4, &i))
            return false;
        si->wrap = modes[i];
    } else if (eat_word(s, "border-color")) {
        if (!read_choice(p, s, "border-color", borders, 3, &i))
            return false;
        si->border = (BorderColor)i;
    } else if (eat_word(s, "compare")) {
        char *word = next_word(s);
        size_t k = 0;
        while (word && k < RUN_COUNT(compare_ops) && strcmp(compare_ops[k].name, word))
            k++;
        if (!word || k == RUN_COUNT(compare_ops))
            return parse_error(p, "unknown compare operation '%s' (never, less, equal, less_equal, greater, "
                               "not_equal, greater_equal, always)", word ? word : "");
        si->compare = true;
        si->compare_op = compare_ops[k].op;
    } else if (eat_word(s, "unnormalized")) {
        si->unnormalized = true;
    } else if (eat_word(s, "lod-bias")) {
        if (!read_float_option(p, s, "lod-bias", &si->lod_bias))
            return false;
    } else if (eat_word(s, "min-lod")) {
        if (!read_float_option(p, s, "min-lod", &si->min_lod))
            return false;
    } else if (eat_word(s, "max-lod")) {
        if (!read_float_option(p, s, "max-lod", &si->max_lod))
            return false;
    } else {
        *matched = false;
    }
    si->given |= *matched;
    return true;
}

static void sampler_defaults(SamplerInfo *si)
{
    memset(si, 0, sizeof *si);
    si->filter = VK_FILTER_NEAREST;
    si->mipmap = VK_SAMPLER_MIPMAP_MODE_NEAREST;
    si->wrap = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
    si->max_lod = NAN; /* not given: VK_LOD_CLAMP_NONE, or 0 when unnormalized */
}

/* What Vulkan asks of a sampler (VkSamplerCreateInfo's valid usage). */
static bool check_sampler(Parser *p, SamplerInfo *si)
{
    if (si->max_lod != si->max_lod)
        si->max_lod = si->unnormalized ? 0.0f : VK_LOD_CLAMP_NONE;
    if (!(si->min_lod <= si->max_lod))
        return parse_error(p, "min-lod %g is larger than max-lod %g", si->min_lod, si->max_lod);
    if (!si->unnormalized)
        return true;
    if (si->mipmap != VK_SAMPLER_MIPMAP_MODE_NEAREST || si->min_lod != 0 || si->max_lod != 0)
        return parse_error(p, "an unnormalized sampler needs mipmap nearest and min-lod = max-lod = 0");
    if (si->wrap != VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE && si->wrap != VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER)
        return parse_error(p, "an unnormalized sampler can only wrap with clamp or border");
    if (si->compare)
        return parse_error(p, "an unnormalized sampler can't compare");
    return true;
}

/* The binding must be new: one descriptor per binding. */
static bool read_new_binding(Parser *p, char **s, ScriptImage *im)
{
    if (!read_binding(p, s, &im->set, &im->binding))
        return false;
    int i = find_image(p->script, im->set, im->binding);
    if (i >= 0)
        return parse_error(p, "binding %u:%u is already declared on line %d", im->set, im->binding,
                           p->script->images.data[i].line);
    for (size_t b = 0; b < p->script->buffers.len; b++) {
        const ScriptBuffer *buf = &p->script->buffers.data[b];
        if (buf->set == im->set && buf->binding == im->binding)
            return parse_error(p, "binding %u:%u is already %s (line %d)", im->set, im->binding,
                               buf->type == BUFFER_UBO ? "a UBO" : "an SSBO", buf->line);
    }
    return true;
}

static const char *type_name(ImageType t)
{
    for (size_t i = 0; i < RUN_COUNT(image_types); i++) {
        if (image_types[i].type == t)
            return image_types[i].name;
    }
    return "?";
}

static bool read_image_type(Parser *p, char **s, ImageType *out)
{
    char *word = next_word(s);
    for (size_t i = 0; word && i < RUN_COUNT(image_types); i++) {
        if (!strcmp(word, image_types[i].name)) {
            *out = image_types[i].type;
            return true;
        }
    }
    return parse_error(p, "unknown texture type '%s' (1d, 2d, 3d, cube, 1darray, 2darray, cubearray, buffer)",
                       word ? word : "");
}

static bool starts_number(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return *s >= '0' && *s <= '9';
}

/* FORMAT W [H [D]], checked against the type. */
static bool read_format_and_size(Parser *p, char **s, ScriptImage *im)
{
    if (!read_format(p, next_word(s), &im->format))
        return false;
    const Format *f = &im->format;
    if (!format_can_store(f))
        return parse_error(p, "glspv-run can't write texels of format %s", f->name);
    if (format_has_stencil(f))
        return parse_error(p, "format %s has stencil: only depth-only formats can be textures", f->name);
    if (format_is_depth(f) && (im->kind == KIND_STORAGE || im->type == IMAGE_BUFFER || im->type == IMAGE_3D))
        return parse_error(p, "a depth format can't be a %s", im->kind == KIND_STORAGE ? "storage image"
                                                               : im->type == IMAGE_BUFFER ? "texel buffer"
                                                                                          : "3d texture");
    uint32_t size[3] = {0, 0, 0};
    int n = 0;
    if (!starts_number(*s))
        return parse_error(p, "expected the width");
    while (n < 3 && starts_number(*s)) {
        if (!read_u32(p, s, &size[n]))
            return false;
        if (size[n] == 0 || size[n] > MAX_IMAGE_SIZE)
            return parse_error(p, "image size %u is not between 1 and %u", size[n], MAX_IMAGE_SIZE);
        n++;
    }
    ImageType t = im->type;
    bool cube = is_cube(t);
    im->width = size[0];
    im->height = n > 1 ? size[1] : cube ? size[0] : 1;
    im->depth = n > 2 ? size[2] : cube ? 6 : 1;
    if ((t == IMAGE_1D || t == IMAGE_1D_ARRAY || t == IMAGE_BUFFER) && im->height != 1)
        return parse_error(p, "a %s image has height 1%s", type_name(t),
                           t == IMAGE_1D_ARRAY ? " (its layers are the third number)" : "");
    if ((t == IMAGE_1D || t == IMAGE_2D || t == IMAGE_BUFFER) && im->depth != 1)
        return parse_error(p, "a %s image has no depth or layers", type_name(t));
    if (cube && im->width != im->height)
        return parse_error(p, "cube faces must be square, not %ux%u", im->width, im->height);
    if (t == IMAGE_CUBE && im->depth != 6)
        return parse_error(p, "a cube has 6 layers, not %u", im->depth);
    if (t == IMAGE_CUBE_ARRAY && im->depth % 6)
        return parse_error(p, "a cubearray's layers (%u) must be a multiple of 6", im->depth);
    if ((uint64_t)im->width * im->height * im->depth > MAX_IMAGE_TEXELS)
        return parse_error(p, "image of %ux%ux%u texels is too large", im->width, im->height, im->depth);
    return true;
}

/* PATTERN: fill R G B A | rgbw | levels-palette | layers-palette | coords */
static bool read_pattern(Parser *p, char **s, ScriptImage *im, bool *matched)
{
    Pattern *pat = &im->pattern;
    *matched = true;
    if (eat_word(s, "rgbw")) {
        pat->kind = PATTERN_RGBW;
    } else if (eat_word(s, "levels-palette")) {
        pat->kind = PATTERN_LEVELS_PALETTE;
    } else if (eat_word(s, "layers-palette")) {
        pat->kind = PATTERN_LAYERS_PALETTE;
    } else if (eat_word(s, "coords")) {
        pat->kind = PATTERN_COORDS;
    } else if (eat_word(s, "fill")) {
        pat->kind = PATTERN_FILL;
        for (int i = 0; i < 4; i++) {
            if (at_end(*s))
                return parse_error(p, "'fill' needs 4 values (R G B A)");
            if (!read_double(p, s, &pat->fill[i]))
                return false;
            double v = pat->fill[i];
            if (format_is_integer(&im->format) && (v != floor(v) || fabs(v) > 9007199254740992.0))
                return parse_error(p, "fill value %g is not an integer, and %s is an integer format", v,
                                   im->format.name);
            /* Vulkan leaves depth outside [0, 1] undefined (without VK_EXT_depth_range_unrestricted). */
            if (i == 0 && format_is_depth(&im->format) && !(v >= 0 && v <= 1))
                return parse_error(p, "depth %g is not between 0 and 1", v);
        }
    } else {
        *matched = false;
        return true;
    }
    return expect_end(p, *s);
}

static void add_image(Parser *p, const ScriptImage *im)
{
    array_push(&p->script->images, *im);
}

/* cubearray views need the imageCubeArray feature: asking for it here makes
 * the script skip where it is missing, as if [require] had named it. */
static void require_feature(Parser *p, const char *name)
{
    Script *sc = p->script;
    for (size_t i = 0; i < sc->requirements.len; i++) {
        if (!strcmp(sc->requirements.data[i].name, name))
            return;
    }
    Requirement r = {run_strdup(name), p->line};
    array_push(&sc->requirements, r);
}

/* ---- the declarations ---- */

static bool check_texture(Parser *p, ScriptImage *im, bool levels_full)
{
    uint32_t full = full_levels(im);
    if (levels_full)
        im->levels = full;
    if (im->levels > full)
        return parse_error(p, "%u levels is more than a %ux%ux%u image has (%u)", im->levels, im->width, im->height,
                           im->type == IMAGE_3D ? im->depth : 1, full);
    if (im->type == IMAGE_BUFFER && (im->levels > 1 || im->samples > 1 || im->separate || im->sampler.given))
        return parse_error(p, "a buffer texture has no levels, samples, sampler options or 'separate'");
    if (im->samples > 1) {
        if (im->type != IMAGE_2D && im->type != IMAGE_2D_ARRAY)
            return parse_error(p, "only 2d and 2darray textures can have samples");
        if (im->levels > 1)
            return parse_error(p, "a multisampled texture has one level");
        if (im->pattern.kind != PATTERN_FILL)
            return parse_error(p, "a multisampled texture is cleared: its pattern must be 'fill'");
    }
    if (im->separate && im->sampler.given)
        return parse_error(p, "a separate texture has no sampler: declare the options on a 'sampler'");
    if (im->sampler.compare && !format_is_depth(&im->format))
        return parse_error(p, "'compare' needs a depth format, not %s", im->format.name);
    if (im->sampler.unnormalized && (im->type != IMAGE_1D && im->type != IMAGE_2D))
        return parse_error(p, "only 1d and 2d textures can be sampled unnormalized");
    if (im->sampler.unnormalized && im->levels > 1)
        return parse_error(p, "a texture sampled unnormalized has one level");
    if (im->type == IMAGE_CUBE_ARRAY)
        require_feature(p, "imageCubeArray");
    return check_sampler(p, &im->sampler);
}

/* texture SET:BINDING TYPE FORMAT W [H [D]] [OPTION...] PATTERN */
bool parse_texture(Parser *p, char *s)
{
    ScriptImage im;
    memset(&im, 0, sizeof im);
    im.kind = KIND_TEXTURE;
    im.levels = im.samples = 1;
    im.line = p->line;
    sampler_defaults(&im.sampler);
    if (!read_new_binding(p, &s, &im) || !read_image_type(p, &s, &im.type) || !read_format_and_size(p, &s, &im))
        return false;
    bool levels_full = false;
    for (;;) {
        bool matched;
        if (at_end(s))
            return parse_error(p, "missing pattern: fill R G B A, rgbw, levels-palette, layers-palette or coords");
        if (!read_pattern(p, &s, &im, &matched))
            return false;
        if (matched)
            break;
        if (eat_word(&s, "levels")) {
            if (eat_word(&s, "full")) {
                levels_full = true;
            } else {
                if (!read_u32(p, &s, &im.levels))
                    return false;
                if (im.levels == 0)
                    return parse_error(p, "a texture has at least 1 level");
            }
        } else if (eat_word(&s, "samples")) {
            if (!read_u32(p, &s, &im.samples))
                return false;
            if (im.samples == 0 || im.samples > 64 || (im.samples & (im.samples - 1)))
                return parse_error(p, "samples must be 1, 2, 4, 8, 16, 32 or 64, not %u", im.samples);
        } else if (eat_word(&s, "separate")) {
            im.separate = true;
        } else {
            if (!sampler_option(p, &s, &im.sampler, &matched))
                return false;
            if (!matched)
                return parse_error(p, "unknown texture option '%s'", next_word(&s));
        }
    }
    if (!check_texture(p, &im, levels_full))
        return false;
    add_image(p, &im);
    return true;
}

/* sampler SET:BINDING [SAMPLER-OPTION...] */
bool parse_sampler(Parser *p, char *s)
{
    ScriptImage im;
    memset(&im, 0, sizeof im);
    im.kind = KIND_SAMPLER;
    im.line = p->line;
    sampler_defaults(&im.sampler);
    if (!read_new_binding(p, &s, &im))
        return false;
    while (!at_end(s)) {
        bool matched;
        if (!sampler_option(p, &s, &im.sampler, &matched))
            return false;
        if (!matched)
            return parse_error(p, "unknown sampler option '%s'", next_word(&s));
    }
    if (!check_sampler(p, &im.sampler))
        return false;
    add_image(p, &im);
    return true;
}

/* image SET:BINDING TYPE FORMAT W [H [D]] [PATTERN] */
bool parse_storage_image(Parser *p, char *s)
{
    ScriptImage im;
    memset(&im, 0, sizeof im);
    im.kind = KIND_STORAGE;
    im.levels = im.samples = 1;
    im.line = p->line;
    im.pattern.kind = PATTERN_FILL;
    if (!read_new_binding(p, &s, &im) || !read_image_type(p, &s, &im.type) || !read_format_and_size(p, &s, &im))
        return false;
    if (!at_end(s)) {
        bool matched;
        if (!read_pattern(p, &s, &im, &matched))
            return false;
        if (!matched)
            return parse_error(p, "expected a pattern (fill R G B A, rgbw, levels-palette, layers-palette or "
                               "coords), found '%s'", next_word(&s));
    }
    if (im.type == IMAGE_CUBE_ARRAY)
        require_feature(p, "imageCubeArray");
    add_image(p, &im);
    return true;
}

/* probe image SET:BINDING [layer L] [level V] [rect] (X, Y[, W, H]) (R[, G[, B[, A]]]) */
bool parse_probe_image(Parser *p, TestState *t, char *s)
{
    uint32_t set, binding, layer = 0, level = 0;
    if (!read_binding(p, &s, &set, &binding))
        return false;
    for (;;) {
        if (eat_word(&s, "layer")) {
            if (!read_u32(p, &s, &layer))
                return false;
        } else if (eat_word(&s, "level")) {
            if (!read_u32(p, &s, &level))
                return false;
        } else {
            break;
        }
    }
    bool rect = eat_word(&s, "rect");
    double pos[4] = {0, 0, 1, 1}, color[4] = {0, 0, 0, 0};
    if (!read_tuple(p, &s, rect ? 4 : 2, pos))
        return false;
    for (int i = 0; i < 4; i++) {
        if (pos[i] != floor(pos[i]) || pos[i] < 0 || pos[i] > MAX_IMAGE_SIZE)
            return parse_error(p, "probe coordinate %g is not a texel position", pos[i]);
    }
    if (!eat_char(&s, '('))
        return parse_error(p, "expected '(' before the expected colour");
    int n = 0;
    do {
        if (n == 4)
            return parse_error(p, "a colour has at most 4 components");
        if (!read_double(p, &s, &color[n++]))
            return false;
    } while (eat_char(&s, ','));
    if (!eat_char(&s, ')'))
        return parse_error(p, "expected ')' after the expected colour");
    if (!expect_end(p, s))
        return false;
    Command c;
    memset(&c, 0, sizeof c);
    c.kind = CMD_PROBE_IMAGE;
    c.line = p->line;
    c.u.probe_image.set = set;
    c.u.probe_image.binding = binding;
    c.u.probe_image.layer = layer;
    c.u.probe_image.level = level;
    c.u.probe_image.x = (uint32_t)pos[0];
    c.u.probe_image.y = (uint32_t)pos[1];
    c.u.probe_image.w = (uint32_t)pos[2];
    c.u.probe_image.h = (uint32_t)pos[3];
    if (!c.u.probe_image.w || !c.u.probe_image.h)
        return parse_error(p, "the probe rectangle is empty");
    c.u.probe_image.n_components = n;
    memcpy(c.u.probe_image.color, color, sizeof color);
    c.u.probe_image.tolerance = t->tolerance;
    array_push(&p->script->commands, c);
    return true;
}
