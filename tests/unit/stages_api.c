/* Mesh, task and ray tracing shaders through the library: GLSPV_STAGE_MESH
 * and GLSPV_STAGE_TASK give MeshEXT/TaskEXT (MeshNV/TaskNV with
 * GL_NV_mesh_shader alone), GL_EXT_mesh_shader below SPIR-V 1.4 is an
 * error that names the #extension line, the mesh functions resolve only in
 * their stage, and the six ray tracing stages give their execution models. */
#include <stdio.h>
#include <string.h>

#include "glspv.h"
#include "glsl/check/builtins.h"
#include "spirv/tables.h"
#include "test.h"

static const char mesh_ext[] = "#version 450\n"
                               "#extension GL_EXT_mesh_shader : require\n"
                               "layout(local_size_x = 1) in;\n"
                               "layout(max_vertices = 3, max_primitives = 1, triangles) out;\n"
                               "void main() { SetMeshOutputsEXT(3u, 1u); }\n";
static const char task_ext[] = "#version 450\n"
                               "#extension GL_EXT_mesh_shader : require\n"
                               "layout(local_size_x = 1) in;\n"
                               "void main() { EmitMeshTasksEXT(1u, 1u, 1u); }\n";
static const char task_nv[] = "#version 450\n"
                              "#extension GL_NV_mesh_shader : require\n"
                              "layout(local_size_x = 1) in;\n"
                              "void main() { gl_TaskCountNV = 1u; }\n";

/* The execution model of the module's entry point, or -1 (and the log in `log`). */
static long entry_model(glspv_target_env env, glspv_stage stage, const char *src, char *log, size_t log_size)
{
    glspv_options *o = NULL;
    glspv_result *r = NULL;
    long model = -1;
    log[0] = '\0';
    if (glspv_options_create(&o) != GLSPV_OK)
        return -1;
    glspv_options_set_target_env(o, env);
    glspv_compile(o, stage, src, strlen(src), "unit", &r);
    size_t n = 0;
    const uint32_t *w = r ? glspv_result_words(r, &n) : NULL;
    for (size_t at = 5; w && at < n && (w[at] >> 16);) {
        if ((w[at] & 0xffff) == SpvOpEntryPoint) {
            model = (long)w[at + 1];
            break;
        }
        at += w[at] >> 16;
    }
    if (r && glspv_result_log(r)) {
        strncpy(log, glspv_result_log(r), log_size - 1);
        log[log_size - 1] = '\0';
    }
    glspv_result_destroy(r);
    glspv_options_destroy(o);
    return model;
}

int main(void)
{
    char log[512];
    CHECK_EQ_INT(entry_model(GLSPV_ENV_VULKAN_1_2, GLSPV_STAGE_MESH, mesh_ext, log, sizeof log),
                 SpvExecutionModelMeshEXT);
    CHECK_EQ_INT(entry_model(GLSPV_ENV_VULKAN_1_1_SPIRV_1_4, GLSPV_STAGE_TASK, task_ext, log, sizeof log),
                 SpvExecutionModelTaskEXT);
    CHECK_EQ_INT(entry_model(GLSPV_ENV_VULKAN_1_0, GLSPV_STAGE_TASK, task_nv, log, sizeof log),
                 SpvExecutionModelTaskNV);
    CHECK_EQ_INT(entry_model(GLSPV_ENV_VULKAN_1_1, GLSPV_STAGE_MESH, mesh_ext, log, sizeof log), -1);
    CHECK(strstr(log, "unit:2: error: GL_EXT_mesh_shader needs SPIR-V 1.4") != NULL);

    /* The ray tracing stages, each with a body only its stage allows. */
    static const struct {
        glspv_stage stage;
        const char *body;
        long model;
    } rays[] = {
        {GLSPV_STAGE_RAYGEN, "uvec3 id = gl_LaunchIDEXT;", SpvExecutionModelRayGenerationKHR},
        {GLSPV_STAGE_INTERSECT, "reportIntersectionEXT(1.0, 0u);", SpvExecutionModelIntersectionKHR},
        {GLSPV_STAGE_ANY_HIT, "ignoreIntersectionEXT;", SpvExecutionModelAnyHitKHR},
        {GLSPV_STAGE_CLOSEST_HIT, "float t = gl_HitTEXT;", SpvExecutionModelClosestHitKHR},
        {GLSPV_STAGE_MISS, "vec3 d = gl_WorldRayDirectionEXT;", SpvExecutionModelMissKHR},
        {GLSPV_STAGE_CALLABLE, "uvec3 size = gl_LaunchSizeEXT;", SpvExecutionModelCallableKHR},
    };
    for (size_t i = 0; i < sizeof rays / sizeof rays[0]; i++) {
        char src[256];
        snprintf(src, sizeof src, "#version 460\n#extension GL_EXT_ray_tracing : require\nvoid main() { %s }\n",
                 rays[i].body);
        CHECK_EQ_INT(entry_model(GLSPV_ENV_VULKAN_1_2, rays[i].stage, src, log, sizeof log), rays[i].model);
    }
    /* The body of one stage is an error in another. */
    CHECK_EQ_INT(entry_model(GLSPV_ENV_VULKAN_1_2, GLSPV_STAGE_MISS,
                             "#version 460\n#extension GL_EXT_ray_tracing : require\n"
                             "void main() { reportIntersectionEXT(1.0, 0u); }\n", log, sizeof log), -1);
    CHECK(strstr(log, "reportIntersectionEXT") != NULL);

    /* The functions exist in their own stage only. */
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"out of memory");
        return TEST_DONE();
    }
    TypeTable tt;
    types_init(&tt, &ctx.arena);
    const Type *u3[3] = {tt.uint_, tt.uint_, tt.uint_};
    BuiltinCall bc;
    CHECK_EQ_INT(builtin_resolve(&tt, "EmitMeshTasksEXT", u3, 3, STAGE_TASK, FAM_CORE, &bc), BUILTIN_FOUND);
    CHECK_EQ_INT(bc.fn->ops[0], SPECIAL_EMIT_MESH_TASKS);
    CHECK_EQ_INT(builtin_resolve(&tt, "EmitMeshTasksEXT", u3, 3, STAGE_MESH, FAM_CORE, &bc), BUILTIN_WRONG_STAGE);
    CHECK_EQ_INT(builtin_resolve(&tt, "SetMeshOutputsEXT", u3, 2, STAGE_MESH, FAM_CORE, &bc), BUILTIN_FOUND);
    CHECK_EQ_INT(bc.fn->ops[0], SPECIAL_SET_MESH_OUTPUTS);
    CHECK_EQ_INT(builtin_resolve(&tt, "SetMeshOutputsEXT", u3, 2, STAGE_COMPUTE, FAM_CORE, &bc),
                 BUILTIN_WRONG_STAGE);
    CHECK_EQ_INT(builtin_resolve(&tt, "writePackedPrimitiveIndices4x8NV", u3, 2, STAGE_MESH, FAM_CORE, &bc),
                 BUILTIN_FOUND);
    ctx_free(&ctx);
    return TEST_DONE();
}
