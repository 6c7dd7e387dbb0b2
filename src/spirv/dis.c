/* The disassembler: SPIR-V words in, text out, byte for byte what spirv-dis
 * (SPIRV-Tools 2023.1) prints with the same options.
 *
 * The module is read once into a list of instructions (reader.c), friendly
 * names are chosen over that list (names.c), then each instruction is
 * printed: the result id right-aligned so that opcodes start in column 16,
 * then the opcode and its operands as the grammar names them. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "spirv/dis.h"

typedef struct Dis {
    Ctx *ctx;
    uint32_t options;
    SpvNames *names; /* NULL with GLSPV_DIS_RAW_ID */
    Str out;
    VEC(SpvInst) insts;
} Dis;

/* ---- numbers ---- */

/* A hex float as SPIRV-Tools writes one: 0x1.8p+128, -0x1p-149, 0x0p+0.
 * `fraction_bits` is the width of the stored fraction; it is shifted left
 * to a whole number of nibbles before trailing zero nibbles are dropped. */
static void hex_float(Arena *a, Str *out, uint64_t bits, int exponent_bits, int fraction_bits)
{
    int nibbles = (fraction_bits + 3) / 4;
    int overflow = nibbles * 4 - fraction_bits;
    int bias = (1 << (exponent_bits - 1)) - 1;
    int negative = (int)((bits >> (exponent_bits + fraction_bits)) & 1);
    uint64_t exponent = (bits >> fraction_bits) & ((1u << exponent_bits) - 1);
    uint64_t fraction = (bits & ((UINT64_C(1) << fraction_bits) - 1)) << overflow;
    int is_zero = exponent == 0 && fraction == 0;
    int e = is_zero ? 0 : (int)exponent - bias;
    if (exponent == 0 && !is_zero) {
        /* Subnormal: normalise so that the leading 1 becomes implicit. */
        uint64_t top = UINT64_C(1) << (nibbles * 4 - 1);
        while (!(fraction & top)) {
            fraction <<= 1;
            e--;
        }
        fraction = (fraction << 1) & ((UINT64_C(1) << (nibbles * 4)) - 1);
    }
    while (nibbles > 0 && (fraction & 0xf) == 0) {
        fraction >>= 4;
        nibbles--;
    }
    str_printf(a, out, "%s0x%c", negative ? "-" : "", is_zero ? '0' : '1');
    if (nibbles)
        str_printf(a, out, ".%0*llx", nibbles, (unsigned long long)fraction);
    str_printf(a, out, "p%s%d", e >= 0 ? "+" : "", e);
}

static void format_float32(Arena *a, Str *out, uint32_t bits)
{
    float f;
    memcpy(&f, &bits, 4);
    int c = fpclassify(f);
    if (c == FP_ZERO || c == FP_NORMAL)
        str_printf(a, out, "%.9g", (double)f);
    else
        hex_float(a, out, bits, 8, 23);
}

static void format_float64(Arena *a, Str *out, uint64_t bits)
{
    double d;
    memcpy(&d, &bits, 8);
    int c = fpclassify(d);
    if (c == FP_ZERO || c == FP_NORMAL)
        str_printf(a, out, "%.17g", d);
    else
        hex_float(a, out, bits, 11, 52);
}

void spv_format_number(Arena *a, Str *out, const SpvInst *inst, const SpvOperand *op)
{
    const uint32_t *w = inst->words + op->offset;
    uint32_t width = op->number_width;
    if (op->num_words == 1) {
        switch (op->number_kind) {
        case SPV_NUMBER_INT:
            /* The word as a 32-bit signed value: narrower types are printed
             * without sign-extending from their width, as spirv-dis does
             * (SPIR-V requires the high bits to be sign-extended already). */
            str_printf(a, out, "%d", (int)(int32_t)w[0]);
            break;
        case SPV_NUMBER_FLOAT:
            if (width == 16)
                hex_float(a, out, w[0] & 0xffff, 5, 10);
            else
                format_float32(a, out, w[0]);
            break;
        default:
            str_printf(a, out, "%u", w[0]);
            break;
        }
    } else if (op->num_words == 2) {
        uint64_t bits = w[0] | ((uint64_t)w[1] << 32);
        switch (op->number_kind) {
        case SPV_NUMBER_INT: str_printf(a, out, "%lld", (long long)(int64_t)bits); break;
        case SPV_NUMBER_FLOAT: format_float64(a, out, bits); break;
        default: str_printf(a, out, "%llu", (unsigned long long)bits); break;
        }
    }
}

/* ---- instructions ---- */

static const char *id_name(Dis *d, uint32_t id)
{
    const char *name = spv_name_of(d->names, id);
    return name ? name : arena_printf(&d->ctx->arena, "%u", id);
}

static const char *enumerant(SpvKind kind, uint32_t value)
{
    const SpvEnumerantInfo *e = spv_enumerant_for_version(kind, value, SPV_DIS_VERSION);
    if (!e)
        e = spv_enumerant_by_value(kind, value);
    return e ? e->name : "";
}

/* Set bits by name, lowest first, joined by '|'; 0 by the name of 0. */
static void print_mask(Dis *d, SpvKind kind, uint32_t value)
{
    Arena *a = &d->ctx->arena;
    if (!value) {
        if (spv_enumerant_by_value(kind, 0))
            str_puts(a, &d->out, enumerant(kind, 0));
        return;
    }
    int first = 1;
    for (int bit = 0; bit < 32; bit++) {
        if (!(value & (1u << bit)))
            continue;
        if (!first)
            str_putc(a, &d->out, '|');
        str_puts(a, &d->out, enumerant(kind, 1u << bit));
        first = 0;
    }
}

static void print_string(Dis *d, const SpvInst *in, const SpvOperand *op)
{
    Arena *a = &d->ctx->arena;
    str_putc(a, &d->out, '"');
    for (const char *s = spv_operand_string(d->ctx, in, op); *s; s++) {
        if (*s == '"' || *s == '\\')
            str_putc(a, &d->out, '\\');
        str_putc(a, &d->out, *s);
    }
    str_putc(a, &d->out, '"');
}

static void print_operand(Dis *d, const SpvInst *in, const SpvOperand *op)
{
    Arena *a = &d->ctx->arena;
    uint32_t word = in->words[op->offset];
    const SpvKindInfo *kind = &spv_kinds[op->kind];
    switch (kind->category) {
    case SPV_CAT_ID:
        str_printf(a, &d->out, "%%%s", id_name(d, word));
        return;
    case SPV_CAT_VALUE_ENUM:
        str_puts(a, &d->out, enumerant(op->kind, word));
        return;
    case SPV_CAT_BIT_ENUM:
        print_mask(d, op->kind, word);
        return;
    default:
        break;
    }
    switch (op->kind) {
    case SPV_KIND_LiteralString:
        print_string(d, in, op);
        return;
    case SPV_KIND_LiteralExtInstInteger: {
        const SpvExtInstInfo *x = spv_ext_inst_by_value(in->ext_set, word);
        /* spirv-dis 2023.1 has no grammar for NonSemantic.DebugPrintf and
         * prints its instructions by number; so do we, to match it. */
        if (x && in->ext_set != SPV_EXT_SET_NonSemantic_DebugPrintf)
            str_puts(a, &d->out, x->name);
        else
            str_printf(a, &d->out, "%u", word);
        return;
    }
    case SPV_KIND_LiteralSpecConstantOpInteger: {
        const SpvInstInfo *x = spv_inst_for_version(word, SPV_DIS_VERSION);
        if (!x)
            x = spv_inst_by_opcode(word);
        str_puts(a, &d->out, x ? x->name + 2 : "");
        return;
    }
    default:
        spv_format_number(a, &d->out, in, op);
        return;
    }
}

static int is_debug(uint32_t op)
{
    switch (op) {
    case SpvOpSourceContinued: case SpvOpSource: case SpvOpSourceExtension: case SpvOpName:
    case SpvOpMemberName: case SpvOpString: case SpvOpLine: case SpvOpNoLine: case SpvOpModuleProcessed:
        return 1;
    default:
        return 0;
    }
}

static int is_annotation(uint32_t op)
{
    switch (op) {
    case SpvOpDecorate: case SpvOpMemberDecorate: case SpvOpGroupDecorate: case SpvOpGroupMemberDecorate:
    case SpvOpDecorationGroup: case SpvOpDecorateId: case SpvOpDecorateString: case SpvOpMemberDecorateString:
        return 1;
    default:
        return 0;
    }
}

/* --comment: a blank line and a heading before the first instruction of each
 * section, and before each function. */
typedef struct Sections {
    int debug, annotations, types;
} Sections;

static void section_comment(Dis *d, const SpvInst *in, Sections *seen)
{
    Arena *a = &d->ctx->arena;
    int indent = (d->options & GLSPV_DIS_NO_INDENT) ? 0 : 15;
    const char *heading = NULL;
    if (in->opcode == SpvOpFunction)
        heading = arena_printf(a, "Function %s", id_name(d, in->result_id));
    else if (!seen->annotations && is_annotation(in->opcode))
        seen->annotations = 1, heading = "Annotations";
    else if (!seen->debug && is_debug(in->opcode))
        seen->debug = 1, heading = "Debug Information";
    else if (!seen->types && in->info->cls == SPV_CLASS_Type_Declaration)
        seen->types = 1, heading = "Types, variables and constants";
    if (heading)
        str_printf(a, &d->out, "\n%*s; %s\n", indent, "", heading);
}

static void print_inst(Dis *d, const SpvInst *in, size_t byte_offset)
{
    Arena *a = &d->ctx->arena;
    int indent = !(d->options & GLSPV_DIS_NO_INDENT);
    if (in->result_id) {
        const char *name = id_name(d, in->result_id);
        int pad = indent ? 12 - 1 - (int)strlen(name) : 0;
        str_printf(a, &d->out, "%*s%%%s = ", pad > 0 ? pad : 0, "", name);
    } else if (indent) {
        str_printf(a, &d->out, "%15s", "");
    }
    str_puts(a, &d->out, in->info->name);
    for (uint16_t i = 0; i < in->operand_count; i++) {
        if (in->operands[i].kind == SPV_KIND_IdResult)
            continue;
        str_putc(a, &d->out, ' ');
        print_operand(d, in, &in->operands[i]);
    }
    if ((d->options & GLSPV_DIS_COMMENT) && in->opcode == SpvOpName)
        str_printf(a, &d->out, "  ; id %%%u", in->words[1]);
    if (d->options & GLSPV_DIS_OFFSETS)
        str_printf(a, &d->out, " ; 0x%08zx", byte_offset);
    str_putc(a, &d->out, '\n');
}

void spv_format_inst(Ctx *ctx, SpvNames *names, const SpvInst *in, Str *out)
{
    Dis d = {0};
    d.ctx = ctx;
    d.names = names;
    d.options = GLSPV_DIS_NO_INDENT;
    print_inst(&d, in, 0);
    if (d.out.len && d.out.data[d.out.len - 1] == '\n')
        d.out.data[--d.out.len] = '\0';
    str_append(&ctx->arena, out, d.out.data ? d.out.data : "", d.out.len);
}

static void print_header(Dis *d, const SpvHeader *h)
{
    Arena *a = &d->ctx->arena;
    uint32_t tool = h->generator >> 16;
    const char *gen = spv_generator_name(tool);
    str_printf(a, &d->out, "; SPIR-V\n; Version: %u.%u\n", (h->version >> 16) & 0xff, (h->version >> 8) & 0xff);
    if (gen)
        str_printf(a, &d->out, "; Generator: %s", gen);
    else
        str_printf(a, &d->out, "; Generator: Unknown(%u)", tool);
    str_printf(a, &d->out, "; %u\n; Bound: %u\n; Schema: %u\n", h->generator & 0xffff, h->bound, h->schema);
}

/* Keeps each instruction, with a copy of its operands, for the later passes. */
static int collect(void *user, const SpvInst *in)
{
    Dis *d = user;
    Arena *a = &d->ctx->arena;
    SpvInst copy = spv_inst_keep(a, in);
    vec_push(a, &d->insts, copy);
    return 0;
}

static glspv_status disassemble(Dis *d, const uint32_t *words, size_t count)
{
    SpvHeader header;
    glspv_status s = spv_read(d->ctx, words, count, SPV_DIS_VERSION, &header, collect, d);
    if (s)
        return s;
    if (!(d->options & GLSPV_DIS_RAW_ID))
        d->names = spv_names_build(d->ctx, d->insts.data, d->insts.len);
    if (!(d->options & GLSPV_DIS_NO_HEADER))
        print_header(d, &header);
    Sections seen = {0};
    for (size_t i = 0; i < d->insts.len; i++) {
        const SpvInst *in = &d->insts.data[i];
        if (d->options & GLSPV_DIS_COMMENT)
            section_comment(d, in, &seen);
        print_inst(d, in, in->offset * 4);
    }
    return GLSPV_OK;
}

typedef struct DisCall {
    const uint32_t *words;
    size_t count;
    uint32_t options;
} DisCall;

static glspv_status disassemble_body(Ctx *ctx, void *data, EntryOut *out)
{
    const DisCall *call = data;
    Dis d = {0};
    d.ctx = ctx;
    d.options = call->options;
    glspv_status status = disassemble(&d, call->words, call->count);
    if (status == GLSPV_OK) {
        out->text = d.out.data ? d.out.data : "";
        out->text_len = d.out.len;
    }
    return status;
}

glspv_status glspv_spirv_disassemble_with(const glspv_allocator *allocator, const uint32_t *words, size_t count,
                                          uint32_t options, glspv_result **result)
{
    if (!result)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    *result = NULL;
    if (!words && count)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    DisCall call = {words, count, options};
    return ctx_run(allocator, disassemble_body, &call, result);
}

glspv_status glspv_spirv_disassemble(const uint32_t *words, size_t count, uint32_t options, glspv_result **result)
{
    return glspv_spirv_disassemble_with(NULL, words, count, options, result);
}
