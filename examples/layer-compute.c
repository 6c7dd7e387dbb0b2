/* VK_NV_glsl_shader through VK_LAYER_GLSPV_glsl_shader: GLSL text handed
 * straight to vkCreateShaderModule, compiled by the layer when the pipeline
 * is created, dispatched, and the result printed.
 *
 *     VK_ADD_LAYER_PATH=build/layer build/examples/layer-compute
 *
 * Nothing here compiles GLSL: the program links only the Vulkan loader. The
 * set-up that has nothing to do with shaders is in example.h. */
#include "example.h"

#define VALUES 16

/* Vulkan GLSL (GL_KHR_vulkan_glsl). Its entry point must be main(). */
static const char shader[] =
    "#version 450\n"
    "layout(local_size_x = 16) in;\n"
    "layout(set = 0, binding = 0) buffer Numbers { uint n[]; };\n"
    "\n"
    "// Each invocation writes the square of its index plus the one before.\n"
    "void main()\n"
    "{\n"
    "    uint i = gl_GlobalInvocationID.x;\n"
    "    n[i] = i * i + (i > 0u ? (i - 1u) * (i - 1u) : 0u);\n"
    "}\n";

int main(void)
{
    Example e;
    example_open(&e, NULL, VALUES);

    /* The GLSL itself is the module: no SPIR-V anywhere. codeSize may or may
     * not count the terminating NUL; the layer takes both. */
    VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    mi.codeSize = sizeof shader - 1;
    mi.pCode = (const uint32_t *)(const void *)shader;
    VkShaderModule module;
    check(vkCreateShaderModule(e.device, &mi, NULL, &module), "vkCreateShaderModule");
    printf("vkCreateShaderModule: %zu bytes of GLSL accepted\n", mi.codeSize);

    /* The stage comes from here: the layer compiles the module for compute. */
    VkComputePipelineCreateInfo pi = {.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    pi.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    pi.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    pi.stage.module = module;
    pi.stage.pName = "main";
    pi.layout = e.layout;
    pi.basePipelineIndex = -1;
    VkPipeline pipeline;
    VkResult r = vkCreateComputePipelines(e.device, VK_NULL_HANDLE, 1, &pi, NULL, &pipeline);
    printf("vkCreateComputePipelines: %s\n", result_name(r));
    check(r, "vkCreateComputePipelines");
    vkDestroyShaderModule(e.device, module, NULL);

    memset(e.data, 0, VALUES * sizeof *e.data);
    example_dispatch(&e, pipeline, 1);
    printf("result:");
    int wrong = 0;
    for (uint32_t i = 0; i < VALUES; i++) {
        printf(" %u", e.data[i]);
        wrong += e.data[i] != i * i + (i ? (i - 1) * (i - 1) : 0);
    }
    printf("\n%s\n", wrong ? "WRONG: that is not i*i + (i-1)*(i-1)" : "(i*i + (i-1)*(i-1), computed on the device)");

    vkDestroyPipeline(e.device, pipeline, NULL);
    example_close(&e);
    return wrong ? 1 : 0;
}
