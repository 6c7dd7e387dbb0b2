#version 450
int i = 0 + 7 + 010 + 0x1F + 0XaBu + 4294967295 + 0xFFFFFFFF;
uint u = 1u + 2U;
float f = 1.0 + .5 + 5. + 1e10 + 1.5E-3 + 2e+2 + 1.0f + 2.5F;
double d = 1.0lf + 2.0LF + 3e1lf;
int64_t l = 1l + 2L + 9223372036854775807l;
uint64_t ul = 1ul + 2UL + 18446744073709551615UL;
int16_t s = 1s + 32767S;
uint16_t us = 1us + 65535US;
float16_t h = 1.0hf + 2.5HF;
float swizzle = 1.0.x;
