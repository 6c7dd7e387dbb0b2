#version 450
// Struct definitions, nested structs, constructors and names as types.
struct Light {
    vec3 position;
    float intensity[2];
};
struct Scene {
    Light lights[4];
    struct Inner { int count; } inner;
} scene;
Light make(vec3 p) { return Light(p, float[2](1.0, 0.5)); }
layout(location = 0) out vec4 color;
void main() {
    Light l = make(vec3(0.0));
    Inner i;
    Light lights[2] = Light[2](l, l);
    color = vec4(l.position, lights[1].intensity[0]);
}
