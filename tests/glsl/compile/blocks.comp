#version 450
// Uniform, storage and push-constant blocks with std140, std430 and explicit offsets.
layout(local_size_x = 1) in;
struct Light { vec3 color; float power; };
layout(std140, set = 1, binding = 2) uniform U { mat3 rot; Light lights[2]; float scale[3]; } u;
layout(std430, binding = 0) buffer Data { layout(offset = 16) vec3 pos; float w; vec2 uv[]; };
layout(push_constant) uniform Push { uint count; } pc;
void main() {
    pos = u.rot * pos * u.lights[1].power * u.scale[2];
    uv[pc.count] = vec2(w, float(uv.length()));
}
