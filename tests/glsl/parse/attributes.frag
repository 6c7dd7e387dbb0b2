#version 450
#extension GL_EXT_control_flow_attributes : enable
// [[ ]] control-flow attributes.
layout(location = 0) out float o;
void main() {
    float s = 0.0;
    [[unroll]] for (int i = 0; i < 4; i++) s += float(i);
    [[dont_unroll, dependency_length(4)]] while (s < 10.0) s *= 2.0;
    [[flatten]] if (s > 1.0) s = 1.0;
    [[dont_flatten]] switch (int(s)) { default: break; }
    o = s;
}
