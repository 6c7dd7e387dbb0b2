#version 450
// CRLF lines, as in many shaders of the corpus: the lexer's quick loop
// passes them as it passes newlines, and a lone CR stays a newline too.
int a = __LINE__;

   	
int b = __LINE__ +
    1;
    #define C 3
int c = C
, d = __LINE__;
int e = __LINE__;int f = __LINE__;
int g = __LINE__;


  #if 1
int h = __LINE__; // a comment
  #endif
int i = __LINE__;
