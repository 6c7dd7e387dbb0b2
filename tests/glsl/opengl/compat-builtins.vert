#version 120
// The compatibility built-ins before 1.50 (GLSL 1.20 7.1, 7.4, 7.5).
void main() { gl_FrontColor = gl_Color; gl_TexCoord[0] = gl_MultiTexCoord0; gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex; }
