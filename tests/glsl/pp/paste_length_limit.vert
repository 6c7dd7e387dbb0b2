#version 450
#define CAT(a, b) a ## b
#define TWICE(x) CAT(x, x)
// pasting stops at identifier-length (1024): 512 + 512 is fine, 1024 + 1024 is not
int TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(abcd))))))));
int TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(abcd)))))))));
