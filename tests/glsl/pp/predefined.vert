#version 450
int v = __VERSION__;
#if defined(GL_core_profile) && VULKAN == 100 && GL_SPIRV == 100 && GL_FRAGMENT_PRECISION_HIGH
int core;
#endif
#if defined(GL_ES) || defined(GL_es_profile) || defined(GL_compatibility_profile)
int wrong;
#endif
#if GL_EXT_ray_tracing && GL_KHR_shader_subgroup_basic && GL_GOOGLE_include_directive
int extension_macros;
#endif
#ifdef GL_OES_texture_3D
int es_only_extension;
#endif
