#version 450 // trailing comment
/* a block
   comment */ int a; /* another */ int b;
int/**/c; // tokens stay apart across a comment
/* # not a directive */
   /* a comment before a directive */ #define D 4
int d = D;
