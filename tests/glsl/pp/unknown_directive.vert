#version 450
#frobnicate now
# 42
#
int x;
