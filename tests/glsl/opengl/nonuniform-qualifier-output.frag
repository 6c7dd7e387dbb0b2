#version 450
// GL_EXT_nonuniform_qualifier: no output, uniform or constant is
// nonuniformEXT (only inputs, variables, parameters and return values).
#extension GL_EXT_nonuniform_qualifier : enable
nonuniformEXT out vec4 color;
void main() {
    color = vec4(1.0);
}
