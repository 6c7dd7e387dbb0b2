#version 450
// #line arithmetic past 2147483647 wraps modulo 2^32, never a signed overflow
#line 2147483646
int a = __LINE__;
int b = __LINE__;

int c = __LINE__;
#line 7
int d = __LINE__;
