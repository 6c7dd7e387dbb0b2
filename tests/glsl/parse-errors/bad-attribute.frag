#version 450
#extension GL_EXT_control_flow_attributes : enable
void main() {
    [[1]] for (;;) {}
}
