// args: -std=310es
#version 450 core
int v = __VERSION__;
#ifdef GL_ES
int es;
#endif
