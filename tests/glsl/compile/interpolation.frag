#version 450
// interpolateAtCentroid/Sample/Offset on inputs, block members, array
// elements and swizzles: GLSL.std.450 on the input's pointer.
layout(location = 0) in vec4 v;
layout(location = 1) in Blk { vec2 uv; } b;
layout(location = 2) in float arr[2];
layout(location = 0) out vec4 o;
void main() {
  o = interpolateAtCentroid(v) + interpolateAtSample(v, 1) + interpolateAtOffset(v, vec2(0.1));
  o.xy += interpolateAtOffset(b.uv, vec2(-0.2)) + interpolateAtCentroid(v.zw);
  o.x += interpolateAtSample(arr[1], gl_SampleID);
}
