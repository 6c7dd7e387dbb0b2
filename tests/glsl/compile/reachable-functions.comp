#version 450
// Only what main() (or a global initializer) reaches is emitted, as glslang
// prunes: an unreachable function may even call a prototype that has no body.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { float x; };
float twice(float v) { return v * 2.0; }
float g = twice(3.0) + x;
float nowhere(float v);
void unused() { x = nowhere(0.0); }
void main() { x = g; }
