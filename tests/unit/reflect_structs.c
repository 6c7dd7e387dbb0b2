/* glspv_result_reflection: the reflection structs, checked value by value on
 * shaders glspv compiles (every Vulkan descriptor type, arrays of arrays,
 * runtime arrays, spec-constant workgroup sizes and defaults, push
 * constants with offsets, nested structs with row-major matrices, stage
 * inputs and outputs with their interpolation, per-patch and
 * per-primitive) and on assembly (two entry points with their static use,
 * an array sized by a specialization constant, a self-referencing buffer
 * address, ids of the wrong kind). */
#include "test.h"

static glspv_result *reflect_glsl(glspv_stage stage, glspv_target_env env, const char *src)
{
    glspv_options *o = NULL;
    glspv_result *c = NULL, *r = NULL;
    glspv_options_create(&o);
    glspv_options_set_target_env(o, env);
    if (glspv_compile(o, stage, src, strlen(src), "t.glsl", &c) != GLSPV_OK)
        fprintf(stderr, "%s", glspv_result_log(c));
    size_t n = 0;
    const uint32_t *w = glspv_result_words(c, &n);
    CHECK_EQ_INT(glspv_reflect(w, n, &r), GLSPV_OK);
    glspv_result_destroy(c);
    glspv_options_destroy(o);
    return r;
}

static glspv_result *reflect_asm(const char *text, glspv_target_env env)
{
    size_t n = 0;
    uint32_t *w = test_assemble(text, env, &n);
    CHECK(w != NULL);
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_reflect(w, n, &r), GLSPV_OK);
    free(w);
    return r;
}

static const glspv_reflect_binding *binding_named(const glspv_reflection *R, const char *name)
{
    for (uint32_t i = 0; R && i < R->binding_count; i++)
        if (strcmp(R->bindings[i].name, name) == 0)
            return &R->bindings[i];
    fprintf(stderr, "no binding %s\n", name);
    return NULL;
}

static const glspv_reflect_variable *variable_named(const glspv_reflect_variable *v, uint32_t n, const char *name)
{
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(v[i].name, name) == 0)
            return &v[i];
    fprintf(stderr, "no variable %s\n", name);
    return NULL;
}

static const char compute_src[] =
    "#version 460\n"
    "#extension GL_EXT_ray_tracing : require\n"
    "layout(local_size_x_id = 3, local_size_y = 4, local_size_z_id = 5) in;\n"
    "layout(set = 0, binding = 0) uniform sampler s;\n"
    "layout(set = 0, binding = 1) uniform sampler2DArrayShadow cs[2][3];\n"
    "layout(set = 0, binding = 2) uniform texture3D ti;\n"
    "layout(set = 1, binding = 0, rgba8) uniform writeonly image2D si;\n"
    "layout(set = 1, binding = 1) uniform samplerBuffer utb;\n"
    "layout(set = 1, binding = 2, r32ui) uniform readonly uimageBuffer stb;\n"
    "layout(set = 2, binding = 0) uniform accelerationStructureEXT as;\n"
    "struct Inner { mat3x2 m; float f[3]; };\n"
    "layout(set = 2, binding = 1, std140) uniform U { layout(row_major) mat4 rm; Inner inner; vec3 v; } u;\n"
    "layout(set = 2, binding = 2, std430) readonly buffer S { uint count; vec4 data[]; } sb[4];\n"
    "layout(push_constant) uniform P { layout(offset = 16) vec4 a; float b; } pc;\n"
    "layout(constant_id = 7) const float K = 1.5;\n"
    "layout(constant_id = 8) const bool B = true;\n"
    "layout(constant_id = 9) const int N = -2;\n"
    "void main() {\n"
    "    vec4 x = texture(cs[1][2], vec4(0.5)) * texture(sampler3D(ti, s), vec3(0)) + u.rm[0] + sb[1].data[2]\n"
    "             + pc.a * K * float(N) * float(B) + vec4(gl_WorkGroupSize.x);\n"
    "}\n";

static void check_compute(void)
{
    glspv_result *r = reflect_glsl(GLSPV_STAGE_COMPUTE, GLSPV_ENV_VULKAN_1_2, compute_src);
    const glspv_reflection *R = glspv_result_reflection(r);
    CHECK(R != NULL);
    if (!R)
        return;
    CHECK_EQ_INT(R->spirv_version, 0x00010500);
    CHECK_EQ_INT(R->entry_point_count, 1);
    const glspv_reflect_entry_point *e = &R->entry_points[0];
    CHECK_EQ_STR(e->name, "main");
    CHECK_EQ_INT(e->execution_model, 5);
    CHECK_EQ_INT(e->stage, GLSPV_STAGE_COMPUTE);
    /* x and z from specialization constants 3 and 5 (defaults 1), y = 4. */
    CHECK_EQ_INT(e->workgroup_size[0], 1);
    CHECK_EQ_INT(e->workgroup_size[1], 4);
    CHECK_EQ_INT(e->workgroup_size[2], 1);
    CHECK_EQ_INT(e->workgroup_size_spec_id[0], 3);
    CHECK_EQ_INT(e->workgroup_size_spec_id[1], GLSPV_REFLECT_NONE);
    CHECK_EQ_INT(e->workgroup_size_spec_id[2], 5);
    CHECK_EQ_INT(e->mode_count, 1);
    CHECK_EQ_INT(e->modes[0].mode, 17); /* LocalSize */
    CHECK_EQ_INT(e->modes[0].operand_count, 3);
    CHECK_EQ_INT(e->modes[0].operands[1], 4);

    /* Every descriptor type but input attachments, sorted by set and binding. */
    static const struct {
        const char *name;
        uint32_t set, binding, count;
        glspv_descriptor_type type;
    } want[] = {
        {"s", 0, 0, 1, GLSPV_DESCRIPTOR_SAMPLER},
        {"cs", 0, 1, 6, GLSPV_DESCRIPTOR_COMBINED_IMAGE_SAMPLER},
        {"ti", 0, 2, 1, GLSPV_DESCRIPTOR_SAMPLED_IMAGE},
        {"si", 1, 0, 1, GLSPV_DESCRIPTOR_STORAGE_IMAGE},
        {"utb", 1, 1, 1, GLSPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER},
        {"stb", 1, 2, 1, GLSPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER},
        {"as", 2, 0, 1, GLSPV_DESCRIPTOR_ACCELERATION_STRUCTURE},
        {"u", 2, 1, 1, GLSPV_DESCRIPTOR_UNIFORM_BUFFER},
        {"sb", 2, 2, 4, GLSPV_DESCRIPTOR_STORAGE_BUFFER},
    };
    CHECK_EQ_INT(R->binding_count, sizeof want / sizeof *want);
    for (uint32_t i = 0; i < R->binding_count && i < sizeof want / sizeof *want; i++) {
        const glspv_reflect_binding *b = &R->bindings[i];
        CHECK_EQ_STR(b->name, want[i].name);
        CHECK_EQ_INT(b->set, want[i].set);
        CHECK_EQ_INT(b->binding, want[i].binding);
        CHECK_EQ_INT(b->descriptor_count, want[i].count);
        CHECK_EQ_INT(b->descriptor_type, want[i].type);
        CHECK_EQ_INT(b->input_attachment_index, GLSPV_REFLECT_NONE);
        CHECK(b->type != NULL);
    }
    const glspv_reflect_binding *b = binding_named(R, "cs");
    if (b && b->type) {
        CHECK_EQ_INT(b->type->kind, GLSPV_TYPE_SAMPLED_IMAGE);
        CHECK_EQ_STR(b->type->name, "sampler2DArrayShadow");
        CHECK_EQ_INT(b->type->array_dim_count, 2);
        CHECK_EQ_INT(b->type->array_dims[0], 2); /* outermost first */
        CHECK_EQ_INT(b->type->array_dims[1], 3);
        CHECK_EQ_INT(b->type->image.dim, 1); /* 2D */
        CHECK_EQ_INT(b->type->image.depth, 1);
        CHECK_EQ_INT(b->type->image.arrayed, 1);
        CHECK_EQ_INT(b->type->image.multisampled, 0);
        CHECK_EQ_INT(b->type->image.sampled, 1);
        CHECK_EQ_INT(b->type->image.sampled_kind, GLSPV_TYPE_FLOAT);
    }
    b = binding_named(R, "si");
    if (b && b->type) {
        CHECK_EQ_INT(b->flags, GLSPV_REFLECT_NON_READABLE);
        CHECK_EQ_INT(b->type->image.format, 4); /* Rgba8 */
        CHECK_EQ_STR(b->type->image.format_name, "rgba8");
        CHECK_EQ_INT(b->type->image.sampled, 2);
    }
    b = binding_named(R, "stb");
    if (b && b->type) {
        CHECK_EQ_INT(b->flags, GLSPV_REFLECT_NON_WRITABLE);
        CHECK_EQ_INT(b->type->image.dim, 5); /* Buffer */
        CHECK_EQ_INT(b->type->image.sampled_kind, GLSPV_TYPE_UINT);
        CHECK_EQ_STR(b->type->image.format_name, "r32ui");
    }
    /* The uniform block: a row-major matrix, a nested struct with a
     * column-major matrix and an array, offsets and strides of std140. */
    b = binding_named(R, "u");
    if (b && b->type) {
        const glspv_reflect_type *t = b->type;
        CHECK_EQ_STR(b->block_name, "U");
        CHECK_EQ_INT(t->kind, GLSPV_TYPE_STRUCT);
        CHECK_EQ_INT(t->block_size, 172);
        CHECK_EQ_INT(t->member_count, 3);
        if (t->member_count == 3) {
            CHECK_EQ_STR(t->members[0].name, "rm");
            CHECK_EQ_INT(t->members[0].flags, GLSPV_REFLECT_ROW_MAJOR);
            CHECK_EQ_INT(t->members[0].matrix_stride, 16);
            CHECK_EQ_INT(t->members[0].type->columns, 4);
            CHECK_EQ_INT(t->members[0].type->vector_size, 4);
            CHECK_EQ_INT(t->members[1].offset, 64);
            CHECK_EQ_INT(t->members[1].size, 96);
            const glspv_reflect_type *inner = t->members[1].type;
            CHECK_EQ_STR(inner->name, "Inner");
            CHECK_EQ_INT(inner->member_count, 2);
            if (inner->member_count == 2) {
                CHECK_EQ_INT(inner->members[0].flags, GLSPV_REFLECT_COLUMN_MAJOR);
                CHECK_EQ_STR(inner->members[0].type->name, "mat3x2");
                CHECK_EQ_INT(inner->members[0].type->columns, 3);
                CHECK_EQ_INT(inner->members[0].type->vector_size, 2);
                CHECK_EQ_INT(inner->members[0].size, 48);
                CHECK_EQ_INT(inner->members[1].offset, 48);
                CHECK_EQ_INT(inner->members[1].type->array_stride, 16);
                CHECK_EQ_INT(inner->members[1].type->array_dims[0], 3);
            }
            CHECK_EQ_INT(t->members[2].offset, 160);
            CHECK_EQ_STR(t->members[2].type->name, "vec3");
        }
    }
    /* An array of buffers whose last member is a runtime array. */
    b = binding_named(R, "sb");
    if (b && b->type) {
        CHECK_EQ_STR(b->block_name, "S");
        CHECK_EQ_INT(b->flags, GLSPV_REFLECT_NON_WRITABLE);
        CHECK_EQ_INT(b->type->array_dims[0], 4);
        CHECK_EQ_INT(b->type->block_size, 16);
        const glspv_reflect_type *data = b->type->member_count == 2 ? b->type->members[1].type : NULL;
        CHECK(data != NULL);
        if (data) {
            CHECK_EQ_INT(data->array_dim_count, 1);
            CHECK_EQ_INT(data->array_dims[0], 0); /* runtime */
            CHECK_EQ_INT(data->array_stride, 16);
        }
    }
    /* The push constants start at 16: the range is 16 .. 36. */
    CHECK_EQ_INT(R->push_constant_count, 1);
    if (R->push_constant_count) {
        CHECK_EQ_STR(R->push_constants[0].name, "pc");
        CHECK_EQ_INT(R->push_constants[0].offset, 16);
        CHECK_EQ_INT(R->push_constants[0].size, 20);
        CHECK_EQ_STR(R->push_constants[0].type->name, "P");
    }
    /* Static use: what main samples and reads, not the rest, in the order
     * main first names them. */
    static const char *const used[] = {"cs", "ti", "s", "u", "sb"};
    CHECK_EQ_INT(e->used_binding_count, 5);
    for (uint32_t i = 0; i < e->used_binding_count && i < 5; i++)
        CHECK_EQ_STR(R->bindings[e->used_bindings[i]].name, used[i]);
    CHECK_EQ_INT(e->used_push_constant_count, 1);
    /* Specialization constants, with the workgroup size's two. */
    CHECK_EQ_INT(R->spec_constant_count, 5);
    for (uint32_t i = 0; i < R->spec_constant_count; i++) {
        const glspv_reflect_spec_constant *c = &R->spec_constants[i];
        switch (c->spec_id) {
        case 7:
            CHECK_EQ_STR(c->name, "K");
            CHECK_EQ_INT(c->type->kind, GLSPV_TYPE_FLOAT);
            CHECK_EQ_INT(c->default_value, 0x3fc00000); /* 1.5f */
            break;
        case 8:
            CHECK_EQ_INT(c->type->kind, GLSPV_TYPE_BOOL);
            CHECK_EQ_INT(c->default_value, 1);
            break;
        case 9:
            CHECK_EQ_INT(c->type->kind, GLSPV_TYPE_INT);
            CHECK_EQ_INT(c->default_value, 0xfffffffeu);
            break;
        case 3: case 5:
            CHECK_EQ_INT(c->type->kind, GLSPV_TYPE_UINT);
            CHECK_EQ_INT(c->default_value, 1);
            break;
        default:
            CHECK(!"unexpected SpecId");
        }
    }
    glspv_result_destroy(r);
}

static void check_fragment(void)
{
    glspv_result *r = reflect_glsl(GLSPV_STAGE_FRAGMENT, GLSPV_ENV_VULKAN_1_0,
                                   "#version 450\n"
                                   "layout(input_attachment_index = 2, set = 0, binding = 3) uniform subpassInput sub;\n"
                                   "layout(location = 0) flat in ivec2 fi;\n"
                                   "layout(location = 1, component = 2) noperspective centroid in vec2 np;\n"
                                   "layout(location = 2) sample in float smp;\n"
                                   "layout(location = 0, index = 1) out vec4 color;\n"
                                   "void main() { color = subpassLoad(sub) + vec4(fi, np) * smp + gl_FragCoord; }\n");
    const glspv_reflection *R = glspv_result_reflection(r);
    CHECK(R != NULL);
    if (!R)
        return;
    CHECK_EQ_INT(R->binding_count, 1);
    const glspv_reflect_binding *b = binding_named(R, "sub");
    if (b) {
        CHECK_EQ_INT(b->descriptor_type, GLSPV_DESCRIPTOR_INPUT_ATTACHMENT);
        CHECK_EQ_INT(b->input_attachment_index, 2);
        CHECK_EQ_INT(b->binding, 3);
        CHECK_EQ_INT(b->type->image.dim, 6);
    }
    const glspv_reflect_entry_point *e = &R->entry_points[0];
    CHECK_EQ_INT(e->stage, GLSPV_STAGE_FRAGMENT);
    CHECK_EQ_INT(e->input_count, 4);
    for (uint32_t i = 0; i < e->input_count; i++) /* no blocks among them */
        CHECK_EQ_INT(e->inputs[i].flags & GLSPV_REFLECT_BLOCK, 0);
    const glspv_reflect_variable *v = variable_named(e->inputs, e->input_count, "fi");
    if (v) {
        CHECK_EQ_INT(v->location, 0);
        CHECK_EQ_INT(v->flags, GLSPV_REFLECT_FLAT);
        CHECK_EQ_INT(v->type->kind, GLSPV_TYPE_INT);
        CHECK_EQ_INT(v->type->vector_size, 2);
    }
    v = variable_named(e->inputs, e->input_count, "np");
    if (v) {
        CHECK_EQ_INT(v->location, 1);
        CHECK_EQ_INT(v->component, 2);
        CHECK_EQ_INT(v->flags, GLSPV_REFLECT_NOPERSPECTIVE | GLSPV_REFLECT_CENTROID);
    }
    v = variable_named(e->inputs, e->input_count, "smp");
    if (v)
        CHECK_EQ_INT(v->flags, GLSPV_REFLECT_SAMPLE);
    v = variable_named(e->inputs, e->input_count, "gl_FragCoord");
    if (v) {
        CHECK_EQ_INT(v->builtin, 15); /* FragCoord */
        CHECK_EQ_INT(v->location, GLSPV_REFLECT_NONE);
    }
    CHECK_EQ_INT(e->output_count, 1);
    v = variable_named(e->outputs, e->output_count, "color");
    if (v) {
        CHECK_EQ_INT(v->location, 0);
        CHECK_EQ_INT(v->index, 1);
        CHECK_EQ_INT(v->builtin, GLSPV_REFLECT_NONE);
    }
    CHECK_EQ_INT(e->used_binding_count, 1);
    glspv_result_destroy(r);
}

static void check_tessellation_and_mesh(void)
{
    glspv_result *r = reflect_glsl(GLSPV_STAGE_TESS_CONTROL, GLSPV_ENV_VULKAN_1_0,
                                   "#version 450\n"
                                   "layout(vertices = 3) out;\n"
                                   "layout(location = 0) in vec4 pin[];\n"
                                   "layout(location = 0) out vec4 pout[];\n"
                                   "layout(location = 1) patch out vec4 pp;\n"
                                   "layout(location = 2) out Named { vec4 x; } blocks[];\n"
                                   "void main() { pout[gl_InvocationID] = pin[gl_InvocationID]; pp = vec4(1);\n"
                                   "              blocks[gl_InvocationID].x = pp; gl_TessLevelOuter[0] = 1.0; }\n");
    const glspv_reflection *R = glspv_result_reflection(r);
    const glspv_reflect_entry_point *e = R ? &R->entry_points[0] : NULL;
    CHECK(e != NULL);
    if (e) {
        CHECK_EQ_INT(e->stage, GLSPV_STAGE_TESS_CONTROL);
        const glspv_reflect_variable *v = variable_named(e->outputs, e->output_count, "pp");
        if (v)
            CHECK_EQ_INT(v->flags, GLSPV_REFLECT_PATCH);
        v = variable_named(e->outputs, e->output_count, "blocks"); /* an array of blocks: still a block */
        CHECK(v != NULL);
        if (v) {
            CHECK_EQ_INT(v->flags, GLSPV_REFLECT_BLOCK);
            CHECK_EQ_STR(v->type->name, "Named");
        }
        v = variable_named(e->inputs, e->input_count, "pin");
        if (v) {
            CHECK_EQ_INT(v->type->array_dim_count, 1);
            CHECK_EQ_INT(v->type->array_dims[0], 32); /* gl_MaxPatchVertices */
        }
        v = variable_named(e->outputs, e->output_count, "gl_TessLevelOuter");
        if (v) {
            CHECK_EQ_INT(v->builtin, 11);
            CHECK(v->flags & GLSPV_REFLECT_PATCH);
        }
    }
    glspv_result_destroy(r);

    r = reflect_glsl(GLSPV_STAGE_MESH, GLSPV_ENV_VULKAN_1_2,
                     "#version 460\n"
                     "#extension GL_EXT_mesh_shader : require\n"
                     "layout(local_size_x = 32) in;\n"
                     "layout(triangles, max_vertices = 3, max_primitives = 1) out;\n"
                     "layout(location = 0) perprimitiveEXT out vec4 prim[];\n"
                     "layout(location = 1) out vec4 vert[];\n"
                     "void main() { SetMeshOutputsEXT(3, 1); prim[0] = vec4(1); vert[gl_LocalInvocationIndex] = vec4(0);\n"
                     "              gl_PrimitiveTriangleIndicesEXT[0] = uvec3(0, 1, 2); }\n");
    R = glspv_result_reflection(r);
    e = R ? &R->entry_points[0] : NULL;
    CHECK(e != NULL);
    if (e) {
        CHECK_EQ_INT(e->stage, GLSPV_STAGE_MESH);
        CHECK_EQ_INT(e->workgroup_size[0], 32);
        CHECK_EQ_INT(e->workgroup_size_spec_id[0], GLSPV_REFLECT_NONE);
        CHECK_EQ_INT(e->mode_count, 4);
        const glspv_reflect_variable *v = variable_named(e->outputs, e->output_count, "prim");
        if (v)
            CHECK_EQ_INT(v->flags, GLSPV_REFLECT_PER_PRIMITIVE);
        v = variable_named(e->outputs, e->output_count, "vert");
        if (v)
            CHECK_EQ_INT(v->flags, 0);
    }
    glspv_result_destroy(r);
}

/* Two entry points sharing a function: each uses what it reaches. A
 * sampler array sized by a specialization constant; a buffer whose member
 * is an address of the buffer's own type; LocalSizeId. */
static const char two_entries[] =
    "OpCapability Shader\n"
    "OpCapability PhysicalStorageBufferAddresses\n"
    "OpExtension \"SPV_KHR_physical_storage_buffer\"\n"
    "OpMemoryModel PhysicalStorageBuffer64 GLSL450\n"
    "OpEntryPoint GLCompute %c1 \"first\" %ba %bb\n"
    "OpEntryPoint GLCompute %c2 \"second\" %ba %tex\n"
    "OpExecutionModeId %c1 LocalSizeId %x %one %one\n"
    "OpExecutionMode %c2 LocalSize 2 2 2\n"
    "OpName %ba \"A\"\n"
    "OpName %bb \"B\"\n"
    "OpName %tex \"tex\"\n"
    "OpDecorate %Node Block\n"
    "OpMemberDecorate %Node 0 Offset 0\n"
    "OpMemberDecorate %Node 1 Offset 8\n"
    "OpDecorate %ba DescriptorSet 0\n"
    "OpDecorate %ba Binding 0\n"
    "OpDecorate %bb DescriptorSet 0\n"
    "OpDecorate %bb Binding 1\n"
    "OpDecorate %tex DescriptorSet 1\n"
    "OpDecorate %tex Binding 0\n"
    "OpDecorate %x SpecId 4\n"
    "OpDecorate %n SpecId 6\n"
    "OpTypeForwardPointer %pNode PhysicalStorageBuffer\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%uint = OpTypeInt 32 0\n"
    "%float = OpTypeFloat 32\n"
    "%one = OpConstant %uint 1\n"
    "%x = OpSpecConstant %uint 64\n"
    "%n = OpSpecConstant %uint 5\n"
    "%Node = OpTypeStruct %pNode %float\n"
    "%pNode = OpTypePointer PhysicalStorageBuffer %Node\n"
    "%sbNode = OpTypePointer StorageBuffer %Node\n"
    "%ba = OpVariable %sbNode StorageBuffer\n"
    "%bb = OpVariable %sbNode StorageBuffer\n"
    "%img = OpTypeImage %float 2D 0 0 0 1 Unknown\n"
    "%si = OpTypeSampledImage %img\n"
    "%arr = OpTypeArray %si %n\n"
    "%parr = OpTypePointer UniformConstant %arr\n"
    "%tex = OpVariable %parr UniformConstant\n"
    "%shared = OpFunction %void None %fn\n"
    "%l0 = OpLabel\n"
    "%p = OpCopyObject %sbNode %ba\n"
    "OpReturn\n"
    "OpFunctionEnd\n"
    "%c1 = OpFunction %void None %fn\n"
    "%l1 = OpLabel\n"
    "%r1 = OpFunctionCall %void %shared\n"
    "%q = OpCopyObject %sbNode %bb\n"
    "OpReturn\n"
    "OpFunctionEnd\n"
    "%c2 = OpFunction %void None %fn\n"
    "%l2 = OpLabel\n"
    "%r2 = OpFunctionCall %void %shared\n"
    "%t = OpCopyObject %parr %tex\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static void check_two_entry_points(void)
{
    glspv_result *r = reflect_asm(two_entries, GLSPV_ENV_VULKAN_1_2);
    const glspv_reflection *R = glspv_result_reflection(r);
    CHECK(R != NULL);
    if (!R)
        return;
    CHECK_EQ_INT(R->entry_point_count, 2);
    CHECK_EQ_INT(R->binding_count, 3);
    if (R->entry_point_count != 2 || R->binding_count != 3)
        return;
    const glspv_reflect_entry_point *a = &R->entry_points[0], *b = &R->entry_points[1];
    CHECK_EQ_STR(a->name, "first");
    CHECK_EQ_STR(b->name, "second");
    CHECK_EQ_INT(a->workgroup_size[0], 64);
    CHECK_EQ_INT(a->workgroup_size_spec_id[0], 4);
    CHECK_EQ_INT(a->workgroup_size[1], 1);
    CHECK_EQ_INT(a->workgroup_size_spec_id[1], GLSPV_REFLECT_NONE);
    CHECK_EQ_INT(b->workgroup_size[2], 2);
    CHECK_EQ_INT(b->workgroup_size_spec_id[2], GLSPV_REFLECT_NONE);
    /* Bindings by set then binding: A, B, tex. */
    CHECK_EQ_STR(R->bindings[0].name, "A");
    CHECK_EQ_STR(R->bindings[2].name, "tex");
    /* "first" calls the function that names A, then names B: a callee's
     * uses come where it is called. */
    CHECK_EQ_INT(a->used_binding_count, 2);
    if (a->used_binding_count == 2) {
        CHECK_EQ_INT(a->used_bindings[0], 0);
        CHECK_EQ_INT(a->used_bindings[1], 1);
    }
    CHECK_EQ_INT(a->used_variable_count, 2);
    CHECK_EQ_INT(b->used_binding_count, 2);
    if (b->used_binding_count == 2) {
        CHECK_EQ_INT(b->used_bindings[0], 0);
        CHECK_EQ_INT(b->used_bindings[1], 2);
    }
    /* An array sized by a specialization constant: its default, marked. */
    const glspv_reflect_binding *tex = &R->bindings[2];
    CHECK_EQ_INT(tex->descriptor_type, GLSPV_DESCRIPTOR_COMBINED_IMAGE_SAMPLER);
    CHECK_EQ_INT(tex->descriptor_count, 5);
    CHECK_EQ_INT(tex->type->array_dims_spec, 1);
    /* A buffer address pointing back at its own block. */
    const glspv_reflect_type *node = R->bindings[0].type;
    CHECK_EQ_INT(node->kind, GLSPV_TYPE_STRUCT);
    CHECK(R->bindings[1].type == node); /* types are shared */
    if (node->member_count == 2) {
        const glspv_reflect_type *ptr = node->members[0].type;
        CHECK_EQ_INT(ptr->kind, GLSPV_TYPE_POINTER);
        CHECK(ptr->pointee == node);
        CHECK_EQ_INT(node->members[1].offset, 8);
    }
    glspv_result_destroy(r);
}

/* Nothing that is not a reflect result has structs; a module of odd ids
 * gives structs without a crash. */
static void check_odd(void)
{
    glspv_result *r = NULL;
    CHECK(glspv_result_reflection(NULL) == NULL);
    uint32_t junk[6] = {0x12345678, 1, 2, 3, 4, 5};
    CHECK_EQ_INT(glspv_reflect(junk, 6, &r), GLSPV_ERROR_INVALID_BINARY);
    CHECK(glspv_result_reflection(r) == NULL);
    glspv_result_destroy(r);
    r = reflect_asm("OpCapability Shader\n"
                    "OpMemoryModel Logical GLSL450\n"
                    "OpEntryPoint GLCompute %s \"x\" %v %s %fn\n"
                    "OpExecutionModeId %s LocalSizeId %s %v %fn\n"
                    "OpDecorate %s Block\n"
                    "OpDecorate %v Binding 1\n"
                    "OpMemberDecorate %s 7 Offset 4\n"
                    "%void = OpTypeVoid\n"
                    "%fn = OpTypeFunction %void\n"
                    "%arr = OpTypeArray %s %fn\n"
                    "%s = OpTypeStruct %arr %s\n"
                    "%p = OpTypePointer Uniform %s\n"
                    "%v = OpVariable %p Uniform\n"
                    "%f = OpFunction %void None %fn\n"
                    "%l = OpLabel\n"
                    "%c = OpFunctionCall %void %f\n"
                    "%d = OpFunctionCall %void %v\n"
                    "OpReturn\n"
                    "OpFunctionEnd\n",
                    GLSPV_ENV_UNIVERSAL_1_6);
    const glspv_reflection *R = glspv_result_reflection(r);
    CHECK(R != NULL);
    if (R) {
        CHECK_EQ_INT(R->entry_point_count, 1);
        CHECK_EQ_INT(R->binding_count, 1);
        CHECK_EQ_INT(R->entry_points[0].input_count, 0);
    }
    glspv_result_destroy(r);
}

int main(void)
{
    check_compute();
    check_fragment();
    check_tessellation_and_mesh();
    check_two_entry_points();
    check_odd();
    return TEST_DONE();
}
