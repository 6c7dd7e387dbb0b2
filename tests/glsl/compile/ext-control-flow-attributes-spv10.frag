#version 450
// GL_EXT_control_flow_attributes in SPIR-V 1.0: unroll, dont_unroll, loop,
// flatten, branch, dont_flatten (the others need later versions).
#extension GL_EXT_control_flow_attributes : enable
layout(location = 0) in flat int n;
layout(location = 0) out vec4 color;

void main()
{
    float s = 0.0;
    [[unroll]] for (int i = 0; i < 4; i++) s += 1.0;
    [[dont_unroll]] while (s < 10.0) s += 2.0;
    [[loop]] do { s -= 1.0; } while (s > 20.0);
    [[flatten]] if (n > 2) s += 1.0; else s -= 1.0;
    [[branch]] if (n > 3) s *= 2.0;
    [[flatten]] switch (n) { case 1: s = 1.0; break; default: break; }
    color = vec4(s);
}
