// args: -Isys
#version 450
#include <s.h>
int after = __LINE__;
