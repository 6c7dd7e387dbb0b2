/* A GLSL compute shader with a mistake, through VK_LAYER_GLSPV_glsl_shader:
 * vkCreateShaderModule accepts the text (the stage is not known yet),
 * vkCreateComputePipelines compiles it, fails with VK_ERROR_INVALID_SHADER_NV
 * and hands the compile log to the application's debug messenger.
 *
 *     VK_ADD_LAYER_PATH=build/layer build/examples/layer-error
 *
 * Exits 0 when all of that happened as described. */
#include "example.h"

static const char shader[] =
    "#version 450\n"
    "layout(local_size_x = 1) in;\n"
    "layout(set = 0, binding = 0) buffer Numbers { uint n[]; };\n"
    "void main()\n"
    "{\n"
    "    n[0] = lenght(n[1]);   // a typo\n"
    "}\n";

static int messages;

/* VK_EXT_debug_utils: the layer sends one message per shader that did not
 * compile, with the log as glslc would print it. */
static VKAPI_ATTR VkBool32 VKAPI_CALL on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                 VkDebugUtilsMessageTypeFlagsEXT types,
                                                 const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)
{
    (void)types;
    (void)user;
    if (!(severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT))
        return VK_FALSE;
    messages++;
    printf("debug messenger, %s:\n", data->pMessageIdName ? data->pMessageIdName : "(no id)");
    for (const char *line = data->pMessage; *line;) {
        size_t n = strcspn(line, "\n");
        printf("    %.*s\n", (int)n, line);
        line += n + (line[n] == '\n');
    }
    return VK_FALSE;
}

int main(void)
{
    /* Chained on the instance's create info, the messenger is there from the start. */
    VkDebugUtilsMessengerCreateInfoEXT messenger = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    messenger.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    messenger.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    messenger.pfnUserCallback = on_message;
    Example e;
    example_open(&e, &messenger, 4);

    VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    mi.codeSize = sizeof shader;
    mi.pCode = (const uint32_t *)(const void *)shader;
    VkShaderModule module;
    check(vkCreateShaderModule(e.device, &mi, NULL, &module), "vkCreateShaderModule");
    printf("vkCreateShaderModule: VK_SUCCESS (GLSL is compiled when the stage is known)\n");

    /* A name makes the log read "typo.comp:6: error: ...". */
    PFN_vkSetDebugUtilsObjectNameEXT set_name =
        (PFN_vkSetDebugUtilsObjectNameEXT)vkGetDeviceProcAddr(e.device, "vkSetDebugUtilsObjectNameEXT");
    VkDebugUtilsObjectNameInfoEXT name = {.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT};
    name.objectType = VK_OBJECT_TYPE_SHADER_MODULE;
    name.objectHandle = (uint64_t)(uintptr_t)module;
    name.pObjectName = "typo.comp";
    check(set_name(e.device, &name), "vkSetDebugUtilsObjectNameEXT");

    VkComputePipelineCreateInfo pi = {.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    pi.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    pi.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    pi.stage.module = module;
    pi.stage.pName = "main";
    pi.layout = e.layout;
    pi.basePipelineIndex = -1;
    VkPipeline pipeline = VK_NULL_HANDLE;
    VkResult r = vkCreateComputePipelines(e.device, VK_NULL_HANDLE, 1, &pi, NULL, &pipeline);
    printf("vkCreateComputePipelines: %s, pipeline %s\n", result_name(r),
           pipeline == VK_NULL_HANDLE ? "VK_NULL_HANDLE" : "created (unexpected)");

    vkDestroyShaderModule(e.device, module, NULL);
    example_close(&e);
    int as_described = r == VK_ERROR_INVALID_SHADER_NV && pipeline == VK_NULL_HANDLE && messages == 1;
    if (!as_described)
        printf("unexpected: expected VK_ERROR_INVALID_SHADER_NV, a null pipeline and one message\n");
    return as_described ? 0 : 1;
}
