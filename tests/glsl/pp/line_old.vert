#version 150
// Before 330 the number after #line names the line of the directive itself.
#line 10
int a = __LINE__;
