#version 450
int a;
#endif
