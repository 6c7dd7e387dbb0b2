/* Allocation failure everywhere (issue 16): for each call below, a run with
 * the C library gives the expected answer; then the Nth allocation fails,
 * for N = 0, 1, 2, ... until a run needs no more than it was given. Each run
 * where an allocation failed must report GLSPV_ERROR_OUT_OF_MEMORY (the
 * result still made, with its status); each must give back every block it
 * took, in that run, with no crash; the run where nothing failed must give
 * the same status, words and text as the C library did. The calls cover
 * every stage, includes, a linked program, errors, preprocessing, checking
 * and the SPIR-V tools. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "test.h"

/* Fails every request once `calls_left` is spent; counts live blocks and bytes. */
typedef struct Pool {
    long calls_left;
    int failed;
    long long blocks, bytes;
} Pool;

static void *pool_alloc(void *user, size_t size)
{
    Pool *p = user;
    if (p->calls_left-- <= 0) {
        p->failed = 1;
        return NULL;
    }
    void *ptr = malloc(size ? size : 1);
    if (ptr) {
        p->blocks++;
        p->bytes += (long long)size;
    }
    return ptr;
}

static void *pool_realloc(void *user, void *ptr, size_t old_size, size_t new_size)
{
    Pool *p = user;
    if (p->calls_left-- <= 0) {
        p->failed = 1;
        return NULL;
    }
    void *grown = realloc(ptr, new_size ? new_size : 1);
    if (grown)
        p->bytes += (long long)new_size - (long long)old_size;
    return grown;
}

static void pool_free(void *user, void *ptr, size_t size)
{
    Pool *p = user;
    if (!ptr)
        return;
    p->blocks--;
    p->bytes -= (long long)size;
    free(ptr);
}

typedef enum CallKind { CALL_COMPILE, CALL_LINKED, CALL_PREPROCESS, CALL_CHECK, CALL_ASSEMBLE,
                        CALL_DISASSEMBLE, CALL_VALIDATE, CALL_OPTIMIZE, CALL_REFLECT, CALL_STRIP_DEBUG, CALL_COMPILE_OPTIMIZED } CallKind;

typedef struct Call {
    const char *name;
    CallKind kind;
    glspv_stage stage;
    glspv_target_env env;
    const char *text;  /* GLSL or assembly */
    const char *text2; /* the second source of a linked program */
    glspv_status want;
} Call;

/* What one run produced, compared between runs. */
typedef struct Answer {
    glspv_status status;
    size_t n_words;
    uint32_t *words;
    char *text;
} Answer;

static const char include_text[] = "vec4 tint(vec4 c) { return c * 0.5; }\n";

static int resolve(void *user, const char *requested, int is_system, const char *requesting, size_t depth,
                   const char **content, size_t *content_length, const char **resolved_name,
                   void **release_data)
{
    (void)user, (void)is_system, (void)requesting, (void)depth;
    *release_data = NULL;
    if (strcmp(requested, "tint.h") != 0) {
        *content = "not found";
        *content_length = strlen(*content);
        return 1;
    }
    *content = include_text;
    *content_length = strlen(include_text);
    *resolved_name = "tint.h";
    return 0;
}

static void release(void *user, void *release_data)
{
    (void)user, (void)release_data;
}

/* The module every SPIR-V tool call starts from. */
static const char module_text[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 4 1 1\n"
    "OpName %main \"main\"\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%int = OpTypeInt 32 1\n"
    "%c = OpConstant %int 7\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%x = OpIAdd %int %c %c\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* A module with resources, for the reflection structs: a buffer with a
 * nested struct, a sampler array, push constants, a specialization
 * constant, inputs, and a helper function that uses the buffer. */
static const char reflect_text[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint Fragment %main \"main\" %in %out\n"
    "OpExecutionMode %main OriginUpperLeft\n"
    "OpName %B \"Block\"\n"
    "OpMemberName %B 0 \"inner\"\n"
    "OpName %b \"buf\"\n"
    "OpName %in \"uv\"\n"
    "OpDecorate %B Block\n"
    "OpMemberDecorate %B 0 Offset 0\n"
    "OpMemberDecorate %B 1 Offset 32\n"
    "OpMemberDecorate %B 1 ColMajor\n"
    "OpMemberDecorate %B 1 MatrixStride 16\n"
    "OpMemberDecorate %I 0 Offset 0\n"
    "OpMemberDecorate %I 1 Offset 16\n"
    "OpDecorate %P Block\n"
    "OpMemberDecorate %P 0 Offset 8\n"
    "OpDecorate %b DescriptorSet 1\n"
    "OpDecorate %b Binding 2\n"
    "OpDecorate %t DescriptorSet 0\n"
    "OpDecorate %t Binding 0\n"
    "OpDecorate %in Location 0\n"
    "OpDecorate %in Flat\n"
    "OpDecorate %out Location 0\n"
    "OpDecorate %k SpecId 3\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%float = OpTypeFloat 32\n"
    "%v4 = OpTypeVector %float 4\n"
    "%m4 = OpTypeMatrix %v4 4\n"
    "%uint = OpTypeInt 32 0\n"
    "%k = OpSpecConstant %uint 9\n"
    "%two = OpConstant %uint 2\n"
    "%I = OpTypeStruct %v4 %float\n"
    "%B = OpTypeStruct %I %m4\n"
    "%pB = OpTypePointer Uniform %B\n"
    "%b = OpVariable %pB Uniform\n"
    "%img = OpTypeImage %float 2D 0 0 0 1 Unknown\n"
    "%si = OpTypeSampledImage %img\n"
    "%arr = OpTypeArray %si %two\n"
    "%parr = OpTypePointer UniformConstant %arr\n"
    "%t = OpVariable %parr UniformConstant\n"
    "%P = OpTypeStruct %v4\n"
    "%pP = OpTypePointer PushConstant %P\n"
    "%pc = OpVariable %pP PushConstant\n"
    "%pin = OpTypePointer Input %v4\n"
    "%in = OpVariable %pin Input\n"
    "%pout = OpTypePointer Output %v4\n"
    "%out = OpVariable %pout Output\n"
    "%helper = OpFunction %void None %fn\n"
    "%h = OpLabel\n"
    "%copy = OpCopyObject %pB %b\n"
    "OpReturn\n"
    "OpFunctionEnd\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%call = OpFunctionCall %void %helper\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* The same with a use of an undefined id: the validator's error path. */
static const char invalid_text[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%float = OpTypeFloat 32\n"
    "%int = OpTypeInt 32 1\n"
    "%c = OpConstant %int 7\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%x = OpFAdd %float %c %c\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static const Call calls[] = {
    {"vertex", CALL_COMPILE, GLSPV_STAGE_VERTEX, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "layout(location = 0) in vec3 pos;\n"
     "layout(location = 0) out vec2 uv;\n"
     "layout(set = 0, binding = 0) uniform Camera { mat4 view; vec4 scale[2]; } cam;\n"
     "vec4 place(vec3 p) { return cam.view * vec4(p * cam.scale[1].xyz, 1.0); }\n"
     "void main() { gl_Position = place(pos); uv = pos.xy; }\n",
     NULL, GLSPV_OK},
    {"tessellation control", CALL_COMPILE, GLSPV_STAGE_TESS_CONTROL, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "layout(vertices = 3) out;\n"
     "layout(location = 0) in vec4 v[];\n"
     "layout(location = 0) out vec4 w[];\n"
     "void main() {\n"
     "    w[gl_InvocationID] = v[gl_InvocationID];\n"
     "    if (gl_InvocationID == 0) { gl_TessLevelOuter[0] = 2.0; gl_TessLevelInner[0] = 3.0; }\n"
     "}\n",
     NULL, GLSPV_OK},
    {"tessellation evaluation", CALL_COMPILE, GLSPV_STAGE_TESS_EVALUATION, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "layout(triangles, equal_spacing, ccw) in;\n"
     "void main() {\n"
     "    gl_Position = gl_TessCoord.x * gl_in[0].gl_Position + gl_TessCoord.y * gl_in[1].gl_Position;\n"
     "}\n",
     NULL, GLSPV_OK},
    {"geometry", CALL_COMPILE, GLSPV_STAGE_GEOMETRY, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "layout(triangles) in;\n"
     "layout(line_strip, max_vertices = 4) out;\n"
     "void main() {\n"
     "    for (int i = 0; i < 3; i++) { gl_Position = gl_in[i].gl_Position; EmitVertex(); }\n"
     "    EndPrimitive();\n"
     "}\n",
     NULL, GLSPV_OK},
    {"fragment", CALL_COMPILE, GLSPV_STAGE_FRAGMENT, GLSPV_ENV_VULKAN_1_1,
     "#version 450\n"
     "layout(set = 0, binding = 1) uniform sampler2D tex;\n"
     "layout(location = 0) in vec2 uv;\n"
     "layout(location = 0) out vec4 color;\n"
     "const float weights[3] = float[](0.25, 0.5, 0.25);\n"
     "void main() {\n"
     "    vec4 sum = vec4(0.0);\n"
     "    for (int i = 0; i < 3; i++) sum += weights[i] * texture(tex, uv + float(i));\n"
     "    switch (int(uv.x)) { case 0: sum.r = 1.0; break; default: discard; }\n"
     "    color = sum;\n"
     "}\n",
     NULL, GLSPV_OK},
    {"compute", CALL_COMPILE, GLSPV_STAGE_COMPUTE, GLSPV_ENV_VULKAN_1_2,
     "#version 450\n"
     "layout(local_size_x = 64) in;\n"
     "struct Item { vec4 value; uint flags; };\n"
     "layout(std430, binding = 0) buffer Data { uint counter; Item items[]; };\n"
     "shared float partial[64];\n"
     "void main() {\n"
     "    uint i = gl_GlobalInvocationID.x;\n"
     "    partial[gl_LocalInvocationIndex] = items[i].value.x;\n"
     "    barrier();\n"
     "    if (gl_LocalInvocationIndex == 0u) atomicAdd(counter, 1u);\n"
     "    items[i].flags = uint(partial[0]);\n"
     "}\n",
     NULL, GLSPV_OK},
    {"mesh", CALL_COMPILE, GLSPV_STAGE_MESH, GLSPV_ENV_VULKAN_1_3,
     "#version 460\n"
     "#extension GL_EXT_mesh_shader : require\n"
     "layout(local_size_x = 1) in;\n"
     "layout(triangles, max_vertices = 3, max_primitives = 1) out;\n"
     "void main() {\n"
     "    SetMeshOutputsEXT(3, 1);\n"
     "    gl_MeshVerticesEXT[0].gl_Position = vec4(0.0);\n"
     "    gl_PrimitiveTriangleIndicesEXT[0] = uvec3(0, 1, 2);\n"
     "}\n",
     NULL, GLSPV_OK},
    {"task", CALL_COMPILE, GLSPV_STAGE_TASK, GLSPV_ENV_VULKAN_1_3,
     "#version 460\n"
     "#extension GL_EXT_mesh_shader : require\n"
     "layout(local_size_x = 1) in;\n"
     "taskPayloadSharedEXT uint payload;\n"
     "void main() { payload = 1u; EmitMeshTasksEXT(1, 1, 1); }\n",
     NULL, GLSPV_OK},
    {"ray generation", CALL_COMPILE, GLSPV_STAGE_RAYGEN, GLSPV_ENV_VULKAN_1_2,
     "#version 460\n"
     "#extension GL_EXT_ray_tracing : require\n"
     "layout(binding = 0) uniform accelerationStructureEXT scene;\n"
     "layout(location = 0) rayPayloadEXT vec4 payload;\n"
     "void main() {\n"
     "    traceRayEXT(scene, gl_RayFlagsOpaqueEXT, 0xff, 0, 0, 0, vec3(0.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0, 0);\n"
     "}\n",
     NULL, GLSPV_OK},
    {"closest hit", CALL_COMPILE, GLSPV_STAGE_CLOSEST_HIT, GLSPV_ENV_VULKAN_1_2,
     "#version 460\n"
     "#extension GL_EXT_ray_tracing : require\n"
     "layout(location = 0) rayPayloadInEXT vec4 payload;\n"
     "hitAttributeEXT vec2 bary;\n"
     "void main() { payload = vec4(bary, gl_HitTEXT, float(gl_PrimitiveID)); }\n",
     NULL, GLSPV_OK},
    {"include", CALL_COMPILE, GLSPV_STAGE_FRAGMENT, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "#extension GL_GOOGLE_include_directive : require\n"
     "#include \"tint.h\"\n"
     "layout(location = 0) out vec4 color;\n"
     "void main() { color = tint(vec4(1.0)); }\n",
     NULL, GLSPV_OK},
    {"macros", CALL_COMPILE, GLSPV_STAGE_FRAGMENT, GLSPV_ENV_OPENGL_4_5,
     "#version 450\n"
     "#define SQ(x) ((x) * (x))\n"
     "#define CAT(a, b) a##b\n"
     "#if defined(SQ) && SQ(3) == 9\n"
     "#define GAIN 2.0\n"
     "#else\n"
     "#error no\n"
     "#endif\n"
     "layout(location = 0) out vec4 CAT(col, or);\n"
     "void main() { color = vec4(SQ(GAIN)); }\n",
     NULL, GLSPV_OK},
    {"errors", CALL_COMPILE, GLSPV_STAGE_FRAGMENT, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "layout(location = 0) out vec4 color;\n"
     "struct S { int a; int a; };\n"
     "void main() { color = undeclared + vec3(1.0); int x = 1.5; }\n",
     NULL, GLSPV_ERROR_COMPILE},
    {"linked", CALL_LINKED, GLSPV_STAGE_FRAGMENT, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "layout(location = 0) out vec4 color;\n"
     "vec4 shade(float x);\n"
     "void main() { color = shade(0.5); }\n",
     "#version 450\n"
     "vec4 shade(float x) { return vec4(x, x * x, 0.0, 1.0); }\n",
     GLSPV_OK},
    {"preprocess", CALL_PREPROCESS, GLSPV_STAGE_VERTEX, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "#define F(a, b, c) a + b * c\n"
     "#extension GL_GOOGLE_include_directive : require\n"
     "#include \"tint.h\"\n"
     "float x = F(1, 2, 3);\n"
     "#line 100\n"
     "int y = __LINE__;\n",
     NULL, GLSPV_OK},
    {"check", CALL_CHECK, GLSPV_STAGE_COMPUTE, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "layout(local_size_x = 8) in;\n"
     "layout(binding = 0) buffer B { float v[]; };\n"
     "void main() { v[gl_LocalInvocationIndex] *= 2.0; }\n",
     NULL, GLSPV_OK},
    {"check errors", CALL_CHECK, GLSPV_STAGE_VERTEX, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "void main() { gl_Position = vec3(1.0); }\n",
     NULL, GLSPV_ERROR_COMPILE},
    {"assemble", CALL_ASSEMBLE, 0, GLSPV_ENV_VULKAN_1_0, module_text, NULL, GLSPV_OK},
    {"assemble errors", CALL_ASSEMBLE, 0, GLSPV_ENV_VULKAN_1_0, "OpCapability Shader\n%1 = OpNoSuchThing\n",
     NULL, GLSPV_ERROR_INVALID_ASSEMBLY},
    {"disassemble", CALL_DISASSEMBLE, 0, GLSPV_ENV_VULKAN_1_0, module_text, NULL, GLSPV_OK},
    {"validate", CALL_VALIDATE, 0, GLSPV_ENV_VULKAN_1_0, module_text, NULL, GLSPV_OK},
    {"validate errors", CALL_VALIDATE, 0, GLSPV_ENV_VULKAN_1_0, invalid_text, NULL, GLSPV_ERROR_VALIDATION},
    {"optimize", CALL_OPTIMIZE, 0, GLSPV_ENV_VULKAN_1_0, module_text, NULL, GLSPV_OK},
    {"optimize invalid", CALL_OPTIMIZE, 0, GLSPV_ENV_VULKAN_1_0, invalid_text, NULL, GLSPV_ERROR_VALIDATION},
    {"reflect", CALL_REFLECT, 0, GLSPV_ENV_VULKAN_1_0, reflect_text, NULL, GLSPV_OK},
    {"strip debug", CALL_STRIP_DEBUG, 0, GLSPV_ENV_VULKAN_1_0, module_text, NULL, GLSPV_OK},
    {"compile -O", CALL_COMPILE_OPTIMIZED, GLSPV_STAGE_FRAGMENT, GLSPV_ENV_VULKAN_1_0,
     "#version 450\n"
     "layout(location = 0) in vec4 v;\n"
     "layout(location = 0) out vec4 color;\n"
     "float unused(float x) { return x * 2.0; }\n"
     "void main() { int k = 3 * 4; vec4 c = v; if (v.x > 0.5) c *= float(k); color = c; }\n",
     NULL, GLSPV_OK},
};

static glspv_status call_glsl(const Call *c, glspv_options *o, glspv_result **r)
{
    size_t len = strlen(c->text);
    switch (c->kind) {
    case CALL_LINKED: {
        glspv_source src[2] = {{c->text, len, "a.frag"}, {c->text2, strlen(c->text2), "b.frag"}};
        return glspv_compile_linked(o, c->stage, src, 2, r);
    }
    case CALL_PREPROCESS:
        return glspv_preprocess(o, c->stage, c->text, len, "t.glsl", r);
    case CALL_CHECK:
        return glspv_check(o, c->stage, c->text, len, "t.glsl", r);
    default:
        return glspv_compile(o, c->stage, c->text, len, "t.glsl", r);
    }
}

/* One run of a call; `al` NULL: the C library. */
static glspv_status call_once(const Call *c, const glspv_allocator *al, const uint32_t *words, size_t n,
                              glspv_result **r)
{
    switch (c->kind) {
    case CALL_ASSEMBLE:
        return glspv_spirv_assemble_with(al, c->text, strlen(c->text), c->env, 0, r);
    case CALL_DISASSEMBLE:
        return glspv_spirv_disassemble_with(al, words, n, GLSPV_DIS_COMMENT, r);
    case CALL_VALIDATE:
        return glspv_spirv_validate_with(al, words, n, c->env, 0, r);
    case CALL_OPTIMIZE:
        return glspv_spirv_optimize_with(al, words, n, c->env, GLSPV_OPT_PERFORMANCE, r);
    case CALL_REFLECT:
        return glspv_reflect_with(al, words, n, r);
    case CALL_STRIP_DEBUG:
        return glspv_spirv_strip_debug_with(al, words, n, r);
    default:
        break;
    }
    glspv_options *o = NULL;
    if (glspv_options_create(&o) != GLSPV_OK)
        return GLSPV_ERROR_OUT_OF_MEMORY;
    glspv_options_set_target_env(o, c->env);
    glspv_options_set_include_callbacks(o, resolve, release, NULL);
    glspv_options_add_macro(o, "EXTRA", "1");
    if (c->kind == CALL_COMPILE_OPTIMIZED)
        glspv_options_set_optimization(o, GLSPV_OPT_PERFORMANCE);
    if (al)
        glspv_options_set_allocator(o, al);
    glspv_status s = call_glsl(c, o, r);
    glspv_options_destroy(o);
    return s;
}

/* The reflection structs as text, so that a run's can be compared whole. */
static void type_digest(FILE *f, const glspv_reflect_type *t, int depth)
{
    if (!t || depth > 4) {
        fprintf(f, "-");
        return;
    }
    fprintf(f, "%s/%d/%u/%u/%u[", t->name, t->kind, t->vector_size, t->columns, t->block_size);
    for (uint32_t i = 0; i < t->array_dim_count; i++)
        fprintf(f, "%u,", t->array_dims[i]);
    fprintf(f, "]{");
    for (uint32_t i = 0; i < t->member_count; i++) {
        const glspv_reflect_member *m = &t->members[i];
        fprintf(f, "%s@%u:%u:%u:%x ", m->name, m->offset, m->size, m->matrix_stride, m->flags);
        type_digest(f, m->type, depth + 1);
    }
    fprintf(f, "}");
}

static char *reflection_digest(const glspv_reflection *R)
{
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    fprintf(f, "\nversion %x types %u\n", R->spirv_version, R->type_count);
    for (uint32_t i = 0; i < R->entry_point_count; i++) {
        const glspv_reflect_entry_point *e = &R->entry_points[i];
        fprintf(f, "entry %s %u modes %u in %u out %u used", e->name, e->stage, e->mode_count, e->input_count,
                e->output_count);
        for (uint32_t k = 0; k < e->used_binding_count; k++)
            fprintf(f, " %u", e->used_bindings[k]);
        for (uint32_t k = 0; k < e->input_count; k++)
            fprintf(f, " in %s %u %x", e->inputs[k].name, e->inputs[k].location, e->inputs[k].flags);
        fprintf(f, "\n");
    }
    for (uint32_t i = 0; i < R->binding_count; i++) {
        const glspv_reflect_binding *b = &R->bindings[i];
        fprintf(f, "binding %s %s %u %u %d %u ", b->name, b->block_name, b->set, b->binding, b->descriptor_type,
                b->descriptor_count);
        type_digest(f, b->type, 0);
        fprintf(f, "\n");
    }
    for (uint32_t i = 0; i < R->push_constant_count; i++)
        fprintf(f, "push %s %u %u\n", R->push_constants[i].name, R->push_constants[i].offset,
                R->push_constants[i].size);
    for (uint32_t i = 0; i < R->spec_constant_count; i++)
        fprintf(f, "spec %u %llu\n", R->spec_constants[i].spec_id,
                (unsigned long long)R->spec_constants[i].default_value);
    fclose(f);
    return buf;
}

static Answer answer_of(glspv_status s, const glspv_result *r)
{
    Answer a = {s, 0, NULL, NULL};
    const uint32_t *w = glspv_result_words(r, &a.n_words);
    if (a.n_words) {
        a.words = malloc(a.n_words * sizeof *a.words);
        memcpy(a.words, w, a.n_words * sizeof *a.words);
    }
    const char *t = glspv_result_text(r, NULL);
    if (t)
        a.text = strcpy(malloc(strlen(t) + 1), t);
    const glspv_reflection *R = glspv_result_reflection(r);
    if (R) {
        char *digest = reflection_digest(R);
        size_t len = a.text ? strlen(a.text) : 0;
        a.text = realloc(a.text, len + strlen(digest) + 1);
        strcpy(a.text + len, digest);
        free(digest);
    }
    return a;
}

static int same_answer(const Answer *a, const Answer *b)
{
    if (a->status != b->status || a->n_words != b->n_words)
        return 0;
    if (a->n_words && memcmp(a->words, b->words, a->n_words * sizeof *a->words) != 0)
        return 0;
    if (!a->text || !b->text)
        return a->text == b->text;
    return strcmp(a->text, b->text) == 0;
}

static void answer_free(Answer *a)
{
    free(a->words);
    free(a->text);
}

/* Fails the Nth allocation for N = 0, 1, ...; returns the runs made. */
static long fail_each(const Call *c, const Answer *want, const uint32_t *words, size_t n)
{
    for (long fail_at = 0; fail_at < 1000000; fail_at++) {
        Pool pool = {fail_at, 0, 0, 0};
        /* Half the calls also grow blocks through realloc_fn. */
        glspv_allocator al = {&pool, pool_alloc, (c - calls) % 2 ? pool_realloc : NULL, pool_free};
        glspv_result *r = NULL;
        glspv_status s = call_once(c, &al, words, n, &r);
        CHECK(r != NULL || s == GLSPV_ERROR_OUT_OF_MEMORY);
        if (r)
            CHECK_EQ_INT(glspv_result_status(r), s);
        Answer got = answer_of(s, r);
        glspv_result_destroy(r);
        if (pool.blocks != 0 || pool.bytes != 0) {
            fprintf(stderr, "%s: failing allocation %ld: %lld blocks (%lld bytes) not freed\n", c->name,
                    fail_at, pool.blocks, pool.bytes);
            CHECK(0);
        }
        int done = !pool.failed;
        if (pool.failed && s != GLSPV_ERROR_OUT_OF_MEMORY) {
            fprintf(stderr, "%s: failing allocation %ld gave status %d\n", c->name, fail_at, s);
            CHECK(0);
        }
        if (done && !same_answer(&got, want)) {
            fprintf(stderr, "%s: with every allocation granted, not the C library's answer\n", c->name);
            CHECK(0);
        }
        answer_free(&got);
        if (done)
            return fail_at + 1;
    }
    CHECK(!"a million allocations and still not done");
    return 0;
}

static void test_call(const Call *c)
{
    size_t n = 0;
    uint32_t *words = NULL;
    if (c->kind == CALL_DISASSEMBLE || c->kind == CALL_VALIDATE || c->kind == CALL_OPTIMIZE ||
        c->kind == CALL_REFLECT || c->kind == CALL_STRIP_DEBUG) {
        words = test_assemble(c->text, c->env, &n);
        CHECK(words != NULL);
    }
    glspv_result *r = NULL;
    glspv_status s = call_once(c, NULL, words, n, &r);
    if (s != c->want)
        fprintf(stderr, "%s: status %d, want %d\n%s", c->name, s, c->want, glspv_result_log(r));
    CHECK_EQ_INT(s, c->want);
    Answer want = answer_of(s, r);
    glspv_result_destroy(r);
    long runs = fail_each(c, &want, words, n);
    printf("%-24s %ld runs\n", c->name, runs);
    fflush(stdout);
    answer_free(&want);
    free(words);
}

int main(void)
{
    for (size_t i = 0; i < sizeof calls / sizeof *calls; i++)
        test_call(&calls[i]);
    return TEST_DONE();
}
