/* The checker, GL_EXT_spirv_intrinsics against the SPIR-V grammar.
 *
 * The extension lets a shader name instructions, decorations, execution
 * modes and types by number, with operands the compiler does not
 * interpret. What it writes must still decode: an operand list that does
 * not fit the grammar's (a decoration given two strings where it takes one,
 * an instruction given one operand too many, a literal where an <id> goes)
 * would only surface when the finished module is read back, with no line
 * to blame. So each spirv_* form is matched here against the operands the
 * grammar lists, enumerant parameters included (an Aligned memory access
 * takes its alignment), and a mismatch is an error at the qualifier or the
 * call. */
#include "glsl/check/check.h"
#include "spirv/grammar.h"

static int fit_list(const SpirvGiven *g, size_t n, size_t *at, uint16_t first, uint16_t count);

/* The parameters of one enumerant (value `value` of `kind`), after it. */
static int fit_enumerant(const SpirvGiven *g, size_t n, size_t *at, SpvKind kind, uint32_t value)
{
    const SpvEnumerantInfo *e = spv_enumerant_by_value(kind, value);
    return e && fit_list(g, n, at, e->params, e->param_count);
}

/* One operand of `kind` at g[*at], and what it brings along. */
static int fit_one(const SpirvGiven *g, size_t n, size_t *at, SpvKind kind)
{
    const SpvKindInfo *k = &spv_kinds[kind];
    if (k->category == SPV_CAT_COMPOSITE) {
        for (uint8_t i = 0; i < k->base_count; i++)
            if (!fit_one(g, n, at, (SpvKind)k->bases[i]))
                return 0;
        return 1;
    }
    if (*at >= n)
        return 0;
    const SpirvGiven *o = &g[(*at)++];
    switch (k->category) {
    case SPV_CAT_ID:
        return o->kind == 'I';
    case SPV_CAT_LITERAL:
        /* A float's bits fit only a number whose type says it is one (OpConstant's). */
        if (kind == SPV_KIND_LiteralString)
            return o->kind == 'S';
        return o->kind == 'L' || (o->kind == 'F' && kind == SPV_KIND_LiteralContextDependentNumber);
    case SPV_CAT_VALUE_ENUM:
        return o->kind == 'L' && fit_enumerant(g, n, at, kind, o->word);
    case SPV_CAT_BIT_ENUM:
        if (o->kind != 'L')
            return 0;
        if (!o->word)
            return spv_enumerant_by_value(kind, 0) != NULL;
        for (uint32_t bit = 1; bit; bit <<= 1)
            if ((o->word & bit) && !fit_enumerant(g, n, at, kind, bit))
                return 0;
        return 1;
    default:
        return 0;
    }
}

/* The grammar's operands [first, first + count), the result type and
 * result id left out (the emitter writes those). */
static int fit_list(const SpirvGiven *g, size_t n, size_t *at, uint16_t first, uint16_t count)
{
    for (uint16_t i = 0; i < count; i++) {
        const SpvOperandInfo *o = &spv_operand_lists[first + i];
        if (o->kind == SPV_KIND_IdResultType || o->kind == SPV_KIND_IdResult)
            continue;
        if (o->quantifier == SPV_QUANT_ONE) {
            if (!fit_one(g, n, at, (SpvKind)o->kind))
                return 0;
            continue;
        }
        /* "?" and "*" come last: take what is left. */
        do {
            if (*at >= n)
                return 1;
            if (!fit_one(g, n, at, (SpvKind)o->kind))
                return 0;
        } while (o->quantifier == SPV_QUANT_VARIADIC);
    }
    return 1;
}

int spirv_operands_fit(const SpirvGiven *given, size_t n, uint16_t first, uint16_t count)
{
    size_t at = 0;
    return fit_list(given, n, &at, first, count) && at == n;
}

const char *spirv_operands_text(Arena *a, uint16_t first, uint16_t count)
{
    Str s = {0};
    for (uint16_t i = 0; i < count; i++) {
        const SpvOperandInfo *o = &spv_operand_lists[first + i];
        if (o->kind == SPV_KIND_IdResultType || o->kind == SPV_KIND_IdResult)
            continue;
        const SpvKindInfo *k = &spv_kinds[o->kind];
        const char *what = k->category == SPV_CAT_ID ? "<id>" : k->name;
        /* A variadic operand's name lists its first few ("'Operand 1', +\n'Operand 2', ..."). */
        int name_len = 0;
        while (o->name && o->name[name_len] && o->name[name_len] != ',')
            name_len++;
        str_printf(a, &s, "%s%s%s%s%.*s%s", s.len ? ", " : "", o->quantifier == SPV_QUANT_OPTIONAL ? "optional " : "",
                   what, name_len ? " " : "", name_len, o->name ? o->name : "",
                   o->quantifier == SPV_QUANT_VARIADIC ? "..." : "");
    }
    return s.len ? s.data : "no operands";
}

const char *spirv_given_text(Arena *a, const SpirvGiven *given, size_t n)
{
    Str s = {0};
    for (size_t i = 0; i < n; i++)
        str_printf(a, &s, "%s%s", i ? ", " : "", given[i].kind == 'I' ? "<id>" : given[i].kind == 'S' ? "string"
                                                : given[i].kind == 'F' ? "a float literal"
                                                : arena_printf(a, "literal %u", given[i].word));
    return s.len ? s.data : "none";
}
