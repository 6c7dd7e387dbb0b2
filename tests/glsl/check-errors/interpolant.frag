#version 450
layout(location=0) out vec4 o;
void main(){ vec4 t = vec4(1.0); o = interpolateAtCentroid(t); }
