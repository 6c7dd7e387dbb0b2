#version 450
#include "inc/once.h"
#include "inc/once.h"
int once_count = ONCE;
