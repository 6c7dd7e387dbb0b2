#version 450
// An undeclared name, or a built-in that the target, the stage or a missing
// extension takes away, is one cause: reported at its first use only, not
// at every use.
layout(location = 0) out vec4 o;
float f() { return float(gl_VertexID) + gl_DepthRange.near + float(gl_SubgroupSize); }
void main() {
    o = vec4(gl_VertexID, gl_DepthRange.far, gl_SubgroupSize, gl_FragCoord.x);
    o += vec4(gl_FragCoord.y, gl_LaunchIDEXT.x, gl_LaunchIDEXT.y, f());
    o.x += undeclared + undeclared;
}
