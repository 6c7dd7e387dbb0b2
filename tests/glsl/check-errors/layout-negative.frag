#version 450
// Layout values are never negative (glslang: "cannot be negative").
layout(location=-1) out vec4 c;
layout(constant_id=-2) const int k = 1;
layout(binding=0, std140) uniform U { layout(offset=-4) vec4 x; };
void main(){c=x*float(k);}
