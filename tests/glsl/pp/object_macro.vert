#version 450
#define N 4
#define EMPTY
#define ARR float a[N] EMPTY;
ARR
int b = N * N;
EMPTY int c = EMPTY 1;
