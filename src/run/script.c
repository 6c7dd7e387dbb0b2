/* The shader_test script parser: text in, a Script out.
 *
 * A script is a list of sections, each opened by a "[name]" line at the
 * start of a line: [require], one per shader stage (GLSL, or "... spirv"
 * assembly, or "... binary" hex words), [vertex shader passthrough],
 * [vertex data], [indices], [test] and [comment]. Outside shader sections
 * "#" starts a comment and a line ending in "\" continues on the next one;
 * shader text is kept verbatim so the compiler sees its own lines. -D
 * replacements apply to every line before anything else reads it.
 *
 * The first error stops the parse with "FILE:LINE: error: message" on
 * stderr; [test] lines are handed to commands.c. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

const char *const stage_names[N_STAGES] = {
    "vertex", "tessellation control", "tessellation evaluation", "geometry", "fragment", "compute",
};

const char *const stage_short_names[N_STAGES] = {"vert", "tesc", "tese", "geom", "frag", "comp"};

/* The passthrough vertex shader: copies the vec4 at location 0 to
 * gl_Position. It is this assembly, assembled once with spirv-as:
 *
 *        OpCapability Shader
 *        OpMemoryModel Logical GLSL450
 *        OpEntryPoint Vertex %main "main" %pos_in %pos_out
 *        OpDecorate %pos_in Location 0
 *        OpDecorate %pos_out BuiltIn Position
 *  %void = OpTypeVoid,  %fn = OpTypeFunction %void,  %f = OpTypeFloat 32
 *  %v4 = OpTypeVector %f 4, pointers Input/Output to %v4, the two variables,
 *  and main: %x = OpLoad %v4 %pos_in; OpStore %pos_out %x; OpReturn */
static const uint32_t passthrough_vertex[] = {
    0x07230203, 0x00010000, 0x00070000, 0x0000000c, 0x00000000, 0x00020011, 0x00000001, 0x0003000e,
    0x00000000, 0x00000001, 0x0007000f, 0x00000000, 0x00000001, 0x6e69616d, 0x00000000, 0x00000002,
    0x00000003, 0x00040047, 0x00000002, 0x0000001e, 0x00000000, 0x00040047, 0x00000003, 0x0000000b,
    0x00000000, 0x00020013, 0x00000004, 0x00030021, 0x00000005, 0x00000004, 0x00030016, 0x00000006,
    0x00000020, 0x00040017, 0x00000007, 0x00000006, 0x00000004, 0x00040020, 0x00000008, 0x00000001,
    0x00000007, 0x00040020, 0x00000009, 0x00000003, 0x00000007, 0x0004003b, 0x00000008, 0x00000002,
    0x00000001, 0x0004003b, 0x00000009, 0x00000003, 0x00000003, 0x00050036, 0x00000004, 0x00000001,
    0x00000000, 0x00000005, 0x000200f8, 0x0000000a, 0x0004003d, 0x00000007, 0x0000000b, 0x00000002,
    0x0003003e, 0x00000003, 0x0000000b, 0x000100fd, 0x00010038,
};

/* Bounds that keep sizes far from overflow whatever the script says. */
#define MAX_FB_SIZE 16384u
#define MAX_VIEWS 6u /* maxMultiviewViewCount is at least 6 wherever multiview is */
#define MAX_LINE_GROWTH (1u << 20)

typedef enum Section {
    SEC_NONE, SEC_COMMENT, SEC_REQUIRE, SEC_SHADER, SEC_VERTEX_DATA, SEC_INDICES, SEC_TEST
} Section;

typedef struct Loader {
    Parser p;
    Section section;
    bool had_section; /* any section other than [comment] so far */
    Stage stage;      /* SEC_SHADER */
    ShaderKind kind;
    int shader_line;  /* of the open shader section's header */
    ARRAY(char) text;
    ARRAY(uint32_t) words;
    TestState test;
} Loader;

bool parse_error(Parser *p, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%d: error: ", p->script->filename, p->line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    p->failed = true;
    return false;
}

/* ---- the line cursor ---- */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static void skip_blanks(char **s)
{
    while (is_blank(**s))
        (*s)++;
}

bool at_end(char *s)
{
    skip_blanks(&s);
    return *s == 0;
}

char *next_word(char **s)
{
    skip_blanks(s);
    if (!**s)
        return NULL;
    char *start = *s;
    while (**s && !is_blank(**s))
        (*s)++;
    if (**s) {
        **s = 0; /* the line is ours to cut */
        (*s)++;
    }
    return start;
}

bool eat_word(char **s, const char *word)
{
    char *p = *s;
    skip_blanks(&p);
    size_t n = strlen(word);
    if (strncmp(p, word, n) || (p[n] && !is_blank(p[n])))
        return false;
    *s = p + n;
    return true;
}

bool eat_char(char **s, char c)
{
    skip_blanks(s);
    if (**s != c)
        return false;
    (*s)++;
    return true;
}

/* A number must end where the item ends: a blank, the end, or punctuation
 * that the grammar uses after numbers. */
static bool number_ends(const char *end)
{
    return !*end || is_blank(*end) || strchr(",)%:", *end);
}

/* The token at *s, for messages, without consuming it. */
static char *token_text(char *s, char *buf, size_t size)
{
    skip_blanks(&s);
    size_t n = 0;
    while (s[n] && !is_blank(s[n]) && n + 1 < size)
        n++;
    memcpy(buf, s, n);
    buf[n] = 0;
    return n ? buf : "end of line";
}

static bool bad_number(Parser *p, char *s, const char *what)
{
    char buf[64];
    return parse_error(p, "expected %s, found '%s'", what, token_text(s, buf, sizeof buf));
}

static bool isxdigit_c(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static bool is_hex_prefix(const char *s)
{
    return s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
}

/* Decimal or 0x hex, with an optional sign; octal is not a thing here. */
static bool read_integer(Parser *p, char **s, bool is_signed, int64_t *si, uint64_t *ui)
{
    skip_blanks(s);
    char *start = *s, *q = *s, *end;
    bool neg = *q == '-';
    if (*q == '-' || *q == '+')
        q++;
    int base = is_hex_prefix(q) ? 16 : 10;
    if (!(base == 16 ? isxdigit_c(q[2]) : (*q >= '0' && *q <= '9')))
        return bad_number(p, start, "an integer");
    errno = 0;
    if (is_signed)
        *si = strtoll(start, &end, base);
    else
        *ui = strtoull(q, &end, base);
    if (!number_ends(end))
        return bad_number(p, start, "an integer");
    if (errno == ERANGE || (!is_signed && neg && *ui != 0))
        return parse_error(p, "integer out of range: '%.*s'", (int)(end - start), start);
    *s = end;
    return true;
}

bool read_i64(Parser *p, char **s, int64_t *out)
{
    return read_integer(p, s, true, out, NULL);
}

bool read_u64(Parser *p, char **s, uint64_t *out)
{
    return read_integer(p, s, false, NULL, out);
}

bool read_u32(Parser *p, char **s, uint32_t *out)
{
    char *start = *s;
    uint64_t v;
    if (!read_u64(p, s, &v))
        return false;
    if (v > UINT32_MAX) {
        skip_blanks(&start);
        return parse_error(p, "integer out of range: '%.*s'", (int)(*s - start), start);
    }
    *out = (uint32_t)v;
    return true;
}

/* "0x..." is the exact bit pattern of `bits` bits; anything else is a
 * decimal (or inf/nan) number. */
static bool read_real(Parser *p, char **s, int bits, double *value, uint64_t *pattern, bool *is_pattern)
{
    skip_blanks(s);
    char *start = *s, *end;
    *is_pattern = false;
    if (is_hex_prefix(start)) {
        if (!read_u64(p, s, pattern))
            return false;
        if (bits < 64 && *pattern >> bits)
            return parse_error(p, "hex value too wide for a %d-bit float: '%.*s'", bits, (int)(*s - start),
                               start);
        *is_pattern = true;
        return true;
    }
    errno = 0;
    *value = strtod(start, &end);
    if (end == start || !number_ends(end))
        return bad_number(p, start, "a number");
    *s = end;
    return true;
}

bool read_double(Parser *p, char **s, double *out)
{
    uint64_t bits;
    bool is_pattern;
    if (!read_real(p, s, 64, out, &bits, &is_pattern))
        return false;
    if (is_pattern)
        memcpy(out, &bits, 8);
    return true;
}

bool read_float(Parser *p, char **s, float *out)
{
    uint64_t bits;
    bool is_pattern;
    double d;
    if (!read_real(p, s, 32, &d, &bits, &is_pattern))
        return false;
    if (is_pattern) {
        uint32_t b = (uint32_t)bits;
        memcpy(out, &b, 4);
    } else {
        *out = (float)d;
    }
    return true;
}

bool read_half(Parser *p, char **s, uint16_t *out)
{
    uint64_t bits;
    bool is_pattern;
    double d;
    if (!read_real(p, s, 16, &d, &bits, &is_pattern))
        return false;
    *out = is_pattern ? (uint16_t)bits : run_half_from_float((float)d);
    return true;
}

/* An integer of `bytes` bytes, checked against its range, stored at dst. */
static bool read_sized_int(Parser *p, char **s, size_t bytes, bool is_signed, uint8_t *dst)
{
    skip_blanks(s);
    char *start = *s;
    int64_t si = 0;
    uint64_t ui = 0;
    /* Hex without a sign is a bit pattern, also for signed types. */
    if (is_signed && is_hex_prefix(start)) {
        if (!read_integer(p, s, false, &si, &ui))
            return false;
        if (bytes < 8 && ui >> (bytes * 8))
            return parse_error(p, "value out of range for a %d-bit integer: '%.*s'", (int)bytes * 8,
                               (int)(*s - start), start);
        memcpy(dst, &ui, bytes);
        return true;
    }
    if (!read_integer(p, s, is_signed, &si, &ui))
        return false;
    if (bytes < 8) {
        int bits = (int)bytes * 8;
        bool ok = is_signed ? (si >= -(INT64_C(1) << (bits - 1)) && si < (INT64_C(1) << (bits - 1)))
                            : ui < (UINT64_C(1) << bits);
        if (!ok) {
            skip_blanks(&start);
            return parse_error(p, "value out of range for a %d-bit %s integer: '%.*s'", bits,
                               is_signed ? "signed" : "unsigned", (int)(*s - start), start);
        }
    }
    uint64_t v = is_signed ? (uint64_t)si : ui;
    memcpy(dst, &v, bytes); /* little-endian: the low bytes */
    return true;
}

bool read_component(Parser *p, char **s, BaseType base, uint8_t *dst)
{
    switch (base) {
    case BT_FLOAT16: {
        uint16_t h;
        if (!read_half(p, s, &h))
            return false;
        memcpy(dst, &h, 2);
        return true;
    }
    case BT_FLOAT: {
        float f;
        if (!read_float(p, s, &f))
            return false;
        memcpy(dst, &f, 4);
        return true;
    }
    case BT_DOUBLE: {
        double d;
        if (!read_double(p, s, &d))
            return false;
        memcpy(dst, &d, 8);
        return true;
    }
    case BT_INT: case BT_INT8: case BT_INT16: case BT_INT64:
        return read_sized_int(p, s, base_type_size(base), true, dst);
    default:
        return read_sized_int(p, s, base_type_size(base), false, dst);
    }
}

bool read_format(Parser *p, char *name, Format *out)
{
    if (!name)
        return parse_error(p, "missing format name");
    if (!format_lookup(name, out))
        return parse_error(p, "unknown format '%s'", name);
    return true;
}

/* ---- [require] ---- */

static bool is_name(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++) {
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
            return false;
    }
    return true;
}

/* vulkan MAJOR.MINOR.PATCH (minor and patch may be left out). */
static bool parse_vulkan_version(Loader *l, char *s)
{
    char *word = next_word(&s);
    unsigned part[3] = {0, 0, 0};
    int n = 0;
    char *q = word;
    while (q && n < 3) {
        if (*q < '0' || *q > '9')
            break;
        char *end;
        unsigned long v = strtoul(q, &end, 10);
        if (v > 1023)
            break;
        part[n++] = (unsigned)v;
        q = end;
        if (*q == 0) {
            q = NULL;
            break;
        }
        if (*q != '.')
            break;
        q++;
    }
    if (!word || q || !at_end(s))
        return parse_error(&l->p, "invalid Vulkan version: expected 'vulkan MAJOR.MINOR.PATCH'");
    if (part[0] > 127 || part[1] > 1023 || part[2] > 4095)
        return parse_error(&l->p, "invalid Vulkan version");
    l->p.script->vulkan_version = VK_MAKE_API_VERSION(0, part[0], part[1], part[2]);
    return true;
}

static bool process_require_line(Loader *l, char *line)
{
    Script *sc = l->p.script;
    char *s = line;
    char *word = next_word(&s);
    if (!word)
        return true;
    if (!strcmp(word, "framebuffer")) {
        if (!read_format(&l->p, next_word(&s), &sc->color_format))
            return false;
        if (format_is_depth(&sc->color_format))
            return parse_error(&l->p, "framebuffer format %s is a depth/stencil format", sc->color_format.name);
    } else if (!strcmp(word, "depthstencil")) {
        if (!read_format(&l->p, next_word(&s), &sc->depth_format))
            return false;
        if (!format_is_depth(&sc->depth_format))
            return parse_error(&l->p, "depthstencil format %s has no depth or stencil", sc->depth_format.name);
        sc->has_depth = true;
    } else if (!strcmp(word, "fbsize")) {
        if (!read_u32(&l->p, &s, &sc->width) || !read_u32(&l->p, &s, &sc->height))
            return false;
        if (sc->width == 0 || sc->height == 0 || sc->width > MAX_FB_SIZE || sc->height > MAX_FB_SIZE)
            return parse_error(&l->p, "fbsize must be between 1 and %u", MAX_FB_SIZE);
    } else if (!strcmp(word, "views")) {
        /* A multiview render pass: view i draws into layer i (VK_KHR_multiview). */
        if (!read_u32(&l->p, &s, &sc->views))
            return false;
        if (sc->views == 0 || sc->views > MAX_VIEWS)
            return parse_error(&l->p, "views must be between 1 and %u", MAX_VIEWS);
        Requirement r = {run_strdup("multiview"), l->p.line};
        array_push(&sc->requirements, r);
    } else if (!strcmp(word, "vulkan")) {
        return parse_vulkan_version(l, s);
    } else if (is_name(word)) {
        Requirement r = {run_strdup(word), l->p.line};
        array_push(&sc->requirements, r);
    } else {
        return parse_error(&l->p, "invalid [require] line: '%s' is not a feature, extension or setting", word);
    }
    if (!at_end(s))
        return parse_error(&l->p, "unexpected '%s' at the end of the line", next_word(&s));
    return true;
}

/* ---- shader sections ---- */

static void end_shader(Loader *l)
{
    Shader sh = {0};
    sh.kind = l->kind;
    sh.line = l->shader_line;
    if (l->kind == SHADER_BINARY) {
        sh.words = l->words.data;
        sh.n_words = l->words.len;
    } else {
        array_push(&l->text, 0);
        sh.text = l->text.data;
        sh.text_len = l->text.len - 1;
    }
    memset(&l->text, 0, sizeof l->text);
    memset(&l->words, 0, sizeof l->words);
    array_push(&l->p.script->shaders[l->stage], sh);
}

static bool shader_line(Loader *l, const char *line)
{
    if (l->kind != SHADER_BINARY) {
        size_t n = strlen(line);
        for (size_t i = 0; i < n; i++)
            array_push(&l->text, line[i]);
        array_push(&l->text, '\n');
        return true;
    }
    char *copy = run_strdup(line), *s = copy, *hash = strchr(copy, '#'), *word;
    if (hash)
        *hash = 0;
    bool ok = true;
    while (ok && (word = next_word(&s))) {
        char *end, *digits = is_hex_prefix(word) ? word + 2 : word;
        errno = 0;
        unsigned long long v = isxdigit_c(*digits) ? strtoull(digits, &end, 16) : 0;
        if (!isxdigit_c(*digits) || *end || errno || v > UINT32_MAX)
            ok = parse_error(&l->p, "invalid hex word '%s' in a binary shader section", word);
        else
            array_push(&l->words, (uint32_t)v);
    }
    free(copy);
    return ok;
}

/* Is `name` "<stage> shader[ spirv| binary]"? */
static bool match_stage_section(Loader *l, const char *name)
{
    static const struct {
        const char *suffix;
        ShaderKind kind;
    } kinds[] = {{" shader", SHADER_GLSL}, {" shader spirv", SHADER_SPIRV}, {" shader binary", SHADER_BINARY}};
    for (int st = 0; st < N_STAGES; st++) {
        size_t n = strlen(stage_names[st]);
        if (strncmp(name, stage_names[st], n))
            continue;
        for (size_t k = 0; k < RUN_COUNT(kinds); k++) {
            if (strcmp(name + n, kinds[k].suffix))
                continue;
            l->stage = (Stage)st;
            l->kind = kinds[k].kind;
            return true;
        }
    }
    return false;
}

/* SPIR-V can't be linked with anything: one SPIR-V section per stage alone. */
static bool check_add_shader(Loader *l, Stage st, ShaderKind kind)
{
    size_t n = l->p.script->shaders[st].len;
    if (n && (kind != SHADER_GLSL || l->p.script->shaders[st].data[n - 1].kind != SHADER_GLSL))
        return parse_error(&l->p, "SPIR-V source can not be linked with other shaders in the same stage (%s)",
                           stage_names[st]);
    return true;
}

/* ---- [vertex data] ---- */

static bool gl_type(const char *name, FormatMode *mode, int *bits)
{
    static const struct {
        const char *name;
        FormatMode mode;
        int bits;
    } types[] = {
        {"byte", MODE_SINT, 8},   {"ubyte", MODE_UINT, 8},  {"short", MODE_SINT, 16},
        {"ushort", MODE_UINT, 16}, {"int", MODE_SINT, 32},  {"uint", MODE_UINT, 32},
        {"half", MODE_SFLOAT, 16}, {"float", MODE_SFLOAT, 32}, {"double", MODE_SFLOAT, 64},
    };
    for (size_t i = 0; i < RUN_COUNT(types); i++) {
        if (!strcmp(name, types[i].name)) {
            *mode = types[i].mode;
            *bits = types[i].bits;
            return true;
        }
    }
    return false;
}

/* int, uint, float, double: 1; [iud]vecN: N. */
static int glsl_components(const char *name)
{
    if (!strcmp(name, "int") || !strcmp(name, "uint") || !strcmp(name, "float") || !strcmp(name, "double"))
        return 1;
    if (*name == 'i' || *name == 'u' || *name == 'd')
        name++;
    if (!strncmp(name, "vec", 3) && name[3] >= '2' && name[3] <= '4' && !name[4])
        return name[3] - '0';
    return 0;
}

static bool parse_attrib_header(Loader *l, char *word, VertexAttrib *a)
{
    char *slash = strchr(word, '/');
    char *loc = word;
    if (!slash)
        return parse_error(&l->p, "vertex data column '%s' is not LOCATION/FORMAT or LOCATION/GLTYPE/GLSLTYPE",
                           word);
    *slash = 0;
    char *fmt = slash + 1, *glsl = strchr(fmt, '/');
    if (!read_u32(&l->p, &loc, &a->location) || *loc)
        return parse_error(&l->p, "invalid attribute location '%s'", word);
    if (!glsl)
        return read_format(&l->p, fmt, &a->format);
    *glsl++ = 0;
    if (strchr(glsl, '/'))
        return parse_error(&l->p, "extra data at the end of vertex data column '%s/%s'", fmt, glsl);
    FormatMode mode;
    int bits, n = glsl_components(glsl);
    if (!gl_type(fmt, &mode, &bits))
        return parse_error(&l->p, "unknown GL type '%s'", fmt);
    if (!n)
        return parse_error(&l->p, "unknown GLSL type '%s'", glsl);
    if (!format_lookup_details(bits, mode, n, &a->format))
        return parse_error(&l->p, "no Vulkan format for %s/%s", fmt, glsl);
    return true;
}

static size_t align_to(size_t v, size_t a)
{
    return (v + a - 1) / a * a;
}

static bool vertex_header(Loader *l, char *s)
{
    VertexData *vd = &l->p.script->vertex_data;
    size_t offset = 0, max_align = 1;
    char *word;
    while ((word = next_word(&s))) {
        VertexAttrib a = {0};
        if (!parse_attrib_header(l, word, &a))
            return false;
        size_t align = format_alignment(&a.format);
        a.offset = align_to(offset, align);
        offset = a.offset + format_size(&a.format);
        if (align > max_align)
            max_align = align;
        array_push(&vd->attribs, a);
    }
    vd->stride = align_to(offset, max_align);
    vd->header_seen = true;
    vd->line = l->p.line;
    return true;
}

static bool read_part(Loader *l, char **s, const FormatPart *part, uint8_t *dst)
{
    switch (part->mode) {
    case MODE_SFLOAT:
        return read_component(&l->p, s, part->bits == 16 ? BT_FLOAT16 : part->bits == 32 ? BT_FLOAT : BT_DOUBLE,
                              dst);
    case MODE_SNORM: case MODE_SSCALED: case MODE_SINT:
        return read_sized_int(&l->p, s, (size_t)part->bits / 8, true, dst);
    default:
        return read_sized_int(&l->p, s, (size_t)part->bits / 8, false, dst);
    }
}

static bool vertex_row(Loader *l, char *s)
{
    VertexData *vd = &l->p.script->vertex_data;
    size_t base = vd->bytes.len;
    for (size_t i = 0; i < vd->stride; i++)
        array_push(&vd->bytes, 0);
    for (size_t i = 0; i < vd->attribs.len; i++) {
        const VertexAttrib *a = &vd->attribs.data[i];
        uint8_t *dst = vd->bytes.data + base + a->offset;
        if (a->format.packed_bits) {
            if (!read_sized_int(&l->p, &s, (size_t)a->format.packed_bits / 8, false, dst))
                return false;
            continue;
        }
        for (int k = 0; k < a->format.n_parts; k++) {
            if (a->format.parts[k].bits % 8)
                return parse_error(&l->p, "format %s can't be used for vertex data", a->format.name);
            if (!read_part(l, &s, &a->format.parts[k], dst))
                return false;
            dst += a->format.parts[k].bits / 8;
        }
    }
    if (!at_end(s))
        return parse_error(&l->p, "extra data at the end of the vertex data row");
    vd->n_rows++;
    return true;
}

static bool process_vertex_data_line(Loader *l, char *line)
{
    if (at_end(line))
        return true;
    return l->p.script->vertex_data.header_seen ? vertex_row(l, line) : vertex_header(l, line);
}

static bool process_indices_line(Loader *l, char *s)
{
    while (!at_end(s)) {
        uint16_t v;
        if (!read_sized_int(&l->p, &s, 2, false, (uint8_t *)&v))
            return false;
        array_push(&l->p.script->indices, v);
    }
    return true;
}

/* ---- sections ---- */

static bool end_section(Loader *l)
{
    if (l->section == SEC_SHADER)
        end_shader(l);
    if (l->section == SEC_VERTEX_DATA && !l->p.script->vertex_data.header_seen)
        return parse_error(&l->p, "[vertex data] has no header line");
    l->section = SEC_NONE;
    return true;
}

/* Collapses runs of blanks into one space and trims, in place. */
static void normalise_blanks(char *s)
{
    char *out = s;
    bool blank = false;
    skip_blanks(&s);
    for (; *s; s++) {
        if (is_blank(*s)) {
            blank = true;
            continue;
        }
        if (blank)
            *out++ = ' ';
        blank = false;
        *out++ = *s;
    }
    *out = 0;
}

static bool open_section(Loader *l, char *name)
{
    Script *sc = l->p.script;
    normalise_blanks(name);
    if (match_stage_section(l, name)) {
        if (!check_add_shader(l, l->stage, l->kind))
            return false;
        l->section = SEC_SHADER;
        l->shader_line = l->p.line;
    } else if (!strcmp(name, "vertex shader passthrough")) {
        if (!check_add_shader(l, STAGE_VERTEX, SHADER_BINARY))
            return false;
        Shader sh = {SHADER_BINARY, l->p.line, NULL, 0, run_alloc(sizeof passthrough_vertex),
                     RUN_COUNT(passthrough_vertex)};
        memcpy(sh.words, passthrough_vertex, sizeof passthrough_vertex);
        array_push(&sc->shaders[STAGE_VERTEX], sh);
        l->section = SEC_NONE; /* the section has no body */
    } else if (!strcmp(name, "comment")) {
        l->section = SEC_COMMENT;
        return true;
    } else if (!strcmp(name, "require")) {
        /* The window size must be known before [test] lines are read. */
        if (l->had_section)
            return parse_error(&l->p, "[require] must be the first section");
        l->section = SEC_REQUIRE;
    } else if (!strcmp(name, "test")) {
        l->section = SEC_TEST;
    } else if (!strcmp(name, "indices")) {
        l->section = SEC_INDICES;
    } else if (!strcmp(name, "vertex data")) {
        if (sc->has_vertex_data)
            return parse_error(&l->p, "duplicate [vertex data] section");
        sc->has_vertex_data = true;
        l->section = SEC_VERTEX_DATA;
    } else {
        return parse_error(&l->p, "unknown section [%s]", name);
    }
    l->had_section = true;
    return true;
}

static bool section_header(Loader *l, char *line)
{
    if (!end_section(l))
        return false;
    char *close = strchr(line, ']');
    if (!close)
        return parse_error(&l->p, "missing ']' in section header");
    if (!at_end(close + 1))
        return parse_error(&l->p, "unexpected text after ']' in section header");
    *close = 0;
    return open_section(l, line + 1);
}

static void strip_comment(char *line)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = 0;
}

static bool process_line(Loader *l, char *line)
{
    if (line[0] == '[')
        return section_header(l, line);
    if (l->section == SEC_SHADER)
        return shader_line(l, line);
    strip_comment(line);
    switch (l->section) {
    case SEC_NONE:
        if (!at_end(line))
            return parse_error(&l->p, "text outside any section: expected a [section] header");
        return true;
    case SEC_COMMENT:
        return true;
    case SEC_REQUIRE:
        return process_require_line(l, line);
    case SEC_VERTEX_DATA:
        return process_vertex_data_line(l, line);
    case SEC_INDICES:
        return process_indices_line(l, line);
    case SEC_TEST:
        return at_end(line) || parse_test_line(&l->p, &l->test, line);
    case SEC_SHADER:
        break;
    }
    return true;
}

/* ---- lines: -D replacements and "\" continuations ---- */

/* Replaces every occurrence of each token, left to right, in one pass per
 * token; the result is a new string. */
static char *apply_replacements(const char *line, size_t len, const Replacement *repl, size_t n_repl)
{
    char *cur = run_strndup(line, len);
    for (size_t r = 0; r < n_repl; r++) {
        size_t tlen = strlen(repl[r].token), rlen = strlen(repl[r].replacement);
        if (!tlen || !strstr(cur, repl[r].token))
            continue;
        ARRAY(char) out = {0};
        for (const char *p = cur; *p;) {
            if (!strncmp(p, repl[r].token, tlen)) {
                for (size_t i = 0; i < rlen; i++)
                    array_push(&out, repl[r].replacement[i]);
                p += tlen;
            } else {
                array_push(&out, *p++);
            }
        }
        array_push(&out, 0);
        free(cur);
        cur = out.data;
    }
    return cur;
}

/* Cuts trailing blanks; true if the line then ends in a backslash, which is
 * removed. */
static bool ends_with_continuation(char *line)
{
    size_t n = strlen(line);
    while (n && is_blank(line[n - 1]))
        line[--n] = 0;
    if (n && line[n - 1] == '\\') {
        line[n - 1] = 0;
        return true;
    }
    return false;
}

typedef struct LineReader {
    const char *text, *end;
    int line;
    const Replacement *repl;
    size_t n_repl;
} LineReader;

/* The next physical line with replacements applied, or NULL at the end. */
static char *read_physical(LineReader *r)
{
    if (r->text >= r->end)
        return NULL;
    const char *nl = memchr(r->text, '\n', (size_t)(r->end - r->text));
    const char *stop = nl ? nl : r->end;
    size_t len = (size_t)(stop - r->text);
    if (len && stop[-1] == '\r')
        len--;
    char *line = apply_replacements(r->text, len, r->repl, r->n_repl);
    r->text = nl ? nl + 1 : r->end;
    r->line++;
    return line;
}

static bool check_nul(Loader *l, const char *text, size_t len)
{
    const char *nul = memchr(text, 0, len);
    if (!nul)
        return true;
    int line = 1;
    for (const char *p = text; p < nul; p++)
        line += *p == '\n';
    l->p.line = line;
    return parse_error(&l->p, "the script contains a NUL byte");
}

static bool parse_lines(Loader *l, LineReader *r)
{
    char *line;
    while ((line = read_physical(r))) {
        l->p.line = r->line;
        /* Shader text is verbatim; elsewhere "\" joins lines. */
        if (line[0] != '[' && l->section != SEC_SHADER) {
            while (ends_with_continuation(line)) {
                char *more = read_physical(r);
                if (!more)
                    break;
                if (strlen(line) + strlen(more) > MAX_LINE_GROWTH) {
                    free(more);
                    free(line);
                    return parse_error(&l->p, "continued line is too long");
                }
                char *joined = run_printf("%s%s", line, more);
                free(line);
                free(more);
                line = joined;
            }
        }
        bool ok = process_line(l, line);
        free(line);
        if (!ok)
            return false;
    }
    return end_section(l);
}

static int compare_buffers(const void *a, const void *b)
{
    const ScriptBuffer *x = a, *y = b;
    if (x->set != y->set)
        return x->set < y->set ? -1 : 1;
    return x->binding < y->binding ? -1 : x->binding > y->binding;
}

bool script_parse(Script *s, const char *filename, const char *text, size_t len, const Replacement *repl,
                  size_t n_repl)
{
    memset(s, 0, sizeof *s);
    s->filename = filename;
    s->width = s->height = 250;
    format_lookup("B8G8R8A8_UNORM", &s->color_format);

    Loader l = {0};
    l.p.script = s;
    test_state_init(&l.test);
    LineReader r = {text, text + len, 0, repl, n_repl};
    bool ok = check_nul(&l, text, len) && parse_lines(&l, &r);
    free(l.text.data);
    free(l.words.data);
    if (ok && s->buffers.len)
        qsort(s->buffers.data, s->buffers.len, sizeof *s->buffers.data, compare_buffers);
    return ok;
}

void script_free(Script *s)
{
    for (int st = 0; st < N_STAGES; st++) {
        for (size_t i = 0; i < s->shaders[st].len; i++) {
            free(s->shaders[st].data[i].text);
            free(s->shaders[st].data[i].words);
        }
        free(s->shaders[st].data);
    }
    for (size_t i = 0; i < s->commands.len; i++) {
        Command *c = &s->commands.data[i];
        if (c->kind == CMD_PROBE_SSBO)
            free(c->u.probe_ssbo.values);
        else if (c->kind == CMD_SET_PUSH || c->kind == CMD_SET_BUFFER)
            free(c->u.set.data);
    }
    free(s->commands.data);
    free(s->keys.data);
    free(s->buffers.data);
    free(s->images.data);
    for (size_t i = 0; i < s->requirements.len; i++)
        free(s->requirements.data[i].name);
    free(s->requirements.data);
    for (size_t i = 0; i < s->strings.len; i++)
        free(s->strings.data[i]);
    free(s->strings.data);
    free(s->indices.data);
    free(s->vertex_data.attribs.data);
    free(s->vertex_data.bytes.data);
    memset(s, 0, sizeof *s);
}
