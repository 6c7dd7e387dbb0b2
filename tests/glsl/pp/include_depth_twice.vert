#version 450
// A file that includes itself twice: the limit stops it at once, not after
// the 2^100 includes that reach it.
#include "inc/self_twice.h"
