#version 400
// GL_ARB_vertex_attrib_64bit (GLSL 4.10 4.3.4 from it): double, dvec and
// dmat vertex inputs.
#extension GL_ARB_vertex_attrib_64bit : enable
in dvec3 position;
in dmat2 m;
void main() {
    gl_Position = vec4(m * position.xy, position.z, 1.0);
}
