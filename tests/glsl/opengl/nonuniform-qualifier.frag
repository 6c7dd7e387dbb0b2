#version 450
// GL_EXT_nonuniform_qualifier: nonuniformEXT qualifies inputs, variables,
// parameters and return values (values that may differ per invocation).
#extension GL_EXT_nonuniform_qualifier : enable
nonuniformEXT in vec4 value;
nonuniformEXT float global;
out vec4 color;
nonuniformEXT int pick(nonuniformEXT int i) { return i; }
void main() {
    nonuniformEXT int local = pick(int(value.x));
    color = value * global * float(local);
}
