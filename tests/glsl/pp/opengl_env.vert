// args: --target-env=opengl
#version 450
#ifdef VULKAN
int vulkan;
#else
int opengl;
#endif
int spirv = GL_SPIRV;
