#version 450
#define LONG(a, b) \
    a + \
    b
int x = LONG(1, 2);
int y = 12\
34;
in\
t z;
// a comment \
continued
int after_comment;
