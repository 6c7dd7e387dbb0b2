#version 150
// GLSL 4.60 4.1.9: an implicitly sized array may be redeclared later with a
// size that holds the indices used before; gl_ClipDistance is one (7.1.1).
void main()
{
    gl_Position = vec4(1.0);
    gl_ClipDistance[2] = 1.0;
}
out float gl_ClipDistance[4];
