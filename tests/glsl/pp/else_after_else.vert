#version 450
#if 1
#else
#else
#elif 1
#endif
