#version 450
#extension GL_EXT_nonuniform_qualifier : enable
void main() {
    int i = nonuniformEXT;
}
