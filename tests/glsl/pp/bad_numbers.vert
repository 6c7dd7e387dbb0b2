#version 450
int a = 4294967296;
int b = 0x100000000;
int c = 09;
float d = 1f;
int16_t e = 65536s;
int64_t f = 18446744073709551616l;
