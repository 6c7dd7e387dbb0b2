#version 450
#define YES
#ifdef YES
int a;
#else
int not_a;
#endif
#ifndef YES
int not_b;
#else
int b;
#endif
#ifdef NO
#  ifdef YES
int nested_not;
#  endif
#else
#  ifndef NO
int nested;
#  endif
#endif
