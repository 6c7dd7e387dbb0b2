#version 450
#define GL_MINE 1
#undef GL_ES
#define __LINE__ 3
#undef __FILE__
#define VULKAN 2
#define defined 1
#define my__name 1
