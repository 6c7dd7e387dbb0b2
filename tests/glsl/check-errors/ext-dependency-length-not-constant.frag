#version 450
// dependency_length takes a constant integer expression, at least 1.
#extension GL_EXT_control_flow_attributes : enable
layout(location = 0) in flat int n;
layout(location = 0) out float f;
void main()
{
    f = 0.0;
    [[dependency_length(n)]] for (int i = 0; i < 4; i++) f += 1.0;
    [[dependency_length(0)]] for (int i = 0; i < 4; i++) f += 1.0;
}
