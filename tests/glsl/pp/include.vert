#version 450
#include "inc/a.h"
int main_file = __LINE__;
#include "inc/a.h"
