/* spv_read_enum_operands' `seen`: a form it took (opcode, word count,
 * first enumerant word and, for OpExtInst, the set) is skipped after that
 * without a call, but an instruction that differs in any of those is still
 * shown to it, and with `seen` refusing every form each instruction still
 * reaches `fn`. */
#include <string.h>

#include "spirv/reader.h"
#include "test.h"

static const char ASSEMBLY[] =
    "OpCapability Shader\n"
    "OpCapability GroupNonUniformArithmetic\n"
    "%std = OpExtInstImport \"GLSL.std.450\"\n"
    "%std2 = OpExtInstImport \"GLSL.std.450\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%uint = OpTypeInt 32 0\n"
    "%float = OpTypeFloat 32\n"
    "%u3 = OpConstant %uint 3\n"
    "%f1 = OpConstant %float 1\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%a1 = OpGroupNonUniformIAdd %uint %u3 Reduce %u3\n"
    "%a2 = OpGroupNonUniformIAdd %uint %u3 Reduce %u3\n"
    "%a3 = OpGroupNonUniformIAdd %uint %u3 Reduce %u3\n"
    "%b1 = OpGroupNonUniformIAdd %uint %u3 InclusiveScan %u3\n"
    "%b2 = OpGroupNonUniformIAdd %uint %u3 InclusiveScan %u3\n"
    "%a4 = OpGroupNonUniformIAdd %uint %u3 Reduce %u3\n"
    "%s1 = OpExtInst %float %std Sin %f1\n"
    "%s2 = OpExtInst %float %std Sin %f1\n"
    "%s3 = OpExtInst %float %std2 Sin %f1\n"
    "%c1 = OpExtInst %float %std Cos %f1\n"
    "%s4 = OpExtInst %float %std Sin %f1\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

typedef struct Calls {
    int take;                 /* what `seen` answers */
    int seen_add, seen_ext;   /* calls of `seen` per opcode */
    int fn_add, fn_ext;       /* calls of `fn` per opcode */
    uint32_t seen_values[8];  /* the enumerant word of each `seen` call, in order */
    int seen_count;
} Calls;

static int seen(void *user, const SpvInst *in)
{
    Calls *c = user;
    c->seen_add += in->opcode == SpvOpGroupNonUniformIAdd;
    c->seen_ext += in->opcode == SpvOpExtInst;
    if ((in->opcode == SpvOpGroupNonUniformIAdd || in->opcode == SpvOpExtInst) && c->seen_count < 8)
        c->seen_values[c->seen_count++] = in->words[4] /* the group operation, the extended instruction */;
    return c->take;
}

static int fn(void *user, const SpvInst *in)
{
    Calls *c = user;
    c->fn_add += in->opcode == SpvOpGroupNonUniformIAdd;
    c->fn_ext += in->opcode == SpvOpExtInst;
    return 0;
}

static void read(const uint32_t *words, size_t count, Calls *c)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    uint8_t skip[SPV_MAX_OPCODE / 8 + 1];
    memset(skip, 0, sizeof skip);
    SpvHeader h;
    CHECK_EQ_INT(spv_read_enum_operands(&ctx, words, count, 0x00010500, &h, skip, seen, fn, c), GLSPV_OK);
    CHECK_EQ_INT(ctx.error_count, 0);
    ctx_free(&ctx);
}

int main(void)
{
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_spirv_assemble(ASSEMBLY, sizeof ASSEMBLY - 1, GLSPV_ENV_UNIVERSAL_1_5, 0, &r), GLSPV_OK);
    size_t count = 0;
    const uint32_t *words = glspv_result_words(r, &count);
    CHECK(words != NULL);
    if (words) {
        /* Taken: each form asked once, in module order: Reduce,
         * InclusiveScan, then Sin of one set, Sin of the other, Cos. */
        Calls took = {1, 0, 0, 0, 0, {0}, 0};
        read(words, count, &took);
        CHECK_EQ_INT(took.seen_add, 2);
        CHECK_EQ_INT(took.seen_ext, 3);
        CHECK_EQ_INT(took.fn_add + took.fn_ext, 0);
        CHECK_EQ_INT(took.seen_count, 5);
        CHECK_EQ_INT(took.seen_values[0], SpvGroupOperationReduce);
        CHECK_EQ_INT(took.seen_values[1], SpvGroupOperationInclusiveScan);
        CHECK_EQ_INT(took.seen_values[2], 13); /* GLSL.std.450 Sin */
        CHECK_EQ_INT(took.seen_values[3], 13);
        CHECK_EQ_INT(took.seen_values[4], 14); /* Cos */
        /* Refused: every instruction asked, and decoded for `fn`. */
        Calls refused = {0, 0, 0, 0, 0, {0}, 0};
        read(words, count, &refused);
        CHECK_EQ_INT(refused.seen_add, 6);
        CHECK_EQ_INT(refused.seen_ext, 5);
        CHECK_EQ_INT(refused.fn_add, 6);
        CHECK_EQ_INT(refused.fn_ext, 5);
    }
    glspv_result_destroy(r);
    return TEST_DONE();
}
