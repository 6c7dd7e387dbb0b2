#version 450
// Vertex inputs are no structures (each member is an attribute of its own).
struct Vertex { vec3 position; vec2 uv; };
layout(location = 0) in Vertex vertex;
void main() { gl_Position = vec4(vertex.position, 1.0); }
