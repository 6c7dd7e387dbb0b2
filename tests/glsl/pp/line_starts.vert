#version 450
// The lexer passes newlines within its quick loop: blank lines, lines of
// blanks, indented directives after code, a comment or a continuation at
// a line start and a CRLF line keep their lines, spacing and directives.
int a = __LINE__;

   	
int b = __LINE__ +
    1;
    #define C 3
int c = C
, d = __LINE__;
  // a comment at the start
  int e; /* two
  lines */ int f = __LINE__;
int g \
= __LINE__;
int h = __LINE__;
 int i;
  #if 1
int j = __LINE__;
  #endif
int k