#version 450
// GLSL 4.60 §4.2: a do-while body is a scope of its own, simple or compound
// (its i hides the outer one only inside the body); a block nested in a loop
// body may hide the loop's variable; a while condition's variable lives to
// the end of the body.
layout(location = 0) out vec4 color;
void main()
{
    int i = 17;
    do
        int i = 4;
    while (i == 0);
    float sum = 0.0;
    for (int k = 0; k < 3; k++) {
        {
            float k = 0.5;
            sum += k;
        }
        sum += float(k);
    }
    int n = 2;
    while (bool more = n > 0) {
        more = false;
        n--;
    }
    color = vec4(float(i), sum, float(n), 1.0);
}
