#version 450
// #line renumbers the lines after it: the errors still come in the order
// they are read, and each names its line as renumbered.
#line 100
float f = true;
#line 10
#error second
void main() {}
