/* Lookups into the generated grammar tables.
 *
 * Numbers index directly (opcodes) or through open-addressing hash tables
 * built by the generator; names go through hash tables too. The hash is
 * 32-bit FNV-1a, seeded with the kind (or set) so one table serves all kinds;
 * scripts/gen-spirv-tables.py computes exactly the same function. */
#include <string.h>

#include "spirv/grammar.h"

extern const uint16_t spv_inst_by_opcode_table[];
extern const uint16_t spv_inst_name_slots[];
extern const uint16_t spv_enumerant_value_slots[];
extern const uint16_t spv_enumerant_name_slots[];
extern const uint16_t spv_ext_inst_value_slots[];
extern const uint16_t spv_ext_inst_name_slots[];
extern const uint32_t spv_inst_name_slot_count;
extern const uint32_t spv_enumerant_value_slot_count;
extern const uint32_t spv_enumerant_name_slot_count;
extern const uint32_t spv_ext_inst_slot_count;

#define NAME_SEED_INST 0xffffu

static uint32_t fnv1a(const void *data, size_t len, uint32_t h)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= 0x01000193u;
    }
    return h;
}

static uint32_t seed_for(uint32_t kind)
{
    unsigned char b[4] = {kind & 0xff, (kind >> 8) & 0xff, (kind >> 16) & 0xff, kind >> 24};
    return fnv1a(b, 4, 0x811c9dc5u);
}

static uint32_t hash_value(uint32_t kind, uint32_t value)
{
    unsigned char b[4] = {value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >> 24};
    return fnv1a(b, 4, seed_for(kind));
}

static uint32_t hash_name(uint32_t kind, const char *name, size_t len)
{
    return fnv1a(name, len, seed_for(kind));
}

static int same_name(const char *entry, const char *name, size_t len)
{
    return strncmp(entry, name, len) == 0 && entry[len] == '\0';
}

const SpvInstInfo *spv_inst_by_opcode(uint32_t opcode)
{
    if (opcode > SPV_MAX_OPCODE || !spv_inst_by_opcode_table[opcode])
        return NULL;
    return &spv_insts[spv_inst_by_opcode_table[opcode] - 1];
}

int spv_reqs_available(const SpvReqs *reqs, uint32_t version)
{
    if (version >= reqs->version && version <= reqs->last_version)
        return 1;
    return reqs->cap_count > 0 || reqs->ext_count > 0;
}

const SpvInstInfo *spv_inst_for_version(uint32_t opcode, uint32_t version)
{
    const SpvInstInfo *first = spv_inst_by_opcode(opcode);
    if (!first)
        return NULL;
    for (const SpvInstInfo *i = first; i < spv_insts + SPV_INST_COUNT && i->opcode == opcode; i++)
        if (spv_reqs_available(&i->reqs, version))
            return i;
    return NULL;
}

const SpvInstInfo *spv_inst_by_name(const char *name, size_t len)
{
    uint32_t mask = spv_inst_name_slot_count - 1;
    for (uint32_t h = hash_name(NAME_SEED_INST, name, len) & mask;; h = (h + 1) & mask) {
        uint16_t slot = spv_inst_name_slots[h];
        if (!slot)
            return NULL;
        if (same_name(spv_insts[slot - 1].name, name, len))
            return &spv_insts[slot - 1];
    }
}

const SpvEnumerantInfo *spv_enumerant_by_value(SpvKind kind, uint32_t value)
{
    uint32_t mask = spv_enumerant_value_slot_count - 1;
    for (uint32_t h = hash_value(kind, value) & mask;; h = (h + 1) & mask) {
        uint16_t slot = spv_enumerant_value_slots[h];
        if (!slot)
            return NULL;
        const SpvEnumerantInfo *e = &spv_enumerants[slot - 1];
        if (e->kind == kind && e->value == value)
            return e;
    }
}

const SpvEnumerantInfo *spv_enumerant_for_version(SpvKind kind, uint32_t value, uint32_t version)
{
    const SpvEnumerantInfo *e = spv_enumerant_by_value(kind, value);
    if (!e)
        return NULL;
    for (const SpvEnumerantInfo *end = spv_enumerants + SPV_ENUMERANT_COUNT;
         e < end && e->kind == kind && e->value == value; e++)
        if (spv_reqs_available(&e->reqs, version))
            return e;
    return NULL;
}

const SpvEnumerantInfo *spv_enumerant_requirements(SpvKind kind, uint32_t value, uint32_t version)
{
    const SpvEnumerantInfo *e = spv_enumerant_by_value(kind, value), *with_ext = NULL;
    for (const SpvEnumerantInfo *i = e, *end = spv_enumerants + SPV_ENUMERANT_COUNT;
         i && i < end && i->kind == kind && i->value == value; i++) {
        if (version >= i->reqs.version && version <= i->reqs.last_version)
            return i;
        if (!with_ext && i->reqs.ext_count)
            with_ext = i;
    }
    return with_ext ? with_ext : e;
}

const SpvEnumerantInfo *spv_enumerant_by_name(SpvKind kind, const char *name, size_t len)
{
    uint32_t mask = spv_enumerant_name_slot_count - 1;
    for (uint32_t h = hash_name(kind, name, len) & mask;; h = (h + 1) & mask) {
        uint16_t slot = spv_enumerant_name_slots[h];
        if (!slot)
            return NULL;
        const SpvEnumerantInfo *e = &spv_enumerants[slot - 1];
        if (e->kind == kind && same_name(e->name, name, len))
            return e;
    }
}

SpvExtSetId spv_ext_set_by_name(const char *name)
{
    for (int s = 0; s < SPV_EXT_SET_COUNT; s++) {
        const SpvExtSetInfo *set = &spv_ext_sets[s];
        if (set->name_is_prefix ? strncmp(name, set->name, strlen(set->name)) == 0
                                : strcmp(name, set->name) == 0)
            return (SpvExtSetId)s;
    }
    return SPV_EXT_SET_NONE;
}

const SpvExtInstInfo *spv_ext_inst_by_value(SpvExtSetId set, uint32_t number)
{
    if (set < 0 || set >= SPV_EXT_SET_COUNT)
        return NULL;
    uint32_t mask = spv_ext_inst_slot_count - 1;
    const SpvExtSetInfo *info = &spv_ext_sets[set];
    for (uint32_t h = hash_value((uint32_t)set, number) & mask;; h = (h + 1) & mask) {
        uint16_t slot = spv_ext_inst_value_slots[h];
        if (!slot)
            return NULL;
        uint32_t i = slot - 1u;
        if (i >= info->first && i < (uint32_t)info->first + info->count && spv_ext_insts[i].opcode == number)
            return &spv_ext_insts[i];
    }
}

const SpvExtInstInfo *spv_ext_inst_by_name(SpvExtSetId set, const char *name, size_t len)
{
    if (set < 0 || set >= SPV_EXT_SET_COUNT)
        return NULL;
    uint32_t mask = spv_ext_inst_slot_count - 1;
    const SpvExtSetInfo *info = &spv_ext_sets[set];
    for (uint32_t h = hash_name((uint32_t)set, name, len) & mask;; h = (h + 1) & mask) {
        uint16_t slot = spv_ext_inst_name_slots[h];
        if (!slot)
            return NULL;
        uint32_t i = slot - 1u;
        if (i >= info->first && i < (uint32_t)info->first + info->count && same_name(spv_ext_insts[i].name, name, len))
            return &spv_ext_insts[i];
    }
}

const char *spv_generator_name(uint32_t tool)
{
    return tool <= SPV_MAX_GENERATOR ? spv_generator_names[tool] : NULL;
}

int spv_is_block_terminator(uint32_t opcode)
{
    switch (opcode) {
    case SpvOpBranch: case SpvOpBranchConditional: case SpvOpSwitch: case SpvOpReturn: case SpvOpReturnValue:
    case SpvOpKill: case SpvOpUnreachable: case SpvOpTerminateInvocation: case SpvOpIgnoreIntersectionKHR:
    case SpvOpTerminateRayKHR: case SpvOpEmitMeshTasksEXT:
        return 1;
    default:
        return 0;
    }
}

int spv_declares_type(const SpvInstInfo *info)
{
    return info && (info->cls == SPV_CLASS_Type_Declaration || strncmp(info->name, "OpType", 6) == 0);
}
