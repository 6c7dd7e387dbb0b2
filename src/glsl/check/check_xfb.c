/* The checker, transform feedback (GLSL 4.60 §4.4.2.1): the outputs that
 * xfb_offset captures, directly or through their block, each take bytes of
 * one buffer; no two may overlap, none may run past the buffer's xfb_stride,
 * every declaration of a buffer's stride gives the same value, and buffers
 * and strides stay within gl_MaxTransformFeedbackBuffers (4) and
 * gl_MaxTransformFeedbackInterleavedComponents (64 components, 256 bytes).
 *
 * Declarations are recorded as they come (the default buffer of
 * `layout(xfb_buffer = N) out;` holds for what follows) and compared at the
 * end of the shader: a stride may be declared after the outputs it holds. */
#include "glsl/check/check.h"

enum { XFB_BUFFERS = 4, XFB_MAX_BYTES = 64 * 4 };

/* Whether `t` has a 64-bit component anywhere. */
static int xfb_wide(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    for (uint32_t i = 0; t->kind == TY_STRUCT && i < t->field_count; i++)
        if (xfb_wide(t->fields[i].type))
            return 1;
    const Type *s = type_scalar_of(t);
    return s && s->width == 64;
}

/* Where the components of `t` placed from byte `at` end: each component on
 * a multiple of its size, an aggregate holding 64-bit ones on a multiple of
 * 8 and as long as one (§4.4.2.1). */
static uint64_t xfb_end(const Type *t, uint64_t at)
{
    switch (t->kind) {
    case TY_ARRAY: {
        uint64_t first = xfb_end(t->elem, 0), start = xfb_end(t->elem, at) - first;
        return start + first * t->length;
    }
    case TY_STRUCT: {
        int wide = xfb_wide(t);
        at = wide ? (at + 7) / 8 * 8 : at;
        for (uint32_t i = 0; i < t->field_count; i++)
            at = xfb_end(t->fields[i].type, at);
        return wide ? (at + 7) / 8 * 8 : at;
    }
    default: {
        const Type *s = type_scalar_of(t);
        uint64_t size = s && s->width ? s->width / 8 : 4;
        uint64_t count = t->kind == TY_MATRIX ? (uint64_t)t->components * t->elem->components
                         : t->kind == TY_VECTOR ? t->components : 1;
        return (at + size - 1) / size * size + size * count;
    }
    }
}

/* The buffer a declaration names (checked against the limit), else the
 * default one. */
static int64_t xfb_buffer_of(Checker *c, const Qualifiers *q)
{
    int64_t buffer;
    if (!layout_int(c, q, "xfb_buffer", &buffer))
        return c->xfb.default_buffer;
    if (buffer >= XFB_BUFFERS) {
        check_error(c, layout_item(q, "xfb_buffer")->loc, "layout(xfb_buffer = %lld): there are %d transform "
                    "feedback buffers (gl_MaxTransformFeedbackBuffers), 0 to %d", (long long)buffer, XFB_BUFFERS,
                    XFB_BUFFERS - 1);
        return -1;
    }
    return buffer;
}

/* An xfb_stride given for `buffer`: every one must say the same. */
static void xfb_stride(Checker *c, const Qualifiers *q, int64_t buffer)
{
    int64_t stride;
    if (buffer < 0 || !layout_int(c, q, "xfb_stride", &stride))
        return;
    SrcLoc loc = layout_item(q, "xfb_stride")->loc;
    XfbBuffer *b = &c->xfb.buffers[buffer];
    if (b->stride_loc.line && b->stride != stride)
        check_error(c, loc, "layout(xfb_stride = %lld) of transform feedback buffer %lld: line %u gave it %lld, and a "
                    "buffer has one stride", (long long)stride, (long long)buffer, b->stride_loc.line,
                    (long long)b->stride);
    else if (stride > XFB_MAX_BYTES)
        check_error(c, loc, "layout(xfb_stride = %lld) is more than %d bytes (gl_MaxTransformFeedbackInterleaved"
                    "Components, 64, times 4)", (long long)stride, XFB_MAX_BYTES);
    else if (!b->stride_loc.line) {
        b->stride = stride;
        b->stride_loc = loc;
    }
}

/* Any xfb_ layout on an output puts the shader in the Xfb execution mode. */
static void xfb_mark_used(Checker *c, const Qualifiers *q)
{
    if (layout_item(q, "xfb_buffer") || layout_item(q, "xfb_offset") || layout_item(q, "xfb_stride"))
        c->unit->uses_xfb = 1;
}

/* Whether `t` is an array declared without a size (a per-vertex array's
 * own dimension aside: each vertex is captured on its own). */
static int xfb_unsized(const Type *t)
{
    if (t->kind == TY_ARRAY && (t->implicit == IMPLICIT_PER_VERTEX_IN || t->implicit == IMPLICIT_PER_VERTEX_OUT))
        t = t->elem;
    for (; t->kind == TY_ARRAY; t = t->elem)
        if (t->implicit || (!t->length && !t->spec_length))
            return 1;
    return 0;
}

/* A capture of `t` at byte `offset` of `buffer`: it may overlap no other.
 * §4.4.2.1: "It is a compile-time error to apply xfb_offset to the
 * declaration of an unsized array" (directly or through its block). */
static void xfb_capture(Checker *c, int64_t buffer, uint64_t offset, const Type *t, const char *name, SrcLoc loc)
{
    if (buffer < 0 || t->kind == TY_ERROR)
        return;
    if (xfb_unsized(t)) {
        check_error(c, loc, "'%s' is an array without a size: transform feedback (xfb_offset) captures only sized "
                    "arrays", name);
        return;
    }
    XfbCapture cap = {name, loc, (uint32_t)buffer, offset, xfb_end(t, offset), xfb_wide(t)};
    for (size_t i = 0; i < c->xfb.captures.len; i++) {
        const XfbCapture *o = &c->xfb.captures.data[i];
        if (o->buffer == cap.buffer && cap.start < o->end && o->start < cap.end) {
            check_error(c, loc, "'%s' (bytes %llu to %llu of transform feedback buffer %lld) overlaps '%s' (line %u, "
                        "bytes %llu to %llu): captured outputs may not share bytes", name,
                        (unsigned long long)cap.start, (unsigned long long)cap.end - 1, (long long)buffer, o->name,
                        o->loc.line, (unsigned long long)o->start, (unsigned long long)o->end - 1);
            break;
        }
    }
    vec_push(c->a, &c->xfb.captures, cap);
}

void check_xfb_defaults(Checker *c, const Qualifiers *q)
{
    if (q->storage != SQ_OUT)
        return;
    const LayoutItem *offset = layout_item(q, "xfb_offset");
    if (offset)
        /* §4.4.2.1: "Only variables, block members, or blocks can be
         * qualified with xfb_offset": it has no default. */
        check_error(c, offset->loc, "layout(xfb_offset) qualifies a variable, a block or a block member, not the "
                    "default of 'out' (xfb_buffer and xfb_stride may be defaults)");
    xfb_mark_used(c, q);
    int64_t buffer = xfb_buffer_of(c, q);
    if (buffer >= 0 && layout_item(q, "xfb_buffer"))
        c->xfb.default_buffer = (int)buffer;
    xfb_stride(c, q, buffer);
}

void check_xfb_variable(Checker *c, const Qualifiers *q, const Type *t, const char *name, SrcLoc loc)
{
    if (q->storage != SQ_OUT)
        return;
    xfb_mark_used(c, q);
    int64_t buffer = xfb_buffer_of(c, q), offset;
    xfb_stride(c, q, buffer);
    if (layout_int(c, q, "xfb_offset", &offset) && offset >= 0)
        xfb_capture(c, buffer, (uint64_t)offset, t, name, loc);
}

void check_xfb_place(Checker *c, const Qualifiers *q, Symbol *s)
{
    int64_t buffer, offset;
    if (q->storage != SQ_OUT)
        return;
    s->xfb_buffer = layout_int(c, q, "xfb_buffer", &buffer) && buffer >= 0 && buffer < XFB_BUFFERS
                    ? (int)buffer : c->xfb.default_buffer;
    if (layout_int(c, q, "xfb_offset", &offset) && offset >= 0 && offset < UINT32_MAX)
        s->xfb_offset = (uint32_t)offset + 1;
}

int check_xfb_block(Checker *c, const Node *b, Field *fields, uint32_t count)
{
    const Qualifiers *q = b->type->q;
    if (q->storage != SQ_OUT)
        return -1;
    xfb_mark_used(c, q);
    int64_t buffer = xfb_buffer_of(c, q), offset;
    xfb_stride(c, q, buffer);
    /* With an offset on the block every member is captured, one after the
     * other; without, only the members with their own. */
    int all = layout_int(c, q, "xfb_offset", &offset) && offset >= 0;
    uint64_t at = all ? (uint64_t)offset : 0;
    uint32_t k = 0;
    for (size_t i = 0; i < b->list.len; i++) {
        const Node *decl = b->list.data[i];
        const Qualifiers *mq = decl->type ? decl->type->q : NULL;
        int64_t own = -1, member_buffer;
        if (mq && layout_int(c, mq, "xfb_buffer", &member_buffer) && member_buffer != buffer && buffer >= 0)
            check_error(c, layout_item(mq, "xfb_buffer")->loc, "member '%s' of block '%s' names transform feedback "
                        "buffer %lld, but its block's is %lld", decl->list.len ? decl->list.data[0]->name : "?",
                        b->name, (long long)member_buffer, (long long)buffer);
        if (mq) {
            xfb_mark_used(c, mq);
            xfb_stride(c, mq, buffer);
        }
        int explicit_offset = mq && layout_int(c, mq, "xfb_offset", &own) && own >= 0;
        for (size_t j = 0; j < decl->list.len && k < count; j++, k++) {
            if (j == 0 && explicit_offset)
                at = (uint64_t)own;
            if (!all && !explicit_offset)
                continue;
            xfb_capture(c, buffer, at, fields[k].type, fields[k].name, fields[k].loc);
            fields[k].xfb_offset = at < UINT32_MAX ? (uint32_t)at + 1 : 0;
            at = xfb_end(fields[k].type, at);
        }
    }
    return (int)buffer;
}

/* Each buffer's stride for the XfbStride decorations: the declared one, else
 * the end of its last capture, rounded up to 8 with 64-bit components and
 * to 4 otherwise (as glslang's linker has it). */
static void xfb_strides(Checker *c)
{
    uint64_t end[XFB_BUFFERS] = {0};
    int wide[XFB_BUFFERS] = {0};
    for (size_t i = 0; i < c->xfb.captures.len; i++) {
        const XfbCapture *cap = &c->xfb.captures.data[i];
        end[cap->buffer] = cap->end > end[cap->buffer] ? cap->end : end[cap->buffer];
        wide[cap->buffer] |= cap->wide;
    }
    for (int b = 0; b < XFB_BUFFERS; b++) {
        uint64_t unit = wide[b] ? 8 : 4, implicit = (end[b] + unit - 1) / unit * unit;
        const XfbBuffer *buf = &c->xfb.buffers[b];
        c->unit->xfb_strides[b] = buf->stride_loc.line ? (uint32_t)buf->stride
                                  : implicit < UINT32_MAX ? (uint32_t)implicit : 0;
    }
}

/* §4.4.2.1: "It is a compile-time or link-time error to have any xfb_offset
 * that overflows xfb_stride"; a stride is a multiple of 8 when the buffer
 * captures 64-bit components; the implicit one has the same limit. */
void check_xfb_finish(Checker *c)
{
    xfb_strides(c);
    for (size_t i = 0; i < c->xfb.captures.len; i++) {
        const XfbCapture *cap = &c->xfb.captures.data[i];
        XfbBuffer *b = &c->xfb.buffers[cap->buffer];
        if (b->stride_loc.line && cap->end > (uint64_t)b->stride)
            check_error(c, cap->loc, "'%s' ends at byte %llu of transform feedback buffer %u, past its "
                        "xfb_stride of %lld (line %u)", cap->name, (unsigned long long)cap->end, cap->buffer,
                        (long long)b->stride, b->stride_loc.line);
        else if (b->stride_loc.line && cap->wide && b->stride % 8 && !b->reported) {
            check_error(c, b->stride_loc, "layout(xfb_stride = %lld) must be a multiple of 8: transform feedback "
                        "buffer %u captures 64-bit '%s'", (long long)b->stride, cap->buffer, cap->name);
            b->reported = 1;
        } else if (!b->stride_loc.line && cap->end > XFB_MAX_BYTES && !b->reported) {
            check_error(c, cap->loc, "'%s' ends at byte %llu of transform feedback buffer %u: a buffer holds %d bytes "
                        "a vertex (gl_MaxTransformFeedbackInterleavedComponents, 64, times 4)", cap->name,
                        (unsigned long long)cap->end, cap->buffer, XFB_MAX_BYTES);
            b->reported = 1;
        }
    }
}
