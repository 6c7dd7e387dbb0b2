#version 450
// The error limit (20) counts each phase alone, and a phase past it goes on
// without reporting: the checker's error on line 6 comes first, then the
// preprocessor's up to the limit, then "too many errors, stopping".
layout(location = 0) out vec4 color;
void main() { color = vec4(undeclared); }
#error preprocessor error 1
#error preprocessor error 2
#error preprocessor error 3
#error preprocessor error 4
#error preprocessor error 5
#error preprocessor error 6
#error preprocessor error 7
#error preprocessor error 8
#error preprocessor error 9
#error preprocessor error 10
#error preprocessor error 11
#error preprocessor error 12
#error preprocessor error 13
#error preprocessor error 14
#error preprocessor error 15
#error preprocessor error 16
#error preprocessor error 17
#error preprocessor error 18
#error preprocessor error 19
#error preprocessor error 20
#error preprocessor error 21
#error preprocessor error 22
#error preprocessor error 23
#error preprocessor error 24
#error preprocessor error 25
