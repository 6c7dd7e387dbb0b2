#version 450
// The redeclared gl_PerVertex block (sized distances, invariant position),
// an output block with member locations and interpolation qualifiers.
out gl_PerVertex {
    invariant vec4 gl_Position;
    float gl_ClipDistance[2];
};

layout(location = 0) in vec4 position;
layout(location = 1) in ivec2 cell;

layout(location = 2) out Varyings {
    layout(location = 3) vec4 color;
    noperspective vec2 uv;
    flat ivec2 cell;
    layout(location = 7) centroid float depth;
} vout;

void main()
{
    gl_Position = position;
    gl_ClipDistance[0] = position.x;
    gl_ClipDistance[1] = position.y;
    vout.color = vec4(1.0);
    vout.uv = position.xy;
    vout.cell = cell;
    vout.depth = position.z;
}
