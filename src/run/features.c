/* The names a [require] section may use for device features: every member
 * of VkPhysicalDeviceFeatures, and the VkBool32 members of the feature
 * structs of Vulkan 1.1, 1.2 and 1.3 and of common extensions. For each it
 * records the struct, its sType, the extension that brings it and the core
 * version that absorbed it, so vk.c can query the feature through
 * vkGetPhysicalDeviceFeatures2 and enable it at device creation.
 *
 * The extension-struct list was produced from the Vulkan registry (vk.xml,
 * 1.3.239): each struct's sType, its VkBool32 members, the extension whose
 * <require> names it (or its KHR/EXT alias) and the core <feature> that
 * absorbed it. The per-version VkPhysicalDeviceVulkan1xFeatures structs are
 * left out on purpose: a device may not be given both them and the
 * individual structs, and the individual ones also work on drivers that
 * only have the extension. A member that occurs in two structs is listed
 * once, for the first. */
#include <stddef.h>
#include <string.h>

#include "run/run.h"

/* VkPhysicalDeviceFeatures members. */
#define CORE_FEATURES(C) \
C(robustBufferAccess) C(fullDrawIndexUint32) C(imageCubeArray) C(independentBlend) \
C(geometryShader) C(tessellationShader) C(sampleRateShading) C(dualSrcBlend) C(logicOp) \
C(multiDrawIndirect) C(drawIndirectFirstInstance) C(depthClamp) C(depthBiasClamp) \
C(fillModeNonSolid) C(depthBounds) C(wideLines) C(largePoints) C(alphaToOne) C(multiViewport) \
C(samplerAnisotropy) C(textureCompressionETC2) C(textureCompressionASTC_LDR) \
C(textureCompressionBC) C(occlusionQueryPrecise) C(pipelineStatisticsQuery) \
C(vertexPipelineStoresAndAtomics) C(fragmentStoresAndAtomics) \
C(shaderTessellationAndGeometryPointSize) C(shaderImageGatherExtended) \
C(shaderStorageImageExtendedFormats) C(shaderStorageImageMultisample) \
C(shaderStorageImageReadWithoutFormat) C(shaderStorageImageWriteWithoutFormat) \
C(shaderUniformBufferArrayDynamicIndexing) C(shaderSampledImageArrayDynamicIndexing) \
C(shaderStorageBufferArrayDynamicIndexing) C(shaderStorageImageArrayDynamicIndexing) \
C(shaderClipDistance) C(shaderCullDistance) C(shaderFloat64) C(shaderInt64) C(shaderInt16) \
C(shaderResourceResidency) C(shaderResourceMinLod) C(sparseBinding) C(sparseResidencyBuffer) \
C(sparseResidencyImage2D) C(sparseResidencyImage3D) C(sparseResidency2Samples) \
C(sparseResidency4Samples) C(sparseResidency8Samples) C(sparseResidency16Samples) \
C(sparseResidencyAliased) C(variableMultisampleRate) C(inheritedQueries)

/* FEAT(struct, sType, extension, core version, member) */
#define EXT_FEATURES(FEAT) \
    FEAT(VkPhysicalDevice16BitStorageFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES, "VK_KHR_16bit_storage", VK_API_VERSION_1_1, storageBuffer16BitAccess) \
    FEAT(VkPhysicalDevice16BitStorageFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES, "VK_KHR_16bit_storage", VK_API_VERSION_1_1, uniformAndStorageBuffer16BitAccess) \
    FEAT(VkPhysicalDevice16BitStorageFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES, "VK_KHR_16bit_storage", VK_API_VERSION_1_1, storagePushConstant16) \
    FEAT(VkPhysicalDevice16BitStorageFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES, "VK_KHR_16bit_storage", VK_API_VERSION_1_1, storageInputOutput16) \
    FEAT(VkPhysicalDeviceMultiviewFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MULTIVIEW_FEATURES, "VK_KHR_multiview", VK_API_VERSION_1_1, multiview) \
    FEAT(VkPhysicalDeviceMultiviewFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MULTIVIEW_FEATURES, "VK_KHR_multiview", VK_API_VERSION_1_1, multiviewGeometryShader) \
    FEAT(VkPhysicalDeviceMultiviewFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MULTIVIEW_FEATURES, "VK_KHR_multiview", VK_API_VERSION_1_1, multiviewTessellationShader) \
    FEAT(VkPhysicalDeviceVariablePointersFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VARIABLE_POINTERS_FEATURES, "VK_KHR_variable_pointers", VK_API_VERSION_1_1, variablePointersStorageBuffer) \
    FEAT(VkPhysicalDeviceVariablePointersFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VARIABLE_POINTERS_FEATURES, "VK_KHR_variable_pointers", VK_API_VERSION_1_1, variablePointers) \
    FEAT(VkPhysicalDeviceProtectedMemoryFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROTECTED_MEMORY_FEATURES, NULL, VK_API_VERSION_1_1, protectedMemory) \
    FEAT(VkPhysicalDeviceSamplerYcbcrConversionFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SAMPLER_YCBCR_CONVERSION_FEATURES, "VK_KHR_sampler_ycbcr_conversion", VK_API_VERSION_1_1, samplerYcbcrConversion) \
    FEAT(VkPhysicalDeviceShaderDrawParametersFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_DRAW_PARAMETERS_FEATURES, "VK_KHR_shader_draw_parameters", VK_API_VERSION_1_1, shaderDrawParameters) \
    FEAT(VkPhysicalDevice8BitStorageFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES, "VK_KHR_8bit_storage", VK_API_VERSION_1_2, storageBuffer8BitAccess) \
    FEAT(VkPhysicalDevice8BitStorageFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES, "VK_KHR_8bit_storage", VK_API_VERSION_1_2, uniformAndStorageBuffer8BitAccess) \
    FEAT(VkPhysicalDevice8BitStorageFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES, "VK_KHR_8bit_storage", VK_API_VERSION_1_2, storagePushConstant8) \
    FEAT(VkPhysicalDeviceShaderAtomicInt64Features, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_INT64_FEATURES, "VK_KHR_shader_atomic_int64", VK_API_VERSION_1_2, shaderBufferInt64Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicInt64Features, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_INT64_FEATURES, "VK_KHR_shader_atomic_int64", VK_API_VERSION_1_2, shaderSharedInt64Atomics) \
    FEAT(VkPhysicalDeviceShaderFloat16Int8Features, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES, "VK_KHR_shader_float16_int8", VK_API_VERSION_1_2, shaderFloat16) \
    FEAT(VkPhysicalDeviceShaderFloat16Int8Features, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES, "VK_KHR_shader_float16_int8", VK_API_VERSION_1_2, shaderInt8) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderInputAttachmentArrayDynamicIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderUniformTexelBufferArrayDynamicIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderStorageTexelBufferArrayDynamicIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderUniformBufferArrayNonUniformIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderSampledImageArrayNonUniformIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderStorageBufferArrayNonUniformIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderStorageImageArrayNonUniformIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderInputAttachmentArrayNonUniformIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderUniformTexelBufferArrayNonUniformIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, shaderStorageTexelBufferArrayNonUniformIndexing) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingUniformBufferUpdateAfterBind) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingSampledImageUpdateAfterBind) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingStorageImageUpdateAfterBind) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingStorageBufferUpdateAfterBind) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingUniformTexelBufferUpdateAfterBind) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingStorageTexelBufferUpdateAfterBind) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingUpdateUnusedWhilePending) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingPartiallyBound) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, descriptorBindingVariableDescriptorCount) \
    FEAT(VkPhysicalDeviceDescriptorIndexingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES, "VK_EXT_descriptor_indexing", VK_API_VERSION_1_2, runtimeDescriptorArray) \
    FEAT(VkPhysicalDeviceScalarBlockLayoutFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SCALAR_BLOCK_LAYOUT_FEATURES, "VK_EXT_scalar_block_layout", VK_API_VERSION_1_2, scalarBlockLayout) \
    FEAT(VkPhysicalDeviceImagelessFramebufferFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGELESS_FRAMEBUFFER_FEATURES, "VK_KHR_imageless_framebuffer", VK_API_VERSION_1_2, imagelessFramebuffer) \
    FEAT(VkPhysicalDeviceUniformBufferStandardLayoutFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_UNIFORM_BUFFER_STANDARD_LAYOUT_FEATURES, "VK_KHR_uniform_buffer_standard_layout", VK_API_VERSION_1_2, uniformBufferStandardLayout) \
    FEAT(VkPhysicalDeviceShaderSubgroupExtendedTypesFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SUBGROUP_EXTENDED_TYPES_FEATURES, "VK_KHR_shader_subgroup_extended_types", VK_API_VERSION_1_2, shaderSubgroupExtendedTypes) \
    FEAT(VkPhysicalDeviceSeparateDepthStencilLayoutsFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SEPARATE_DEPTH_STENCIL_LAYOUTS_FEATURES, "VK_KHR_separate_depth_stencil_layouts", VK_API_VERSION_1_2, separateDepthStencilLayouts) \
    FEAT(VkPhysicalDeviceHostQueryResetFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_HOST_QUERY_RESET_FEATURES, "VK_EXT_host_query_reset", VK_API_VERSION_1_2, hostQueryReset) \
    FEAT(VkPhysicalDeviceTimelineSemaphoreFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES, "VK_KHR_timeline_semaphore", VK_API_VERSION_1_2, timelineSemaphore) \
    FEAT(VkPhysicalDeviceBufferDeviceAddressFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES, "VK_KHR_buffer_device_address", VK_API_VERSION_1_2, bufferDeviceAddress) \
    FEAT(VkPhysicalDeviceBufferDeviceAddressFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES, "VK_KHR_buffer_device_address", VK_API_VERSION_1_2, bufferDeviceAddressCaptureReplay) \
    FEAT(VkPhysicalDeviceBufferDeviceAddressFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES, "VK_KHR_buffer_device_address", VK_API_VERSION_1_2, bufferDeviceAddressMultiDevice) \
    FEAT(VkPhysicalDeviceVulkanMemoryModelFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_MEMORY_MODEL_FEATURES, "VK_KHR_vulkan_memory_model", VK_API_VERSION_1_2, vulkanMemoryModel) \
    FEAT(VkPhysicalDeviceVulkanMemoryModelFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_MEMORY_MODEL_FEATURES, "VK_KHR_vulkan_memory_model", VK_API_VERSION_1_2, vulkanMemoryModelDeviceScope) \
    FEAT(VkPhysicalDeviceVulkanMemoryModelFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_MEMORY_MODEL_FEATURES, "VK_KHR_vulkan_memory_model", VK_API_VERSION_1_2, vulkanMemoryModelAvailabilityVisibilityChains) \
    FEAT(VkPhysicalDeviceShaderDemoteToHelperInvocationFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_DEMOTE_TO_HELPER_INVOCATION_FEATURES, "VK_EXT_shader_demote_to_helper_invocation", VK_API_VERSION_1_3, shaderDemoteToHelperInvocation) \
    FEAT(VkPhysicalDeviceSubgroupSizeControlFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES, "VK_EXT_subgroup_size_control", VK_API_VERSION_1_3, subgroupSizeControl) \
    FEAT(VkPhysicalDeviceSubgroupSizeControlFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES, "VK_EXT_subgroup_size_control", VK_API_VERSION_1_3, computeFullSubgroups) \
    FEAT(VkPhysicalDeviceInlineUniformBlockFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_INLINE_UNIFORM_BLOCK_FEATURES, "VK_EXT_inline_uniform_block", VK_API_VERSION_1_3, inlineUniformBlock) \
    FEAT(VkPhysicalDeviceInlineUniformBlockFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_INLINE_UNIFORM_BLOCK_FEATURES, "VK_EXT_inline_uniform_block", VK_API_VERSION_1_3, descriptorBindingInlineUniformBlockUpdateAfterBind) \
    FEAT(VkPhysicalDeviceShaderIntegerDotProductFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_INTEGER_DOT_PRODUCT_FEATURES, "VK_KHR_shader_integer_dot_product", VK_API_VERSION_1_3, shaderIntegerDotProduct) \
    FEAT(VkPhysicalDeviceMaintenance4Features, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_4_FEATURES, "VK_KHR_maintenance4", VK_API_VERSION_1_3, maintenance4) \
    FEAT(VkPhysicalDeviceSynchronization2Features, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SYNCHRONIZATION_2_FEATURES, "VK_KHR_synchronization2", VK_API_VERSION_1_3, synchronization2) \
    FEAT(VkPhysicalDeviceDynamicRenderingFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES, "VK_KHR_dynamic_rendering", VK_API_VERSION_1_3, dynamicRendering) \
    FEAT(VkPhysicalDeviceShaderTerminateInvocationFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_TERMINATE_INVOCATION_FEATURES, "VK_KHR_shader_terminate_invocation", VK_API_VERSION_1_3, shaderTerminateInvocation) \
    FEAT(VkPhysicalDeviceZeroInitializeWorkgroupMemoryFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ZERO_INITIALIZE_WORKGROUP_MEMORY_FEATURES, "VK_KHR_zero_initialize_workgroup_memory", VK_API_VERSION_1_3, shaderZeroInitializeWorkgroupMemory) \
    FEAT(VkPhysicalDeviceTextureCompressionASTCHDRFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TEXTURE_COMPRESSION_ASTC_HDR_FEATURES, "VK_EXT_texture_compression_astc_hdr", VK_API_VERSION_1_3, textureCompressionASTC_HDR) \
    FEAT(VkPhysicalDevicePipelineCreationCacheControlFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_CREATION_CACHE_CONTROL_FEATURES, "VK_EXT_pipeline_creation_cache_control", VK_API_VERSION_1_3, pipelineCreationCacheControl) \
    FEAT(VkPhysicalDevicePrivateDataFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PRIVATE_DATA_FEATURES, "VK_EXT_private_data", VK_API_VERSION_1_3, privateData) \
    FEAT(VkPhysicalDeviceImageRobustnessFeatures, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES, "VK_EXT_image_robustness", VK_API_VERSION_1_3, robustImageAccess) \
    FEAT(VkPhysicalDeviceTransformFeedbackFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT, "VK_EXT_transform_feedback", 0, transformFeedback) \
    FEAT(VkPhysicalDeviceTransformFeedbackFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT, "VK_EXT_transform_feedback", 0, geometryStreams) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderBufferFloat32Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderBufferFloat32AtomicAdd) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderBufferFloat64Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderBufferFloat64AtomicAdd) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderSharedFloat32Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderSharedFloat32AtomicAdd) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderSharedFloat64Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderSharedFloat64AtomicAdd) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderImageFloat32Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, shaderImageFloat32AtomicAdd) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, sparseImageFloat32Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, "VK_EXT_shader_atomic_float", 0, sparseImageFloat32AtomicAdd) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderBufferFloat16Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderBufferFloat16AtomicAdd) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderBufferFloat16AtomicMinMax) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderBufferFloat32AtomicMinMax) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderBufferFloat64AtomicMinMax) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderSharedFloat16Atomics) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderSharedFloat16AtomicAdd) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderSharedFloat16AtomicMinMax) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderSharedFloat32AtomicMinMax) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderSharedFloat64AtomicMinMax) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, shaderImageFloat32AtomicMinMax) \
    FEAT(VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, "VK_EXT_shader_atomic_float2", 0, sparseImageFloat32AtomicMinMax) \
    FEAT(VkPhysicalDeviceShaderClockFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR, "VK_KHR_shader_clock", 0, shaderSubgroupClock) \
    FEAT(VkPhysicalDeviceShaderClockFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR, "VK_KHR_shader_clock", 0, shaderDeviceClock) \
    FEAT(VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_INTERLOCK_FEATURES_EXT, "VK_EXT_fragment_shader_interlock", 0, fragmentShaderSampleInterlock) \
    FEAT(VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_INTERLOCK_FEATURES_EXT, "VK_EXT_fragment_shader_interlock", 0, fragmentShaderPixelInterlock) \
    FEAT(VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_INTERLOCK_FEATURES_EXT, "VK_EXT_fragment_shader_interlock", 0, fragmentShaderShadingRateInterlock) \
    FEAT(VkPhysicalDeviceLineRasterizationFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT, "VK_EXT_line_rasterization", 0, rectangularLines) \
    FEAT(VkPhysicalDeviceLineRasterizationFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT, "VK_EXT_line_rasterization", 0, bresenhamLines) \
    FEAT(VkPhysicalDeviceLineRasterizationFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT, "VK_EXT_line_rasterization", 0, smoothLines) \
    FEAT(VkPhysicalDeviceLineRasterizationFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT, "VK_EXT_line_rasterization", 0, stippledRectangularLines) \
    FEAT(VkPhysicalDeviceLineRasterizationFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT, "VK_EXT_line_rasterization", 0, stippledBresenhamLines) \
    FEAT(VkPhysicalDeviceLineRasterizationFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT, "VK_EXT_line_rasterization", 0, stippledSmoothLines) \
    FEAT(VkPhysicalDeviceIndexTypeUint8FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_INDEX_TYPE_UINT8_FEATURES_EXT, "VK_EXT_index_type_uint8", 0, indexTypeUint8) \
    FEAT(VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT, "VK_EXT_shader_image_atomic_int64", 0, shaderImageInt64Atomics) \
    FEAT(VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT, "VK_EXT_shader_image_atomic_int64", 0, sparseImageInt64Atomics) \
    FEAT(VkPhysicalDeviceComputeShaderDerivativesFeaturesNV, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV, "VK_NV_compute_shader_derivatives", 0, computeDerivativeGroupQuads) \
    FEAT(VkPhysicalDeviceComputeShaderDerivativesFeaturesNV, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV, "VK_NV_compute_shader_derivatives", 0, computeDerivativeGroupLinear) \
    FEAT(VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_BARYCENTRIC_FEATURES_KHR, "VK_KHR_fragment_shader_barycentric", 0, fragmentShaderBarycentric) \
    FEAT(VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR, "VK_KHR_workgroup_memory_explicit_layout", 0, workgroupMemoryExplicitLayout) \
    FEAT(VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR, "VK_KHR_workgroup_memory_explicit_layout", 0, workgroupMemoryExplicitLayoutScalarBlockLayout) \
    FEAT(VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR, "VK_KHR_workgroup_memory_explicit_layout", 0, workgroupMemoryExplicitLayout8BitAccess) \
    FEAT(VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR, "VK_KHR_workgroup_memory_explicit_layout", 0, workgroupMemoryExplicitLayout16BitAccess) \
    FEAT(VkPhysicalDeviceVertexAttributeDivisorFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_FEATURES_EXT, "VK_EXT_vertex_attribute_divisor", 0, vertexAttributeInstanceRateDivisor) \
    FEAT(VkPhysicalDeviceVertexAttributeDivisorFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_FEATURES_EXT, "VK_EXT_vertex_attribute_divisor", 0, vertexAttributeInstanceRateZeroDivisor) \
    FEAT(VkPhysicalDeviceDepthClipEnableFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DEPTH_CLIP_ENABLE_FEATURES_EXT, "VK_EXT_depth_clip_enable", 0, depthClipEnable) \
    FEAT(VkPhysicalDeviceShaderSubgroupUniformControlFlowFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_FEATURES_KHR, "VK_KHR_shader_subgroup_uniform_control_flow", 0, shaderSubgroupUniformControlFlow) \
    FEAT(VkPhysicalDeviceMeshShaderFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT, "VK_EXT_mesh_shader", 0, taskShader) \
    FEAT(VkPhysicalDeviceMeshShaderFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT, "VK_EXT_mesh_shader", 0, meshShader) \
    FEAT(VkPhysicalDeviceMeshShaderFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT, "VK_EXT_mesh_shader", 0, multiviewMeshShader) \
    FEAT(VkPhysicalDeviceMeshShaderFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT, "VK_EXT_mesh_shader", 0, primitiveFragmentShadingRateMeshShader) \
    FEAT(VkPhysicalDeviceMeshShaderFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT, "VK_EXT_mesh_shader", 0, meshShaderQueries) \
    FEAT(VkPhysicalDeviceRayQueryFeaturesKHR, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR, "VK_KHR_ray_query", 0, rayQuery) \
    FEAT(VkPhysicalDeviceCooperativeMatrixFeaturesNV, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV, "VK_NV_cooperative_matrix", 0, cooperativeMatrix) \
    FEAT(VkPhysicalDeviceCooperativeMatrixFeaturesNV, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV, "VK_NV_cooperative_matrix", 0, cooperativeMatrixRobustBufferAccess) \
    FEAT(VkPhysicalDeviceShaderIntegerFunctions2FeaturesINTEL, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_INTEGER_FUNCTIONS_2_FEATURES_INTEL, "VK_INTEL_shader_integer_functions2", 0, shaderIntegerFunctions2) \
    FEAT(VkPhysicalDeviceConditionalRenderingFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_CONDITIONAL_RENDERING_FEATURES_EXT, "VK_EXT_conditional_rendering", 0, conditionalRendering) \
    FEAT(VkPhysicalDeviceConditionalRenderingFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_CONDITIONAL_RENDERING_FEATURES_EXT, "VK_EXT_conditional_rendering", 0, inheritedConditionalRendering) \
    FEAT(VkPhysicalDeviceRobustness2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT, "VK_EXT_robustness2", 0, robustBufferAccess2) \
    FEAT(VkPhysicalDeviceRobustness2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT, "VK_EXT_robustness2", 0, robustImageAccess2) \
    FEAT(VkPhysicalDeviceRobustness2FeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT, "VK_EXT_robustness2", 0, nullDescriptor) \
    FEAT(VkPhysicalDeviceProvokingVertexFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROVOKING_VERTEX_FEATURES_EXT, "VK_EXT_provoking_vertex", 0, provokingVertexLast) \
    FEAT(VkPhysicalDeviceProvokingVertexFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROVOKING_VERTEX_FEATURES_EXT, "VK_EXT_provoking_vertex", 0, transformFeedbackPreservesProvokingVertex) \
    FEAT(VkPhysicalDeviceCustomBorderColorFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_CUSTOM_BORDER_COLOR_FEATURES_EXT, "VK_EXT_custom_border_color", 0, customBorderColors) \
    FEAT(VkPhysicalDeviceCustomBorderColorFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_CUSTOM_BORDER_COLOR_FEATURES_EXT, "VK_EXT_custom_border_color", 0, customBorderColorWithoutFormat) \
    FEAT(VkPhysicalDeviceExtendedDynamicStateFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTENDED_DYNAMIC_STATE_FEATURES_EXT, "VK_EXT_extended_dynamic_state", 0, extendedDynamicState) \
    FEAT(VkPhysicalDeviceMultiDrawFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MULTI_DRAW_FEATURES_EXT, "VK_EXT_multi_draw", 0, multiDraw) \
    FEAT(VkPhysicalDevicePrimitiveTopologyListRestartFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PRIMITIVE_TOPOLOGY_LIST_RESTART_FEATURES_EXT, "VK_EXT_primitive_topology_list_restart", 0, primitiveTopologyListRestart) \
    FEAT(VkPhysicalDevicePrimitiveTopologyListRestartFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PRIMITIVE_TOPOLOGY_LIST_RESTART_FEATURES_EXT, "VK_EXT_primitive_topology_list_restart", 0, primitiveTopologyPatchListRestart)

static const struct {
    const char *name;
    FeatureInfo info;
} features[] = {
#define C(m) {#m, {"VkPhysicalDeviceFeatures", (VkStructureType)0, sizeof(VkPhysicalDeviceFeatures), \
                   offsetof(VkPhysicalDeviceFeatures, m), NULL, 0}},
    CORE_FEATURES(C)
#undef C
#define FEAT(st, stype, ext, ver, m) {#m, {#st, stype, sizeof(st), offsetof(st, m), ext, ver}},
    EXT_FEATURES(FEAT)
#undef FEAT
};

const FeatureInfo *feature_find(const char *name)
{
    for (size_t i = 0; i < RUN_COUNT(features); i++) {
        if (!strcmp(features[i].name, name))
            return &features[i].info;
    }
    return NULL;
}
