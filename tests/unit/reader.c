/* The SPIR-V reader's fast path (spv_read decodes an instruction whose
 * operands all take one word without the grammar's stack of expected
 * operands) against the reader by the grammar alone (spv_read_by_grammar):
 * on modules glspv compiles (with and without -g) and one assembled with
 * the operands the fast path leaves to the grammar (enumerants with
 * parameters, OpSwitch, strings, extended instructions; and those again,
 * which the fast path then reads as the shape of the first of their
 * opcode and word count, where their enumerants, typed literal's type or
 * extended instruction's set and number match), then on every
 * one-word mutation of a sample of their words (an id made 0, a result
 * id repeated, a word count changed, an unknown enumerant; in an
 * instruction whose shape the fast path has seen before, what its shared
 * operands must not be taken for): the same
 * status, the same diagnostics at the same words, the same instructions
 * with the same operands. The same again for spv_read one instruction at
 * a time (spv_reader_decode, the optimizer's way). */
#include "spirv/reader.h"
#include "test.h"

typedef struct Seen {
    Arena *a;
    VEC(uint32_t) facts; /* per instruction: opcode, type, result, set, then each operand's fields */
} Seen;

static int record(void *user, const SpvInst *in)
{
    Seen *s = user;
    uint32_t head[5] = {in->opcode, in->type_id, in->result_id, (uint32_t)in->ext_set, in->operand_count};
    for (int i = 0; i < 5; i++)
        vec_push(s->a, &s->facts, head[i]);
    for (uint16_t i = 0; i < in->operand_count; i++) {
        const SpvOperand *o = &in->operands[i];
        uint32_t f[4] = {o->offset, (uint32_t)o->num_words << 16 | o->kind, o->number_kind, o->number_width};
        for (int k = 0; k < 4; k++)
            vec_push(s->a, &s->facts, f[k]);
    }
    return 0;
}

typedef glspv_status (*ReadFn)(Ctx *, const uint32_t *, size_t, uint32_t, SpvHeader *, SpvInstFn, void *);

/* One read: status, diagnostics and instructions as one list of words. */
static void read_with(ReadFn read, const uint32_t *words, size_t count, Ctx *ctx, Seen *seen, glspv_status *status)
{
    ctx_init(ctx, NULL);
    seen->a = &ctx->arena;
    seen->facts.len = 0;
    SpvHeader h;
    *status = read(ctx, words, count, 0x00010600, &h, record, seen);
}

/* spv_read through the interface that reads one instruction at a time
 * (spv_reader_decode, the optimizer's reader for the shapes it has not
 * seen): the same instructions, the same errors. */
static glspv_status read_one_at_a_time(Ctx *ctx, const uint32_t *words, size_t count, uint32_t version,
                                       SpvHeader *header, SpvInstFn fn, void *user)
{
    SpvReader *reader = NULL;
    glspv_status s = spv_reader_open(ctx, &words, count, version, header, &reader);
    for (size_t at = 5; !s && at < count; at += words[at] >> 16) {
        SpvInst in;
        s = spv_reader_decode(reader, at, &in);
        if (!s && fn(user, &in))
            break;
    }
    return s;
}

static int same_read_by(ReadFn other, const uint32_t *words, size_t count)
{
    Ctx fast, slow;
    Seen a = {0}, b = {0};
    glspv_status sa, sb;
    read_with(spv_read, words, count, &fast, &a, &sa);
    read_with(other, words, count, &slow, &b, &sb);
    int same = sa == sb && a.facts.len == b.facts.len &&
               (!a.facts.len || !memcmp(a.facts.data, b.facts.data, a.facts.len * sizeof *a.facts.data)) &&
               fast.diags.len == slow.diags.len;
    for (uint32_t i = 0; same && i < fast.diags.len; i++)
        same = fast.diags.data[i].word_offset == slow.diags.data[i].word_offset &&
               !strcmp(fast.diags.data[i].message, slow.diags.data[i].message);
    if (!same && fast.diags.len)
        fprintf(stderr, "    spv_read: %s\n", fast.diags.data[0].message);
    if (!same && slow.diags.len)
        fprintf(stderr, "    %s: %s\n", other == spv_read_by_grammar ? "by grammar" : "one at a time",
                slow.diags.data[0].message);
    ctx_free(&fast);
    ctx_free(&slow);
    return same;
}

static int same_read(const uint32_t *words, size_t count)
{
    return same_read_by(spv_read_by_grammar, words, count) && same_read_by(read_one_at_a_time, words, count);
}

/* Each word of the module (a sample of them in a sanitizer build) replaced
 * in turn by values that reach the reader's errors and edge cases. */
static void mutations(const char *what, const uint32_t *words, size_t count)
{
    uint32_t *copy = malloc(count * sizeof *copy);
    size_t step = getenv("GLSPV_SANITIZED") ? 7 : 1, failed = 0;
    for (size_t at = 5; at < count; at += step) {
        uint32_t w = words[at];
        uint32_t values[] = {0, 1, w + 1, w ^ 0x10000u, (w & 0xffffu) | 0x10000u, 0xffffffffu, words[at - 1]};
        for (size_t v = 0; v < sizeof values / sizeof *values; v++) {
            memcpy(copy, words, count * sizeof *copy);
            copy[at] = values[v];
            if (!same_read(copy, count) && failed++ < 5)
                fprintf(stderr, "%s: word %zu as 0x%x reads differently\n", what, at, values[v]);
        }
    }
    CHECK_EQ_INT(failed, 0);
    free(copy);
}

static void check_module(const char *what, const uint32_t *words, size_t count)
{
    CHECK(count > 5);
    if (!CHECK(same_read(words, count)))
        fprintf(stderr, "%s reads differently\n", what);
    mutations(what, words, count);
}

static const char *const SHADERS[] = {
    "#version 450\n"
    "layout(local_size_x = 8) in;\n"
    "layout(std430, binding = 0) buffer B { vec4 v[]; uint n; } b;\n"
    "shared float s[8];\n"
    "vec4 f(vec4 x, int k) { for (int i = 0; i < k; i++) x = x * 0.5 + vec4(i); return x; }\n"
    "void main() {\n"
    "    uint i = gl_GlobalInvocationID.x;\n"
    "    s[gl_LocalInvocationIndex] = b.v[i].x;\n"
    "    barrier();\n"
    "    switch (int(i) & 3) { case 0: b.v[i] = f(b.v[i], 3); break; case 1: b.v[i].yz *= 2.0; default: break; }\n"
    "    atomicAdd(b.n, uint(s[0] > 1.0));\n"
    "    b.v[i] = clamp(b.v[i], vec4(-1.0), vec4(1.0)) + vec4(bitCount(i));\n"
    "}\n",
    "#version 450\n"
    "layout(location = 0) in vec2 uv;\n"
    "layout(location = 0) out vec4 color;\n"
    "layout(binding = 1) uniform sampler2D tex;\n"
    "layout(binding = 2) uniform U { mat4 m; float k; } u;\n"
    "void main() {\n"
    "    vec4 c = texture(tex, uv) * u.m;\n"
    "    if (c.a < u.k) discard;\n"
    "    color = textureLod(tex, uv.yx, 1.0) + c + vec4(dFdx(uv.x));\n"
    "}\n",
};

/* What the fast path leaves to the grammar, and what it takes. */
static const char ASSEMBLY[] =
    "OpCapability Shader\n"
    "%glsl = OpExtInstImport \"GLSL.std.450\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 4 1 1\n"
    "OpName %main \"main\"\n"
    "OpDecorate %arr ArrayStride 4\n"
    "OpMemberDecorate %S 0 Offset 0\n"
    "OpDecorate %S Block\n"
    "OpDecorate %sc SpecId 3\n"
    "OpDecorate %arr2 ArrayStride 8\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%int = OpTypeInt 32 1\n"
    "%float = OpTypeFloat 32\n"
    "%long = OpTypeInt 64 0\n"
    "%c4 = OpConstant %int 4\n"
    "%big = OpConstant %long 0x100000002\n"
    "%c5 = OpConstant %int 5\n"
    "%f1 = OpConstant %float 1.5\n"
    "%f2 = OpConstant %float 2.5\n"
    "%sc = OpSpecConstant %int 7\n"
    "%op = OpSpecConstantOp %int IAdd %sc %c4\n"
    "%arr = OpTypeRuntimeArray %float\n"
    "%arr2 = OpTypeRuntimeArray %int\n"
    "%S = OpTypeStruct %arr\n"
    "%ptr = OpTypePointer StorageBuffer %S\n"
    "%fptr = OpTypePointer StorageBuffer %float\n"
    "%var = OpVariable %ptr StorageBuffer\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%p = OpAccessChain %fptr %var %c4 %c4\n"
    "%x = OpLoad %float %p Aligned 4\n"
    "%y = OpLoad %float %p\n"
    "%z = OpExtInst %float %glsl FMax %x %y\n"
    "%z2 = OpExtInst %float %glsl FMax %y %x\n"
    "%z3 = OpExtInst %float %glsl FMin %x %z2\n"
    "%w = OpLoad %float %p Aligned 4\n"
    "OpStore %p %z Volatile|Aligned 4\n"
    "OpSelectionMerge %merge None\n"
    "OpSwitch %op %merge 1 %one 2 %merge\n"
    "%one = OpLabel\n"
    "OpLoopMerge %exit %one DependencyLength 2\n"
    "OpBranchConditional %true %exit %one 3 1\n"
    "%exit = OpLabel\n"
    "OpBranch %merge\n"
    "%merge = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n"
    "%bool = OpTypeBool\n"
    "%true = OpConstantTrue %bool\n";

int main(void)
{
    for (size_t i = 0; i < sizeof SHADERS / sizeof *SHADERS; i++) {
        for (int debug = 0; debug < 2; debug++) {
            glspv_options *o = NULL;
            CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
            glspv_options_set_target_env(o, GLSPV_ENV_VULKAN_1_1);
            glspv_options_set_flags(o, debug ? GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE : 0);
            glspv_result *r = NULL;
            glspv_stage stage = i == 0 ? GLSPV_STAGE_COMPUTE : GLSPV_STAGE_FRAGMENT;
            CHECK_EQ_INT(glspv_compile(o, stage, SHADERS[i], strlen(SHADERS[i]), "reader", &r), GLSPV_OK);
            size_t count = 0;
            const uint32_t *words = glspv_result_words(r, &count);
            if (words)
                check_module(debug ? "shader -gVS" : "shader", words, count);
            glspv_result_destroy(r);
            glspv_options_destroy(o);
        }
    }
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_spirv_assemble(ASSEMBLY, sizeof ASSEMBLY - 1, GLSPV_ENV_UNIVERSAL_1_5, 0, &r), GLSPV_OK);
    size_t count = 0;
    const uint32_t *words = glspv_result_words(r, &count);
    if (words)
        check_module("assembly", words, count);
    glspv_result_destroy(r);
    return TEST_DONE();
}
