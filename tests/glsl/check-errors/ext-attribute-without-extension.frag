#version 450
// Control-flow attributes need GL_EXT_control_flow_attributes enabled.
layout(location = 0) out float f;
void main()
{
    f = 0.0;
    [[unroll]] for (int i = 0; i < 4; i++) f += 1.0;
}
