#version 310 es
#if UNDEFINED_THING
#endif
#if 1 || UNDEFINED_THING
#endif
precision highp float;
