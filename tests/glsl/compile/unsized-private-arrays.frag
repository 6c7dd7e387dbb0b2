#version 450
// Arrays declared without a size and without an initializer (global or
// local) are as long as their largest constant index needs, as glslang
// sizes them: SPIR-V has no runtime-sized Private or Function variables.
layout(location = 0) out vec4 color;
float weights[];
void main()
{
    float local[];
    weights[3] = 0.5;
    local[1] = weights[3] * 2.0;
    color = vec4(weights[3], local[1], weights[0], local[0]);
}
