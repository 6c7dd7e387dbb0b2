// args: -DFOO -DBAR=2 -DLIST=1,2 -UVULKAN -DGL_SPIRV=7
#version 450
#ifdef FOO
int foo = FOO 1;
#endif
int bar = BAR;
int list[] = int[](LIST);
#ifndef VULKAN
int no_vulkan;
#endif
int spirv = GL_SPIRV;
