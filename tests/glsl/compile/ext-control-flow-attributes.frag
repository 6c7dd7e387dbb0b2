#version 450
// GL_EXT_control_flow_attributes(2): loop and selection controls, their
// literals in bit order. The dependency ones need SPIR-V 1.1 and the
// iteration ones 1.4 (below, they are dropped with a warning).
// target-env: vulkan1.2
#extension GL_EXT_control_flow_attributes : enable
layout(location = 0) in flat int n;
layout(location = 0) out vec4 color;

void main()
{
    float s = 0.0;
    [[unroll]] for (int i = 0; i < 4; i++) s += 1.0;
    [[dont_unroll]] while (s < 10.0) s += 2.0;
    [[loop]] for (int i = 0; i < n; i++) s += 0.5;
    [[dependency_infinite]] do { s -= 1.0; } while (s > 20.0);
    [[dependency_length(1 + 3)]] for (int i = 0; i < n; i++) s *= 1.5;
    [[unroll, dependency_length(2)]] for (int i = 0; i < 2; i++) s += 3.0;
    [[min_iterations(3), max_iterations(7)]] for (int i = 0; i < n; i++) s += 1.0;
    [[iteration_multiple(2), peel_count(5), partial_count(4)]] for (int i = 0; i < n; i++) s -= 0.25;
    [[flatten]] if (n > 2) s += 1.0; else s -= 1.0;
    [[branch]] if (n > 3) s *= 2.0;
    [[dont_flatten]] switch (n) { case 1: s = 1.0; break; default: break; }
    color = vec4(s);
}
