#version 450
#else
#elif 1
