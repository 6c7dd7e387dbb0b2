/* The [test] section: one command per line, turned into Commands.
 *
 * Commands read the state earlier lines set (tolerance, clear values,
 * buffer layouts, the pipeline state keys and entrypoints) and copy what
 * they need, so executing the list needs no parser state. Every draw and
 * dispatch names a PipelineKey; equal keys share one index and so one
 * pipeline.
 *
 *   draw rect [ortho] [patch] X Y W H
 *   draw arrays [indexed] [instanced] TOPOLOGY FIRST COUNT [INSTANCES]
 *   compute X Y Z
 *   [relative] probe [view V] [rect] rgb|rgba (X, Y[, W, H]) (R, G, B[, A])
 *   probe [view V] all rgb|rgba R G B [A]   (view: a layer of a [require] views framebuffer)
 *   probe ssbo TYPE [SET:]BINDING OFFSET OP VALUES...
 *   texture|sampler|image ..., probe image ...   (textures.c)
 *   ubo|ssbo [SET:]BINDING subdata TYPE OFFSET VALUES...   ubo|ssbo [SET:]BINDING SIZE
 *   push|ubo|ssbo ... address OFFSET [SET:]BINDING [+BYTES]   (a buffer's device address, as a uint64_t)
 *   push|uniform TYPE OFFSET VALUES...   uniform ubo [SET:]BINDING TYPE OFFSET VALUES...
 *   push|ubo|ssbo layout [std140|std430] [row_major|column_major]
 *   tolerance T | T T T T (each may end in %)
 *   clear   clear color R G B A   clear depth D   clear stencil S
 *   patch parameter vertices N
 *   STAGE entrypoint NAME
 *   specialization constant ID TYPE VALUE   (a scalar; bool is uint; for the draws and dispatches after it)
 *   expect printf "TEXT"   (a debugPrintfEXT message so far was exactly TEXT)
 *   PROPERTY VALUE (pipeline state: cullMode VK_CULL_MODE_BACK_BIT, ...) */
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

static const Layout default_push_layout = {false, false};
static const Layout default_ubo_layout = {true, false};
static const Layout default_ssbo_layout = {false, false};

static const struct {
    const char *name;
    PropKind kind;
    double def;
} properties[N_PROPS] = {
#define P(name, kind, def) {#name, kind, (double)(def)},
    PIPELINE_PROPERTIES(P)
#undef P
};

/* Enum names accepted as pipeline property values (combined with '|'). */
#define ENUMS(E) \
E(VK_PRIMITIVE_TOPOLOGY_POINT_LIST) E(VK_PRIMITIVE_TOPOLOGY_LINE_LIST) E(VK_PRIMITIVE_TOPOLOGY_LINE_STRIP) \
E(VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST) E(VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP) \
E(VK_PRIMITIVE_TOPOLOGY_TRIANGLE_FAN) E(VK_PRIMITIVE_TOPOLOGY_LINE_LIST_WITH_ADJACENCY) \
E(VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY) E(VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST_WITH_ADJACENCY) \
E(VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY) E(VK_PRIMITIVE_TOPOLOGY_PATCH_LIST) \
E(VK_POLYGON_MODE_FILL) E(VK_POLYGON_MODE_LINE) E(VK_POLYGON_MODE_POINT) \
E(VK_CULL_MODE_NONE) E(VK_CULL_MODE_FRONT_BIT) E(VK_CULL_MODE_BACK_BIT) E(VK_CULL_MODE_FRONT_AND_BACK) \
E(VK_FRONT_FACE_COUNTER_CLOCKWISE) E(VK_FRONT_FACE_CLOCKWISE) \
E(VK_LOGIC_OP_CLEAR) E(VK_LOGIC_OP_AND) E(VK_LOGIC_OP_AND_REVERSE) E(VK_LOGIC_OP_COPY) \
E(VK_LOGIC_OP_AND_INVERTED) E(VK_LOGIC_OP_NO_OP) E(VK_LOGIC_OP_XOR) E(VK_LOGIC_OP_OR) E(VK_LOGIC_OP_NOR) \
E(VK_LOGIC_OP_EQUIVALENT) E(VK_LOGIC_OP_INVERT) E(VK_LOGIC_OP_OR_REVERSE) E(VK_LOGIC_OP_COPY_INVERTED) \
E(VK_LOGIC_OP_OR_INVERTED) E(VK_LOGIC_OP_NAND) E(VK_LOGIC_OP_SET) \
E(VK_BLEND_FACTOR_ZERO) E(VK_BLEND_FACTOR_ONE) E(VK_BLEND_FACTOR_SRC_COLOR) \
E(VK_BLEND_FACTOR_ONE_MINUS_SRC_COLOR) E(VK_BLEND_FACTOR_DST_COLOR) E(VK_BLEND_FACTOR_ONE_MINUS_DST_COLOR) \
E(VK_BLEND_FACTOR_SRC_ALPHA) E(VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA) E(VK_BLEND_FACTOR_DST_ALPHA) \
E(VK_BLEND_FACTOR_ONE_MINUS_DST_ALPHA) E(VK_BLEND_FACTOR_CONSTANT_COLOR) \
E(VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_COLOR) E(VK_BLEND_FACTOR_CONSTANT_ALPHA) \
E(VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_ALPHA) E(VK_BLEND_FACTOR_SRC_ALPHA_SATURATE) \
E(VK_BLEND_FACTOR_SRC1_COLOR) E(VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR) E(VK_BLEND_FACTOR_SRC1_ALPHA) \
E(VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA) \
E(VK_BLEND_OP_ADD) E(VK_BLEND_OP_SUBTRACT) E(VK_BLEND_OP_REVERSE_SUBTRACT) E(VK_BLEND_OP_MIN) \
E(VK_BLEND_OP_MAX) \
E(VK_COLOR_COMPONENT_R_BIT) E(VK_COLOR_COMPONENT_G_BIT) E(VK_COLOR_COMPONENT_B_BIT) \
E(VK_COLOR_COMPONENT_A_BIT) \
E(VK_COMPARE_OP_NEVER) E(VK_COMPARE_OP_LESS) E(VK_COMPARE_OP_EQUAL) E(VK_COMPARE_OP_LESS_OR_EQUAL) \
E(VK_COMPARE_OP_GREATER) E(VK_COMPARE_OP_NOT_EQUAL) E(VK_COMPARE_OP_GREATER_OR_EQUAL) \
E(VK_COMPARE_OP_ALWAYS) \
E(VK_STENCIL_OP_KEEP) E(VK_STENCIL_OP_ZERO) E(VK_STENCIL_OP_REPLACE) \
E(VK_STENCIL_OP_INCREMENT_AND_CLAMP) E(VK_STENCIL_OP_DECREMENT_AND_CLAMP) E(VK_STENCIL_OP_INVERT) \
E(VK_STENCIL_OP_INCREMENT_AND_WRAP) E(VK_STENCIL_OP_DECREMENT_AND_WRAP)

static const struct {
    const char *name;
    int64_t value;
} enum_values[] = {
#define E(n) {#n, (int64_t)(n)},
    ENUMS(E)
#undef E
};

/* Topologies by Vulkan name without the prefix, or by Piglit's GL name. */
static const struct {
    const char *name;
    VkPrimitiveTopology topology;
} topologies[] = {
    {"POINT_LIST", VK_PRIMITIVE_TOPOLOGY_POINT_LIST}, {"LINE_LIST", VK_PRIMITIVE_TOPOLOGY_LINE_LIST},
    {"LINE_STRIP", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP}, {"TRIANGLE_LIST", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST},
    {"TRIANGLE_STRIP", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP},
    {"TRIANGLE_FAN", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_FAN},
    {"LINE_LIST_WITH_ADJACENCY", VK_PRIMITIVE_TOPOLOGY_LINE_LIST_WITH_ADJACENCY},
    {"LINE_STRIP_WITH_ADJACENCY", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY},
    {"TRIANGLE_LIST_WITH_ADJACENCY", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST_WITH_ADJACENCY},
    {"TRIANGLE_STRIP_WITH_ADJACENCY", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY},
    {"PATCH_LIST", VK_PRIMITIVE_TOPOLOGY_PATCH_LIST},
    {"GL_POINTS", VK_PRIMITIVE_TOPOLOGY_POINT_LIST}, {"GL_LINES", VK_PRIMITIVE_TOPOLOGY_LINE_LIST},
    {"GL_LINE_STRIP", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP}, {"GL_TRIANGLES", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST},
    {"GL_TRIANGLE_STRIP", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP},
    {"GL_TRIANGLE_FAN", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_FAN},
    {"GL_LINES_ADJACENCY", VK_PRIMITIVE_TOPOLOGY_LINE_LIST_WITH_ADJACENCY},
    {"GL_LINE_STRIP_ADJACENCY", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY},
    {"GL_TRIANGLES_ADJACENCY", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST_WITH_ADJACENCY},
    {"GL_TRIANGLE_STRIP_ADJACENCY", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY},
    {"GL_PATCHES", VK_PRIMITIVE_TOPOLOGY_PATCH_LIST},
};

void test_state_init(TestState *t)
{
    memset(t, 0, sizeof *t);
    for (int i = 0; i < 4; i++)
        t->tolerance.value[i] = 0.01;
    t->clear_depth = 1.0f;
    t->push_layout = default_push_layout;
    t->ubo_layout = default_ubo_layout;
    t->ssbo_layout = default_ssbo_layout;
    for (int i = 0; i < N_PROPS; i++)
        t->key.props[i] = properties[i].def;
}

static bool spec_constants_equal(const PipelineKey *a, const PipelineKey *b)
{
    return a->n_spec == b->n_spec && !memcmp(a->spec, b->spec, a->n_spec * sizeof a->spec[0]);
}

bool pipeline_key_equal(const PipelineKey *a, const PipelineKey *b)
{
    if (a->type != b->type || !spec_constants_equal(a, b))
        return false;
    /* Compute pipelines depend on nothing but their entrypoint. */
    if (a->type == PIPELINE_COMPUTE)
        return !strcmp(pipeline_key_entrypoint(a, STAGE_COMPUTE), pipeline_key_entrypoint(b, STAGE_COMPUTE));
    if (a->source != b->source || memcmp(a->props, b->props, sizeof a->props))
        return false;
    for (int s = 0; s < STAGE_COMPUTE; s++) {
        if (strcmp(pipeline_key_entrypoint(a, (Stage)s), pipeline_key_entrypoint(b, (Stage)s)))
            return false;
    }
    return true;
}

const char *pipeline_key_entrypoint(const PipelineKey *k, Stage s)
{
    return k->entrypoints[s] ? k->entrypoints[s] : "main";
}

static size_t add_key(Parser *p, const PipelineKey *key)
{
    Script *sc = p->script;
    for (size_t i = 0; i < sc->keys.len; i++) {
        if (pipeline_key_equal(&sc->keys.data[i], key))
            return i;
    }
    array_push(&sc->keys, *key);
    return sc->keys.len - 1;
}

static Command *add_command(Parser *p, CommandKind kind)
{
    Command c;
    memset(&c, 0, sizeof c);
    c.kind = kind;
    c.line = p->line;
    array_push(&p->script->commands, c);
    return &p->script->commands.data[p->script->commands.len - 1];
}

static char peek_char(char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\r')
        s++;
    return *s;
}

bool expect_end(Parser *p, char *s)
{
    if (at_end(s))
        return true;
    return parse_error(p, "unexpected '%s' at the end of the command", next_word(&s));
}

/* ---- values ---- */

static bool read_type(Parser *p, char **s, ValueType *t)
{
    char *name = next_word(s);
    if (!name)
        return parse_error(p, "expected a GLSL type name");
    if (!value_type_parse(name, t))
        return parse_error(p, "unknown GLSL type '%s'", name);
    return true;
}

/* One value of type t, components in column-major order, at dst. */
static bool read_value(Parser *p, char **s, ValueType t, Layout l, uint8_t *dst)
{
    for (int c = 0; c < t.columns; c++) {
        for (int r = 0; r < t.rows; r++) {
            if (!read_component(p, s, t.base, dst + value_component_offset(t, l, c, r)))
                return false;
        }
    }
    return true;
}

/* Values until the end of the line, `stride` bytes apart; at least one. */
static bool read_values(Parser *p, char *s, ValueType t, Layout l, size_t stride, uint8_t **data, size_t *size,
                        size_t *count)
{
    size_t type_size = value_type_size(t, l), n = 0;
    ARRAY(uint8_t) buf = {0};
    do {
        size_t base = n * stride;
        while (buf.len < base + type_size)
            array_push(&buf, 0);
        if (!read_value(p, &s, t, l, buf.data + base)) {
            free(buf.data);
            return false;
        }
        n++;
    } while (!at_end(s) && n < (1u << 24));
    if (!at_end(s)) {
        free(buf.data);
        return parse_error(p, "too many values");
    }
    *data = buf.data;
    *size = buf.len;
    *count = n;
    return true;
}

bool read_binding(Parser *p, char **s, uint32_t *set, uint32_t *binding)
{
    *set = 0;
    if (!read_u32(p, s, binding))
        return false;
    if (**s == ':') {
        (*s)++;
        *set = *binding;
        if (!read_u32(p, s, binding))
            return false;
    }
    if (*set > 31)
        return parse_error(p, "descriptor set %u is too large", *set);
    return true;
}

static ScriptBuffer *get_buffer(Parser *p, uint32_t set, uint32_t binding, BufferType type)
{
    Script *sc = p->script;
    for (size_t i = 0; i < sc->buffers.len; i++) {
        ScriptBuffer *b = &sc->buffers.data[i];
        if (b->set == set && b->binding == binding) {
            if (b->type != type) {
                parse_error(p, "buffer binding %u:%u used as both a UBO and an SSBO", set, binding);
                return NULL;
            }
            return b;
        }
    }
    int image = find_image(sc, set, binding);
    if (image >= 0) {
        parse_error(p, "binding %u:%u is already a texture, sampler or image (line %d)", set, binding,
                    sc->images.data[image].line);
        return NULL;
    }
    ScriptBuffer b = {set, binding, type, 0, p->line};
    array_push(&sc->buffers, b);
    return &sc->buffers.data[sc->buffers.len - 1];
}

#define MAX_BUFFER_SIZE (UINT32_C(1) << 28)

/* "address OFFSET [SET:]BINDING [+BYTES]" after push or subdata: the
 * device address of a buffer (GL_EXT_buffer_reference), 8 bytes written
 * when the command runs. Buffers then get VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT
 * and the script needs bufferDeviceAddress, as if [require] named it. */
static bool read_address(Parser *p, char *s, uint32_t *offset, Command *proto)
{
    uint64_t bytes = 0;
    if (!read_u32(p, &s, offset) || !read_binding(p, &s, &proto->u.set.addr_set, &proto->u.set.addr_binding))
        return false;
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s == '+') {
        s++;
        if (!read_u64(p, &s, &bytes))
            return false;
    }
    if (!expect_end(p, s))
        return false;
    proto->u.set.address = true;
    proto->u.set.addr_offset = bytes;
    Script *sc = p->script;
    sc->device_addresses = true;
    for (size_t i = 0; i < sc->requirements.len; i++)
        if (!strcmp(sc->requirements.data[i].name, "bufferDeviceAddress"))
            return true;
    Requirement r = {run_strdup("bufferDeviceAddress"), p->line};
    array_push(&sc->requirements, r);
    return true;
}

static bool set_buffer_data(Parser *p, TestState *t, uint32_t set, uint32_t binding, BufferType type, char *s)
{
    ValueType vt;
    uint32_t offset;
    if (eat_word(&s, "address")) {
        Command proto = {0};
        if (!read_address(p, s, &offset, &proto))
            return false;
        ScriptBuffer *b = get_buffer(p, set, binding, type);
        if (!b)
            return false;
        if (b->size < (size_t)offset + 8)
            b->size = (size_t)offset + 8;
        Command *c = add_command(p, CMD_SET_BUFFER);
        c->u.set = proto.u.set;
        c->u.set.set = set;
        c->u.set.binding = binding;
        c->u.set.offset = offset;
        c->u.set.data = run_alloc(8);
        c->u.set.size = 8;
        return true;
    }
    Layout l = type == BUFFER_UBO ? t->ubo_layout : t->ssbo_layout;
    if (!read_type(p, &s, &vt) || !read_u32(p, &s, &offset))
        return false;
    uint8_t *data;
    size_t size, count;
    if (!read_values(p, s, vt, l, value_type_array_stride(vt, l), &data, &size, &count))
        return false;
    ScriptBuffer *b = get_buffer(p, set, binding, type);
    if (!b || (size_t)offset + size > MAX_BUFFER_SIZE) {
        free(data);
        return b ? parse_error(p, "buffer data ends past %u bytes", MAX_BUFFER_SIZE) : false;
    }
    if (b->size < offset + size)
        b->size = offset + size;
    Command *c = add_command(p, CMD_SET_BUFFER);
    c->u.set.set = set;
    c->u.set.binding = binding;
    c->u.set.offset = offset;
    c->u.set.data = data;
    c->u.set.size = size;
    return true;
}

static bool set_push_data(Parser *p, TestState *t, char *s)
{
    ValueType vt;
    uint32_t offset;
    if (eat_word(&s, "address")) {
        Command proto = {0};
        if (!read_address(p, s, &offset, &proto))
            return false;
        if (p->script->push_size < (size_t)offset + 8)
            p->script->push_size = (size_t)offset + 8;
        Command *c = add_command(p, CMD_SET_PUSH);
        c->u.set = proto.u.set;
        c->u.set.offset = offset;
        c->u.set.data = run_alloc(8);
        c->u.set.size = 8;
        return true;
    }
    if (!read_type(p, &s, &vt) || !read_u32(p, &s, &offset))
        return false;
    uint8_t *data;
    size_t size, count;
    if (!read_values(p, s, vt, t->push_layout, value_type_array_stride(vt, t->push_layout), &data, &size, &count))
        return false;
    if ((size_t)offset + size > 65536) {
        free(data);
        return parse_error(p, "push constant data ends past 65536 bytes");
    }
    if (p->script->push_size < offset + size)
        p->script->push_size = offset + size;
    Command *c = add_command(p, CMD_SET_PUSH);
    c->u.set.offset = offset;
    c->u.set.data = data;
    c->u.set.size = size;
    return true;
}

/* push|ubo|ssbo layout [std140|std430] [row_major|column_major] */
static bool set_layout(Parser *p, Layout *l, Layout def, char *s)
{
    *l = def; /* unspecified parts go back to the default */
    char *word;
    while ((word = next_word(&s))) {
        if (!strcmp(word, "std140"))
            l->std140 = true;
        else if (!strcmp(word, "std430"))
            l->std140 = false;
        else if (!strcmp(word, "row_major"))
            l->row_major = true;
        else if (!strcmp(word, "column_major"))
            l->row_major = false;
        else
            return parse_error(p, "unknown layout parameter '%s'", word);
    }
    return true;
}

/* ubo|ssbo [SET:]BINDING (subdata ... | SIZE) */
static bool buffer_command(Parser *p, TestState *t, BufferType type, char *s)
{
    uint32_t set, binding, size;
    if (eat_word(&s, "layout"))
        return set_layout(p, type == BUFFER_UBO ? &t->ubo_layout : &t->ssbo_layout,
                          type == BUFFER_UBO ? default_ubo_layout : default_ssbo_layout, s);
    if (!read_binding(p, &s, &set, &binding))
        return false;
    if (eat_word(&s, "subdata"))
        return set_buffer_data(p, t, set, binding, type, s);
    if (!read_u32(p, &s, &size) || !expect_end(p, s))
        return false;
    if (size > MAX_BUFFER_SIZE)
        return parse_error(p, "buffer size %u is larger than %u", size, MAX_BUFFER_SIZE);
    ScriptBuffer *b = get_buffer(p, set, binding, type);
    if (!b)
        return false;
    if (b->size < size)
        b->size = size;
    return true;
}

/* ---- probes ---- */

/* "(a, b, ...)" with n numbers; relative ones scale by the window size. */
bool read_tuple(Parser *p, char **s, int n, double *out)
{
    if (!eat_char(s, '('))
        return parse_error(p, "expected '('");
    for (int i = 0; i < n; i++) {
        if (i > 0 && !eat_char(s, ','))
            return parse_error(p, "expected ','");
        if (!read_double(p, s, &out[i]))
            return false;
    }
    if (!eat_char(s, ')'))
        return parse_error(p, "expected ')'");
    return true;
}

static bool to_pixels(Parser *p, const double *v, int n, bool relative, uint32_t *out)
{
    for (int i = 0; i < n; i++) {
        double scale = relative ? (i & 1 ? p->script->height : p->script->width) : 1.0;
        double x = v[i] * scale;
        if (!(x >= 0 && x <= 65536))
            return parse_error(p, "probe coordinate %g is outside the framebuffer", v[i]);
        out[i] = (uint32_t)x;
    }
    return true;
}

static bool probe_color(Parser *p, TestState *t, bool relative, char *s)
{
    uint32_t view = 0;
    if (eat_word(&s, "view")) {
        if (!read_u32(p, &s, &view))
            return false;
        if (view >= (p->script->views ? p->script->views : 1))
            return parse_error(p, "probe view %u: the framebuffer has %u view%s ([require] views N gives more)", view,
                               p->script->views ? p->script->views : 1, p->script->views > 1 ? "s" : "");
    }
    bool rect = eat_word(&s, "rect"), all = !rect && eat_word(&s, "all");
    int n = eat_word(&s, "rgba") ? 4 : eat_word(&s, "rgb") ? 3 : 0;
    if (!n)
        return parse_error(p, "expected rgb or rgba in the probe command");
    Command *c = add_command(p, CMD_PROBE_RECT);
    c->u.probe.view = view;
    c->u.probe.n_components = n;
    c->u.probe.tolerance = t->tolerance;
    uint32_t box[4] = {0, 0, 1, 1};
    if (all) {
        if (relative)
            return parse_error(p, "'probe all' can't be relative");
        box[2] = p->script->width;
        box[3] = p->script->height;
        /* "probe all" takes bare numbers; allow the tuple form too. */
        if (peek_char(s) == '(') {
            if (!read_tuple(p, &s, n, c->u.probe.color))
                return false;
        } else {
            for (int i = 0; i < n; i++) {
                if (!read_double(p, &s, &c->u.probe.color[i]))
                    return false;
            }
        }
    } else {
        double pos[4];
        if (!read_tuple(p, &s, rect ? 4 : 2, pos) || !to_pixels(p, pos, rect ? 4 : 2, relative, box) ||
            !read_tuple(p, &s, n, c->u.probe.color))
            return false;
    }
    if (!expect_end(p, s))
        return false;
    if (box[0] + (uint64_t)box[2] > p->script->width || box[1] + (uint64_t)box[3] > p->script->height)
        return parse_error(p, "probe rectangle (%u, %u, %u, %u) is outside the %ux%u framebuffer", box[0], box[1],
                           box[2], box[3], p->script->width, p->script->height);
    c->u.probe.x = box[0];
    c->u.probe.y = box[1];
    c->u.probe.w = box[2];
    c->u.probe.h = box[3];
    return true;
}

/* probe ssbo TYPE [SET:]BINDING OFFSET OP VALUES... */
static bool probe_ssbo(Parser *p, TestState *t, char *s)
{
    ValueType vt;
    uint32_t set, binding, offset;
    CompareOp op;
    if (!read_type(p, &s, &vt) || !read_binding(p, &s, &set, &binding) || !read_u32(p, &s, &offset))
        return false;
    char *op_text = next_word(&s);
    if (!op_text)
        return parse_error(p, "expected a comparison operator");
    if (!compare_op_parse(op_text, &op))
        return parse_error(p, "unknown comparison operator '%s'", op_text);
    uint8_t *data;
    size_t size, count;
    if (!read_values(p, s, vt, t->ssbo_layout, value_type_size(vt, t->ssbo_layout), &data, &size, &count))
        return false;
    Command *c = add_command(p, CMD_PROBE_SSBO);
    c->u.probe_ssbo.set = set;
    c->u.probe_ssbo.binding = binding;
    c->u.probe_ssbo.type = vt;
    c->u.probe_ssbo.layout = t->ssbo_layout;
    c->u.probe_ssbo.op = op;
    c->u.probe_ssbo.offset = offset;
    c->u.probe_ssbo.values = data;
    c->u.probe_ssbo.n_values = count;
    c->u.probe_ssbo.tolerance = t->tolerance;
    return true;
}

/* ---- draws and dispatches ---- */

static bool draw_rect(Parser *p, TestState *t, char *s)
{
    bool ortho = false, patch = false;
    for (;;) {
        if (eat_word(&s, "ortho"))
            ortho = true;
        else if (eat_word(&s, "patch"))
            patch = true;
        else
            break;
    }
    float v[4];
    for (int i = 0; i < 4; i++) {
        if (!read_float(p, &s, &v[i]))
            return false;
    }
    if (!expect_end(p, s))
        return false;
    if (ortho) {
        /* Pixels to normalised device coordinates. */
        float w = (float)p->script->width, h = (float)p->script->height;
        v[0] = v[0] * 2.0f / w - 1.0f;
        v[1] = v[1] * 2.0f / h - 1.0f;
        v[2] *= 2.0f / w;
        v[3] *= 2.0f / h;
    }
    PipelineKey key = t->key;
    key.type = PIPELINE_GRAPHICS;
    key.source = SOURCE_RECT;
    key.props[PROP_topology] = patch ? VK_PRIMITIVE_TOPOLOGY_PATCH_LIST : VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP;
    key.props[PROP_patchControlPoints] = 4;
    Command *c = add_command(p, CMD_DRAW_RECT);
    c->key = add_key(p, &key);
    c->u.rect.x = v[0];
    c->u.rect.y = v[1];
    c->u.rect.w = v[2];
    c->u.rect.h = v[3];
    c->u.rect.rect_index = p->script->n_rects++;
    return true;
}

static bool draw_arrays(Parser *p, TestState *t, char *s)
{
    bool indexed = false, instanced = false;
    for (;;) {
        if (eat_word(&s, "indexed"))
            indexed = true;
        else if (eat_word(&s, "instanced"))
            instanced = true;
        else
            break;
    }
    char *name = next_word(&s);
    if (!name)
        return parse_error(p, "expected a topology name");
    if (!strncmp(name, "VK_PRIMITIVE_TOPOLOGY_", 22))
        name += 22;
    size_t i = 0;
    while (i < RUN_COUNT(topologies) && strcmp(topologies[i].name, name))
        i++;
    if (i == RUN_COUNT(topologies))
        return parse_error(p, "unknown topology '%s'", name);
    uint32_t first, count, instances = 1;
    if (!read_u32(p, &s, &first) || !read_u32(p, &s, &count) || (instanced && !read_u32(p, &s, &instances)) ||
        !expect_end(p, s))
        return false;
    PipelineKey key = t->key;
    key.type = PIPELINE_GRAPHICS;
    key.source = SOURCE_VERTEX_DATA;
    key.props[PROP_topology] = topologies[i].topology;
    Command *c = add_command(p, CMD_DRAW_ARRAYS);
    c->key = add_key(p, &key);
    c->u.arrays.topology = topologies[i].topology;
    c->u.arrays.indexed = indexed;
    c->u.arrays.first = first;
    c->u.arrays.count = count;
    c->u.arrays.instances = instances;
    return true;
}

static bool compute(Parser *p, TestState *t, char *s)
{
    uint32_t x, y, z;
    if (!read_u32(p, &s, &x) || !read_u32(p, &s, &y) || !read_u32(p, &s, &z) || !expect_end(p, s))
        return false;
    PipelineKey key = t->key;
    key.type = PIPELINE_COMPUTE;
    Command *c = add_command(p, CMD_COMPUTE);
    c->key = add_key(p, &key);
    c->u.compute.x = x;
    c->u.compute.y = y;
    c->u.compute.z = z;
    return true;
}

/* ---- state ---- */

static bool clear_command(Parser *p, TestState *t, char *s)
{
    if (at_end(s)) {
        Command *c = add_command(p, CMD_CLEAR);
        memcpy(c->u.clear.color, t->clear_color, sizeof t->clear_color);
        c->u.clear.depth = t->clear_depth;
        c->u.clear.stencil = t->clear_stencil;
        return true;
    }
    if (eat_word(&s, "color")) {
        for (int i = 0; i < 4; i++) {
            if (!read_float(p, &s, &t->clear_color[i]))
                return false;
        }
    } else if (eat_word(&s, "depth")) {
        if (!read_float(p, &s, &t->clear_depth))
            return false;
    } else if (eat_word(&s, "stencil")) {
        if (!read_u32(p, &s, &t->clear_stencil))
            return false;
    } else {
        return parse_error(p, "expected 'clear', 'clear color', 'clear depth' or 'clear stencil'");
    }
    return expect_end(p, s);
}

/* tolerance T | T T T T, each optionally a percentage. */
static bool tolerance_command(Parser *p, TestState *t, char *s)
{
    Tolerance tol = {{0, 0, 0, 0}, false};
    int n = 0;
    while (!at_end(s)) {
        if (n == 4)
            return parse_error(p, "tolerance takes 1 or 4 values");
        if (!read_double(p, &s, &tol.value[n]))
            return false;
        bool percent = *s == '%';
        if (percent)
            s++;
        if (n > 0 && percent != tol.percent)
            return parse_error(p, "either all tolerance values must be percentages or none");
        if (tol.value[n] < 0)
            return parse_error(p, "tolerance values must not be negative");
        tol.percent = percent;
        n++;
    }
    if (n == 1) {
        for (int i = 1; i < 4; i++)
            tol.value[i] = tol.value[0];
    } else if (n != 4) {
        return parse_error(p, "tolerance takes 1 or 4 values");
    }
    t->tolerance = tol;
    return true;
}

/* Eats each blank-separated word of `words` in turn. */
static bool eat_words(char **s, const char *words)
{
    char *p = *s;
    char word[32];
    while (*words) {
        size_t n = strcspn(words, " ");
        if (n >= sizeof word)
            return false;
        memcpy(word, words, n);
        word[n] = 0;
        if (!eat_word(&p, word))
            return false;
        words += n;
        while (*words == ' ')
            words++;
    }
    *s = p;
    return true;
}

/* specialization constant ID TYPE VALUE: a later one for the same id replaces it. */
static bool spec_constant_command(Parser *p, TestState *t, char *s)
{
    uint32_t id;
    ValueType vt;
    if (!eat_word(&s, "constant"))
        return parse_error(p, "expected 'specialization constant ID TYPE VALUE'");
    if (!read_u32(p, &s, &id) || !read_type(p, &s, &vt))
        return false;
    if (vt.columns != 1 || vt.rows != 1)
        return parse_error(p, "a specialization constant is a scalar");
    SpecConstant c = {id, (uint32_t)base_type_size(vt.base), {0}};
    Layout l = {false, false};
    if (!read_value(p, &s, vt, l, c.data) || !expect_end(p, s))
        return false;
    PipelineKey *k = &t->key;
    uint32_t i = 0;
    while (i < k->n_spec && k->spec[i].id != id)
        i++;
    if (i == MAX_SPEC_CONSTANTS)
        return parse_error(p, "more than %d specialization constants", MAX_SPEC_CONSTANTS);
    k->spec[i] = c;
    if (i == k->n_spec)
        k->n_spec++;
    return true;
}

/* STAGE entrypoint NAME, where STAGE may be two words. */
static bool entrypoint_command(Parser *p, TestState *t, char *s, bool *matched)
{
    *matched = false;
    for (int st = 0; st < N_STAGES; st++) {
        char *q = s;
        if (!eat_words(&q, stage_names[st]) || !eat_word(&q, "entrypoint"))
            continue;
        *matched = true;
        char *name = next_word(&q);
        if (!name)
            return parse_error(p, "missing entrypoint name");
        if (!expect_end(p, q))
            return false;
        array_push(&p->script->strings, run_strdup(name));
        t->key.entrypoints[st] = p->script->strings.data[p->script->strings.len - 1];
        return true;
    }
    return true;
}

static bool lookup_enum(const char *name, size_t len, int64_t *out)
{
    for (size_t i = 0; i < RUN_COUNT(enum_values); i++) {
        if (strlen(enum_values[i].name) == len && !strncmp(enum_values[i].name, name, len)) {
            *out = enum_values[i].value;
            return true;
        }
    }
    return false;
}

/* An integer property: numbers and enum names joined with '|'. */
static bool int_property(Parser *p, char *s, double *out)
{
    int64_t value = 0;
    for (;;) {
        while (*s == ' ' || *s == '\t')
            s++;
        int64_t v;
        if ((*s >= '0' && *s <= '9') || *s == '-') {
            if (!read_i64(p, &s, &v))
                return false;
        } else {
            char *start = s;
            while ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_')
                s++;
            if (!lookup_enum(start, (size_t)(s - start), &v))
                return parse_error(p, "invalid value '%s'", start);
        }
        if (v < INT32_MIN || v > (int64_t)UINT32_MAX)
            return parse_error(p, "value %lld is out of range", (long long)v);
        value |= (int64_t)(uint32_t)v;
        if (at_end(s))
            break;
        if (!eat_char(&s, '|'))
            return parse_error(p, "expected '|' between values");
    }
    *out = (double)value;
    return true;
}

static bool property_command(Parser *p, TestState *t, const char *name, char *s, bool *matched)
{
    char key[64];
    *matched = false;
    if (strlen(name) >= sizeof key)
        return true;
    /* front.failOp is stored as front_failOp. */
    for (size_t i = 0; (key[i] = name[i] == '.' ? '_' : name[i]); i++)
        ;
    int prop = 0;
    while (prop < N_PROPS && strcmp(properties[prop].name, key))
        prop++;
    if (prop == N_PROPS || strchr(name, '_'))
        return true;
    *matched = true;
    double *out = &t->key.props[prop];
    if (at_end(s))
        return parse_error(p, "missing value for %s", name);
    switch (properties[prop].kind) {
    case PROP_BOOL: {
        if (eat_word(&s, "true")) {
            *out = 1;
        } else if (eat_word(&s, "false")) {
            *out = 0;
        } else {
            int64_t v;
            if (!read_i64(p, &s, &v))
                return false;
            *out = v != 0;
        }
        return expect_end(p, s);
    }
    case PROP_INT:
        return int_property(p, s, out);
    case PROP_FLOAT: {
        float f;
        if (!read_float(p, &s, &f))
            return false;
        *out = f;
        return expect_end(p, s);
    }
    }
    return true;
}

/* expect printf "TEXT": a message debugPrintfEXT printed before this line
 * reads exactly TEXT (C escapes \\ and \" allowed). */
static bool expect_printf(Parser *p, char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t len = strlen(s);
    while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
        len--;
    if (len < 2 || s[0] != '"' || s[len - 1] != '"')
        return parse_error(p, "expected 'expect printf \"TEXT\"'");
    char *text = run_alloc(len);
    size_t k = 0;
    for (size_t i = 1; i + 1 < len; i++) {
        if (s[i] == '\\' && i + 2 < len && (s[i + 1] == '\\' || s[i + 1] == '"'))
            i++;
        text[k++] = s[i];
    }
    text[k] = 0;
    array_push(&p->script->strings, text);
    Command c = {.kind = CMD_EXPECT_PRINTF, .line = p->line};
    c.u.expect_printf.text = text;
    array_push(&p->script->commands, c);
    p->script->expects_printf = true;
    return true;
}

bool parse_test_line(Parser *p, TestState *t, char *line)
{
    char *s = line;
    bool matched;
    if (eat_word(&s, "relative")) {
        if (!eat_word(&s, "probe"))
            return parse_error(p, "expected 'probe' after 'relative'");
        return probe_color(p, t, true, s);
    }
    if (eat_word(&s, "probe")) {
        if (eat_word(&s, "image"))
            return parse_probe_image(p, t, s);
        return eat_word(&s, "ssbo") ? probe_ssbo(p, t, s) : probe_color(p, t, false, s);
    }
    if (eat_word(&s, "texture"))
        return parse_texture(p, s);
    if (eat_word(&s, "sampler"))
        return parse_sampler(p, s);
    if (eat_word(&s, "image"))
        return parse_storage_image(p, s);
    if (eat_word(&s, "uniform")) {
        if (eat_word(&s, "ubo")) {
            uint32_t set, binding;
            return read_binding(p, &s, &set, &binding) && set_buffer_data(p, t, set, binding, BUFFER_UBO, s);
        }
        return set_push_data(p, t, s);
    }
    if (eat_word(&s, "push")) {
        if (eat_word(&s, "layout"))
            return set_layout(p, &t->push_layout, default_push_layout, s);
        return set_push_data(p, t, s);
    }
    if (eat_word(&s, "ubo"))
        return buffer_command(p, t, BUFFER_UBO, s);
    if (eat_word(&s, "ssbo"))
        return buffer_command(p, t, BUFFER_SSBO, s);
    if (eat_word(&s, "draw")) {
        if (eat_word(&s, "rect"))
            return draw_rect(p, t, s);
        if (eat_word(&s, "arrays"))
            return draw_arrays(p, t, s);
        return parse_error(p, "expected 'draw rect' or 'draw arrays'");
    }
    if (!entrypoint_command(p, t, line, &matched) || matched)
        return !p->failed;
    if (eat_word(&s, "compute"))
        return compute(p, t, s);
    if (eat_word(&s, "specialization"))
        return spec_constant_command(p, t, s);
    if (eat_word(&s, "expect")) {
        if (!eat_word(&s, "printf"))
            return parse_error(p, "expected 'expect printf \"TEXT\"'");
        return expect_printf(p, s);
    }
    if (eat_word(&s, "clear"))
        return clear_command(p, t, s);
    if (eat_word(&s, "tolerance"))
        return tolerance_command(p, t, s);
    if (eat_word(&s, "patch")) {
        uint32_t n;
        if (!eat_word(&s, "parameter") || !eat_word(&s, "vertices"))
            return parse_error(p, "expected 'patch parameter vertices N'");
        if (!read_u32(p, &s, &n) || !expect_end(p, s))
            return false;
        if (n == 0 || n > 32)
            return parse_error(p, "patch size %u is not between 1 and 32", n);
        t->key.props[PROP_patchControlPoints] = n;
        return true;
    }
    char *name = next_word(&s);
    if (!property_command(p, t, name, s, &matched) || matched)
        return !p->failed;
    return parse_error(p, "unknown command '%s'", name);
}
