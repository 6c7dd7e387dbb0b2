#version 450
// Interface blocks: uniform, buffer, in/out, arrays, instance names, gl_PerVertex.
layout(std140, set = 0, binding = 0) uniform Transforms {
    mat4 mvp;
    layout(offset = 64) vec4 tint;
} transforms;
layout(std430, binding = 1) buffer Particles {
    vec4 positions[];
};
layout(push_constant) uniform Push { float t; } pc;
layout(location = 0) in vec3 pos;
layout(location = 0) out Vary {
    vec4 color;
    flat int id;
} vary[1];
out gl_PerVertex {
    vec4 gl_Position;
    float gl_PointSize;
};
void main() {
    gl_Position = transforms.mvp * vec4(pos, 1.0);
    vary[0].color = transforms.tint * pc.t + positions[gl_VertexIndex];
    vary[0].id = positions.length();
}
