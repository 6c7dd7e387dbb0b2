#version 450
// A block needs a storage qualifier (readonly alone is none).
layout(binding=0) readonly B { int a[]; } b;
layout(location=0) out int o;
void main(){ o = b.a[1]; }
