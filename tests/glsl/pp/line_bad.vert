#version 450
#line
#line x
#line 5 y
#line 4294967296
#line 5 "f" 7
