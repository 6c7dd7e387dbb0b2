#version 450
#define V 2
#if V == 1
int one;
#elif V == 2
int two;
#elif V == 2
int two_again;
#else
int other;
#endif
#if 0
#elif 0
#elif 1 / 0
#else
#endif
#if 1
int first;
#elif 1 / 0
#endif
