#version 450
#if 1 / 0
#endif
#if 5 % (2 - 2)
#endif
