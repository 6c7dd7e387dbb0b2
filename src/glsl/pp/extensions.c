/* The table of GLSL extensions glspv knows (see extensions.h).
 *
 * Columns: name, lowest desktop #version, lowest ES #version (0: not in that
 * language), the stages whose features it adds. The availability columns
 * decide where NAME is a predefined macro; they follow what the reference
 * compiler predefines, with the Vulkan-era extensions also available in
 * GLSL ES 3.10 and later. Keep the rows sorted by name: lookup is a binary
 * search. */
#include <string.h>

#include "glsl/pp/extensions.h"

#define D 110    /* every desktop version */
#define E 100    /* every ES version */
#define VK_D 140 /* the versions Vulkan accepts */
#define VK_E 310

static const ExtensionInfo extensions[] = {
    {"GL_3DL_array_objects", D, 0, STAGES_ALL},
    {"GL_AMD_gcn_shader", D, 0, STAGES_ALL},
    {"GL_AMD_gpu_shader_half_float", D, 0, STAGES_ALL},
    {"GL_AMD_gpu_shader_half_float_fetch", D, 0, STAGES_ALL},
    {"GL_AMD_gpu_shader_int16", D, 0, STAGES_ALL},
    {"GL_AMD_shader_ballot", D, 0, STAGES_ALL},
    {"GL_AMD_shader_early_and_late_fragment_tests", D, 0, STAGES_FRAG},
    {"GL_AMD_shader_explicit_vertex_parameter", D, 0, STAGES_FRAG},
    {"GL_AMD_shader_fragment_mask", D, 0, STAGES_FRAG},
    {"GL_AMD_shader_image_load_store_lod", D, 0, STAGES_ALL},
    {"GL_AMD_shader_trinary_minmax", D, 0, STAGES_ALL},
    {"GL_AMD_texture_gather_bias_lod", D, 0, STAGES_FRAG},
    {"GL_ANDROID_extension_pack_es31a", 0, E, STAGES_ALL},
    {"GL_ARB_bindless_texture", D, 0, STAGES_ALL},
    {"GL_ARB_compute_shader", D, 0, STAGES_ALL},
    {"GL_ARB_derivative_control", D, 0, STAGES_FRAG},
    {"GL_ARB_draw_instanced", D, 0, STAGES_ALL},
    {"GL_ARB_enhanced_layouts", D, 0, STAGES_ALL},
    {"GL_ARB_explicit_attrib_location", D, 0, STAGES_ALL},
    {"GL_ARB_explicit_uniform_location", D, 0, STAGES_ALL},
    {"GL_ARB_fragment_coord_conventions", D, 0, STAGES_ALL},
    {"GL_ARB_fragment_shader_interlock", D, 0, STAGES_FRAG},
    {"GL_ARB_gpu_shader5", D, 0, STAGES_ALL},
    {"GL_ARB_gpu_shader_fp64", D, 0, STAGES_ALL},
    {"GL_ARB_gpu_shader_int64", D, 0, STAGES_ALL},
    {"GL_ARB_post_depth_coverage", D, 0, STAGES_FRAG},
    {"GL_ARB_sample_shading", D, 0, STAGES_FRAG},
    {"GL_ARB_separate_shader_objects", D, 0, STAGES_ALL},
    {"GL_ARB_shader_atomic_counter_ops", D, 0, STAGES_ALL},
    {"GL_ARB_shader_atomic_counters", D, 0, STAGES_ALL},
    {"GL_ARB_shader_ballot", D, 0, STAGES_ALL},
    {"GL_ARB_shader_bit_encoding", D, 0, STAGES_ALL},
    {"GL_ARB_shader_clock", D, 0, STAGES_ALL},
    {"GL_ARB_shader_draw_parameters", D, 0, STAGES_ALL},
    {"GL_ARB_shader_group_vote", D, 0, STAGES_ALL},
    {"GL_ARB_shader_image_load_store", D, 0, STAGES_ALL},
    {"GL_ARB_shader_image_size", D, 0, STAGES_ALL},
    {"GL_ARB_shader_stencil_export", D, 0, STAGES_FRAG},
    {"GL_ARB_shader_storage_buffer_object", D, 0, STAGES_ALL},
    {"GL_ARB_shader_texture_image_samples", D, 0, STAGES_ALL},
    {"GL_ARB_shader_texture_lod", D, 0, STAGES_ALL},
    {"GL_ARB_shader_viewport_layer_array", D, 0, STAGES_ALL},
    {"GL_ARB_shading_language_420pack", D, 0, STAGES_ALL},
    {"GL_ARB_shading_language_packing", D, 0, STAGES_ALL},
    {"GL_ARB_sparse_texture2", D, 0, STAGES_ALL},
    {"GL_ARB_sparse_texture_clamp", D, 0, STAGES_ALL},
    {"GL_ARB_tessellation_shader", D, 0, STAGES_ALL},
    {"GL_ARB_texture_cube_map_array", D, 0, STAGES_ALL},
    {"GL_ARB_texture_gather", D, 0, STAGES_ALL},
    {"GL_ARB_texture_multisample", D, 0, STAGES_ALL},
    {"GL_ARB_texture_query_lod", D, 0, STAGES_FRAG},
    {"GL_ARB_texture_rectangle", D, 0, STAGES_ALL},
    {"GL_ARB_uniform_buffer_object", D, 0, STAGES_ALL},
    {"GL_ARB_vertex_attrib_64bit", D, 0, STAGES_ALL},
    {"GL_ARB_viewport_array", D, 0, STAGES_ALL},
    {"GL_ARM_shader_core_builtins", D, VK_E, STAGES_ALL},
    {"GL_EXT_YUV_target", 0, E, STAGES_ALL},
    {"GL_EXT_blend_func_extended", 0, E, STAGES_FRAG},
    {"GL_EXT_buffer_reference", D, VK_E, STAGES_ALL},
    {"GL_EXT_buffer_reference2", D, VK_E, STAGES_ALL},
    {"GL_EXT_buffer_reference_uvec2", D, VK_E, STAGES_ALL},
    {"GL_EXT_control_flow_attributes", D, VK_E, STAGES_ALL},
    {"GL_EXT_debug_printf", D, VK_E, STAGES_ALL},
    {"GL_EXT_demote_to_helper_invocation", D, VK_E, STAGES_FRAG},
    {"GL_EXT_device_group", VK_D, VK_E, STAGES_ALL},
    {"GL_EXT_frag_depth", 0, E, STAGES_FRAG},
    {"GL_EXT_fragment_invocation_density", D, VK_E, STAGES_FRAG},
    {"GL_EXT_fragment_shader_barycentric", D, VK_E, STAGES_FRAG},
    {"GL_EXT_fragment_shading_rate", D, E, STAGES_ALL},
    {"GL_EXT_geometry_point_size", 0, E, STAGES_ALL},
    {"GL_EXT_geometry_shader", 0, E, STAGES_ALL},
    {"GL_EXT_gpu_shader5", 0, E, STAGES_ALL},
    {"GL_EXT_mesh_shader", D, VK_E, STAGES_MESH | STAGES_FRAG},
    {"GL_EXT_multiview", VK_D, VK_E, STAGES_ALL},
    {"GL_EXT_nonuniform_qualifier", D, VK_E, STAGES_ALL},
    {"GL_EXT_null_initializer", VK_D, VK_E, STAGES_ALL},
    {"GL_EXT_opacity_micromap", D, VK_E, STAGES_RAY},
    {"GL_EXT_post_depth_coverage", D, VK_E, STAGES_FRAG},
    {"GL_EXT_primitive_bounding_box", 0, E, STAGES_ALL},
    {"GL_EXT_ray_cull_mask", D, VK_E, STAGES_RAY},
    {"GL_EXT_ray_flags_primitive_culling", D, VK_E, STAGES_ALL},
    {"GL_EXT_ray_query", D, VK_E, STAGES_ALL},
    {"GL_EXT_ray_tracing", D, VK_E, STAGES_RAY},
    {"GL_EXT_samplerless_texture_functions", D, VK_E, STAGES_ALL},
    {"GL_EXT_scalar_block_layout", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_16bit_storage", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_8bit_storage", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_atomic_float", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_atomic_float2", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_atomic_int64", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_explicit_arithmetic_types", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_explicit_arithmetic_types_float16", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_explicit_arithmetic_types_float32", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_explicit_arithmetic_types_float64", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_explicit_arithmetic_types_int16", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_explicit_arithmetic_types_int32", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_explicit_arithmetic_types_int64", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_explicit_arithmetic_types_int8", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_image_int64", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_image_load_formatted", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_implicit_conversions", 0, E, STAGES_ALL},
    {"GL_EXT_shader_integer_mix", D, E, STAGES_ALL},
    {"GL_EXT_shader_io_blocks", 0, E, STAGES_ALL},
    {"GL_EXT_shader_non_constant_global_initializers", D, E, STAGES_ALL},
    {"GL_EXT_shader_realtime_clock", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_subgroup_extended_types_float16", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_subgroup_extended_types_int16", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_subgroup_extended_types_int64", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_subgroup_extended_types_int8", D, VK_E, STAGES_ALL},
    {"GL_EXT_shader_texture_lod", 0, E, STAGES_ALL},
    {"GL_EXT_shadow_samplers", 0, E, STAGES_ALL},
    {"GL_EXT_shared_memory_block", D, VK_E, STAGES_ALL},
    {"GL_EXT_spirv_intrinsics", D, VK_E, STAGES_ALL},
    {"GL_EXT_subgroup_uniform_control_flow", VK_D, VK_E, STAGES_ALL},
    {"GL_EXT_terminate_invocation", D, E, STAGES_FRAG},
    {"GL_EXT_tessellation_point_size", 0, E, STAGES_ALL},
    {"GL_EXT_tessellation_shader", 0, E, STAGES_ALL},
    {"GL_EXT_texture_buffer", 0, E, STAGES_ALL},
    {"GL_EXT_texture_cube_map_array", 0, E, STAGES_ALL},
    {"GL_EXT_texture_offset_non_const", 130, 300, STAGES_ALL},
    {"GL_EXT_texture_shadow_lod", 130, 300, STAGES_ALL},
    {"GL_GOOGLE_cpp_style_line_directive", D, E, STAGES_ALL},
    {"GL_GOOGLE_include_directive", D, E, STAGES_ALL},
    {"GL_INTEL_shader_integer_functions2", D, 0, STAGES_ALL},
    {"GL_KHR_blend_equation_advanced", D, E, STAGES_FRAG},
    {"GL_KHR_memory_scope_semantics", D, VK_E, STAGES_ALL},
    {"GL_KHR_shader_subgroup_arithmetic", D, VK_E, STAGES_ALL},
    {"GL_KHR_shader_subgroup_ballot", D, VK_E, STAGES_ALL},
    {"GL_KHR_shader_subgroup_basic", D, VK_E, STAGES_ALL},
    {"GL_KHR_shader_subgroup_clustered", D, VK_E, STAGES_ALL},
    {"GL_KHR_shader_subgroup_quad", D, VK_E, STAGES_ALL},
    {"GL_KHR_shader_subgroup_shuffle", D, VK_E, STAGES_ALL},
    {"GL_KHR_shader_subgroup_shuffle_relative", D, VK_E, STAGES_ALL},
    {"GL_KHR_shader_subgroup_vote", D, VK_E, STAGES_ALL},
    {"GL_KHR_vulkan_glsl", VK_D, VK_E, STAGES_ALL},
    {"GL_NVX_multiview_per_view_attributes", D, 0, STAGES_ALL},
    {"GL_NV_compute_shader_derivatives", D, VK_E, STAGES_ALL},
    {"GL_NV_conservative_raster_underestimation", D, 0, STAGES_FRAG},
    {"GL_NV_cooperative_matrix", D, VK_E, STAGES_ALL},
    {"GL_NV_fragment_shader_barycentric", D, VK_E, STAGES_FRAG},
    {"GL_NV_geometry_shader_passthrough", D, 0, STAGES_ALL},
    {"GL_NV_integer_cooperative_matrix", D, VK_E, STAGES_ALL},
    {"GL_NV_mesh_shader", D, VK_E, STAGES_MESH | STAGES_FRAG},
    {"GL_NV_ray_tracing", D, VK_E, STAGES_RAY},
    {"GL_NV_ray_tracing_motion_blur", D, VK_E, STAGES_RAY},
    {"GL_NV_sample_mask_override_coverage", D, 0, STAGES_FRAG},
    {"GL_NV_shader_atomic_int64", D, 0, STAGES_ALL},
    {"GL_NV_shader_invocation_reorder", D, VK_E, STAGES_RAY},
    {"GL_NV_shader_noperspective_interpolation", 0, 300, STAGES_ALL},
    {"GL_NV_shader_sm_builtins", VK_D, VK_E, STAGES_ALL},
    {"GL_NV_shader_subgroup_partitioned", D, VK_E, STAGES_ALL},
    {"GL_NV_shader_texture_footprint", D, VK_E, STAGES_ALL},
    {"GL_NV_shading_rate_image", D, VK_E, STAGES_ALL},
    {"GL_NV_stereo_view_rendering", D, 0, STAGES_ALL},
    {"GL_NV_viewport_array2", D, 0, STAGES_ALL},
    {"GL_OES_EGL_image_external", 0, E, STAGES_ALL},
    {"GL_OES_EGL_image_external_essl3", 0, E, STAGES_ALL},
    {"GL_OES_geometry_point_size", 0, E, STAGES_ALL},
    {"GL_OES_geometry_shader", 0, E, STAGES_ALL},
    {"GL_OES_gpu_shader5", 0, E, STAGES_ALL},
    {"GL_OES_primitive_bounding_box", 0, E, STAGES_ALL},
    {"GL_OES_sample_variables", 0, E, STAGES_FRAG},
    {"GL_OES_shader_image_atomic", 0, E, STAGES_ALL},
    {"GL_OES_shader_io_blocks", 0, E, STAGES_ALL},
    {"GL_OES_shader_multisample_interpolation", 0, E, STAGES_FRAG},
    {"GL_OES_standard_derivatives", 0, E, STAGES_FRAG},
    {"GL_OES_tessellation_point_size", 0, E, STAGES_ALL},
    {"GL_OES_tessellation_shader", 0, E, STAGES_ALL},
    {"GL_OES_texture_3D", 0, E, STAGES_ALL},
    {"GL_OES_texture_buffer", 0, E, STAGES_ALL},
    {"GL_OES_texture_cube_map_array", 0, E, STAGES_ALL},
    {"GL_OES_texture_storage_multisample_2d_array", 0, E, STAGES_ALL},
    {"GL_OVR_multiview", 330, 300, STAGES_ALL},
    {"GL_OVR_multiview2", 330, 300, STAGES_ALL},
};

const ExtensionInfo *ext_find(const char *name, size_t len)
{
    return table_find_name(extensions, COUNT_OF(extensions), sizeof extensions[0], name, len);
}

int ext_available(const ExtensionInfo *e, int version, Profile profile)
{
    int min = profile == PROFILE_ES ? e->es_min : e->desktop_min;
    return min != 0 && version >= min;
}

const ExtensionInfo *ext_table(size_t *count)
{
    *count = COUNT_OF(extensions);
    return extensions;
}

/* Extensions whose directive is also one for another: the ES tessellation
 * and geometry extensions bring input and output blocks (their texts
 * require GL_EXT_shader_io_blocks, and use its blocks for gl_in and gl_out). */
static const struct { const char *name, *implied; } implied_extensions[] = {
    /* The Android extension pack is the ES 3.20 features for ES 3.10. */
    {"GL_ANDROID_extension_pack_es31a", "GL_EXT_geometry_shader"},
    {"GL_ANDROID_extension_pack_es31a", "GL_EXT_gpu_shader5"},
    {"GL_ANDROID_extension_pack_es31a", "GL_EXT_primitive_bounding_box"},
    {"GL_ANDROID_extension_pack_es31a", "GL_EXT_shader_io_blocks"},
    {"GL_ANDROID_extension_pack_es31a", "GL_EXT_tessellation_shader"},
    {"GL_ANDROID_extension_pack_es31a", "GL_EXT_texture_buffer"},
    {"GL_ANDROID_extension_pack_es31a", "GL_EXT_texture_cube_map_array"},
    {"GL_ANDROID_extension_pack_es31a", "GL_KHR_blend_equation_advanced"},
    {"GL_ANDROID_extension_pack_es31a", "GL_OES_sample_variables"},
    {"GL_ANDROID_extension_pack_es31a", "GL_OES_shader_image_atomic"},
    {"GL_ANDROID_extension_pack_es31a", "GL_OES_shader_multisample_interpolation"},
    {"GL_ANDROID_extension_pack_es31a", "GL_OES_texture_storage_multisample_2d_array"},
    {"GL_EXT_geometry_shader", "GL_EXT_shader_io_blocks"},
    {"GL_EXT_tessellation_shader", "GL_EXT_shader_io_blocks"},
    {"GL_OES_geometry_shader", "GL_OES_shader_io_blocks"},
    {"GL_OES_tessellation_shader", "GL_OES_shader_io_blocks"},
};

void ext_directive_info(ExtDirective *d)
{
    d->len = (uint32_t)strlen(d->name);
    d->is_all = strcmp(d->name, "all") == 0;
    d->implies = 0;
    for (size_t i = 0; i < COUNT_OF(implied_extensions) && !d->implies; i++)
        d->implies = strcmp(implied_extensions[i].name, d->name) == 0;
}

/* Whether directive `d` names `name` (`len` bytes): itself, "all", or an
 * extension that implies it. */
static int directive_names(const ExtDirective *d, const char *name, size_t len)
{
    if (d->is_all || (d->len == len && memcmp(d->name, name, len) == 0))
        return 1;
    for (size_t i = 0; d->implies && i < COUNT_OF(implied_extensions); i++)
        if (strcmp(implied_extensions[i].name, d->name) == 0 && strcmp(implied_extensions[i].implied, name) == 0)
            return 1;
    return 0;
}

void ext_directives_span(const PpOutput *pp, size_t token, size_t *lo, size_t *hi)
{
    size_t i = 0;
    while (i < pp->extensions.len && pp->extensions.data[i].token_index <= token)
        i++;
    *lo = i ? pp->extensions.data[i - 1].token_index : 0;
    *hi = i < pp->extensions.len ? pp->extensions.data[i].token_index : SIZE_MAX;
}

int ext_directives_enable(const PpOutput *pp, const char *name, size_t token, int ever)
{
    size_t len = strlen(name);
    int on = 0;
    for (size_t i = 0; i < pp->extensions.len && pp->extensions.data[i].token_index <= token; i++) {
        const ExtDirective *d = &pp->extensions.data[i];
        if (!(ever && on) && directive_names(d, name, len))
            on = d->behavior != EXT_DISABLE;
    }
    return on;
}
