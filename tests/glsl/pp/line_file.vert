#version 450
#extension GL_GOOGLE_cpp_style_line_directive : enable
int a = __FILE__;
#line 20 "other.glsl"
int b = __LINE__;
int c = __FILE__;
