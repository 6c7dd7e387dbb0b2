/* glspv-val: types, and the result types of the common instruction classes.
 *
 * Type declarations: widths, component counts, element and member types,
 * array lengths; no two identical non-aggregate types (SPIR-V §2.8).
 * Instructions: arithmetic and bitwise (result and operands of one type),
 * comparisons (bool results of matching size), conversions (the right
 * kinds, equal component counts), composites (extract/insert indexes,
 * construct counts), memory (loads and stores through pointers of the
 * right pointee, access chains, variables), and calls and returns that
 * match their function types. */
#include <string.h>

#include "val/val.h"

static uint32_t operand_type(const Val *v, const SpvInst *in, uint16_t k)
{
    return val_type_of(v, val_word(in, k));
}

static const char *name_of(Val *v, uint32_t id)
{
    const char *n = spv_name_of(v->names, id);
    return n ? arena_printf(v->a, "%%%s", n) : arena_printf(v->a, "%%%u", id);
}

/* ---- type declarations ---- */

/* Capabilities that allow 8- or 16-bit types in memory only. */
static int small_storage(const Val *v, int bits)
{
    if (bits == 8)
        return val_has_capability(v, SpvCapabilityStorageBuffer8BitAccess) ||
               val_has_capability(v, SpvCapabilityUniformAndStorageBuffer8BitAccess) ||
               val_has_capability(v, SpvCapabilityStoragePushConstant8) ||
               val_has_capability(v, SpvCapabilityWorkgroupMemoryExplicitLayout8BitAccessKHR);
    return val_has_capability(v, SpvCapabilityStorageBuffer16BitAccess) ||
           val_has_capability(v, SpvCapabilityUniformAndStorageBuffer16BitAccess) ||
           val_has_capability(v, SpvCapabilityStoragePushConstant16) ||
           val_has_capability(v, SpvCapabilityStorageInputOutput16) ||
           val_has_capability(v, SpvCapabilityWorkgroupMemoryExplicitLayout16BitAccessKHR) ||
           val_has_extension(v, "SPV_AMD_gpu_shader_int16");
}

static void check_type_decl(Val *v, const SpvInst *in, U32Map *unique)
{
    switch (in->opcode) {
    case SpvOpTypeInt: {
        uint32_t w = val_word(in, 1), s = val_word(in, 2);
        if (w != 8 && w != 16 && w != 32 && w != 64)
            val_error(v, in, "Invalid integer width %u: SPIR-V for shaders has 8, 16, 32 and 64", w);
        else if (s > 1)
            val_error(v, in, "OpTypeInt has invalid signedness: %u (0 or 1)", s);
        else if (w == 64 && !val_has_capability(v, SpvCapabilityInt64))
            val_error(v, in, "Using a 64-bit integer type requires the Int64 capability.");
        else if (w == 16 && !val_has_capability(v, SpvCapabilityInt16) && !small_storage(v, 16))
            val_error(v, in, "Using a 16-bit integer type requires the Int16 capability, or an extension that "
                      "explicitly enables 16-bit integers.");
        else if (w == 8 && !val_has_capability(v, SpvCapabilityInt8) && !small_storage(v, 8))
            val_error(v, in, "Using an 8-bit integer type requires the Int8 capability.");
        break;
    }
    case SpvOpTypeFloat: {
        uint32_t w = val_word(in, 1);
        if (w != 16 && w != 32 && w != 64)
            val_error(v, in, "Invalid float width %u: 16, 32 or 64", w);
        else if (w == 64 && !val_has_capability(v, SpvCapabilityFloat64))
            val_error(v, in, "Using a 64-bit floating point type requires the Float64 capability.");
        else if (w == 16 && !val_has_capability(v, SpvCapabilityFloat16) &&
                 !val_has_capability(v, SpvCapabilityFloat16Buffer) && !small_storage(v, 16) &&
                 !val_has_extension(v, "SPV_AMD_gpu_shader_half_float"))
            val_error(v, in, "Using a 16-bit floating point type requires the Float16 or Float16Buffer capability, "
                      "or an extension that explicitly enables 16-bit floating point.");
        break;
    }
    case SpvOpTypeVector: {
        uint32_t c = val_word(in, 2), t = val_word(in, 1);
        uint32_t op = val_def_opcode(v, t);
        if (op != SpvOpTypeInt && op != SpvOpTypeFloat && op != SpvOpTypeBool)
            val_error(v, in, "The component type of a vector must be a scalar type (int, float or bool)");
        else if (c < 2 || (c > 4 && !((c == 8 || c == 16) && val_has_capability(v, SpvCapabilityVector16))))
            val_error(v, in, "Illegal number of components (%u) for TypeVector", c);
        break;
    }
    case SpvOpTypeMatrix: {
        uint32_t col = val_word(in, 1), n = val_word(in, 2);
        if (!val_is_float_type(v, col, 0) || val_def_opcode(v, col) != SpvOpTypeVector)
            val_error(v, in, "Columns in a matrix must be of type vector of float");
        else if (n < 2 || n > 4)
            val_error(v, in, "Matrices can have 2, 3, or 4 columns only");
        break;
    }
    case SpvOpTypeArray: {
        const SpvInst *len = val_def(v, val_word(in, 2));
        if (!len || !val_declares_constant(len) || !val_is_int_type(v, len->type_id, 1)) {
            val_error(v, in, "OpTypeArray Length <id> '%u' is not a scalar constant of integer type", val_word(in, 2));
            break;
        }
        if (len->opcode == SpvOpConstant) {
            uint32_t w = val_width(v, len->type_id);
            uint64_t value = val_word(len, 2);
            if (w == 64)
                value |= (uint64_t)len->words[len->operands[2].offset + 1] << 32;
            const SpvInst *it = val_def(v, len->type_id);
            int negative = val_word(it, 2) && (w == 64 ? (int64_t)value < 0 : (w == 32 ? (int32_t)value < 0 : 0));
            if (value == 0 || negative)
                val_error(v, in, "OpTypeArray Length <id> '%u' default value must be at least 1", val_word(in, 2));
        }
        if (val_def_opcode(v, val_word(in, 1)) == SpvOpTypeVoid)
            val_error(v, in, "OpTypeArray Element Type cannot be OpTypeVoid");
        break;
    }
    case SpvOpTypeImage: {
        uint32_t depth = val_word(in, 3), arrayed = val_word(in, 4), ms = val_word(in, 5), sampled = val_word(in, 6);
        if (depth > 2)
            val_error(v, in, "Invalid Depth %u (must be 0, 1 or 2)", depth);
        else if (arrayed > 1)
            val_error(v, in, "Invalid Arrayed %u (must be 0 or 1)", arrayed);
        else if (ms > 1)
            val_error(v, in, "Invalid MS %u (must be 0 or 1)", ms);
        else if (sampled > 2)
            val_error(v, in, "Invalid Sampled %u (must be 0, 1 or 2)", sampled);
        break;
    }
    case SpvOpTypeRuntimeArray:
        if (val_def_opcode(v, val_word(in, 1)) == SpvOpTypeVoid)
            val_error(v, in, "OpTypeRuntimeArray Element Type cannot be OpTypeVoid");
        break;
    case SpvOpTypeStruct:
        for (uint16_t k = 1; k < in->operand_count; k++)
            if (val_def_opcode(v, val_word(in, k)) == SpvOpTypeVoid)
                val_error(v, in, "Structure members may not be void");
        break;
    case SpvOpTypeFunction: {
        for (uint16_t k = 2; k < in->operand_count; k++)
            if (val_def_opcode(v, val_word(in, k)) == SpvOpTypeVoid)
                val_error(v, in, "OpTypeFunction Parameter Type cannot be OpTypeVoid");
        break;
    }
    default:
        break;
    }
    /* Two declarations of one non-aggregate type (§2.8), compared by words. */
    switch (in->opcode) {
    case SpvOpTypeVoid: case SpvOpTypeBool: case SpvOpTypeInt: case SpvOpTypeFloat: case SpvOpTypeVector:
    case SpvOpTypeMatrix: case SpvOpTypeSampler: case SpvOpTypeSampledImage: {
        uint32_t h = in->opcode * 2654435761u;
        for (uint16_t k = 2; k < in->word_count; k++)
            h = (h ^ in->words[k]) * 16777619u;
        h |= 1;
        uint32_t prev;
        if (u32map_get(unique, h, &prev)) {
            const SpvInst *p = &v->insts.data[prev - 1];
            if (p->opcode == in->opcode && p->word_count == in->word_count &&
                !memcmp(p->words + 2, in->words + 2, (in->word_count - 2) * sizeof(uint32_t)))
                val_error(v, in, "Duplicate non-aggregate type declarations are not allowed. Opcode: %s id: %u",
                          in->info->name + 2, in->result_id);
        } else {
            u32map_put(v->a, unique, h, (uint32_t)val_index(v, in) + 1);
        }
        break;
    }
    default:
        break;
    }
}

/* ---- instructions ---- */

static int same_shape(const Val *v, uint32_t a, uint32_t b)
{
    return val_component_count(v, a) == val_component_count(v, b);
}

static int cooperative_matrix(const Val *v, uint32_t type)
{
    uint32_t op = val_def_opcode(v, type);
    return op == SpvOpTypeCooperativeMatrixNV || op == 4456 /* OpTypeCooperativeMatrixKHR */;
}

static void check_binary_same(Val *v, const SpvInst *in, int (*kind)(const Val *, uint32_t, int), const char *what)
{
    uint32_t rt = in->type_id;
    if (cooperative_matrix(v, rt))
        return; /* arithmetic on whole cooperative matrices */
    if (!kind(v, rt, 0)) {
        val_error(v, in, "Expected %s scalar or vector type as Result Type: %s", what, in->info->name + 2);
        return;
    }
    for (uint16_t k = 2; k < in->operand_count; k++) {
        uint32_t t = operand_type(v, in, k);
        if (!kind(v, t, 0) || !same_shape(v, t, rt) || val_width(v, t) != val_width(v, rt)) {
            val_error(v, in, "Expected operands of %s to be %s of the result's size and width: operand %u is %s",
                      in->info->name + 2, what, k - 1, name_of(v, t));
            return;
        }
        if (kind == val_is_float_type && t != rt) {
            val_error(v, in, "Expected arithmetic operands to be of Result Type: %s operand index %u",
                      in->info->name + 2, k);
            return;
        }
    }
}

static void check_compare(Val *v, const SpvInst *in, int (*kind)(const Val *, uint32_t, int))
{
    if (!val_is_bool_type(v, in->type_id, 0)) {
        val_error(v, in, "Expected bool scalar or vector type as Result Type: %s", in->info->name + 2);
        return;
    }
    uint32_t a = operand_type(v, in, 2), b = in->operand_count > 3 ? operand_type(v, in, 3) : a;
    if (!kind(v, a, 0) || !kind(v, b, 0) || !same_shape(v, a, in->type_id) || !same_shape(v, a, b)) {
        val_error(v, in, "Expected operands of %s of one kind and of the result's size", in->info->name + 2);
        return;
    }
    if (kind != val_is_int_type && a != b)
        val_error(v, in, "Expected left and right operands to have the same type: %s", in->info->name + 2);
}

static void check_convert(Val *v, const SpvInst *in, int (*to)(const Val *, uint32_t, int),
                          int (*from)(const Val *, uint32_t, int))
{
    uint32_t src = operand_type(v, in, 2);
    if (cooperative_matrix(v, in->type_id))
        return; /* converts every element */
    if (!to(v, in->type_id, 0)) {
        val_error(v, in, "Expected the result of %s to be a scalar or vector of the converted kind",
                  in->info->name + 2);
        return;
    }
    if (!from(v, src, 0) || !same_shape(v, src, in->type_id))
        val_error(v, in, "Expected input of %s to be a scalar or vector of the source kind with the result's number "
                  "of components", in->info->name + 2);
    else if ((in->opcode == SpvOpUConvert || in->opcode == SpvOpSConvert || in->opcode == SpvOpFConvert) &&
             val_width(v, src) == val_width(v, in->type_id))
        val_error(v, in, "Expected input to have different bit width from Result Type: %s", in->info->name + 2);
}

/* OpConstantComposite (and its spec form): constants of the result's shape. */
static void check_constant_composite(Val *v, const SpvInst *in)
{
    const SpvInst *t = val_def(v, in->type_id);
    if (!t)
        return;
    uint32_t n = (uint32_t)in->operand_count - 2u, want = 0;
    switch (t->opcode) {
    case SpvOpTypeVector: case SpvOpTypeMatrix: want = val_word(t, 2); break;
    case SpvOpTypeStruct: want = (uint32_t)t->operand_count - 1u; break;
    case SpvOpTypeArray: {
        const SpvInst *len = val_def(v, val_word(t, 2));
        if (!len || len->opcode != SpvOpConstant)
            return; /* a specialization constant's length */
        want = val_word(len, 2);
        break;
    }
    default:
        return;
    }
    if (n != want) {
        val_error(v, in, "%s Constituent count does not match Result Type <id> '%u's %s.", in->info->name,
                  in->type_id, t->opcode == SpvOpTypeArray ? "array length" : "number of components or members");
        return;
    }
    for (uint32_t k = 0; k < n; k++) {
        uint32_t id = val_word(in, (uint16_t)(k + 2));
        const SpvInst *c = val_def(v, id);
        if (!c || (!val_declares_constant(c) && c->opcode != SpvOpUndef)) {
            val_error(v, in, "%s Constituent <id> '%u' is not a constant or undef.", in->info->name, id);
            return;
        }
        uint32_t member = t->opcode == SpvOpTypeStruct ? val_word(t, (uint16_t)(k + 1))
                          : t->opcode == SpvOpTypeArray ? val_word(t, 1)
                          : t->opcode == SpvOpTypeMatrix ? val_word(t, 1) : val_word(t, 1);
        if (c->type_id != member) {
            val_error(v, in, "%s Constituent <id> '%u' type does not match the Result Type <id> '%u''s %s type.",
                      in->info->name, id, in->type_id, t->opcode == SpvOpTypeStruct ? "member" : "element");
            return;
        }
    }
}

static void check_memory(Val *v, const SpvInst *in)
{
    uint32_t storage, pointee;
    switch (in->opcode) {
    case SpvOpVariable:
        if (!val_pointer(v, in->type_id, &storage, &pointee)) {
            val_error(v, in, "OpVariable Result Type <id> '%u' is not a pointer type", in->type_id);
            return;
        }
        if (storage != val_word(in, 2))
            val_error(v, in, "Storage class of OpVariable must match the storage class of its result type");
        else if (in->operand_count > 3) {
            uint32_t init = val_word(in, 3);
            const SpvInst *d = val_def(v, init);
            if (d && d->type_id != pointee)
                val_error(v, in, "Initializer type must match the type pointed to by the Result Type");
        }
        return;
    case SpvOpLoad: {
        uint32_t pt = operand_type(v, in, 2);
        if (!val_pointer(v, pt, NULL, &pointee)) {
            val_error(v, in, "OpLoad Pointer <id> '%u' is not a logical pointer", val_word(in, 2));
            return;
        }
        if (pointee != in->type_id)
            val_error(v, in, "OpLoad Result Type <id> '%u' does not match Pointer <id> '%u's type", in->type_id,
                      val_word(in, 2));
        return;
    }
    case SpvOpStore: {
        uint32_t pt = operand_type(v, in, 0);
        if (!val_pointer(v, pt, &storage, &pointee)) {
            val_error(v, in, "OpStore Pointer <id> '%u' is not a logical pointer", val_word(in, 0));
            return;
        }
        if (operand_type(v, in, 1) != pointee)
            val_error(v, in, "OpStore Pointer <id> '%u's type does not match Object <id> '%u's type",
                      val_word(in, 0), val_word(in, 1));
        else if (storage == SpvStorageClassUniformConstant || storage == SpvStorageClassInput ||
                 storage == SpvStorageClassPushConstant)
            val_error(v, in, "OpStore cannot store through a pointer to %s memory",
                      spv_enumerant_by_value(SPV_KIND_StorageClass, storage)->name);
        return;
    }
    case SpvOpAccessChain: case SpvOpInBoundsAccessChain: {
        uint32_t bt = operand_type(v, in, 2), rs;
        if (!val_pointer(v, bt, &storage, &pointee)) {
            val_error(v, in, "The Base <id> '%u' in %s instruction must be a pointer", val_word(in, 2),
                      in->info->name + 2);
            return;
        }
        if (!val_pointer(v, in->type_id, &rs, NULL)) {
            val_error(v, in, "The Result Type of %s <id> '%u' must be OpTypePointer", in->info->name + 2,
                      in->result_id);
            return;
        }
        if (rs != storage) {
            val_error(v, in, "The result pointer storage class and base pointer storage class in %s do not match",
                      in->info->name + 2);
            return;
        }
        /* Walk the indexes down the pointee type. */
        uint32_t t = pointee;
        for (uint16_t k = 3; k < in->operand_count; k++) {
            const SpvInst *td = val_def(v, t);
            uint32_t index = val_word(in, k);
            if (!val_is_int_type(v, val_type_of(v, index), 1)) {
                val_error(v, in, "Indexes passed to %s must be of type integer", in->info->name + 2);
                return;
            }
            if (!td)
                return;
            switch (td->opcode) {
            case SpvOpTypeVector: case SpvOpTypeMatrix: case SpvOpTypeArray: case SpvOpTypeRuntimeArray:
            case SpvOpTypeCooperativeMatrixNV: case 4456: /* OpTypeCooperativeMatrixKHR */
                t = val_word(td, 1);
                break;
            case SpvOpTypeStruct: {
                const SpvInst *c = val_def(v, index);
                if (!c || c->opcode != SpvOpConstant) {
                    val_error(v, in, "The <id> passed to %s to index into a structure must be an OpConstant",
                              in->info->name + 2);
                    return;
                }
                uint32_t m = val_word(c, 2);
                if (m + 1u >= td->operand_count) {
                    val_error(v, in, "Index is out of bounds: %s cannot find index %u into the structure <id> '%u'. "
                              "This structure has %u members", in->info->name + 2, m, td->result_id,
                              td->operand_count - 1u);
                    return;
                }
                t = val_word(td, (uint16_t)(m + 1));
                break;
            }
            default:
                val_error(v, in, "%s reached non-composite type while indexes still remain to be traversed",
                          in->info->name + 2);
                return;
            }
        }
        uint32_t rp;
        val_pointer(v, in->type_id, NULL, &rp);
        if (rp != t)
            val_error(v, in, "%s result type (%s) does not match the type that results from indexing into the base "
                      "<id> (%s)", in->info->name + 2, name_of(v, rp), name_of(v, t));
        return;
    }
    default:
        return;
    }
}

static void check_composite(Val *v, const SpvInst *in)
{
    if (in->opcode == SpvOpCompositeExtract || in->opcode == SpvOpCompositeInsert) {
        int insert = in->opcode == SpvOpCompositeInsert;
        uint32_t t = operand_type(v, in, insert ? 3 : 2);
        if (insert && t != in->type_id) {
            val_error(v, in, "The Result Type must be the same as Composite type in OpCompositeInsert");
            return;
        }
        for (uint16_t k = insert ? 4 : 3; k < in->operand_count; k++) {
            const SpvInst *td = val_def(v, t);
            uint32_t index = val_word(in, k), n = 0;
            if (!td)
                return;
            switch (td->opcode) {
            case SpvOpTypeVector: case SpvOpTypeMatrix: n = val_word(td, 2); t = val_word(td, 1); break;
            case SpvOpTypeArray: {
                const SpvInst *len = val_def(v, val_word(td, 2));
                n = len && len->opcode == SpvOpConstant ? val_word(len, 2) : 0xffffffffu;
                t = val_word(td, 1);
                break;
            }
            case SpvOpTypeStruct:
                n = td->operand_count - 1u;
                t = index < n ? val_word(td, (uint16_t)(index + 1)) : 0;
                break;
            case SpvOpTypeCooperativeMatrixNV: case 4456: /* OpTypeCooperativeMatrixKHR: its length is the device's */
                n = 0xffffffffu;
                t = val_word(td, 1);
                break;
            default:
                val_error(v, in, "Reached non-composite type while indexes still remain to be traversed.");
                return;
            }
            if (index >= n) {
                val_error(v, in, "Index is out of bounds: can not find index %u into the composite (it has %u)",
                          index, n);
                return;
            }
        }
        uint32_t want = insert ? operand_type(v, in, 2) : in->type_id;
        if (t != want)
            val_error(v, in, insert ? "The Object type (%s) does not match the type that results from indexing into "
                                      "the Composite (%s)."
                                    : "Result type (%s) does not match the type that results from indexing into the "
                                      "composite (%s).",
                      name_of(v, want), name_of(v, t));
        return;
    }
    if (in->opcode == SpvOpCompositeConstruct) {
        const SpvInst *td = val_def(v, in->type_id);
        if (!td)
            return;
        uint32_t parts = in->operand_count - 2u;
        if (td->opcode == SpvOpTypeVector) {
            uint32_t total = 0;
            for (uint16_t k = 2; k < in->operand_count; k++) {
                uint32_t t = operand_type(v, in, k);
                if (val_scalar_of(v, t) != val_word(td, 1)) {
                    val_error(v, in, "Expected Constituents to be scalars or vectors of the same type as Result Type "
                              "components");
                    return;
                }
                total += val_component_count(v, t);
            }
            if (total != val_word(td, 2))
                val_error(v, in, "Expected total number of given components to be equal to the size of Result Type "
                          "vector");
        } else if (td->opcode == SpvOpTypeStruct) {
            if (parts != td->operand_count - 1u) {
                val_error(v, in, "Expected total number of Constituents to be equal to the number of members of "
                          "Result Type struct");
                return;
            }
            for (uint16_t k = 2; k < in->operand_count; k++)
                if (operand_type(v, in, k) != val_word(td, (uint16_t)(k - 1))) {
                    val_error(v, in, "Expected Constituent type to be equal to the corresponding member type of "
                              "Result Type struct");
                    return;
                }
        } else if (td->opcode == SpvOpTypeMatrix || td->opcode == SpvOpTypeArray) {
            for (uint16_t k = 2; k < in->operand_count; k++)
                if (operand_type(v, in, k) != val_word(td, 1)) {
                    val_error(v, in, "Expected Constituent type to be equal to the column (or element) type of "
                              "Result Type");
                    return;
                }
        }
    }
}

/* Calls and returns against the function types. */
static void check_function_types(Val *v, const SpvInst *in, const SpvInst *current)
{
    if (in->opcode == SpvOpFunction) {
        const SpvInst *ft = val_def(v, val_word(in, 3));
        if (!ft || ft->opcode != SpvOpTypeFunction)
            val_error(v, in, "OpFunction Function Type <id> '%u' is not a function type", val_word(in, 3));
        else if (val_word(ft, 1) != in->type_id)
            val_error(v, in, "OpFunction Result Type <id> '%u' does not match the Function Type's return type <id> "
                      "'%u'", in->type_id, val_word(ft, 1));
        return;
    }
    if (in->opcode == SpvOpReturnValue && current) {
        if (operand_type(v, in, 0) != current->type_id)
            val_error(v, in, "OpReturnValue Value <id> '%u's type does not match OpFunction's return type",
                      val_word(in, 0));
        return;
    }
    if (in->opcode == SpvOpReturn && current && val_def_opcode(v, current->type_id) != SpvOpTypeVoid) {
        val_error(v, in, "OpReturn can only be called from a function with void return type.");
        return;
    }
    if (in->opcode == SpvOpFunctionCall) {
        const SpvInst *fn = val_def(v, val_word(in, 2));
        if (!fn || fn->opcode != SpvOpFunction) {
            val_error(v, in, "OpFunctionCall Function <id> '%u' is not a function", val_word(in, 2));
            return;
        }
        if (fn->type_id != in->type_id) {
            val_error(v, in, "OpFunctionCall Result Type <id> '%u's type does not match Function <id> '%u's return "
                      "type", in->type_id, fn->result_id);
            return;
        }
        const SpvInst *ft = val_def(v, val_word(fn, 3));
        if (!ft)
            return;
        if (ft->operand_count - 2u != in->operand_count - 3u) {
            val_error(v, in, "OpFunctionCall Function <id>'s parameter count does not match the argument count.");
            return;
        }
        for (uint16_t k = 3; k < in->operand_count; k++)
            if (operand_type(v, in, k) != val_word(ft, (uint16_t)(k - 1))) {
                val_error(v, in, "OpFunctionCall Argument <id> '%u's type does not match Function <id> '%u's "
                          "parameter type.", val_word(in, k), fn->result_id);
                return;
            }
    }
}

/* A struct with a BuiltIn member has only BuiltIn members. */
static void check_builtin_members(Val *v, const SpvInst *st)
{
    int builtins = 0, members = (int)st->operand_count - 1;
    for (int m = 0; m < members; m++)
        builtins += val_decorated(v, st->result_id, m, SpvDecorationBuiltIn, NULL) != 0;
    if (builtins && builtins != members)
        val_error(v, st, "When BuiltIn decoration is applied to a structure-type member, all members of that "
                  "structure type must also be decorated with BuiltIn (No allowed mixing of built-in variables and "
                  "non-built-in variables within a single structure). Structure id %u does not meet this "
                  "requirement.", st->result_id);
}

/* Memory semantics: at most one ordering bit, in every instruction that
 * takes them (barriers, atomics). */
static void check_semantics(Val *v, const SpvInst *in)
{
    for (uint16_t k = 0; k < in->operand_count; k++) {
        if (in->operands[k].kind != SPV_KIND_IdMemorySemantics)
            continue;
        const SpvInst *sem = val_def(v, val_word(in, k));
        if (!sem || sem->opcode != SpvOpConstant)
            continue;
        uint32_t bits = val_word(sem, 2) & (SpvMemorySemanticsAcquireMask | SpvMemorySemanticsReleaseMask |
                                            SpvMemorySemanticsAcquireReleaseMask |
                                            SpvMemorySemanticsSequentiallyConsistentMask);
        if (bits & (bits - 1)) {
            val_error(v, in, "%s: Memory Semantics can have at most one of the following bits set: Acquire, "
                      "Release, AcquireRelease or SequentiallyConsistent", in->info->name + 2);
            return;
        }
    }
}

/* Scope operands are 32-bit integer constants naming a Scope. */
static void check_scopes(Val *v, const SpvInst *in)
{
    for (uint16_t k = 0; k < in->operand_count; k++) {
        if (in->operands[k].kind != SPV_KIND_IdScope)
            continue;
        const SpvInst *c = val_def(v, val_word(in, k));
        if (!c || !val_is_int_type(v, c->type_id, 1) || val_width(v, c->type_id) != 32) {
            val_error(v, in, "%s: expected scope to be a 32-bit int", in->info->name + 2);
            return;
        }
        if (c->opcode != SpvOpConstant) {
            /* Under Shader a scope is known when the module is made; with
             * CooperativeMatrixNV a specialization constant may give it. */
            int coop = val_has_capability(v, SpvCapabilityCooperativeMatrixNV);
            if (val_has_capability(v, SpvCapabilityShader) && (!coop || !val_is_constant_opcode(c->opcode))) {
                val_error(v, in, coop ? "Scope ids must be constant or specialization constant when "
                                        "CooperativeMatrixNV capability is present"
                                      : "Scope ids must be OpConstant when Shader capability is present");
                return;
            }
            continue;
        }
        uint32_t scope = val_word(c, 2);
        if (scope > SpvScopeShaderCallKHR) {
            val_error(v, in, "Invalid scope value:\n %u", scope);
            return;
        }
        if (v->vulkan && scope == SpvScopeQueueFamily && !val_has_capability(v, SpvCapabilityVulkanMemoryModel)) {
            val_error(v, in, "%s: Memory Scope QueueFamilyKHR requires capability VulkanMemoryModelKHR",
                      in->info->name + 2);
            return;
        }
    }
}

void val_types(Val *v)
{
    U32Map unique = {0};
    const SpvInst *current = NULL;
    for (size_t i = 0; i < v->insts.len && v->errors < 20; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (val_declares_type(in)) {
            check_type_decl(v, in, &unique);
            if (in->opcode == SpvOpTypeStruct && !v->errors)
                check_builtin_members(v, in);
            continue;
        }
        check_scopes(v, in);
        check_semantics(v, in);
        if (in->opcode == SpvOpFunction)
            current = in;
        check_function_types(v, in, current);
        switch (in->opcode) {
        case SpvOpIAdd: case SpvOpISub: case SpvOpIMul: case SpvOpSDiv: case SpvOpUDiv: case SpvOpSMod:
        case SpvOpSRem: case SpvOpUMod: case SpvOpBitwiseAnd: case SpvOpBitwiseOr: case SpvOpBitwiseXor:
        case SpvOpNot: case SpvOpSNegate:
            check_binary_same(v, in, val_is_int_type, "int");
            break;
        case SpvOpFAdd: case SpvOpFSub: case SpvOpFMul: case SpvOpFDiv: case SpvOpFMod: case SpvOpFRem:
        case SpvOpFNegate:
            check_binary_same(v, in, val_is_float_type, "float");
            break;
        case SpvOpLogicalAnd: case SpvOpLogicalOr: case SpvOpLogicalNot: case SpvOpLogicalEqual:
        case SpvOpLogicalNotEqual:
            check_binary_same(v, in, val_is_bool_type, "bool");
            break;
        case SpvOpIEqual: case SpvOpINotEqual: case SpvOpSLessThan: case SpvOpSLessThanEqual:
        case SpvOpSGreaterThan: case SpvOpSGreaterThanEqual: case SpvOpULessThan: case SpvOpULessThanEqual:
        case SpvOpUGreaterThan: case SpvOpUGreaterThanEqual:
            check_compare(v, in, val_is_int_type);
            break;
        case SpvOpFOrdEqual: case SpvOpFUnordEqual: case SpvOpFOrdNotEqual: case SpvOpFUnordNotEqual:
        case SpvOpFOrdLessThan: case SpvOpFUnordLessThan: case SpvOpFOrdGreaterThan: case SpvOpFUnordGreaterThan:
        case SpvOpFOrdLessThanEqual: case SpvOpFUnordLessThanEqual: case SpvOpFOrdGreaterThanEqual:
        case SpvOpFUnordGreaterThanEqual:
            check_compare(v, in, val_is_float_type);
            break;
        case SpvOpConvertFToU: case SpvOpConvertFToS:
            check_convert(v, in, val_is_int_type, val_is_float_type);
            break;
        case SpvOpConvertSToF: case SpvOpConvertUToF:
            check_convert(v, in, val_is_float_type, val_is_int_type);
            break;
        case SpvOpFConvert:
            check_convert(v, in, val_is_float_type, val_is_float_type);
            break;
        case SpvOpUConvert: case SpvOpSConvert:
            check_convert(v, in, val_is_int_type, val_is_int_type);
            break;
        case SpvOpVariable: case SpvOpLoad: case SpvOpStore: case SpvOpAccessChain: case SpvOpInBoundsAccessChain:
            check_memory(v, in);
            break;
        case SpvOpCompositeExtract: case SpvOpCompositeInsert: case SpvOpCompositeConstruct:
            check_composite(v, in);
            break;
        case SpvOpCopyObject:
            if (operand_type(v, in, 2) != in->type_id)
                val_error(v, in, "Result Type of OpCopyObject must be the type of its Operand: '%u' is not '%u'",
                          in->type_id, operand_type(v, in, 2));
            break;
        case SpvOpVectorShuffle: {
            uint32_t t1 = operand_type(v, in, 2), t2 = operand_type(v, in, 3);
            if (val_def_opcode(v, t1) != SpvOpTypeVector || val_def_opcode(v, t2) != SpvOpTypeVector) {
                val_error(v, in, "The type of Vector %d must be OpTypeVector.",
                          val_def_opcode(v, t1) != SpvOpTypeVector ? 1 : 2);
                break;
            }
            if (val_scalar_of(v, t1) != val_scalar_of(v, in->type_id) ||
                val_scalar_of(v, t2) != val_scalar_of(v, in->type_id)) {
                val_error(v, in, "The Component Type of Vector %d must be the same as ResultType.",
                          val_scalar_of(v, t1) != val_scalar_of(v, in->type_id) ? 1 : 2);
                break;
            }
            if (val_def_opcode(v, in->type_id) == SpvOpTypeVector &&
                (uint32_t)(in->operand_count - 4) != val_component_count(v, in->type_id)) {
                val_error(v, in, "OpVectorShuffle component literals count does not match Result Type <id> '%u's "
                          "vector component count.", in->type_id);
                break;
            }
            uint32_t n = val_component_count(v, operand_type(v, in, 2)) + val_component_count(v, operand_type(v, in, 3));
            for (uint16_t k = 4; k < in->operand_count; k++) {
                uint32_t c = val_word(in, k);
                if (c != 0xffffffffu && c >= n) {
                    val_error(v, in, "Component index %u is out of bounds for combined (Vector1 + Vector2) size of %u.",
                              c, n);
                    break;
                }
            }
            break;
        }
        case SpvOpDPdx: case SpvOpDPdy: case SpvOpFwidth: case SpvOpDPdxFine: case SpvOpDPdyFine:
        case SpvOpFwidthFine: case SpvOpDPdxCoarse: case SpvOpDPdyCoarse: case SpvOpFwidthCoarse:
            if (!val_is_float_type(v, in->type_id, 0))
                val_error(v, in, "Expected Result Type to be float scalar or vector type: %s", in->info->name + 2);
            else if (operand_type(v, in, 2) != in->type_id)
                val_error(v, in, "Expected P type and Result Type to be the same: %s", in->info->name + 2);
            break;
        case SpvOpMemberName: case SpvOpMemberDecorate: case SpvOpMemberDecorateString: {
            const SpvInst *st = val_def(v, val_word(in, 0));
            uint32_t m = val_word(in, 1);
            if (st && st->opcode == SpvOpTypeStruct && m + 1u >= st->operand_count)
                val_error(v, in, "Index %u provided in %s for struct <id> '%u' is out of bounds. The structure has %u "
                          "members.", m, in->info->name, st->result_id, st->operand_count - 1u);
            else if (st && st->opcode != SpvOpTypeStruct && in->opcode == SpvOpMemberDecorate)
                val_error(v, in, "OpMemberDecorate Structure type <id> '%u' is not a struct type.", st->result_id);
            else if (st && st->opcode != SpvOpTypeStruct && in->opcode == SpvOpMemberName)
                val_error(v, in, "OpMemberName Type <id> '%u' is not a struct type.", val_word(in, 0));
            break;
        }
        case SpvOpVectorTimesScalar:
            if (!val_is_float_type(v, in->type_id, 0) || val_def_opcode(v, in->type_id) != SpvOpTypeVector)
                val_error(v, in, "Expected float vector type as Result Type: VectorTimesScalar");
            else if (operand_type(v, in, 2) != in->type_id)
                val_error(v, in, "Expected vector operand type to be equal to Result Type: VectorTimesScalar");
            else if (operand_type(v, in, 3) != val_scalar_of(v, in->type_id))
                val_error(v, in, "Expected scalar operand type to be equal to the component type of the vector "
                          "operand: VectorTimesScalar");
            break;
        case SpvOpConstantComposite: case SpvOpSpecConstantComposite:
            check_constant_composite(v, in);
            break;
        case SpvOpPhi:
            for (uint16_t k = 2; k + 1 < in->operand_count; k += 2) {
                uint32_t value = val_word(in, k);
                const SpvInst *d = val_def(v, value);
                if (d && d->type_id != in->type_id) {
                    val_error(v, in, "OpPhi's result type <id> '%u' does not match incoming value <id> '%u' type "
                              "<id> '%u'.", in->type_id, value, d->type_id);
                    break;
                }
                uint32_t parent = val_word(in, k + 1);
                if (val_def_opcode(v, parent) != SpvOpLabel) {
                    val_error(v, in, "OpPhi's incoming basic block <id> '%u' is not an OpLabel.", parent);
                    break;
                }
            }
            break;
        case SpvOpArrayLength:
            if (!val_is_int_type(v, in->type_id, 1) || val_width(v, in->type_id) != 32 ||
                val_word(val_def(v, in->type_id), 2) != 0)
                val_error(v, in, "The Result Type of OpArrayLength <id> '%u' must be OpTypeInt with width 32 and "
                          "signedness 0.", in->result_id);
            break;
        case SpvOpBranchConditional:
            if (!val_is_bool_type(v, operand_type(v, in, 0), 1))
                val_error(v, in, "Condition operand for OpBranchConditional must be of boolean type");
            else if (v->version >= 0x10600 && val_word(in, 1) == val_word(in, 2))
                val_error(v, in, "In SPIR-V 1.6 or later, True Label and False Label must be different labels");
            break;
        case SpvOpSelect: {
            uint32_t c = operand_type(v, in, 2);
            if (!val_is_bool_type(v, c, 0))
                val_error(v, in, "Expected bool scalar or vector type as condition: Select");
            else if (operand_type(v, in, 3) != in->type_id || operand_type(v, in, 4) != in->type_id)
                val_error(v, in, "Expected both objects to be of Result Type: Select");
            break;
        }
        default:
            break;
        }
    }
}
