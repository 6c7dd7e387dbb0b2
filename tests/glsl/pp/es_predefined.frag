#version 310 es
#if GL_ES == 1 && GL_es_profile && __VERSION__ == 310 && GL_OES_texture_3D
int es;
#endif
#ifdef GL_core_profile
int wrong;
#endif
