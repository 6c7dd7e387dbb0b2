#version 450
// Fragment inputs: a block, integer inputs made flat, clip distances,
// sample interpolation, dual-source outputs and the fragment modes.
layout(early_fragment_tests) in;
layout(origin_upper_left) in vec4 gl_FragCoord;
layout(depth_greater) out float gl_FragDepth;

layout(location = 0) in Varyings {
    vec4 color;
    sample vec2 uv;
    flat ivec2 cell;
} vin;
in float gl_ClipDistance[2];
layout(location = 5) flat in uint mask;

layout(location = 0, index = 0) out vec4 color0;
layout(location = 0, index = 1) out vec4 color1;

void main()
{
    color0 = vin.color * gl_ClipDistance[1] + gl_FragCoord;
    color1 = vec4(vin.uv, vec2(vin.cell)) * float(mask);
    gl_FragDepth = gl_FragCoord.z + 0.5;
}
