/* Unit test of the generated grammar tables (src/spirv/tables.c) and of the
 * lookups over them (src/spirv/grammar.c).
 *
 * Without arguments: internal consistency (every name and number found again
 * through the lookups, ranges and sort orders as grammar.h promises) and spot
 * checks of entries the seed features depend on.
 *
 * With --dump: prints the tables as plain lines instead, which
 * tests/tables_grammar.py compares with the grammar JSON itself, so that an
 * opcode or enumerant the generator dropped is caught too:
 *     kind NAME CATEGORY BASES
 *     inst NAME OPCODE OPERANDS CAPS EXTS VERSION LAST_VERSION
 *     enum KIND NAME VALUE PARAMS CAPS EXTS VERSION LAST_VERSION
 *     extinst SET NAME NUMBER OPERANDS CAPS EXTS
 *     generator ID NAME
 * Lists are comma-separated, `-` when empty; operands are kind names with the
 * grammar's quantifier (`?`, `*`) appended; capabilities are values; versions
 * are the table's words in hex. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "spirv/grammar.h"
#include "test.h"

static const char *const category_names[] = {"BitEnum", "ValueEnum", "Id", "Literal", "Composite"};

/* ---- --dump ---- */

static void print_operands(uint32_t first, uint32_t count)
{
    static const char quant[] = {0, '?', '*'};
    if (count == 0)
        fputs(" -", stdout);
    for (uint32_t i = 0; i < count; i++) {
        const SpvOperandInfo *op = spv_operand(first + i);
        printf("%c%s", i ? ',' : ' ', spv_kinds[op->kind].name);
        if (op->quantifier != SPV_QUANT_ONE)
            putchar(quant[op->quantifier]);
    }
}

static void print_reqs(const SpvReqs *r, int versions)
{
    if (r->cap_count == 0)
        fputs(" -", stdout);
    for (uint32_t i = 0; i < r->cap_count; i++)
        printf("%c%u", i ? ',' : ' ', (unsigned)spv_capability_lists[r->caps + i]);
    if (r->ext_count == 0)
        fputs(" -", stdout);
    for (uint32_t i = 0; i < r->ext_count; i++)
        printf("%c%s", i ? ',' : ' ', spv_extension_names[spv_extension_lists[r->exts + i]]);
    if (versions)
        printf(" 0x%08x 0x%08x", (unsigned)r->version, (unsigned)r->last_version);
}

static int dump(void)
{
    for (int k = 0; k < SPV_KIND_COUNT; k++) {
        const SpvKindInfo *kind = &spv_kinds[k];
        printf("kind %s %s", kind->name, category_names[kind->category]);
        if (kind->base_count == 0)
            fputs(" -", stdout);
        for (int b = 0; b < kind->base_count; b++)
            printf("%c%s", b ? ',' : ' ', spv_kinds[kind->bases[b]].name);
        putchar('\n');
    }
    for (int i = 0; i < SPV_INST_COUNT; i++) {
        const SpvInstInfo *inst = &spv_insts[i];
        printf("inst %s %u", inst->name, (unsigned)inst->opcode);
        print_operands(inst->operands, inst->operand_count);
        print_reqs(&inst->reqs, 1);
        putchar('\n');
    }
    for (int i = 0; i < SPV_ENUMERANT_COUNT; i++) {
        const SpvEnumerantInfo *e = &spv_enumerants[i];
        printf("enum %s %s %u", spv_kinds[e->kind].name, e->name, (unsigned)e->value);
        print_operands(e->params, e->param_count);
        print_reqs(&e->reqs, 1);
        putchar('\n');
    }
    for (int s = 0; s < SPV_EXT_SET_COUNT; s++) {
        const SpvExtSetInfo *set = &spv_ext_sets[s];
        for (int i = set->first; i < set->first + set->count; i++) {
            const SpvExtInstInfo *x = &spv_ext_insts[i];
            printf("extinst %s %s %u", set->name, x->name, (unsigned)x->opcode);
            print_operands(x->operands, x->operand_count);
            print_reqs(&x->reqs, 0);
            putchar('\n');
        }
    }
    for (uint32_t g = 0; g <= SPV_MAX_GENERATOR; g++)
        if (spv_generator_names[g])
            printf("generator %u %s\n", (unsigned)g, spv_generator_names[g]);
    return fflush(stdout) != 0;
}

/* ---- consistency ---- */

static void check_instructions(void)
{
    for (int i = 0; i < SPV_INST_COUNT; i++) {
        const SpvInstInfo *inst = &spv_insts[i];
        int first_of_opcode = i == 0 || spv_insts[i - 1].opcode != inst->opcode;
        CHECK(i == 0 || spv_insts[i - 1].opcode <= inst->opcode);
        CHECK_EQ_INT(inst->alias, !first_of_opcode);
        CHECK(inst->opcode <= SPV_MAX_OPCODE);

        const SpvInstInfo *by_name = spv_inst_by_name(inst->name, strlen(inst->name));
        if (CHECK(by_name != NULL)) {
            CHECK_EQ_STR(by_name->name, inst->name);
            CHECK_EQ_INT(by_name->opcode, inst->opcode);
        }
        const SpvInstInfo *canonical = spv_inst_by_opcode(inst->opcode);
        if (CHECK(canonical != NULL)) {
            CHECK_EQ_INT(canonical->opcode, inst->opcode);
            CHECK(canonical->alias == 0);
            CHECK(canonical <= inst);
            if (first_of_opcode)
                CHECK(canonical == inst);
        }
        int results = 0, types = 0;
        for (int o = 0; o < inst->operand_count; o++) {
            const SpvOperandInfo *op = spv_operand(inst->operands + o);
            CHECK(op->kind < SPV_KIND_COUNT);
            results += op->kind == SPV_KIND_IdResult;
            types += op->kind == SPV_KIND_IdResultType;
        }
        CHECK_EQ_INT(inst->has_result, results);
        CHECK_EQ_INT(inst->has_type, types);
        CHECK(inst->reqs.version <= inst->reqs.last_version);
    }
    /* Numbers that are no opcode, and names that are none. */
    uint32_t unused = 0;
    while (spv_inst_by_opcode(unused))
        unused++;
    CHECK(unused > 0 && unused < SPV_MAX_OPCODE);
    CHECK(spv_inst_by_opcode(SPV_MAX_OPCODE + 1) == NULL);
    CHECK(spv_inst_by_opcode(0xffffffffu) == NULL);
    CHECK(spv_inst_for_version(unused, 0x00010600) == NULL);
    CHECK(spv_inst_by_name("OpNoSuchThing", 13) == NULL);
    CHECK(spv_inst_by_name("", 0) == NULL);
    CHECK(spv_inst_by_name("Op", 2) == NULL);
    /* The length counts, not a terminating NUL. */
    const SpvInstInfo *nop = spv_inst_by_name("OpNopAndMore", 5);
    CHECK(nop && nop->opcode == 0);
    CHECK(spv_inst_by_name("OpNop", 4) == NULL);
}

static void check_enumerants(void)
{
    int covered = 0;
    for (int k = 0; k < SPV_KIND_COUNT; k++) {
        const SpvKindInfo *kind = &spv_kinds[k];
        CHECK(kind->category <= SPV_CAT_COMPOSITE);
        int is_enum = kind->category == SPV_CAT_BIT_ENUM || kind->category == SPV_CAT_VALUE_ENUM;
        CHECK(is_enum || kind->enumerant_count == 0);
        CHECK(kind->category == SPV_CAT_COMPOSITE ? kind->base_count > 0 : kind->base_count == 0);
        for (int b = 0; b < kind->base_count; b++)
            CHECK(kind->bases[b] < SPV_KIND_COUNT);
        CHECK(kind->first_enumerant + kind->enumerant_count <= SPV_ENUMERANT_COUNT);
        for (int i = kind->first_enumerant; i < kind->first_enumerant + kind->enumerant_count; i++) {
            const SpvEnumerantInfo *e = &spv_enumerants[i];
            covered++;
            CHECK_EQ_INT(e->kind, k);
            int first_of_value = i == kind->first_enumerant || spv_enumerants[i - 1].value != e->value;
            CHECK(i == kind->first_enumerant || spv_enumerants[i - 1].value <= e->value);

            const SpvEnumerantInfo *by_name = spv_enumerant_by_name((SpvKind)k, e->name, strlen(e->name));
            CHECK(by_name == e);
            const SpvEnumerantInfo *by_value = spv_enumerant_by_value((SpvKind)k, e->value);
            if (CHECK(by_value != NULL)) {
                CHECK_EQ_INT(by_value->value, e->value);
                CHECK_EQ_INT(by_value->kind, k);
                CHECK(by_value <= e);
                if (first_of_value)
                    CHECK(by_value == e);
            }
            for (int c = 0; c < e->reqs.cap_count; c++)
                CHECK(spv_enumerant_by_value(SPV_KIND_Capability, spv_capability_lists[e->reqs.caps + c]) != NULL);
            for (int x = 0; x < e->reqs.ext_count; x++)
                CHECK(spv_extension_lists[e->reqs.exts + x] < SPV_EXTENSION_COUNT);
        }
    }
    CHECK_EQ_INT(covered, SPV_ENUMERANT_COUNT);
    /* A name of one kind is not found in another. */
    CHECK(spv_enumerant_by_name(SPV_KIND_Capability, "Lod", 3) == NULL);
    CHECK(spv_enumerant_by_value(SPV_KIND_Capability, 0x7fffffffu) == NULL);
}

static void check_ext_sets(void)
{
    int covered = 0;
    for (int s = 0; s < SPV_EXT_SET_COUNT; s++) {
        const SpvExtSetInfo *set = &spv_ext_sets[s];
        CHECK(set->first + set->count <= SPV_EXT_INST_COUNT);
        if (!set->name_is_prefix)
            CHECK_EQ_INT(spv_ext_set_by_name(set->name), s);
        for (int i = set->first; i < set->first + set->count; i++) {
            const SpvExtInstInfo *x = &spv_ext_insts[i];
            covered++;
            CHECK(i == set->first || spv_ext_insts[i - 1].opcode < x->opcode);
            CHECK(spv_ext_inst_by_value((SpvExtSetId)s, x->opcode) == x);
            CHECK(spv_ext_inst_by_name((SpvExtSetId)s, x->name, strlen(x->name)) == x);
        }
    }
    CHECK_EQ_INT(covered, SPV_EXT_INST_COUNT);
    CHECK_EQ_INT(spv_ext_set_by_name("GLSL.std.450"), SPV_EXT_SET_GLSL_std_450);
    CHECK_EQ_INT(spv_ext_set_by_name("NonSemantic.ClspvReflection.5"), SPV_EXT_SET_NonSemantic_ClspvReflection);
    CHECK_EQ_INT(spv_ext_set_by_name("GLSL.std.4500"), SPV_EXT_SET_NONE);
    CHECK_EQ_INT(spv_ext_set_by_name("NoSuchSet"), SPV_EXT_SET_NONE);
    CHECK(spv_ext_inst_by_value(SPV_EXT_SET_NONE, 4) == NULL);
    CHECK(spv_ext_inst_by_value(SPV_EXT_SET_COUNT, 4) == NULL);
    CHECK(spv_ext_inst_by_value(SPV_EXT_SET_GLSL_std_450, 0) == NULL); /* numbering starts at 1 */
    CHECK(spv_ext_inst_by_name(SPV_EXT_SET_GLSL_std_450, "FAbsent", 7) == NULL);
}

/* ---- spot checks: entries the seed features rely on ---- */

static int has_extension(const SpvReqs *r, const char *name)
{
    for (int i = 0; i < r->ext_count; i++)
        if (strcmp(spv_extension_names[spv_extension_lists[r->exts + i]], name) == 0)
            return 1;
    return 0;
}

static void check_spots(void)
{
    const SpvInstInfo *google = spv_inst_by_name("OpDecorateStringGOOGLE", 22);
    if (CHECK(google != NULL)) {
        CHECK_EQ_INT(google->opcode, 5632);
        CHECK_EQ_INT(google->alias, 1);
        CHECK(has_extension(&google->reqs, "SPV_GOOGLE_decorate_string"));
    }
    const SpvInstInfo *member = spv_inst_by_name("OpMemberDecorateStringGOOGLE", 28);
    if (CHECK(member != NULL))
        CHECK_EQ_INT(member->opcode, 5633);
    const SpvInstInfo *canonical = spv_inst_by_opcode(5632);
    if (CHECK(canonical != NULL)) {
        CHECK_EQ_STR(canonical->name, "OpDecorateString");
        CHECK_EQ_INT(canonical->reqs.version, 0x00010400);
    }
    canonical = spv_inst_by_opcode(5633);
    if (CHECK(canonical != NULL))
        CHECK_EQ_STR(canonical->name, "OpMemberDecorateString");
    /* Below 1.4 the extension still enables it, so SPIRV-Tools' rule keeps the first name. */
    const SpvInstInfo *old = spv_inst_for_version(5632, 0x00010000);
    if (CHECK(old != NULL))
        CHECK_EQ_STR(old->name, "OpDecorateString");

    const SpvEnumerantInfo *lod_cap = spv_enumerant_by_name(SPV_KIND_Capability, "ImageReadWriteLodAMD", 20);
    if (CHECK(lod_cap != NULL)) {
        CHECK_EQ_INT(lod_cap->value, 5015);
        CHECK(has_extension(&lod_cap->reqs, "SPV_AMD_shader_image_load_store_lod"));
        CHECK_EQ_INT(lod_cap->reqs.version, SPV_VERSION_NONE);
    }
    const SpvEnumerantInfo *by_value = spv_enumerant_by_value(SPV_KIND_Capability, 5015);
    if (CHECK(by_value != NULL))
        CHECK_EQ_STR(by_value->name, "ImageReadWriteLodAMD");

    const SpvEnumerantInfo *lod = spv_enumerant_by_name(SPV_KIND_ImageOperands, "Lod", 3);
    if (CHECK(lod != NULL)) {
        CHECK_EQ_INT(lod->value, 2);
        CHECK_EQ_INT(lod->param_count, 1);
        if (lod->param_count == 1)
            CHECK_EQ_INT(spv_operand(lod->params)->kind, SPV_KIND_IdRef);
    }
    CHECK_EQ_INT(SpvImageOperandsLodMask, 2);
    CHECK_EQ_INT(SpvCapabilityImageReadWriteLodAMD, 5015);
    CHECK_EQ_INT(SpvOpDecorateStringGOOGLE, 5632);

    const SpvExtInstInfo *fabs = spv_ext_inst_by_value(SPV_EXT_SET_GLSL_std_450, 4);
    if (CHECK(fabs != NULL))
        CHECK_EQ_STR(fabs->name, "FAbs");
    const SpvExtInstInfo *fabs_by_name = spv_ext_inst_by_name(SPV_EXT_SET_GLSL_std_450, "FAbs", 4);
    if (CHECK(fabs_by_name != NULL))
        CHECK_EQ_INT(fabs_by_name->opcode, 4);

    CHECK_EQ_STR(spv_generator_name(8), "Khronos Glslang Reference Front End");
    CHECK_EQ_STR(spv_generator_name(SPV_MAX_GENERATOR + 1), NULL);
    CHECK_EQ_STR(spv_generator_name(0xffffu), NULL);

    const SpvInstInfo *type_int = spv_inst_by_opcode(21);
    if (CHECK(type_int != NULL)) {
        CHECK_EQ_STR(type_int->name, "OpTypeInt");
        CHECK_EQ_INT(type_int->has_result, 1);
        CHECK_EQ_INT(type_int->has_type, 0);
        CHECK_EQ_INT(type_int->operand_count, 3);
    }
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--dump") == 0)
        return dump();
    if (argc != 1) {
        fprintf(stderr, "usage: %s [--dump]\n", argv[0]);
        return 2;
    }
    check_instructions();
    check_enumerants();
    check_ext_sets();
    check_spots();
    return TEST_DONE();
}
