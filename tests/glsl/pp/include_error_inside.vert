#version 450
#include "inc/broken.h"
int after;
