#version 450
#define TWO 2
#if 1 + 2 * 3 == 7 && (1 + 2) * 3 == 9
int precedence;
#endif
#if -1 < 0 && ~0 == -1 && !0 && !!5 == 1 && +3 == 3
int unary;
#endif
#if (1 << 4) == 16 && (-16 >> 2) == -4 && 7 % 3 == 1 && 7 / 2 == 3
int shifts_and_division;
#endif
#if (5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6 && 0x10 == 16 && 010 == 8 && 3u == 3
int bits;
#endif
#if defined(TWO) && defined TWO && !defined(THREE) && TWO == 2
int defined_ok;
#endif
#if 0 && (1 / 0)
#error not taken
#endif
#if 1 || (1 % 0)
int short_circuit;
#endif
#if UNDEFINED_NAME == 0
int undefined_names_are_zero;
#endif
#if 2147483647 + 1 < 0
int wraps_as_int;
#endif
