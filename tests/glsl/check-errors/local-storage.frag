#version 450
// Storage qualifiers are for globals only; an unsized local array is sized
// by its largest constant index (which here makes no error).
layout(location=0) out vec4 o;
void main(){
  uniform float u;
  out float c[];
  c[2] = 1.0;
  float g[];
  g[1] = u;
  o = vec4(c[2] + g[1]);
}
