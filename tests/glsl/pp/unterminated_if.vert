#version 450
#if 1
#ifdef X
int a;
