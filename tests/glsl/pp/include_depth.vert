#version 450
#include "inc/self.h"
